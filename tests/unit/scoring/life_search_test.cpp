// The local life-and-death reader on textbook shapes: each answer is a
// proof, so a shape it cannot prove must come back Unknown, never wrong.
#include <gtest/gtest.h>

#include <string_view>
#include <vector>

#include "core/diagram.h"
#include "scoring/life_search.h"

namespace goref::scoring {
namespace {

using core::Board;
using core::Color;
using core::Point;

Board diagram(std::vector<std::string_view> rows) {
  auto board = core::parse_diagram(rows);
  EXPECT_TRUE(board.has_value());
  return board ? *board : Board(2, 2);
}

// Every stone of `wall_colour` is a wall (clearly alive), nothing else.
PointMap<bool> walls_of(const Board& board, Color wall_colour) {
  PointMap<bool> strong{};
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      strong[board.point(x, y)] = board.at(board.point(x, y)) == wall_colour;
    }
  }
  return strong;
}

LocalVerdict read_at(const Board& board, int x, int y, Color wall_colour) {
  LifeSearch search;
  return search.read(board, board.point(x, y), walls_of(board, wall_colour));
}

TEST(LifeSearch, SquaredFourInTheCornerIsDeadWhoeverMovesFirst) {
  const Board board = diagram({
      "..OX......",
      "..OX......",
      "OOOX......",
      "XXXX......",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
  });
  EXPECT_EQ(read_at(board, 2, 0, Color::Black), LocalVerdict::Dead);
}

TEST(LifeSearch, TwoSeparateEyesLiveEvenWhenTheAttackerMovesFirst) {
  const Board board = diagram({
      ".O.OX.....",
      "OOOOX.....",
      "XXXXX.....",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
  });
  EXPECT_EQ(read_at(board, 1, 0, Color::Black), LocalVerdict::Alive);
}

TEST(LifeSearch, BentThreeDependsOnWhoMovesFirst) {
  // The vital point decides: neither a proof of death nor one of life.
  const Board board = diagram({
      "..OX......",
      ".OOX......",
      "OOXX......",
      "XXX.......",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
  });
  EXPECT_EQ(read_at(board, 2, 0, Color::Black), LocalVerdict::Unknown);
}

TEST(LifeSearch, StraightThreeWithTheVitalPointTakenIsDead) {
  const Board board = diagram({
      ".X.OX.....",
      "OOOOX.....",
      "XXXXX.....",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
  });
  PointMap<bool> strong = walls_of(board, Color::Black);
  strong[board.point(1, 0)] = false;  // Black's stone inside is no wall
  LifeSearch search;
  EXPECT_EQ(search.read(board, board.point(3, 0), strong), LocalVerdict::Dead);
}

TEST(LifeSearch, LoneStoneInACornerIsDead) {
  const Board board = diagram({
      "O.X.......",
      ".XX.......",
      "XX........",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
  });
  EXPECT_EQ(read_at(board, 0, 0, Color::Black), LocalVerdict::Dead);
}

TEST(LifeSearch, ChainThatCanJoinItsOwnWallIsAlive) {
  // White's A19 stone is weak, but it joins White's living wall at B19 or
  // at A18, and Black can play at neither.
  const Board board = diagram({
      "O.OX......",
      ".OOX......",
      "OOXX......",
      "XXX.......",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
  });
  PointMap<bool> strong{};
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) strong[board.point(x, y)] = board.at(board.point(x, y)) != Color::Empty;
  }
  strong[board.point(0, 0)] = false;
  LifeSearch search;
  EXPECT_EQ(search.read(board, board.point(0, 0), strong), LocalVerdict::Alive);
}

TEST(LifeSearch, StoneThatCanBeCutOffIsNotProvedEitherWay) {
  // One connection point: whoever moves first decides.
  const Board board = diagram({
      "O.OX......",
      "XXO.X.....",
      "..O.X.....",
      "XXO.X.....",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
      "..........",
  });
  PointMap<bool> strong{};
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) strong[board.point(x, y)] = board.at(board.point(x, y)) != Color::Empty;
  }
  strong[board.point(0, 0)] = false;
  LifeSearch search;
  EXPECT_EQ(search.read(board, board.point(0, 0), strong), LocalVerdict::Unknown);
}

}  // namespace
}  // namespace goref::scoring
