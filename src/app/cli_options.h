// The command line, parsed by a pure function so it can be tested: either
// options to run with, or an exit request (help, version, usage error).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "check/check.h"
#include "gtp/engine/referee.h"
#include "engine_check/engine_check.h"
#include "match/config.h"
#include "match/merge.h"
#include "regress/regress.h"

namespace goref::app {

enum class Mode { Gtp, Check, Match, MatchMerge, MatchStats, MatchReport, Regress, CheckEngine, GtpReference };

// `goref match merge|stats|report`: the run folders and what to do with them.
struct MatchRecordsOptions {
  std::vector<std::string> folders;
  match::MergeRequest merge;
  std::optional<match::SprtSettings> sprt;
  bool json = false;
  std::string report_out;
};

struct CliOptions {
  Mode mode = Mode::Gtp;
  gtp::RefereeSettings referee;
  std::string log_level = "warn";
  std::string log_file;
  // `goref check`: what to check and how; `check_progress` is "auto" (draw the bar when
  // stderr is a terminal: main decides), "always" or "never".
  check::CheckOptions check;
  std::string check_progress = "auto";
  // `goref match`: the whole match (its progress setting included).
  match::MatchConfig match;
  MatchRecordsOptions match_records;
  // `goref regress`: the files and how to run them (no --engine: main fills in goref itself).
  regress::RegressRun regress;
  // `goref check-engine`: the engine and the timeout; `check_engine_json` for --json.
  engine_check::CheckOptions check_engine;
  bool check_engine_json = false;
};

struct CliParse {
  std::optional<CliOptions> options;
  int exit_code = 0;      // when there are no options: 0 for --help/--version, 2 for a usage error
  std::string output;     // what to print: help or version text (stdout), or the error line (stderr)
};

CliParse parse_command_line(const std::vector<std::string>& arguments);

}  // namespace goref::app
