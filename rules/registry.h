// The registry: the only way the rest of goref turns a ruleset name into
// rules. Names are case-insensitive; '-', '_' and spaces are interchangeable.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/ruleset.h"
#include "rules/preset.h"

namespace goref::rules {

// Rules plus the name they are shown under: a preset's canonical name, or
// "custom" when overrides make them match no preset.
struct NamedRules {
  std::string name;
  core::Ruleset rules;
};

// Either the rules or a message naming the bad token.
struct RulesParse {
  std::optional<NamedRules> value;
  std::string error;
  // KataGo's compact form may carry a komi (SGF RU written by KataGo).
  std::optional<double> komi;
};

// "japanese", "JP", "new_zealand", "New Zealand" ...
const RulesetPreset* find_preset(std::string_view name);
// Looks a preset up by canonical name; the name must exist.
const RulesetPreset& preset(std::string_view canonical_name);

// A preset name optionally followed by overrides: "chinese,ko=situational,suicide=allowed".
// Keys: ko (simple|positional|situational), suicide (forbidden|multi-stone|allowed),
// scoring (area|territory), bonus (0|n|n-1), button (true|false).
RulesParse parse_rules(std::string_view text);

// Canonical preset name whose rules equal `rules`, or "custom".
std::string name_of(const core::Ruleset& rules);

// Lower case, '_' and ' ' turned into '-'.
std::string normalize_name(std::string_view name);

}  // namespace goref::rules
