#include "gtp/engine/showboard.h"

#include "gtp/engine/vertex.h"

namespace goref::gtp {

namespace {
constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

std::string column_line(int width) {
  std::string line = "   ";
  for (int x = 0; x < width; ++x) {
    line += ' ';
    line += kColumns[static_cast<std::size_t>(x)];
  }
  return line;
}

std::string row_label(int row) {
  std::string label = std::to_string(row);
  return std::string(3 - label.size(), ' ') + label;
}
}  // namespace

std::string show_board(const Referee& referee) {
  const core::Game& game = referee.game();
  const core::Board& board = game.board();
  const core::Turn& now = game.current();
  std::string out = column_line(board.width()) + "\n";
  for (int y = 0; y < board.height(); ++y) {
    const int row = board.height() - y;
    out += row_label(row);
    // The last move is framed as (X), GNU Go's way of showing it.
    const int last_x = !now.is_setup && now.move.point != core::kPass && now.move.point != core::kNoPoint &&
                               board.y_of(now.move.point) == y
                           ? board.x_of(now.move.point)
                           : -2;
    for (int x = 0; x < board.width(); ++x) {
      const core::Color c = board.at(board.point(x, y));
      out += x == last_x ? '(' : x == last_x + 1 ? ')' : ' ';
      out += c == core::Color::Black ? 'X' : c == core::Color::White ? 'O' : '.';
    }
    out += last_x == board.width() - 1 ? ')' : ' ';
    out += std::to_string(row) + "\n";
  }
  out += column_line(board.width()) + "\n";
  out += "Black (X) has captured " + std::to_string(game.captures(core::Color::Black)) + " stones\n";
  out += "White (O) has captured " + std::to_string(game.captures(core::Color::White)) + " stones\n";
  out += "to move: " + std::string(color_name(game.to_move())) + ", phase: " +
         std::string(core::to_string(game.phase())) + "\n";
  out += "rules: " + referee.rules_name() + ", komi " + format_komi(referee.komi());
  return out;
}

}  // namespace goref::gtp
