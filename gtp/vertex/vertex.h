// GTP entities that carry Go meaning: colours and vertices (GTP v2 §2.11).
// Text only: shared by the referee's commands (gtp/engine) and the match
// runner, which reads engines' moves; the protocol layer below knows no Go.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/board.h"
#include "core/types.h"

namespace goref::gtp {

// "b", "black", "w", "white", any case.
std::optional<core::Color> parse_color(std::string_view text);

// "D4", "d4", "pass", "PASS": letters A..Z without I, rows from the bottom.
// nullopt when the text is no vertex of this board.
std::optional<core::Point> parse_vertex(std::string_view text, const core::Board& board);

// Upper case ("D4"); passes as "pass".
std::string format_vertex(core::Point point, const core::Board& board);
// Vertices separated by single spaces (GTP vertex lists).
std::string format_vertices(std::span<const core::Point> points, const core::Board& board);

std::string_view color_name(core::Color color);  // "black" / "white"

}  // namespace goref::gtp
