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
using testing::status_at;

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

// The race between the chains through (chain_x, chain_y) and (opponent_x,
// opponent_y) is read, and the first is taken whoever moves first.
void expect_taken_whoever_moves_first(const Board& board, int chain_x, int chain_y, int opponent_x, int opponent_y) {
  const RaceReading race = race_at(board, chain_x, chain_y, opponent_x, opponent_y);
  EXPECT_TRUE(race.done);
  EXPECT_EQ(race.chain_first, RaceOutcome::ChainTaken);
  EXPECT_EQ(race.opponent_first, RaceOutcome::ChainTaken);
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
  DeadStoneAnalysis analysis = testing::analysed(board);
  auto evidence = [&](int x, int y) -> const ChainEvidence& {
    return testing::evidence_at(analysis, board.point(x, y));
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

// Pachi's "Not 3-stone seki (dead shape)" (pachi-status/seki.t), 7x7.
// White's nine stones on columns E-G share F4 and F5 with Black's three
// stones G3-G5 on the edge. White's other liberties, D3-D5, G1 and G7, are
// dame against Black's living wall, which Black fills at leisure.
std::vector<std::string_view> pachi_three_stones_dead_shape() {
  return {
      ".X.XXX.",  // 7
      ".XXXOOO",  // 6
      "..X.O.X",  // 5
      "..X.O.X",  // 4
      "..X.OOX",  // 3
      "..XXXOO",  // 2
      "....XX.",  // 1
  };
}

TEST(CapturingRace, DameAgainstALivingWallAreNoRoomForTheCapturerToLive) {
  // White can take the three stones (F5, then F4), but that leaves it the
  // straight three G3-G5 and the dame: Black fills the dame and plays G4.
  // Black first: the dame, then F4, a four-stone sacrifice White must take
  // into a pyramid four. Either way White's nine stones die.
  expect_taken_whoever_moves_first(diagram(pachi_three_stones_dead_shape()), 4, 3, 6, 3);  // E4 against G4
}

TEST(CapturingRace, TheVitalPointOfAPyramidFourOnTheEdgeIsAKillMove) {
  // The same corner, the dame filled and Black's F4 played: White takes
  // F4-G3-G4-G5, a pyramid four whose centre G4 touches none of White's
  // stones, and Black's G4 there kills.
  const Board board = diagram({
      ".X.XXXX",  // 7
      ".XXXOOO",  // 6
      "..XXO.X",  // 5
      "..XXOXX",  // 4
      "..XXOOX",  // 3
      "..XXXOO",  // 2
      "....XXX",  // 1
  });
  expect_taken_whoever_moves_first(board, 4, 3, 6, 3);
}

TEST(CapturingRace, AStripOfDameIsReadWithinTheBudget) {
  // Pachi's "Not 4-stone seki (dead shape)": Black's squared four E3-F4
  // inside White's group, which has five dame against Black's wall (B3-B5,
  // G1, G7). Every order of filling them is the same race; read once, it
  // fits the budget, and White dies.
  const Board board = diagram({
      "...XXX.",  // 7
      "XXXXOOO",  // 6
      "X.OOO.O",  // 5
      "X.O.XXO",  // 4
      "X.OOXXO",  // 3
      "XXXXOOO",  // 2
      "...XXX.",  // 1
  });
  expect_taken_whoever_moves_first(board, 2, 3, 4, 3);  // C4 against E4
}

TEST(CapturingRace, ARaceThatIsAllTheLoserHasOutweighsItsLocalReading) {
  // The local reading's playouts play no sacrifice of four stones, so they
  // keep White's nine stones of the three-stone shape; every liberty White
  // has is shared with the race or a dame, and the race kills it.
  const Board board = diagram(pachi_three_stones_dead_shape());
  DeadStoneAnalysis analysis = testing::analysed(board);
  const Point e4 = board.point(4, 3);
  const ChainEvidence& white = testing::evidence_at(analysis, e4);
  EXPECT_EQ(white.race, Status::Dead) << describe(white);
  EXPECT_EQ(analysis.status[e4], Status::Dead) << describe(white);
  EXPECT_EQ(analysis.status[board.point(6, 3)], Status::Alive);  // G4
}

// KGS 2017-01-02-27 at its end (Japanese rules, RE B+7.5). Left side:
// White's 17 stones B8-D13-G15 have three liberties, E9-E11, between them
// and Black's F column, whose chain has only one more, J14.
std::vector<std::string_view> kgs_2017_01_02_27() {
  return {
      "..X.....XXO...OOX..",  // 19
      ".XOXX.X.XO.O.OOXX..",  // 18
      ".O.OXXXXXO.X.OXX...",  // 17
      "..OX..XOOOOO.OOX...",  // 16
      ".OXX.XOXXXOX.OXX...",  // 15
      ".OXOXXOX.O...OXOXX.",  // 14
      "OXXOOOOXXO..XOXOOX.",  // 13
      "..XOXXOXOOX.XXOOXX.",  // 12
      ".XOO.XXXXOX.OXOOOX.",  // 11
      ".XXO.XOXOOOOOOOXOOX",  // 10
      ".XOO.XOOOXOXXO.XXX.",  // 9
      "XOOOXXO.OXOOXOOX...",  // 8
      ".XXXOXOXXXXOXOX.X..",  // 7
      "XX.XOOOOXOXXXX.X.XX",  // 6
      "XOXX.OO.OOOXXXX.XXO",  // 5
      "OOOXXXXOOOOOOXXXOOO",  // 4
      ".OOOXXXXXXXO.OXOXO.",  // 3
      "..O.OXOOOXO.O.OO...",  // 2
      "...OOOX..O.........",  // 1
  };
}

TEST(CapturingRace, DameThatAreTheWallsLastLibertiesAreNoDame) {
  // Black cannot fill E9-E11 at leisure: they are Black's liberties too,
  // and once White fills J14, whoever fills one of them is taken. The
  // players count it a seki; read as dame, White's stones died (B+44.5).
  const Board board = diagram(kgs_2017_01_02_27());
  const Point d11 = board.point(3, 8);
  EXPECT_FALSE(is_sealed_dame(board, board.point(4, 8), d11));  // E11
  DeadStoneAnalysis analysis = testing::analysed(board);
  EXPECT_NE(analysis.status[d11], Status::Dead) << describe(testing::evidence_at(analysis, d11));
}

// Pachi's nakade sekis (pachi-status/seki.t), 7x7: Black's bulky five
// E5-F5-E4-F4-F3 inside White's group, whose other liberties are dame
// against Black's living wall. Rows 5 and 4 say which two points Black's
// stones share with White.
Board bulky_five_in_white(std::string_view row5, std::string_view row4) {
  return diagram({"..XXXX.", "XXXOOOO", row5, row4, "X.OOOXO", "XXXXOOO", "...XXX."});
}

TEST(CapturingRace, StonesInsideAnEyeSpaceWhoseCaptureLeavesAKillableShapeStandInSeki) {
  // "5-stone seki (don't break, adjacent libs)": the stones share D5 and D4.
  // White filling both takes them into a bulky five, whose vital point
  // Black takes; Black filling one is taken into a six-point space that
  // lives. Neither fills: a seki, and the dame are no way out of it.
  const Board board = bulky_five_in_white("X.O.XXO", "X.O.XXO");
  const auto statuses = status_at(board, {{4, 3}, {2, 3}});
  EXPECT_EQ(statuses[0], Status::Seki);  // E4
  EXPECT_EQ(statuses[1], Status::Seki);  // C4
}

TEST(CapturingRace, AClosedRaceOutweighsTheEyesTheCountGivesAroundTheWinner) {
  // "Not 5-stone seki (dead shape)": the stones share D4 and G4. Black
  // fills the dame, then one of the two, and White must take six stones
  // into a dead shape, or be taken. The count gives White two eyes around
  // Black's stones and the local reading kills them, but the race is all
  // either chain has.
  const Board board = bulky_five_in_white("X.OOXXO", "X.O.XX.");
  expect_taken_whoever_moves_first(board, 2, 3, 4, 3);  // C4 against E4
  const auto statuses = status_at(board, {{2, 3}, {4, 3}});
  EXPECT_EQ(statuses[0], Status::Dead);   // C4
  EXPECT_EQ(statuses[1], Status::Alive);  // E4
}

TEST(CapturingRace, ARaceWhoseSharedLibertyJoinsAFriendIsNotTheWholeStory) {
  // Pachi's "4-stone seki (don't break, middle stone)": Black's four stones
  // share G5 and G3 with White's lone G4, and White taking them at G3 joins
  // G4 to its big chain, whose room (the empty B3-C5, beside Black's wall)
  // the race counts as White's. The race says Black is taken; Pachi's
  // authors count a seki, and goref does not kill Black's stones.
  const Board board = diagram({
      "...XXX.",  // 7
      "XXXXOOO",  // 6
      "X..OOX.",  // 5
      "X..OXXO",  // 4
      "X..OOX.",  // 3
      "XXXXOOO",  // 2
      "...XXX.",  // 1
  });
  expect_taken_whoever_moves_first(board, 4, 3, 6, 3);  // E4 against G4
  EXPECT_NE(status_at(board, {{4, 3}})[0], Status::Dead);  // E4
}

TEST(CapturingRace, ABentFourInTheCornerIsDead) {
  // Black's A7-A6-A5 inside White's corner share White's only liberties,
  // B7 and B5, and the playouts keep both sides. Black plays B7, White
  // takes the four stones into a bent four in the corner, and Black plays
  // inside it: a ko Black takes first, whenever it likes (Japanese 1989
  // art. 7.2: White may not retake it before passing once for it; under
  // area rules Black removes the ko threats first). White is dead.
  const Board board = diagram({
      "X.OX...",  // 7
      "XOOX...",  // 6
      "X.OX...",  // 5
      "OOOX...",  // 4
      "XXXX...",  // 3
      ".......",  // 2
      ".......",  // 1
  });
  expect_taken_whoever_moves_first(board, 1, 1, 0, 1);  // B6 against A6
  const auto statuses = status_at(board, {{1, 1}, {0, 1}});
  EXPECT_EQ(statuses[0], Status::Dead);   // B6
  EXPECT_EQ(statuses[1], Status::Alive);  // A6
}

TEST(CapturingRace, ANotchOnTheEdgeIsAnEyeInTheMakingNotASeamOfDame) {
  // Pachi's three stones again, White's dame now a notch F1-G1 on the
  // bottom edge, G1 touching White alone. White first plays F1, makes an
  // eye at G1 and takes the three stones. Black first fills F1 and G1, then
  // sacrifices at F4 into a pyramid four, and White dies. Read as a seam of
  // dame (no fill of White's worth reading, one fill of Black's), the race
  // had White win whoever moved first (found in review).
  const Board board = diagram({
      ".X.XXXX",  // 7
      ".XXXOOO",  // 6
      "..XXO.X",  // 5
      "..XXO.X",  // 4
      "..XXOOX",  // 3
      "..XXXOO",  // 2
      "....X..",  // 1
  });
  const Point e4 = board.point(4, 3);
  EXPECT_FALSE(is_sealed_dame(board, board.point(5, 6), e4));  // F1
  EXPECT_FALSE(is_sealed_dame(board, board.point(6, 6), e4));  // G1
  const RaceReading race = race_at(board, 4, 3, 6, 3);  // E4 against G4
  ASSERT_TRUE(race.done);
  EXPECT_EQ(race.chain_first, RaceOutcome::OpponentTaken);
  EXPECT_EQ(race.opponent_first, RaceOutcome::ChainTaken);
}

TEST(CapturingRace, ABentFourInTheCornerWhoseWallIsShortOfLibertiesLives) {
  // The bent four of the test above, Black's wall D7-A3 now with three
  // liberties (E7-E5) against White's living outside: White takes the wall
  // during the ko, and the corner lives (found in review). Black's wall and
  // its stones in the corner are the dead ones.
  const Board board = diagram({
      "X.OX.O.",  // 7
      "XOOX.O.",  // 6
      "X.OX.O.",  // 5
      "OOOXOO.",  // 4
      "XXXXO..",  // 3
      "OOOOO..",  // 2
      ".......",  // 1
  });
  const RaceReading race = race_at(board, 1, 1, 0, 1);  // B6 against A6
  ASSERT_TRUE(race.done);
  EXPECT_NE(race.chain_first, RaceOutcome::ChainTaken);
  EXPECT_NE(race.opponent_first, RaceOutcome::ChainTaken);
  const auto statuses = status_at(board, {{1, 1}, {0, 1}, {3, 1}});
  EXPECT_EQ(statuses[0], Status::Alive);  // B6
  EXPECT_EQ(statuses[1], Status::Dead);   // A6
  EXPECT_EQ(statuses[2], Status::Dead);   // D6
}

TEST(CapturingRace, AClosedRaceLoserLivesByTakingAWallChainShortOfLiberties) {
  // Black's corner A2-D1 holds White's B1 on the vital point of a straight
  // three, and its other liberties are three dame against White's living
  // wall: alone, the race with B1 is lost whoever moves first. But White's
  // E2-F2-E1 beside it has three liberties, all inside Black's right side.
  // Black takes it in three moves, while White needs six to take the
  // corner (three dame, then the kill), and the corner joins Black's right
  // side. The race is not closed, and the corner lives.
  const Board board = diagram({
      ".O.OX....",  // 9
      "OOOOX....",  // 8
      "...OX....",  // 7
      "...OX....",  // 6
      "...OX....",  // 5
      "OOOOXXX..",  // 4
      "...OX.XX.",  // 3
      "XXXXOO.X.",  // 2
      ".O.XO..X.",  // 1
  });
  expect_taken_whoever_moves_first(board, 0, 7, 1, 8);  // A2 against B1, which does not read E2
  EXPECT_EQ(board.liberty_count(board.point(4, 7)), 3);  // E2
  const auto statuses = status_at(board, {{0, 7}, {4, 7}, {1, 8}});
  EXPECT_EQ(statuses[0], Status::Alive);  // A2
  EXPECT_EQ(statuses[1], Status::Dead);   // E2
  EXPECT_EQ(statuses[2], Status::Dead);   // B1
}

TEST(CapturingRace, TwoGroupsEachLosingARaceToTheOthersStonesInsideAreUncertain) {
  // Black's 39 stones on the left and White's 30 on the right touch, and
  // each group's only eye space holds two of the other's stones, with four
  // liberties shared between them. Alone, each loses that race whoever moves
  // first (the filler is taken, or takes the inside stones into a bulky five
  // whose vital point the other plays), but each kill needs the killer's
  // group to stand meanwhile, and that group is the other loser: whoever
  // starts first kills. No verdict on them is better than a coin toss, and
  // the count's winner changes with it.
  const Board board = diagram({
      ".O.XXOOOO",  // 9
      ".O.XXOOOO",  // 8
      "XXXXXOOOO",  // 7
      "XXXXXOOOO",  // 6
      "XXXXXOOOO",  // 5
      "XXXXXOOOO",  // 4
      "XXXXXOOOO",  // 3
      "XXXXXO.X.",  // 2
      "XXXXXO.X.",  // 1
  });
  expect_taken_whoever_moves_first(board, 1, 7, 1, 1);  // B2 against B8
  expect_taken_whoever_moves_first(board, 5, 4, 7, 7);  // F5 against H2
  DeadStoneAnalysis analysis = testing::analysed(board);
  for (const auto& [x, y] : {std::pair{1, 4}, std::pair{5, 4}, std::pair{1, 0}, std::pair{7, 7}}) {
    const ChainEvidence& e = testing::evidence_at(analysis, board.point(x, y));
    EXPECT_TRUE(e.races_lost_both_ways) << x << "," << y << ": " << describe(e);
    EXPECT_EQ(certainty(e), Certainty::Uncertain) << x << "," << y << ": " << describe(e);
  }
}

TEST(CapturingRace, AChainShortOfLibertiesIsRacedThoughThePlayoutsKeepIt) {
  // The same corner: the playouts keep Black's ten stones more often than
  // not, so no sampled reading looks at them again, but both it and White's
  // R2 chain are short of liberties and the race kills it.
  const Board board = diagram(fox_1451229563());
  DeadStoneAnalysis analysis = testing::analysed(board);
  const Point q3 = board.point(15, 16);
  const ChainEvidence& corner = testing::evidence_at(analysis, q3);
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
  DeadStoneAnalysis analysis = testing::analysed(board);
  // The playouts take White's stones (one side of every seki); the race
  // keeps both sides, as GNU Go and the players' W+8.5 count them.
  for (const auto& [x, y] : {std::pair{4, 7}, std::pair{7, 7}, std::pair{7, 8}, std::pair{8, 7}}) {
    const ChainEvidence& e = testing::evidence_at(analysis, board.point(x, y));
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
  DeadStoneAnalysis analysis = testing::analysed(board);
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
