// GNU Go's "unconditional status" (engine/unconditional.c, GNU Go 3.8): a
// stronger cousin of Benson's pass-alive test. The opponent may play any
// number of moves in a row; strings it can still never capture are alive,
// the points it can never hold are the owner's territory, and opponent
// stones there are dead. Unlike strict Benson, a capturing race that the
// invincible side always wins counts as settled (the loser is dead, the
// winner's stones alive). Reimplemented from the algorithm's description so
// that goref answers GNU Go's unconditional.tst point for point.
#pragma once

#include <string_view>

#include "core/board.h"
#include "scoring/status.h"

namespace goref::scoring {

enum class Unconditional : std::uint8_t {
  Undecided = 0,
  Alive,           // a stone that can never be removed
  Dead,            // a stone standing in the opponent's unconditional territory
  BlackTerritory,  // an empty point Black holds unconditionally
  WhiteTerritory,
};

std::string_view to_string(Unconditional status);

// Status of every point of the board (suicide not allowed, as in GNU Go).
void unconditional_status(const core::Board& board, PointMap<Unconditional>& out);

}  // namespace goref::scoring
