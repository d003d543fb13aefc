#include "scoring/playout_board.h"

#include <algorithm>

namespace goref::scoring {

using core::Color;
using core::Point;

void PlayoutBoard::load(const core::Board& board) {
  width_ = board.width();
  height_ = board.height();
  stride_ = board.stride();
  color_.fill(Color::Wall);
  empty_count_ = 0;
  ko_point_ = core::kNoPoint;
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      const Point p = board.point(x, y);
      color_[p] = Color::Empty;
      empty_index_[p] = static_cast<std::uint16_t>(empty_count_);
      empties_[static_cast<std::size_t>(empty_count_++)] = p;
    }
  }
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      const Point p = board.point(x, y);
      const Color c = board.at(p);
      if (c == Color::Black || c == Color::White) add_stone(p, c);
    }
  }
}

void PlayoutBoard::add_liberty(Point head, Point lib) {
  ++pseudo_[head];
  sum_[head] += lib;
  sum_sq_[head] += static_cast<std::uint64_t>(lib) * lib;
}

void PlayoutBoard::remove_liberty(Point head, Point lib) {
  --pseudo_[head];
  sum_[head] -= lib;
  sum_sq_[head] -= static_cast<std::uint64_t>(lib) * lib;
}

void PlayoutBoard::merge(Point a, Point b) {
  if (size_[a] < size_[b]) std::swap(a, b);
  Point p = b;
  do {
    head_[p] = a;
    p = next_[p];
  } while (p != b);
  std::swap(next_[a], next_[b]);
  size_[a] = static_cast<std::uint16_t>(size_[a] + size_[b]);
  pseudo_[a] = static_cast<std::uint16_t>(pseudo_[a] + pseudo_[b]);
  sum_[a] += sum_[b];
  sum_sq_[a] += sum_sq_[b];
}

void PlayoutBoard::add_stone(Point p, Color c) {
  // Take p out of the empty list.
  const std::uint16_t i = empty_index_[p];
  const Point last = empties_[static_cast<std::size_t>(--empty_count_)];
  empties_[i] = last;
  empty_index_[last] = i;
  color_[p] = c;
  head_[p] = p;
  next_[p] = p;
  size_[p] = 1;
  pseudo_[p] = 0;
  sum_[p] = 0;
  sum_sq_[p] = 0;
  for (Point n : neighbours(p)) {
    const Color nc = color_[n];
    if (nc == Color::Empty) {
      add_liberty(p, n);
    } else if (nc == Color::Black || nc == Color::White) {
      remove_liberty(head_[n], p);
    }
  }
  for (Point n : neighbours(p)) {
    if (color_[n] == c && head_[n] != head_[p]) merge(head_[p], head_[n]);
  }
}

void PlayoutBoard::remove_chain(Point head) {
  Point p = head;
  do {
    color_[p] = Color::Empty;
    empty_index_[p] = static_cast<std::uint16_t>(empty_count_);
    empties_[static_cast<std::size_t>(empty_count_++)] = p;
    p = next_[p];
  } while (p != head);
  p = head;
  do {
    const Point following = next_[p];
    for (Point n : neighbours(p)) {
      const Color nc = color_[n];
      if (nc == Color::Black || nc == Color::White) add_liberty(head_[n], p);
    }
    p = following;
  } while (p != head);
}

void PlayoutBoard::play(Point p, Color c) {
  add_stone(p, c);
  const Color enemy = core::opponent(c);
  int captured = 0;
  Point captured_at = core::kNoPoint;
  for (Point n : neighbours(p)) {
    if (color_[n] == enemy && pseudo_[head_[n]] == 0) {
      captured += size_[head_[n]];
      captured_at = n;
      remove_chain(head_[n]);
    }
  }
  ko_point_ = core::kNoPoint;
  const Point h = head_[p];
  if (captured == 1 && size_[h] == 1 && in_atari(h)) ko_point_ = captured_at;
}

int PlayoutBoard::liberties_after(Point p, Color c, int& captures) const {
  const Color enemy = core::opponent(c);
  captures = 0;
  std::array<Point, 8> libs{};
  int count = 0;
  auto add = [&](Point q) {
    for (int i = 0; i < count; ++i) {
      if (libs[static_cast<std::size_t>(i)] == q) return;
    }
    libs[static_cast<std::size_t>(count++)] = q;
  };
  std::array<Point, 4> seen{};
  int seen_count = 0;
  for (Point n : neighbours(p)) {
    const Color nc = color_[n];
    if (nc == Color::Empty) {
      add(n);
      if (count >= 2) {
        // Still count captures for the caller.
      }
      continue;
    }
    if (nc == Color::Wall) continue;
    const Point h = head_[n];
    if (std::find(seen.begin(), seen.begin() + seen_count, h) != seen.begin() + seen_count) continue;
    seen[static_cast<std::size_t>(seen_count++)] = h;
    if (nc == enemy) {
      if (in_atari(h)) {
        captures += size_[h];
        add(n);  // the captured stone next to p becomes a liberty
        if (size_[h] > 1) add(static_cast<Point>(0xFFFF - seen_count));  // more will follow
      }
      continue;
    }
    // Own chain: its liberties other than p.
    int k = 0;
    for (Point m : neighbours(p)) {
      if (m == n || (color_[m] == c && head_[m] == h)) ++k;
    }
    // k adjacencies of the chain to p (each neighbour stone of the chain touching p).
    const std::uint64_t n_left = pseudo_[h] - static_cast<std::uint64_t>(k);
    if (n_left == 0) continue;
    const std::uint64_t s = sum_[h] - static_cast<std::uint64_t>(k) * p;
    const std::uint64_t sq = sum_sq_[h] - static_cast<std::uint64_t>(k) * p * p;
    if (n_left * sq == s * s) {
      add(static_cast<Point>(s / n_left));
    } else {
      add(static_cast<Point>(0xFFFF - 4 - seen_count));
      add(static_cast<Point>(0xFFFF - 8 - seen_count));
    }
  }
  return std::min(count, 2);
}

int PlayoutBoard::chain_liberties(Point head, Point* out, int cap) const {
  int count = 0;
  Point s = head;
  do {
    for (Point n : neighbours(s)) {
      if (color_[n] != Color::Empty) continue;
      bool dup = false;
      for (int i = 0; i < count; ++i) dup = dup || out[i] == n;
      if (dup) continue;
      out[count++] = n;
      if (count >= cap) return count;
    }
    s = next_[s];
  } while (s != head);
  return count;
}

bool PlayoutBoard::is_eye(Point p, Color c) const {
  bool edge = false;
  for (Point n : neighbours(p)) {
    const Color nc = color_[n];
    if (nc == Color::Wall) {
      edge = true;
    } else if (nc != c) {
      return false;
    }
  }
  const Color enemy = core::opponent(c);
  int bad = 0;
  for (Point d : diagonals(p)) {
    const Color dc = color_[d];
    if (dc == enemy) ++bad;
  }
  return edge ? bad == 0 : bad < 2;
}

}  // namespace goref::scoring
