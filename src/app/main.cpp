// goref's entry point: parses the command line, installs the log, and runs
// the GTP session (or `goref check`). Only this file touches argv, exit codes
// and log sinks.
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <filesystem>

#include <iostream>
#include <stdexcept>
#include <spdlog/spdlog.h>
#include <string>
#include <vector>

#include "app/cli_options.h"
#include "app/logging.h"
#include "check/check.h"
#include "gtp/engine/referee.h"
#include "gtp/protocol/command_registry.h"
#include "gtp/protocol/session.h"
#include "engine_check/engine_check.h"
#include "gtp/client/gtp_client.h"
#include "match/merge.h"
#include "match/records_commands.h"
#include "match/tournament.h"
#include "regress/regress.h"

namespace {

// SIGINT / SIGTERM during `goref match`: finish what is being recorded, abandon the
// games in flight, and exit 1 (the same command resumes).
std::atomic<bool> match_stop{false};
extern "C" void request_match_stop(int) { match_stop.store(true); }

// SIGINT / SIGTERM during `goref check`: read no further input, print the games already
// read (whole lines only: nothing is written from the handler) and the summary, then exit
// 128 + the signal's number (130, 143), as a shell reports a killed process. A second
// signal has its default effect, for a user who will not wait.
std::atomic<bool> check_stop{false};
std::atomic<int> check_signal{0};
extern "C" void request_check_stop(int signal_number) {
  if (check_stop.exchange(true)) {
    ::signal(signal_number, SIG_DFL);
    ::raise(signal_number);
    return;
  }
  check_signal.store(signal_number);
}

}  // namespace

int main(int argc, char** argv) {
  using namespace goref;
  const std::vector<std::string> arguments(argv + 1, argv + argc);
  const app::CliParse parse = app::parse_command_line(arguments);
  if (!parse.options) {
    (parse.exit_code == 0 ? std::cout : std::cerr) << parse.output << '\n';
    return parse.exit_code;
  }
  const app::CliOptions& options = *parse.options;

  if (const std::string error = app::install_logger(options.log_level, options.log_file); !error.empty()) {
    std::cerr << "goref: " << error << '\n';
    return 2;
  }
  std::ios::sync_with_stdio(false);
  if (options.mode == app::Mode::Check) {
    // Exit status: 0 every game passed, 1 problems in the data, 2 usage or I/O error.
    check::CheckOptions check = options.check;
    check.progress = options.check_progress == "always" || (options.check_progress == "auto" && isatty(STDERR_FILENO));
    check.stop = &check_stop;
    struct sigaction action {};
    action.sa_handler = request_check_stop;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    try {
      const check::CheckSummary summary = check::run_check(check, std::cout, std::cerr);
      if (summary.interrupted) return 128 + check_signal.load();
      if (summary.io_errors > 0) return 2;
      return summary.problems() ? 1 : 0;
    } catch (const std::invalid_argument& error) {
      std::cerr << "goref: check: " << error.what() << '\n';
      return 2;
    }
  }
  if (options.mode == app::Mode::Match) {
    struct sigaction action {};
    action.sa_handler = request_match_stop;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    const bool progress = options.match.progress == "always" ||
                          (options.match.progress == "auto" && isatty(STDERR_FILENO));
    const match::RunResult result = match::run_match(options.match, "0.1.0", std::cout, std::cerr, progress, &match_stop);
    return result.exit_code;
  }
  if (options.mode == app::Mode::MatchMerge) {
    if (const std::string error = match::merge_runs(options.match_records.merge, std::cerr); !error.empty()) {
      std::cerr << "goref match merge: " << error << '\n';
      return 2;
    }
    return 0;
  }
  if (options.mode == app::Mode::MatchStats) {
    const app::MatchRecordsOptions& records = options.match_records;
    return match::print_match_stats(records.folders, records.sprt, records.json, std::cout, std::cerr);
  }
  if (options.mode == app::Mode::MatchReport) {
    const app::MatchRecordsOptions& records = options.match_records;
    return match::write_match_report(records.folders, records.sprt, records.report_out, std::cerr);
  }
  if (options.mode == app::Mode::CheckEngine) {
    // A program that cannot be started at all is a usage error, not a report.
    gtp::client::GtpClient probe(gtp::client::EngineCommand{options.check_engine.engine, "", {}});
    std::string error;
    if (!probe.start(error)) {
      std::cerr << "goref check-engine: " << error << '\n';
      return 2;
    }
    probe.kill();
    const auto checks = engine_check::check_engine(options.check_engine);
    if (options.check_engine_json)
      std::cout << engine_check::json_report(checks).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
    else
      std::cout << engine_check::text_report(checks);
    return engine_check::compliant(checks) ? 0 : 1;
  }
  if (options.mode == app::Mode::Regress) {
    regress::RegressRun run = options.regress;
    if (run.options.engine.empty()) {
      // goref itself: the binary that is running now, whatever the PATH says.
      std::error_code code;
      const std::string self = std::filesystem::read_symlink("/proc/self/exe", code).string();
      run.options.engine = {code ? std::string(argv[0]) : self};
    }
    return regress::run_regress(run, std::cout, std::cerr);
  }
  gtp::Referee referee(options.referee);
  gtp::CommandRegistry registry;
  gtp::Session session(registry);
  session.add_administrative_commands("goref", "0.1.0");
  gtp::register_referee_commands(registry, referee);
  if (options.mode == app::Mode::GtpReference) {
    std::cout << registry.markdown_reference();
    return 0;
  }
  session.set_trace([](std::string_view command, std::string_view response) {
    spdlog::debug("<< {}", command);
    spdlog::debug(">> {}", response.substr(0, response.size() >= 2 ? response.size() - 2 : response.size()));
  });
  // A controller that dies mid-answer closes our stdout: the write then fails with EPIPE
  // instead of killing goref with SIGPIPE, the session ends, and the exit status says so.
  ::signal(SIGPIPE, SIG_IGN);
  spdlog::info("goref ready: rules {}, board {}", referee.rules_name(), options.referee.board_size);
  session.run(std::cin, std::cout);
  // Exit status: 0 after quit or the end of stdin (a last line without LF is answered
  // first); 1 when stdout could not be written (the controller went away).
  std::cout.flush();
  if (!std::cout) {
    spdlog::warn("stdout closed: the controller is gone");
    return 1;
  }
  return 0;
}
