// The games of a match, computed from its configuration alone: every process
// (a resumed run, one shard of many) computes the same list, so a game id
// names the same game everywhere, and its seed follows from --seed and the id.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "match/config.h"

namespace goref::match {

struct ScheduledGame {
  int index = 0;          ///< 0-based position in the schedule
  std::string id;         ///< "000001": 1-based, six digits (more past 999,999)
  std::uint64_t seed = 0; ///< derived from the match seed and the index
  int black = 0;          ///< engine indices into MatchConfig::engines
  int white = 1;
  int size = 19;
  int opening = -1;       ///< index into the openings, -1: none
  int pair = 0;           ///< colour-swapped pairs share this number (schedule-wide)
};

/// The pairs of engines that meet: round robin, every pair once; gauntlet,
/// the first engine against each of the others.
std::vector<std::pair<int, int>> engine_pairings(const MatchConfig& config);
/// The same from the number of engines alone (a recorded run's configuration).
std::vector<std::pair<int, int>> engine_pairings(int engine_count, TournamentKind tournament);

/// Order: round by round (one colour-swapped pair per pairing and round), so
/// that a run stopped early has played every pairing about equally. Within a
/// pair the first-named engine of the pairing takes Black first. Pair r of a
/// pairing plays size sizes[r % n] and opening r % openings (each opening is
/// played once with each colour).
std::vector<ScheduledGame> build_schedule(const MatchConfig& config, int opening_count);

/// The id of the game at `index`.
std::string game_id(int index);

/// SplitMix64 of the match seed and the index: well spread, and stable across
/// builds and platforms.
std::uint64_t game_seed(std::uint64_t match_seed, int index);

}  // namespace goref::match
