#include "regress/report.h"

#include <cstdio>

#include <nlohmann/json.hpp>

namespace goref::regress {

namespace {

std::string xml_escaped(const std::string& text) {
  std::string out;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default:
        // XML 1.0 allows no control characters but TAB, LF and CR.
        if (byte < 0x20 && c != '\t' && c != '\n' && c != '\r') out += "?";
        else out += c;
    }
  }
  return out;
}

std::string seconds_text(double seconds) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3f", seconds);
  return buffer;
}

std::string where(const FileResult& file, const TestResult& test) {
  return file.path + ":" + (test.id ? std::to_string(test.id) : "line " + std::to_string(test.line));
}

std::string line_for(const FileResult& file, const TestResult& test) {
  const std::string name = where(file, test);
  const std::string expected = test.expected.empty() ? "" : " expected " + test.expected + ",";
  switch (test.outcome) {
    case Outcome::Passed: return name + " passed";
    case Outcome::Ignored: return name + " ignored: got '" + test.answer + "'";
    case Outcome::ExpectedFail: return name + " failed (expected):" + expected + " got '" + test.answer + "'";
    case Outcome::UnexpectedPass: return name + " unexpected PASS: '" + test.command + "'" + expected + " got '" + test.answer + "'";
    case Outcome::UnexpectedFail: return name + " unexpected FAIL: '" + test.command + "'" + expected + " got '" + test.answer + "'";
    case Outcome::Crashed: return name + " crashed: '" + test.command + "': " + test.answer;
    case Outcome::Timeout: return name + " timeout: '" + test.command + "': " + test.answer;
    case Outcome::SetupError: return name + " setup command failed: '" + test.command + "' got '" + test.answer + "'";
  }
  return name;
}

}  // namespace

void Totals::add(const FileResult& file) {
  ++files;
  seconds += file.seconds;
  if (!file.error.empty()) ++file_errors;
  for (const TestResult& test : file.results) {
    if (test.outcome == Outcome::SetupError) {
      ++setup_errors;
      continue;
    }
    ++tests;
    switch (test.outcome) {
      case Outcome::Passed: ++passed; break;
      case Outcome::UnexpectedPass: ++unexpected_pass; break;
      case Outcome::ExpectedFail: ++expected_fail; break;
      case Outcome::UnexpectedFail: ++unexpected_fail; break;
      case Outcome::Ignored: ++ignored; break;
      case Outcome::Crashed: ++crashed; break;
      case Outcome::Timeout: ++timeout; break;
      case Outcome::SetupError: break;
    }
  }
}

std::string text_report(const std::vector<FileResult>& files, bool long_form) {
  std::string out;
  Totals totals;
  for (const FileResult& file : files) {
    totals.add(file);
    if (!file.error.empty()) out += file.path + ": error: " + file.error + "\n";
    for (const std::string& warning : file.warnings) out += file.path + ": warning: " + warning + "\n";
    for (const TestResult& test : file.results)
      if (long_form || !is_expected(test.outcome)) out += line_for(file, test) + "\n";
  }
  char line[512];
  std::snprintf(line, sizeof line,
                "Summary: %d/%d passes. %d unexpected passes, %d unexpected failures, %d expected failures, "
                "%d ignored, %d crashed, %d timeouts, %d setup errors, %d file errors (%d files, %.1f s)\n",
                totals.passed, totals.tests, totals.unexpected_pass, totals.unexpected_fail, totals.expected_fail,
                totals.ignored, totals.crashed, totals.timeout, totals.setup_errors, totals.file_errors, totals.files,
                totals.seconds);
  out += line;
  return out;
}

