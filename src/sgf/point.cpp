#include "sgf/point.h"

namespace goref::sgf {
namespace {

// 'a'..'y' -> 0..24; anything else -> -1.
constexpr int letter_index(char letter) noexcept {
  return (letter >= 'a' && letter < 'a' + kMaxBoardSize) ? letter - 'a' : -1;
}

}  // namespace

std::optional<Point> decode_point(std::string_view letters) noexcept {
  if (letters.size() != 2) return std::nullopt;
  const int col = letter_index(letters[0]);
  const int row = letter_index(letters[1]);
  if (col < 0 || row < 0) return std::nullopt;
  return Point{static_cast<std::uint8_t>(col), static_cast<std::uint8_t>(row)};
}

void append_point(std::string& out, Point point) {
  out += static_cast<char>('a' + point.col);
  out += static_cast<char>('a' + point.row);
}

std::string encode_point(Point point) {
  std::string out;
  append_point(out, point);
  return out;
}

}  // namespace goref::sgf
