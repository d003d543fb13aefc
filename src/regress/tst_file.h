// The .tst regression format of GNU Go and gogui-regress (gtp-sources §2.4, §6.1;
// match-sources §6.4): GTP commands, a leading number making one a test, `#? [regex]`
// on the next line its expected answer, `[!regex]` negated, a trailing `*` an expected
// failure and GNU Go's trailing `&` a result only recorded. Pure: text in, commands out.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace goref::regress {

struct Expectation {
  std::string pattern;          ///< the regex inside the brackets, without the `!`
  bool negated = false;         ///< `[!regex]`: the answer must not match
  bool expect_failure = false;  ///< trailing `*`: the engine is known to fail this test
  bool ignore_result = false;   ///< trailing `&` (GNU Go): recorded, never counted as a failure
  std::string text;             ///< as written, for reports: `[!B\+.*]*`
};

/// goref's own transcript format (tests/gtp/*.gtp): every command is checked, by the
/// lines after it: `#= text` the exact success answer (several lines: a multi-line
/// answer), `#? text` the exact failure message, `#~ regex` a regex the success answer must
/// contain (Python's re.search; a leading `(?m)` makes ^ and $ match at lines). No
/// expectation: the command must succeed.
struct TranscriptExpectation {
  char kind = '=';  ///< '=', '?' or '~'
  std::string value;
};

struct TstCommand {
  int line = 0;              ///< 1-based line in the file
  std::string text;          ///< the GTP command line as sent (tabs turned to spaces)
  std::optional<long> id;    ///< the test number; none for a setup command
  std::optional<Expectation> expectation;
  std::vector<TranscriptExpectation> transcript;  ///< transcript format only
};

enum class Format { Tst, Transcript };

struct TstFile {
  Format format = Format::Tst;
  std::vector<TstCommand> commands;
  std::vector<std::string> args;  ///< transcript `# args:` (goref's command line for the file)
  /// Things read but doubtful, one line each: "line 600: no closing bracket ...".
  std::vector<std::string> warnings;
};

/// Parses a whole file. On a malformed file (a `#?` line without a preceding command,
/// without brackets, with text after them; a NUL byte; no command at all) returns
/// nullopt and sets `error` to one line naming the line number.
std::optional<TstFile> parse_tst(std::string_view text, std::string& error);

/// Parses a transcript (`.gtp`). Errors: an expectation before any command, mixed
/// expectation kinds on one command, an unknown directive (`#` followed by a character
/// other than a space, `#`, `=`, `?` or `~`), a `#~` that is no regex, a NUL byte.
std::optional<TstFile> parse_transcript(std::string_view text, std::string& error);

/// re.search of a transcript's `#~` pattern in `answer`.
bool transcript_search(const std::string& pattern, const std::string& answer, std::string& error);

/// Parses the part of a `#?` line after `#?`; nullopt with `error` if malformed. A
/// pattern whose closing bracket is missing at the end of the line (`#? [undecided`, as in
/// GNU Go's own unconditional.tst) is read as GNU Go's regress.awk reads it, the rest of the
/// line being the pattern, and `warning` says so.
std::optional<Expectation> parse_expectation(std::string_view text, std::string& error, std::string& warning);

/// Whether `answer` (the answer's text after `= `/`? ` and its id, trimmed) meets the
/// pattern as gogui-regress matches it: Java's MULTILINE|DOTALL, the whole answer.
/// Sets `error` and returns false for a pattern that is no regex.
bool pattern_matches(const std::string& pattern, const std::string& answer, std::string& error);

}  // namespace goref::regress
