#include "scoring/unconditional.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace goref::scoring {

namespace {

using core::Board;
using core::Color;
using core::Point;

// A board with GNU Go's trymove/popgo: moves are pushed and taken back.
class SearchBoard {
 public:
  explicit SearchBoard(const Board& board) : board_(board) { stack_.reserve(256); }

  const Board& board() const { return board_; }
  Color at(Point p) const { return board_.at(p); }

  // A legal move (no suicide, no retaking a simple ko unless `ignore_ko`).
  bool trymove(Point p, Color c, bool ignore_ko = false) {
    if (board_.at(p) != Color::Empty) return false;
    if (!ignore_ko && p == ko_point_ && c == ko_color_) return false;
    const core::MoveEffect effect = board_.analyze(p, c);
    if (effect.suicide) return false;
    stack_.push_back({board_, ko_point_, ko_color_});
    board_.play(p, c);
    ko_point_ = effect.ko_point;
    ko_color_ = effect.ko_point == core::kNoPoint ? Color::Empty : core::opponent(c);
    return true;
  }

  void popgo() {
    board_ = stack_.back().board;
    ko_point_ = stack_.back().ko_point;
    ko_color_ = stack_.back().ko_color;
    stack_.pop_back();
  }

  int depth() const { return static_cast<int>(stack_.size()); }

  // The string's smallest point in board order: GNU Go's "origin".
  Point origin(Point p) const {
    Point best = p;
    const Point head = board_.chain_head(p);
    Point s = head;
    do {
      if (s < best) best = s;
      s = board_.next_in_chain(s);
    } while (s != head);
    return best;
  }

  std::vector<Point> libs(Point p) const {
    std::array<Point, core::kMaxOnBoard> buffer;
    const int n = board_.liberties(p, buffer);
    std::vector<Point> out(buffer.begin(), buffer.begin() + n);
    std::sort(out.begin(), out.end());
    return out;
  }
  int countlib(Point p) const { return board_.liberty_count(p); }
  int countstones(Point p) const { return board_.chain_size(p); }
  bool same_string(Point a, Point b) const {
    return board_.at(a) == board_.at(b) && board_.at(a) != Color::Empty &&
           board_.chain_head(a) == board_.chain_head(b);
  }

  // Liberties a stone of `c` at the empty point p would have (its own and
  // those of the strings it joins; captures ignored), capped at `cap`.
  int approxlib(Point p, Color c, int cap) const {
    std::vector<Point> seen;
    auto add = [&](Point q) {
      if (q != p && std::find(seen.begin(), seen.end(), q) == seen.end()) seen.push_back(q);
    };
    for (Point n : board_.neighbours(p)) {
      if (board_.at(n) == Color::Empty) {
        add(n);
      } else if (board_.at(n) == c) {
        for (Point q : libs(n)) add(q);
      }
    }
    return std::min(static_cast<int>(seen.size()), cap);
  }

