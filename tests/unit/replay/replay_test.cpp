// replay::replay_record: rules, komi, handicap, setup, illegal moves, stopping points,
// markup, and the two vertex forms.
#include <gtest/gtest.h>

#include <string>

#include "replay/replay.h"
#include "rules/registry.h"
#include "sgf/reader.h"

namespace goref::replay {
namespace {

sgf::GameRecord record_of(std::string_view text) {
  auto records = sgf::read_game_records(text, "test.sgf");
  EXPECT_TRUE(records.ok()) << (records.ok() ? "" : records.error().to_string());
  return records.value().front();
}

ReplaySettings defaults() {
  ReplaySettings settings;
  settings.fallback_rules = *rules::parse_rules("chinese").value;
  return settings;
}

struct Fixture {
  core::Game game{rules::preset("chinese").rules, 19, 19};
  Replay out;
  bool run(std::string_view text, const ReplaySettings& settings = defaults()) {
    return replay_record(record_of(text), settings, game, out);
  }
  core::Color at(std::string_view vertex) const {
    static constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    const int x = static_cast<int>(kColumns.find(vertex[0]));
    const int row = std::stoi(std::string(vertex.substr(1)));
    return game.board().at(game.board().point(x, game.board().height() - row));
  }
};

TEST(Replay, PlaysTheMainLine) {
  Fixture f;
  ASSERT_TRUE(f.run("(;SZ[9];B[ai];W[aa];B[bi];W[ah](;B[];W[])(;B[ee]))"));
  EXPECT_TRUE(f.out.reached_end);
  EXPECT_EQ(f.out.total_moves, 6u);
  EXPECT_EQ(f.out.moves_played, 6u);
  EXPECT_TRUE(f.out.illegal.empty());
  EXPECT_EQ(f.game.board().width(), 9);
  EXPECT_EQ(f.at("A1"), core::Color::Black);
  EXPECT_EQ(f.at("A9"), core::Color::White);
  EXPECT_EQ(f.game.phase(), core::Phase::Stopped);  // two passes on the main line
}

TEST(Replay, Captures) {
  Fixture f;
  ASSERT_TRUE(f.run("(;SZ[5];B[ba];W[aa];B[ab])"));
  EXPECT_EQ(f.at("A5"), core::Color::Empty);
  EXPECT_EQ(f.game.captures(core::Color::Black), 1);
}

TEST(Replay, RulesComeFromRuThenTheFallback) {
  Fixture f;
  ASSERT_TRUE(f.run("(;RU[Japanese];B[aa])"));
  EXPECT_EQ(f.out.rules.name, "japanese");
  EXPECT_EQ(f.out.rules_origin, RulesOrigin::Record);
  EXPECT_EQ(f.game.rules(), rules::preset("japanese").rules);

  ASSERT_TRUE(f.run("(;RU[NZ];B[aa])"));
  EXPECT_EQ(f.out.rules.name, "new-zealand");

  ASSERT_TRUE(f.run("(;B[aa])"));
  EXPECT_EQ(f.out.rules.name, "chinese");
  EXPECT_EQ(f.out.rules_origin, RulesOrigin::Fallback);
  EXPECT_TRUE(f.out.notes.empty());

  ASSERT_TRUE(f.run("(;RU[Fox house rules];B[aa])"));
  EXPECT_EQ(f.out.rules.name, "chinese");
  EXPECT_EQ(f.out.rules_origin, RulesOrigin::Fallback);
  ASSERT_EQ(f.out.notes.size(), 1u);
  EXPECT_NE(f.out.notes[0].find("RU[Fox house rules] not understood"), std::string::npos) << f.out.notes[0];
}

TEST(Replay, AnOverrideBeatsRu) {
  Fixture f;
  ReplaySettings settings = defaults();
  settings.rules_override = *rules::parse_rules("tromp-taylor").value;
  ASSERT_TRUE(f.run("(;RU[Japanese];B[aa])", settings));
  EXPECT_EQ(f.out.rules.name, "tromp-taylor");
  EXPECT_EQ(f.out.rules_origin, RulesOrigin::Override);
}

TEST(Replay, KomiFromKmWhenReliableElseThePresetDefault) {
  Fixture f;
  ASSERT_TRUE(f.run("(;RU[Japanese]KM[6.50];B[aa])"));
  EXPECT_EQ(f.out.komi, 6.5);
  EXPECT_EQ(f.out.komi_in_force, 6.5);
  ASSERT_TRUE(f.run("(;RU[Chinese]KM[375];B[aa])"));  // Fox: 3.75 stones
  EXPECT_FALSE(f.out.komi.has_value());
  EXPECT_EQ(f.out.komi_in_force, 7.5);
  ASSERT_EQ(f.out.notes.size(), 1u);
  EXPECT_NE(f.out.notes[0].find("KM[375]"), std::string::npos);
  ASSERT_TRUE(f.run("(;RU[Japanese];B[aa])"));
  EXPECT_FALSE(f.out.komi.has_value());
  EXPECT_EQ(f.out.komi_in_force, 6.5);
}

TEST(Replay, HandicapStonesWithHaCountAndWhiteMovesFirst) {
  Fixture f;
  ASSERT_TRUE(f.run("(;RU[Japanese]HA[3]AB[dd][pd][dp];W[pp])"));
  EXPECT_EQ(f.out.handicap, 3);
  EXPECT_EQ(f.game.handicap_stones(), 3);
  EXPECT_EQ(f.out.komi_in_force, 0.0);  // japanese handicap default
  EXPECT_EQ(f.game.history().front().to_move, core::Color::White);
  EXPECT_EQ(f.at("D16"), core::Color::Black);
  EXPECT_EQ(f.at("Q4"), core::Color::White);
  EXPECT_EQ(f.game.undoable_turns(), 1);  // the stones are no turn
  ASSERT_TRUE(f.run("(;RU[AGA]HA[2]AB[dd][pp];W[pd])"));
  EXPECT_EQ(f.out.komi_in_force, 0.5);
}

TEST(Replay, RootSetupWithoutHaIsAStartingPosition) {
  Fixture f;
  ASSERT_TRUE(f.run("(;AB[aa][bb]AW[cc]PL[W];W[dd])"));
  EXPECT_EQ(f.out.handicap, 0);
  EXPECT_EQ(f.at("A19"), core::Color::Black);
  EXPECT_EQ(f.at("C17"), core::Color::White);
  EXPECT_EQ(f.game.history().front().to_move, core::Color::White);
  EXPECT_EQ(f.game.history().size(), 2u);  // the setup is the starting position, then one move
  ASSERT_TRUE(f.run("(;AB[aa][bb];W[dd])"));  // AB alone, no HA: a position, not a handicap
  EXPECT_EQ(f.out.handicap, 0);
}

TEST(Replay, MidGameSetupNodes) {
  Fixture f;
  ASSERT_TRUE(f.run("(;SZ[9];B[aa];W[bb];AE[aa]AW[cc];B[dd])"));
  EXPECT_EQ(f.at("A9"), core::Color::Empty);
  EXPECT_EQ(f.at("C7"), core::Color::White);
  EXPECT_EQ(f.at("D6"), core::Color::Black);
  EXPECT_TRUE(f.game.history()[3].is_setup);
  EXPECT_EQ(f.out.moves_played, 3u);
}

TEST(Replay, ASetupWithoutLibertiesCannotBeReplayed) {
  Fixture f;
  EXPECT_FALSE(f.run("(;SZ[9]AB[aa]AW[ab][ba];B[ee])"));
  ASSERT_TRUE(f.out.error.has_value());
  EXPECT_EQ(*f.out.error, "node 0: the setup leaves a chain without liberties");
  EXPECT_FALSE(f.run("(;SZ[9];B[ee];AB[aa]AW[ab][ba])"));
  EXPECT_EQ(*f.out.error, "node 2: the setup leaves a chain without liberties");
}

TEST(Replay, IllegalMovesAreListedAndTheReplayGoesOn) {
  Fixture f;
  // Move 3 onto an occupied point (skipped), move 8 a suicide at A9 (played: it removes
  // itself), move 10 legal.
  ASSERT_TRUE(f.run("(;SZ[9]RU[Japanese];B[ee];W[ff];B[ee];W[gg];B[ba];W[hh];B[ab];W[aa];B[ii];W[cc])"));
  EXPECT_TRUE(f.out.reached_end);
  ASSERT_EQ(f.out.illegal.size(), 2u);
  const IllegalMove& occupied = f.out.illegal[0];
  EXPECT_EQ(occupied.number, 3u);
  EXPECT_EQ(occupied.node, 3u);
  EXPECT_EQ(occupied.color, core::Color::Black);
  EXPECT_EQ(occupied.reason, core::Legality::Occupied);
  EXPECT_TRUE(occupied.skipped);
  EXPECT_EQ(sgf::encode_point(occupied.sgf_point), "ee");
  EXPECT_EQ(gtp_vertex(f.game.board(), occupied.point), "E5");
  const IllegalMove& suicide = f.out.illegal[1];
  EXPECT_EQ(suicide.number, 8u);
  EXPECT_EQ(suicide.reason, core::Legality::Suicide);
  EXPECT_FALSE(suicide.skipped);
  EXPECT_EQ(f.at("A9"), core::Color::Empty);
  EXPECT_EQ(f.game.captures(core::Color::Black), 1);  // the suicided stone
  EXPECT_EQ(f.at("C7"), core::Color::White);
  EXPECT_EQ(f.out.moves_played, 10u);
}

TEST(Replay, StopOnIllegalStopsBeforeIt) {
  Fixture f;
  ReplaySettings settings = defaults();
  settings.on_illegal = OnIllegal::Stop;
  ASSERT_TRUE(f.run("(;SZ[9];B[ee];W[ff];B[ee];W[gg])", settings));
  EXPECT_FALSE(f.out.reached_end);
  ASSERT_EQ(f.out.illegal.size(), 1u);
  EXPECT_EQ(f.out.illegal[0].number, 3u);
  EXPECT_EQ(f.out.moves_played, 2u);
  EXPECT_EQ(f.at("G3"), core::Color::Empty);
  EXPECT_EQ(f.game.to_move(), core::Color::Black);
}

TEST(Replay, KoUnderSimpleKoAndSuperkoUnderChinese) {
  // T07's ko (b B3 w C3 b A2 w B2 b B1 w D2 b E5 w C1 b C2), then W retakes at once.
  const std::string ko = "(;SZ[5]RU[Japanese];B[bc];W[cc];B[ad];W[bd];B[be];W[dd];B[ea];W[ce];B[cd];W[bd])";
  Fixture f;
  ASSERT_TRUE(f.run(ko));
  ASSERT_EQ(f.out.illegal.size(), 1u);
  EXPECT_EQ(f.out.illegal[0].number, 10u);
  EXPECT_EQ(f.out.illegal[0].reason, core::Legality::Ko);
  EXPECT_FALSE(f.out.illegal[0].skipped);
}

TEST(Replay, StoppingPoints) {
  const std::string game = "(;SZ[9];B[ee];W[ff];B[gg];W[];B[hh])";
  Fixture f;
  ReplaySettings settings = defaults();
  settings.stop_before_move = 3;
  ASSERT_TRUE(f.run(game, settings));
  EXPECT_FALSE(f.out.reached_end);
  EXPECT_EQ(f.out.moves_played, 2u);
  EXPECT_EQ(f.game.to_move(), core::Color::Black);
  EXPECT_EQ(f.at("G3"), core::Color::Empty);

  settings.stop_before_move = 1;
  ASSERT_TRUE(f.run(game, settings));
  EXPECT_TRUE(f.game.board().is_empty());

  settings.stop_before_move = 100;  // past the end: everything
  ASSERT_TRUE(f.run(game, settings));
  EXPECT_TRUE(f.out.reached_end);
  EXPECT_EQ(f.out.moves_played, 5u);

  settings.stop_before_move.reset();
  settings.stop_before_point = sgf::Point{6, 6};  // "gg"
  ASSERT_TRUE(f.run(game, settings));
  EXPECT_EQ(f.out.moves_played, 2u);
  EXPECT_EQ(f.game.to_move(), core::Color::Black);
}

TEST(Replay, MarkupNamesTheStonesOnTheOpponentsTerritory) {
  Fixture f;
  // White stone at C3 inside Black's TB; a black stone at G7 inside White's TW.
  ASSERT_TRUE(f.run("(;SZ[9]RU[Japanese]KM[6.5];B[dd];W[cg];B[gc];W[ff];B[];W[]TB[cg][aa]TW[gc][ii])"));
  EXPECT_TRUE(f.out.has_markup);
  ASSERT_EQ(f.out.markup_dead.size(), 2u);
  const core::Board& board = f.game.board();
  EXPECT_EQ(gtp_vertex(board, f.out.markup_dead[0]), "G7");
  EXPECT_EQ(gtp_vertex(board, f.out.markup_dead[1]), "C3");
  ASSERT_TRUE(f.run("(;SZ[9];B[dd])"));
  EXPECT_FALSE(f.out.has_markup);
  EXPECT_TRUE(f.out.markup_dead.empty());
}

TEST(Replay, MovesOutOfTurnAreANoteNotAnError) {
  Fixture f;
  ASSERT_TRUE(f.run("(;SZ[9];B[aa];B[bb];W[cc];W[dd])"));
  EXPECT_TRUE(f.out.illegal.empty());
  ASSERT_EQ(f.out.notes.size(), 1u);
  EXPECT_EQ(f.out.notes[0], "2 moves out of turn (first: move 2)");
}

TEST(Replay, TheGameObjectIsReusedAcrossRecords) {
  Fixture f;
  ASSERT_TRUE(f.run("(;SZ[19]HA[2]AB[dd][pp];W[dp])"));
  ASSERT_TRUE(f.run("(;SZ[13];B[aa])"));
  EXPECT_EQ(f.game.board().width(), 13);
  EXPECT_EQ(f.game.handicap_stones(), 0);
  EXPECT_EQ(f.game.board().stone_count(core::Color::Black), 1);
  EXPECT_EQ(f.out.handicap, 0);
  EXPECT_TRUE(f.out.illegal.empty());
}

TEST(Vertices, GtpAndSgfForms) {
  const core::Board board(19, 19);
  EXPECT_EQ(gtp_vertex(board, to_core_point(board, sgf::Point{0, 0})), "A19");
  EXPECT_EQ(gtp_vertex(board, to_core_point(board, sgf::Point{18, 18})), "T1");
  EXPECT_EQ(gtp_vertex(board, to_core_point(board, sgf::Point{8, 10})), "J9");  // no I
  EXPECT_EQ(gtp_vertex(board, core::kPass), "pass");
  EXPECT_EQ(sgf_vertex(board, board.point(3, 15)), "dp");
  EXPECT_EQ(sgf_vertex(board, core::kPass), "");
  const core::Board big(25, 25);
  EXPECT_EQ(gtp_vertex(big, big.point(24, 24)), "Z1");
  EXPECT_EQ(sgf_vertex(big, big.point(24, 24)), "yy");
  const core::Board wide(13, 7);
  EXPECT_EQ(gtp_vertex(wide, wide.point(12, 0)), "N7");
  EXPECT_EQ(to_sgf_point(wide, wide.point(12, 6)), (sgf::Point{12, 6}));
}

}  // namespace
}  // namespace goref::replay
