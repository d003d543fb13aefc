// The text board of showboard: coordinates on all sides, X black, O white.
#pragma once

#include <string>

#include "gtp/engine/referee.h"

namespace goref::gtp {

std::string show_board(const Referee& referee);

}  // namespace goref::gtp
