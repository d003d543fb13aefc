// Small value types shared by every layer: colours, points, moves.
#pragma once

#include <cstdint>

namespace goref::core {

enum class Color : std::uint8_t { Empty = 0, Black = 1, White = 2, Wall = 3 };

constexpr Color opponent(Color color) {
  return color == Color::Black ? Color::White : Color::Black;
}

constexpr int color_index(Color color) { return color == Color::Black ? 0 : 1; }

// A point is an index into the padded one-dimensional board (KataGo's layout):
// index = (x + 1) + (y + 1) * (width + 1), with x from the left and y from the
// top row. The padding holds walls, so neighbour lookups never leave the array.
using Point = std::uint16_t;

constexpr int kMinBoardSize = 2;
constexpr int kMaxBoardSize = 25;  // GTP vertices use 25 letters (A..Z without I)
constexpr int kMaxStride = kMaxBoardSize + 1;
constexpr int kMaxPointIndex = (kMaxBoardSize + 2) * kMaxStride + 1;
constexpr int kMaxOnBoard = kMaxBoardSize * kMaxBoardSize;

// Indices 0 and 1 are walls on every board size, so they can name the two
// non-board moves without colliding with a vertex.
constexpr Point kNoPoint = 0;
constexpr Point kPass = 1;

struct Move {
  Color color = Color::Black;
  Point point = kPass;

  constexpr bool is_pass() const { return point == kPass; }
  friend constexpr bool operator==(const Move&, const Move&) = default;
};

}  // namespace goref::core
