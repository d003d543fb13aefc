#include "app/cli_options.h"

#include <boost/program_options.hpp>
#include <cmath>
#include <sstream>
#include <tuple>

#include "app/option_parsing.h"
#include "app/subcommand_options.h"
#include "rules/registry.h"

namespace goref::app {

namespace po = boost::program_options;

namespace {

constexpr const char* kVersion = "0.1.0";
// --max-moves at most: 10 million turns of history are ~2.3 GB, the most a referee may be
// asked to hold on a 24 GB machine shared with the engines it referees.
constexpr unsigned long kMaxMaxMoves = 10'000'000;

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
      ("max-moves", po::value<std::string>(),
       "most turns (moves and passes) one game may hold, 1 to 10000000 (default 100000); a play beyond it "
       "fails with 'illegal move: move limit N reached', loadsgf refuses longer records")
      ("log-level", po::value<std::string>()->default_value("warn"),
       "trace, debug (every GTP command and answer), info, warn, error, off")
      ("log-file", po::value<std::string>(), "write the log to this file instead of stderr");
  return options;
}

CliParse usage_error(const std::string& message, const char* help = "goref --help") {
  CliParse parse;
  parse.exit_code = 2;
  parse.output = "goref: " + message + " (see " + help + ")";
  return parse;
}

po::options_description check_options() {
  po::options_description options("Options");
  options.add_options()
      ("help,h", "print this help and exit")
      ("json", "one JSON object per game (and per unreadable file or I/O error), then a summary object")
      ("jobs,j", po::value<int>()->default_value(1), "threads that check games (1: everything on one thread)")
      ("shard", po::value<std::string>(), "I/N: check only part I of N (0 to N-1) of the sorted input files; N such "
                                          "runs check each input once (--json outputs concatenate)")
      ("rules", po::value<std::string>(), "replay every game under these rules, whatever its RU says")
      ("default-rules", po::value<std::string>()->default_value("chinese"),
       "rules for games without RU or with an RU goref does not understand")
      ("results", po::value<std::string>()->default_value("all"),
       "which counted results to recompute: all (markup dead stones, else goref's analysis), markup, none")
      ("progress", po::value<std::string>()->default_value("auto"),
       "progress bar on stderr: auto (when stderr is a terminal), always, never")
      ("all", "human output: a line for every game, not only for problems");
  return options;
}

CliParse parse_check_command_line(const std::vector<std::string>& arguments) {
  po::options_description options = check_options();
  po::variables_map values;
  if (const std::string error = store_with_positional(arguments, options, "paths", values); !error.empty())
    return usage_error("check: " + error, "goref check --help");
  CliParse parse;
  if (values.count("help")) {
    std::ostringstream help;
    help << "goref check — verify SGF game records: replay every game under its rules, report\n"
         << "illegal moves and results that differ from RE.\n\n"
         << "Usage: goref check [options] PATH...\n"
         << "  PATH: SGF files, directories (searched recursively for *.sgf and archives), and\n"
         << "        .tar/.tar.gz/.tgz/.tar.xz/.txz/.tar.bz2/.zip archives of SGF files.\n\n"
         << options << "\n"
         << "Exit status: 0 every game passed, 1 problems found (illegal moves, results differing\n"
         << "from RE, unreadable SGF), 2 usage or I/O error, 130/143 interrupted by SIGINT/SIGTERM\n"
         << "(the games read so far and the summary are printed whole). See docs/check.md.\n";
    parse.output = help.str();
    return parse;
  }
  CliOptions result;
  result.mode = Mode::Check;
  check::CheckOptions& check = result.check;
  if (!values.count("paths")) return usage_error("check: no PATH given", "goref check --help");
  check.paths = values["paths"].as<std::vector<std::string>>();
  check.json = values.count("json") > 0;
  check.list_all = values.count("all") > 0;
  check.jobs = values["jobs"].as<int>();
  if (check.jobs < 1 || check.jobs > 256) return usage_error("check: --jobs must be between 1 and 256", "goref check --help");
  if (values.count("shard")) {
    const auto shard = parse_shard(values["shard"].as<std::string>());
    if (!shard) return usage_error("check: --shard must be I/N with 0 <= I < N, e.g. 0/4", "goref check --help");
    std::tie(check.shard_index, check.shard_count) = *shard;
  }
  if (values.count("rules")) {
    check.rules = values["rules"].as<std::string>();
    const rules::RulesParse rules = rules::parse_rules(*check.rules);
    if (!rules.value) return usage_error("check: --rules: " + rules.error, "goref check --help");
  }
  check.default_rules = values["default-rules"].as<std::string>();
  if (const rules::RulesParse rules = rules::parse_rules(check.default_rules); !rules.value)
    return usage_error("check: --default-rules: " + rules.error, "goref check --help");
  const std::string results = values["results"].as<std::string>();
  if (results == "all") check.results = check::ResultChecks::All;
  else if (results == "markup") check.results = check::ResultChecks::Markup;
  else if (results == "none") check.results = check::ResultChecks::None;
  else return usage_error("check: --results must be all, markup or none", "goref check --help");
  result.check_progress = values["progress"].as<std::string>();
  if (result.check_progress != "auto" && result.check_progress != "always" && result.check_progress != "never")
    return usage_error("check: --progress must be auto, always or never", "goref check --help");
  parse.options = result;
  return parse;
}

}  // namespace

