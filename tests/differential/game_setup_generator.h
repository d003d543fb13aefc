// The start of a fuzzed game: board size (2x2 to 7x7, small rectangles,
// 19x19), ruleset axes (every ko rule x suicide rule x end-of-game rule), and
// the start position (empty, a random dense legal position, or a triple ko).
#pragma once

#include "fuzz_action.h"
#include "fuzz_random.h"

namespace goref::differential {

GameSetup random_game_setup(FuzzRandom& random);

// The triple ko of rules-sources §8 (tests/unit/core/game_test.cpp), 7x7, top
// left at (left, top) of a board at least that large; Black to move.
void place_triple_ko(Grid& grid, int width, int left, int top);

}  // namespace goref::differential
