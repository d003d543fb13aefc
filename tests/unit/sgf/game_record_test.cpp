// Main-line view: game info, moves, passes, setup, territory, comments, and the errors a
// referee must not guess around.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sgf/game_record.h"
#include "sgf/reader.h"
#include "test_support.h"

namespace goref::sgf {
namespace {

using testing::moves_of;
using testing::pt;
using testing::read_error;
using testing::read_one;
using testing::setups_of;

TEST(SgfGameRecord, GameInfoIsReadVerbatim) {
  const GameRecord r = read_one(
      "(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]RU[Japanese]RE[B+3.50]PB[Black\\]y]PW[White]DT[2017-01-01]"
      "GN[Final]EV[Meijin])");
  EXPECT_EQ(r.width, 19);
  EXPECT_EQ(r.height, 19);
  ASSERT_TRUE(r.komi.has_value());
  EXPECT_EQ(r.komi->points, 6.5);
  EXPECT_EQ(r.rules, "Japanese");
  EXPECT_EQ(r.result, "B+3.50");
  EXPECT_EQ(r.black_player, "Black]y");
  EXPECT_EQ(r.white_player, "White");
  EXPECT_EQ(r.date, "2017-01-01");
  EXPECT_EQ(r.charset, "UTF-8");
  EXPECT_EQ(r.game_name, "Final");
  EXPECT_EQ(r.event, "Meijin");
  EXPECT_FALSE(r.handicap.has_value());
  EXPECT_TRUE(r.warnings.empty());
}

TEST(SgfGameRecord, AbsentInfoStaysAbsentAndTheBoardDefaultsTo19) {
  const GameRecord r = read_one("(;B[aa])");
  EXPECT_EQ(r.width, 19);
  EXPECT_EQ(r.height, 19);
  EXPECT_FALSE(r.komi || r.handicap || r.rules || r.result || r.black_player || r.charset);
  ASSERT_EQ(r.events.size(), 1u);
  EXPECT_EQ(std::get<Move>(r.events[0]).node, 0u);  // a move in the root is still a move
}

TEST(SgfGameRecord, PointsAreZeroBasedColumnRowWithRowZeroOnTop) {
  const GameRecord r = read_one("(;SZ[19];B[pd];W[ij];B[as];W[sa])");
  const std::vector<Move> moves = moves_of(r);
  ASSERT_EQ(moves.size(), 4u);
  EXPECT_EQ(moves[0].point, pt(15, 3));
  EXPECT_EQ(moves[1].point, pt(8, 9));  // SGF letters do not skip 'i'
  EXPECT_EQ(moves[2].point, pt(0, 18));
  EXPECT_EQ(moves[3].point, pt(18, 0));
  EXPECT_EQ(moves[0].color, Color::Black);
  EXPECT_EQ(moves[1].color, Color::White);
  EXPECT_EQ(moves[0].node, 1u);
  EXPECT_EQ(moves[3].node, 4u);
}

TEST(SgfGameRecord, PassesAreReadInBothForms) {
  const GameRecord r = read_one("(;SZ[19];B[pd];W[];B[tt])");
  const std::vector<Move> moves = moves_of(r);
  ASSERT_EQ(moves.size(), 3u);
  EXPECT_FALSE(moves[0].is_pass());
  EXPECT_TRUE(moves[1].is_pass());
  EXPECT_EQ(moves[1].color, Color::White);
  EXPECT_TRUE(moves[2].is_pass());
  EXPECT_EQ(moves[2].color, Color::Black);
}

TEST(SgfGameRecord, TtIsAPassUpTo19x19AndAPointOnLargerBoards) {
  EXPECT_TRUE(moves_of(read_one("(;SZ[19];W[tt])")).at(0).is_pass());
  EXPECT_TRUE(moves_of(read_one("(;SZ[9];W[tt])")).at(0).is_pass());
  EXPECT_TRUE(moves_of(read_one("(;SZ[19:13];W[tt])")).at(0).is_pass());
  EXPECT_EQ(moves_of(read_one("(;SZ[21];W[tt])")).at(0).point, pt(19, 19));
  EXPECT_EQ(moves_of(read_one("(;SZ[21:20];W[tt])")).at(0).point, pt(19, 19));
}

TEST(SgfGameRecord, RectangularBoardsAreColumnsThenRows) {
  const GameRecord r = read_one("(;SZ[19:13];B[sm])");
  EXPECT_EQ(r.width, 19);
  EXPECT_EQ(r.height, 13);
  EXPECT_EQ(moves_of(r).at(0).point, pt(18, 12));
  EXPECT_EQ(read_error("(;SZ[19:13];B[an])"), "test.sgf: byte 12: node 1: move B[an] is off the 19x13 board");
  const GameRecord spaced = read_one("(;SZ[ 7 : 5 ])");
  EXPECT_EQ(spaced.width, 7);
  EXPECT_EQ(spaced.height, 5);
}

TEST(SgfGameRecord, BoardSizesOutsideTwoToTwentyFiveAreErrors) {
  EXPECT_EQ(read_error("(;SZ[1])"), "test.sgf: byte 2: SZ[1] out of range: board sides must be 2..25");
  EXPECT_EQ(read_error("(;SZ[26])"), "test.sgf: byte 2: SZ[26] out of range: board sides must be 2..25");
  EXPECT_EQ(read_error("(;SZ[19:0])"), "test.sgf: byte 2: SZ[19:0] out of range: board sides must be 2..25");
  EXPECT_EQ(read_error("(;SZ[-19])"), "test.sgf: byte 2: SZ[-19] out of range: board sides must be 2..25");
  EXPECT_EQ(read_error("(;SZ[99999999999999999999])"),
            "test.sgf: byte 2: SZ[99999999999999999999] out of range: board sides must be 2..25");
  EXPECT_EQ(read_error("(;SZ[big])"), "test.sgf: byte 2: SZ[big] is not a board size");
  EXPECT_EQ(read_error("(;SZ[19:])"), "test.sgf: byte 2: SZ[19:] is not a board size");
  EXPECT_EQ(read_one("(;SZ[2])").width, 2);
  EXPECT_EQ(read_one("(;SZ[25])").width, 25);
}

TEST(SgfGameRecord, KomiFormsKeepTheirRawText) {
  const GameRecord kgs = read_one("(;KM[6.50])");
  ASSERT_TRUE(kgs.komi);
  EXPECT_EQ(kgs.komi->points, 6.5);
  EXPECT_EQ(kgs.komi->raw, "6.50");
  EXPECT_TRUE(kgs.warnings.empty());

  const GameRecord integer = read_one("(;KM[7])");
  EXPECT_EQ(integer.komi->points, 7.0);

  const GameRecord fox = read_one("(;KM[375])");
  ASSERT_TRUE(fox.komi);
  EXPECT_EQ(fox.komi->points, 7.5);
  EXPECT_EQ(fox.komi->scale, KomiScale::FoxHundredthsOfStones);
  EXPECT_FALSE(fox.komi->reliable());
  ASSERT_EQ(fox.warnings.size(), 1u);
  EXPECT_EQ(fox.warnings[0], "KM[375] looks like Fox's hundredths of a stone: read as 7.5 points (unreliable)");
}

TEST(SgfGameRecord, UnparseableKomiIsAWarningNotAnError) {
  const GameRecord r = read_one("(;KM[six and a half];B[aa])");
  EXPECT_FALSE(r.komi.has_value());
  ASSERT_EQ(r.warnings.size(), 1u);
  EXPECT_EQ(r.warnings[0], "KM[six and a half] is not a number; komi unknown");
}

TEST(SgfGameRecord, HandicapStonesAreTheRootSetupAndWhiteMovesFirst) {
  const GameRecord r = read_one("(;SZ[19]HA[2]KM[0.5]AB[dp][pd];W[dd];B[pp])");
  EXPECT_EQ(r.handicap, 2);
  ASSERT_EQ(r.events.size(), 3u);
  const sgf::Setup& setup = std::get<sgf::Setup>(r.events[0]);
  EXPECT_EQ(setup.node, 0u);
  EXPECT_EQ(setup.black, (std::vector<Point>{pt(3, 15), pt(15, 3)}));
  EXPECT_TRUE(setup.white.empty());
  EXPECT_EQ(std::get<Move>(r.events[1]).color, Color::White);
  EXPECT_TRUE(r.warnings.empty());
}

TEST(SgfGameRecord, HandicapThatDisagreesWithTheSetupIsAWarning) {
  // Fox writes HA[3] and puts the stones in node 1; that still counts as before the first move.
  EXPECT_TRUE(read_one("(;HA[3];AB[pd][dp][dd];W[qp])").warnings.empty());
  const GameRecord missing = read_one("(;HA[3];B[pd])");
  EXPECT_EQ(missing.handicap, 3);
  ASSERT_EQ(missing.warnings.size(), 1u);
  EXPECT_EQ(missing.warnings[0], "HA[3] but 0 black setup stones before the first move");
}

TEST(SgfGameRecord, NegativeOrAbsurdHandicapIsAnError) {
  EXPECT_EQ(read_error("(;HA[-1])"), "test.sgf: byte 2: node 0: HA[-1] is negative");
  EXPECT_EQ(read_error("(;SZ[9]HA[82])"),
            "test.sgf: byte 7: node 0: HA[82] is absurd: more stones than the 81 points of a 9x9 board");
  EXPECT_EQ(read_error("(;HA[12345678901234])"), "test.sgf: byte 2: node 0: HA[12345678901234] is absurd for a 19x19 board");
}

TEST(SgfGameRecord, EmptyOrNonNumericHandicapIsAWarning) {
  const GameRecord empty = read_one("(;HA[])");
  EXPECT_FALSE(empty.handicap.has_value());
  EXPECT_EQ(empty.warnings, std::vector<std::string>{"HA[] is empty; handicap unknown"});
  const GameRecord text = read_one("(;HA[two])");
  EXPECT_EQ(text.warnings, std::vector<std::string>{"HA[two] is not a number; handicap unknown"});
}

TEST(SgfGameRecord, ParserRepairsAreWarningsOfTheRecord) {
  const GameRecord r = read_one(";GM[1]SZ[19];B[pd])");
  EXPECT_EQ(r.move_count(), 1u);
  EXPECT_EQ(r.warnings, std::vector<std::string>{
                            "byte 0: the game tree starts with ';' without '(' (a Fox quirk); read as if '(' were there"});
}

TEST(SgfGameRecord, MainLineFollowsFirstVariations) {
  const GameRecord r = read_one("(;SZ[9];B[aa](;W[bb](;B[cc];W[gg])(;B[dd]))(;W[ee];B[ff]))");
  const std::vector<Move> moves = moves_of(r);
  ASSERT_EQ(moves.size(), 4u);
  EXPECT_EQ(moves[0].point, pt(0, 0));
  EXPECT_EQ(moves[1].point, pt(1, 1));
  EXPECT_EQ(moves[2].point, pt(2, 2));
  EXPECT_EQ(moves[3].point, pt(6, 6));
  EXPECT_EQ(moves[3].node, 4u);
}

TEST(SgfGameRecord, EveryGameOfAFileGetsItsOwnRecord) {
  const Result<std::vector<GameRecord>> records =
      read_game_records("(;SZ[9]PB[first];B[aa])\n(;SZ[13]PB[second];B[mm];W[])", "two.sgf");
  ASSERT_TRUE(records.ok()) << records.error().to_string();
  ASSERT_EQ(records.value().size(), 2u);
  EXPECT_EQ(records.value()[0].black_player, "first");
  EXPECT_EQ(records.value()[0].width, 9);
  EXPECT_EQ(records.value()[1].width, 13);
  EXPECT_EQ(records.value()[1].move_count(), 2u);

  const Result<Collection> collection = parse_collection("(;SZ[9];B[aa])(;SZ[9];B[zz])", "two.sgf");
  ASSERT_TRUE(collection.ok());
  EXPECT_TRUE(read_game_record(collection.value(), 0).ok());
  const Result<GameRecord> second = read_game_record(collection.value(), 1);
  ASSERT_FALSE(second.ok());
  EXPECT_EQ(second.error().to_string(), "two.sgf: byte 22: node 1: move B[zz] is off the 9x9 board");
}

TEST(SgfGameRecord, MidGameSetupNodesAreEventsInOrder) {
  const GameRecord r = read_one("(;SZ[9];B[aa];AB[bb]AW[cc]AE[aa]PL[W];W[dd])");
  ASSERT_EQ(r.events.size(), 3u);
  EXPECT_EQ(std::get<Move>(r.events[0]).point, pt(0, 0));
  const sgf::Setup& setup = std::get<sgf::Setup>(r.events[1]);
  EXPECT_EQ(setup.node, 2u);
  EXPECT_EQ(setup.black, std::vector<Point>{pt(1, 1)});
  EXPECT_EQ(setup.white, std::vector<Point>{pt(2, 2)});
  EXPECT_EQ(setup.empty, std::vector<Point>{pt(0, 0)});
  EXPECT_EQ(setup.to_play, Color::White);
  EXPECT_EQ(std::get<Move>(r.events[2]).node, 3u);
}

TEST(SgfGameRecord, SetupAndMoveInOneNodeGiveTheSetupFirst) {
  const GameRecord r = read_one("(;SZ[9];B[aa]AW[bb])");
  ASSERT_EQ(r.events.size(), 2u);
  EXPECT_EQ(std::get<sgf::Setup>(r.events[0]).node, 1u);
  EXPECT_EQ(std::get<Move>(r.events[1]).node, 1u);
}

TEST(SgfGameRecord, PlayerToMoveIsReadInFf4AndFf3Forms) {
  EXPECT_EQ(setups_of(read_one("(;PL[B])")).at(0).to_play, Color::Black);
  EXPECT_EQ(setups_of(read_one("(;PL[w])")).at(0).to_play, Color::White);
  EXPECT_EQ(setups_of(read_one("(;PL[2])")).at(0).to_play, Color::White);
  const GameRecord bad = read_one("(;PL[X])");
  EXPECT_TRUE(bad.events.empty());
  EXPECT_EQ(bad.warnings, std::vector<std::string>{"node 0: PL[X] is not a colour; ignored"});
}

TEST(SgfGameRecord, CompressedPointListsExpandToEveryPointOfTheRectangle) {
  const GameRecord r = read_one("(;SZ[9]AB[aa:cb]AW[ic:hd][ee])");
  const sgf::Setup setup = setups_of(r).at(0);
  EXPECT_EQ(setup.black, (std::vector<Point>{pt(0, 0), pt(1, 0), pt(2, 0), pt(0, 1), pt(1, 1), pt(2, 1)}));
  EXPECT_EQ(setup.white, (std::vector<Point>{pt(7, 2), pt(8, 2), pt(7, 3), pt(8, 3), pt(4, 4)}));
}

TEST(SgfGameRecord, DuplicatePointsInOneListAreDropped) {
  const sgf::Setup setup = setups_of(read_one("(;AB[aa][aa:bb][bb])")).at(0);
  EXPECT_EQ(setup.black, (std::vector<Point>{pt(0, 0), pt(1, 0), pt(0, 1), pt(1, 1)}));
}

TEST(SgfGameRecord, LongFf3IdentifiersAreReadAsTheirCapitals) {
  const GameRecord r = read_one("(;SiZe[9]AddBlack[aa];White[bb];Black[])");
  EXPECT_EQ(r.width, 9);
  ASSERT_EQ(r.events.size(), 3u);
  EXPECT_EQ(std::get<sgf::Setup>(r.events[0]).black, std::vector<Point>{pt(0, 0)});
  EXPECT_EQ(std::get<Move>(r.events[1]).color, Color::White);
  EXPECT_TRUE(std::get<Move>(r.events[2]).is_pass());
}

TEST(SgfGameRecord, TerritoryIsTheUnionOverTheLastNodes) {
  // As KGS writes it: TW and TB after the final passes, possibly in different nodes.
  const GameRecord r = read_one("(;SZ[9];B[ee]TB[aa];W[ff];B[];W[]TW[ii][hh];TB[ab:bc]B[];TB[aa];TW[hh])");
  EXPECT_EQ(r.territory_black, (std::vector<Point>{pt(0, 0), pt(0, 1), pt(0, 2), pt(1, 1), pt(1, 2)}));
  EXPECT_EQ(r.territory_white, (std::vector<Point>{pt(7, 7), pt(8, 8)}));
}

TEST(SgfGameRecord, TerritoryMarkedBeforeTheLastBoardMoveIsNotTheFinalTerritory) {
  const GameRecord r = read_one("(;SZ[9];B[ee]TB[aa];W[ff]TW[ii])");
  EXPECT_TRUE(r.territory_black.empty());
  EXPECT_EQ(r.territory_white, std::vector<Point>{pt(8, 8)});  // the last node itself counts
}

TEST(SgfGameRecord, CommentsAreDecodedTextWithTheirNode) {
  const GameRecord r = read_one("(;C[root\\] note];B[aa]C[line one\r\nline\\\n two];W[bb])");
  ASSERT_EQ(r.comments.size(), 2u);
  EXPECT_EQ(r.comments[0], (Comment{0, "root] note"}));
  EXPECT_EQ(r.comments[1], (Comment{1, "line one\nline two"}));
}

TEST(SgfGameRecord, GameInfoOutsideTheRootIsReadFirstOccurrenceFirst) {
  const GameRecord r = read_one("(;SZ[9];PB[Alice]RE[B+R];PB[Bob]B[aa])");
  EXPECT_EQ(r.black_player, "Alice");
  EXPECT_EQ(r.result, "B+R");
}

TEST(SgfGameRecord, MovesOffTheBoardAreErrorsNamingNodeAndValue) {
  EXPECT_EQ(read_error("(;SZ[9];B[aa];W[jj])"), "test.sgf: byte 14: node 2: move W[jj] is off the 9x9 board");
  EXPECT_EQ(read_error("(;SZ[19];B[zz])"), "test.sgf: byte 9: node 1: move B[zz] is off the 19x19 board");
  EXPECT_EQ(read_error("(;B[AA])"), "test.sgf: byte 2: node 0: move B[AA] is off the 19x19 board");
  EXPECT_EQ(read_error("(;B[A1])"), "test.sgf: byte 2: node 0: move B[A1] is not a point");
  EXPECT_EQ(read_error("(;B[pdd])"), "test.sgf: byte 2: node 0: move B[pdd] is not a point");
  EXPECT_EQ(read_error("(;W[ ])"), "test.sgf: byte 2: node 0: move W[ ] is not a point");
  EXPECT_EQ(read_error("(;SZ[21];W[vv])"), "test.sgf: byte 9: node 1: move W[vv] is off the 21x21 board");
}

TEST(SgfGameRecord, SetupOrTerritoryPointsOffTheBoardAreErrors) {
  EXPECT_EQ(read_error("(;SZ[9]AB[aa][jj])"), "test.sgf: byte 14: node 0: AB[jj] is off the 9x9 board");
  EXPECT_EQ(read_error("(;SZ[9]AW[aa:jj])"), "test.sgf: byte 10: node 0: AW[aa:jj] is off the 9x9 board");
  EXPECT_EQ(read_error("(;SZ[9];TB[tt])"), "test.sgf: byte 11: node 1: TB[tt] is off the 9x9 board");
}

TEST(SgfGameRecord, AmbiguousMovesAreErrors) {
  EXPECT_EQ(read_error("(;B[aa]W[bb])"), "test.sgf: byte 7: node 0: two moves in one node: B[aa] and W[bb]");
  EXPECT_EQ(read_error("(;B[aa][bb])"), "test.sgf: byte 2: node 0: B has 2 values; a move has one");
}

TEST(SgfGameRecord, OtherGamesThanGoAreErrors) {
  EXPECT_EQ(read_error("(;GM[2])"), "test.sgf: byte 2: GM[2] is not a game of Go (GM[1])");
  EXPECT_TRUE(read_one("(;GM[1])").events.empty());
}

TEST(SgfGameRecord, BuildersNumberNodesLikeTheReader) {
  GameRecord r;
  r.add_setup(sgf::Setup{{pt(3, 3)}, {}, {}, std::nullopt, 99});
  r.add_move(Color::White, pt(15, 15));
  r.add_move(Color::Black, std::nullopt);
  EXPECT_EQ(std::get<sgf::Setup>(r.events[0]).node, 0u);
  EXPECT_EQ(std::get<Move>(r.events[1]).node, 1u);
  EXPECT_EQ(std::get<Move>(r.events[2]).node, 2u);
  EXPECT_EQ(r.move_count(), 2u);

  GameRecord moves_only;
  moves_only.add_move(Color::Black, pt(0, 0));
  EXPECT_EQ(std::get<Move>(moves_only.events[0]).node, 1u);
}

}  // namespace
}  // namespace goref::sgf
