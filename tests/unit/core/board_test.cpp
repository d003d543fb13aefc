// The board's mechanics: chains, liberties, captures, hashing.
#include <gtest/gtest.h>

#include <random>

#include "core/board.h"
#include "core/diagram.h"
#include "core/zobrist.h"

namespace goref::core {
namespace {

Board diagram(std::vector<std::string_view> rows) {
  auto board = parse_diagram(rows);
  EXPECT_TRUE(board.has_value());
  return *board;
}

TEST(Board, PlacingAStoneCountsItsLiberties) {
  Board board(9, 9);
  board.play(board.point(4, 4), Color::Black);
  EXPECT_EQ(board.liberty_count(board.point(4, 4)), 4);
  board.play(board.point(0, 0), Color::White);
  EXPECT_EQ(board.liberty_count(board.point(0, 0)), 2);
}

TEST(Board, AdjacentStonesFormOneChainWithSharedLiberties) {
  Board board(9, 9);
  board.play(board.point(4, 4), Color::Black);
  board.play(board.point(5, 4), Color::Black);
  EXPECT_EQ(board.chain_head(board.point(4, 4)), board.chain_head(board.point(5, 4)));
  EXPECT_EQ(board.chain_size(board.point(4, 4)), 2);
  EXPECT_EQ(board.liberty_count(board.point(4, 4)), 6);
}

TEST(Board, ACapturedChainLeavesTheBoardAndFreesItsPoints) {
  Board board = diagram({".....", ".....", ".....", "XO...", "....."});
  const MoveEffect effect = board.play(board.point(1, 2), Color::Black);  // no capture yet
  EXPECT_EQ(effect.captured_stones, 0);
  const MoveEffect capture = board.play(board.point(2, 3), Color::Black);
  EXPECT_EQ(capture.captured_stones, 0);
  const MoveEffect last = board.play(board.point(1, 4), Color::Black);
  EXPECT_EQ(last.captured_stones, 1);
  EXPECT_EQ(board.at(board.point(1, 3)), Color::Empty);
  EXPECT_EQ(board.liberty_count(board.point(0, 3)), 3);
  EXPECT_TRUE(board.is_consistent());
}

TEST(Board, CaptureTakesPrecedenceOverSelfCapture) {
  // T04: black A1 has no liberty until the two white stones are removed.
  Board board = diagram({"....O", ".....", "X....", "OX...", ".OX.."});
  const MoveEffect effect = board.analyze(board.point(0, 4), Color::Black);
  EXPECT_FALSE(effect.suicide);
  EXPECT_EQ(effect.captured_stones, 2);
  board.play(board.point(0, 4), Color::Black);
  EXPECT_EQ(board.at(board.point(0, 3)), Color::Empty);
  EXPECT_EQ(board.at(board.point(1, 4)), Color::Empty);
}

TEST(Board, AnalyzeRecognisesSingleAndMultiStoneSuicide) {
  Board board = diagram({".....", ".....", "X....", "OX...", ".OX.."});
  // White A1 joins A2 and B1: a three-stone suicide (T05).
  const MoveEffect multi = board.analyze(board.point(0, 4), Color::White);
  EXPECT_TRUE(multi.suicide);
  EXPECT_FALSE(multi.single_stone_suicide);
  EXPECT_EQ(multi.suicided_stones, 3);
  Board corner = diagram({".X...", "X....", ".....", ".....", "....."});
  const MoveEffect single = corner.analyze(corner.point(0, 0), Color::White);
  EXPECT_TRUE(single.single_stone_suicide);
  EXPECT_EQ(single.hash_after, corner.hash());
}

TEST(Board, AnalyzePredictsTheHashThatPlayProduces) {
  std::mt19937 random(7);
  for (int game = 0; game < 200; ++game) {
    Board board(7, 7);
    for (int move = 0; move < 120; ++move) {
      const Point p = board.point(static_cast<int>(random() % 7), static_cast<int>(random() % 7));
      const Color color = move % 2 == 0 ? Color::Black : Color::White;
      if (board.at(p) != Color::Empty) continue;
      const MoveEffect predicted = board.analyze(p, color);
      const MoveEffect played = board.play(p, color);
      ASSERT_EQ(predicted.hash_after, board.hash());
      ASSERT_EQ(predicted.captured_stones, played.captured_stones);
      ASSERT_EQ(predicted.ko_point, played.ko_point);
      ASSERT_EQ(predicted.suicide, played.suicide);
      ASSERT_TRUE(board.is_consistent());
    }
  }
}

TEST(Board, HashIsTheXorOfItsStonesKeys) {
  Board board = diagram({"X.O", ".X.", "..O"});
  std::uint64_t expected = 0;
  expected ^= zobrist_stone(Color::Black, board.point(0, 0)) ^ zobrist_stone(Color::White, board.point(2, 0));
  expected ^= zobrist_stone(Color::Black, board.point(1, 1)) ^ zobrist_stone(Color::White, board.point(2, 2));
  EXPECT_EQ(board.hash(), expected);
}

TEST(Board, KoPointIsSetOnlyForASingleStoneRecapturableCapture) {
  // T07 before b C2: black C2 captures B2 and is left with B2 as its only liberty.
  Board board = diagram({".....", ".....", ".XO..", "XO.O.", ".XO.."});
  const MoveEffect effect = board.analyze(board.point(2, 3), Color::Black);
  EXPECT_EQ(effect.captured_stones, 1);
  EXPECT_EQ(effect.ko_point, board.point(1, 3));
}

TEST(Board, PackingAndUnpackingRestoresTheSamePosition) {
  Board board = diagram({"XO.X", ".OXO", "X..O", "OOXX"});
  Board copy = Board::unpack(board.pack(), 4, 4);
  EXPECT_EQ(copy.hash(), board.hash());
  EXPECT_TRUE(copy == board);
  EXPECT_TRUE(copy.is_consistent());
}

TEST(Board, RectangularBoardsKeepTheirEdges) {
  Board board(6, 5);
  const Point corner = board.point(5, 4);
  board.play(corner, Color::Black);
  EXPECT_EQ(board.liberty_count(corner), 2);
  EXPECT_FALSE(board.is_on_board(static_cast<Point>(corner + 1)));
}

TEST(Board, LargestBoardWorksAtItsFarCorner) {
  Board board(25, 25);
  const Point corner = board.point(24, 24);
  board.play(corner, Color::White);
  EXPECT_EQ(board.liberty_count(corner), 2);
  EXPECT_TRUE(board.is_consistent());
}

}  // namespace
}  // namespace goref::core
