// ASCII board diagrams, rows top first: X/x/# black, O/o white, '.' or '+'
// empty; spaces between points are ignored. Used by tests and tools to state
// positions the way rule books draw them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"

namespace goref::core {

// nullopt when the rows are ragged, empty, larger than 25, or hold another character.
std::optional<Board> parse_diagram(const std::vector<std::string_view>& rows);

// Rows top first, one character per point ("X", "O", ".").
std::vector<std::string> format_diagram(const Board& board);

}  // namespace goref::core
