// liberties_after: what a move leaves its own chain, captures included,
// read without playing the move. Checked against playing it on a copy.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "scoring/move_liberties.h"
#include "test_board.h"

namespace goref::scoring {
namespace {

using core::Board;
using core::Color;
using core::Point;

using testing::diagram;

std::string drawn(const Board& board) {
  std::string text;
  for (const std::string& row : core::format_diagram(board)) text += row + "\n";
  return text;
}

// The answer by the definition: play the move on a copy and count.
int liberties_by_playing(const Board& board, Point p, Color colour, int cap) {
  if (board.analyze(p, colour).suicide) return -1;
  Board after = board;
  after.play(p, colour);
  return std::min(after.liberty_count(p), cap);
}

TEST(LibertiesAfter, JoiningChainsAddsTheirLiberties) {
  // Black between two lone stones joins them: the new chain has their six
  // other liberties and the two of the point played.
  const Board board = diagram({
      ". . . . .",
      ". . . . .",
      ". X . X .",
      ". . . . .",
  });
  int captured = -1;
  EXPECT_EQ(liberties_after(board, board.point(2, 2), Color::Black, 20, captured), 8);
  EXPECT_EQ(captured, 0);
  EXPECT_EQ(liberties_after(board, board.point(2, 2), Color::Black, 2, captured), 2);
}

TEST(LibertiesAfter, CapturedStonesTouchingTheNewChainBecomeItsLiberties) {
  // White's two stones on the bottom row have one liberty, the point right
  // of them. Black there takes both and joins the wall above them, which
  // both touch: they become liberties, with the four points of the top row
  // and the two on the right, eight in all.
  const Board board = diagram({
      ". . . . .",
      "X X X X .",
      "X O O . .",
  });
  int captured = -1;
  EXPECT_EQ(liberties_after(board, board.point(3, 2), Color::Black, 20, captured), 8);
  EXPECT_EQ(liberties_by_playing(board, board.point(3, 2), Color::Black, 20), 8);
  EXPECT_EQ(captured, 2);
}

TEST(LibertiesAfter, SuicideIsMinusOne) {
  const Board board = diagram({
      ". X .",
      "X . X",
      ". X .",
  });
  int captured = -1;
  EXPECT_EQ(liberties_after(board, board.point(1, 1), Color::White, 2, captured), -1);
  EXPECT_EQ(captured, 0);
}

// Every empty point of many random positions, both colours, several caps:
// the same answer as playing the move.
TEST(LibertiesAfter, AgreesWithPlayingTheMoveOnRandomPositions) {
  std::mt19937 rng(20261207);
  int compared = 0;
  for (int game = 0; game < 60; ++game) {
    const int size = 5 + game % 3 * 2;
    Board board(size, size);
    std::uniform_int_distribution<int> coordinate(0, size - 1);
    for (int move = 0; move < size * size * 2; ++move) {
      const Point p = board.point(coordinate(rng), coordinate(rng));
      const Color colour = move % 2 == 0 ? Color::Black : Color::White;
      if (board.at(p) != Color::Empty || board.analyze(p, colour).suicide) continue;
      board.play(p, colour);
      if (move % 7 != 0) continue;
      for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
          const Point q = board.point(x, y);
          if (board.at(q) != Color::Empty) continue;
          for (const Color c : {Color::Black, Color::White}) {
            for (const int cap : {1, 2, 3, 5, 400}) {
              int captured = -1;
              const int got = liberties_after(board, q, c, cap, captured);
              ASSERT_EQ(got, liberties_by_playing(board, q, c, cap))
                  << "point (" << x << ", " << y << "), cap " << cap << "\n" << drawn(board);
              ASSERT_EQ(captured, board.analyze(q, c).captured_stones);
              ++compared;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(compared, 10000);
}

}  // namespace
}  // namespace goref::scoring
