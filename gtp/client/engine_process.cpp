#include "gtp/client/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <thread>

extern char** environ;

namespace goref::gtp::client {

namespace {

void ignore_sigpipe_once() {
  static std::once_flag once;
  std::call_once(once, [] { ::signal(SIGPIPE, SIG_IGN); });
}

bool set_nonblocking(int fd) {
  const int flags = ::fcntl(fd, F_GETFL);
  return flags >= 0 && ::fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0;
}

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

int remaining_ms(std::chrono::steady_clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
  if (left.count() <= 0) return 0;
  return left.count() > 1'000'000 ? 1'000'000 : static_cast<int>(left.count());
}

ExitStatus decode(int status) {
  ExitStatus result;
  if (WIFEXITED(status)) {
    result.exited = true;
    result.code = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    result.signal = WTERMSIG(status);
  }
  return result;
}

}  // namespace

std::string ExitStatus::to_string() const {
  if (exited) return "exited with status " + std::to_string(code);
  const char* name = ::strsignal(signal);
  return "killed by signal " + std::to_string(signal) + (name ? std::string(" (") + name + ")" : std::string());
}

std::optional<std::vector<std::string>> split_command_line(const std::string& line, std::string& error) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  enum class Quote { None, Single, Double } quote = Quote::None;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quote == Quote::Single) {
      if (c == '\'') quote = Quote::None;
      else word.push_back(c);
      continue;
    }
    if (quote == Quote::Double) {
      if (c == '"') {
        quote = Quote::None;
      } else if (c == '\\' && i + 1 < line.size() && std::strchr("$`\"\\\n", line[i + 1]) != nullptr) {
        word.push_back(line[++i]);
      } else {
        word.push_back(c);
      }
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\n') {
      if (in_word) words.push_back(std::move(word));
      word.clear();
      in_word = false;
      continue;
    }
    in_word = true;
    if (c == '\'') {
      quote = Quote::Single;
    } else if (c == '"') {
      quote = Quote::Double;
    } else if (c == '\\') {
      if (i + 1 < line.size()) word.push_back(line[++i]);
    } else {
      word.push_back(c);
    }
  }
  if (quote != Quote::None) {
    error = "unterminated quote in command line";
    return std::nullopt;
  }
  if (in_word) words.push_back(std::move(word));
  if (words.empty()) {
    error = "empty command line";
    return std::nullopt;
  }
  return words;
}

EngineProcess::~EngineProcess() { stop(); }

