// `goref check-engine`: does an engine speak GTP v2 as controllers expect? Each check
// feeds the engine a short session as raw bytes and reads its raw stdout, so that the
// framing itself is what is judged (the client layer's reader forgives blank lines and
// CR; a compliance check must not). Knows no Go beyond command names.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace goref::engine_check {

enum class Verdict { Pass, Fail, NotApplicable };

std::string_view to_string(Verdict verdict);  // "PASS", "FAIL", "n/a"

struct Check {
  std::string name;       ///< "framing", "ids", ...
  std::string what;       ///< what is checked, one line
  bool required = true;   ///< a required check that fails makes the exit status 1
  Verdict verdict = Verdict::Pass;
  std::string detail;     ///< why it failed (or why it does not apply)
  std::string sent;       ///< the exchange that shows it: the bytes sent (escaped, cut)
  std::string received;   ///< and the bytes received (escaped, cut)
};

struct CheckOptions {
  std::vector<std::string> engine;  ///< argv
  std::chrono::milliseconds timeout{10'000};  ///< per session
};

std::vector<Check> check_engine(const CheckOptions& options);

/// The report: one block per check (the exchange under each failure), a summary line.
std::string text_report(const std::vector<Check>& checks);
nlohmann::json json_report(const std::vector<Check>& checks);

/// True when every required check passed.
bool compliant(const std::vector<Check>& checks);

}  // namespace goref::engine_check
