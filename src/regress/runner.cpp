#include "regress/runner.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "gtp/client/gtp_client.h"
#include "regress/tst_file.h"

namespace goref::regress {

namespace {

namespace fs = std::filesystem;
using gtp::client::Reply;
using gtp::client::ReplyKind;

constexpr std::uintmax_t kMaxFileBytes = std::uintmax_t{64} << 20;

std::string trimmed(const std::string& text) {
  const std::size_t begin = text.find_first_not_of(" \t\n");
  if (begin == std::string::npos) return "";
  return text.substr(begin, text.find_last_not_of(" \t\n") - begin + 1);
}

// An engine that crashed, hung or answered garbage ends its file: the command it failed
// at gets the reason, every later test of the file is marked with it, not run.
class Breakdown {
 public:
  bool happened() const { return outcome_.has_value(); }

  // Marks `result` as not run; false while the engine is still up.
  bool skip(TestResult& result) const {
    if (!outcome_) return false;
    result.outcome = *outcome_;
    result.run = false;
    result.answer = why_;
    return true;
  }

  // True, with `result` filled, if `reply` ends the engine (then killed).
  bool take(const Reply& reply, const std::string& where, std::chrono::milliseconds timeout,
            gtp::client::GtpClient& engine, TestResult& result) {
    if (reply.kind != ReplyKind::Timeout && reply.kind != ReplyKind::Closed && reply.kind != ReplyKind::Garbage)
      return false;
    outcome_ = reply.kind == ReplyKind::Timeout ? Outcome::Timeout : Outcome::Crashed;
    if (reply.kind == ReplyKind::Timeout) {
      char text[64];
      std::snprintf(text, sizeof text, "no answer within %.1f s", static_cast<double>(timeout.count()) / 1000.0);
      result.answer = text;
    } else if (reply.kind == ReplyKind::Closed) {
      result.answer = "the engine " + reply.detail;
    } else {
      result.answer = "garbage: " + reply.detail + " ('" + reply.text + "')";
    }
    why_ = "not run: " + std::string(to_string(*outcome_)) + " at " + where + " (" + result.answer + ")";
    result.outcome = *outcome_;
    engine.kill();
    return true;
  }

