// Fixed handicap placement (GTP v2 §4.1.1, as gomill and GoGui lay it out).
#pragma once

#include <vector>

#include "core/board.h"

namespace goref::core {

// Largest fixed handicap for the board: 9 on odd boards from 9x9, 4 on even
// boards from 8x8 and on 7x7, none below 7x7 or on rectangular boards.
int max_fixed_handicap(const Board& board);

// The n stones of GTP's fixed layout, top row first; empty if n is not
// between 2 and max_fixed_handicap(board).
std::vector<Point> fixed_handicap_points(const Board& board, int n);

// Points for place_free_handicap: the fixed layout while it exists, then
// further points spread over the board, never adjacent to another stone.
std::vector<Point> free_handicap_points(const Board& board, int n);

}  // namespace goref::core
