// The local reading on textbook shapes, where random playouts alone are
// blind to the vital point.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string_view>
#include <utility>
#include <vector>

#include "scoring/local_reading.h"
#include "test_board.h"

namespace goref::scoring {
namespace {

using core::Board;
using core::Color;

constexpr std::uint64_t kSeed = 12345;

// A 9x9 board whose top rows are `top` (a corner shape), empty below.
Board corner(std::vector<std::string_view> top) {
  while (top.size() < 9) top.push_back(".........");
  return testing::diagram(top);
}

// White's bent three in the corner: A19 is the vital point.
Board bent_three() {
  return corner({
      "..OX.....",
      ".OOX.....",
      "OOXX.....",
      "XXX......",
  });
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

// The same, but the stones at `inside` (Black's own stones in the shape) are no walls.
PointMap<bool> walls_of(const Board& board, Color wall_colour, std::initializer_list<std::pair<int, int>> inside) {
  PointMap<bool> strong = walls_of(board, wall_colour);
  for (auto [x, y] : inside) strong[board.point(x, y)] = false;
  return strong;
}

LocalVerdict read_at(const Board& board, int x, int y, const PointMap<bool>& strong) {
  return read_locally(board, board.point(x, y), strong, kSeed).verdict;
}

TEST(LocalReading, SquaredFourInTheCornerIsDeadWhoeverMovesFirst) {
  const Board board = corner({
      "..OX.....",
      "..OX.....",
      "OOOX.....",
      "XXXX.....",
  });
  EXPECT_EQ(read_at(board, 2, 0, walls_of(board, Color::Black)), LocalVerdict::Dead);
}

TEST(LocalReading, TwoSeparateEyesLive) {
  const Board board = corner({
      ".O.OX....",
      "OOOOX....",
      "XXXXX....",
  });
  EXPECT_EQ(read_at(board, 1, 0, walls_of(board, Color::Black)), LocalVerdict::Alive);
}

TEST(LocalReading, BentThreeIsLeftToWhoeverMovesFirst) {
  // The vital point A19 decides: alive if White takes it, dead if Black does.
  const Board board = bent_three();
  EXPECT_EQ(read_at(board, 2, 0, walls_of(board, Color::Black)), LocalVerdict::Unknown);
}

TEST(LocalReading, StraightThreeWithTheVitalPointTakenIsDead) {
  const Board board = corner({
      ".X.OX....",
      "OOOOX....",
      "XXXXX....",
  });
  const PointMap<bool> strong = walls_of(board, Color::Black, {{1, 0}});
  EXPECT_EQ(read_at(board, 3, 0, strong), LocalVerdict::Dead);
}

TEST(LocalReading, AnAreaTooBigIsNotRead) {
  const Board board = corner({
      ".........",
      ".........",
      ".........",
      "....O....",
  });
  LocalReadingLimits limits;
  limits.max_empty_points = 20;
  EXPECT_EQ(read_locally(board, board.point(4, 3), PointMap<bool>{}, kSeed, limits).verdict, LocalVerdict::Unknown);
}

// Black's H9 and J8 stand inside White's corner (KGS 2017-02-13-1's S1 and
// T2). White can take them, H8 then J9, but not for free: after White H8,
// Black F9 puts both White chains in atari; White takes the two stones at J9
// and Black takes D9-E9-E8 at F8. Connecting at F8 or F9 instead leaves a
// seki that is worth more to White, so White leaves them alone.
TEST(LocalReading, StonesWhoseCaptureCostsMoreThanItGainsLiveInSeki) {
  const Board board = corner({
      "..XOO.OX.",
      "..XXO.O.X",
      "...XXOOOO",
      "....XXOXX",
      "....X.XX.",
  });
  const PointMap<bool> strong = walls_of(board, Color::Black, {{7, 0}, {8, 1}});
  PointMap<bool> seki{};
  EXPECT_EQ(read_seki(board, board.point(7, 0), strong, kSeed, seki).verdict, LocalVerdict::Alive);
  EXPECT_EQ(read_seki(board, board.point(8, 1), strong, kSeed, seki).verdict, LocalVerdict::Alive);
  // Both black stones and White's two chains next to them are the seki.
  for (auto [x, y] : {std::pair{7, 0}, {8, 1}, {6, 0}, {5, 2}, {3, 0}, {4, 1}}) {
    EXPECT_TRUE(seki[board.point(x, y)]) << x << "," << y;
  }
  // Black's outside stones are not.
  EXPECT_FALSE(seki[board.point(2, 0)]);
}

// Black's C9 has White's three-liberty chain next to it, but White takes it
// at no cost (B9, then D9) and keeps two eyes.
TEST(LocalReading, StonesTakenAtNoCostAreNoSeki) {
  const Board board = corner({
      "..X.OX...",
      "OOOOOX...",
      "XXXXXX...",
  });
  const PointMap<bool> strong = walls_of(board, Color::Black, {{2, 0}});
  PointMap<bool> seki{};
  EXPECT_EQ(read_seki(board, board.point(2, 0), strong, kSeed, seki).verdict, LocalVerdict::Dead);
  EXPECT_EQ(seki, PointMap<bool>{});
}

TEST(LocalReading, SamePositionSameAnswer) {
  const Board board = bent_three();
  const PointMap<bool> strong = walls_of(board, Color::Black);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(read_at(board, 2, 0, strong), read_at(board, 2, 0, strong));
}

}  // namespace
}  // namespace goref::scoring
