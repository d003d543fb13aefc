#include "engine_check/engine_check.h"

#include <cstdio>
#include <regex>
#include <set>
#include <sstream>

#include "gtp/client/gtp_client.h"

namespace goref::engine_check {

namespace {

using gtp::client::Reply;
using gtp::client::ReplyKind;

// Bytes made readable for a report: \n, \r, \t, \xNN; cut in the middle when long.
std::string escaped(const std::string& bytes, std::size_t limit = 400) {
  std::string out;
  const auto add = [&out](char c) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    else if (byte < 0x20 || byte >= 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", byte);
      out += hex;
    } else out += c;
  };
  if (bytes.size() <= limit) {
    for (char c : bytes) add(c);
  } else {
    for (char c : bytes.substr(0, limit / 2)) add(c);
    out += "...(" + std::to_string(bytes.size() - limit) + " bytes)...";
    for (char c : bytes.substr(bytes.size() - limit / 2)) add(c);
  }
  return out;
}

struct Session {
  bool finished = false;  ///< stdout ended before the deadline
  std::string output;
  std::string exit;       ///< "exited with status 0", ...
};

// One fresh process, `input` written as it is, stdout read to its end.
Session run_session(const CheckOptions& options, const std::string& input) {
  gtp::client::EngineCommand command;
  command.argv = options.engine;
  gtp::client::GtpClient engine(command);
  Session session;
  std::string error;
  if (!engine.start(error)) {
    session.exit = error;
    return session;
  }
  const Reply reply = engine.feed(input, options.timeout);
  session.finished = reply.kind == ReplyKind::Success;
  session.output = reply.text;
  session.exit = reply.detail;
  engine.kill();
  return session;
}

struct Response {
  char status = '=';
  std::string id;
  std::string text;
};

// How strictly a check reads the responses. Only `framing` (and `ids`, for the ids)
// judges the bytes themselves; every other check reads leniently, so that one defect is
// reported once, by the check made for it.
enum class Reading { Strict, Lenient, LenientWithIds };

// Splits raw stdout into responses by GTP's rules; false (with `why`) at the first
// byte sequence that is not one: `=`/`?`, digits, one space, text, an empty line. Lenient
// reading drops CR and takes a missing space (the digits after `=` are then the text
// unless the check sent ids).
bool split_responses(std::string out, std::vector<Response>& responses, std::string& why, Reading reading) {
  if (reading != Reading::Strict) {
    std::string cleaned;
    for (const char c : out)
      if (c != '\r') cleaned += c;
    out = cleaned;
  }
  std::size_t at = 0;
  while (at < out.size()) {
    const std::size_t end = out.find("\n\n", at);
    if (end == std::string::npos) {
      why = "a response without its terminating empty line at byte " + std::to_string(at);
      return false;
    }
    const std::string block = out.substr(at, end - at);
    if (block.empty() || (block[0] != '=' && block[0] != '?')) {
      why = "not a GTP response at byte " + std::to_string(at) + ": '" + escaped(block, 60) + "'";
      return false;
    }
    if (block.find('\r') != std::string::npos) {
      why = "a CR in the response at byte " + std::to_string(at) + " (GTP: no control characters on output)";
      return false;
    }
    std::size_t digits = 1;
    while (digits < block.size() && block[digits] >= '0' && block[digits] <= '9') ++digits;
    Response response{block[0], block.substr(1, digits - 1), ""};
    const bool spaced = digits < block.size() && block[digits] == ' ';
    if (spaced) {
      response.text = block.substr(digits + 1);
    } else if (reading == Reading::Strict) {
      why = "no space after '" + block.substr(0, digits) + "' at byte " + std::to_string(at) +
            " (GoGui and regress.awk need it)";
      return false;
    } else if (reading == Reading::Lenient) {
      response.text = block.substr(1);  // no ids were sent: the digits are the text
      response.id.clear();
    } else {
      response.text = block.substr(digits);
    }
    responses.push_back(std::move(response));
    at = end + 2;
  }
  return true;
}

class Checker {
 public:
  explicit Checker(const CheckOptions& options) : options_(options) {}

  std::vector<Check> run() {
    framing();
    ids();
    protocol_version();
    known_commands();
    unknown_command();
    pipelined();
    carriage_returns();
    // GTP v2 sets no line length; a controller's comments and long setup lines need it.
    long_line(1000, false);
    long_line(100000, false);
    boardsize_unacceptable();
    illegal_move();
    final_score();
    quit();
    return std::move(checks_);
  }

 private:
  // A session and its responses; a failed split or an unfinished session fails `check`.
  bool exchange(Check& check, const std::string& input, std::vector<Response>& responses,
                Reading reading = Reading::Lenient) {
    const Session session = run_session(options_, input);
    check.sent = escaped(input);
    check.received = escaped(session.output);
    if (!session.finished) {
      fail(check, "no end of output within the timeout after end of input (a hang, or quit not honoured)");
      return false;
    }
    std::string why;
    if (!split_responses(session.output, responses, why, reading)) {
      fail(check, why);
      return false;
    }
    last_exit_ = session.exit;
    return true;
  }

