// Runs .tst files against an engine: a fresh process per file, a deadline per
// command, every result classified; an engine that dies or hangs ends its file
// (the rest of it is marked, not run) and the next file gets a new process.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "gtp/client/engine_process.h"

namespace goref::regress {

enum class Outcome {
  Passed,          ///< passed
  UnexpectedPass,  ///< PASSED: a test marked `*` passed
  ExpectedFail,    ///< failed: a test marked `*` failed
  UnexpectedFail,  ///< FAILED
  Ignored,         ///< a test marked `&`: recorded only
  Crashed,         ///< the engine died or answered garbage here (or earlier in the file: not run)
  Timeout,         ///< no answer within --timeout here (or earlier in the file: not run)
  SetupError,      ///< an unnumbered command answered `?`
};

std::string_view to_string(Outcome outcome);  // "passed", "PASSED", "failed", "FAILED", ...
bool is_expected(Outcome outcome);

struct TestResult {
  long id = 0;            ///< 0 for a setup command
  int line = 0;
  std::string command;
  std::string expected;   ///< the `#?` text as written, or ""
  std::string answer;     ///< `= text` / `? text`, or what went wrong
  Outcome outcome = Outcome::Passed;
  bool run = true;        ///< false for tests after a crash or timeout in the same file
  double seconds = 0;
};

struct FileResult {
  std::string path;
  std::string error;  ///< the file could not be read, parsed, or its engine started
  std::vector<std::string> warnings;  ///< from the parser
  std::vector<TestResult> results;  ///< numbered tests, and setup commands that failed
  double seconds = 0;
};

struct RegressOptions {
  std::vector<std::string> engine;  ///< argv
  std::string directory;            ///< the engines' working folder; empty: each file's own folder
  std::chrono::milliseconds timeout{60'000};
};

FileResult run_tst_file(const std::string& path, const RegressOptions& options);

}  // namespace goref::regress