bool EngineProcess::start(const EngineCommand& command, std::string& error) {
  stop();
  status_.reset();
  ignore_sigpipe_once();
  if (command.argv.empty()) {
    error = "empty command line";
    return false;
  }
  if (!command.working_directory.empty()) {
    struct stat info {};
    if (::stat(command.working_directory.c_str(), &info) != 0 || !S_ISDIR(info.st_mode)) {
      error = "no such folder: " + command.working_directory;
      return false;
    }
  }
  int in[2], out[2], err[2];
  if (::pipe2(in, O_CLOEXEC) != 0) {
    error = std::string("cannot create a pipe: ") + std::strerror(errno);
    return false;
  }
  if (::pipe2(out, O_CLOEXEC) != 0) {
    error = std::string("cannot create a pipe: ") + std::strerror(errno);
    ::close(in[0]);
    ::close(in[1]);
    return false;
  }
  if (::pipe2(err, O_CLOEXEC) != 0) {
    error = std::string("cannot create a pipe: ") + std::strerror(errno);
    for (int fd : {in[0], in[1], out[0], out[1]}) ::close(fd);
    return false;
  }

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  // dup2 onto 0/1/2 clears close-on-exec there; every other descriptor of
  // ours is close-on-exec, so the engine inherits exactly its three pipes.
  posix_spawn_file_actions_adddup2(&actions, in[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  posix_spawn_file_actions_adddup2(&actions, err[1], 2);
  if (!command.working_directory.empty())
    posix_spawn_file_actions_addchdir_np(&actions, command.working_directory.c_str());

  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  // A process group of its own: kill_group() reaches its children too.
  // Default signal dispositions: the runner ignores SIGPIPE, the engine must not inherit that.
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  sigset_t no_mask;
  sigemptyset(&no_mask);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setsigmask(&attributes, &no_mask);
  posix_spawnattr_setpgroup(&attributes, 0);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);

  std::vector<char*> argv;
  for (const std::string& word : command.argv) argv.push_back(const_cast<char*>(word.c_str()));
  argv.push_back(nullptr);

  std::vector<std::string> environment_strings;
  for (char** entry = environ; entry != nullptr && *entry != nullptr; ++entry) {
    const std::string_view text(*entry);
    bool replaced = false;
    for (const auto& [name, value] : command.environment)
      replaced = replaced || (text.size() > name.size() && text.substr(0, name.size()) == name && text[name.size()] == '=');
    if (!replaced) environment_strings.emplace_back(text);
  }
  for (const auto& [name, value] : command.environment) environment_strings.push_back(name + "=" + value);
  std::vector<char*> envp;
  for (std::string& entry : environment_strings) envp.push_back(entry.data());
  envp.push_back(nullptr);

  pid_t pid = -1;
  const int spawned = ::posix_spawnp(&pid, argv[0], &actions, &attributes, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  ::close(in[0]);
  ::close(out[1]);
  ::close(err[1]);
  if (spawned != 0) {
    error = "cannot start '" + command.argv[0] + "': " + std::strerror(spawned);
    ::close(in[1]);
    ::close(out[0]);
    ::close(err[0]);
    return false;
  }
  pid_ = pid;
  stdin_fd_ = in[1];
  stdout_fd_ = out[0];
  stderr_fd_ = err[0];
  set_nonblocking(stdin_fd_);
  set_nonblocking(stdout_fd_);
  set_nonblocking(stderr_fd_);
  return true;
}

bool EngineProcess::write_all(std::string_view data, std::chrono::steady_clock::time_point deadline) {
  while (!data.empty()) {
    if (stdin_fd_ < 0) return false;
    const ssize_t written = ::write(stdin_fd_, data.data(), data.size());
    if (written > 0) {
      data.remove_prefix(static_cast<std::size_t>(written));
      continue;
    }
    if (written < 0 && errno == EINTR) continue;
    if (written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      pollfd descriptor{stdin_fd_, POLLOUT, 0};
      const int wait = remaining_ms(deadline);
      if (wait == 0) return false;
      if (::poll(&descriptor, 1, wait) < 0 && errno != EINTR) return false;
      if (descriptor.revents & (POLLERR | POLLHUP)) return false;
      continue;
    }
    return false;  // EPIPE: the engine closed its stdin or died
  }
  return true;
}

void EngineProcess::close_stdin() { close_fd(stdin_fd_); }

const std::optional<ExitStatus>& EngineProcess::poll_exit() {
  if (pid_ > 0 && !status_) {
    int status = 0;
    const pid_t reaped = ::waitpid(pid_, &status, WNOHANG);
    if (reaped == pid_) status_ = decode(status);
  }
  return status_;
}

const std::optional<ExitStatus>& EngineProcess::wait_exit(std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  // A child's end cannot be polled on a descriptor without pidfd; short sleeps
  // keep this simple and cost nothing while a healthy engine is playing.
  while (!poll_exit() && pid_ > 0 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  return status_;
}

void EngineProcess::kill_group() {
  if (pid_ <= 0) return;
  if (!poll_exit()) {
    ::kill(-pid_, SIGKILL);
    ::kill(pid_, SIGKILL);
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    status_ = decode(status);
  } else {
    // The leader is gone; children it left in its group may still hold the pipes.
    ::kill(-pid_, SIGKILL);
  }
}

void EngineProcess::close_fds() {
  close_fd(stdin_fd_);
  close_fd(stdout_fd_);
  close_fd(stderr_fd_);
}

void EngineProcess::stop() {
  close_fds();
  if (pid_ > 0) kill_group();
  pid_ = -1;
}

}  // namespace goref::gtp::client
