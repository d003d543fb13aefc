#include "core/diagram.h"

namespace goref::core {

std::optional<Board> parse_diagram(const std::vector<std::string_view>& rows) {
  std::vector<std::vector<Color>> cells;
  for (std::string_view row : rows) {
    std::vector<Color> line;
    for (char c : row) {
      if (c == ' ') continue;
      if (c == 'X' || c == 'x' || c == '#') line.push_back(Color::Black);
      else if (c == 'O' || c == 'o') line.push_back(Color::White);
      else if (c == '.' || c == '+') line.push_back(Color::Empty);
      else return std::nullopt;
    }
    cells.push_back(std::move(line));
  }
  if (cells.empty()) return std::nullopt;
  const std::size_t width = cells.front().size();
  const std::size_t height = cells.size();
  if (width < kMinBoardSize || width > kMaxBoardSize || height < kMinBoardSize || height > kMaxBoardSize)
    return std::nullopt;
  for (const auto& line : cells) {
    if (line.size() != width) return std::nullopt;
  }
  Board board(static_cast<int>(width), static_cast<int>(height));
  for (std::size_t y = 0; y < height; ++y) {
    for (std::size_t x = 0; x < width; ++x) {
      if (cells[y][x] != Color::Empty)
        board.set_stone(board.point(static_cast<int>(x), static_cast<int>(y)), cells[y][x]);
    }
  }
  return board;
}

std::vector<std::string> format_diagram(const Board& board) {
  std::vector<std::string> rows;
  for (int y = 0; y < board.height(); ++y) {
    std::string row;
    for (int x = 0; x < board.width(); ++x) {
      const Color c = board.at(board.point(x, y));
      row += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
    }
    rows.push_back(row);
  }
  return rows;
}

}  // namespace goref::core
