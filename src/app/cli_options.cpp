#include "app/cli_options.h"

#include <boost/program_options.hpp>
#include <cmath>
#include <sstream>

#include "rules/registry.h"

namespace goref::app {

namespace po = boost::program_options;

namespace {

constexpr const char* kVersion = "0.1.0";

po::options_description gtp_options() {
  po::options_description options("Options");
  options.add_options()
      ("help,h", "print this help and exit")
      ("version", "print the version and exit")
      ("rules", po::value<std::string>()->default_value("chinese"),
       "ruleset preset: chinese, chinese-simple, japanese, korean, tromp-taylor, aga, new-zealand, ing, wmsg "
       "(aliases and overrides such as chinese,ko=situational accepted)")
      ("komi", po::value<std::string>(), "komi (default: the preset's)")
      ("size", po::value<int>()->default_value(19), "board size, 2 to 25")
      ("player", po::value<std::string>(), "built-in player for genmove: random")
      ("seed", po::value<unsigned long long>()->default_value(0), "seed of the random player")
      ("log-level", po::value<std::string>()->default_value("warn"),
       "trace, debug (every GTP command and answer), info, warn, error, off")
      ("log-file", po::value<std::string>(), "write the log to this file instead of stderr");
  return options;
}

CliParse usage_error(const std::string& message) {
  CliParse parse;
  parse.exit_code = 2;
  parse.output = "goref: " + message + " (see goref --help)";
  return parse;
}

}  // namespace

CliParse parse_command_line(const std::vector<std::string>& arguments) {
  CliParse parse;
  if (!arguments.empty() && arguments.front() == "check") {
    CliOptions options;
    options.mode = Mode::Check;
    options.check_arguments.assign(arguments.begin() + 1, arguments.end());
    parse.options = options;
    return parse;
  }
  std::vector<std::string> rest = arguments;
  if (!rest.empty() && rest.front() == "gtp") rest.erase(rest.begin());

  po::options_description options = gtp_options();
  po::options_description hidden("Hidden");
  // Prints docs/gtp-commands.md from the command registry (scripts/update-docs).
  hidden.add_options()("gtp-reference", "print the GTP command reference (markdown) and exit");
  po::options_description all;
  all.add(options).add(hidden);
  po::variables_map values;
  try {
    // An empty positional description makes stray arguments an error.
    po::store(po::command_line_parser(rest).options(all).positional(po::positional_options_description()).run(),
              values);
    po::notify(values);
  } catch (const po::error& error) {
    return usage_error(error.what());
  }
  if (values.count("help")) {
    std::ostringstream help;
    help << "goref — a Go referee engine speaking GTP on stdin/stdout.\n\n"
         << "Usage: goref [gtp] [options]      referee engine (GTP on stdin/stdout)\n"
         << "       goref check [options] PATH...  verify SGF games (goref check --help)\n\n"
         << options;
    parse.output = help.str();
    return parse;
  }
  if (values.count("gtp-reference")) {
    CliOptions reference;
    reference.mode = Mode::GtpReference;
    reference.referee.random_player = true;  // genmove is documented too
    parse.options = reference;
    return parse;
  }
  if (values.count("version")) {
    parse.output = std::string("goref ") + kVersion;
    return parse;
  }
  CliOptions result;
  result.referee.rules = values["rules"].as<std::string>();
  const rules::RulesParse rules = rules::parse_rules(result.referee.rules);
  if (!rules.value) return usage_error("--rules: " + rules.error);
  if (values.count("komi")) {
    const std::string text = values["komi"].as<std::string>();
    std::size_t used = 0;
    double komi = 0;
    try {
      komi = std::stod(text, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != text.size() || text.empty() || !std::isfinite(komi)) return usage_error("--komi: not a number: " + text);
    result.referee.komi = komi;
  }
  result.referee.board_size = values["size"].as<int>();
  if (result.referee.board_size < 2 || result.referee.board_size > 25)
    return usage_error("--size must be between 2 and 25");
  if (values.count("player")) {
    if (values["player"].as<std::string>() != "random") return usage_error("--player: only 'random' exists");
    result.referee.random_player = true;
  }
  result.referee.seed = values["seed"].as<unsigned long long>();
  result.log_level = values["log-level"].as<std::string>();
  static const char* kLevels[] = {"trace", "debug", "info", "warn", "warning", "error", "critical", "off"};
  bool known_level = false;
  for (const char* level : kLevels) known_level = known_level || result.log_level == level;
  if (!known_level) return usage_error("--log-level: unknown level " + result.log_level);
  if (values.count("log-file")) result.log_file = values["log-file"].as<std::string>();
  parse.options = result;
  return parse;
}

std::string version() { return kVersion; }

}  // namespace goref::app
