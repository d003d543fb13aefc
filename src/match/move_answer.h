// What an engine's answer to genmove means on the referee's board. Pure (no
// I/O), so that a fuzzer can feed it anything.
#pragma once

#include <string>
#include <string_view>

#include "core/board.h"
#include "core/types.h"

namespace goref::match {

struct MoveAnswer {
  enum class Kind { Move, Pass, Resign, Unparsable } kind = Kind::Unparsable;
  core::Point point = core::kPass;  ///< Kind::Move: an on-board point (not checked for legality)
  std::string text;                 ///< what the engine said, cut to 80 printable characters
};

/// "D4" / "d4", "pass", "resign" (any case; surrounding blanks ignored). A
/// vertex off this board, a second word or a second line is Unparsable.
MoveAnswer parse_move_answer(std::string_view answer, const core::Board& board);

}  // namespace goref::match
