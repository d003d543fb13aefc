// A named ruleset: the data row that a name like "japanese" stands for.
#pragma once

#include <span>
#include <string_view>

#include "core/ruleset.h"

namespace goref::rules {

struct RulesetPreset {
  std::string_view name;
  std::span<const std::string_view> aliases;
  core::Ruleset rules;
  // One paragraph for `goref-list_rules` and docs/rules.md, with its source.
  std::string_view summary;
};

// Every preset of shared/spec §1, in a fixed order.
std::span<const RulesetPreset> presets();

}  // namespace goref::rules
