// Rules commands: goref's own, KataGo's and kgsGtp's. All of them go through
// the rules registry by name.
#include <string>

#include "gtp/engine/referee.h"
#include "gtp/protocol/command.h"
#include "gtp/protocol/command_registry.h"
#include "gtp/protocol/failure.h"
#include "rules/katago.h"
#include "rules/registry.h"

namespace goref::gtp {

namespace {

std::string yes_no(bool value) { return value ? "true" : "false"; }

std::string describe_rules(const Referee& referee) {
  const core::Ruleset& r = referee.game().rules();
  std::string out = "name " + referee.rules_name() + "\n";
  out += "ko " + core::to_string(r.ko_rule) + "\n";
  out += "suicide " + core::to_string(r.suicide_rule) + "\n";
  out += "scoring " + core::to_string(r.scoring_rule) + "\n";
  out += "handicap_bonus " + core::to_string(r.handicap_bonus) + "\n";
  out += "pass_stones " + yes_no(r.pass_stones) + "\n";
  out += "button " + yes_no(r.button) + "\n";
  out += "all_stones_alive " + yes_no(r.score_all_stones_alive) + "\n";
  out += "ties " + core::to_string(r.tie_rule) + "\n";
  out += "long_cycle " + core::to_string(r.cycle_outcome) + "\n";
  out += "game_end " + core::to_string(r.game_end) + "\n";
  out += "default_komi " + format_komi(r.default_komi) + "\n";
  out += "handicap_komi " + format_komi(r.handicap_komi) + "\n";
  out += "komi " + format_komi(referee.komi()) + (referee.komi_is_explicit() ? " (set)" : " (default)");
  return out;
}

void apply(Referee& referee, const rules::RulesParse& parsed) {
  if (!parsed.value) throw Failure(parsed.error);
  referee.set_rules(*parsed.value);
}

}  // namespace

void register_rules_commands(CommandRegistry& registry, Referee& referee) {
  registry.add({"goref-rules", "[name[,key=value...]]",
                "Without argument: the rules in force, axis by axis. With one: sets a preset (aliases and "
                "overrides such as 'chinese,ko=situational' accepted).",
                [&referee](const Command& command) {
                  command.expect_arg_count_between(0, 1);
                  if (command.arg_count() == 0) return describe_rules(referee);
                  apply(referee, rules::parse_rules(command.arg(0)));
                  return std::string();
                }});
  registry.add({"goref-list_rules", "", "Every preset with its aliases and a one-line summary.",
                [](const Command& command) {
                  command.expect_arg_count(0);
                  std::string out;
                  for (const rules::RulesetPreset& p : rules::presets()) {
                    if (!out.empty()) out += '\n';
                    out += std::string(p.name);
                    for (std::string_view alias : p.aliases) out += " " + std::string(alias);
                    out += ": " + std::string(p.summary);
                  }
                  return out;
                }});
  registry.add({"kgs-rules", "chinese|japanese|aga|new_zealand",
                "kgsGtp's rules command; chinese means positional superko here.",
                [&referee](const Command& command) {
                  command.expect_arg_count(1);
                  apply(referee, rules::parse_kgs_rules(command.arg(0)));
                  return std::string();
                }});
  registry.add({"kata-set-rules", "rules",
                "KataGo's rules: a shorthand (KataGo's meaning: chinese = simple ko), JSON or compact form.",
                [&referee](const Command& command) {
                  if (command.arg_count() == 0) throw Failure("syntax error: expected rules");
                  apply(referee, rules::parse_katago_rules(command.joined_args()));
                  return std::string();
                }});
  registry.add({"kata-set-rule", "key value", "Sets one KataGo rules field (ko, scoring, tax, suicide, hasButton, "
                "whiteHandicapBonus, friendlyPassOk).",
                [&referee](const Command& command) {
                  command.expect_arg_count(2);
                  apply(referee, rules::apply_katago_rule(referee.game().rules(), command.arg(0), command.arg(1)));
                  return std::string();
                }});
  registry.add({"kata-get-rules", "", "The rules as KataGo's JSON, keys sorted, without komi.",
                [&referee](const Command& command) {
                  command.expect_arg_count(0);
                  return rules::katago_json(referee.game().rules());
                }});
}

}  // namespace goref::gtp
