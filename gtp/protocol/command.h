#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace goref::gtp {

/// One parsed GTP command line: `[id] command_name [arguments]` (GTP v2 spec
/// §2.5), plus typed, range-checked argument accessors that fail with uniform
/// `syntax error: ...` messages (Fuego GtpCommand model, house style rule 5).
///
/// Knows nothing about Go: colours, vertices and moves are decoded one layer
/// up (gtp/engine), on top of arg().
///
/// Invariants of a parsed Command: name() is non-empty; name and arguments
/// contain no SPACE, HT, '#', or control characters; id(), when present, is in
/// 0..kMaxId. Commands built with the public constructor carry whatever the
/// caller passed (intended for tests of handlers).
class Command {
 public:
  /// Largest GTP `int` (GTP v2 spec, entity "int": 0 <= x <= 2^31 - 1).
  static constexpr long kMaxId = 2147483647L;

  Command(std::optional<long> id, std::string name, std::vector<std::string> args);

  /// Parses one input line (without its LF) the way GNU Go's gtp_main_loop
  /// does (gtp-sources §1.1):
  ///  - HT becomes SPACE; LF (only present if the caller passes one) is also
  ///    treated as SPACE;
  ///  - CR and every other control character (0-31 and 127, NUL included) is
  ///    dropped, so `na\0me` reads as `name`;
  ///  - the line is cut at the first '#' (comment anywhere);
  ///  - if the first word consists only of ASCII digits it is the id
  ///    (so `-5 name` and `10name` have no id: their first word is the name);
  ///  - the next word is the name (case-sensitive, kept as is), the remaining
  ///    words, split on runs of spaces, are the arguments.
  ///
  /// Returns std::nullopt for lines that get no response at all: empty,
  /// whitespace-only, comment-only and id-only lines (gomill handle_line).
  /// An id-only line is silent whatever its value.
  ///
  /// Throws Failure("syntax error: id out of range") when the line carries a
  /// command but its id does not fit 0..kMaxId: the command is not executed,
  /// and the Session answers `? syntax error: id out of range` without an id
  /// (echoing a clipped or wrapped id, as gomill/GNU Go do, would make the
  /// controller match the answer to a command it never sent).
  static std::optional<Command> parse(std::string_view line);

  std::optional<long> id() const noexcept;
  const std::string& name() const noexcept;
  std::size_t arg_count() const noexcept;
  const std::vector<std::string>& args() const noexcept;

  /// Argument i (0-based). Throws Failure("syntax error: missing argument").
  const std::string& arg(std::size_t i) const;

  /// Throws Failure("syntax error: expected N argument(s), got M") unless
  /// exactly n arguments were given.
  void expect_arg_count(std::size_t n) const;

  /// Throws Failure("syntax error: expected MIN to MAX arguments, got M")
  /// unless min <= arg_count() <= max.
  void expect_arg_count_between(std::size_t min, std::size_t max) const;

  /// Argument i as an integer: optional sign then ASCII digits, nothing else.
  /// Throws Failure("syntax error: <text> is not an integer") or
  /// Failure("syntax error: <text> is out of range MIN..MAX").
  long int_arg(std::size_t i, long min, long max) const;

  /// Argument i as a finite decimal number (GTP "float"): optional sign,
  /// digits with an optional '.', optional exponent (`6.5`, `7`, `-0.5`,
  /// `.5`, `1e-7` as JavaScript may print komi). `nan`, `inf`, hex floats and
  /// anything else fail with "syntax error: <text> is not a number"; values
  /// whose magnitude a double cannot hold (`1e999`, and underflow such as
  /// `1e-999`) fail with "syntax error: <text> is out of range".
  double float_arg(std::size_t i) const;

  /// Arguments from index `from` on, joined by single spaces ("" if none).
  std::string joined_args(std::size_t from = 0) const;

  /// Canonical text `[id ]name[ args...]`, e.g. for logs.
  std::string to_string() const;

 private:
  std::optional<long> id_;
  std::string name_;
  std::vector<std::string> args_;
};

}  // namespace goref::gtp
