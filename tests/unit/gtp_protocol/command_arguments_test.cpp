// Command argument accessors: uniform "syntax error: ..." failures (house
// style rule 5, GTP v2 spec entities int/float, gtp-sources §1.3).

#include <gtest/gtest.h>

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "gtp/protocol/command.h"
#include "gtp/protocol/failure.h"

namespace goref::gtp {
namespace {

Command with_args(std::vector<std::string> args) { return Command(std::nullopt, "test", std::move(args)); }

// The Failure message thrown by `action`, or "<no failure>".
std::string failure_of(const std::function<void()>& action) {
  try {
    action();
  } catch (const Failure& failure) {
    return failure.message();
  }
  return "<no failure>";
}

TEST(CommandArguments, ArgReturnsTheArgumentAtIndex) {
  const Command command = with_args({"b", "D4"});
  EXPECT_EQ(command.arg(0), "b");
  EXPECT_EQ(command.arg(1), "D4");
}

TEST(CommandArguments, ArgBeyondTheLastFailsWithMissingArgument) {
  const Command command = with_args({"b"});
  EXPECT_EQ(failure_of([&] { (void)command.arg(1); }), "syntax error: missing argument");
}

TEST(CommandArguments, ExpectArgCountAcceptsTheExactCount) {
  EXPECT_NO_THROW(with_args({"a", "b"}).expect_arg_count(2));
  EXPECT_NO_THROW(with_args({}).expect_arg_count(0));
}

TEST(CommandArguments, ExpectArgCountNamesExpectedAndActualCounts) {
  EXPECT_EQ(failure_of([] { with_args({"a", "b"}).expect_arg_count(1); }),
            "syntax error: expected 1 argument, got 2");
  EXPECT_EQ(failure_of([] { with_args({}).expect_arg_count(2); }), "syntax error: expected 2 arguments, got 0");
}

TEST(CommandArguments, ExpectArgCountBetweenAcceptsBothBounds) {
  EXPECT_NO_THROW(with_args({"f"}).expect_arg_count_between(1, 2));
  EXPECT_NO_THROW(with_args({"f", "3"}).expect_arg_count_between(1, 2));
}

TEST(CommandArguments, ExpectArgCountBetweenRejectsCountsOutside) {
  EXPECT_EQ(failure_of([] { with_args({}).expect_arg_count_between(1, 2); }),
            "syntax error: expected 1 to 2 arguments, got 0");
  EXPECT_EQ(failure_of([] { with_args({"a", "b", "c"}).expect_arg_count_between(1, 2); }),
            "syntax error: expected 1 to 2 arguments, got 3");
}

TEST(CommandArguments, IntArgParsesValuesInRange) {
  const Command command = with_args({"19", "0", "-7", "+3", "0025"});
  EXPECT_EQ(command.int_arg(0, 1, 25), 19);
  EXPECT_EQ(command.int_arg(1, 0, 10), 0);
  EXPECT_EQ(command.int_arg(2, -10, 10), -7);
  EXPECT_EQ(command.int_arg(3, 0, 10), 3);
  EXPECT_EQ(command.int_arg(4, 1, 25), 25);
}

TEST(CommandArguments, IntArgAcceptsBothBounds) {
  const Command command = with_args({"1", "25"});
  EXPECT_EQ(command.int_arg(0, 1, 25), 1);
  EXPECT_EQ(command.int_arg(1, 1, 25), 25);
}

TEST(CommandArguments, IntArgRejectsValuesOutsideTheRange) {
  EXPECT_EQ(failure_of([] { (void)with_args({"26"}).int_arg(0, 1, 25); }),
            "syntax error: 26 is out of range 1..25");
  EXPECT_EQ(failure_of([] { (void)with_args({"0"}).int_arg(0, 1, 25); }), "syntax error: 0 is out of range 1..25");
  EXPECT_EQ(failure_of([] { (void)with_args({"-1"}).int_arg(0, 0, 2147483647); }),
            "syntax error: -1 is out of range 0..2147483647");
}

TEST(CommandArguments, IntArgRejectsValuesTooLargeForLong) {
  EXPECT_EQ(failure_of([] { (void)with_args({"99999999999999999999999"}).int_arg(0, 0, 10); }),
            "syntax error: 99999999999999999999999 is out of range 0..10");
}

TEST(CommandArguments, IntArgRejectsNonIntegers) {
  for (const char* text : {"x", "4x", "1.5", "+", "-", "0x10", "1e3", " 5", "--5", "+-5"}) {
    EXPECT_EQ(failure_of([&] { (void)with_args({text}).int_arg(0, -100000, 100000); }),
              std::string("syntax error: ") + text + " is not an integer")
        << text;
  }
}

TEST(CommandArguments, IntArgQuotesAnEmptyArgument) {
  EXPECT_EQ(failure_of([] { (void)with_args({""}).int_arg(0, 0, 1); }), "syntax error: \"\" is not an integer");
}

TEST(CommandArguments, IntArgOnMissingArgumentFailsWithMissingArgument) {
  EXPECT_EQ(failure_of([] { (void)with_args({}).int_arg(0, 0, 1); }), "syntax error: missing argument");
}

TEST(CommandArguments, FloatArgAcceptsDecimalsAsControllersSendThem) {
  // GoGui drops trailing zeros ("7"), Sabaki uses JS formatting ("1e-7"),
  // komi may be negative (gtp-sources §1.3).
  const std::vector<std::pair<std::string, double>> cases = {
      {"6.5", 6.5}, {"7", 7.0},   {"0", 0.0},     {"-3.5", -3.5}, {"+6.5", 6.5},    {".5", 0.5},
      {"5.", 5.0},  {"1e2", 100}, {"1E-3", 0.001}, {"-0.5", -0.5}, {"1e-7", 1e-7}, {"0375.25", 375.25}};
  for (const auto& [text, value] : cases) {
    EXPECT_DOUBLE_EQ(with_args({text}).float_arg(0), value) << text;
  }
}

TEST(CommandArguments, FloatArgRejectsNanAndInfinity) {
  for (const char* text : {"nan", "NaN", "-nan", "inf", "-inf", "+inf", "infinity", "Infinity"}) {
    EXPECT_EQ(failure_of([&] { (void)with_args({text}).float_arg(0); }),
              std::string("syntax error: ") + text + " is not a number")
        << text;
  }
}

TEST(CommandArguments, FloatArgRejectsValuesThatOverflowToInfinity) {
  for (const char* text : {"1e999", "-1e999", "1e309"}) {
    EXPECT_EQ(failure_of([&] { (void)with_args({text}).float_arg(0); }),
              std::string("syntax error: ") + text + " is out of range")
        << text;
  }
}

TEST(CommandArguments, FloatArgRejectsNonNumbers) {
  for (const char* text : {"x", ".", "-", "+", "1.2.3", "0x1p3", "1e", "1e+", "6,5", "+-5", "e5", "5x", "--1"}) {
    EXPECT_EQ(failure_of([&] { (void)with_args({text}).float_arg(0); }),
              std::string("syntax error: ") + text + " is not a number")
        << text;
  }
}

TEST(CommandArguments, FloatArgRejectsAnEmptyArgument) {
  EXPECT_EQ(failure_of([] { (void)with_args({""}).float_arg(0); }), "syntax error: \"\" is not a number");
}

TEST(CommandArguments, FloatArgOnMissingArgumentFailsWithMissingArgument) {
  EXPECT_EQ(failure_of([] { (void)with_args({}).float_arg(0); }), "syntax error: missing argument");
}

TEST(CommandArguments, ErrorMessagesQuoteOnlyTheStartOfALongArgument) {
  const std::string message = failure_of([] { (void)with_args({std::string(100000, '7') + "x"}).float_arg(0); });
  EXPECT_EQ(message, "syntax error: " + std::string(40, '7') + "... is not a number");
}

TEST(CommandArguments, QuotedArgumentIsNotCutInsideAUtf8Sequence) {
  // 39 ASCII bytes then a 2-byte sequence straddling the 40-byte limit.
  const std::string text = std::string(39, 'a') + "\xc3\xa9" + std::string(10, 'b');
  const std::string message = failure_of([&] { (void)with_args({text}).int_arg(0, 0, 1); });
  EXPECT_EQ(message, "syntax error: " + std::string(39, 'a') + "... is not an integer");
}

TEST(CommandArguments, JoinedArgsUsesSingleSpaces) {
  const Command command = with_args({"set", "rules", "japanese"});
  EXPECT_EQ(command.joined_args(), "set rules japanese");
  EXPECT_EQ(command.joined_args(1), "rules japanese");
  EXPECT_EQ(command.joined_args(3), "");
  EXPECT_EQ(command.joined_args(10), "");
}

}  // namespace
}  // namespace goref::gtp
