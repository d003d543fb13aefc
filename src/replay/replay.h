#pragma once

// Replay: an SGF game record (sgf::GameRecord, main line) turned into a core::Game.
//
// Shared by `loadsgf` (gtp/engine) and `goref check` (src/check). Knows no GTP and does no
// file I/O. What it decides:
//  - Rules: an override (`goref check --rules`) beats RU; RU is read with
//    rules::parse_sgf_rules; when RU is absent or not understood, the caller's fallback
//    applies (with a note saying so).
//  - Komi: KM when present and reliable (sgf::Komi::reliable(): Fox's scaled KM[375]/KM[650]
//    are guesses), else none, and the preset's default applies (its handicap default once
//    N >= 2 handicap stones are placed).
//  - Handicap: a root holding black setup stones only (AB, no AW/AE) with HA >= 2 is a
//    handicap: Game::place_handicap, so N = the number of AB stones (the reader warns when HA
//    disagrees). Any other root setup is a plain starting position (N = 0); setup nodes later
//    in the game are Game::setup entries.
//  - Moves: Game::play. An illegal move is recorded (move number, colour, point, reason)
//    and, with OnIllegal::Continue, played anyway through Game::play_unchecked (suicide
//    removes the chain, ko/superko repetitions are played, a move after the end resumes
//    play); a move onto an occupied point cannot be played and is skipped.
//  - Markup: on a record replayed to its end, the TB/TW union of its last nodes names the
//    players' agreed dead stones: stones of colour C on the opponent's TB/TW points.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "rules/registry.h"
#include "sgf/game_record.h"

namespace goref::replay {

// Where the rules of a replay came from.
enum class RulesOrigin : std::uint8_t {
  Override,  // the caller's override (goref check --rules)
  Record,    // the record's RU
  Fallback,  // no RU, or an RU goref does not understand
};

std::string_view to_string(RulesOrigin origin);  // "override", "RU", "default"

enum class OnIllegal : std::uint8_t {
  Continue,  // record it, play it anyway (Game::play_unchecked) or skip it (occupied), go on
  Stop,      // record it and stop before it
};

struct ReplaySettings {
  std::optional<rules::NamedRules> rules_override;
  rules::NamedRules fallback_rules;  // used when RU is absent or not understood
  OnIllegal on_illegal = OnIllegal::Continue;
  // Stop before the move with this 1-based number (loadsgf FILE N: the position before
  // move N; a number past the end replays everything). Moves are counted over the main
  // line, passes included.
  std::optional<std::uint32_t> stop_before_move;
  // Stop before the first move onto this point (loadsgf FILE VERTEX).
  std::optional<sgf::Point> stop_before_point;
};

struct IllegalMove {
  std::uint32_t number = 0;  // 1-based among the record's moves, passes included
  std::uint32_t node = 0;    // main-line node index (root = 0)
  core::Color color = core::Color::Black;
  core::Point point = core::kPass;
  sgf::Point sgf_point;  // the point as the record wrote it (meaningless for a pass)
  core::Legality reason = core::Legality::Legal;
  bool skipped = false;  // not played (occupied point): the replay went on without it
};

// Everything a replay found out. Reusable across games (replay_record clears it).
struct Replay {
  rules::NamedRules rules;
  RulesOrigin rules_origin = RulesOrigin::Fallback;
  std::optional<double> komi;  // KM when present and reliable; nullopt: the preset's default
  double komi_in_force = 0;    // komi, or the preset's default for this game
  int handicap = 0;            // N: stones placed by Game::place_handicap
  std::uint32_t total_moves = 0;   // moves in the record's main line, passes included
  std::uint32_t moves_played = 0;  // moves replayed before stopping (illegal ones included)
  bool reached_end = false;        // every event was replayed (no stop)
  std::vector<IllegalMove> illegal;
  // Things the replay noticed that are not rule violations: RU not understood, ignored
  // komi, moves out of turn. Human-readable, no source prefix.
  std::vector<std::string> notes;
  // A record that cannot be replayed at all (setup leaving a chain without liberties, ...):
  // what is wrong; the game holds the position before the offending event.
  std::optional<std::string> error;
  // TB/TW markup of the final position (only when reached_end).
  bool has_markup = false;
  std::vector<core::Point> markup_dead;  // stones on the opponent's TB/TW points

  void clear();
};

// Replays `record` into `game` (reset to the record's size and rules first). Returns false
// when the record cannot be replayed (out.error says why) — illegal moves are not such a
// failure: they are listed in out.illegal. With OnIllegal::Stop the first illegal move is
// listed and the game stops before it (reached_end false).
bool replay_record(const sgf::GameRecord& record, const ReplaySettings& settings, core::Game& game, Replay& out);

// Board points and the two textual forms of a vertex.
core::Point to_core_point(const core::Board& board, sgf::Point point);
sgf::Point to_sgf_point(const core::Board& board, core::Point point);
// GTP form: "D4" (letters A..Z without I, rows from the bottom), "pass".
std::string gtp_vertex(const core::Board& board, core::Point point);
// SGF form: "dp"; a pass as "" (FF[4]).
std::string sgf_vertex(const core::Board& board, core::Point point);

}  // namespace goref::replay