 private:
  std::optional<Outcome> outcome_;
  std::string why_;
};

std::string joined(const std::vector<TranscriptExpectation>& lines) {
  std::string out;
  for (std::size_t i = 0; i < lines.size(); ++i) out += (i ? "\n" : "") + lines[i].value;
  return out;
}

// A transcript (tests/gtp/*.gtp): goref's command line from `# args:`, every command
// checked by its #= / #? / #~ lines; or, with NAME.expected beside it, the whole file fed
// as it is and stdout compared byte for byte.
FileResult run_transcript(const std::string& path, const std::string& text, const TstFile& tst,
                          const RegressOptions& options, std::chrono::steady_clock::time_point started) {
  FileResult file;
  file.path = path;
  gtp::client::EngineCommand command;
  command.argv = options.engine;
  command.argv.insert(command.argv.end(), tst.args.begin(), tst.args.end());
  command.working_directory = options.directory.empty() ? fs::absolute(path).parent_path().string() : options.directory;
  gtp::client::GtpClient engine(command);
  std::string error;
  if (!engine.start(error)) {
    file.error = "cannot start the engine: " + error;
    return file;
  }
  const fs::path expected_path = fs::path(path).replace_extension(".expected");
  std::error_code code;
  if (fs::exists(expected_path, code)) {
    std::ifstream stream(expected_path, std::ios::binary);
    std::ostringstream expected;
    expected << stream.rdbuf();
    const Reply reply = engine.feed(text, options.timeout);
    TestResult result;
    result.id = 1;
    result.line = 1;
    result.command = "(the whole file)";
    result.expected = "stdout equal to " + expected_path.filename().string();
    result.seconds = std::chrono::duration<double>(reply.elapsed).count();
    if (reply.kind != ReplyKind::Success) {
      result.outcome = Outcome::Timeout;
      result.answer = "stdout did not end within the timeout";
    } else if (reply.text != expected.str()) {
      result.outcome = Outcome::UnexpectedFail;
      const std::string& got = reply.text;
      const std::string want = expected.str();
      std::size_t at = 0;
      while (at < got.size() && at < want.size() && got[at] == want[at]) ++at;
      result.answer = "stdout differs from byte " + std::to_string(at) + " on (" + std::to_string(got.size()) +
                      " bytes, expected " + std::to_string(want.size()) + ")";
    } else if (reply.detail != "exited with status 0") {
      // A transcript of goref's own must end cleanly: a sanitizer report or a crash at
      // the end of input shows only here.
      result.outcome = Outcome::Crashed;
      result.answer = "stdout equal, but the engine " + (reply.detail.empty() ? "did not exit" : reply.detail);
    } else {
      result.answer = "stdout equal, " + std::to_string(reply.text.size()) + " bytes";
    }
    file.results.push_back(std::move(result));
    file.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return file;
  }
  Breakdown breakdown;
  for (const TstCommand& entry : tst.commands) {
    TestResult result;
    result.id = entry.line;
    result.line = entry.line;
    result.command = entry.text;
    const char kind = entry.transcript.empty() ? 0 : entry.transcript.front().kind;
    if (kind) result.expected = std::string(kind == '~' ? "~ " : kind == '?' ? "? " : "= ") + joined(entry.transcript);
    if (breakdown.skip(result)) {
      file.results.push_back(std::move(result));
      continue;
    }
    const Reply reply = engine.send(entry.text, options.timeout);
    result.seconds = std::chrono::duration<double>(reply.elapsed).count();
    if (breakdown.take(reply, "line " + std::to_string(entry.line), options.timeout, engine, result)) {
      file.results.push_back(std::move(result));
      continue;
    }
    const bool success = reply.kind == ReplyKind::Success;
    result.answer = (success ? "= " : "? ") + reply.text;
    bool ok = false;
    if (!kind) {
      ok = success;
    } else if (kind == '=') {
      ok = success && reply.text == joined(entry.transcript);
    } else if (kind == '?') {
      ok = !success && reply.text == joined(entry.transcript);
    } else {
      ok = success;
      for (const TranscriptExpectation& expectation : entry.transcript) {
        std::string regex_error;
        ok = ok && transcript_search(expectation.value, reply.text, regex_error);
      }
    }
    result.outcome = ok ? Outcome::Passed : Outcome::UnexpectedFail;
    file.results.push_back(std::move(result));
  }
  if (!breakdown.happened()) {
    engine.quit();
    // The transcript's engine must also end cleanly after `quit` (a sanitizer's report,
    // a crash on the way out).
    const auto status = engine.exit();
    if (!status || !status->exited || status->code != 0) {
      TestResult result;
      result.id = 0;
      result.line = 0;
      result.command = "quit";
      result.outcome = Outcome::Crashed;
      result.answer = "the engine " + (status ? status->to_string() : std::string("did not exit")) + " after quit";
      file.results.push_back(std::move(result));
    }
  }
  file.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return file;
}

}  // namespace

std::string_view to_string(Outcome outcome) {
  switch (outcome) {
    case Outcome::Passed: return "passed";
    case Outcome::UnexpectedPass: return "PASSED";
    case Outcome::ExpectedFail: return "failed";
    case Outcome::UnexpectedFail: return "FAILED";
    case Outcome::Ignored: return "ignored";
    case Outcome::Crashed: return "crashed";
    case Outcome::Timeout: return "timeout";
    case Outcome::SetupError: return "error";
  }
  return "?";
}

bool is_expected(Outcome outcome) {
  return outcome == Outcome::Passed || outcome == Outcome::ExpectedFail || outcome == Outcome::Ignored;
}

FileResult run_tst_file(const std::string& path, const RegressOptions& options) {
  FileResult file;
  file.path = path;
  const auto started = std::chrono::steady_clock::now();
  std::error_code code;
  if (fs::is_directory(path, code)) {
    file.error = "a folder, not a test file";
    return file;
  }
  const std::uintmax_t bytes = fs::file_size(path, code);
  if (code) {
    file.error = code.message();
    return file;
  }
  if (bytes > kMaxFileBytes) {
    file.error = "larger than 64 MiB: not a test file";
    return file;
  }
  std::ifstream stream(path, std::ios::binary);
  std::ostringstream text;
  text << stream.rdbuf();
  std::string error;
  const bool transcript = fs::path(path).extension() == ".gtp";
  const std::optional<TstFile> tst = transcript ? parse_transcript(text.str(), error) : parse_tst(text.str(), error);
  if (!tst) {
    file.error = error;
    return file;
  }
  if (transcript) return run_transcript(path, text.str(), *tst, options, started);

  file.warnings = tst->warnings;
  gtp::client::EngineCommand command;
  command.argv = options.engine;
  command.working_directory = options.directory.empty() ? fs::absolute(path).parent_path().string() : options.directory;
  gtp::client::GtpClient engine(command);
  if (!engine.start(error)) {
    file.error = "cannot start the engine: " + error;
    return file;
  }
  Breakdown breakdown;
  for (const TstCommand& entry : tst->commands) {
    TestResult result;
    result.id = entry.id.value_or(0);
    result.line = entry.line;
    result.command = entry.text;
    if (entry.expectation) result.expected = entry.expectation->text;
    if (breakdown.happened()) {
      if (entry.id && breakdown.skip(result)) file.results.push_back(std::move(result));
      continue;
    }
    const Reply reply = engine.send(entry.text, options.timeout);
    result.seconds = std::chrono::duration<double>(reply.elapsed).count();
    const std::string where = entry.id ? "test " + std::to_string(*entry.id) : "line " + std::to_string(entry.line);
    if (breakdown.take(reply, where, options.timeout, engine, result)) {
      file.results.push_back(std::move(result));
      continue;
    }
    const std::string answer = trimmed(reply.text);
    result.answer = (reply.kind == ReplyKind::Success ? "= " : "? ") + answer;
    if (!entry.id) {
      // gogui-regress: a failing setup command is an error of the file's own.
      if (reply.kind == ReplyKind::Failure) {
        result.outcome = Outcome::SetupError;
        file.results.push_back(std::move(result));
      }
      continue;
    }
    if (!entry.expectation) {
      result.outcome = reply.kind == ReplyKind::Success ? Outcome::Passed : Outcome::UnexpectedFail;
    } else {
      const Expectation& expectation = *entry.expectation;
      std::string regex_error;
      // gogui-regress: a `?` answer fails the test whatever its text; the pattern
      // must match the whole answer.
      const bool matched = reply.kind == ReplyKind::Success &&
                           pattern_matches(expectation.pattern, answer, regex_error) != expectation.negated;
      if (expectation.ignore_result) result.outcome = Outcome::Ignored;
      else if (expectation.expect_failure) result.outcome = matched ? Outcome::UnexpectedPass : Outcome::ExpectedFail;
      else result.outcome = matched ? Outcome::Passed : Outcome::UnexpectedFail;
    }
    file.results.push_back(std::move(result));
  }
  if (!breakdown.happened()) engine.quit();
  file.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return file;
}

}  // namespace goref::regress
