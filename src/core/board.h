// The board: stones, chains, liberties, captures and the position hash.
// It knows the mechanics of one move and nothing of time (history, ko, passes)
// or of rulesets beyond "may this move remove its own chain".
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "core/packed_board.h"
#include "core/types.h"

namespace goref::core {

// What a move would do, computed without changing the board.
struct MoveEffect {
  bool occupied = false;
  // The move's own chain would have no liberty after captures.
  bool suicide = false;
  // ... and that chain is the single stone just played.
  bool single_stone_suicide = false;
  int captured_stones = 0;
  // Stones of the mover removed by a suicide (the stone played included).
  int suicided_stones = 0;
  // Position hash after the move, captures and suicide applied.
  std::uint64_t hash_after = 0;
  // Point the opponent may not retake on the next turn (simple ko), or kNoPoint:
  // set when one stone was captured by a lone stone left with that one liberty.
  Point ko_point = kNoPoint;
};

class Board {
 public:
  explicit Board(int width = 19, int height = 19);

  int width() const { return width_; }
  int height() const { return height_; }
  int stride() const { return width_ + 1; }
  int point_count() const { return width_ * height_; }

  Point point(int x, int y) const {
    return static_cast<Point>((x + 1) + (y + 1) * stride());
  }
  int x_of(Point p) const { return p % stride() - 1; }
  int y_of(Point p) const { return p / stride() - 1; }
  // Index 0 .. width*height-1, row-major from the top left.
  int index_of(Point p) const { return y_of(p) * width_ + x_of(p); }
  bool is_on_board(Point p) const {
    return p < kMaxPointIndex && color_[p] != Color::Wall;
  }

  Color at(Point p) const { return color_[p]; }
  std::uint64_t hash() const { return hash_; }
  bool is_empty() const { return stone_count_[0] + stone_count_[1] == 0; }
  int stone_count(Color color) const { return stone_count_[color_index(color)]; }

  // The four orthogonal neighbours (walls included) of an on-board point.
  std::array<Point, 4> neighbours(Point p) const {
    const int s = stride();
    return {static_cast<Point>(p - s), static_cast<Point>(p - 1), static_cast<Point>(p + 1),
            static_cast<Point>(p + s)};
  }

  // What playing `color` at the empty point `p` would do. Never mutates.
  MoveEffect analyze(Point p, Color color) const;

  // Plays `color` at `p`: captures opponent chains left without liberties,
  // then removes the mover's own chain if it has none (the caller decides
  // beforehand whether the ruleset allows that). Returns the effect; the
  // removed points are then available from removed_points().
  MoveEffect play(Point p, Color color);

  // Puts or removes a stone without captures (setup: handicap, AB/AW/AE).
  void set_stone(Point p, Color color);

  // Points removed by the last play() (captures and suicide).
  std::span<const Point> removed_points() const {
    return {removed_.data(), static_cast<std::size_t>(removed_count_)};
  }

  // Exact liberties of the chain through `p` (a stone).
  int liberty_count(Point p) const;
  // Writes the liberty points of the chain through `p`; returns how many.
  int liberties(Point p, std::span<Point> out) const;
  // Writes the stones of the chain through `p`; returns how many.
  int chain_stones(Point p, std::span<Point> out) const;
  Point chain_head(Point p) const { return head_[p]; }
  Point next_in_chain(Point p) const { return next_[p]; }
  int chain_size(Point p) const { return size_[head_[p]]; }
  // True if every chain has at least one liberty (a legal Go position).
  bool every_chain_has_liberty() const;

  const PackedBoard& pack() const { return packed_; }
  static Board unpack(const PackedBoard& packed, int width, int height);

  // Recomputes everything from the colours and compares with the incremental
  // state; used by stress tests.
  bool is_consistent() const;

  friend bool operator==(const Board& a, const Board& b) { return a.pack() == b.pack() && a.width_ == b.width_ && a.height_ == b.height_; }

 private:
  void add_stone(Point p, Color color);
  void remove_chain(Point head);
  void merge_chains(Point a, Point b);
  std::uint64_t chain_hash(Point head) const;
  int adjacency_count(Point p, Point head) const;

  int width_;
  int height_;
  std::uint64_t hash_ = 0;
  std::array<int, 2> stone_count_{};
  std::array<Color, kMaxPointIndex> color_{};
  // Chains are circular lists through next_; head_ names the chain; size_
  // and pseudo_liberties_ are valid at heads. Pseudo-liberties count each
  // (stone, empty neighbour) adjacency: zero exactly when the chain has no
  // liberty, and equal to the adjacencies with one point exactly when that
  // point is its only liberty.
  std::array<Point, kMaxPointIndex> head_{};
  std::array<Point, kMaxPointIndex> next_{};
  std::array<std::uint16_t, kMaxPointIndex> size_{};
  std::array<std::uint16_t, kMaxPointIndex> pseudo_liberties_{};
  std::array<Point, kMaxOnBoard> removed_{};
  PackedBoard packed_;
  int removed_count_ = 0;
};

}  // namespace goref::core
