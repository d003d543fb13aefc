// Counting with known statuses: area and territory, Japanese seki and dame
// handling (rules-sources §5.2 option 3, defensive moves once the dame are
// filled), handicap bonus, AGA pass stones, the button and result strings.
#include <gtest/gtest.h>

#include "scoring/count.h"
#include "test_board.h"

namespace goref::scoring {
namespace {

using core::Board;
using core::Color;
using core::Point;
using core::Ruleset;
using core::ScoringRule;

using testing::diagram;

PointMap<Status> all_alive(const Board& board) {
  PointMap<Status> status{};
  for (int y = 0; y < board.height(); ++y)
    for (int x = 0; x < board.width(); ++x)
      if (board.at(board.point(x, y)) != Color::Empty) status[board.point(x, y)] = Status::Alive;
  return status;
}

ScoreBreakdown count_with(const Board& board, const PointMap<Status>& status, ScoringRule scoring, double komi = 0) {
  CountInput input;
  input.board = &board;
  input.status = &status;
  input.rules.scoring_rule = scoring;
  input.komi = komi;
  ScoreBreakdown out;
  count(input, out);
  return out;
}

TEST(Count, FormatResult) {
  EXPECT_EQ(format_result(3.5, core::TieRule::Draw), "W+3.5");
  EXPECT_EQ(format_result(-0.5, core::TieRule::Draw), "B+0.5");
  EXPECT_EQ(format_result(-7, core::TieRule::Draw), "B+7");
  EXPECT_EQ(format_result(0, core::TieRule::Draw), "0");
  EXPECT_EQ(format_result(0, core::TieRule::BlackWins), "B+0");
  EXPECT_EQ(format_result(12.25, core::TieRule::Draw), "W+12.25");
  EXPECT_EQ(format_points(7.5), "7.5");
  EXPECT_EQ(format_points(-0.5), "-0.5");
}

TEST(Count, AreaAndTerritoryOfT19) {
  const Board board = diagram({
      "...XO..", "...XO..", "...XO..", "...XO..", "...XO..", "...XO..", "...XO..",
  });
  const PointMap<Status> status = all_alive(board);
  const ScoreBreakdown area = count_with(board, status, ScoringRule::Area, 7);
  EXPECT_EQ(area.color[0].area, 28);
  EXPECT_EQ(area.color[1].area, 21);
  EXPECT_EQ(area.result, "0");
  const ScoreBreakdown territory = count_with(board, status, ScoringRule::Territory, 6.5);
  EXPECT_EQ(territory.color[0].territory, 21);
  EXPECT_EQ(territory.color[1].territory, 14);
  EXPECT_EQ(territory.result, "B+0.5");
}

TEST(Count, DeadStonesAreRemovedAndCountTwiceUnderTerritory) {
  const Board board = diagram({
      "....XO.", "....XO.", "....XO.", "..O.XO.", "....XO.", "....XO.", "....XO.",
  });
  PointMap<Status> status = all_alive(board);
  status[board.point(2, 3)] = Status::Dead;
  const ScoreBreakdown jp = count_with(board, status, ScoringRule::Territory, 6.5);
  EXPECT_EQ(jp.color[0].territory, 28);  // the dead stone's point included
  EXPECT_EQ(jp.color[0].prisoners, 1);
  EXPECT_EQ(jp.color[1].dead, 1);
  EXPECT_EQ(jp.points[board.point(2, 3)], PointClass::DeadWhite);
  EXPECT_EQ(jp.result, "B+15.5");
}

TEST(Count, DefensiveMoveInsideOwnTerritory) {
  // D1 (Black) has two liberties: C1 in Black's territory and the dame E1.
  // Once White fills E1, Black must connect at C1: that point is not counted
  // under territory rules (KGS players count it so); area counting ignores it.
  const Board board = diagram({
      "..XO..",
      "..XO..",
      "XXXOOO",
      ".X.X.O",
  });
  const PointMap<Status> status = all_alive(board);
  const ScoreBreakdown jp = count_with(board, status, ScoringRule::Territory);
  EXPECT_EQ(jp.color[0].defensive, 1);
  EXPECT_EQ(jp.color[0].territory, 5);
  EXPECT_EQ(jp.points[board.point(2, 3)], PointClass::Dame);
  const ScoreBreakdown cn = count_with(board, status, ScoringRule::Area);
  EXPECT_EQ(cn.color[0].territory, 6);
  EXPECT_EQ(cn.color[0].defensive, 0);
}

TEST(Count, NoDefensiveMoveWhenADameConnects) {
  // As above, but Black can answer White's E1 by connecting at... E1 itself
  // is the connection (D1 joins the black stone on F1's side): no loss.
  const Board board = diagram({
      "..XO.X",
      "..XO.X",
      "XXXOOX",
      ".X.X.X",
  });
  const PointMap<Status> status = all_alive(board);
  const ScoreBreakdown jp = count_with(board, status, ScoringRule::Territory);
  EXPECT_EQ(jp.color[0].defensive, 0);
}

TEST(Count, SekiEyesAndDameUnderTerritoryRules) {
  const Board board = diagram({
      "..XO...", "..XO...", "..XO...", "..XO...", "XXXOOOO", "OOOXXXO", ".O.X.XO",
  });
  const PointMap<Status> status = all_alive(board);
  const ScoreBreakdown jp = count_with(board, status, ScoringRule::Territory, 6.5);
  EXPECT_EQ(jp.color[0].territory, 8);
  EXPECT_EQ(jp.color[1].territory, 12);
  EXPECT_EQ(jp.color[0].seki_points, 1);
  EXPECT_EQ(jp.color[1].seki_points, 1);
  EXPECT_EQ(jp.seki_dame, 1);
  EXPECT_TRUE(jp.seki_stone[board.point(3, 6)]);
  EXPECT_FALSE(jp.seki_stone[board.point(2, 0)]);
  const ScoreBreakdown cn = count_with(board, status, ScoringRule::Area, 7.5);
  EXPECT_EQ(cn.color[0].area, 21);
  EXPECT_EQ(cn.color[1].area, 27);
  EXPECT_TRUE(cn.seki_stone[board.point(3, 6)]);
}

TEST(Count, AgreedSekiMarksRemoveEyesFromTerritory) {
  // No seki dame here, but the players marked the corner chain seki: its
  // eye is not territory under territory rules.
  const Board board = diagram({
      ".X.O.",
      "XXOO.",
      "OOO..",
      ".....",
      ".....",
  });
  PointMap<Status> status = all_alive(board);
  const ScoreBreakdown plain = count_with(board, status, ScoringRule::Territory);
  EXPECT_EQ(plain.color[0].territory, 1);
  status[board.point(1, 0)] = status[board.point(0, 1)] = status[board.point(1, 1)] = Status::Seki;
  const ScoreBreakdown seki = count_with(board, status, ScoringRule::Territory);
  EXPECT_EQ(seki.color[0].territory, 0);
  EXPECT_EQ(seki.color[0].seki_points, 1);
  EXPECT_TRUE(seki.seki_stone[board.point(1, 0)]);
}

TEST(Count, HandicapBonusButtonAndPassStones) {
  const Board b5 = diagram({".XO..", ".XO..", ".XO..", ".XO..", ".XO.."});
  const PointMap<Status> status = all_alive(b5);
  CountInput input;
  input.board = &b5;
  input.status = &status;
  input.komi = 0.5;
  input.handicap = 2;
  input.rules.handicap_bonus = core::HandicapBonus::PerStone;
  ScoreBreakdown out;
  count(input, out);
  EXPECT_EQ(out.handicap_bonus, 2);
  EXPECT_EQ(out.result, "W+7.5");
  input.rules.handicap_bonus = core::HandicapBonus::PerStoneMinusOne;
  count(input, out);
  EXPECT_EQ(out.result, "W+6.5");
  input.handicap = 1;  // one stone is no handicap
  count(input, out);
  EXPECT_EQ(out.handicap_bonus, 0);
  input.handicap = 0;
  input.rules.handicap_bonus = core::HandicapBonus::None;
  input.rules.button = true;
  input.komi = 7;
  input.first_passer = Color::Black;
  count(input, out);
  EXPECT_EQ(out.button, -0.5);
  EXPECT_EQ(out.result, "W+11.5");
  input.first_passer = Color::White;
  count(input, out);
  EXPECT_EQ(out.result, "W+12.5");
  // AGA: passes hand the opponent a stone; White's closing pass when Black passed last.
  input.rules = Ruleset{};
  input.rules.pass_stones = true;
  input.passes = {1, 1};
  input.last_passer = Color::Black;
  input.play_stopped = true;
  count(input, out);
  EXPECT_EQ(out.closing_pass, 1);
  EXPECT_EQ(out.color[0].pass_stones, 2);
  EXPECT_EQ(out.color[1].pass_stones, 1);
}

TEST(Count, TrompTaylorKeepsEveryStone) {
  const Board board = diagram({
      "....XO.", "....XO.", "....XO.", "..O.XO.", "....XO.", "....XO.", "....XO.",
  });
  PointMap<Status> status = all_alive(board);
  status[board.point(2, 3)] = Status::Dead;
  CountInput input;
  input.board = &board;
  input.status = &status;
  input.rules.score_all_stones_alive = true;
  input.komi = 7.5;
  ScoreBreakdown out;
  count(input, out);
  EXPECT_EQ(out.color[0].area, 7);
  EXPECT_EQ(out.color[1].area, 15);
  EXPECT_EQ(out.result, "W+15.5");
}

}  // namespace
}  // namespace goref::scoring
