// Boards for the scoring tests, drawn the way rule books draw them.
#pragma once

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/diagram.h"

namespace goref::scoring::testing {

// The board the rows draw, top row first; when they draw none, a failed
// expectation and an empty 2x2 board (never a crash).
inline core::Board diagram(std::vector<std::string_view> rows) {
  auto board = core::parse_diagram(rows);
  EXPECT_TRUE(board.has_value());
  return board ? *board : core::Board(2, 2);
}

}  // namespace goref::scoring::testing