  void fail(Check& check, const std::string& why) {
    check.verdict = Verdict::Fail;
    if (check.detail.empty()) check.detail = why;
  }

  Check& add(std::string name, std::string what, bool required) {
    checks_.push_back(Check{std::move(name), std::move(what), required, Verdict::Pass, "", "", ""});
    return checks_.back();
  }

  void framing() {
    Check& c = add("framing", "`=`/`?`, one space, the text, an empty line; nothing else on stdout", true);
    std::vector<Response> r;
    if (!exchange(c, "protocol_version\nname\nfrobnicate_xyz\n", r, Reading::Strict)) return;
    if (r.size() != 3) fail(c, std::to_string(r.size()) + " responses to 3 commands");
  }

  void ids() {
    Check& c = add("ids", "an id before a command comes back on its answer, success and failure alike", true);
    std::vector<Response> r;
    if (!exchange(c, "7 protocol_version\n12 frobnicate_xyz\n2147483647 name\n", r, Reading::LenientWithIds)) return;
    if (r.size() != 3) return fail(c, std::to_string(r.size()) + " responses to 3 commands");
    if (r[0].id != "7" || r[1].id != "12" || r[2].id != "2147483647")
      fail(c, "ids answered: '" + r[0].id + "', '" + r[1].id + "', '" + r[2].id + "'");
  }

  void protocol_version() {
    Check& c = add("protocol_version", "protocol_version answers 2", true);
    std::vector<Response> r;
    if (!exchange(c, "protocol_version\n", r)) return;
    if (r.empty() || r[0].status != '=' || r[0].text != "2")
      fail(c, "answered '" + (r.empty() ? std::string() : std::string(1, r[0].status) + " " + r[0].text) + "'");
  }

  void known_commands() {
    Check& c = add("known_command", "known_command is true for every command list_commands names, false for others", true);
    std::vector<Response> r;
    if (!exchange(c, "list_commands\n", r)) return;
    if (r.empty() || r[0].status != '=') return fail(c, "list_commands failed");
    std::istringstream lines(r[0].text);
    std::string name;
    std::string input;
    while (std::getline(lines, name)) {
      if (name.empty()) continue;
      listed_.insert(name);
      input += "known_command " + name + "\n";
    }
    for (const char* required : {"protocol_version", "name", "version", "known_command", "list_commands", "quit",
                                 "boardsize", "clear_board", "komi", "play"})
      if (!listed_.count(required)) fail(c, std::string("list_commands does not name the required command ") + required);
    input += "known_command frobnicate_xyz\n";
    std::vector<Response> known;
    if (!exchange(c, input, known)) return;
    if (known.size() != listed_.size() + 1) return fail(c, "answers do not match the questions");
    std::size_t i = 0;
    for (const std::string& command : listed_) {
      if (known[i].text != "true") fail(c, "known_command " + command + " answered '" + known[i].text + "'");
      ++i;
    }
    if (known.back().text != "false") fail(c, "known_command frobnicate_xyz answered '" + known.back().text + "'");
  }

  void unknown_command() {
    Check& c = add("unknown_command", "an unknown command fails with exactly `unknown command` (GTP v2 §6.1)", true);
    std::vector<Response> r;
    if (!exchange(c, "frobnicate_xyz\n", r)) return;
    if (r.empty() || r[0].status != '?' || r[0].text != "unknown command")
      fail(c, "answered '" + (r.empty() ? std::string() : std::string(1, r[0].status) + " " + r[0].text) + "'");
  }

  void pipelined() {
    Check& c = add("pipelined", "many commands written at once are answered one by one, in order", true);
    // Known and unknown commands in turn: the order shows in the `=`/`?` of the answers.
    std::string input;
    for (int i = 1; i <= 50; ++i) input += i % 2 ? "name\n" : "frobnicate_xyz\n";
    std::vector<Response> r;
    if (!exchange(c, input, r)) return;
    if (r.size() != 50) return fail(c, std::to_string(r.size()) + " responses to 50 commands");
    for (int i = 0; i < 50; ++i)
      if (r[static_cast<std::size_t>(i)].status != (i % 2 ? '?' : '='))
        return fail(c, "answer " + std::to_string(i + 1) + " is not the answer to command " + std::to_string(i + 1));
  }

  void carriage_returns() {
    Check& c = add("crlf", "CR LF line ends are read as LF (GTP v2 §2.2: CR is to be removed)", true);
    std::vector<Response> r;
    if (!exchange(c, "name\r\nfrobnicate_xyz\r\nversion\r\n", r)) return;
    if (r.size() != 3) return fail(c, std::to_string(r.size()) + " responses to 3 commands");
    if (r[0].status != '=' || r[1].status != '?' || r[2].status != '=')
      fail(c, "with CR LF, name and version were not taken for themselves");
  }

