// Boards for the scoring tests, drawn the way rule books draw them.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <string_view>
#include <utility>
#include <vector>

#include "core/board.h"
#include "core/diagram.h"
#include "scoring/dead_stones.h"

namespace goref::scoring::testing {

// The board the rows draw, top row first; when they draw none, a failed
// expectation and an empty 2x2 board (never a crash).
inline core::Board diagram(std::vector<std::string_view> rows) {
  auto board = core::parse_diagram(rows);
  EXPECT_TRUE(board.has_value());
  return board ? *board : core::Board(2, 2);
}

// One analysis of the board, with the default options.
inline DeadStoneAnalysis analysed(const core::Board& board) {
  DeadStoneAnalysis analysis;
  analyze_dead_stones(board, DeadStoneOptions{}, analysis);
  return analysis;
}

// The analysis's status of the stones at the points (x, y), in order, after
// one analysis of the board.
inline std::vector<Status> status_at(const core::Board& board, std::initializer_list<std::pair<int, int>> points) {
  const DeadStoneAnalysis analysis = analysed(board);
  std::vector<Status> statuses;
  for (const auto& [x, y] : points) statuses.push_back(analysis.status[board.point(x, y)]);
  return statuses;
}

// The evidence record of the chain of the stone at `stone`, in an analysis
// or in what carries one (ChainStatuses, ScoreResult: `chains` and `chain`).
// A mutable analysis gives a mutable record.
// A point with no stone fails the test and gives the first record.
template <typename Analysis>
auto& evidence_at(Analysis& analysis, core::Point stone) {
  const auto index = analysis.chain[stone];
  EXPECT_GE(index, 0) << "no stone at point " << stone;
  return analysis.chains.at(index < 0 ? 0 : static_cast<std::size_t>(index));
}

}  // namespace goref::scoring::testing
