// Writer: golden output, escaping, passes, line length, and read(write(r)) == r.

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "sgf/game_record.h"
#include "sgf/komi.h"
#include "sgf/reader.h"
#include "sgf/writer.h"
#include "test_support.h"

namespace goref::sgf {
namespace {

using testing::pt;
using testing::read_one;

GameRecord handicap_game() {
  GameRecord r;
  r.charset = "UTF-8";
  r.komi = komi_from_points(0.5);
  r.rules = "Japanese";
  r.handicap = 2;
  r.black_player = "Black";
  r.white_player = "White";
  r.result = "W+R";
  r.add_setup(sgf::Setup{{pt(3, 15), pt(15, 3)}, {}, {}, std::nullopt, 0});
  r.add_move(Color::White, pt(3, 3));
  r.add_move(Color::Black, pt(15, 15));
  r.add_move(Color::White, std::nullopt);
  return r;
}

TEST(SgfWriter, WritesGameInfoRootSetupAndOneNodePerMove) {
  EXPECT_EQ(write_game_record(handicap_game()),
            "(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[0.5]RU[Japanese]HA[2]PB[Black]PW[White]RE[W+R]\n"
            "AB[dp][pd];W[dd];B[pp];W[])\n");
}

TEST(SgfWriter, AnEmptyRecordIsAValidGame) {
  const std::string text = write_game_record(GameRecord{});
  EXPECT_EQ(text, "(;GM[1]FF[4]CA[UTF-8]SZ[19])\n");
  EXPECT_EQ(read_one(text).charset, "UTF-8");
}

TEST(SgfWriter, RectangularBoardsAreWrittenColumnsColonRows) {
  GameRecord r;
  r.width = 19;
  r.height = 13;
  EXPECT_NE(write_game_record(r).find("SZ[19:13]"), std::string::npos);
}

TEST(SgfWriter, PassesAreWrittenAsEmptyValues) {
  GameRecord r;
  r.add_move(Color::Black, std::nullopt);
  r.add_move(Color::White, std::nullopt);
  EXPECT_EQ(write_game_record(r), "(;GM[1]FF[4]CA[UTF-8]SZ[19];B[];W[])\n");
}

TEST(SgfWriter, TextIsEscaped) {
  GameRecord r;
  r.black_player = "a]b\\c";
  r.comments.push_back({0, "see [1]\\"});
  const std::string text = write_game_record(r);
  EXPECT_NE(text.find("PB[a\\]b\\\\c]"), std::string::npos) << text;
  EXPECT_NE(text.find("C[see [1\\]\\\\]"), std::string::npos) << text;
  const GameRecord back = read_one(text);
  EXPECT_EQ(back.black_player, "a]b\\c");
  EXPECT_EQ(back.comments.at(0).text, "see [1]\\");
}

TEST(SgfWriter, KomiKeepsItsRawFormWhenThatReadsBackTheSame) {
  GameRecord r;
  r.komi = parse_komi("6.50");
  EXPECT_NE(write_game_record(r).find("KM[6.50]"), std::string::npos);
  r.komi = parse_komi("375");
  EXPECT_NE(write_game_record(r).find("KM[375]"), std::string::npos);
  r.komi = Komi{7.5, "stale", KomiScale::Points};  // raw that disagrees: the points win
  EXPECT_NE(write_game_record(r).find("KM[7.5]"), std::string::npos);
}

TEST(SgfWriter, CommentsGoToTheirNodes) {
  GameRecord r = handicap_game();
  r.comments = {{0, "start"}, {2, "second move"}, {5, "after the end"}};
  const std::string text = write_game_record(r);
  EXPECT_NE(text.find(";B[pp]C[second move]"), std::string::npos) << text;
  EXPECT_NE(text.find(";W[];;C[after the end])"), std::string::npos) << text;
  EXPECT_EQ(read_one(text), r);
}

TEST(SgfWriter, LinesStayWithinTheLimitExceptForLongValues) {
  GameRecord r;
  r.add_setup(sgf::Setup{{}, {}, {}, std::nullopt, 0});
  for (int i = 0; i < 300; ++i) r.add_move(i % 2 == 0 ? Color::Black : Color::White, pt(i % 19, (i / 19) % 19));
  r.comments.push_back({7, std::string(200, 'x')});
  const std::string text = write_game_record(r, WriteOptions{60});
  std::istringstream lines(text);
  std::string line;
  int long_lines = 0;
  while (std::getline(lines, line)) {
    if (line.size() > 60) ++long_lines;
  }
  EXPECT_EQ(long_lines, 1);  // only the one holding the 200-character comment
}

TEST(SgfWriter, EventsWithoutUsableNodeIndicesStillGetOneNodeEach) {
  GameRecord r;
  r.events.push_back(Move{Color::Black, pt(0, 0), 0});
  r.events.push_back(Move{Color::White, pt(1, 1), 0});
  r.events.push_back(sgf::Setup{{pt(2, 2)}, {}, {}, std::nullopt, 0});
  r.events.push_back(Move{Color::Black, pt(3, 3), 0});
  EXPECT_EQ(write_game_record(r), "(;GM[1]FF[4]CA[UTF-8]SZ[19]B[aa];W[bb];AB[cc]B[dd])\n");
}

// Round trips: read(write(r)) == r for records the reader could have produced.
struct RoundTripCase {
  const char* name;
  GameRecord record;
};

GameRecord with_everything() {
  GameRecord r = handicap_game();
  r.width = 19;
  r.height = 19;
  r.date = "2024-05-01";
  r.game_name = "Round \\ trip]";
  r.event = "Test cup";
  r.add_setup(sgf::Setup{{pt(0, 0)}, {pt(1, 1), pt(2, 2)}, {pt(3, 3)}, Color::White, 0});
  r.add_move(Color::White, pt(18, 18));
  r.add_move(Color::Black, std::nullopt);
  r.add_move(Color::White, std::nullopt);
  r.comments = {{0, "root comment\nwith two lines"}, {4, "setup here"}, {6, "passes"}};
  r.territory_black = {pt(0, 0), pt(0, 1)};
  r.territory_white = {pt(17, 18), pt(18, 17)};
  return r;
}

GameRecord fox_style() {
  GameRecord r;
  r.charset = "UTF-8";
  r.komi = parse_komi("375");
  r.warnings.push_back("KM[375] looks like Fox's hundredths of a stone: read as 7.5 points (unreliable)");
  r.handicap = 0;
  r.rules = "Chinese";
  r.result = "B+R";
  r.add_move(Color::Black, pt(15, 3));
  return r;
}

GameRecord small_rectangle() {
  GameRecord r;
  r.charset = "Latin-1";
  r.width = 7;
  r.height = 5;
  r.komi = komi_from_points(-2.5);
  r.add_move(Color::Black, pt(6, 4));
  r.add_move(Color::White, pt(0, 0));
  return r;
}

GameRecord big_board() {
  GameRecord r;
  r.charset = "UTF-8";
  r.width = 25;
  r.height = 25;
  r.add_move(Color::Black, pt(19, 19));  // "tt": a point here, not a pass
  r.add_move(Color::White, pt(24, 24));
  r.add_move(Color::Black, std::nullopt);
  return r;
}

class SgfRoundTrip : public ::testing::TestWithParam<RoundTripCase> {};

TEST_P(SgfRoundTrip, ReadingWhatWasWrittenGivesTheSameRecord) {
  const std::string text = write_game_record(GetParam().record);
  EXPECT_EQ(read_one(text), GetParam().record) << text;
}

INSTANTIATE_TEST_SUITE_P(Table, SgfRoundTrip,
                         ::testing::Values(RoundTripCase{"HandicapGame", handicap_game()},
                                           RoundTripCase{"EveryField", with_everything()},
                                           RoundTripCase{"FoxKomi", fox_style()},
                                           RoundTripCase{"RectangularBoard", small_rectangle()},
                                           RoundTripCase{"BoardLargerThan19", big_board()}),
                         [](const ::testing::TestParamInfo<RoundTripCase>& case_info) { return std::string(case_info.param.name); });

TEST(SgfRoundTrip, ParsedRecordsSurviveWriteAndReadWithNodeIndices) {
  const GameRecord r = read_one(
      "(;GM[1]FF[4]SZ[9]KM[6.50]HA[2]AB[cc][gg]C[hi];W[ee]BL[30];WL[20];B[aa]AW[bb];AE[bb]PL[B];B[];W[]TW[ii]"
      "(;TB[aa])(;TB[bb]))");
  GameRecord expected = r;
  expected.charset = "UTF-8";  // the writer always names the charset
  EXPECT_EQ(read_one(write_game_record(r)), expected);
}

}  // namespace
}  // namespace goref::sgf
