// A local reading for the chains the whole-board playouts leave undecided.
//
// Random playouts settle a capturing race or an eye shape by chance: a
// squared four, a group whose eye space the opponent can reduce, a race one
// liberty apart come out near 50/50 whoever is really ahead, because a random
// move is as likely to be the vital point as any other. A Monte-Carlo tree
// search fixes that bias where it matters, at the first moves: inside the
// chain's local area (the chain, the empty points and weak stones around it,
// up to the stones the playouts are sure of), it searches the best first
// moves of each side and plays the same policy after them.
//
// The area is read twice, each side playing its best first move: the
// chain's keep rate is the mean of the owner's win rate when it moves first
// and one minus the opponent's when the opponent does. Below 0.5 - margin
// the chain is dead, above 0.5 + margin alive; in between (who moves first
// decides it, or the search is not clear) the whole-board playouts keep the
// last word. Seeded: the same position always gets the same answer.
#pragma once

#include <cstdint>

#include "core/board.h"
#include "scoring/status.h"

namespace goref::scoring {

enum class LocalVerdict : std::uint8_t { Unknown, Alive, Dead };

// A reading's verdict and the rate behind it (the keep rate, or for a seki
// reading the rate at which the chain stands after the opponent's best
// first move): the chain's evidence record keeps both (chain_evidence.h).
struct LocalReading {
  LocalVerdict verdict = LocalVerdict::Unknown;
  float keep = 0.5f;
  bool done = false;  // false: the area was too big, nothing was read
};

struct LocalReadingLimits {
  int max_empty_points = 200;       // empty points of the local area (docs/scoring.md §3 step 3)
  int max_stones = 240;             // stones of the local area
  int simulations = 1500;           // per side moving first, at most
  int min_simulations = 300;        // per side moving first, at least
  int simulation_points = 60'000;  // simulations times the area's empty points
  float margin = 0.15f;             // distance from an even keep rate a verdict needs
};

// Reads the chain through `target`. `strong[p]` marks the stones the
// playouts are sure of (walls): the area stops at them. `uncapturable`, when
// given, marks stones no move of the reading may capture (the chains the
// players agree standing, dead_stones.h); read_seki takes it too.
LocalReading read_locally(const core::Board& board, core::Point target, const PointMap<bool>& strong,
                          std::uint64_t seed, const LocalReadingLimits& limits = {},
                          const PointMap<bool>* uncapturable = nullptr);

// Is the chain through `target`, which the playouts capture, in seki: does
// its opponent, moving first and playing for the points of the area rather
// than for the capture, leave it standing? A capture that costs more than
// it gains (the capturing chains are short of liberties and the owner takes
// them in return) is not made: Alive, and `seki_stones` gets the target and
// the opponent's stones of its area (the chains that could not take it).
// Dead when the best local play captures it, Unknown in between.
LocalReading read_seki(const core::Board& board, core::Point target, const PointMap<bool>& strong,
                       std::uint64_t seed, PointMap<bool>& seki_stones, const LocalReadingLimits& limits = {},
                       const PointMap<bool>* uncapturable = nullptr);

}  // namespace goref::scoring
