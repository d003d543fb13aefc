// What a move would leave its own chain: the liberties it has after the
// move, captures included. The dame and seki tests of the count (count.cpp)
// and the seki test of the race reading (dead_stones.cpp) ask the same
// question: can a stone go there without being left short of liberties?
#pragma once

#include "core/board.h"

namespace goref::scoring {

// Liberties (capped at `cap`) of the chain `colour` forms by playing the
// empty point p, and in `captured` how many stones that move takes; -1 for
// a suicide.
int liberties_after(const core::Board& board, core::Point p, core::Color colour, int cap, int& captured);

}  // namespace goref::scoring
