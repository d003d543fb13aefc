// replay::record_from_game and sgf_rules_value: what printsgf writes reads back as the
// same game.
#include <gtest/gtest.h>

#include "core/handicap.h"
#include "replay/export.h"
#include "replay/replay.h"
#include "rules/katago.h"
#include "rules/preset.h"
#include "rules/registry.h"
#include "sgf/reader.h"
#include "sgf/writer.h"

namespace goref::replay {
namespace {

core::Move move(const core::Game& game, core::Color color, int x, int y) {
  return {color, game.board().point(x, y)};
}

// Writes `game`, reads it back, replays it; the histories must hold the same positions.
void expect_round_trip(const core::Game& game, const rules::NamedRules& named, double komi) {
  RecordInfo info{named, komi, std::nullopt};
  const std::string text = sgf::write_game_record(record_from_game(game, info));
  auto records = sgf::read_game_records(text);
  ASSERT_TRUE(records.ok()) << text;
  ReplaySettings settings;
  settings.fallback_rules = *rules::parse_rules("japanese").value;
  core::Game back(settings.fallback_rules.rules, 19, 19);
  Replay replay;
  ASSERT_TRUE(replay_record(records.value().front(), settings, back, replay)) << text;
  EXPECT_TRUE(replay.illegal.empty()) << text;
  EXPECT_EQ(replay.rules.name, named.name) << text;
  EXPECT_EQ(back.rules(), game.rules()) << text;
  ASSERT_TRUE(replay.komi.has_value());
  EXPECT_EQ(*replay.komi, komi);
  EXPECT_EQ(back.handicap_stones(), game.handicap_stones()) << text;
  ASSERT_EQ(back.history().size(), game.history().size()) << text;
  for (std::size_t i = 0; i < game.history().size(); ++i) {
    EXPECT_EQ(back.history()[i].board, game.history()[i].board) << "turn " << i << "\n" << text;
    EXPECT_EQ(back.history()[i].to_move, game.history()[i].to_move) << "turn " << i << "\n" << text;
    EXPECT_EQ(back.history()[i].captures, game.history()[i].captures) << "turn " << i;
  }
  EXPECT_EQ(back.phase(), game.phase());
}

TEST(Export, MovesPassesAndCaptures) {
  const rules::NamedRules named = *rules::parse_rules("japanese").value;
  core::Game game(named.rules, 9, 9);
  using core::Color;
  for (core::Move m : {move(game, Color::Black, 1, 0), move(game, Color::White, 0, 0), move(game, Color::Black, 0, 1),
                       move(game, Color::White, 4, 4), core::Move{Color::Black, core::kPass},
                       core::Move{Color::White, core::kPass}}) {
    ASSERT_EQ(game.play(m), core::Legality::Legal);
  }
  expect_round_trip(game, named, 6.5);
}

TEST(Export, HandicapStones) {
  const rules::NamedRules named = *rules::parse_rules("chinese").value;
  core::Game game(named.rules, 19, 19);
  ASSERT_TRUE(game.place_handicap(core::fixed_handicap_points(game.board(), 4)));
  ASSERT_EQ(game.play(move(game, core::Color::White, 2, 2)), core::Legality::Legal);
  expect_round_trip(game, named, 0.5);
  const std::string text = sgf::write_game_record(record_from_game(game, {named, 0.5, std::nullopt}));
  EXPECT_NE(text.find("HA[4]"), std::string::npos) << text;
  EXPECT_EQ(text.find("PL["), std::string::npos) << text;
}

TEST(Export, SetupPositionsAndSetupTurns) {
  const rules::NamedRules named = *rules::parse_rules("aga").value;
  core::Game game(named.rules, 9, 9);
  core::Board start(9, 9);
  start.set_stone(start.point(2, 2), core::Color::Black);
  start.set_stone(start.point(6, 6), core::Color::White);
  ASSERT_TRUE(game.reset_to(start, core::Color::White));
  ASSERT_EQ(game.play(move(game, core::Color::White, 4, 4)), core::Legality::Legal);
  const core::Point add[] = {game.board().point(0, 8)};
  const core::Point remove[] = {game.board().point(2, 2)};
  ASSERT_TRUE(game.setup(add, {}, remove, core::Color::Black));
  ASSERT_EQ(game.play(move(game, core::Color::Black, 5, 5)), core::Legality::Legal);
  expect_round_trip(game, named, 7.5);
}

TEST(Export, ResultWhenKnown) {
  const rules::NamedRules named = *rules::parse_rules("japanese").value;
  core::Game game(named.rules, 9, 9);
  const std::string text = sgf::write_game_record(record_from_game(game, {named, 6.5, std::string("W+6.5")}));
  EXPECT_NE(text.find("RE[W+6.5]"), std::string::npos) << text;
  EXPECT_NE(text.find("RU[Japanese]"), std::string::npos) << text;
  EXPECT_NE(text.find("SZ[9]"), std::string::npos) << text;
}

TEST(SgfRulesValue, EveryPresetReadsBackAsItself) {
  for (const rules::RulesetPreset& preset : rules::presets()) {
    const rules::NamedRules named{std::string(preset.name), preset.rules};
    const std::string value = sgf_rules_value(named);
    const rules::RulesParse parsed = rules::parse_sgf_rules(value);
    ASSERT_TRUE(parsed.value.has_value()) << preset.name << " -> " << value << ": " << parsed.error;
    EXPECT_EQ(parsed.value->name, preset.name) << value;
    EXPECT_EQ(parsed.value->rules, preset.rules) << value;
  }
  EXPECT_EQ(sgf_rules_value(*rules::parse_rules("japanese").value), "Japanese");
  EXPECT_EQ(sgf_rules_value(*rules::parse_rules("new-zealand").value), "NZ");
  EXPECT_EQ(sgf_rules_value(*rules::parse_rules("ing").value), "GOE");
}

}  // namespace
}  // namespace goref::replay
