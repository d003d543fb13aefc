#include "scoring/move_liberties.h"

#include <algorithm>

namespace goref::scoring {

int liberties_after(const core::Board& board, core::Point p, core::Color colour, int cap, int& captured) {
  const core::MoveEffect effect = board.analyze(p, colour);
  captured = effect.captured_stones;
  if (effect.suicide) return -1;
  core::Board after = board;
  after.play(p, colour);
  return std::min(after.liberty_count(p), cap);
}

}  // namespace goref::scoring
