#pragma once

// Board points and colours as SGF writes them.
//
// SGF FF[4] (red-bean.com/sgf/go.html, "Move/Point"): a point is two letters, column then
// row, 'a' = 0, counted from the TOP-left corner. Unlike the GTP/board letters, SGF letters
// do NOT skip 'i'. goref supports boards up to 25x25, i.e. letters 'a'..'y'; FF[4]'s
// upper-case letters (columns 27..52) are always off our boards.

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace goref::sgf {

inline constexpr int kMinBoardSize = 2;
inline constexpr int kMaxBoardSize = 25;

enum class Color : std::uint8_t { Black, White };

[[nodiscard]] constexpr Color opponent(Color color) noexcept {
  return color == Color::Black ? Color::White : Color::Black;
}

// The SGF property letter of a colour: 'B' or 'W'.
[[nodiscard]] constexpr char color_letter(Color color) noexcept { return color == Color::Black ? 'B' : 'W'; }

// A 0-based board point; row 0 is the TOP row, exactly as the SGF letters count.
struct Point {
  std::uint8_t col = 0;
  std::uint8_t row = 0;

  friend auto operator<=>(const Point&, const Point&) = default;
};

// Decodes two letters 'a'..'y' into a Point. Does not know the board size (the caller
// range-checks) and does not know about passes ("" and "tt" are the caller's business).
// Anything else (wrong length, other characters) gives nullopt.
[[nodiscard]] std::optional<Point> decode_point(std::string_view letters) noexcept;

// Appends the two letters of `point` (col, row < kMaxBoardSize) to `out`.
void append_point(std::string& out, Point point);

// The two letters of `point`, e.g. {3, 15} -> "dp".
[[nodiscard]] std::string encode_point(Point point);

}  // namespace goref::sgf