  void long_line(std::size_t length, bool required) {
    // A line of exactly `length` characters, its LF not counted.
    Check& c = add("long_line_" + std::to_string(length),
                   "a " + std::to_string(length) + "-character line (a long comment) is read as one line, in sync",
                   required);
    const std::string line = "name # " + std::string(length > 7 ? length - 7 : 0, 'x') + "\n";
    std::vector<Response> r;
    if (!exchange(c, line + "version\n", r)) return;
    if (r.size() != 2 || r[0].status != '=' || r[1].status != '=')
      fail(c, std::to_string(r.size()) + " responses to 2 commands (the long line was split or lost)");
  }

  void boardsize_unacceptable() {
    Check& c = add("boardsize", "boardsize 1000 fails with `unacceptable size` (GTP v2 §6.3.2)", false);
    std::vector<Response> r;
    if (!exchange(c, "boardsize 1000\n", r)) return;
    if (r.empty() || r[0].status != '?') return fail(c, "boardsize 1000 was accepted");
    if (r[0].text != "unacceptable size") fail(c, "answered '? " + r[0].text + "'");
  }

  void illegal_move() {
    Check& c = add("illegal_move", "a play on an occupied point is refused, with `illegal move` (gomill forfeits only on it)",
                   false);
    std::vector<Response> r;
    if (!exchange(c, "boardsize 9\nclear_board\nplay b E5\nplay w E5\n", r)) return;
    if (r.size() != 4) return fail(c, std::to_string(r.size()) + " responses to 4 commands");
    if (r[3].status != '?') return fail(c, "play w E5 on Black's stone was accepted");
    if (r[3].text.rfind("illegal move", 0) != 0) fail(c, "refused with '" + r[3].text + "'");
  }

  void final_score() {
    Check& c = add("final_score", "final_score answers B+N, W+N or 0 (GTP v2 §6.3.7)", false);
    if (!listed_.count("final_score")) {
      c.verdict = Verdict::NotApplicable;
      c.detail = "the engine does not list final_score";
      return;
    }
    std::vector<Response> r;
    if (!exchange(c, "boardsize 9\nclear_board\nkomi 7.5\nplay b E5\nfinal_score\n", r)) return;
    if (r.size() != 5) return fail(c, std::to_string(r.size()) + " responses to 5 commands");
    static const std::regex score(R"([BW]\+\d+(\.\d+)?|0)");
    if (r[4].status != '=' || !std::regex_match(r[4].text, score)) fail(c, "answered '" + r[4].text + "'");
  }

  void quit() {
    Check& c = add("quit", "quit is answered, then the engine exits with status 0", true);
    std::vector<Response> r;
    if (!exchange(c, "quit\nname\n", r)) return;
    if (r.size() != 1 || r[0].status != '=')
      fail(c, std::to_string(r.size()) + " responses: quit must be answered, and nothing after it");
    else if (last_exit_ != "exited with status 0")
      fail(c, "after quit the engine " + (last_exit_.empty() ? std::string("did not exit") : last_exit_));
  }

  const CheckOptions& options_;
  std::vector<Check> checks_;
  std::set<std::string> listed_;
  std::string last_exit_;
};

}  // namespace

std::string_view to_string(Verdict verdict) {
  switch (verdict) {
    case Verdict::Pass: return "PASS";
    case Verdict::Fail: return "FAIL";
    case Verdict::NotApplicable: return "n/a";
  }
  return "?";
}

std::vector<Check> check_engine(const CheckOptions& options) { return Checker(options).run(); }

bool compliant(const std::vector<Check>& checks) {
  for (const Check& check : checks)
    if (check.required && check.verdict == Verdict::Fail) return false;
  return true;
}

std::string text_report(const std::vector<Check>& checks) {
  std::string out;
  int passed = 0, failed = 0, failed_required = 0, not_applicable = 0;
  char line[512];
  for (const Check& check : checks) {
    std::snprintf(line, sizeof line, "%-4s %-17s %s%s\n", std::string(to_string(check.verdict)).c_str(),
                  check.name.c_str(), check.what.c_str(), check.required ? "" : " (recommended)");
    out += line;
    if (check.verdict == Verdict::Fail) {
      out += "     why:      " + check.detail + "\n";
      out += "     sent:     " + check.sent + "\n";
      out += "     received: " + check.received + "\n";
      ++failed;
      failed_required += check.required;
    } else if (check.verdict == Verdict::NotApplicable) {
      out += "     " + check.detail + "\n";
      ++not_applicable;
    } else {
      ++passed;
    }
  }
  out += "check-engine: " + std::to_string(passed) + " passed, " + std::to_string(failed) + " failed (" +
         std::to_string(failed_required) + " required), " + std::to_string(not_applicable) + " not applicable\n";
  return out;
}

nlohmann::json json_report(const std::vector<Check>& checks) {
  nlohmann::json list = nlohmann::json::array();
  for (const Check& check : checks)
    list.push_back({{"name", check.name}, {"what", check.what}, {"required", check.required},
                    {"verdict", to_string(check.verdict)}, {"detail", check.detail}, {"sent", check.sent},
                    {"received", check.received}});
  return {{"checks", list}, {"compliant", compliant(checks)}};
}

}  // namespace goref::engine_check
