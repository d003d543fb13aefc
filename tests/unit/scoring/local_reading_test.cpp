// The local reading on textbook shapes, where random playouts alone are
// blind to the vital point.
#include <gtest/gtest.h>

#include <string_view>
#include <vector>

#include "core/diagram.h"
#include "scoring/local_reading.h"

namespace goref::scoring {
namespace {

using core::Board;
using core::Color;

constexpr std::uint64_t kSeed = 12345;

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

LocalVerdict read_at(const Board& board, int x, int y, const PointMap<bool>& strong) {
  return read_locally(board, board.point(x, y), strong, kSeed);
}

TEST(LocalReading, SquaredFourInTheCornerIsDeadWhoeverMovesFirst) {
  const Board board = diagram({
      "..OX.....",
      "..OX.....",
      "OOOX.....",
      "XXXX.....",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  EXPECT_EQ(read_at(board, 2, 0, walls_of(board, Color::Black)), LocalVerdict::Dead);
}

TEST(LocalReading, TwoSeparateEyesLive) {
  const Board board = diagram({
      ".O.OX....",
      "OOOOX....",
      "XXXXX....",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  EXPECT_EQ(read_at(board, 1, 0, walls_of(board, Color::Black)), LocalVerdict::Alive);
}

TEST(LocalReading, BentThreeIsLeftToWhoeverMovesFirst) {
  // The vital point A19 decides: alive if White takes it, dead if Black does.
  const Board board = diagram({
      "..OX.....",
      ".OOX.....",
      "OOXX.....",
      "XXX......",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  EXPECT_EQ(read_at(board, 2, 0, walls_of(board, Color::Black)), LocalVerdict::Unknown);
}

TEST(LocalReading, StraightThreeWithTheVitalPointTakenIsDead) {
  const Board board = diagram({
      ".X.OX....",
      "OOOOX....",
      "XXXXX....",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  PointMap<bool> strong = walls_of(board, Color::Black);
  strong[board.point(1, 0)] = false;  // Black's stone inside is no wall
  EXPECT_EQ(read_at(board, 3, 0, strong), LocalVerdict::Dead);
}

TEST(LocalReading, AnAreaTooBigIsNotRead) {
  const Board board = diagram({
      ".........",
      ".........",
      ".........",
      "....O....",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  LocalReadingLimits limits;
  limits.max_empty_points = 20;
  EXPECT_EQ(read_locally(board, board.point(4, 3), PointMap<bool>{}, kSeed, limits), LocalVerdict::Unknown);
}

TEST(LocalReading, SamePositionSameAnswer) {
  const Board board = diagram({
      "..OX.....",
      ".OOX.....",
      "OOXX.....",
      "XXX......",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  const PointMap<bool> strong = walls_of(board, Color::Black);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(read_at(board, 2, 0, strong), read_at(board, 2, 0, strong));
}

}  // namespace
}  // namespace goref::scoring
