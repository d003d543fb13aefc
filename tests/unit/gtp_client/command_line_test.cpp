// Engine command lines are split as a POSIX shell splits words, without expansion.
#include <gtest/gtest.h>

#include "gtp/client/engine_process.h"

namespace goref::gtp::client {
namespace {

std::vector<std::string> split(const std::string& line) {
  std::string error;
  auto words = split_command_line(line, error);
  EXPECT_TRUE(words) << error;
  return words.value_or(std::vector<std::string>{});
}

TEST(CommandLine, BlanksSeparateWords) {
  EXPECT_EQ(split("  gnugo --mode\tgtp  "), (std::vector<std::string>{"gnugo", "--mode", "gtp"}));
}

TEST(CommandLine, QuotesKeepBlanksAndAreRemoved) {
  EXPECT_EQ(split("bot --name 'two words' \"a \\\"q\\\" b\" x'y'z"),
            (std::vector<std::string>{"bot", "--name", "two words", "a \"q\" b", "xyz"}));
}

TEST(CommandLine, BackslashEscapesOutsideQuotes) {
  EXPECT_EQ(split("a\\ b c"), (std::vector<std::string>{"a b", "c"}));
}

TEST(CommandLine, NothingIsExpanded) {
  EXPECT_EQ(split("bot $HOME *.sgf ~"), (std::vector<std::string>{"bot", "$HOME", "*.sgf", "~"}));
}

TEST(CommandLine, UnterminatedQuoteAndEmptyLineAreErrors) {
  std::string error;
  EXPECT_FALSE(split_command_line("bot 'open", error));
  EXPECT_NE(error.find("unterminated"), std::string::npos);
  EXPECT_FALSE(split_command_line("   ", error));
}

}  // namespace
}  // namespace goref::gtp::client
