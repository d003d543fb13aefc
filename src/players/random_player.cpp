#include "players/random_player.h"

#include <array>

namespace goref::players {

using core::Board;
using core::Color;
using core::Point;

bool is_own_eye(const Board& board, Point p, Color color) {
  if (board.at(p) != Color::Empty) return false;
  for (Point n : board.neighbours(p)) {
    const Color c = board.at(n);
    if (c != color && c != Color::Wall) return false;
  }
  const int s = board.stride();
  const std::array<Point, 4> diagonals{static_cast<Point>(p - s - 1), static_cast<Point>(p - s + 1),
                                       static_cast<Point>(p + s - 1), static_cast<Point>(p + s + 1)};
  int enemy = 0;
  int off_board = 0;
  for (Point d : diagonals) {
    const Color c = board.at(d);
    if (c == Color::Wall) ++off_board;
    else if (c == core::opponent(color)) ++enemy;
  }
  return off_board > 0 ? enemy == 0 : enemy < 2;
}

Point RandomPlayer::choose(const core::Game& game, Color color) {
  const Board& board = game.board();
  std::array<Point, core::kMaxOnBoard> candidates;
  std::size_t count = 0;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) != Color::Empty || is_own_eye(board, p, color)) continue;
      if (game.check(core::Move{color, p}) == core::Legality::Legal) candidates[count++] = p;
    }
  }
  if (count == 0) return core::kPass;
  // Modulo rather than a std distribution: the same seed gives the same game
  // with every standard library.
  return candidates[static_cast<std::size_t>(random_() % count)];
}

}  // namespace goref::players
