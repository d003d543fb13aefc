// KataGo's and kgsGtp's names for rules (GTP kata-set-rules, kata-get-rules,
// kata-set-rule, kgs-rules), translated to goref rulesets. KataGo's own
// meaning wins for its shorthands: there "chinese" is simple ko.
#pragma once

#include <string>
#include <string_view>

#include "core/ruleset.h"
#include "rules/registry.h"

namespace goref::rules {

// A shorthand ("chinese", "aga-button", ...), a JSON object
// ({"ko":"SIMPLE","scoring":"AREA",...}) or the compact form ("koSIMPLEscoreAREAtaxNONEsui0").
RulesParse parse_katago_rules(std::string_view text);

// kata-set-rule KEY VALUE applied to `rules`.
RulesParse apply_katago_rule(const core::Ruleset& rules, std::string_view key, std::string_view value);

// KataGo's JSON, keys sorted, no komi:
// {"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"}
std::string katago_json(const core::Ruleset& rules);

// kgsGtp's kgs-rules: chinese (positional superko), japanese, aga, new_zealand.
RulesParse parse_kgs_rules(std::string_view text);

// SGF RU[] values: Japanese, Chinese, AGA, GOE, NZ, Korean, Tromp-Taylor, or
// KataGo's JSON/compact forms.
RulesParse parse_sgf_rules(std::string_view text);

}  // namespace goref::rules
