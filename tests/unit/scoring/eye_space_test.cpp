// The static eye count (eye_space.h, docs/scoring.md §3 step 6): the value of
// the classical eye shapes, how chains join into groups, and the groups that
// are statically dead. Positions drawn the way the books draw them.
#include <gtest/gtest.h>

#include <string_view>
#include <string>
#include <vector>

#include "scoring/chain_evidence.h"
#include "scoring/dead_stones.h"
#include "scoring/eye_space.h"
#include "test_board.h"
#include "test_shared_game.h"

namespace goref::scoring {
namespace {

using core::Board;
using core::Color;
using core::Point;
using testing::diagram;
using testing::shared_game;

PointMap<bool> every_stone_stands(const Board& board) {
  PointMap<bool> standing{};
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) standing[board.point(x, y)] = board.at(board.point(x, y)) != Color::Empty;
  }
  return standing;
}

// The count of the whole board, every stone standing.
EyeCount count_standing(const Board& board) {
  EyeCount count;
  count_eyes(board, every_stone_stands(board), PointMap<bool>{}, count);
  return count;
}

// The eye value (half eyes) of the group through (x, y), every stone standing.
int halves_at(const Board& board, int x, int y) { return count_standing(board).of(board.point(x, y)).halves; }

// The diagram `rows` with the point (x, y) drawn as `stone` instead.
Board diagram_with(const std::vector<std::string_view>& rows, int x, int y, char stone) {
  std::vector<std::string> changed(rows.begin(), rows.end());
  changed[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = stone;
  const std::vector<std::string_view> views(changed.begin(), changed.end());
  return diagram(views);
}

// The one space a diagram draws inside Black's stones: every point that is
// not Black's (an empty point, or a White stone sitting in the space).
std::vector<Point> space_of(const Board& board) {
  std::vector<Point> space;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      if (board.at(board.point(x, y)) != Color::Black) space.push_back(board.point(x, y));
    }
  }
  return space;
}

// The value of that space, every stone standing.
int shape_value(std::vector<std::string_view> rows) {
  const Board board = diagram(rows);
  const std::vector<Point> space = space_of(board);
  return eye_space_value(board, space.data(), static_cast<int>(space.size()), Color::Black,
                         every_stone_stands(board));
}

// The value of the one-point space at (x, y) of a diagram for Black, every
// stone standing.
int one_point_value(const std::vector<std::string_view>& rows, int x, int y) {
  const Board board = diagram(rows);
  const Point point = board.point(x, y);
  return eye_space_value(board, &point, 1, Color::Black, every_stone_stands(board));
}

TEST(EyeSpace, OnePointIsOneEyeUnlessItsDiagonalsAreTaken) {
  EXPECT_EQ(shape_value({"XXX", "X.X", "XXX"}), 2);
  // Two opponent stones on the diagonals in the open: a false eye.
  EXPECT_EQ(one_point_value({"XXXXX", "XOXXX", "XX.XX", "XXXOX", "XXXXX"}, 2, 2), 0);
  // On the edge one diagonal is enough.
  EXPECT_EQ(one_point_value({"XX.XX", "XXXOX", "XXXXX"}, 2, 0), 0);
}

TEST(EyeSpace, OnePointIsHalfAnEyeWhenTheOpponentCanStillTakeADiagonal) {
  // GNU Go's topological rule: an empty diagonal beside an opponent stone is
  // half taken (the opponent can play there, joined to that stone).
  // One diagonal held and one more the opponent can take: whoever moves
  // first decides, half an eye.
  EXPECT_EQ(one_point_value({"XXXXX", "XOXXX", "XX.XX", "XXX.O", "XXXXX"}, 2, 2), 1);
  // One held and two more it can take: Black saves only one of them, false.
  EXPECT_EQ(one_point_value({"XXXXX", "XOX.O", "XX.XX", "XXX.O", "XXXXX"}, 2, 2), 0);
  // None held: Black answers the first with the second, a real eye.
  EXPECT_EQ(one_point_value({"XXXXX", "XXX.O", "XX.XX", "XXX.O", "XXXXX"}, 2, 2), 2);
  // On the edge one diagonal the opponent can take is half an eye.
  EXPECT_EQ(one_point_value({"XX.XX", "XXX.O", "XXXXX"}, 2, 0), 1);
}

