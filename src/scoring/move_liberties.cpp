#include "scoring/move_liberties.h"

#include <algorithm>
#include <array>

namespace goref::scoring {

namespace {

using core::Board;
using core::Color;
using core::Point;

// Up to four distinct chain heads (a point has four neighbours).
struct Heads {
  std::array<Point, 4> head{};
  int count = 0;
  bool holds(Point h) const { return std::find(head.begin(), head.begin() + count, h) != head.begin() + count; }
  void add(Point h) {
    if (!holds(h)) head[static_cast<std::size_t>(count++)] = h;
  }
};

// The liberties found so far, each once, up to the cap. The cap is small
// where this is called (two for the dame tests, a liberty more than a chain
// has for the race's way-out test), so a linear search stays cheap.
struct Found {
  std::array<Point, core::kMaxOnBoard> point;  // the first `count` are set
  int count = 0;
  int cap = 0;
  bool full() const { return count >= cap; }
  void add(Point q) {
    if (full() || std::find(point.begin(), point.begin() + count, q) != point.begin() + count) return;
    point[static_cast<std::size_t>(count++)] = q;
  }
};

}  // namespace

// The liberties are read off the board as it stands, without playing the
// move on a copy: this runs for every dame point of every count of the score
// range, and a copy of the board for each made the range slow on unfinished
// boards (docs/scoring.md §4, stop 41). The chain p forms is p
// and the own chains next to it; its liberties are p's empty neighbours, the
// own chains' other liberties, and the stones it captures that touch it.
int liberties_after(const Board& board, Point p, Color colour, int cap, int& captured) {
  const core::MoveEffect effect = board.analyze(p, colour);
  captured = effect.captured_stones;
  if (effect.suicide) return -1;
  Heads own;
  Heads taken;
  for (Point n : board.neighbours(p)) {
    const Color c = board.at(n);
    if (c == colour) own.add(board.chain_head(n));
    // p is a liberty of every chain next to it: one with no other is taken.
    std::array<Point, 2> two{};
    if (captured > 0 && c == core::opponent(colour) && !taken.holds(board.chain_head(n)) &&
        board.liberties(n, two) == 1) {
      taken.add(board.chain_head(n));
    }
  }
  Found found;
  found.cap = cap;
  for (Point n : board.neighbours(p)) {
    if (board.at(n) == Color::Empty) found.add(n);
  }
  for (int i = 0; i < own.count && !found.full(); ++i) {
    const Point head = own.head[static_cast<std::size_t>(i)];
    Point s = head;
    do {
      for (Point n : board.neighbours(s)) {
        if (n != p && board.at(n) == Color::Empty) found.add(n);
      }
      s = board.next_in_chain(s);
    } while (s != head && !found.full());
  }
  // A captured stone is a liberty when it touches p or one of the own chains.
  const auto in_new_chain = [&](Point q) {
    return q == p || (board.at(q) == colour && own.holds(board.chain_head(q)));
  };
  for (int i = 0; i < taken.count && !found.full(); ++i) {
    const Point head = taken.head[static_cast<std::size_t>(i)];
    Point s = head;
    do {
      const auto touching = board.neighbours(s);
      if (std::any_of(touching.begin(), touching.end(), in_new_chain)) found.add(s);
      s = board.next_in_chain(s);
    } while (s != head && !found.full());
  }
  return std::min(found.count, cap);
}

}  // namespace goref::scoring
