#include "gtp/engine/vertex.h"

#include "gtp/protocol/command.h"
#include "gtp/protocol/failure.h"

namespace goref::gtp {

core::Color color_arg(const Command& command, std::size_t i) {
  const std::string& text = command.arg(i);
  if (auto color = parse_color(text)) return *color;
  throw Failure("syntax error: invalid color '" + text + "'");
}

core::Point vertex_arg(const Command& command, std::size_t i, const core::Board& board) {
  const std::string& text = command.arg(i);
  if (auto point = parse_vertex(text, board)) return *point;
  throw Failure("invalid vertex: " + text);
}

core::Point point_arg(const Command& command, std::size_t i, const core::Board& board) {
  const core::Point point = vertex_arg(command, i, board);
  if (point == core::kPass) throw Failure("invalid vertex: pass is not a point here");
  return point;
}

}  // namespace goref::gtp
