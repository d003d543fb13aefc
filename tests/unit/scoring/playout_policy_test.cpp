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

}  // namespace
}  // namespace goref::scoring
