// Fuzz target: every parser of rules text. The first byte picks the parser, the rest is
// its input: --rules strings with overrides, kata-set-rules JSON and compact forms,
// kata-set-rule KEY VALUE, kgs-rules names, SGF RU values. A parse either gives rules or
// a message; rules given have a name, and a preset's name parses back to the same rules.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/invariant.h"

#include "rules/katago.h"
#include "rules/registry.h"

namespace {

using goref::fuzz::invariant_failed;

void check(const goref::rules::RulesParse& parse) {
  if (parse.value) {
    if (parse.value->name.empty()) invariant_failed("rules without a name");
    if (parse.value->name != "custom") {
      const goref::rules::RulesParse again = goref::rules::parse_rules(parse.value->name);
      if (!again.value) invariant_failed("a rules name that does not parse back");
      if (!(again.value->rules == parse.value->rules) && parse.value->name.find(',') == std::string::npos) {
        // A named result must be that preset, unless overrides made it "custom".
        invariant_failed("a preset's name parses back to other rules");
      }
    }
  } else if (parse.error.empty()) {
    invariant_failed("a refusal without a message");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace goref;
  if (size == 0) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  switch (data[0] % 5) {
    case 0: check(rules::parse_rules(text)); break;
    case 1: check(rules::parse_katago_rules(text)); break;
    case 2: {
      const std::size_t space = text.find(' ');
      const rules::RulesParse base = rules::parse_rules("japanese");
      check(rules::apply_katago_rule(base.value->rules, text.substr(0, space),
                                     space == std::string_view::npos ? std::string_view() : text.substr(space + 1)));
      break;
    }
    case 3: check(rules::parse_kgs_rules(text)); break;
    default: check(rules::parse_sgf_rules(text)); break;
  }
  return 0;
}
