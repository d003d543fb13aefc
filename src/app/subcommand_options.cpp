#include "app/subcommand_options.h"

#include <boost/program_options.hpp>
#include <fstream>
#include <sstream>
#include <tuple>

#include "app/option_parsing.h"
#include "gtp/client/engine_process.h"
#include "rules/registry.h"

namespace goref::app {

namespace po = boost::program_options;

namespace {

// One line on stderr and exit status 2: "goref regress: --jobs must be ... (see goref regress --help)".
CliParse usage_failure(const std::string& command, const std::string& message) {
  CliParse parse;
  parse.exit_code = 2;
  parse.output = "goref " + command + ": " + message + " (see goref " + command + " --help)";
  return parse;
}

CliParse match_error(const std::string& message) { return usage_failure("match", message); }

// A --timeout in seconds: more than 0, at most a million; nullopt otherwise.
std::optional<std::chrono::milliseconds> timeout_of(double seconds) {
  if (!(seconds > 0) || seconds > 1e6) return std::nullopt;
  return std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
}

po::options_description match_options() {
  po::options_description options("Options");
  options.add_options()
      ("help,h", "print this help and exit")
      ("config", po::value<std::string>(), "INI file with these options as `name = value` lines (engine may repeat); "
                                           "the command line wins where both set an option")
      ("engine", po::value<std::vector<std::string>>(),
       "an engine: name=NAME,cmd=COMMAND[,dir=FOLDER][,env=K=V;K=V][,restart=on-fault|per-game]; "
       "{seed} and {game} in COMMAND take each game's seed and id (one process per game). Two or more.")
      ("tournament", po::value<std::string>()->default_value("round-robin"),
       "round-robin (every pair of engines) or gauntlet (the first engine against each other)")
      ("games", po::value<int>(), "games per pair of engines, colours alternating (default 2)")
      ("rounds", po::value<int>(), "colour-swapped pairs of games per pair of engines (instead of --games)")
      ("size", po::value<std::string>()->default_value("19"), "board size(s), 2 to 25: 9 or 9,13,19 (one per round)")
      ("rules", po::value<std::string>()->default_value("chinese"),
       "any goref preset with overrides (chinese, japanese, tromp-taylor, chinese,ko=situational, ...)")
      ("komi", po::value<std::string>(), "komi (default: the ruleset's)")
      ("handicap", po::value<int>()->default_value(0), "handicap stones (0, or 2 and more)")
      ("handicap-placement", po::value<std::string>()->default_value("fixed"),
       "fixed (GTP's layout, fixed_handicap or set_free_handicap) or free (Black's place_free_handicap)")
      ("openings", po::value<std::string>(), "SGF file or folder of openings, each played once with each colour")
      ("opening-moves", po::value<int>()->default_value(0), "moves taken from each opening (0: its whole main line)")
      ("max-moves", po::value<int>()->default_value(0), "move limit per game (0: 3 x the points of the board)")
      ("max-moves-result", po::value<std::string>()->default_value("score"),
       "a game at the move limit is counted by goref (score) or void")
      ("seed", po::value<unsigned long long>()->default_value(1), "match seed; each game's seed follows from it and the id")
      ("time", po::value<std::string>()->default_value("none"),
       "clock: none, absolute:MAIN, canadian:MAIN:PERIOD:STONES, japanese:MAIN:PERIOD:PERIODS, fischer:MAIN:INC "
       "(seconds)")
      ("move-time", po::value<double>()->default_value(0), "seconds per move (0: no per-move limit)")
      ("time-margin", po::value<int>()->default_value(100), "milliseconds a move may overrun its time without losing")
      ("hang-timeout", po::value<double>()->default_value(30),
       "seconds an engine may take to answer beyond what its clock allows before it counts as hung")
      ("startup-timeout", po::value<double>()->default_value(20), "seconds a new engine process may take to answer")
      ("disputes", po::value<int>()->default_value(2),
       "times play resumes when the engines name different dead stones (area rules)")
      ("max-faults", po::value<int>()->default_value(20),
       "the run stops once an engine has had more faults (crash, hang, garbage) than this")
      ("shard", po::value<std::string>(), "I/N: play only part I of N (0 to N-1) of the schedule, whole colour-swapped "
                                          "pairs; `goref match merge` joins the shards' folders")
      ("sprt", po::value<std::string>(), "elo0=E0,elo1=E1[,alpha=0.05,beta=0.05,model=logistic|normalized]: stop when "
                                         "the GSPRT on the first pairing decides (checked after every finished pair)")
      ("sprt-shared", po::value<std::string>(), "with --sprt and --shard: the folder holding every shard's --out; the test "
                                                "runs on all of their games and a decision stops every shard")
      ("concurrency,j", po::value<int>()->default_value(1), "games played at once")
      ("out,o", po::value<std::string>(), "folder of the run's records (required); the same folder resumes the run")
      ("progress", po::value<std::string>()->default_value("auto"),
       "live progress line on stderr: auto (when stderr is a terminal), always, never")
      ("log-level", po::value<std::string>()->default_value("warn"), "trace, debug, info, warn, error, off");
  return options;
}

}  // namespace

CliParse parse_match_records_command_line(const std::string& verb, const std::vector<std::string>& arguments) {
  const std::string command = "match " + verb;
  po::options_description options("Options");
  options.add_options()("help,h", "print this help and exit");
  if (verb == "merge") {
    options.add_options()("partial", "accept missing games (a run its SPRT stopped, shards still to come)");
  } else {
    options.add_options()("sprt", po::value<std::string>(),
                          "elo0=E0,elo1=E1[,alpha=,beta=,model=logistic|normalized]: the SPRT to evaluate "
                          "(default: the run's own --sprt)");
    if (verb == "stats") options.add_options()("json", "one JSON object on stdout instead of the table");
    else options.add_options()("out,o", po::value<std::string>(), "the HTML file (default: DIR/report.html)");
  }
  po::variables_map values;
  if (const std::string error = store_with_positional(arguments, options, "folders", values); !error.empty())
    return usage_failure(command, error);
  CliParse parse;
  if (values.count("help")) {
    std::ostringstream help;
    if (verb == "merge")
      help << "goref match merge — join the folders of a match's shards into one run folder, as if one\n"
           << "process had played every game (ids in order, SGFs, logs). Refuses folders of different\n"
           << "matches, a game recorded twice and missing games (unless --partial).\n\n"
           << "Usage: goref match merge OUT DIR...\n\n";
    else if (verb == "stats")
      help << "goref match stats — what the games of a match mean: per pair of engines W/L/D overall and\n"
           << "by colour, Elo with its 95% interval from games and from colour-swapped pairs, LOS,\n"
           << "normalized Elo, the SPRT, score margins by colour, fault rates.\n\n"
           << "Usage: goref match stats [--json] [--sprt ...] DIR...  (several DIRs: the shards of one match)\n\n";
    else
      help << "goref match report — one self-contained HTML page (inline SVG, no network) with the table\n"
           << "and plots: Elo and its interval over the games, the SPRT's LLR with its bounds, score\n"
           << "margins by colour, time per move by engine and phase, faults over the run.\n\n"
           << "Usage: goref match report [--out FILE] [--sprt ...] DIR...\n\n";
    help << options << "\nExit status: 0 done, 2 usage error or unusable folders. See docs/match.md and docs/scaling.md.\n";
    parse.output = help.str();
    return parse;
  }
  CliOptions result;
  result.mode = verb == "merge" ? Mode::MatchMerge : verb == "stats" ? Mode::MatchStats : Mode::MatchReport;
  MatchRecordsOptions& records = result.match_records;
  if (values.count("folders")) records.folders = values["folders"].as<std::vector<std::string>>();
  if (verb == "merge") {
    if (records.folders.size() < 2) return usage_failure(command, "OUT and at least one DIR are needed");
    records.merge.out = records.folders.front();
    records.merge.folders.assign(records.folders.begin() + 1, records.folders.end());
    records.merge.partial = values.count("partial") > 0;
  } else if (records.folders.empty()) {
    return usage_failure(command, "no DIR given");
  }
  if (values.count("sprt")) {
    std::string error;
    records.sprt = match::parse_sprt(values["sprt"].as<std::string>(), error);
    if (!records.sprt) return usage_failure(command, "--sprt: " + error);
  }
  records.json = values.count("json") > 0;
  if (values.count("out")) records.report_out = values["out"].as<std::string>();
  parse.options = result;
  return parse;
}

CliParse parse_match_command_line(const std::vector<std::string>& arguments) {
  if (!arguments.empty() && (arguments.front() == "merge" || arguments.front() == "stats" || arguments.front() == "report"))
    return parse_match_records_command_line(arguments.front(), std::vector<std::string>(arguments.begin() + 1, arguments.end()));
  po::options_description options = match_options();
  po::variables_map values;
  try {
    po::store(po::command_line_parser(arguments).options(options).positional(po::positional_options_description()).run(),
              values);
    if (values.count("config")) {
      const std::string path = values["config"].as<std::string>();
      std::ifstream file(path);
      if (!file) return match_error("--config: cannot read " + path);
      po::store(po::parse_config_file(file, options), values);
    }
    po::notify(values);
  } catch (const po::error& error) {
    return match_error(error.what());
  }
  CliParse parse;
  if (values.count("help")) {
    std::ostringstream help;
    help << "goref match — play and referee bot-vs-bot Go games over GTP: every move checked under the\n"
         << "rules, faults and time losses forfeited, results counted, records kept so a run resumes.\n\n"
         << "Usage: goref match --out DIR --engine name=A,cmd=... --engine name=B,cmd=... [options]\n\n"
         << options << "\n"
         << "Records in DIR: run.json, games.jsonl (a line per game), games/ID.sgf, logs/ID-ENGINE.stderr.\n"
         << "Also: goref match merge OUT DIR..., goref match stats DIR..., goref match report DIR...\n"
         << "Exit status: 0 the schedule was played, 1 the run stopped early, 2 usage error or an engine\n"
         << "that cannot start. See docs/match.md.\n";
    parse.output = help.str();
    return parse;
  }
  CliOptions result;
  result.mode = Mode::Match;
  match::MatchConfig& config = result.match;
  if (values.count("engine")) {
    for (const std::string& text : values["engine"].as<std::vector<std::string>>()) {
      std::string error;
      auto spec = match::parse_engine_spec(text, error);
      if (!spec) return match_error("--engine: " + error);
      for (const match::EngineSpec& other : config.engines)
        if (other.name == spec->name) return match_error("--engine: two engines are named '" + spec->name + "'");
      config.engines.push_back(*spec);
    }
  }
  if (config.engines.size() < 2) return match_error("at least two --engine are needed");
  const std::string tournament = values["tournament"].as<std::string>();
  if (tournament == "round-robin") config.tournament = match::TournamentKind::RoundRobin;
  else if (tournament == "gauntlet") config.tournament = match::TournamentKind::Gauntlet;
  else return match_error("--tournament must be round-robin or gauntlet");
  if (values.count("games") && values.count("rounds")) return match_error("--games and --rounds exclude each other");
  if (values.count("games")) config.games_per_pair = values["games"].as<int>();
  if (values.count("rounds")) config.games_per_pair = 2 * values["rounds"].as<int>();
  if (config.games_per_pair < 1 || config.games_per_pair > 10'000'000)
    return match_error("--games must be 1 or more (--rounds: 1 or more)");
  config.sizes.clear();
  {
    std::stringstream sizes(values["size"].as<std::string>());
    std::string item;
    while (std::getline(sizes, item, ',')) {
      const double size = parse_finite_number(item).value_or(0);
      if (size != static_cast<int>(size) || size < 2 || size > 25)
        return match_error("--size: each size is a whole number from 2 to 25, got '" + item + "'");
      config.sizes.push_back(static_cast<int>(size));
    }
    if (config.sizes.empty()) return match_error("--size: no size given");
  }
  config.rules = values["rules"].as<std::string>();
  if (const rules::RulesParse rules = rules::parse_rules(config.rules); !rules.value)
    return match_error("--rules: " + rules.error);
  if (values.count("komi")) {
    const std::optional<double> komi = parse_finite_number(values["komi"].as<std::string>());
    if (!komi) return match_error("--komi: not a number");
    config.komi = *komi;
  }
  config.handicap = values["handicap"].as<int>();
  if (config.handicap < 0 || config.handicap == 1 || config.handicap > 361)
    return match_error("--handicap: 0, or 2 stones and more");
  const std::string placement = values["handicap-placement"].as<std::string>();
  if (placement == "fixed") config.handicap_placement = match::HandicapPlacement::Fixed;
  else if (placement == "free") config.handicap_placement = match::HandicapPlacement::Free;
  else return match_error("--handicap-placement must be fixed or free");
  if (values.count("openings")) config.openings = values["openings"].as<std::string>();
  if (!config.openings.empty() && config.handicap > 0)
    return match_error("--openings and --handicap exclude each other (an opening starts from an empty board)");
  config.opening_moves = values["opening-moves"].as<int>();
  if (config.opening_moves < 0) return match_error("--opening-moves must be 0 or more");
  config.max_moves = values["max-moves"].as<int>();
  if (config.max_moves < 0) return match_error("--max-moves must be 0 or more");
  const std::string at_limit = values["max-moves-result"].as<std::string>();
  if (at_limit == "score") config.max_moves_outcome = match::MaxMovesOutcome::Score;
  else if (at_limit == "void") config.max_moves_outcome = match::MaxMovesOutcome::Void;
  else return match_error("--max-moves-result must be score or void");
  config.seed = values["seed"].as<unsigned long long>();
  {
    std::string error;
    auto time = match::parse_time_control(values["time"].as<std::string>(), error);
    if (!time) return match_error(error);
    config.time = *time;
  }
  config.move_time = values["move-time"].as<double>();
  if (!(config.move_time >= 0) || config.move_time > 1e6) return match_error("--move-time must be 0 or more seconds");
  config.time_margin_ms = values["time-margin"].as<int>();
  if (config.time_margin_ms < 0) return match_error("--time-margin must be 0 or more milliseconds");
  config.hang_timeout = values["hang-timeout"].as<double>();
  if (!(config.hang_timeout > 0) || config.hang_timeout > 1e6) return match_error("--hang-timeout must be more than 0 seconds");
  config.startup_timeout = values["startup-timeout"].as<double>();
  if (!(config.startup_timeout > 0) || config.startup_timeout > 1e6)
    return match_error("--startup-timeout must be more than 0 seconds");
  config.disputes = values["disputes"].as<int>();
  if (config.disputes < 0) return match_error("--disputes must be 0 or more");
  config.max_faults = values["max-faults"].as<int>();
  if (config.max_faults < 0) return match_error("--max-faults must be 0 or more");
  if (values.count("shard")) {
    const std::string text = values["shard"].as<std::string>();
    const auto shard = parse_shard(text);
    if (!shard) return match_error("--shard must be I/N with 0 <= I < N (e.g. 0/4 to 3/4), got '" + text + "'");
    std::tie(config.shard_index, config.shard_count) = *shard;
  }
  if (values.count("sprt")) {
    std::string error;
    config.sprt = match::parse_sprt(values["sprt"].as<std::string>(), error);
    if (!config.sprt) return match_error("--sprt: " + error);
  }
  if (values.count("sprt-shared")) {
    if (!config.sprt) return match_error("--sprt-shared needs --sprt");
    config.sprt_shared = values["sprt-shared"].as<std::string>();
  }
  config.concurrency = values["concurrency"].as<int>();
  if (config.concurrency < 1 || config.concurrency > 256) return match_error("--concurrency must be from 1 to 256");
  if (!values.count("out")) return match_error("--out DIR is required");
  config.out = values["out"].as<std::string>();
  config.progress = values["progress"].as<std::string>();
  if (config.progress != "auto" && config.progress != "always" && config.progress != "never")
    return match_error("--progress must be auto, always or never");
  result.log_level = values["log-level"].as<std::string>();
  parse.options = result;
  return parse;
}

CliParse parse_regress_command_line(const std::vector<std::string>& arguments) {
  po::options_description options("Options");
  options.add_options()
      ("help,h", "print this help and exit")
      ("engine", po::value<std::string>(), "the engine's command line (default: goref itself, no options)")
      ("timeout", po::value<double>()->default_value(60), "seconds one command may take; then the file's engine is killed")
      ("directory", po::value<std::string>(), "the engines' working folder (default: each test file's folder)")
      ("jobs,j", po::value<int>()->default_value(1), "files run at once (results stay in file order)")
      ("long", "a line for every test, not only the unexpected ones")
      ("json", "JSON lines on stdout: one per test, one per file, the totals")
      ("junit", po::value<std::string>(), "also write JUnit XML to this file");
  po::variables_map values;
  const auto error_line = [](const std::string& message) { return usage_failure("regress", message); };
  if (const std::string error = store_with_positional(arguments, options, "paths", values); !error.empty())
    return error_line(error);
  CliParse parse;
  if (values.count("help")) {
    std::ostringstream help;
    help << "goref regress — run GTP regression files (GNU Go's and gogui-regress's .tst format)\n"
         << "against an engine: a fresh engine per file, a timeout per command, crashes and hangs\n"
         << "counted, never a stall.\n\n"
         << "Usage: goref regress [options] FILE.tst|DIR...\n\n"
         << options << "\n"
         << "Exit status: 0 every result was expected, 1 an unexpected result (FAIL, PASS, crash,\n"
         << "timeout, setup or file error), 2 usage error. See docs/regress.md.\n";
    parse.output = help.str();
    return parse;
  }
  CliOptions result;
  result.mode = Mode::Regress;
  regress::RegressRun& run = result.regress;
  if (!values.count("paths")) return error_line("no FILE.tst or DIR given");
  run.paths = values["paths"].as<std::vector<std::string>>();
  if (values.count("engine")) {
    std::string error;
    auto argv = gtp::client::split_command_line(values["engine"].as<std::string>(), error);
    if (!argv) return error_line("--engine: " + error);
    run.options.engine = *argv;
  }
  const auto timeout = timeout_of(values["timeout"].as<double>());
  if (!timeout) return error_line("--timeout must be more than 0 seconds");
  run.options.timeout = *timeout;
  if (values.count("directory")) run.options.directory = values["directory"].as<std::string>();
  run.jobs = values["jobs"].as<int>();
  if (run.jobs < 1 || run.jobs > 256) return error_line("--jobs must be from 1 to 256");
  run.long_form = values.count("long") > 0;
  run.json = values.count("json") > 0;
  if (values.count("junit")) run.junit = values["junit"].as<std::string>();
  parse.options = result;
  return parse;
}

CliParse parse_check_engine_command_line(const std::vector<std::string>& arguments) {
  po::options_description options("Options");
  options.add_options()
      ("help,h", "print this help and exit")
      ("json", "the report as one JSON object")
      ("timeout", po::value<double>()->default_value(10), "seconds each short session may take");
  po::variables_map values;
  const auto error_line = [](const std::string& message) { return usage_failure("check-engine", message); };
  // Our options come first; the first other word (or everything after `--`) is the
  // engine's command line, whose own options are not ours: `check-engine gnugo --mode gtp`.
  std::vector<std::string> ours;
  std::size_t i = 0;
  for (; i < arguments.size(); ++i) {
    const std::string& word = arguments[i];
    if (word == "--") {
      ++i;
      break;
    }
    if (word == "--timeout" && i + 1 < arguments.size()) {
      ours.push_back(word);
      ours.push_back(arguments[++i]);
    } else if (word.rfind("--timeout=", 0) == 0 || word == "--json" || word == "--help" || word == "-h") {
      ours.push_back(word);
    } else if (word.rfind("-", 0) == 0) {
      ours.push_back(word);  // unknown: Program_options says so
    } else {
      break;
    }
  }
  ours.push_back("--");
  for (; i < arguments.size(); ++i) ours.push_back(arguments[i]);
  if (const std::string error = store_with_positional(ours, options, "command", values); !error.empty())
    return error_line(error);
  CliParse parse;
  if (values.count("help")) {
    std::ostringstream help;
    help << "goref check-engine — a GTP compliance report for any engine: framing, ids,\n"
         << "protocol_version, list_commands and known_command, unknown commands, pipelining,\n"
         << "CR LF, long lines, boardsize, illegal moves, final_score, quit.\n\n"
         << "Usage: goref check-engine [options] \"ENGINE COMMAND LINE\"\n"
         << "       goref check-engine [options] -- ENGINE ARGS...\n\n"
         << options << "\n"
         << "Exit status: 0 every required check passed, 1 a required check failed, 2 usage error\n"
         << "or an engine that cannot be started. See docs/check-engine.md.\n";
    parse.output = help.str();
    return parse;
  }
  CliOptions result;
  result.mode = Mode::CheckEngine;
  if (!values.count("command")) return error_line("no engine command given");
  std::vector<std::string> words = values["command"].as<std::vector<std::string>>();
  if (words.size() == 1) {
    std::string error;
    auto argv = gtp::client::split_command_line(words.front(), error);
    if (!argv) return error_line(error);
    words = *argv;
  }
  result.check_engine.engine = words;
  const auto timeout = timeout_of(values["timeout"].as<double>());
  if (!timeout) return error_line("--timeout must be more than 0 seconds");
  result.check_engine.timeout = *timeout;
  result.check_engine_json = values.count("json") > 0;
  parse.options = result;
  return parse;
}

}  // namespace goref::app
