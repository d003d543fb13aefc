// The preset table of shared/spec §1 and how names reach it.
#include <gtest/gtest.h>

#include "rules/registry.h"

namespace goref::rules {
namespace {

using core::HandicapBonus;
using core::KoRule;
using core::ScoringRule;
using core::SuicideRule;

TEST(Presets, EveryPresetOfTheContractExistsWithItsAliases) {
  const std::vector<std::pair<std::string, std::string>> names{
      {"chinese", "chinese"},  {"CN", "chinese"},         {"chinese-simple", "chinese-simple"},
      {"Japanese", "japanese"}, {"jp", "japanese"},       {"korean", "korean"},
      {"kr", "korean"},        {"tromp-taylor", "tromp-taylor"}, {"tt", "tromp-taylor"},
      {"TrompTaylor", "tromp-taylor"}, {"aga", "aga"},     {"bga", "aga"},
      {"french", "aga"},       {"new-zealand", "new-zealand"}, {"New Zealand", "new-zealand"},
      {"new_zealand", "new-zealand"}, {"nz", "new-zealand"}, {"ing", "ing"},
      {"goe", "ing"},          {"sst", "ing"},            {"WMSG", "wmsg"}};
  for (const auto& [name, canonical] : names) {
    const RulesetPreset* found = find_preset(name);
    ASSERT_NE(found, nullptr) << name;
    EXPECT_EQ(found->name, canonical) << name;
  }
  EXPECT_EQ(find_preset("chess"), nullptr);
  EXPECT_EQ(presets().size(), 9U);
}

TEST(Presets, KoAndSuicideFollowTheContractTable) {
  EXPECT_EQ(preset("chinese").rules.ko_rule, KoRule::PositionalSuperko);
  EXPECT_EQ(preset("chinese-simple").rules.ko_rule, KoRule::Simple);
  EXPECT_EQ(preset("japanese").rules.ko_rule, KoRule::Simple);
  EXPECT_EQ(preset("tromp-taylor").rules.suicide_rule, SuicideRule::Allowed);
  EXPECT_EQ(preset("aga").rules.ko_rule, KoRule::SituationalSuperko);
  EXPECT_EQ(preset("new-zealand").rules.suicide_rule, SuicideRule::Allowed);
  EXPECT_EQ(preset("ing").rules.suicide_rule, SuicideRule::MultiStoneOnly);
  EXPECT_EQ(preset("wmsg").rules.suicide_rule, SuicideRule::Forbidden);
  EXPECT_TRUE(preset("wmsg").rules.button);
}

TEST(Presets, ScoringBonusAndKomiFollowTheContractTable) {
  EXPECT_EQ(preset("japanese").rules.scoring_rule, ScoringRule::Territory);
  EXPECT_EQ(preset("korean").rules.cycle_outcome, core::CycleOutcome::Draw);
  EXPECT_EQ(preset("chinese").rules.handicap_bonus, HandicapBonus::PerStone);
  EXPECT_EQ(preset("aga").rules.handicap_bonus, HandicapBonus::PerStoneMinusOne);
  EXPECT_EQ(preset("new-zealand").rules.handicap_bonus, HandicapBonus::None);
  EXPECT_DOUBLE_EQ(preset("aga").rules.handicap_komi, 0.5);
  EXPECT_DOUBLE_EQ(preset("japanese").rules.handicap_komi, 0);
  EXPECT_DOUBLE_EQ(preset("new-zealand").rules.default_komi, 7);
  EXPECT_DOUBLE_EQ(preset("ing").rules.default_komi, 8);
  EXPECT_EQ(preset("ing").rules.tie_rule, core::TieRule::BlackWins);
  EXPECT_TRUE(preset("tromp-taylor").rules.score_all_stones_alive);
}

TEST(ParseRules, OverridesChangeOneAxisAndMakeTheRulesCustom) {
  const RulesParse parsed = parse_rules("chinese,ko=situational");
  ASSERT_TRUE(parsed.value.has_value()) << parsed.error;
  EXPECT_EQ(parsed.value->rules.ko_rule, KoRule::SituationalSuperko);
  EXPECT_EQ(parsed.value->name, "custom");
  const RulesParse same = parse_rules("chinese-simple,ko=positional");
  ASSERT_TRUE(same.value.has_value());
  EXPECT_EQ(same.value->name, "chinese");
}

TEST(ParseRules, BadNamesAndOverridesSayWhatIsWrong) {
  EXPECT_EQ(parse_rules("chess").error, "unknown rules 'chess'");
  EXPECT_EQ(parse_rules("chinese,ko=maybe").error, "unknown ko rule 'maybe'");
  EXPECT_EQ(parse_rules("chinese,colour=red").error, "unknown rules key 'colour'");
  EXPECT_EQ(parse_rules("chinese,ko").error, "override 'ko' is not key=value");
}

}  // namespace
}  // namespace goref::rules
