// The built-in random player behind genmove when goref is started with
// --player random: a uniformly random legal move that does not fill one of
// the mover's own eyes, else pass. Seeded, so a seed replays the same game.
#pragma once

#include <cstdint>
#include <random>

#include "core/game.h"

namespace goref::players {

class RandomPlayer {
 public:
  explicit RandomPlayer(std::uint64_t seed) : random_(seed) {}

  // The move chosen for `color` (kPass when nothing is left); does not play it.
  core::Point choose(const core::Game& game, core::Color color);

 private:
  std::mt19937_64 random_;
};

// An eye of `color` at the empty point p: every neighbour on the board is
// one of its stones, and the opponent holds fewer than two diagonal points
// (none on the edge) — the usual playout heuristic for a true eye.
bool is_own_eye(const core::Board& board, core::Point p, core::Color color);

}  // namespace goref::players