TEST(EyeSpace, TwoAndThreePointSpaces) {
  EXPECT_EQ(shape_value({"XXXX", "X..X", "XXXX"}), 2);
  // Straight and bent three: whoever takes the middle point decides (one and a half).
  EXPECT_EQ(shape_value({"XXXXX", "X...X", "XXXXX"}), 3);
  EXPECT_EQ(shape_value({"XXXX", "X..X", "XX.X", "XXXX"}), 3);
}

TEST(EyeSpace, FourPointSpaces) {
  EXPECT_EQ(shape_value({"XXXXXX", "X....X", "XXXXXX"}), 4);        // straight four: alive
  EXPECT_EQ(shape_value({"XXXXX", "X...X", "XXX.X", "XXXXX"}), 4);  // bent four: alive
  EXPECT_EQ(shape_value({"XXXX", "X..X", "X..X", "XXXX"}), 2);      // squared four: dead
  EXPECT_EQ(shape_value({"XXXXX", "X...X", "XX.XX", "XXXXX"}), 3);  // pyramid four: its centre decides
}

TEST(EyeSpace, FiveAndSixPointSpaces) {
  EXPECT_EQ(shape_value({"XXXXX", "XX.XX", "X...X", "XX.XX", "XXXXX"}), 3);  // crossed five
  EXPECT_EQ(shape_value({"XXXXX", "X..XX", "X...X", "XXXXX"}), 3);          // bulky five
  EXPECT_EQ(shape_value({"XXXXXXX", "X.....X", "XXXXXXX"}), 4);              // straight five
  EXPECT_EQ(shape_value({"XXXXXX", "XX.XXX", "X....X", "XX.XXX", "XXXXXX"}), 3);  // rabbity six
  EXPECT_EQ(shape_value({"XXXXX", "X...X", "X...X", "XXXXX"}), 4);  // rectangular six (in the open)
  EXPECT_EQ(shape_value({"XXXXXXXXX", "X.......X", "XXXXXXXXX"}), 4);
}

TEST(EyeSpace, NakadeStoneOnTheVitalPointLeavesOneEye) {
  // White's stone sits on the middle of Black's straight three.
  EXPECT_EQ(shape_value({"XXXXX", "X.O.X", "XXXXX"}), 2);
  // Elsewhere in the space it is only a stone to take.
  EXPECT_EQ(shape_value({"XXXXX", "XO..X", "XXXXX"}), 3);
}

// The value of that space once Black has taken the White stones in it.
int value_once_taken(std::vector<std::string_view> rows) {
  const Board board = diagram(rows);
  const std::vector<Point> space = space_of(board);
  return eye_space_value_once_taken(board, space.data(), static_cast<int>(space.size()), Color::Black,
                                    every_stone_stands(board));
}

TEST(EyeSpace, ASpaceHoldingDeadStonesIsWorthWhatTheirCaptureLeaves) {
  // Seven points in the corner, three of them White's dead stones in a bent
  // three (Fox 1512318619's P19): seven points as they stand, two eyes. To
  // take them Black fills their four liberties, and the bent three it gets
  // back has White to move on its middle point: one eye.
  const std::vector<std::string_view> bent_three = {".O.XX", "OOXXX", "..XXX", "XXXXX"};
  EXPECT_EQ(shape_value(bent_three), 4);
  EXPECT_EQ(value_once_taken(bent_three), 2);
  // A crossed five of dead stones with a liberty at each end of its arm:
  // seven points, one eye once taken.
  const std::vector<std::string_view> crossed_five = {"XXXXXXX", "XXXOXXX", "X.OOO.X", "XXXOXXX", "XXXXXXX"};
  EXPECT_EQ(shape_value(crossed_five), 4);
  EXPECT_EQ(value_once_taken(crossed_five), 2);
  // One dead stone in a wide space: its capture leaves plenty, two eyes.
  EXPECT_EQ(value_once_taken({"XXXXXXXX", "X......X", "X..O...X", "X......X", "XXXXXXXX"}), 4);
  // No dead stone: the plain value (a straight three, one and a half eyes).
  EXPECT_EQ(value_once_taken({"XXXXX", "X...X", "XXXXX"}), 3);
}

