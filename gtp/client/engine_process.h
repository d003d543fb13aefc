#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace goref::gtp::client {

/// How to start an engine: argv (argv[0] looked up in PATH), the folder it
/// runs in, and variables added to (or replacing in) the runner's environment.
struct EngineCommand {
  std::vector<std::string> argv;
  std::string working_directory;  ///< empty: the runner's own
  std::vector<std::pair<std::string, std::string>> environment;
};

/// Splits a command line as a POSIX shell splits words: blanks separate,
/// '...' and "..." quote, a backslash escapes the next character (inside
/// double quotes only before $ ` " \ and newline). No expansion of any kind.
/// Returns nullopt and sets `error` for an unterminated quote or an empty line.
std::optional<std::vector<std::string>> split_command_line(const std::string& line, std::string& error);

/// How a process ended.
struct ExitStatus {
  bool exited = false;  ///< exited by itself (`code` valid); else killed by `signal`
  int code = 0;
  int signal = 0;
  /// "exited with status 1", "killed by signal 11 (Segmentation fault)".
  std::string to_string() const;
};

/// One engine process: stdin and stdout are pipes to the runner, stderr a
/// third pipe the owner drains (see GtpClient). The engine is the leader of
/// a process group of its own, so that killing the group also ends the
/// children it forked, even those that keep the pipes open.
///
/// Errors are values, never exceptions or aborts: start() says why it failed,
/// a write to a dead engine fails (SIGPIPE is ignored process-wide the first
/// time an engine is started: a runner must not die because a bot did).
class EngineProcess {
 public:
  EngineProcess() = default;
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;
  ~EngineProcess();

  /// Starts the engine; false (with `error`) when it cannot be started at all
  /// (no such program, no such folder, out of processes).
  bool start(const EngineCommand& command, std::string& error);
  bool running() const { return pid_ > 0 && !status_; }

  int stdin_fd() const { return stdin_fd_; }
  int stdout_fd() const { return stdout_fd_; }
  int stderr_fd() const { return stderr_fd_; }
  pid_t pid() const { return pid_; }

  /// Writes all of `data` to the engine's stdin before `deadline`; false when
  /// the engine does not take it (closed its stdin, died, or its pipe stayed
  /// full until the deadline).
  bool write_all(std::string_view data, std::chrono::steady_clock::time_point deadline);

  /// Closes the engine's stdin (GTP's end of input).
  void close_stdin();

  /// Reaps the engine if it has ended; its status once it has.
  const std::optional<ExitStatus>& poll_exit();
  /// Waits up to `timeout` for the engine to end by itself.
  const std::optional<ExitStatus>& wait_exit(std::chrono::milliseconds timeout);

  /// SIGKILL to the whole process group, then reaps the engine. Idempotent.
  void kill_group();

  /// Closes every pipe and, if the engine is still running, kills its group.
  void stop();

 private:
  void close_fds();

  pid_t pid_ = -1;
  int stdin_fd_ = -1;
  int stdout_fd_ = -1;
  int stderr_fd_ = -1;
  std::optional<ExitStatus> status_;
};

}  // namespace goref::gtp::client
