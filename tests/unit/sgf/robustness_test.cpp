// Hostile and broken input: every case gives a clear error or a result; never a crash, a
// stack overflow or unbounded memory.

#include <gtest/gtest.h>

#include <cstddef>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "sgf/game_record.h"
#include "sgf/reader.h"
#include "sgf/writer.h"
#include "test_support.h"

namespace goref::sgf {
namespace {

using testing::read_error;
using testing::read_one;

constexpr std::size_t kDeep = 100'000;
constexpr std::size_t kHugeValue = 50u * 1024u * 1024u;

struct BrokenCase {
  const char* name;
  std::string text;
  std::string_view expected_reason;  // substring of the message
};

class SgfBrokenInput : public ::testing::TestWithParam<BrokenCase> {};

TEST_P(SgfBrokenInput, GivesAnErrorNamingTheProblem) {
  const std::string message = read_error(GetParam().text);
  EXPECT_NE(message.find(GetParam().expected_reason), std::string::npos) << message;
  EXPECT_EQ(message.rfind("test.sgf: byte ", 0), 0u) << message;
}

INSTANTIATE_TEST_SUITE_P(
    Corpus, SgfBrokenInput,
    ::testing::Values(BrokenCase{"UnterminatedValue", "(;GM[1]PB[nobody", "unterminated property value"},
                      BrokenCase{"UnterminatedLastMove", "(;GM[1];B[aa];W[b", "unterminated property value"},
                      BrokenCase{"UnbalancedOpen", "(;GM[1](;B[aa])(;B[bb]", "unbalanced parentheses"},
                      BrokenCase{"UnbalancedClose", "(;GM[1];B[aa]))", "unbalanced parentheses"},
                      BrokenCase{"MissingSemicolon", "(;GM[1](B[aa]))", "missing ';'"},
                      BrokenCase{"HugeSize", "(;SZ[1000000])", "SZ[1000000] out of range"},
                      BrokenCase{"HugeRectangle", "(;SZ[19:400])", "out of range"},
                      BrokenCase{"NegativeHandicap", "(;HA[-4]AB[dd])", "HA[-4] is negative"},
                      BrokenCase{"AbsurdHandicap", "(;HA[99999])", "is absurd"},
                      BrokenCase{"MoveOffTheBoard", "(;SZ[9];B[ee];W[zz])", "node 2: move W[zz] is off the 9x9 board"},
                      BrokenCase{"NotGo", "(;GM[3];B[aa])", "is not a game of Go"},
                      BrokenCase{"Empty", "", "empty input"},
                      BrokenCase{"OnlyParentheses", "((((()))))", "no SGF game tree"},
                      BrokenCase{"NullBytes", std::string("(;GM[1]\0\0)", 10), "unexpected byte 0x00"}),
    [](const ::testing::TestParamInfo<BrokenCase>& case_info) { return std::string(case_info.param.name); });

TEST(SgfRobustness, HundredThousandNestedVariationsAreReadWithoutRecursion) {
  std::string text = "(;SZ[19]";
  text.reserve(kDeep * 8 + 16);
  for (std::size_t i = 0; i < kDeep; ++i) text += (i % 2 == 0) ? "(;B[aa]" : "(;W[bb]";
  text.append(kDeep + 1, ')');

  const Result<Collection> collection = parse_collection(text, "deep.sgf");
  ASSERT_TRUE(collection.ok()) << collection.error().to_string();
  EXPECT_EQ(collection.value().node_count(), kDeep + 1);
  const Result<GameRecord> record = read_game_record(collection.value(), 0);
  ASSERT_TRUE(record.ok()) << record.error().to_string();
  EXPECT_EQ(record.value().move_count(), kDeep);

  // ... and written back flat, it reads the same.
  EXPECT_EQ(read_one(write_game_record(record.value())).events, record.value().events);
}

TEST(SgfRobustness, HundredThousandOpenParenthesesAreAnError) {
  std::string nodes;
  for (std::size_t i = 0; i < kDeep; ++i) nodes += "(;B[aa]";
  EXPECT_NE(read_error(nodes).find("unbalanced parentheses: '(' is never closed (100000 open at end of input)"),
            std::string::npos);

  EXPECT_NE(read_error("(;" + std::string(kDeep, '(')).find("missing ';'"), std::string::npos);
  EXPECT_NE(read_error(std::string(kDeep, '(')).find("no SGF game tree"), std::string::npos);
  EXPECT_NE(read_error("(;GM[1])" + std::string(kDeep, ')')).find("unbalanced parentheses"), std::string::npos);
}

TEST(SgfRobustness, AFiftyMegabyteValueIsReadOrRejectedInOnePass) {
  std::string text = "(;GM[1]C[";
  text.append(kHugeValue, 'x');
  text += "];B[aa])";
  const GameRecord record = read_one(text);
  ASSERT_EQ(record.comments.size(), 1u);
  EXPECT_EQ(record.comments[0].text.size(), kHugeValue);

  text.resize(text.size() - std::string_view("];B[aa])").size());
  EXPECT_NE(read_error(text).find("byte 8: unterminated property value"), std::string::npos);
}

TEST(SgfRobustness, FiftyMegabytesOfBackslashesAreEscapesNotBrackets) {
  std::string text = "(;C[";
  text.append(kHugeValue, '\\');  // an even run: the ']' after it closes the value
  text += "])";
  const GameRecord record = read_one(text);
  EXPECT_EQ(record.comments.at(0).text.size(), kHugeValue / 2);

  text.insert(text.begin() + 4, '\\');  // now odd: the ']' is escaped and the value never ends
  EXPECT_NE(read_error(text).find("unterminated property value"), std::string::npos);
}

TEST(SgfRobustness, AHugeRunOfEmptyNodesIsAResult) {
  std::string text = "(;SZ[9]";
  text.append(1'000'000, ';');
  text += ";B[ee])";
  const GameRecord record = read_one(text);
  ASSERT_EQ(record.events.size(), 1u);
  EXPECT_EQ(std::get<Move>(record.events[0]).node, 1'000'001u);
}

TEST(SgfLimits, NodesBeyondTheLimitAreAnErrorAtTheFirstOneTooMany) {
  std::string text = "(;SZ[9]";
  text.append(kMaxSgfNodes - 1, ';');  // the root and these: exactly the limit
  text += ")";
  EXPECT_TRUE(parse_collection(text, "test.sgf").ok());
  text.insert(text.size() - 1, ";");
  const std::string message = read_error(text);
  EXPECT_NE(message.find("too many nodes: more than 4194304 in one SGF text"), std::string::npos) << message;
  EXPECT_EQ(message.rfind("test.sgf: byte " + std::to_string(text.size() - 2) + ": ", 0), 0u) << message;
}

TEST(SgfLimits, PropertyValuesBeyondTheLimitAreAnError) {
  std::string text = "(;SZ[9]C";
  for (std::size_t i = 1; i < kMaxSgfPropertyValues; ++i) text += "[]";  // SZ's value and these: the limit
  text += ")";
  EXPECT_TRUE(parse_collection(text, "test.sgf").ok());
  text.insert(text.size() - 1, "[]");
  EXPECT_NE(read_error(text).find("too many property values: more than 8388608"), std::string::npos);
}

TEST(SgfLimits, TextBeyondSixtyFourMebibytesIsRefusedBeforeParsing) {
  std::string text = "(;C[";
  text.append(kMaxSgfBytes - 6, 'x');
  text += "])";
  ASSERT_EQ(text.size(), kMaxSgfBytes);
  EXPECT_TRUE(parse_collection(text, "test.sgf").ok());
  text.insert(4, "x");
  EXPECT_NE(read_error(text).find("byte 0: input too large: 67108865 bytes (the limit is 64 MiB)"), std::string::npos);
}

// Whatever the reader accepts, the writer turns into text the reader accepts again, with
// the same events, and writing that gives the same text.
void expect_write_read_stable(const std::string& text, const char* what) {
  const Result<std::vector<GameRecord>> records = read_game_records(text, "noise.sgf");
  if (!records) {
    EXPECT_FALSE(records.error().message.empty()) << what;
    return;
  }
  for (const GameRecord& record : records.value()) {
    const std::string written = write_game_record(record);
    const Result<std::vector<GameRecord>> again = read_game_records(written, "written.sgf");
    ASSERT_TRUE(again.ok()) << what << ": " << again.error().to_string() << "\n" << written;
    ASSERT_EQ(again.value().size(), 1u);
    EXPECT_EQ(again.value()[0].events, record.events) << what << "\n" << written;
    EXPECT_EQ(write_game_record(again.value()[0]), written) << what;
  }
}

TEST(SgfRobustness, RandomBinaryNoiseNeverCrashes) {
  std::mt19937 rng(20240501u);
  std::uniform_int_distribution<int> byte(0, 255);
  std::uniform_int_distribution<std::size_t> length(0, 600);
  for (int round = 0; round < 3000; ++round) {
    std::string text(length(rng), '\0');
    for (char& c : text) c = static_cast<char>(byte(rng));
    if (round % 2 == 0) text.insert(0, "(;");  // get past the junk skipping half of the time
    expect_write_read_stable(text, "binary noise");
  }
}

TEST(SgfRobustness, RandomSgfLikeTokenSoupNeverCrashes) {
  // Mostly syntax characters and short identifiers, so the deeper paths get exercised.
  static constexpr std::string_view kPieces[] = {
      "(", ")", ";", "[", "]", "\\", "\\]", "\n", "\r\n", " ", ":", "B", "W", "AB", "AW", "AE", "PL",
      "TB", "TW", "C", "KM", "HA", "SZ", "RE", "aa", "tt", "ss", "zz", "[aa]", "[]", "[tt]", "[aa:cc]", "[9]",
      "[19:13]", "[6.5]", "[375]", "[-1]", "AddBlack", "x", "\xff"};
  std::mt19937 rng(7u);
  std::uniform_int_distribution<std::size_t> piece(0, std::size(kPieces) - 1);
  std::uniform_int_distribution<int> count(0, 200);
  for (int round = 0; round < 5000; ++round) {
    std::string text = "(;";
    for (int i = count(rng); i > 0; --i) text += kPieces[piece(rng)];
    expect_write_read_stable(text, "token soup");
  }
}

TEST(SgfRobustness, MutatedRealisticGamesNeverCrash) {
  const std::string game =
      "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]HA[2]AB[cc][gg]RU[Japanese]PB[b]PW[w]RE[W+2.5]C[hi \\] there]"
      ";W[ee];B[ce](;W[ec];B[];W[]TW[aa:bb]TB[ii])(;W[gc]AE[cc];B[tt]))";
  ASSERT_TRUE(read_game_records(game, "base.sgf").ok());
  std::mt19937 rng(99u);
  std::uniform_int_distribution<std::size_t> where(0, game.size() - 1);
  std::uniform_int_distribution<int> byte(0, 255);
  std::uniform_int_distribution<int> edits(1, 4);
  for (int round = 0; round < 5000; ++round) {
    std::string text = game;
    for (int e = edits(rng); e > 0; --e) {
      const std::size_t at = where(rng) % text.size();
      switch (byte(rng) % 3) {
        case 0: text[at] = static_cast<char>(byte(rng)); break;
        case 1: text.erase(at, 1); break;
        default: text.insert(at, 1, "()[];\\:"[static_cast<std::size_t>(byte(rng)) % 7]); break;
      }
      if (text.empty()) text.push_back('(');
    }
    expect_write_read_stable(text, "mutated game");
  }
}

}  // namespace
}  // namespace goref::sgf