TEST(EyeSpace, AGroupWhoseSecondEyeHoldsDeadStonesHasOneOnceItTakesThem) {
  // Black's group of the diagram above, White's three stones dead (not
  // standing): the count gives it two eyes, one once it takes them. A real
  // eye of its own on the edge (the second diagram) keeps two either way.
  const std::vector<std::string_view> rows = {".O.XXX", "OOXXXX", "..XXXX", "XXXXXX"};
  for (const bool own_eye : {false, true}) {
    const Board board = own_eye ? diagram_with(rows, 4, 0, '.') : diagram(rows);
    PointMap<bool> standing = every_stone_stands(board);
    for (int y = 0; y < board.height(); ++y) {
      for (int x = 0; x < board.width(); ++x) {
        if (board.at(board.point(x, y)) == Color::White) standing[board.point(x, y)] = false;
      }
    }
    EyeCount count;
    count_eyes(board, standing, PointMap<bool>{}, count);
    const GroupEyes& black = count.of(board.point(5, 3));
    EXPECT_EQ(black.halves, 4) << "own eye " << own_eye;
    EXPECT_EQ(black.halves_once_taken, own_eye ? 4 : 2) << "own eye " << own_eye;
    // An unconditionally alive stone in the group: the proof stands.
    PointMap<bool> proven{};
    proven[board.point(5, 3)] = true;
    count_eyes(board, standing, proven, count);
    EXPECT_EQ(count.of(board.point(5, 3)).halves_once_taken, 4) << "own eye " << own_eye;
  }
}

