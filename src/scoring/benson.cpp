#include "scoring/benson.h"

#include <algorithm>

namespace goref::scoring {

namespace {

using core::Board;
using core::Color;
using core::Point;

struct Region {
  Point head = core::kNoPoint;
  std::array<Point, 4> vital{};  // chain heads every (empty) point of the region touches
  int vital_count = 0;
  int internal = 0;  // points touching no `pla` stone, capped at 2
  bool borders_pla = false;
  bool contains_opp = false;
  bool borders_dead = false;  // touches a chain found not pass-alive
};

bool touches_chain(const Board& board, Point p, Point head, Color pla) {
  for (Point n : board.neighbours(p)) {
    if (board.at(n) == pla && board.chain_head(n) == head) return true;
  }
  return false;
}

// Benson's iteration for one colour; writes pass-alive chains (and, by the
// options, territories) of `pla` into out.
void area_for(const Board& board, Color pla, const AreaOptions& options, PointMap<Color>& out) {
  const Color opp = core::opponent(pla);
  static thread_local PointMap<int> region_of;
  static thread_local PointMap<Point> next_in_region;
  static thread_local std::array<Region, core::kMaxOnBoard> regions;
  static thread_local std::array<Point, core::kMaxOnBoard> stack;
  int region_count = 0;
  const int w = board.width();
  const int h = board.height();
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) region_of[board.point(x, y)] = -1;

  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const Point start = board.point(x, y);
      if (board.at(start) != Color::Empty || region_of[start] >= 0) continue;
      Region& region = regions[static_cast<std::size_t>(region_count)];
      region = Region{};
      region.head = start;
      for (Point n : board.neighbours(start)) {
        if (board.at(n) != pla) continue;
        const Point head = board.chain_head(n);
        auto end = region.vital.begin() + region.vital_count;
        if (std::find(region.vital.begin(), end, head) == end) region.vital[static_cast<std::size_t>(region.vital_count++)] = head;
      }
      int top = 0;
      stack[static_cast<std::size_t>(top++)] = start;
      region_of[start] = region_count;
      Point tail = start;
      next_in_region[start] = start;
      while (top > 0) {
        const Point p = stack[static_cast<std::size_t>(--top)];
        if (options.multi_stone_suicide_legal || board.at(p) == Color::Empty) {
          int kept = 0;
          for (int i = 0; i < region.vital_count; ++i) {
            const Point head = region.vital[static_cast<std::size_t>(i)];
            if (touches_chain(board, p, head, pla)) region.vital[static_cast<std::size_t>(kept++)] = head;
          }
          region.vital_count = kept;
        }
        bool internal = true;
        for (Point n : board.neighbours(p)) {
          if (board.at(n) == pla) internal = false;
        }
        if (internal) {
          region.internal = std::min(region.internal + 1, 2);
        } else {
          region.borders_pla = true;
        }
        if (board.at(p) == opp) region.contains_opp = true;
        for (Point n : board.neighbours(p)) {
          const Color c = board.at(n);
          if ((c == Color::Empty || c == opp) && region_of[n] < 0) {
            region_of[n] = region_count;
            // Splice n into the circular list after p's region tail.
            next_in_region[n] = next_in_region[tail];
            next_in_region[tail] = n;
            tail = n;
            stack[static_cast<std::size_t>(top++)] = n;
          }
        }
      }
      ++region_count;
    }
  }

  // Chains of pla, by head.
  static thread_local std::array<Point, core::kMaxOnBoard> heads;
  static thread_local PointMap<bool> killed;
  static thread_local PointMap<int> vital_total;
  int head_count = 0;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) == pla && board.chain_head(p) == p) {
        heads[static_cast<std::size_t>(head_count++)] = p;
        killed[p] = false;
      }
    }
  }
  while (true) {
    for (int i = 0; i < head_count; ++i) vital_total[heads[static_cast<std::size_t>(i)]] = 0;
    for (int r = 0; r < region_count; ++r) {
      const Region& region = regions[static_cast<std::size_t>(r)];
      if (region.borders_dead) continue;
      for (int i = 0; i < region.vital_count; ++i) ++vital_total[region.vital[static_cast<std::size_t>(i)]];
    }
    bool killed_any = false;
    for (int i = 0; i < head_count; ++i) {
      const Point head = heads[static_cast<std::size_t>(i)];
      if (killed[head] || vital_total[head] >= 2) continue;
      killed[head] = true;
      killed_any = true;
      Point s = head;
      do {
        for (Point n : board.neighbours(s)) {
          const Color c = board.at(n);
          if (c == Color::Empty || c == opp) regions[static_cast<std::size_t>(region_of[n])].borders_dead = true;
        }
        s = board.next_in_chain(s);
      } while (s != head);
    }
    if (!killed_any) break;
  }

  for (int i = 0; i < head_count; ++i) {
    const Point head = heads[static_cast<std::size_t>(i)];
    if (killed[head]) continue;
    Point s = head;
    do {
      out[s] = pla;
      s = board.next_in_chain(s);
    } while (s != head);
  }
  for (int r = 0; r < region_count; ++r) {
    const Region& region = regions[static_cast<std::size_t>(r)];
    bool mark = region.internal <= 1 && region.borders_pla && !region.borders_dead;
    mark = mark || (options.safe_big_territories && region.borders_pla && !region.contains_opp && !region.borders_dead);
    mark = mark || (options.unsafe_big_territories && region.borders_pla && !region.contains_opp);
    if (!mark) continue;
    Point p = region.head;
    do {
      out[p] = pla;
      p = next_in_region[p];
    } while (p != region.head);
  }
}

}  // namespace

void calculate_area(const Board& board, const AreaOptions& options, PointMap<Color>& out) {
  out.fill(Color::Empty);
  area_for(board, Color::Black, options, out);
  area_for(board, Color::White, options, out);
  if (options.non_pass_alive_stones) {
    for (int y = 0; y < board.height(); ++y) {
      for (int x = 0; x < board.width(); ++x) {
        const Point p = board.point(x, y);
        if (out[p] == Color::Empty) out[p] = board.at(p);
      }
    }
  }
}

void pass_alive(const Board& board, bool multi_stone_suicide_legal, PassAlive& out) {
  AreaOptions options;
  options.multi_stone_suicide_legal = multi_stone_suicide_legal;
  calculate_area(board, options, out.territory);
  out.alive.fill(false);
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      const Color c = board.at(p);
      if (c == Color::Black || c == Color::White) {
        if (out.territory[p] == c) {
          out.alive[p] = true;
          out.territory[p] = Color::Empty;
        }
      }
    }
  }
}

}  // namespace goref::scoring