 private:
  struct Saved {
    Board board;
    Point ko_point;
    Color ko_color;
  };
  Board board_;
  Point ko_point_ = core::kNoPoint;
  Color ko_color_ = Color::Empty;
  std::vector<Saved> stack_;
};

std::vector<Point> board_points(const Board& board) {
  std::vector<Point> points;
  for (int y = 0; y < board.height(); ++y)
    for (int x = 0; x < board.width(); ++x) points.push_back(board.point(x, y));
  return points;
}

// Captures every string of `color` the opponent can capture with any number
// of moves in a row (strings marked in `exceptions` are left alone). Moves
// stay on the board. none_invincible: no non-excepted string was left.
int capture_non_invincible_strings(SearchBoard& sb, const std::vector<Point>& points, Color color,
                                   const PointMap<bool>& exceptions, bool& none_invincible) {
  const Color other = core::opponent(color);
  int moves = 0;
  bool something_captured = true;
  bool string_found = false;
  while (something_captured) {
    something_captured = false;
    string_found = false;
    for (Point pos : points) {
      if (sb.at(pos) != color || sb.origin(pos) != pos) continue;
      if (exceptions[pos]) continue;
      string_found = true;
      const int saved = moves;
      for (Point lib : sb.libs(pos)) {
        if (sb.trymove(lib, other)) ++moves;
      }
      if (sb.at(pos) == Color::Empty) {
        something_captured = true;
      } else if (sb.countlib(pos) == 1) {
        // The last liberty may be a ko capture only.
        if (sb.trymove(sb.libs(pos).front(), other, true)) ++moves;
        something_captured = true;
      } else {
        while (moves > saved) {
          sb.popgo();
          --moves;
        }
      }
    }
  }
  none_invincible = !string_found;
  return moves;
}

// unconditional_territory: 1 on invincible strings of `color`, 2 on its
// unconditional territory (and the opponent strings standing there).
void unconditional_life(const Board& board, Color color, PointMap<int>& territory) {
  const Color other = core::opponent(color);
  const std::vector<Point> points = board_points(board);
  for (Point p : points) territory[p] = 0;
  SearchBoard sb(board);
  const int width = board.width();
  const int stride = board.stride();
  (void)width;
  // GNU Go's delta[]: south, west, north, east, then the diagonals.
  const int delta[8] = {stride, -1, -stride, 1, stride - 1, -stride - 1, -stride + 1, stride + 1};
  auto on_board = [&](int q) { return q >= 0 && q < core::kMaxPointIndex && board.is_on_board(static_cast<Point>(q)); };

  // Isolated two-stone strings that might be a critical seki.
  PointMap<bool> potential_sekis{};
  for (Point pos : points) {
    if (sb.at(pos) != color || sb.origin(pos) != pos || sb.countstones(pos) != 2) continue;
    std::array<Point, 2> stones{};
    board.chain_stones(pos, stones);
    bool isolated = true;
    for (int k = 0; k < 2 && isolated; ++k) {
      for (int r = 0; r < 8 && isolated; ++r) {
        const int q = stones[static_cast<std::size_t>(k)] + delta[r];
        if (!on_board(q) || (sb.at(static_cast<Point>(q)) == color && !sb.same_string(pos, static_cast<Point>(q))))
          isolated = false;
      }
    }
    if (isolated) potential_sekis[stones[0]] = potential_sekis[stones[1]] = true;
  }

  bool none_invincible = false;
  capture_non_invincible_strings(sb, points, color, potential_sekis, none_invincible);
  if (none_invincible) return;

  // 1. Opponent stones on every liberty of the invincible strings.
  for (Point pos : points) {
    if (sb.at(pos) != color || potential_sekis[pos] || sb.origin(pos) != pos) continue;
    for (Point lib : sb.libs(pos)) sb.trymove(lib, other);
  }
  // 2. Extend opponent strings in atari, where that is no suicide.
  for (bool found = true; found;) {
    found = false;
    for (Point pos : points) {
      if (sb.at(pos) != other || sb.countlib(pos) != 1) continue;
      if (sb.trymove(sb.libs(pos).front(), other)) found = true;
    }
  }
  // Critical sekis around potential-seki strings: add a third stone.
  for (Point pos : points) {
    if (!potential_sekis[pos] || sb.at(pos) == Color::Empty || sb.origin(pos) != pos) continue;
    for (int r = 0; r < 4; ++r) {
      const int up = delta[r];
      int right = delta[(r + 1) % 4];
      auto at = [&](int q) { return on_board(q) ? sb.at(static_cast<Point>(q)) : Color::Wall; };
      if (at(pos + up) != color || at(pos + up + up) != Color::Empty || at(pos - up) != Color::Empty) continue;
      for (int k = 0; k < 2; ++k) {
        if (k == 1) right = -right;
        if (at(pos + right) != Color::Empty || at(pos + up - right) != Color::Empty) continue;
        int local = 0;
        if (at(pos - right) == Color::Empty && sb.trymove(static_cast<Point>(pos - right), other)) ++local;
        if (at(pos + up + right) == Color::Empty && sb.trymove(static_cast<Point>(pos + up + right), other)) ++local;
        const bool critical = at(pos - right) == other && at(pos + up + right) == other &&
                              sb.same_string(static_cast<Point>(pos - right), static_cast<Point>(pos + up + right));
        while (local > 0) {
          sb.popgo();
          --local;
        }
        if (critical) {
          // Break the seki: extend the string with one stone.
          sb.trymove(static_cast<Point>(pos - up), color);
          break;
        }
      }
      if (sb.countstones(pos) > 2) break;
    }
  }
  // Capture the strings of the potential sekis.
  for (Point pos : points) {
    if (!potential_sekis[pos] || sb.at(pos) == Color::Empty) continue;
    for (Point lib : sb.libs(pos)) sb.trymove(lib, other);
  }
  // Opponent strings with two adjacent liberties: fill the better one.
  for (Point pos : points) {
    if (sb.at(pos) != other || sb.countlib(pos) != 2) continue;
    const std::vector<Point> libs = sb.libs(pos);
    const Point a = libs[0];
    const Point b = libs[1];
    const int dx = std::abs(board.x_of(a) - board.x_of(b));
    const int dy = std::abs(board.y_of(a) - board.y_of(b));
    if (dx + dy != 1) continue;
    const int aopen = sb.approxlib(a, color, 4);
    const int bopen = sb.approxlib(b, color, 4);
    const int alib = sb.approxlib(a, other, 4);
    const int blib = sb.approxlib(b, other, 4);
    if (aopen > bopen || (aopen == bopen && alib >= blib)) {
      sb.trymove(a, other);
    } else {
      sb.trymove(b, other);
    }
  }
  // What is left: invincible strings (1), their liberties and opponent
  // strings in atari with their last liberty (2).
  for (Point pos : points) {
    if (sb.at(pos) == color && !potential_sekis[pos]) {
      territory[pos] = 1;
      if (sb.origin(pos) == pos) {
        for (Point lib : sb.libs(pos)) territory[lib] = 2;
      }
    } else if (sb.at(pos) == other && sb.countlib(pos) == 1) {
      territory[pos] = 2;
      territory[sb.libs(pos).front()] = 2;
    }
  }
}

}  // namespace

std::string_view to_string(Unconditional status) {
  switch (status) {
    case Unconditional::Undecided: return "undecided";
    case Unconditional::Alive: return "alive";
    case Unconditional::Dead: return "dead";
    case Unconditional::BlackTerritory: return "black_territory";
    case Unconditional::WhiteTerritory: return "white_territory";
  }
  return "?";
}

void unconditional_status(const Board& board, PointMap<Unconditional>& out) {
  out.fill(Unconditional::Undecided);
  PointMap<int> territory{};
  for (Color color : {Color::White, Color::Black}) {
    unconditional_life(board, color, territory);
    for (int y = 0; y < board.height(); ++y) {
      for (int x = 0; x < board.width(); ++x) {
        const Point p = board.point(x, y);
        if (territory[p] == 0) continue;
        const Color c = board.at(p);
        if (c == color) {
          out[p] = Unconditional::Alive;
        } else if (c == Color::Empty) {
          out[p] = color == Color::White ? Unconditional::WhiteTerritory : Unconditional::BlackTerritory;
        } else {
          out[p] = Unconditional::Dead;
        }
      }
    }
  }
}

}  // namespace goref::scoring
