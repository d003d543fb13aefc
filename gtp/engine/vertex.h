// Command arguments that are GTP colours and vertices (GTP v2 §2.11): the
// text forms live in gtp/vertex; this adds the failures a handler answers.
#pragma once

#include <cstddef>

#include "core/board.h"
#include "core/types.h"
#include "gtp/vertex/vertex.h"

namespace goref::gtp {

// Reads argument i of a command as a colour / an on-board vertex, throwing
// the GTP failure "syntax error: ..." / "invalid vertex: ...".
class Command;
core::Color color_arg(const Command& command, std::size_t i);
core::Point vertex_arg(const Command& command, std::size_t i, const core::Board& board);
core::Point point_arg(const Command& command, std::size_t i, const core::Board& board);  // no pass

}  // namespace goref::gtp
