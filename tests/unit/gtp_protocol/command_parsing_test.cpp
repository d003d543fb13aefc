// Command::parse: GNU Go's line preprocessing (gtp-sources §0 item 1, §1.1).

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "gtp/protocol/command.h"
#include "gtp/protocol/failure.h"

namespace goref::gtp {
namespace {

using Args = std::vector<std::string>;

Command parse_command(std::string_view line) {
  std::optional<Command> command = Command::parse(line);
  if (!command) {
    ADD_FAILURE() << "expected a command for line '" << line << "'";
    return Command(std::nullopt, "", {});
  }
  return *command;
}

TEST(CommandParsing, SplitsNameAndArguments) {
  const Command command = parse_command("play b D4");
  EXPECT_EQ(command.id(), std::nullopt);
  EXPECT_EQ(command.name(), "play");
  EXPECT_EQ(command.args(), (Args{"b", "D4"}));
  EXPECT_EQ(command.arg_count(), 2U);
}

TEST(CommandParsing, CommandWithoutArgumentsHasNone) {
  const Command command = parse_command("list_commands");
  EXPECT_EQ(command.name(), "list_commands");
  EXPECT_EQ(command.arg_count(), 0U);
}

TEST(CommandParsing, LeadingNumberIsTheId) {
  const Command command = parse_command("10 play W A1");
  EXPECT_EQ(command.id(), 10);
  EXPECT_EQ(command.name(), "play");
  EXPECT_EQ(command.args(), (Args{"W", "A1"}));
}

TEST(CommandParsing, IdZeroIsAnId) { EXPECT_EQ(parse_command("0 name").id(), 0); }

TEST(CommandParsing, LeadingZerosInIdAreAccepted) { EXPECT_EQ(parse_command("007 name").id(), 7); }

TEST(CommandParsing, LargestGtpIntIsAcceptedAsId) {
  EXPECT_EQ(parse_command("2147483647 name").id(), Command::kMaxId);
}

TEST(CommandParsing, IdAboveLargestGtpIntIsASyntaxError) {
  for (const char* line : {"2147483648 name", "99999999999999999999999999 name"}) {
    try {
      (void)Command::parse(line);
      ADD_FAILURE() << "no Failure for " << line;
    } catch (const Failure& failure) {
      EXPECT_EQ(failure.message(), "syntax error: id out of range");
    }
  }
}

TEST(CommandParsing, LongZeroPaddedIdIsStillInRange) {
  EXPECT_EQ(parse_command("000000000000000000042 name").id(), 42);
}

TEST(CommandParsing, NegativeNumberIsNotAnIdButTheName) {
  const Command command = parse_command("-5 name");
  EXPECT_EQ(command.id(), std::nullopt);
  EXPECT_EQ(command.name(), "-5");
  EXPECT_EQ(command.args(), (Args{"name"}));
}

TEST(CommandParsing, DigitsGluedToTheNameAreNotAnId) {
  const Command command = parse_command("10name");
  EXPECT_EQ(command.id(), std::nullopt);
  EXPECT_EQ(command.name(), "10name");
}

TEST(CommandParsing, NamesKeepTheirCase) { EXPECT_EQ(parse_command("11 PLAY b D4").name(), "PLAY"); }

TEST(CommandParsing, TabsSeparateWordsLikeSpaces) {
  // Observed GNU Go input (gtp-sources §1.1).
  const Command command = parse_command("10\tplay\tW\tA1  # trailing comment");
  EXPECT_EQ(command.id(), 10);
  EXPECT_EQ(command.name(), "play");
  EXPECT_EQ(command.args(), (Args{"W", "A1"}));
}

TEST(CommandParsing, RunsOfWhitespaceAreOneSeparator) {
  const Command command = parse_command("   play  \t b \t\t D4   ");
  EXPECT_EQ(command.name(), "play");
  EXPECT_EQ(command.args(), (Args{"b", "D4"}));
}

TEST(CommandParsing, CarriageReturnIsDropped) {
  const Command command = parse_command("3 play b D4\r");
  EXPECT_EQ(command.id(), 3);
  EXPECT_EQ(command.args(), (Args{"b", "D4"}));
}

TEST(CommandParsing, CarriageReturnInsideAWordIsDroppedNotASeparator) {
  EXPECT_EQ(parse_command("na\rme").name(), "name");
}

TEST(CommandParsing, NulAndOtherControlCharactersAreDropped) {
  using namespace std::string_literals;
  const Command command = parse_command("\x01na\0me\x7f \x1b"s "arg\x1f");
  EXPECT_EQ(command.name(), "name");
  EXPECT_EQ(command.args(), (Args{"arg"}));
}

TEST(CommandParsing, ControlCharacterIsNotAWordSeparator) {
  // GNU Go deletes it, so the neighbours join.
  EXPECT_EQ(parse_command("play\x0b" "b D4").name(), "playb");
}

TEST(CommandParsing, LineFeedInsideTheLineIsWhitespace) {
  const Command command = parse_command("name\n");
  EXPECT_EQ(command.name(), "name");
  EXPECT_EQ(command.arg_count(), 0U);
}

TEST(CommandParsing, HashStartsACommentAnywhere) {
  EXPECT_EQ(parse_command("name#comment").name(), "name");
  EXPECT_EQ(parse_command("play b # D4").args(), (Args{"b"}));
  EXPECT_EQ(parse_command("play b D4# x y").args(), (Args{"b", "D4"}));
}

TEST(CommandParsing, BytesAboveAsciiArePreserved) {
  EXPECT_EQ(parse_command("echo h\xc3\xa9llo").args(), (Args{"h\xc3\xa9llo"}));
}

TEST(CommandParsing, EmptyLineGetsNoResponse) { EXPECT_EQ(Command::parse(""), std::nullopt); }

TEST(CommandParsing, WhitespaceOnlyLineGetsNoResponse) {
  EXPECT_EQ(Command::parse("  \t  \r"), std::nullopt);
}

TEST(CommandParsing, CommentOnlyLineGetsNoResponse) {
  EXPECT_EQ(Command::parse("# just a comment"), std::nullopt);
  EXPECT_EQ(Command::parse("  # comment only"), std::nullopt);
  EXPECT_EQ(Command::parse("# interrupt"), std::nullopt);  // GoGui's interrupt signal
}

TEST(CommandParsing, ControlOnlyLineGetsNoResponse) {
  using namespace std::string_literals;
  EXPECT_EQ(Command::parse("\0\x01\x7f\r"s), std::nullopt);
}

TEST(CommandParsing, IdOnlyLineGetsNoResponse) {
  EXPECT_EQ(Command::parse("42"), std::nullopt);
  EXPECT_EQ(Command::parse("42   # and a comment"), std::nullopt);
}

TEST(CommandParsing, OutOfRangeIdOnlyLineGetsNoResponse) {
  EXPECT_EQ(Command::parse("99999999999999999999"), std::nullopt);
}

TEST(CommandParsing, IdFollowedByCommentedCommandGetsNoResponse) {
  EXPECT_EQ(Command::parse("7 # name"), std::nullopt);
}

TEST(CommandParsing, ToStringGivesCanonicalText) {
  EXPECT_EQ(parse_command("  5\tplay   b  D4 # c").to_string(), "5 play b D4");
  EXPECT_EQ(parse_command("name").to_string(), "name");
}

}  // namespace
}  // namespace goref::gtp
