// The preset table of shared/spec §1. Each row cites the rule text it follows;
// docs/rules.md explains every cell and the decisions where sources disagree.
#include <array>

#include "rules/preset.h"

namespace goref::rules {

namespace {

using core::CycleOutcome;
using core::GameEnd;
using core::HandicapBonus;
using core::KoRule;
using core::Ruleset;
using core::ScoringRule;
using core::SuicideRule;
using core::TieRule;

constexpr std::array<std::string_view, 1> kChineseAliases{"cn"};
constexpr std::array<std::string_view, 0> kNoAliases{};
constexpr std::array<std::string_view, 1> kJapaneseAliases{"jp"};
constexpr std::array<std::string_view, 1> kKoreanAliases{"kr"};
constexpr std::array<std::string_view, 2> kTrompTaylorAliases{"tt", "tromptaylor"};
constexpr std::array<std::string_view, 2> kAgaAliases{"bga", "french"};
constexpr std::array<std::string_view, 2> kNewZealandAliases{"nz", "newzealand"};
constexpr std::array<std::string_view, 2> kIngAliases{"goe", "sst"};

Ruleset chinese() {
  Ruleset r;
  // Chinese 2002 art. 6 forbids whole-board repetition (positional superko).
  r.ko_rule = KoRule::PositionalSuperko;
  r.suicide_rule = SuicideRule::Forbidden;
  r.scoring_rule = ScoringRule::Area;
  r.handicap_bonus = HandicapBonus::PerStone;
  r.default_komi = r.handicap_komi = 7.5;
  r.game_end = GameEnd::ResumeByPlay;
  r.friendly_pass_ok = true;
  return r;
}

Ruleset chinese_simple() {
  Ruleset r = chinese();
  // Chinese 2002 art. 20 (tournament practice): simple ko, long cycles void the game.
  r.ko_rule = KoRule::Simple;
  r.cycle_outcome = CycleOutcome::NoResult;
  return r;
}

Ruleset japanese() {
  Ruleset r;
  r.ko_rule = KoRule::Simple;                  // J89 art. 6
  r.suicide_rule = SuicideRule::Forbidden;     // J89 art. 4
  r.scoring_rule = ScoringRule::Territory;     // J89 art. 8, 10
  r.handicap_bonus = HandicapBonus::None;
  r.default_komi = 6.5;
  r.handicap_komi = 0;
  r.cycle_outcome = CycleOutcome::NoResult;    // J89 art. 12
  r.game_end = GameEnd::ResumeByPlay;          // J89 art. 9
  r.friendly_pass_ok = false;
  return r;
}

Ruleset korean() {
  Ruleset r = japanese();
  r.cycle_outcome = CycleOutcome::Draw;  // Korean practice: repetition is a draw
  return r;
}

Ruleset tromp_taylor() {
  Ruleset r;
  r.ko_rule = KoRule::PositionalSuperko;  // TT rule 6
  r.suicide_rule = SuicideRule::Allowed;  // TT rule 7 (single-stone suicide repeats: superko)
  r.scoring_rule = ScoringRule::Area;     // TT rule 9
  r.score_all_stones_alive = true;
  r.default_komi = r.handicap_komi = 7.5;
  r.game_end = GameEnd::Final;            // TT rule 8
  r.friendly_pass_ok = false;
  return r;
}

Ruleset aga() {
  Ruleset r;
  r.ko_rule = KoRule::SituationalSuperko;  // AGA rule 6
  r.suicide_rule = SuicideRule::Forbidden;
  r.scoring_rule = ScoringRule::Area;      // AGA rule 12: area and territory+pass stones agree
  r.handicap_bonus = HandicapBonus::PerStoneMinusOne;
  r.pass_stones = true;                    // AGA rule 7
  r.default_komi = 7.5;
  r.handicap_komi = 0.5;
  r.game_end = GameEnd::ResumeThenAllAlive;
  r.friendly_pass_ok = true;
  return r;
}

Ruleset new_zealand() {
  Ruleset r;
  r.ko_rule = KoRule::SituationalSuperko;  // NZ: "after any of that player's previous moves"
  r.suicide_rule = SuicideRule::Allowed;   // NZ text: suicide of one stone too
  r.scoring_rule = ScoringRule::Area;
  r.default_komi = 7;
  r.handicap_komi = 0;
  r.game_end = GameEnd::ResumeThenAllAlive;
  r.friendly_pass_ok = true;
  return r;
}

Ruleset ing() {
  Ruleset r;
  r.ko_rule = KoRule::PositionalSuperko;        // approximates the Ing ko rule
  r.suicide_rule = SuicideRule::MultiStoneOnly; // SST 1991 art. 1
  r.scoring_rule = ScoringRule::Area;           // fill-in counting gives the same result
  r.default_komi = r.handicap_komi = 8;
  r.tie_rule = TieRule::BlackWins;
  r.game_end = GameEnd::ResumeByPlay;
  r.friendly_pass_ok = true;
  return r;
}

Ruleset wmsg() {
  Ruleset r;
  r.ko_rule = KoRule::PositionalSuperko;  // WMSG 2008 1.4
  r.suicide_rule = SuicideRule::Forbidden;
  r.scoring_rule = ScoringRule::Area;
  r.button = true;                        // 6.5 if Black passed first, 7.5 if White did
  r.default_komi = r.handicap_komi = 7;
  r.game_end = GameEnd::ResumeOnceThenFinal;
  r.friendly_pass_ok = true;
  return r;
}

const std::array<RulesetPreset, 9> kPresets{{
    {"chinese", kChineseAliases, chinese(),
     "Area scoring, positional superko (Chinese 2002 art. 6), no suicide, White gets N points "
     "for N handicap stones, komi 7.5."},
    {"chinese-simple", kNoAliases, chinese_simple(),
     "Chinese as played in tournaments (2002 art. 20): simple ko; a long cycle (triple ko) ends "
     "the game with no result."},
    {"japanese", kJapaneseAliases, japanese(),
     "Japanese 1989: territory + prisoners, simple ko, no suicide, seki eyes not counted, komi "
     "6.5 (0 with handicap); a long cycle ends the game with no result (art. 12)."},
    {"korean", kKoreanAliases, korean(),
     "Korean: as Japanese, but a long cycle is a draw."},
    {"tromp-taylor", kTrompTaylorAliases, tromp_taylor(),
     "Tromp-Taylor: area scoring with every stone on the board alive, positional superko, "
     "suicide allowed (single-stone suicide repeats the board), two passes end the game."},
    {"aga", kAgaAliases, aga(),
     "AGA 1991/2004: situational superko, no suicide, area scoring equal to territory + pass "
     "stones with White passing last, N-1 handicap points, komi 7.5 (0.5 with handicap)."},
    {"new-zealand", kNewZealandAliases, new_zealand(),
     "New Zealand: situational superko, suicide allowed (single stone too, as the text says), "
     "area scoring, komi 7 (0 with handicap)."},
    {"ing", kIngAliases, ing(),
     "Ing SST 1991: area scoring, komi 8 with Black winning ties, multi-stone suicide allowed, "
     "single-stone suicide forbidden; the Ing ko rule is approximated by positional superko."},
    {"wmsg", kNoAliases, wmsg(),
     "World Mind Sports Games 2008: area scoring, positional superko, no suicide, komi 7 plus a "
     "half-point button for the first player to pass."},
}};

}  // namespace

std::span<const RulesetPreset> presets() { return kPresets; }

}  // namespace goref::rules
