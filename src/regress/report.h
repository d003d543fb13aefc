// What a regression run says: one line per unexpected result, a summary in
// gogui-regress's categories, JUnit XML as CI systems read it, JSON lines.
#pragma once

#include <string>
#include <vector>

#include "regress/runner.h"

namespace goref::regress {

struct Totals {
  int files = 0;
  int tests = 0;
  int passed = 0;            ///< passed
  int unexpected_pass = 0;   ///< PASSED
  int expected_fail = 0;     ///< failed
  int unexpected_fail = 0;   ///< FAILED
  int ignored = 0;
  int crashed = 0;
  int timeout = 0;
  int setup_errors = 0;
  int file_errors = 0;
  double seconds = 0;

  void add(const FileResult& file);
  /// Exit status 0 of `goref regress`: every result was expected.
  bool all_expected() const {
    return unexpected_pass + unexpected_fail + crashed + timeout + setup_errors + file_errors == 0;
  }
};

/// `FILE:ID unexpected FAIL: 'COMMAND' expected [..], got '= ..'` and the like, one line
/// each (every test with `long_form`), then the summary.
std::string text_report(const std::vector<FileResult>& files, bool long_form);

/// JUnit XML: a <testsuite> per file, a <testcase> per test; FAILED and PASSED are
/// <failure>, crashed, timeout and setup errors <error>, expected failures <skipped>.
std::string junit_xml(const std::vector<FileResult>& files);

/// One JSON object per test, one per file, then the totals.
std::string json_lines(const std::vector<FileResult>& files);

}  // namespace goref::regress
