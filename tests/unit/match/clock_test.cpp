// The four time systems, charged move by move as the runner charges them.
#include <gtest/gtest.h>

#include "match/clock.h"

namespace goref::match {
namespace {

TimeControl parse(const std::string& text) {
  std::string error;
  auto time = parse_time_control(text, error);
  EXPECT_TRUE(time) << error;
  return time.value_or(TimeControl{});
}

TEST(Clock, NoClockAllowsAnythingAndLosesNothing) {
  GameClock clock(parse("none"));
  EXPECT_FALSE(clock.running());
  EXPECT_FALSE(clock.allowed());
  EXPECT_TRUE(clock.charge(1e6, 0));
}

TEST(Clock, AbsoluteTimeRunsDownAndRunsOut) {
  GameClock clock(parse("absolute:10"));
  EXPECT_TRUE(clock.charge(4, 0));
  EXPECT_DOUBLE_EQ(*clock.allowed(), 6);
  EXPECT_EQ(clock.time_left().seconds, 6);
  EXPECT_EQ(clock.time_left().stones, 0);
  EXPECT_FALSE(clock.charge(6.2, 0.1));
}

TEST(Clock, AnOverrunWithinTheMarginIsForgivenAndChargedAsTheRest) {
  GameClock clock(parse("absolute:10"));
  EXPECT_TRUE(clock.charge(10.05, 0.1));
  EXPECT_DOUBLE_EQ(*clock.allowed(), 0);
  EXPECT_DOUBLE_EQ(clock.used(), 10.05);
}

TEST(Clock, CanadianByoYomiGivesStonesPerPeriodAndRenewsThePeriod) {
  GameClock clock(parse("canadian:5:10:2"));
  EXPECT_DOUBLE_EQ(*clock.allowed(), 15);  // main time, then the first period
  EXPECT_TRUE(clock.charge(7, 0));         // 5 of main, 2 of the period; first stone of the period
  EXPECT_EQ(clock.time_left().seconds, 8);
  EXPECT_EQ(clock.time_left().stones, 1);
  EXPECT_TRUE(clock.charge(7.5, 0));       // second stone: the period renews
  EXPECT_EQ(clock.time_left().seconds, 10);
  EXPECT_EQ(clock.time_left().stones, 2);
  EXPECT_FALSE(clock.charge(10.5, 0.1));
}

TEST(Clock, JapaneseByoYomiKeepsAPeriodThatWasNotOverrun) {
  GameClock clock(parse("japanese:0:5:3"));
  EXPECT_DOUBLE_EQ(*clock.allowed(), 15);
  EXPECT_TRUE(clock.charge(4.9, 0));
  EXPECT_EQ(clock.time_left().stones, 3);  // kgsGtp: time_left carries periods in byo-yomi
  EXPECT_EQ(clock.time_left().seconds, 5);
  EXPECT_TRUE(clock.charge(11, 0));        // two periods gone
  EXPECT_EQ(clock.time_left().stones, 1);
  EXPECT_DOUBLE_EQ(*clock.allowed(), 5);
  EXPECT_FALSE(clock.charge(5.3, 0.1));
}

TEST(Clock, FischerAddsTheIncrementAfterEveryMove) {
  GameClock clock(parse("fischer:10:2"));
  EXPECT_TRUE(clock.charge(3, 0));
  EXPECT_DOUBLE_EQ(*clock.allowed(), 9);
  EXPECT_TRUE(clock.charge(9, 0));
  EXPECT_DOUBLE_EQ(*clock.allowed(), 2);
}

TEST(Clock, BadTimeControlsAreRefusedWithTheirForm) {
  std::string error;
  EXPECT_FALSE(parse_time_control("canadian:60:30", error));
  EXPECT_NE(error.find("canadian:MAIN:PERIOD:STONES"), std::string::npos);
  EXPECT_FALSE(parse_time_control("absolute:-1", error));
  EXPECT_FALSE(parse_time_control("sudden", error));
  EXPECT_FALSE(parse_time_control("japanese:60:0:3", error));
}

TEST(Clock, TimeControlsPrintAsTheyParse) {
  for (const char* text : {"none", "absolute:60", "canadian:60:30:5", "japanese:60:10:3", "fischer:60:2.5"})
    EXPECT_EQ(parse(text).to_string(), text);
}

}  // namespace
}  // namespace goref::match
