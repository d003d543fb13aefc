// The exact capturing-race reading (capturing_race.h) on races a player
// counts by liberties.
#include <gtest/gtest.h>

#include <string_view>
#include <utility>
#include <vector>

#include "scoring/capturing_race.h"
#include "scoring/chain_evidence.h"
#include "scoring/dead_stones.h"
#include "test_board.h"

namespace goref::scoring {
namespace {

using core::Board;
using core::Point;
using testing::diagram;

// Black's chain on column D and White's on column E race down from the top
// edge, with no shared liberty. Black has three liberties on column C, White
// two on column F; both walls (White's on the left, Black's on the right)
// have liberties to spare.
std::vector<std::string_view> three_against_two() {
  return {
      ".O.XO.X..",
      ".O.XO.X..",
      ".O.XOXX..",
      ".OOXOXX..",
      ".OOOXXX..",
      ".........",
      ".........",
      ".........",
      ".........",
  };
}

// Fox 1430123804 at its end (Chinese rules, White W+1.5 by the players'
// count). Lower right: Black's S8-T4, White's R3-S3-S2, Black's P3-R2.
std::vector<std::string_view> fox_1430123804() {
  return {
      "............XOO..O.",  // 19
      "XX.X.X.....XXXO.O.O",  // 18
      "X.X.OX...XXXOOO..OX",  // 17
      "XXOO....OXXXXOXOOXX",  // 16
      "X.XOXX.XXOXOXXX.OOX",  // 15
      "...XOOXXOOOOOXXXXXX",  // 14
      "XXXXOOOXXXO.X..O..X",  // 13
      ".XOOOOXXXOOO.XO.OOX",  // 12
      "OXO.OX..XXOOOOO.XXX",  // 11
      "OO.OOXXXXXXXOOXXXO.",  // 10
      "....OOXXOOOOOXXOOOO",  // 9
      "......OO.OXOOXX.OXO",  // 8
      "...O..O.O.XXOOOOOXX",  // 7
      "..O.OOXO....OXOOXX.",  // 6
      ".XOOX.XXO.XXXXOOOX.",  // 5
      "OOOXXXXOO.XO.XOOXXX",  // 4
      "OXX..XO.O.OOOOXXOO.",  // 3
      "XX.XXO.O.OXXXXXXXO.",  // 2
      "...XOOO..OOX..O....",  // 1
  };
}

// Fox 1502864770 at its end (Chinese rules, two handicap stones; Black won
// by 12 by the players' count, and GNU Go keeps Black's corner too). Lower
// right: Black's R2-S2-R1-S1-T1, White's O1-P1-P2-P3-Q3-R3-S3-T3-T2-R4,
// Black's S4-S5-R5-T5-T6.
std::vector<std::string_view> fox_1502864770() {
  return {
      "...OOXXOOOOOOOX....",  // 19
      "...OXX.XOOXOOXX..X.",  // 18
      "...OXX.XXXXO.XOXX..",  // 17
      "...OOOXXOX.O.XOXXXX",  // 16
      "....O.OOOX.OOXOOXOX",  // 15
      "...O.OOXOXXXOXXOOOO",  // 14
      "OOOOOXXX.XOXOOO..O.",  // 13
      "XOXXOXXX.XOO.O.....",  // 12
      "XOOXXXOXOOOXO......",  // 11
      "XXXXOXOOOOXXXO.O...",  // 10
      "X.XOOOOOOX.XOOO....",  // 9
      "XXXXOXXXXX.XOOXOO..",  // 8
      "XOXOOX....XXOXXXO.O",  // 7
      "XOOXOOX.XOXOXX.XOOX",  // 6
      "XOOXOOOX...OOOX.XXX",  // 5
      "O.OXXXXOOOOX.XXXOX.",  // 4
      "O.OX..XO.XXX.XOOOOO",  // 3
      ".OXXO.XOO...XXO.XXO",  // 2
      ".OOX.XXXO...XOO.XXX",  // 1
  };
}

// Fox 1451229563 at its end (Chinese rules; Black won by 3.5 by the
// players' count, and GNU Go counts Black's corner dead too). Lower right:
// Black's P3-Q3-Q4-R4-S4-R5-S3-Q2-P1-Q1 (liberties R3, T3), White's
// R2-S2-R1-S1 (R3, T1), Black's T2 (T1, T3), White's S5 (S6, T5).
std::vector<std::string_view> fox_1451229563() {
  return {
      "...OOXX.XXXOOO.OOX.",  // 19
      "..O.OOX.XOXOXXO..O.",  // 18
      ".O.OXX..XOOO.XO.OOX",  // 17
      "O.OOX.XXO.OOXXOOXX.",  // 16
      ".OXX.XOOOO..OXOXO..",  // 15
      ".OX.X.XXOO..OXXXO..",  // 14
      "..OX.XXOO..OOX.XO..",  // 13
      "..OXXX.XXOOOXXXOOO.",  // 12
      "...OX.XOXO.OOXXOXOO",  // 11
      "..OOOXO.XOXOOOXXXOX",  // 10
      "O.OXOXXOXOXOXOX.XXX",  // 9
      "XOOXOX..OXXXXOOXXX.",  // 8
      "XXOXX.OOXXXOOO.OXOO",  // 7
      "X.X....X...XXXOOO.O",  // 6
      ".XX.....XX.X.OOOXO.",  // 5
      "XO.X......XXOOOXXXO",  // 4
      "..OX..X.OX.X.OXX.X.",  // 3
      ".OX.XO...X.XOOOXOOX",  // 2
      ".X.X.......XXOXXOO.",  // 1
  };
}

RaceReading race_at(const Board& board, int chain_x, int chain_y, int opponent_x, int opponent_y) {
  return read_race(board, board.point(chain_x, chain_y), board.point(opponent_x, opponent_y));
}

TEST(CapturingRace, MoreLibertiesWinsWhoeverMovesFirst) {
  const Board board = diagram(three_against_two());
  const RaceReading race = race_at(board, 3, 0, 4, 0);
  ASSERT_TRUE(race.done);
  EXPECT_EQ(race.chain_first, RaceOutcome::OpponentTaken);
  EXPECT_EQ(race.opponent_first, RaceOutcome::OpponentTaken);
  // The same race seen from White's side.
  const RaceReading from_white = race_at(board, 4, 0, 3, 0);
  ASSERT_TRUE(from_white.done);
  EXPECT_EQ(from_white.chain_first, RaceOutcome::ChainTaken);
  EXPECT_EQ(from_white.opponent_first, RaceOutcome::ChainTaken);
}

TEST(CapturingRace, EqualLibertiesGoToWhoeverMovesFirst) {
  // A white stone on C17 takes one of Black's liberties: two against two.
  const Board board = diagram({
      ".O.XO.X..",
      ".O.XO.X..",
      ".OOXOXX..",
      ".OOXOXX..",
      ".OOOXXX..",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  const RaceReading race = race_at(board, 3, 0, 4, 0);
  ASSERT_TRUE(race.done);
  EXPECT_EQ(race.chain_first, RaceOutcome::OpponentTaken);
  EXPECT_EQ(race.opponent_first, RaceOutcome::ChainTaken);
}

TEST(CapturingRace, TwoSharedLibertiesAndNoOtherAreASeki) {
  // Black's D19-D17-E17 and White's F19-F17 share E19 and E18 and have no
  // other liberty: whoever fills one is taken, so neither side does.
  const Board board = diagram({
      ".OOX.OX..",
      ".OOX.OX..",
      ".OOXXOX..",
      ".OOOOXX..",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  const RaceReading race = race_at(board, 3, 0, 5, 0);
  ASSERT_TRUE(race.done);
  EXPECT_EQ(race.chain_first, RaceOutcome::Neither);
  EXPECT_EQ(race.opponent_first, RaceOutcome::Neither);
}

TEST(CapturingRace, AnEyeWinsTheRaceAgainstNoEye) {
  // Fox 1430123804, lower right: Black's nine stones S8-T4 have the
  // two-point eye T5-T6 and share T3 with White's R3-S3-S2, whose own
  // liberties are T2 and S1. White cannot fill T3 without losing a liberty
  // of its own nor throw in at T5 or T6 without being taken: Black is
  // never taken, and takes White when it moves first (the players and GNU
  // Go count White's three stones dead).
  const Board board = diagram(fox_1430123804());
  const RaceReading race = race_at(board, 17, 11, 16, 16);  // S8 against R3
  ASSERT_TRUE(race.done);
  EXPECT_EQ(race.chain_first, RaceOutcome::OpponentTaken);
  EXPECT_NE(race.opponent_first, RaceOutcome::ChainTaken);
  EXPECT_NE(race.opponent_first, RaceOutcome::Unknown);
}

TEST(CapturingRace, TheRaceDecidesChainsTheSampledReadingsLeaveEven) {
  // The playouts and the local reading leave S8's and R3's chains near
  // even; the race reading kills R3 (it loses to P3's chain whoever moves
  // first) and keeps S8 and P3, as the players counted.
  const Board board = diagram(fox_1430123804());
  DeadStoneAnalysis analysis;
  analyze_dead_stones(board, DeadStoneOptions{}, analysis);
  auto evidence = [&](int x, int y) -> const ChainEvidence& {
    return analysis.chains[static_cast<std::size_t>(analysis.chain[board.point(x, y)])];
  };
  EXPECT_EQ(evidence(16, 16).race, Status::Dead);  // R3
  EXPECT_EQ(analysis.status[board.point(16, 16)], Status::Dead);
  EXPECT_EQ(certainty(evidence(16, 16)), Certainty::Likely);
  EXPECT_EQ(analysis.status[board.point(17, 11)], Status::Alive);  // S8
  EXPECT_EQ(analysis.status[board.point(14, 16)], Status::Alive);  // P3
}

TEST(CapturingRace, AChainShortOfLibertiesBesideTheRaceIsPartOfIt) {
  // Black's F17-F16 beside White's racing chain has two liberties, F18 (a
  // liberty of the race) and G17 (outside it): White may take it on the way
  // and Black may save it, so both are moves of the race. Black's three
  // liberties still beat White's two: White's G17 puts the pair in atari,
  // and Black's F18 saves it and takes White's last liberty at once. (E15
  // and E14 below White's chain have three liberties: no part of the race.)
  const Board board = diagram({
      ".O.XO.X..",
      ".O.XO.X..",
      ".O.XOX.O.",
      ".OOXOXO..",
      ".OOOXO...",
      "....X....",
      ".........",
      ".........",
      ".........",
  });
  ASSERT_EQ(board.liberty_count(board.point(5, 2)), 2);
  const RaceReading race = race_at(board, 3, 0, 4, 0);
  ASSERT_TRUE(race.done);
  EXPECT_EQ(race.chain_first, RaceOutcome::OpponentTaken);
  EXPECT_EQ(race.opponent_first, RaceOutcome::OpponentTaken);
}

TEST(CapturingRace, TakingAChainIntoAShapeTheLoserKillsInDoesNotEndTheRace) {
  // Fox 1502864770, lower right: White's chain O1-...-R4 has three
  // liberties (Q1, Q2, T4) against the two of Black's corner R2-T1, and
  // Black's S4-T6 beside it has two (T4, Q5). White takes the corner
  // whoever moves first, but that leaves White's chain only the five points
  // it took, a bulky five: Black plays its centre S1 and kills White's ten
  // stones. The players and GNU Go keep Black's corner; the race is not
  // read as won.
  const Board board = diagram(fox_1502864770());
  const RaceReading race = race_at(board, 16, 17, 14, 17);  // R2 against P2
  EXPECT_NE(race.chain_first, RaceOutcome::ChainTaken);
  EXPECT_NE(race.opponent_first, RaceOutcome::ChainTaken);
}

TEST(CapturingRace, ACaptureIntoASpaceTheLoserKillsInIsReadToTheKill) {
  // Fox 1451229563: Black's corner and White's R2-S2-R1-S1 have two
  // liberties each, R3 shared. White first: T3, and Black is taken. Black
  // first: T3 joins T2, White throws in at R3, and Black's capture of the
  // five stones leaves its corner only the bulky five it took; White plays
  // the vital point R2 and the corner dies. Reading the kill needs the
  // moves after the capture, a line that must not repeat a position (the
  // capture and recapture at T1-T2 cycles), and White's S5 beside the corner
  // (two liberties, both outside the race) among the moves, since Black
  // could take it instead.
  const Board board = diagram(fox_1451229563());
  const RaceReading race = race_at(board, 15, 16, 16, 17);  // Q3 against R2
  ASSERT_TRUE(race.done);
  EXPECT_EQ(race.chain_first, RaceOutcome::ChainTaken);
  EXPECT_EQ(race.opponent_first, RaceOutcome::ChainTaken);
}

TEST(CapturingRace, AChainShortOfLibertiesIsRacedThoughThePlayoutsKeepIt) {
  // The same corner: the playouts keep Black's ten stones more often than
  // not, so no sampled reading looks at them again, but both it and White's
  // R2 chain are short of liberties and the race kills it.
  const Board board = diagram(fox_1451229563());
  DeadStoneAnalysis analysis;
  analyze_dead_stones(board, DeadStoneOptions{}, analysis);
  const Point q3 = board.point(15, 16);
  const ChainEvidence& corner = analysis.chains[static_cast<std::size_t>(analysis.chain[q3])];
  EXPECT_GT(corner.ownership, 0.5f) << "the playouts alone would keep it";
  EXPECT_EQ(corner.race, Status::Dead) << describe(corner);
  EXPECT_EQ(analysis.status[q3], Status::Dead);
  EXPECT_EQ(certainty(corner), Certainty::Likely);
}

// OGS 628332 at its end (Chinese rules, RE W+8.5). Lower right: Black's
// D2-G2-F3-H3-H4-J5 chain shares G1 with White's H2-H1 and J3 with White's
// J2; whoever fills a shared liberty is taken.
std::vector<std::string_view> ogs_628332() {
  return {
      "......X..", "XX.X.XOX.", "OXXXXOOXX", "OOOXOO.OO", "..OXXO.OX",
      "..OOOOOXX", "...OOXXX.", "..OXXXXOX", "..OOOX.O.",
  };
}

TEST(CapturingRace, ARaceNeitherSideWinsWithNoWayOutIsASeki) {
  const Board board = diagram(ogs_628332());
  const RaceReading race = race_at(board, 4, 7, 7, 7);  // E2 against H2
  ASSERT_TRUE(race.done);
  EXPECT_EQ(race.chain_first, RaceOutcome::Neither);
  EXPECT_EQ(race.opponent_first, RaceOutcome::Neither);
  DeadStoneAnalysis analysis;
  analyze_dead_stones(board, DeadStoneOptions{}, analysis);
  // The playouts take White's stones (one side of every seki); the race
  // keeps both sides, as GNU Go and the players' W+8.5 count them.
  for (const auto& [x, y] : {std::pair{4, 7}, std::pair{7, 7}, std::pair{7, 8}, std::pair{8, 7}}) {
    const ChainEvidence& e = analysis.chains[static_cast<std::size_t>(analysis.chain[board.point(x, y)])];
    EXPECT_EQ(e.race, Status::Seki) << x << "," << y;
    EXPECT_EQ(analysis.status[board.point(x, y)], Status::Seki) << x << "," << y;
    EXPECT_EQ(certainty(e), Certainty::Likely) << x << "," << y;
  }
}

// Fox 1530781286 at its end. Upper left: Black's B16-A15-D15-B14 and White's
// C14-D13-A12-D12 share A14; Black's other liberty is A16, White's A11,
// where White joins its stones below (White wins the race moving first,
// and GNU Go counts Black's chain dead).
std::vector<std::string_view> fox_1530781286() {
  return {
      "....OXXXO..........", ".O.OOOXOOOOOXO.....", ".OXXOXX.X.XOOXOOOOO", ".XOOOOXXXXXXXXXXXXO",
      "XXXXOOOOXOOX.X..XXX", ".XOOXOOOOOXXOXOOOX.", "OOOOXXXX.OO.OOOOX..", "OXXOXXXOO.OOOOXX.X.",
      ".OXXXOXO.OXXXX..X.X", "..OXOOOOOOO..XXX.XO", ".OOXOOXXXXOOOOOOXXO", "OOXXX.XOOOO.XXXOXOO",
      "XX..XXXXXXOXX.XXO.O", ".XX.XOOX.OXO..XOOO.", "X.XXO.OX..XO.OXXO..", ".XOO.OOX.OXX..X.XO.",
      "XOO..OXX...X..X.XO.", ".XXOOOX..O.....XO.O", "..XXXOOX.......XOO.",
  };
}

TEST(CapturingRace, AChainThatCanJoinItsFriendsIsNoSeki) {
  const Board board = diagram(fox_1530781286());
  DeadStoneAnalysis analysis;
  analyze_dead_stones(board, DeadStoneOptions{}, analysis);
  EXPECT_NE(analysis.status[board.point(1, 3)], Status::Seki);  // B16
  EXPECT_NE(analysis.status[board.point(2, 5)], Status::Seki);  // C14
}

TEST(CapturingRace, ChainsWithTooManyLibertiesAreNotRead) {
  // Eight liberties each: a fight in open ground, not a race.
  const Board board = diagram({
      "...XO....",
      "...XO....",
      "...XO....",
      "...XO....",
      "...XO....",
      "...XO....",
      "...XO....",
      ".........",
      ".........",
  });
  EXPECT_FALSE(race_at(board, 3, 0, 4, 0).done);
}

}  // namespace
}  // namespace goref::scoring
