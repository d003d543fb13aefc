#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "gtp/client/engine_process.h"

namespace goref::gtp::client {

/// What came back for one command.
enum class ReplyKind {
  Success,  ///< `= text`
  Failure,  ///< `? message`
  Garbage,  ///< bytes that are no GTP answer (no `=`/`?`, NUL, a line or answer over the limits)
  Timeout,  ///< no complete answer before the deadline
  Closed,   ///< the engine closed its stdout (or its stdin) before answering; see exit()
};

std::string_view to_string(ReplyKind kind);

struct Reply {
  ReplyKind kind = ReplyKind::Closed;
  std::string text;    ///< the answer's text (Success/Failure); what was read (Garbage, cut)
  std::string detail;  ///< why it is garbage, or how the engine ended
  /// Wall time from the first byte of the command written to the answer's
  /// terminating empty line read, on the monotonic clock.
  std::chrono::nanoseconds elapsed{0};

  bool ok() const { return kind == ReplyKind::Success; }
};

struct ClientLimits {
  std::size_t max_line_bytes = std::size_t{1} << 20;    ///< longer: Garbage ("line too long")
  std::size_t max_answer_bytes = std::size_t{4} << 20;  ///< longer: Garbage ("answer too long")
  std::chrono::milliseconds quit_timeout{1000};         ///< how long `quit` may take before the kill
};

/// The controller side of GTP over one engine process: it sends a command,
/// reads the answer against a deadline and says what came back. It knows no
/// Go: commands and answers are text, framed by the protocol layer's
/// parse_answer.
///
/// After a Timeout, Garbage or Closed reply the stream can no longer be
/// trusted (a late or half-read answer would be taken for the next one):
/// in_sync() turns false and the owner restarts the engine.
///
/// The engine's stderr is drained while waiting for answers (a full stderr
/// pipe would block the engine) and handed to the stderr sink, e.g. a
/// per-game log file.
class GtpClient {
 public:
  using StderrSink = std::function<void(std::string_view bytes)>;

  explicit GtpClient(EngineCommand command, ClientLimits limits = {});
  GtpClient(const GtpClient&) = delete;
  GtpClient& operator=(const GtpClient&) = delete;
  ~GtpClient();

  /// Starts (or restarts) the process; false with `error` if it cannot be started.
  bool start(std::string& error);
  bool running() const { return process_.running(); }
  bool in_sync() const { return in_sync_; }

  /// Sends one command line (an LF is added) and waits for its answer until
  /// `timeout` has passed from the moment it was sent. Output the engine wrote
  /// since its last answer, other than blank lines, makes this reply Garbage
  /// before anything is sent.
  Reply send(std::string_view command, std::chrono::milliseconds timeout);

  /// Waits up to `timeout` more for the answer of a command whose send()
  /// timed out (a move that came too late); on an answer the stream is in
  /// sync again.
  Reply wait_late_answer(std::chrono::milliseconds timeout);

  /// Writes all of `input` as it is (a whole GTP session, bytes untouched), closes the
  /// engine's stdin and reads stdout to its end. Success with every byte in `text`, or
  /// Timeout / Closed (stdout not ended by the deadline; the engine would not take input).
  /// For byte-exact transcripts; answers are not framed.
  Reply feed(std::string_view input, std::chrono::milliseconds timeout);

  /// Sends `quit`, waits for the answer and the exit, then kills the process
  /// group whatever happened (children left behind, a `quit` ignored).
  void quit();
  /// Kills the process group now.
  void kill();

  /// How the process ended (after a Closed reply, quit() or kill()).
  std::optional<ExitStatus> exit();

  void set_stderr_sink(StderrSink sink) { stderr_sink_ = std::move(sink); }
  /// Reads what stderr holds now, without waiting.
  void drain_stderr();

  /// Answers sent and bytes read over the process's life (for the runner's statistics).
  std::size_t commands_sent() const { return commands_sent_; }

 private:
  Reply read_answer(std::chrono::steady_clock::time_point started, std::chrono::steady_clock::time_point deadline);
  Reply closed_reply(std::chrono::steady_clock::time_point started);
  // Reads what the engine wrote since its last answer; Garbage if any of it is not blank.
  Reply check_unasked_output(std::chrono::steady_clock::time_point started);
  // Moves complete lines from buffer_ into the answer under construction;
  // true when the answer is complete (reply_ filled).
  bool take_lines(Reply& reply, std::chrono::steady_clock::time_point started);
  void read_stderr_once();
  // One read of stderr that poll reported ready.
  void read_stderr_ready();

  EngineCommand command_;
  ClientLimits limits_;
  EngineProcess process_;
  StderrSink stderr_sink_;
  std::string buffer_;      // stdout bytes not yet consumed
  std::string block_;       // lines of the answer being read
  bool in_answer_ = false;  // a first non-empty line has been seen
  bool skipping_long_line_ = false;
  bool stdout_closed_ = false;
  bool stderr_closed_ = false;
  bool in_sync_ = false;
  std::size_t commands_sent_ = 0;
};

}  // namespace goref::gtp::client
