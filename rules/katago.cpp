#include "rules/katago.h"

#include <cctype>
#include <cstdlib>
#include <nlohmann/json.hpp>

namespace goref::rules {

namespace {

using core::HandicapBonus;
using core::KoRule;
using core::Ruleset;
using core::ScoringRule;
using core::SuicideRule;

RulesParse failure(std::string message) {
  RulesParse r;
  r.error = std::move(message);
  return r;
}

RulesParse success(const Ruleset& rules) {
  RulesParse r;
  r.value = NamedRules{name_of(rules), rules};
  return r;
}

RulesParse from_preset(std::string_view name) { return success(preset(name).rules); }

// A ruleset built from KataGo fields starts from the Tromp-Taylor preset, as
// KataGo's parser does, with KataGo's default komi for the scoring type.
Ruleset katago_base() {
  Ruleset r = preset("tromp-taylor").rules;
  return r;
}

void finish_custom(Ruleset& r) {
  // Fields KataGo has no word for take the most common referee meaning.
  r.score_all_stones_alive = false;
  r.game_end = core::GameEnd::ResumeByPlay;
  r.default_komi = r.button ? 7.0 : (r.scoring_rule == ScoringRule::Territory ? 6.5 : 7.5);
  r.handicap_komi = r.default_komi;
  if (r.scoring_rule == ScoringRule::Territory) r.pass_stones = false;
}

// KataGo's "suicide": multi-stone suicide legal; single-stone never. Under
// positional superko a single-stone suicide repeats the board anyway, so the
// Tromp-Taylor axis value is the same rule (and names the refusal "superko").
void set_suicide(Ruleset& r, bool allowed) {
  if (!allowed) r.suicide_rule = SuicideRule::Forbidden;
  else r.suicide_rule = r.ko_rule == KoRule::PositionalSuperko ? SuicideRule::Allowed : SuicideRule::MultiStoneOnly;
}

// What a KataGo rules text says beyond the Ruleset axes.
struct KataGoExtras {
  bool suicide_seen = false;
  bool suicide_value = true;
  std::string tax;  // "" when not given
};

bool set_field(Ruleset& r, std::string key, std::string value, std::string& error, KataGoExtras& extras) {
  for (auto& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (key == "ko" || key == "korule") {
    if (value == "SIMPLE") r.ko_rule = KoRule::Simple;
    else if (value == "POSITIONAL") r.ko_rule = KoRule::PositionalSuperko;
    else if (value == "SITUATIONAL") r.ko_rule = KoRule::SituationalSuperko;
    else if (value == "SPIGHT") return error = "unsupported ko rule SPIGHT", false;
    else return error = "unknown ko rule '" + value + "'", false;
  } else if (key == "score" || key == "scoring" || key == "scoringrule") {
    if (value == "AREA") r.scoring_rule = ScoringRule::Area;
    else if (value == "TERRITORY") r.scoring_rule = ScoringRule::Territory;
    else return error = "unknown scoring rule '" + value + "'", false;
  } else if (key == "tax" || key == "taxrule") {
    // goref's territory counting never scores seki eyes (tax SEKI) and its
    // area counting always does (tax NONE); other combinations are not offered.
    if (value != "NONE" && value != "SEKI" && value != "ALL") return error = "unknown tax rule '" + value + "'", false;
    if (value == "ALL") return error = "unsupported tax rule ALL (stone scoring)", false;
    extras.tax = value;
  } else if (key == "suicide" || key == "multistonesuicidelegal" || key == "sui") {
    if (value == "TRUE" || value == "1" || value == "true") extras.suicide_value = true;
    else if (value == "FALSE" || value == "0" || value == "false") extras.suicide_value = false;
    else return error = "bad suicide value '" + value + "'", false;
    extras.suicide_seen = true;
  } else if (key == "hasbutton" || key == "button") {
    if (value == "TRUE" || value == "1" || value == "true") r.button = true;
    else if (value == "FALSE" || value == "0" || value == "false") r.button = false;
    else return error = "bad button value '" + value + "'", false;
  } else if (key == "whitehandicapbonus" || key == "whb") {
    if (value == "0") r.handicap_bonus = HandicapBonus::None;
    else if (value == "N") r.handicap_bonus = HandicapBonus::PerStone;
    else if (value == "N-1") r.handicap_bonus = HandicapBonus::PerStoneMinusOne;
    else return error = "bad whiteHandicapBonus value '" + value + "'", false;
  } else if (key == "friendlypassok" || key == "fpok") {
    if (value == "TRUE" || value == "1" || value == "true") r.friendly_pass_ok = true;
    else if (value == "FALSE" || value == "0" || value == "false") r.friendly_pass_ok = false;
    else return error = "bad friendlyPassOk value '" + value + "'", false;
  } else {
    return error = "unknown rules key '" + key + "'", false;
  }
  return true;
}

// Rules built from KataGo fields take the procedures of the preset that has
// exactly the same KataGo fields (KataGo's meaning first: its "chinese" is
// chinese-simple, its NZ forbids single-stone suicide), so the same KataGo
// rules behave the same however they were set. Otherwise they are "custom",
// with the most common referee procedures.
RulesParse finish_katago(Ruleset r, const KataGoExtras& extras) {
  const bool territory = r.scoring_rule == ScoringRule::Territory;
  if (!extras.tax.empty() && extras.tax != (territory ? "SEKI" : "NONE"))
    return failure("unsupported tax " + extras.tax + " with " + (territory ? "TERRITORY" : "AREA") +
                   " scoring: goref counts seki eyes under area scoring and never under territory scoring");
  set_suicide(r, extras.suicide_seen ? extras.suicide_value : r.suicide_rule != SuicideRule::Forbidden);
  for (std::string_view name : {"tromp-taylor", "chinese-simple", "chinese", "japanese", "aga", "ing", "wmsg"}) {
    const Ruleset& candidate = preset(name).rules;
    if (katago_json(candidate) == katago_json(r)) return success(candidate);
  }
  Ruleset nz = preset("new-zealand").rules;
  nz.suicide_rule = SuicideRule::MultiStoneOnly;
  if (katago_json(nz) == katago_json(r)) return success(nz);
  finish_custom(r);
  return success(r);
}

RulesParse parse_json(std::string_view text) {
  nlohmann::json object;
  try {
    object = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception&) {
    return failure("rules JSON does not parse");
  }
  if (!object.is_object()) return failure("rules JSON is not an object");
  Ruleset r = katago_base();
  KataGoExtras extras;
  std::string error;
  for (auto it = object.begin(); it != object.end(); ++it) {
    if (it.key() == "komi") return failure("komi is set with the komi command, not in rules");
    std::string value;
    if (it.value().is_boolean()) value = it.value().get<bool>() ? "true" : "false";
    else if (it.value().is_string()) value = it.value().get<std::string>();
    else if (it.value().is_number()) value = it.value().dump();
    else return failure("bad value for rules key '" + it.key() + "'");
    if (!set_field(r, it.key(), value, error, extras)) return failure(error);
  }
  if (!extras.suicide_seen) extras.suicide_seen = true;  // KataGo's default: multi-stone suicide legal
  return finish_katago(r, extras);
}

// koPOSITIONALscoreAREAtaxNONEsui1[button1][whbN][fpok1][komi7.5]
RulesParse parse_compact(std::string_view text) {
  static constexpr std::string_view kKeys[] = {"scoring", "score", "komi", "fpok", "button", "whb",
                                               "tax", "sui", "ko"};
  Ruleset r = katago_base();
  RulesParse result;
  KataGoExtras extras;
  bool ko_seen = false;
  std::string error;
  std::size_t pos = 0;
  auto key_at = [&](std::size_t at) -> std::string_view {
    for (std::string_view key : kKeys) {
      if (text.substr(at, key.size()) == key) return key;
    }
    return {};
  };
  while (pos < text.size()) {
    const std::string_view key = key_at(pos);
    if (key.empty()) return failure("cannot read rules '" + std::string(text) + "' at '" + std::string(text.substr(pos)) + "'");
    pos += key.size();
    std::size_t end = pos;
    // A value runs until the next lower-case key starts.
    while (end < text.size() && !(std::islower(static_cast<unsigned char>(text[end])) && !key_at(end).empty())) ++end;
    const std::string value(text.substr(pos, end - pos));
    pos = end;
    if (key == "komi") {
      char* parse_end = nullptr;
      const double komi = std::strtod(value.c_str(), &parse_end);
      if (value.empty() || *parse_end != '\0') return failure("bad komi '" + value + "' in rules");
      result.komi = komi;
      continue;
    }
    if (key == "ko") ko_seen = true;
    if (!set_field(r, std::string(key), value, error, extras)) return failure(error);
  }
  if (!ko_seen) return failure("rules '" + std::string(text) + "' name no ko rule");
  if (!extras.suicide_seen) extras.suicide_seen = true;
  RulesParse ok = finish_katago(r, extras);
  ok.komi = result.komi;
  return ok;
}

}  // namespace

RulesParse parse_katago_rules(std::string_view text) {
  const std::string name = normalize_name(text);
  if (name == "tromp-taylor" || name == "tromptaylor") return from_preset("tromp-taylor");
  if (name == "chinese") return from_preset("chinese-simple");
  if (name == "chinese-ogs" || name == "chinese-kgs") return from_preset("chinese");
  if (name == "japanese") return from_preset("japanese");
  if (name == "korean") return from_preset("korean");
  if (name == "aga" || name == "bga" || name == "french") return from_preset("aga");
  if (name == "aga-button") {
    Ruleset r = preset("aga").rules;
    r.button = true;
    r.default_komi = r.handicap_komi = 7;
    return success(r);
  }
  if (name == "new-zealand" || name == "nz" || name == "newzealand") {
    // KataGo never allows single-stone suicide.
    Ruleset r = preset("new-zealand").rules;
    r.suicide_rule = SuicideRule::MultiStoneOnly;
    return success(r);
  }
  if (name == "ing" || name == "goe") return from_preset("ing");
  if (name == "stone-scoring" || name == "ancient-area" || name == "ancient-territory")
    return failure("unsupported rules '" + std::string(text) + "' (group tax)");
  if (!text.empty() && text.front() == '{') return parse_json(text);
  if (text.substr(0, 2) == "ko") return parse_compact(text);
  return failure("unknown rules '" + std::string(text) + "'");
}

RulesParse apply_katago_rule(const Ruleset& rules, std::string_view key, std::string_view value) {
  Ruleset r = rules;
  std::string upper(value);
  for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  std::string error;
  KataGoExtras extras;
  if (normalize_name(key) == "komi") return failure("komi is set with the komi command, not in rules");
  if (!set_field(r, std::string(key), upper, error, extras)) return failure(error);
  return finish_katago(r, extras);
}

std::string katago_json(const Ruleset& rules) {
  nlohmann::ordered_json j;
  j["friendlyPassOk"] = rules.friendly_pass_ok;
  j["hasButton"] = rules.button;
  j["ko"] = rules.ko_rule == KoRule::Simple ? "SIMPLE"
            : rules.ko_rule == KoRule::PositionalSuperko ? "POSITIONAL" : "SITUATIONAL";
  j["scoring"] = rules.scoring_rule == ScoringRule::Area ? "AREA" : "TERRITORY";
  j["suicide"] = rules.suicide_rule != SuicideRule::Forbidden;
  j["tax"] = rules.scoring_rule == ScoringRule::Territory ? "SEKI" : "NONE";
  j["whiteHandicapBonus"] = core::to_string(rules.handicap_bonus);
  return j.dump();
}

RulesParse parse_kgs_rules(std::string_view text) {
  const std::string name = normalize_name(text);
  if (name == "chinese") return from_preset("chinese");
  if (name == "japanese") return from_preset("japanese");
  if (name == "aga") return from_preset("aga");
  if (name == "new-zealand") return from_preset("new-zealand");
  return failure("unknown kgs rules '" + std::string(text) + "' (chinese, japanese, aga, new_zealand)");
}

RulesParse parse_sgf_rules(std::string_view text) {
  const std::string name = normalize_name(text);
  if (name == "goe" || name == "ing") return from_preset("ing");
  if (name == "nz" || name == "new-zealand" || name == "newzealand") return from_preset("new-zealand");
  if (const RulesetPreset* p = find_preset(name)) return success(p->rules);
  if (!text.empty() && (text.front() == '{' || text.substr(0, 2) == "ko")) return parse_katago_rules(text);
  return failure("unknown rules '" + std::string(text) + "'");
}

}  // namespace goref::rules