std::string junit_xml(const std::vector<FileResult>& files) {
  Totals all;
  for (const FileResult& file : files) all.add(file);
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<testsuites name=\"goref regress\" tests=\"" + std::to_string(all.tests + all.setup_errors + all.file_errors) +
         "\" failures=\"" + std::to_string(all.unexpected_fail + all.unexpected_pass) + "\" errors=\"" +
         std::to_string(all.crashed + all.timeout + all.setup_errors + all.file_errors) + "\" skipped=\"" +
         std::to_string(all.expected_fail + all.ignored) + "\" time=\"" + seconds_text(all.seconds) + "\">\n";
  for (const FileResult& file : files) {
    Totals t;
    t.add(file);
    const std::string suite = xml_escaped(file.path);
    out += "  <testsuite name=\"" + suite + "\" tests=\"" + std::to_string(t.tests + t.setup_errors + t.file_errors) +
           "\" failures=\"" + std::to_string(t.unexpected_fail + t.unexpected_pass) + "\" errors=\"" +
           std::to_string(t.crashed + t.timeout + t.setup_errors + t.file_errors) + "\" skipped=\"" +
           std::to_string(t.expected_fail + t.ignored) + "\" time=\"" + seconds_text(file.seconds) + "\">\n";
    if (!file.error.empty())
      out += "    <testcase classname=\"" + suite + "\" name=\"file\" time=\"0\"><error message=\"" +
             xml_escaped(file.error) + "\" type=\"file\"/></testcase>\n";
    for (const TestResult& test : file.results) {
      const std::string name = xml_escaped((test.id ? std::to_string(test.id) : "line " + std::to_string(test.line)) +
                                           " " + test.command);
      out += "    <testcase classname=\"" + suite + "\" name=\"" + name + "\" time=\"" + seconds_text(test.seconds) + "\"";
      const std::string message = xml_escaped(line_for(file, test));
      switch (test.outcome) {
        case Outcome::Passed: out += "/>\n"; break;
        case Outcome::ExpectedFail:
        case Outcome::Ignored: out += "><skipped message=\"" + message + "\"/></testcase>\n"; break;
        case Outcome::UnexpectedFail:
        case Outcome::UnexpectedPass:
          out += "><failure message=\"" + message + "\" type=\"" + std::string(to_string(test.outcome)) + "\"/></testcase>\n";
          break;
        case Outcome::Crashed:
        case Outcome::Timeout:
        case Outcome::SetupError:
          out += "><error message=\"" + message + "\" type=\"" + std::string(to_string(test.outcome)) + "\"/></testcase>\n";
          break;
      }
    }
    out += "  </testsuite>\n";
  }
  out += "</testsuites>\n";
  return out;
}

std::string json_lines(const std::vector<FileResult>& files) {
  std::string out;
  Totals all;
  const auto dump = [](const nlohmann::json& json) {
    return json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  };
  for (const FileResult& file : files) {
    all.add(file);
    Totals t;
    t.add(file);
    for (const TestResult& test : file.results)
      out += dump({{"file", file.path}, {"id", test.id}, {"line", test.line}, {"command", test.command},
                   {"expected", test.expected}, {"answer", test.answer}, {"result", to_string(test.outcome)},
                   {"run", test.run}, {"seconds", test.seconds}});
    out += dump({{"file", file.path}, {"error", file.error}, {"tests", t.tests}, {"passed", t.passed},
                 {"unexpected_passes", t.unexpected_pass}, {"unexpected_failures", t.unexpected_fail},
                 {"expected_failures", t.expected_fail}, {"crashed", t.crashed}, {"timeouts", t.timeout},
                 {"setup_errors", t.setup_errors}, {"seconds", file.seconds}});
  }
  out += dump({{"summary", true}, {"files", all.files}, {"tests", all.tests}, {"passed", all.passed},
               {"unexpected_passes", all.unexpected_pass}, {"unexpected_failures", all.unexpected_fail},
               {"expected_failures", all.expected_fail}, {"ignored", all.ignored}, {"crashed", all.crashed},
               {"timeouts", all.timeout}, {"setup_errors", all.setup_errors}, {"file_errors", all.file_errors},
               {"all_expected", all.all_expected()}});
  return out;
}

}  // namespace goref::regress
