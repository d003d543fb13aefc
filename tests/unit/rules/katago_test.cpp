// KataGo's, kgsGtp's and SGF's names for rules (rules-sources §7).
#include <gtest/gtest.h>

#include "rules/katago.h"

namespace goref::rules {
namespace {

std::string json_of(const RulesParse& parsed) {
  EXPECT_TRUE(parsed.value.has_value()) << parsed.error;
  return parsed.value ? katago_json(parsed.value->rules) : "";
}

TEST(KataGoRules, TrompTaylorJsonIsKataGosDefault) {
  EXPECT_EQ(katago_json(preset("tromp-taylor").rules),
            R"({"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"})");
}

TEST(KataGoRules, ChineseMeansSimpleKoForKataGoAndSuperkoForKgs) {
  const RulesParse kata = parse_katago_rules("chinese");
  ASSERT_TRUE(kata.value);
  EXPECT_EQ(kata.value->name, "chinese-simple");
  const RulesParse kgs = parse_kgs_rules("chinese");
  ASSERT_TRUE(kgs.value);
  EXPECT_EQ(kgs.value->name, "chinese");
}

TEST(KataGoRules, NewZealandShorthandsMatchKataGoAndT25) {
  EXPECT_EQ(json_of(parse_kgs_rules("new_zealand")),
            R"({"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"})");
  const RulesParse kata = parse_katago_rules("nz");
  ASSERT_TRUE(kata.value);
  // KataGo never allows single-stone suicide.
  EXPECT_EQ(kata.value->rules.suicide_rule, core::SuicideRule::MultiStoneOnly);
}

TEST(KataGoRules, JsonAndCompactFormsGiveTheSameRules) {
  const RulesParse json = parse_katago_rules(R"({"ko":"SIMPLE","scoring":"TERRITORY","suicide":false})");
  const RulesParse compact = parse_katago_rules("koSIMPLEscoreTERRITORYtaxSEKIsui0");
  ASSERT_TRUE(json.value && compact.value);
  EXPECT_EQ(json.value->rules, compact.value->rules);
  EXPECT_EQ(json.value->name, "japanese");
}

TEST(KataGoRules, CompactFormCarriesKomi) {
  const RulesParse parsed = parse_katago_rules("koPOSITIONALscoreAREAtaxNONEsui1komi7.5");
  ASSERT_TRUE(parsed.value);
  ASSERT_TRUE(parsed.komi.has_value());
  EXPECT_DOUBLE_EQ(*parsed.komi, 7.5);
}

TEST(KataGoRules, UnsupportedOrBrokenRulesAreRefusedWithAReason) {
  EXPECT_EQ(parse_katago_rules("stone-scoring").error, "unsupported rules 'stone-scoring' (group tax)");
  EXPECT_EQ(parse_katago_rules(R"({"ko":"SPIGHT"})").error, "unsupported ko rule SPIGHT");
  EXPECT_EQ(parse_katago_rules(R"({"komi":7})").error, "komi is set with the komi command, not in rules");
  EXPECT_EQ(parse_katago_rules("{not json").error, "rules JSON does not parse");
  EXPECT_FALSE(parse_katago_rules(R"({"scoring":"AREA","tax":"SEKI"})").value.has_value());
}

TEST(KataGoRules, OneFieldAtATime) {
  RulesParse step = apply_katago_rule(preset("tromp-taylor").rules, "ko", "simple");
  ASSERT_TRUE(step.value);
  EXPECT_EQ(step.value->rules.ko_rule, core::KoRule::Simple);
  EXPECT_FALSE(apply_katago_rule(step.value->rules, "colour", "red").value.has_value());
}

TEST(SgfRules, RuValuesMapToPresets) {
  for (auto [ru, name] : {std::pair{"Japanese", "japanese"}, std::pair{"Chinese", "chinese"},
                          std::pair{"AGA", "aga"}, std::pair{"GOE", "ing"}, std::pair{"NZ", "new-zealand"},
                          std::pair{"New Zealand", "new-zealand"}, std::pair{"Korean", "korean"},
                          std::pair{"Tromp-Taylor", "tromp-taylor"}}) {
    const RulesParse parsed = parse_sgf_rules(ru);
    ASSERT_TRUE(parsed.value) << ru << ": " << parsed.error;
    EXPECT_EQ(parsed.value->name, name) << ru;
  }
  EXPECT_FALSE(parse_sgf_rules("Calvinball").value.has_value());
}

}  // namespace
}  // namespace goref::rules
