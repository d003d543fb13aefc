// The reference on positions with known answers (rules-sources §8, the rule
// texts), so that it stands on its own and is not merely "what goref does".
#include "reference_game.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "game_setup_generator.h"

namespace goref::differential {
namespace {

using core::Color;
using core::EndReason;
using core::GameEnd;
using core::KoRule;
using core::Legality;
using core::Phase;
using core::SuicideRule;

Grid grid_of(const std::vector<std::string_view>& rows) {
  Grid grid;
  for (std::string_view row : rows)
    for (char c : row) grid.push_back(c == 'X' ? 1 : c == 'O' ? 2 : 0);
  return grid;
}

core::Ruleset rules(KoRule ko, SuicideRule suicide, GameEnd end = GameEnd::ResumeByPlay) {
  core::Ruleset r;
  r.ko_rule = ko;
  r.suicide_rule = suicide;
  r.game_end = end;
  return r;
}

// "b C3" / "w pass", GTP columns, rows from the bottom.
Legality play(ReferenceGame& game, std::string_view text) {
  const Color color = text[0] == 'b' ? Color::Black : Color::White;
  const std::string_view vertex = text.substr(2);
  if (vertex == "pass") return game.pass(color);
  static constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  const int x = static_cast<int>(kColumns.find(vertex[0]));
  const int y = game.height() - std::stoi(std::string(vertex.substr(1)));
  return game.play(color, x, y);
}

void play_all(ReferenceGame& game, const std::vector<std::string_view>& moves) {
  for (std::string_view m : moves) ASSERT_EQ(play(game, m), Legality::Legal) << m;
}

const std::vector<std::string_view> kKo{".XO.", "XO.O", ".XO.", "...."};

TEST(ReferenceGame, TheImmediateRecaptureIsKoUnderEveryKoRuleAndAPassLiftsIt) {
  for (KoRule ko : {KoRule::Simple, KoRule::PositionalSuperko, KoRule::SituationalSuperko}) {
    ReferenceGame game(rules(ko, SuicideRule::Forbidden), 4, 4, grid_of(kKo), Color::Black);
    play_all(game, {"b C3"});
    EXPECT_EQ(game.current().captures[0], 1);
    EXPECT_EQ(game.evaluate(Color::White, 1, 1).verdict, Legality::Ko);
    play_all(game, {"w pass", "b pass"});
    // The ban is lifted; under superko the board before "b C3" may still not return.
    EXPECT_EQ(game.evaluate(Color::White, 1, 1).verdict, ko == KoRule::Simple ? Legality::Legal : Legality::Superko);
  }
}

TEST(ReferenceGame, SingleStoneSuicideFollowsTheSuicideAndKoRules) {
  const Grid start = grid_of({".X.", "X..", "..."});
  auto verdict = [&](KoRule ko, SuicideRule suicide) {
    return ReferenceGame(rules(ko, suicide), 3, 3, start, Color::White).evaluate(Color::White, 0, 0).verdict;
  };
  EXPECT_EQ(verdict(KoRule::Simple, SuicideRule::Forbidden), Legality::Suicide);
  EXPECT_EQ(verdict(KoRule::Simple, SuicideRule::MultiStoneOnly), Legality::Suicide);
  EXPECT_EQ(verdict(KoRule::Simple, SuicideRule::Allowed), Legality::Legal);
  // Tromp-Taylor: the board repeats (spec README §2: "superko").
  EXPECT_EQ(verdict(KoRule::PositionalSuperko, SuicideRule::Allowed), Legality::Superko);
  // New Zealand: the same board with the other player to move is a new situation.
  EXPECT_EQ(verdict(KoRule::SituationalSuperko, SuicideRule::Allowed), Legality::Legal);
  ReferenceGame nz(rules(KoRule::SituationalSuperko, SuicideRule::Allowed), 3, 3, start, Color::White);
  play_all(nz, {"w A3"});
  EXPECT_EQ(nz.current().captures[0], 1);  // Black's prisoner
  EXPECT_EQ(nz.current().grid, start);
  EXPECT_EQ(nz.current().removed, std::vector<int>{0});
}

TEST(ReferenceGame, MultiStoneSuicideRemovesTheChainForTheOpponent) {
  const Grid start = grid_of({"OX.", ".X.", "XX."});
  for (SuicideRule suicide : {SuicideRule::Forbidden, SuicideRule::MultiStoneOnly, SuicideRule::Allowed}) {
    ReferenceGame game(rules(KoRule::PositionalSuperko, suicide), 3, 3, start, Color::White);
    const ReferenceOutcome outcome = game.evaluate(Color::White, 0, 1);
    EXPECT_EQ(outcome.suicided, 2);
    EXPECT_EQ(outcome.verdict, suicide == SuicideRule::Forbidden ? Legality::Suicide : Legality::Legal);
  }
  ReferenceGame game(rules(KoRule::PositionalSuperko, SuicideRule::MultiStoneOnly), 3, 3, start, Color::White);
  play_all(game, {"w A2"});
  EXPECT_EQ(game.current().grid, grid_of({".X.", ".X.", "XX."}));
  EXPECT_EQ(game.current().captures[0], 2);
  EXPECT_EQ(game.current().to_move, Color::Black);
}

TEST(ReferenceGame, CapturesComeBeforeSelfCapture) {
  ReferenceGame game(rules(KoRule::Simple, SuicideRule::Forbidden), 3, 3, grid_of({".XO", "XO.", "O.."}),
                     Color::White);
  play_all(game, {"w A3"});
  EXPECT_EQ(game.current().captures[1], 2);
  EXPECT_EQ(game.current().grid, grid_of({"O.O", ".O.", "O.."}));
}

TEST(ReferenceGame, TripleKoIsALongCycleUnderSimpleKoAndSuperkoOtherwise) {
  const std::vector<std::string_view> cycle{"b D5", "w B4", "b F5", "w D4", "b B5", "w F4"};
  for (KoRule ko : {KoRule::Simple, KoRule::PositionalSuperko, KoRule::SituationalSuperko}) {
    Grid start(49, 0);
    place_triple_ko(start, 7, 0, 0);
    ReferenceGame game(rules(ko, SuicideRule::Forbidden), 7, 7, start, Color::Black);
    if (ko != KoRule::Simple) {
      // The sixth move would recreate the start position (game_test's LongCycle).
      play_all(game, {"b D5", "w B4", "b F5", "w D4", "b B5"});
      EXPECT_EQ(play(game, "w F4"), Legality::Superko);
      EXPECT_EQ(play(game, "w B4"), Legality::Ko);
      continue;
    }
    play_all(game, cycle);
    play_all(game, {"b D5", "w B4", "b F5", "w D4", "b B5"});
    EXPECT_EQ(game.current().phase, Phase::Playing);
    play_all(game, {"w F4"});
    EXPECT_EQ(game.current().phase, Phase::Ended);
    EXPECT_EQ(game.current().end_reason, EndReason::LongCycle);
    EXPECT_EQ(play(game, "b D5"), Legality::GameOver);
    EXPECT_EQ(game.check_pass(), Legality::GameOver);
    EXPECT_TRUE(game.undo());
    EXPECT_EQ(game.current().phase, Phase::Playing);
  }
}

TEST(ReferenceGame, EachEndOfGameRule) {
  auto after_passes = [](GameEnd end, int passes) {
    ReferenceGame game(rules(KoRule::PositionalSuperko, SuicideRule::Forbidden, end), 3, 3);
    Color c = Color::Black;
    for (int i = 0; i < passes; ++i, c = core::opponent(c)) EXPECT_EQ(game.pass(c), Legality::Legal);
    return std::pair{game.current().phase, game.current().end_reason};
  };
  EXPECT_EQ(after_passes(GameEnd::Final, 2), std::pair(Phase::Ended, EndReason::TwoPasses));
  EXPECT_EQ(after_passes(GameEnd::ResumeByPlay, 2), std::pair(Phase::Stopped, EndReason::TwoPasses));
  EXPECT_EQ(after_passes(GameEnd::ResumeByPlay, 3), std::pair(Phase::Playing, EndReason::None));
  EXPECT_EQ(after_passes(GameEnd::ResumeByPlay, 4), std::pair(Phase::Stopped, EndReason::TwoPasses));
  EXPECT_EQ(after_passes(GameEnd::ResumeThenAllAlive, 4), std::pair(Phase::Ended, EndReason::AllAliveAfterResumption));
  EXPECT_EQ(after_passes(GameEnd::ResumeOnceThenFinal, 3), std::pair(Phase::Playing, EndReason::None));
  EXPECT_EQ(after_passes(GameEnd::ResumeOnceThenFinal, 4), std::pair(Phase::Ended, EndReason::SecondDoublePass));

  // AGA: a resumption that opens with a play is an ordinary stretch of play.
  ReferenceGame aga(rules(KoRule::SituationalSuperko, SuicideRule::Forbidden, GameEnd::ResumeThenAllAlive), 3, 3);
  play_all(aga, {"b pass", "w pass", "b B2", "w pass", "b pass"});
  EXPECT_EQ(aga.current().phase, Phase::Stopped);
}

TEST(ReferenceGame, UndoForgetsTheUndonePositions) {
  ReferenceGame game(rules(KoRule::PositionalSuperko, SuicideRule::Forbidden), 3, 3);
  play_all(game, {"b B2", "w A1"});
  EXPECT_EQ(game.history().size(), 3u);
  EXPECT_TRUE(game.undo());
  EXPECT_TRUE(game.undo());
  EXPECT_FALSE(game.undo());
  EXPECT_EQ(game.current().grid, Grid(9, 0));
  play_all(game, {"b A1", "w B2"});
  EXPECT_EQ(game.evaluate(Color::Black, 5, 5).verdict, Legality::OffBoard);
  EXPECT_EQ(game.evaluate(Color::Black, 0, 2).verdict, Legality::Occupied);
}

}  // namespace
}  // namespace goref::differential
