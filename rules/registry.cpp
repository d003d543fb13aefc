#include "rules/registry.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace goref::rules {

std::string normalize_name(std::string_view name) {
  std::string out;
  out.reserve(name.size());
  for (char c : name) {
    if (c == '_' || c == ' ') out.push_back('-');
    else out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  }
  return out;
}

const RulesetPreset* find_preset(std::string_view name) {
  const std::string wanted = normalize_name(name);
  for (const RulesetPreset& p : presets()) {
    if (p.name == wanted) return &p;
    if (std::find(p.aliases.begin(), p.aliases.end(), wanted) != p.aliases.end()) return &p;
  }
  return nullptr;
}

const RulesetPreset& preset(std::string_view canonical_name) {
  const RulesetPreset* p = find_preset(canonical_name);
  if (p == nullptr) throw std::logic_error("no preset named " + std::string(canonical_name));
  return *p;
}

std::string name_of(const core::Ruleset& rules) {
  for (const RulesetPreset& p : presets()) {
    if (p.rules == rules) return std::string(p.name);
  }
  return "custom";
}

namespace {

bool apply_override(core::Ruleset& rules, std::string_view key, std::string_view value, std::string& error) {
  using namespace core;
  const std::string k = normalize_name(key);
  const std::string v = normalize_name(value);
  if (k == "ko") {
    if (v == "simple") rules.ko_rule = KoRule::Simple;
    else if (v == "positional" || v == "positional-superko" || v == "psk") rules.ko_rule = KoRule::PositionalSuperko;
    else if (v == "situational" || v == "situational-superko" || v == "ssk") rules.ko_rule = KoRule::SituationalSuperko;
    else return error = "unknown ko rule '" + std::string(value) + "'", false;
  } else if (k == "suicide") {
    if (v == "forbidden" || v == "false" || v == "no") rules.suicide_rule = SuicideRule::Forbidden;
    else if (v == "multi-stone" || v == "multi") rules.suicide_rule = SuicideRule::MultiStoneOnly;
    else if (v == "allowed" || v == "true" || v == "yes") rules.suicide_rule = SuicideRule::Allowed;
    else return error = "unknown suicide rule '" + std::string(value) + "'", false;
  } else if (k == "scoring") {
    if (v == "area") rules.scoring_rule = ScoringRule::Area;
    else if (v == "territory") rules.scoring_rule = ScoringRule::Territory;
    else return error = "unknown scoring rule '" + std::string(value) + "'", false;
  } else if (k == "bonus") {
    if (v == "0") rules.handicap_bonus = HandicapBonus::None;
    else if (v == "n") rules.handicap_bonus = HandicapBonus::PerStone;
    else if (v == "n-1") rules.handicap_bonus = HandicapBonus::PerStoneMinusOne;
    else return error = "unknown handicap bonus '" + std::string(value) + "'", false;
  } else if (k == "button") {
    if (v == "true" || v == "1") rules.button = true;
    else if (v == "false" || v == "0") rules.button = false;
    else return error = "unknown button value '" + std::string(value) + "'", false;
  } else {
    return error = "unknown rules key '" + std::string(key) + "'", false;
  }
  return true;
}

}  // namespace

RulesParse parse_rules(std::string_view text) {
  RulesParse result;
  const std::size_t comma = text.find(',');
  const std::string_view name = text.substr(0, comma);
  const RulesetPreset* base = find_preset(name);
  if (base == nullptr) {
    result.error = "unknown rules '" + std::string(name) + "'";
    return result;
  }
  core::Ruleset rules = base->rules;
  std::string_view rest = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
  while (!rest.empty()) {
    const std::size_t next = rest.find(',');
    const std::string_view item = rest.substr(0, next);
    rest = next == std::string_view::npos ? std::string_view{} : rest.substr(next + 1);
    const std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) {
      result.error = "override '" + std::string(item) + "' is not key=value";
      return result;
    }
    if (!apply_override(rules, item.substr(0, eq), item.substr(eq + 1), result.error)) return result;
  }
  result.value = NamedRules{name_of(rules), rules};
  return result;
}

}  // namespace goref::rules
