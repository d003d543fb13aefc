// `goref regress`: test files and folders of them, run on --jobs workers, results
// reported in file order; the exit status says whether every result was expected.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "regress/runner.h"

namespace goref::regress {

struct RegressRun {
  std::vector<std::string> paths;  ///< .tst files and folders (searched recursively for *.tst, sorted)
  RegressOptions options;
  int jobs = 1;
  bool long_form = false;  ///< a line for every test, not only the unexpected ones
  bool json = false;       ///< JSON lines on stdout instead of text
  std::string junit;       ///< write JUnit XML here too ("" none)
};

/// 0 every result expected; 1 something unexpected (a failure, an unexpected pass, a
/// crash, a timeout, a setup error, a file that could not be read); 2 no test file
/// found or the JUnit file cannot be written.
int run_regress(const RegressRun& run, std::ostream& out, std::ostream& err);

}  // namespace goref::regress
