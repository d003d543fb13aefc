// The playout policy's sacrifices in a seki reading: a chain put into atari
// deep inside the opponent's eye space is a nakade only when the capture
// leaves the opponent one eye; where the capturing chain has a second eye
// elsewhere the stones are only handed over (and a seki broken).
#include <gtest/gtest.h>

#include "scoring/playout_board.h"
#include "scoring/playout_policy.h"
#include "test_board.h"

namespace goref::scoring {
namespace {

using core::Color;
using testing::diagram;

// OGS 9098 at the end: Black's B9 and A8 stand in seki with White's big
// chain (C9 ... G4), whose liberties are B8, shared with them, and F4, an
// eye Black cannot fill.
const std::vector<std::string_view> kOgs9098 = {
    ".XOXXOO..",  // 9
    "X.OXX.XO.",  // 8
    "OOOOXX.XX",  // 7
    "OOXOOXXXX",  // 6
    "XXXXOOOOX",  // 5
    ".XXOO.OXX",  // 4
    "OXXXXOXXX",  // 3
    "OOOOXOOOO",  // 2
    "O.XXXXO..",  // 1
};

TEST(PlayoutPolicy, ASacrificeThatGivesTheCapturerItsSecondEyeIsNotPlayed) {
  const core::Board board = diagram(kOgs9098);
  PlayoutBoard playout;
  playout.load(board);
  PlayoutContext ctx;
  ctx.set_home(playout);
  // The whole-board playouts do hand them over at B8 (a nakade, by shape
  // alone; A9 is Black's own eye).
  EXPECT_TRUE(is_sensible_move(playout, ctx, board.point(1, 1), Color::Black));
  ctx.no_futile_sacrifices = true;  // as in a seki reading
  // B8 would put B9 and A8 into atari as one three-stone chain that White
  // takes, leaving its chain an eye in the corner and another at F4.
  EXPECT_FALSE(is_sensible_move(playout, ctx, board.point(1, 1), Color::Black));
  // White cannot approach either: B8 is a self-atari of its big chain.
  EXPECT_FALSE(is_sensible_move(playout, ctx, board.point(1, 1), Color::White));
}

TEST(PlayoutPolicy, ASacrificeThatLeavesTheCapturerOneEyeIsStillANakade) {
  // White's eye space on the edge, four in a row, holds two black stones;
  // White's chain, shut in, has no other eye. Black at C1 puts three stones
  // into atari; once taken they leave White a straight three, one eye.
  const core::Board board = diagram({
      "......",
      "XXXXXX",
      "OOOOOX",
      "XX..OX",
  });
  PlayoutBoard playout;
  playout.load(board);
  PlayoutContext ctx;
  ctx.set_home(playout);
  ctx.no_futile_sacrifices = true;
  EXPECT_TRUE(is_sensible_move(playout, ctx, board.point(2, 3), Color::Black));
}

// White's D column has one liberty, E9, and Black's E chain three (E9, F1,
// F2): Black takes the D column at E9, and the random playouts do in about
// half of them. Marked uncapturable (the players agree it alive), it is never
// taken, and White takes the E chain instead, in every playout.
TEST(PlayoutPolicy, AChainMarkedUncapturableIsNeverTaken) {
  const core::Board board = diagram({
      "..XO.OO..",  // 9
      "..XOXOO..",  // 8
      "..XOXOO..",  // 7
      "..XOXOO..",  // 6
      "..XOXOO..",  // 5
      "..XOXOO..",  // 4
      "..XOXOO..",  // 3
      "..XOX.O..",  // 2
      "..XOX.O..",  // 1
  });
  const core::Point d5 = board.point(3, 4);
  const core::Point e5 = board.point(4, 4);
  PlayoutBoard start;
  start.load(board);
  PlayoutContext ctx;
  ctx.set_home(start);
  PointMap<bool> agreed{};
  for (int y = 0; y < 9; ++y) agreed[board.point(3, y)] = true;

  int taken_freely = 0;
  for (int i = 0; i < 20; ++i) {
    PlayoutBoard playout = start;
    PlayoutTurn turn{i % 2 == 0 ? Color::Black : Color::White};
    Rng rng(static_cast<std::uint64_t>(i) + 1);
    play_out(playout, ctx, turn, rng);
    if (playout.at(d5) != Color::White) ++taken_freely;
  }
  EXPECT_GT(taken_freely, 0);

  ctx.uncapturable = &agreed;
  // The capture at E9 is no move for Black any more.
  EXPECT_FALSE(is_sensible_move(start, ctx, board.point(4, 0), Color::Black));
  for (int i = 0; i < 20; ++i) {
    PlayoutBoard playout = start;
    PlayoutTurn turn{i % 2 == 0 ? Color::Black : Color::White};
    Rng rng(static_cast<std::uint64_t>(i) + 1);
    play_out(playout, ctx, turn, rng);
    EXPECT_EQ(playout.at(d5), Color::White) << "playout " << i;
    EXPECT_NE(playout.at(e5), Color::Black) << "playout " << i;
  }
}

}  // namespace
}  // namespace goref::scoring
