#include "regress/tst_file.h"

#include <algorithm>
#include <cctype>
#include <regex>
#include <vector>

namespace goref::regress {

namespace {

std::string_view trim(std::string_view text) {
  const std::size_t begin = text.find_first_not_of(" \t\r");
  if (begin == std::string_view::npos) return {};
  const std::size_t end = text.find_last_not_of(" \t\r");
  return text.substr(begin, end - begin + 1);
}

// Java's DOTALL has no ECMAScript flag: outside character classes an unescaped '.'
// becomes [\s\S], which matches a newline too.
std::string dotall(const std::string& pattern) {
  std::string out;
  bool in_class = false;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if (c == '\\' && i + 1 < pattern.size()) {
      out += c;
      out += pattern[++i];
      continue;
    }
    if (in_class) {
      if (c == ']') in_class = false;
      out += c;
    } else if (c == '[') {
      in_class = true;
      out += c;
      if (i + 1 < pattern.size() && pattern[i + 1] == '^') out += pattern[++i];
      if (i + 1 < pattern.size() && pattern[i + 1] == ']') out += pattern[++i];
    } else if (c == '.') {
      out += "[\\s\\S]";
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace

std::optional<Expectation> parse_expectation(std::string_view text, std::string& error, std::string& warning) {
  const std::string_view body = trim(text);
  if (body.empty() || body.front() != '[') {
    error = "expected answer has no opening bracket";
    return std::nullopt;
  }
  std::size_t close = body.rfind(']');
  std::string repaired;
  if (close == std::string_view::npos || close == 0) {
    // regress.awk strips a leading '[' and a trailing ']' if there is one: the rest is
    // the pattern. gogui-regress refuses such a line; GNU Go's own files have some.
    repaired = std::string(body) + "]";
    warning = "expected answer has no closing bracket; read as regress.awk reads it: " + repaired;
  }
  const std::string_view read = repaired.empty() ? body : std::string_view(repaired);
  close = read.rfind(']');
  Expectation expectation;
  expectation.text = std::string(read);
  std::string_view pattern = read.substr(1, close - 1);
  if (!pattern.empty() && pattern.front() == '!') {
    expectation.negated = true;
    pattern.remove_prefix(1);
  }
  expectation.pattern = std::string(pattern);
  for (const char c : trim(read.substr(close + 1))) {
    if (c == '*') {
      expectation.expect_failure = true;
    } else if (c == '&') {
      expectation.ignore_result = true;
    } else {
      error = "unexpected text after the expected answer: '" + std::string(trim(read.substr(close + 1))) + "'";
      return std::nullopt;
    }
  }
  std::string regex_error;
  pattern_matches(expectation.pattern, "", regex_error);
  if (!regex_error.empty()) {
    error = regex_error;
    return std::nullopt;
  }
  return expectation;
}

namespace {

// std::regex compiles and matches by recursion and expands counted repetition into copies:
// a pattern from a hostile file can overflow an integer inside the library (a back-reference
// \6666666666666666666, found by the regress_files fuzzer), the stack (deep nesting) or
// memory (x{1000}{1000}), and a quantifier on a quantifier makes matching exponential.
// Real expectations are short alternatives ([C3|D4], [!illegal.*]),
// so these bounds refuse nothing a test file needs (docs/limits.md).
constexpr std::size_t kMaxPatternBytes = 2048;
constexpr int kMaxRepeatCount = 255;
constexpr int kMaxCountedRepeats = 4;
constexpr int kMaxGroupDepth = 32;

std::string pattern_refusal(const std::string& pattern) {
  if (pattern.size() > kMaxPatternBytes)
    return "pattern longer than " + std::to_string(kMaxPatternBytes) + " bytes";
  const auto is_quantifier = [](char c) { return c == '*' || c == '+' || c == '?' || c == '{'; };
  int counted = 0;
  // Per open group: whether it holds a quantifier. A quantified group that holds one, and a
  // quantifier on a quantifier (C**), make the backtracking matcher exponential (the
  // regress_files fuzzer's C*****...*2 took minutes on an empty answer); `*?` (lazy) is fine.
  std::vector<bool> group_has_quantifier;
  bool last_was_quantifier = false, last_was_group_with_quantifier = false;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    const bool previous_quantifier = last_was_quantifier, previous_group = last_was_group_with_quantifier;
    last_was_quantifier = last_was_group_with_quantifier = false;
    if (c == '\\') {
      // \N is a back-reference, and the library reads N into an int without a bound.
      std::size_t digits = 0;
      while (i + 1 + digits < pattern.size() && std::isdigit(static_cast<unsigned char>(pattern[i + 1 + digits]))) ++digits;
      if (digits > 2) return "a back-reference number over 99";
      i += std::max<std::size_t>(digits, 1);  // an escaped character is a literal
    } else if (c == '(') {
      group_has_quantifier.push_back(false);
      if (group_has_quantifier.size() > static_cast<std::size_t>(kMaxGroupDepth))
        return "groups nested deeper than " + std::to_string(kMaxGroupDepth);
    } else if (c == ')') {
      if (!group_has_quantifier.empty()) {
        last_was_group_with_quantifier = group_has_quantifier.back();
        group_has_quantifier.pop_back();
        if (last_was_group_with_quantifier && !group_has_quantifier.empty()) group_has_quantifier.back() = true;
      }
    } else if (is_quantifier(c)) {
      if (c == '?' && previous_quantifier) continue;  // lazy: *? +? ??
      if (previous_quantifier) return "a quantifier on a quantifier";
      if (previous_group) return "a quantified group that holds a quantifier";
      if (!group_has_quantifier.empty()) group_has_quantifier.back() = true;
      last_was_quantifier = true;
      if (c == '{') {
        int value = 0;
        std::size_t j = i + 1;
        for (; j < pattern.size() && (std::isdigit(static_cast<unsigned char>(pattern[j])) || pattern[j] == ','); ++j) {
          if (pattern[j] == ',') {
            value = 0;
            continue;
          }
          value = value * 10 + (pattern[j] - '0');
          if (value > kMaxRepeatCount) return "a repetition count over " + std::to_string(kMaxRepeatCount);
        }
        if (j < pattern.size() && pattern[j] == '}') i = j;
        if (++counted > kMaxCountedRepeats)
          return "more than " + std::to_string(kMaxCountedRepeats) + " counted repetitions";
      }
    } else if (c == '[') {
      // A class is one atom: skip to its end (a ']' first in the class is literal).
      std::size_t j = i + 1;
      if (j < pattern.size() && pattern[j] == '^') ++j;
      if (j < pattern.size() && pattern[j] == ']') ++j;
      while (j < pattern.size() && pattern[j] != ']') j += pattern[j] == '\\' ? 2 : 1;
      i = std::min(j, pattern.size());
    }
  }
  return "";
}

}  // namespace

bool pattern_matches(const std::string& pattern, const std::string& answer, std::string& error) {
  if (const std::string refusal = pattern_refusal(pattern); !refusal.empty()) {
    error = "expected answer refused: " + refusal + ": [" + pattern.substr(0, 80) + (pattern.size() > 80 ? "...]" : "]");
    return false;
  }
  try {
    const std::regex regex(dotall(pattern), std::regex::ECMAScript | std::regex::multiline);
    return std::regex_match(answer, regex);
  } catch (const std::regex_error& e) {
    error = "expected answer is no regular expression: [" + pattern + "]";
    return false;
  }
}

bool transcript_search(const std::string& pattern, const std::string& answer, std::string& error) {
  std::string body = pattern;
  auto flags = std::regex::ECMAScript;
  // Python's inline flags at the start; ECMAScript has (?!...) but no (?m).
  if (body.rfind("(?m)", 0) == 0) {
    body = body.substr(4);
    flags |= std::regex::multiline;
  }
  if (const std::string refusal = pattern_refusal(body); !refusal.empty()) {
    error = "#~ pattern refused: " + refusal;
    return false;
  }
  try {
    return std::regex_search(answer, std::regex(body, flags));
  } catch (const std::regex_error&) {
    error = "#~ pattern is no regular expression: " + pattern;
    return false;
  }
}

std::optional<TstFile> parse_transcript(std::string_view text, std::string& error) {
  if (text.find('\0') != std::string_view::npos) {
    // Bytes such as NUL belong in a byte-exact transcript (.expected beside it).
    error = "a NUL byte in a transcript without a .expected file";
    return std::nullopt;
  }
  TstFile file;
  file.format = Format::Transcript;
  int number = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view raw = text.substr(start, end - start);
    const std::string_view line = trim(raw);
    start = end + 1;
    ++number;
    if (number <= 3 && line.rfind("# args:", 0) == 0) {
      std::string words(line.substr(7));
      std::size_t at = 0;
      while ((at = words.find_first_not_of(" \t", at)) != std::string::npos) {
        const std::size_t stop = words.find_first_of(" \t", at);
        file.args.push_back(words.substr(at, stop - at));
        at = stop;
      }
      continue;
    }
    if (line.size() >= 2 && line[0] == '#' && (line[1] == '=' || line[1] == '?' || line[1] == '~')) {
      if (file.commands.empty()) {
        error = "line " + std::to_string(number) + ": an expectation before any command";
        return std::nullopt;
      }
      TstCommand& command = file.commands.back();
      const char kind = line[1];
      if (!command.transcript.empty() && command.transcript.front().kind != kind) {
        error = "line " + std::to_string(number) + ": mixed expectation kinds for one command";
        return std::nullopt;
      }
      // "#= text": the value starts after the one space; "#=" alone is an empty line of it.
      std::string value(line.size() > 3 ? line.substr(3) : std::string_view());
      if (kind == '~') {
        std::string regex_error;
        transcript_search(value, "", regex_error);
        if (!regex_error.empty()) {
          error = "line " + std::to_string(number) + ": " + regex_error;
          return std::nullopt;
        }
      }
      command.transcript.push_back({kind, std::move(value)});
      continue;
    }
    if (line.empty()) continue;
    if (line[0] == '#') {
      if (line.size() > 1 && line[1] != ' ' && line[1] != '#' && line[1] != '\t') {
        error = "line " + std::to_string(number) + ": unknown directive '" + std::string(line.substr(0, 2)) + "'";
        return std::nullopt;
      }
      continue;
    }
    TstCommand command;
    command.line = number;
    command.id = number;
    command.text = std::string(line);
    file.commands.push_back(std::move(command));
  }
  if (file.commands.empty()) {
    error = "no GTP command in the file";
    return std::nullopt;
  }
  return file;
}

std::optional<TstFile> parse_tst(std::string_view text, std::string& error) {
  if (text.find('\0') != std::string_view::npos) {
    error = "a binary file, not a GTP test file (it holds NUL bytes)";
    return std::nullopt;
  }
  TstFile file;
  int number = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = trim(text.substr(start, end - start));
    start = end + 1;
    ++number;
    if (line.empty()) continue;
    if (line.substr(0, 2) == "#?") {
      if (file.commands.empty()) {
        error = "line " + std::to_string(number) + ": an expected answer without a command before it";
        return std::nullopt;
      }
      // An empty `#?` only records the answer (gogui-regress).
      if (trim(line.substr(2)).empty()) continue;
      std::string why;
      std::string warning;
      auto expectation = parse_expectation(line.substr(2), why, warning);
      if (!warning.empty()) file.warnings.push_back("line " + std::to_string(number) + ": " + warning);
      if (!expectation) {
        error = "line " + std::to_string(number) + ": " + why;
        return std::nullopt;
      }
      if (!file.commands.back().id) {
        error = "line " + std::to_string(number) + ": an expected answer after a command without a test number";
        return std::nullopt;
      }
      file.commands.back().expectation = std::move(*expectation);
      continue;
    }
    if (line.front() == '#') continue;  // a comment
    TstCommand command;
    command.line = number;
    for (const char c : line) command.text += c == '\t' ? ' ' : c;
    const std::size_t space = command.text.find(' ');
    const std::string first = command.text.substr(0, space);
    if (!first.empty() && first.size() <= 9 && first.find_first_not_of("0123456789") == std::string::npos) {
      command.id = std::stol(first);
      if (space == std::string::npos) continue;  // an id alone is no command (GTP)
    }
    file.commands.push_back(std::move(command));
  }
  if (file.commands.empty()) {
    error = "no GTP command in the file";
    return std::nullopt;
  }
  return file;
}

}  // namespace goref::regress
