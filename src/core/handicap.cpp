#include "core/handicap.h"

#include <algorithm>
#include <cstdlib>

namespace goref::core {

int max_fixed_handicap(const Board& board) {
  const int size = board.width();
  if (board.height() != size || size < 7) return 0;
  if (size % 2 == 1 && size >= 9) return 9;
  return 4;
}

namespace {

void sort_top_row_first(const Board& board, std::vector<Point>& points) {
  std::sort(points.begin(), points.end(), [&](Point a, Point b) {
    if (board.y_of(a) != board.y_of(b)) return board.y_of(a) < board.y_of(b);
    return board.x_of(a) < board.x_of(b);
  });
}

}  // namespace

std::vector<Point> fixed_handicap_points(const Board& board, int n) {
  if (n < 2 || n > max_fixed_handicap(board)) return {};
  const int size = board.width();
  // Third line up to 12x12, fourth line from 13x13 (gomill/GoGui; GNU Go
  // differs on 12x12 and gomill rejects its answer there).
  const int low = size < 13 ? 2 : 3;
  const int high = size - 1 - low;
  const int mid = size / 2;
  // (x, y) with y counted from the top row.
  auto at = [&](int x, int y) { return board.point(x, y); };
  std::vector<Point> points{at(low, high), at(high, low)};  // lower-left, upper-right
  if (n >= 3) points.push_back(at(low, low));              // upper-left
  if (n >= 4) points.push_back(at(high, high));            // lower-right
  if (n >= 6) {
    points.push_back(at(low, mid));
    points.push_back(at(high, mid));
  }
  if (n >= 8) {
    points.push_back(at(mid, low));
    points.push_back(at(mid, high));
  }
  if (n % 2 == 1 && n >= 5) points.push_back(at(mid, mid));
  sort_top_row_first(board, points);
  return points;
}

std::vector<Point> free_handicap_points(const Board& board, int n) {
  std::vector<Point> points = fixed_handicap_points(board, std::min(n, max_fixed_handicap(board)));
  if (static_cast<int>(points.size()) >= n) return points;
  auto taken = [&](int x, int y) {
    for (Point p : points) {
      if (std::abs(board.x_of(p) - x) + std::abs(board.y_of(p) - y) <= 1) return true;
    }
    return false;
  };
  // Spread further stones over a lattice, then fill anything left, never
  // next to a stone while that is possible.
  for (int step : {4, 3, 2}) {
    for (int y = step / 2; y < board.height() && static_cast<int>(points.size()) < n; y += step) {
      for (int x = step / 2; x < board.width() && static_cast<int>(points.size()) < n; x += step) {
        if (!taken(x, y)) points.push_back(board.point(x, y));
      }
    }
  }
  for (int y = 0; y < board.height() && static_cast<int>(points.size()) < n; ++y) {
    for (int x = 0; x < board.width() && static_cast<int>(points.size()) < n; ++x) {
      const Point p = board.point(x, y);
      if (std::find(points.begin(), points.end(), p) == points.end()) points.push_back(p);
    }
  }
  sort_top_row_first(board, points);
  return points;
}

}  // namespace goref::core
