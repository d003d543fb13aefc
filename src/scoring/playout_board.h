// A small, fast board for random playouts, separate from core::Board so that
// the playout policy can ask the questions it needs in O(1): is this chain in
// atari, and where is its last liberty (pseudo-liberties with sum and sum of
// squares of the liberty points: a chain has exactly one liberty when
// n * sum_sq == sum * sum). No history, no superko: playouts use simple ko.
#pragma once

#include <array>
#include <cstdint>

#include "core/board.h"
#include "core/types.h"

namespace goref::scoring {

class PlayoutBoard {
 public:
  using Point = core::Point;
  using Color = core::Color;

  void load(const core::Board& board);

  int width() const { return width_; }
  int height() const { return height_; }
  int stride() const { return stride_; }
  Color at(Point p) const { return color_[p]; }
  Point head(Point p) const { return head_[p]; }
  Point next(Point p) const { return next_[p]; }
  int size(Point head) const { return size_[head]; }
  Point ko_point() const { return ko_point_; }
  int empty_count() const { return empty_count_; }
  Point empty_at(int i) const { return empties_[static_cast<std::size_t>(i)]; }
  std::array<Point, 4> neighbours(Point p) const {
    return {static_cast<Point>(p - stride_), static_cast<Point>(p - 1), static_cast<Point>(p + 1),
            static_cast<Point>(p + stride_)};
  }
  std::array<Point, 4> diagonals(Point p) const {
    return {static_cast<Point>(p - stride_ - 1), static_cast<Point>(p - stride_ + 1),
            static_cast<Point>(p + stride_ - 1), static_cast<Point>(p + stride_ + 1)};
  }

  bool has_no_liberty(Point head) const { return pseudo_[head] == 0; }
  bool in_atari(Point head) const {
    return pseudo_[head] > 0 &&
           static_cast<std::uint64_t>(pseudo_[head]) * sum_sq_[head] == sum_[head] * sum_[head];
  }
  // The single liberty of a chain in atari.
  Point atari_liberty(Point head) const { return static_cast<Point>(sum_[head] / pseudo_[head]); }

  // Liberties (0, 1, 2 meaning "two or more") the chain of `c` through p
  // would have after c plays at the empty point p, captures included; sets
  // `captures` to the number of stones that move would capture.
  int liberties_after(Point p, Color c, int& captures) const;

  // Up to `cap` (<= 8) distinct liberties of a chain, by walking it.
  int chain_liberties(Point head, Point* out, int cap) const;

  // The empty point p is surrounded by c (walls allowed) and is no false eye.
  bool is_eye(Point p, Color c) const;

  // Plays a legal, non-suicidal move (the caller checks liberties_after).
  void play(Point p, Color c);
  void pass() { ko_point_ = core::kNoPoint; }


 private:
  void add_stone(Point p, Color c);
  void remove_chain(Point head);
  void merge(Point a, Point b);
  void add_liberty(Point head, Point lib);
  void remove_liberty(Point head, Point lib);

  int width_ = 0;
  int height_ = 0;
  int stride_ = 0;
  std::array<Color, core::kMaxPointIndex> color_{};
  std::array<Point, core::kMaxPointIndex> head_{};
  std::array<Point, core::kMaxPointIndex> next_{};
  std::array<std::uint16_t, core::kMaxPointIndex> size_{};
  std::array<std::uint16_t, core::kMaxPointIndex> pseudo_{};
  std::array<std::uint64_t, core::kMaxPointIndex> sum_{};
  std::array<std::uint64_t, core::kMaxPointIndex> sum_sq_{};
  std::array<Point, core::kMaxOnBoard> empties_{};
  std::array<std::uint16_t, core::kMaxPointIndex> empty_index_{};
  int empty_count_ = 0;
  Point ko_point_ = core::kNoPoint;
};

}  // namespace goref::scoring