CliParse parse_command_line(const std::vector<std::string>& arguments) {
  CliParse parse;
  if (!arguments.empty() && arguments.front() == "check") {
    return parse_check_command_line(std::vector<std::string>(arguments.begin() + 1, arguments.end()));
  }
  if (!arguments.empty() && arguments.front() == "check-engine") {
    return parse_check_engine_command_line(std::vector<std::string>(arguments.begin() + 1, arguments.end()));
  }
  if (!arguments.empty() && arguments.front() == "regress") {
    return parse_regress_command_line(std::vector<std::string>(arguments.begin() + 1, arguments.end()));
  }
  if (!arguments.empty() && arguments.front() == "match") {
    return parse_match_command_line(std::vector<std::string>(arguments.begin() + 1, arguments.end()));
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
         << "       goref check [options] PATH...  verify SGF games (goref check --help)\n"
         << "       goref match [options]          run a bot-vs-bot match (goref match --help)\n"
         << "       goref regress [options] FILE.tst|DIR...  GTP regression files (goref regress --help)\n"
         << "       goref check-engine [options] CMD  GTP compliance of an engine (goref check-engine --help)\n\n"
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
    const std::optional<double> komi = parse_finite_number(text);
    if (!komi) return usage_error("--komi: not a number: " + text);
    result.referee.komi = *komi;
  }
  result.referee.board_size = values["size"].as<int>();
  result.referee.board_size_given = !values["size"].defaulted();
  if (result.referee.board_size < 2 || result.referee.board_size > 25)
    return usage_error("--size must be between 2 and 25");
  if (values.count("player")) {
    if (values["player"].as<std::string>() != "random") return usage_error("--player: only 'random' exists");
    result.referee.random_player = true;
  }
  result.referee.seed = values["seed"].as<unsigned long long>();
  if (values.count("max-moves")) {
    // Parsed as text: program_options would take "-1" for a huge unsigned and "1e9" for an error
    // message naming the C++ type.
    const std::string text = values["max-moves"].as<std::string>();
    const bool digits = !text.empty() && text.size() <= 8 && text.find_first_not_of("0123456789") == std::string::npos;
    const unsigned long n = digits ? std::stoul(text) : 0;
    if (n < 1 || n > kMaxMaxMoves) return usage_error("--max-moves must be a whole number from 1 to 10000000");
    result.referee.max_moves = static_cast<std::uint32_t>(n);
  }
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
