// RE and final_score texts.
#include <gtest/gtest.h>

#include "check/result.h"

namespace goref::check {
namespace {

TEST(ParseResult, Counts) {
  GameResult r = parse_result("B+3.5");
  EXPECT_EQ(r.kind, ResultKind::Score);
  EXPECT_EQ(r.winner, 'B');
  EXPECT_EQ(r.margin, 3.5);
  r = parse_result(" w+12.50 ");
  EXPECT_EQ(r.kind, ResultKind::Score);
  EXPECT_EQ(r.winner, 'W');
  EXPECT_EQ(r.margin, 12.5);
  EXPECT_EQ(parse_result("W+7").margin, 7.0);
}

TEST(ParseResult, DrawsAndOthers) {
  for (const char* draw : {"0", "Draw", "draw", "Jigo", "B+0", "W+0.0", "D"}) {
    EXPECT_EQ(parse_result(draw).kind, ResultKind::Draw) << draw;
  }
  EXPECT_EQ(parse_result("B+R").kind, ResultKind::Resign);
  EXPECT_EQ(parse_result("W+Resign").kind, ResultKind::Resign);
  EXPECT_EQ(parse_result("W+T").kind, ResultKind::Time);
  EXPECT_EQ(parse_result("B+Time").kind, ResultKind::Time);
  EXPECT_EQ(parse_result("B+F").kind, ResultKind::Forfeit);
  EXPECT_EQ(parse_result("B+").kind, ResultKind::Win);
  EXPECT_EQ(parse_result("W+Illegal").kind, ResultKind::Win);
  EXPECT_EQ(parse_result("W+Illegal").winner, 'W');
  EXPECT_EQ(parse_result("Void").kind, ResultKind::Void);
  for (const char* unknown : {"?", "", "X+3", "B3.5", "B+3.5.5", "B+-3", "B+1e3"}) {
    const GameResult u = parse_result(unknown);
    EXPECT_TRUE(u.kind == ResultKind::Unknown || u.kind == ResultKind::Win) << unknown;
    EXPECT_FALSE(is_counted(u)) << unknown;
  }
}

TEST(SameCount, ComparesWinnerAndMargin) {
  EXPECT_TRUE(same_count(parse_result("B+3.50"), parse_result("B+3.5")));
  EXPECT_FALSE(same_count(parse_result("B+3.5"), parse_result("W+3.5")));
  EXPECT_FALSE(same_count(parse_result("B+3.5"), parse_result("B+4.5")));
  EXPECT_TRUE(same_count(parse_result("0"), parse_result("Jigo")));
  EXPECT_FALSE(same_count(parse_result("0"), parse_result("B+0.5")));
  EXPECT_FALSE(same_count(parse_result("B+R"), parse_result("B+R")));
}

}  // namespace
}  // namespace goref::check