TEST(EyeSpace, AWallInAtariIsNoWall) {
  // Black's 3-point space at the top is walled in part by the stone on C8
  // (from the top: x 2, y 1), in atari: White takes it from outside.
  const Board board = diagram({
      "X...XO...",
      "XXXXXO...",
      "OOOOOO...",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  EXPECT_EQ(halves_at(board, 0, 0), 3);
  const Board in_atari = diagram({
      "X...XO...",
      "XX.XXO...",
      "OOXOOO...",
      "..O......",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  EXPECT_LE(halves_at(in_atari, 0, 0), 2);
}

// White's group in the middle of Black's area, Black's walls with eyes to
// spare along the edges and at H6.
TEST(EyeSpace, TwoEyedGroupIsNotStaticallyDead) {
  const Board board = diagram({
      ".X.X.X.X.",
      "XXXXXXXXX",
      "XOOOOOXXX",
      "XO.O.OX.X",
      "XOOOOOXXX",
      "XXXXXXXXX",
      ".X.X.X.X.",
      "XXXXXXXXX",
      ".X.X.X.X.",
  });
  const EyeCount count = count_standing(board);
  const GroupEyes& white = count.of(board.point(1, 2));
  EXPECT_EQ(white.halves, 4);
  EXPECT_EQ(white.stones, 13);
  EXPECT_FALSE(white.statically_dead());
}

TEST(EyeSpace, OneEyedGroupSurroundedByTwoEyedGroupsIsStaticallyDead) {
  // White's only space is C6-D6, one eye: it can neither make a second eye,
  // run, nor outlast Black's walls.
  const Board board = diagram({
      ".X.X.X.X.",
      "XXXXXXXXX",
      "XOOOOXXXX",
      "XO..OX.XX",
      "XOOOOXXXX",
      "XXXXXXXXX",
      ".X.X.X.X.",
      "XXXXXXXXX",
      ".X.X.X.X.",
  });
  const EyeCount count = count_standing(board);
  const GroupEyes& white = count.of(board.point(1, 2));
  EXPECT_EQ(white.halves, 2);
  EXPECT_FALSE(white.open);
  EXPECT_TRUE(white.surrounded);
  EXPECT_TRUE(white.statically_dead());
  const GroupEyes& black = count.of(board.point(0, 1));
  EXPECT_EQ(black.halves, 4);
  EXPECT_FALSE(black.statically_dead());
  // The analysis agrees, whatever its playouts said.
  DeadStoneAnalysis analysis = testing::analysed(board);
  EXPECT_EQ(analysis.status[board.point(1, 2)], Status::Dead);
}

TEST(EyeSpace, OneEyedGroupWithOpenGroundIsNotStaticallyDead) {
  // The same one-eyed White group, but Black's right side is open ground.
  const Board board = diagram({
      "XXXXX....",
      "XOOOX....",
      "XO.OX....",
      "XOOO.....",
      "XXXX.....",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  const EyeCount count = count_standing(board);
  const GroupEyes& white = count.of(board.point(1, 1));
  EXPECT_EQ(white.halves, 2);
  EXPECT_TRUE(white.open);
  EXPECT_FALSE(white.statically_dead());
}

TEST(EyeSpace, OneEyedGroupInsideTheOpponentsWallsIsEnclosedThoughTheDameAreWide) {
  // Between White's one-eyed group and Black's two-eyed ring lies a ring of
  // 23 empty points, bordered by both colours: not an eye space, but no way
  // out either. It leads only to Black's walls.
  const std::vector<std::string_view> rows = {
      "XXXXXXXXX",
      "X.......X",
      "X.OOOO..X",
      "X.O..O..X",
      "X.OOOO..X",
      "X.......X",
      "XXXXXXXXX",
      ".X.X.X.X.",
      "XXXXXXXXX",
  };
  const Board board = diagram(rows);
  const EyeCount count = count_standing(board);
  const GroupEyes& white = count.of(board.point(2, 2));
  EXPECT_EQ(white.halves, 2);
  EXPECT_FALSE(white.open);
  EXPECT_TRUE(white.statically_dead());

  // A friendly stone reachable through the dame: it may connect out.
  const Board friendly = diagram_with(rows, 7, 1, 'O');
  const GroupEyes with_friend_white = count_standing(friendly).of(friendly.point(2, 2));
  EXPECT_TRUE(with_friend_white.open);
  EXPECT_FALSE(with_friend_white.statically_dead());
}

TEST(EyeSpace, AnEdgeSpaceThatLeaksAtOnePointIsStillOneEye) {
  // White's G2-H2 is one eye. Its right edge, I4 down to I8 with H5, is
  // bordered by Black only at I8 (Black's H8 touches it): a push there and a
  // block leave White an eye, so the group has two and lives.
  const std::vector<std::string_view> rows = {
      "XXXXXXXXX",
      "XXXXXOOOO",
      "XXXXXO..O",
      "XXXXXOOOO",
      "XXXXXXOO.",
      "XXXXXXO..",
      "XXXXXXOO.",
      "XXXXXXXO.",
      "XXXXXXXX.",
  };
  const Board board = diagram(rows);
  const GroupEyes white = count_standing(board).of(board.point(5, 1));
  EXPECT_EQ(white.halves, 4);
  EXPECT_FALSE(white.statically_dead());

  // Leaking at two points (Black's H7 as well), the edge is open to Black:
  // no eye is counted there.
  const Board leaky = diagram_with(rows, 7, 7, 'X');
  EXPECT_EQ(count_standing(leaky).of(leaky.point(5, 1)).halves, 2);
}

TEST(EyeSpace, AWallChainWithNoMoreLibertiesThanTheGroupMakesARace) {
  // White's one-eyed group (liberties C4, D4 and F5) has Black's F4 stone
  // inside its wall, in atari: White may capture it first, and the count
  // marks the race (and does not call White dead).
  const Board board = diagram({
      ".X.X.X.X.",
      "XXXXXXXXX",
      "XOOOOOOXX",
      "XO..OXOXX",
      "XOOOO.OXX",
      "XXXXXXXXX",
      ".X.X.X.X.",
      "XXXXXXXXX",
      ".X.X.X.X.",
  });
  const GroupEyes white = count_standing(board).of(board.point(1, 2));
  EXPECT_EQ(white.halves, 2);
  EXPECT_TRUE(white.race);
  EXPECT_FALSE(white.statically_dead());
  // Black's solid walls of the earlier diagrams make no race.
  const Board solid = diagram({
      ".X.X.X.X.",
      "XXXXXXXXX",
      "XOOOOXXXX",
      "XO..OX.XX",
      "XOOOOXXXX",
      "XXXXXXXXX",
      ".X.X.X.X.",
      "XXXXXXXXX",
      ".X.X.X.X.",
  });
  EXPECT_FALSE(count_standing(solid).of(solid.point(1, 2)).race);
}

TEST(EyeSpace, AStoneWithTwoWaysToConnectIsNotStaticallyDead) {
  // Black's F4 stands between White's two-eyed walls, but its liberties F3
  // and F5 each touch a living Black group: White cannot cut both.
  const std::vector<std::string_view> rows = {
      ".X.X.X.X.X.",
      "XXXXXXXXXXX",
      "OOOOO.OOOOO",
      "O.O.OXO.O.O",
      "OOOOO.OOOOO",
      "XXXXXXXXXXX",
      ".X.X.X.X.X.",
  };
  const Board board = diagram(rows);
  const GroupEyes stone = count_standing(board).of(board.point(5, 3));
  EXPECT_EQ(stone.halves, 0);
  EXPECT_TRUE(stone.surrounded);
  EXPECT_TRUE(stone.connects_out);
  EXPECT_FALSE(stone.statically_dead());

  // With White on F5 only the way up is left, and White cuts it: dead.
  const Board one_way = diagram_with(rows, 5, 4, 'O');
  const GroupEyes alone = count_standing(one_way).of(one_way.point(5, 3));
  EXPECT_FALSE(alone.connects_out);
  EXPECT_TRUE(alone.statically_dead());
}

// OGS 9x9 game 638165 (W+25.5): Black's C7 group is read dead; White's
// A7-A9 stones beside it are in atari. Taking them would not save Black's
// group (it keeps one eye at most), so the atari rule does not speak: the
// readings decide, Black's group is dead and White's corner lives.
TEST(EyeSpaceData, Ogs638165AtariRuleDoesNotSaveAGroupReadDead) {
  const auto game = shared_game("ogs-counted-9x9/9x9/638165.sgf");
  if (!game) GTEST_SKIP() << "shared data not found: " << GOREF_SHARED_DATA;
  const Board& board = *game;
  DeadStoneAnalysis analysis = testing::analysed(board);
  const Point c7 = board.point(2, 2);
  const Point a8 = board.point(0, 1);
  ASSERT_EQ(board.at(c7), Color::Black);
  ASSERT_EQ(board.at(a8), Color::White);
  const ChainEvidence& black = testing::evidence_at(analysis, c7);
  const ChainEvidence& white = testing::evidence_at(analysis, a8);
  EXPECT_EQ(black.reading.verdict, Status::Dead) << describe(black);
  EXPECT_EQ(black.atari, Status::Unknown) << describe(black);
  EXPECT_EQ(white.atari, Status::Unknown) << describe(white);
  EXPECT_EQ(analysis.status[c7], Status::Dead);
  EXPECT_EQ(analysis.status[a8], Status::Alive);
}

// KGS 2017-02-26-15, one of the misreadings issue 13 names: White's six
// stones at Q3 have one eye inside Black's lower right, behind wide dame.
// The players counted them dead (B+0.50); the playouts alone left them
// near even.
TEST(EyeSpaceData, Kgs2017_02_26_15_Q3GroupIsDead) {
  const auto game = shared_game("kgs-markup-2017q1/2017-02-26-15.sgf");
  if (!game) GTEST_SKIP() << "shared data not found: " << GOREF_SHARED_DATA;
  const Board& board = *game;
  DeadStoneAnalysis analysis = testing::analysed(board);
  const Point q3 = board.point(15, 16);
  ASSERT_EQ(board.at(q3), Color::White);
  const ChainEvidence& e = testing::evidence_at(analysis, q3);
  EXPECT_TRUE(e.eyes.statically_dead) << describe(e);
  EXPECT_EQ(analysis.status[q3], Status::Dead);
}

// GNU Go's score11 (regress/games/scoring/score11.sgf): Black's 25 stones
// along the top (E19, J19 ...) have one eye inside White's walls. The
// playouts keep them alive 0.64; GNU Go's expected count (W+132.5) has them
// dead, and so does the static count. The kill is uncertain: White's
// 52-stone group beside them (F16 and the left side below it) counts two
// eyes only while Black's 13 stones of the lower left (A6 ... B2, dead by an
// inconclusive reading, keep 0.46) are off the board; with them standing it
// falls apart and its upper 34 stones count one and a half.
TEST(EyeSpaceData, GnuGoScore11OneEyedTopGroupIsStaticallyDeadLeaningOnTheLowerLeft) {
  const auto game = shared_game("gnugo/games/scoring/score11.sgf");
  if (!game) GTEST_SKIP() << "shared data not found: " << GOREF_SHARED_DATA;
  const Board& board = *game;
  DeadStoneAnalysis analysis = testing::analysed(board);
  const Point e19 = board.point(4, 0);
  ASSERT_EQ(board.at(e19), Color::Black);
  const ChainEvidence& e = testing::evidence_at(analysis, e19);
  EXPECT_GT(e.ownership, 0.0f) << "the playouts alone would keep it";
  EXPECT_TRUE(e.eyes.statically_dead);
  EXPECT_EQ(analysis.status[e19], Status::Dead);
  const Point a6 = board.point(0, 13);
  ASSERT_EQ(board.at(a6), Color::Black);
  const ChainEvidence& lower_left = testing::evidence_at(analysis, a6);
  EXPECT_EQ(analysis.status[a6], Status::Dead);
  ASSERT_EQ(certainty(lower_left), Certainty::Uncertain) << describe(lower_left);
  // A kill that holds only with an uncertain dead chain of its own colour
  // off the board leans on a coin toss (docs/scoring.md §3 step 6), and says so.
  EXPECT_TRUE(e.eyes.leans_on_uncertain) << describe(e);
  EXPECT_EQ(certainty(e), Certainty::Uncertain);
  EXPECT_NE(describe(e).find("statically dead"), std::string::npos) << describe(e);
  EXPECT_NE(describe(e).find("if the uncertain dead stones near it are dead"), std::string::npos) << describe(e);
  // Its chains (E19, J19, E16 ...) are one group, dead, and would live as
  // one: the score range flips them together.
  for (const Point other : {board.point(8, 0), board.point(4, 3)}) {
    ASSERT_EQ(board.at(other), Color::Black);
    const ChainEvidence& mate = testing::evidence_at(analysis, other);
    EXPECT_NE(analysis.chain[other], analysis.chain[e19]);
    EXPECT_EQ(analysis.status[other], Status::Dead);
    EXPECT_GE(mate.eyes.group, 0);
    EXPECT_EQ(mate.eyes.group, e.eyes.group) << describe(mate);
  }
  // White's G19-H19 were "dead" only beside a living Black group; with it
  // gone they stand inside White's own area.
  const Point g19 = board.point(6, 0);
  ASSERT_EQ(board.at(g19), Color::White);
  const ChainEvidence& inside = testing::evidence_at(analysis, g19);
  EXPECT_TRUE(inside.eyes.inside_own_area) << describe(inside);
  EXPECT_EQ(analysis.status[g19], Status::Alive);
  EXPECT_EQ(certainty(inside), inside.eyes.leans_on_uncertain ? Certainty::Uncertain : Certainty::Likely);
}

}  // namespace
}  // namespace goref::scoring
