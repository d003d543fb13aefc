#pragma once

#include <cstddef>
#include <functional>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "gtp/protocol/command.h"
#include "gtp/protocol/command_registry.h"

namespace goref::gtp {

/// One GTP engine session: turns command lines into responses using a
/// CommandRegistry.
///
/// Call order: build the registry (command groups call registry.add(...)),
/// construct the Session on it, call add_administrative_commands() once, then
/// either feed lines to handle_line() (pure: no I/O, used by tests and
/// in-process players, after gomill's handle_line) or call run() on streams
/// (the edge: reading, writing, flushing; after gomill's run_gtp_session).
///
/// Invariants: the registry outlives the session; the session is neither
/// copied nor moved (the administrative handlers refer to it). Responses are
/// produced strictly in input order, one per command line; handlers never
/// end the process — `quit` only sets quit_requested() and run() returns
/// after answering it (house style rule 8).
class Session {
 public:
  /// Longest line run() keeps in memory (16 MiB); the rest of a longer line
  /// is skipped and the line is answered `? syntax error: line too long`.
  static constexpr std::size_t kMaxLineBytes = std::size_t{16} * 1024 * 1024;

  using Trace = std::function<void(std::string_view command_line, std::string_view response)>;

  explicit Session(CommandRegistry& registry);
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;
  Session(Session&&) = delete;
  Session& operator=(Session&&) = delete;
  ~Session() = default;

  /// Registers the GTP v2 administrative commands, which need no Go
  /// knowledge (GTP v2 spec §6.3.1; gtp-sources §1.4):
  ///   protocol_version -> `2`; name -> engine_name; version ->
  ///   engine_version (may be empty); known_command NAME -> `true`/`false`
  ///   (false for unlisted rows); list_commands -> listed names, one per line,
  ///   in registration order; quit -> empty answer, then run() stops.
  /// The argument-less ones ignore extra arguments, as GNU Go does, so that a
  /// stray argument can never keep `quit` from quitting; known_command needs
  /// exactly one argument. Throws std::logic_error if any of these names is
  /// already registered (e.g. when called twice).
  void add_administrative_commands(std::string engine_name, std::string engine_version);

  /// The complete response to one input line (without its LF), or nullopt if
  /// the line gets no response (empty, whitespace-only, comment-only,
  /// id-only; see Command::parse).
  ///  - success: `=[id] <text>\n\n`, failure: `?[id] <message>\n\n`, always
  ///    with the space (see format_success / format_failure);
  ///  - unknown name: `?[id] unknown command` (GTP v2 spec §6.1);
  ///  - handler throws Failure: `?[id] <message>`;
  ///  - handler throws another std::exception: `?[id] internal error: <what>`,
  ///    anything else: `?[id] internal error: unknown exception` — the
  ///    session never dies on a handler bug (GNU Go's `! panic` is understood
  ///    by no controller, gtp-sources §1.2);
  ///  - id out of range: `? syntax error: id out of range`.
  /// The result text is sanitized by sanitize_response_text (no CR, no
  /// trailing whitespace, empty lines inside the answer dropped).
  /// Calls the trace hook for every line that gets a response.
  std::optional<std::string> handle_line(std::string_view line);

  /// True once `quit` has been answered.
  bool quit_requested() const noexcept;

  /// Reads LF-separated lines from `in` and answers each in order, flushing
  /// `out` after every response (controllers pipeline and wait for each
  /// answer, gtp-sources §1.2). Returns after answering `quit`, at end of
  /// input, or when `out` fails (nobody is listening any more).
  /// Lines longer than kMaxLineBytes are answered
  /// `?[id] syntax error: line too long` without being stored beyond
  /// kMaxLineBytes — unless their first kMaxLineBytes bytes contain '#', in
  /// which case everything cut off was comment anyway and that prefix is
  /// handled as the whole line.
  void run(std::istream& in, std::ostream& out);

  /// Hook for logging GTP traffic (the app layer plugs spdlog in here).
  /// Called with the line as received (for an over-long line, its stored
  /// prefix) and the full response text. Exceptions thrown by the hook are
  /// swallowed: logging must not break the protocol. Pass {} to disable.
  void set_trace(Trace trace);

 private:
  std::string dispatch(const Command& command);
  std::string answer_too_long_line(std::string_view prefix);
  void emit_trace(std::string_view line, std::string_view response) const;

  CommandRegistry& registry_;
  Trace trace_;
  bool quit_requested_ = false;
};

}  // namespace goref::gtp
