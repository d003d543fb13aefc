#include "gtp/vertex/vertex.h"

#include <cctype>


namespace goref::gtp {

namespace {
constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  }
  return true;
}
}  // namespace

std::optional<core::Color> parse_color(std::string_view text) {
  if (equals_ignoring_case(text, "b") || equals_ignoring_case(text, "black")) return core::Color::Black;
  if (equals_ignoring_case(text, "w") || equals_ignoring_case(text, "white")) return core::Color::White;
  return std::nullopt;
}

std::optional<core::Point> parse_vertex(std::string_view text, const core::Board& board) {
  if (equals_ignoring_case(text, "pass")) return core::kPass;
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  const std::size_t column = kColumns.find(letter);
  if (column == std::string_view::npos) return std::nullopt;  // includes 'I'
  int row = 0;
  for (char c : text.substr(1)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    row = row * 10 + (c - '0');
  }
  if (text[1] == '0') return std::nullopt;  // "A0", "A05"
  const int x = static_cast<int>(column);
  if (x >= board.width() || row < 1 || row > board.height()) return std::nullopt;
  return board.point(x, board.height() - row);
}

std::string format_vertex(core::Point point, const core::Board& board) {
  if (point == core::kPass) return "pass";
  std::string text(1, kColumns[static_cast<std::size_t>(board.x_of(point))]);
  text += std::to_string(board.height() - board.y_of(point));
  return text;
}

std::string format_vertices(std::span<const core::Point> points, const core::Board& board) {
  std::string out;
  for (core::Point p : points) {
    if (!out.empty()) out += ' ';
    out += format_vertex(p, board);
  }
  return out;
}

std::string_view color_name(core::Color color) {
  return color == core::Color::Black ? "black" : "white";
}

}  // namespace goref::gtp
