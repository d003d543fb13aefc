#include "gtp/client/gtp_client.h"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include "gtp/protocol/answer.h"

namespace goref::gtp::client {

namespace {

using Clock = std::chrono::steady_clock;

int remaining_ms(Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::microseconds>(deadline - Clock::now()).count();
  if (left <= 0) return 0;
  // Round up, so a deadline 0.3 ms away is not a busy loop of zero-timeout polls.
  const long long ms = (left + 999) / 1000;
  return ms > 1'000'000 ? 1'000'000 : static_cast<int>(ms);
}

constexpr std::size_t kReadChunk = 64 * 1024;
constexpr int kExitCheckMs = 100;

std::string printable_prefix(std::string_view bytes) {
  std::string out;
  for (const char c : bytes.substr(0, 80)) {
    const auto byte = static_cast<unsigned char>(c);
    out += (byte < 0x20 || byte == 0x7f) ? '.' : c;
  }
  return out;
}

}  // namespace

std::string_view to_string(ReplyKind kind) {
  switch (kind) {
    case ReplyKind::Success: return "success";
    case ReplyKind::Failure: return "failure";
    case ReplyKind::Garbage: return "garbage";
    case ReplyKind::Timeout: return "timeout";
    case ReplyKind::Closed: return "closed";
  }
  return "?";
}

GtpClient::GtpClient(EngineCommand command, ClientLimits limits) : command_(std::move(command)), limits_(limits) {}

GtpClient::~GtpClient() { kill(); }

bool GtpClient::start(std::string& error) {
  kill();
  buffer_.clear();
  block_.clear();
  in_answer_ = false;
  skipping_long_line_ = false;
  stdout_closed_ = false;
  stderr_closed_ = false;
  commands_sent_ = 0;
  in_sync_ = process_.start(command_, error);
  return in_sync_;
}

void GtpClient::read_stderr_once() {
  if (process_.stderr_fd() < 0) return;
  char chunk[kReadChunk];
  for (int rounds = 0; rounds < 16; ++rounds) {
    const ssize_t got = ::read(process_.stderr_fd(), chunk, sizeof chunk);
    if (got > 0) {
      if (stderr_sink_) stderr_sink_(std::string_view(chunk, static_cast<std::size_t>(got)));
      continue;
    }
    if (got < 0 && errno == EINTR) continue;
    return;  // EAGAIN (nothing more now) or EOF
  }
}

void GtpClient::drain_stderr() { read_stderr_once(); }

void GtpClient::read_stderr_ready() {
  char chunk[kReadChunk];
  const ssize_t got = ::read(process_.stderr_fd(), chunk, sizeof chunk);
  if (got > 0 && stderr_sink_) stderr_sink_(std::string_view(chunk, static_cast<std::size_t>(got)));
  // End of file on stderr alone is no reason to stop: poll would report it again and
  // again, so it is not polled any more.
  if (got == 0) stderr_closed_ = true;
}

Reply GtpClient::closed_reply(Clock::time_point started) {
  in_sync_ = false;
  Reply reply;
  reply.kind = ReplyKind::Closed;
  reply.elapsed = Clock::now() - started;
  // Give a dying engine a moment to be reaped, so the reply can say how it ended.
  if (const auto& status = process_.wait_exit(std::chrono::milliseconds(200)))
    reply.detail = status->to_string();
  else
    reply.detail = "closed its output but is still running";
  read_stderr_once();
  return reply;
}

bool GtpClient::take_lines(Reply& reply, Clock::time_point started) {
  std::size_t begin = 0;
  bool done = false;
  while (!done) {
    const std::size_t newline = buffer_.find('\n', begin);
    if (newline == std::string::npos) break;
    std::string_view line(buffer_.data() + begin, newline - begin);
    begin = newline + 1;
    if (skipping_long_line_) continue;  // unreachable: a long line ends the answer as garbage
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (is_answer_terminator(line)) {
      if (!in_answer_) continue;  // blank lines before an answer carry nothing
      AnswerError error;
      if (auto answer = parse_answer(block_, error)) {
        reply.kind = answer->success ? ReplyKind::Success : ReplyKind::Failure;
        reply.text = std::move(answer->text);
      } else {
        reply.kind = ReplyKind::Garbage;
        reply.detail = error.message;
        reply.text = printable_prefix(block_);
        in_sync_ = false;
      }
      done = true;
      continue;
    }
    if (!in_answer_ && line.front() != '=' && line.front() != '?') {
      reply.kind = ReplyKind::Garbage;
      reply.detail = "answer does not start with '=' or '?'";
      reply.text = printable_prefix(line);
      in_sync_ = false;
      done = true;
      continue;
    }
    if (in_answer_) block_.push_back('\n');
    block_.append(line);
    in_answer_ = true;
    if (block_.size() > limits_.max_answer_bytes) {
      reply.kind = ReplyKind::Garbage;
      reply.detail = "answer longer than " + std::to_string(limits_.max_answer_bytes) + " bytes";
      reply.text = printable_prefix(block_);
      in_sync_ = false;
      done = true;
    }
  }
  buffer_.erase(0, begin);
  if (!done && buffer_.size() > limits_.max_line_bytes) {
    reply.kind = ReplyKind::Garbage;
    reply.detail = "line longer than " + std::to_string(limits_.max_line_bytes) + " bytes";
    reply.text = printable_prefix(buffer_);
    in_sync_ = false;
    done = true;
  }
  if (done) {
    reply.elapsed = Clock::now() - started;
    block_.clear();
    in_answer_ = false;
    if (reply.kind == ReplyKind::Garbage) buffer_.clear();
  }
  return done;
}

Reply GtpClient::read_answer(Clock::time_point started, Clock::time_point deadline) {
  Reply reply;
  char chunk[kReadChunk];
  if (take_lines(reply, started)) return reply;
  while (true) {
    pollfd descriptors[2] = {{process_.stdout_fd(), POLLIN, 0}, {process_.stderr_fd(), POLLIN, 0}};
    if (stderr_closed_) descriptors[1].fd = -1;
    // Wake up now and then to see whether the engine has died: a child it forked may
    // hold the pipe open, and then no end of file ever comes.
    const int ready = ::poll(descriptors, 2, std::min(remaining_ms(deadline), kExitCheckMs));
    if (ready == 0 && process_.poll_exit()) {
      const ssize_t got = ::read(process_.stdout_fd(), chunk, sizeof chunk);
      if (got > 0) {
        buffer_.append(chunk, static_cast<std::size_t>(got));
        if (take_lines(reply, started)) return reply;
        continue;
      }
      return closed_reply(started);
    }
    if (ready < 0 && errno != EINTR) return closed_reply(started);
    if (descriptors[1].revents & (POLLIN | POLLHUP)) read_stderr_ready();
    if (descriptors[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      const ssize_t got = ::read(process_.stdout_fd(), chunk, sizeof chunk);
      if (got == 0) {
        stdout_closed_ = true;
        return closed_reply(started);
      }
      if (got > 0) {
        buffer_.append(chunk, static_cast<std::size_t>(got));
        if (take_lines(reply, started)) return reply;
      }
    }
    if (Clock::now() >= deadline) {
      in_sync_ = false;
      reply.kind = ReplyKind::Timeout;
      reply.elapsed = Clock::now() - started;
      return reply;
    }
  }
}

Reply GtpClient::send(std::string_view command, std::chrono::milliseconds timeout) {
  const Clock::time_point started = Clock::now();
  const Clock::time_point deadline = started + timeout;
  if (!process_.running() || stdout_closed_) return closed_reply(started);
  // Output nobody asked for (an answer to a command never sent, a second answer) would
  // be read as the answer to this command: an engine could think off its clock inside
  // `play` and answer `genmove` at once. It is garbage, and the stream is out of sync.
  if (Reply unasked = check_unasked_output(started); unasked.kind == ReplyKind::Garbage) return unasked;
  std::string line(command);
  line.push_back('\n');
  ++commands_sent_;
  if (!process_.write_all(line, deadline)) {
    if (Clock::now() >= deadline) {
      in_sync_ = false;
      Reply reply;
      reply.kind = ReplyKind::Timeout;
      reply.elapsed = Clock::now() - started;
      reply.detail = "the engine does not read its input";
      return reply;
    }
    return closed_reply(started);
  }
  return read_answer(started, deadline);
}

Reply GtpClient::check_unasked_output(Clock::time_point started) {
  char chunk[kReadChunk];
  for (int rounds = 0; rounds < 64; ++rounds) {
    const ssize_t got = ::read(process_.stdout_fd(), chunk, sizeof chunk);
    if (got > 0) {
      buffer_.append(chunk, static_cast<std::size_t>(got));
      if (buffer_.size() > limits_.max_answer_bytes) break;
      continue;
    }
    if (got < 0 && errno == EINTR) continue;
    break;  // nothing more now (EAGAIN), or end of file: the send will see it
  }
  Reply reply;
  if (buffer_.find_first_not_of(" \t\r\n") == std::string::npos) {
    buffer_.clear();
    return reply;  // blank lines between answers carry nothing
  }
  reply.kind = ReplyKind::Garbage;
  reply.detail = "output nobody asked for";
  reply.text = printable_prefix(buffer_);
  reply.elapsed = Clock::now() - started;
  buffer_.clear();
  in_sync_ = false;
  return reply;
}

Reply GtpClient::wait_late_answer(std::chrono::milliseconds timeout) {
  const Clock::time_point started = Clock::now();
  if (!process_.running() || stdout_closed_) return closed_reply(started);
  Reply reply = read_answer(started, started + timeout);
  if (reply.kind == ReplyKind::Success || reply.kind == ReplyKind::Failure) in_sync_ = true;
  return reply;
}

Reply GtpClient::feed(std::string_view input, std::chrono::milliseconds timeout) {
  const Clock::time_point started = Clock::now();
  const Clock::time_point deadline = started + timeout;
  Reply reply;
  std::string output;
  char chunk[kReadChunk];
  std::size_t written = 0;
  if (input.empty()) process_.close_stdin();
  while (true) {
    pollfd descriptors[3] = {{process_.stdout_fd(), POLLIN, 0},
                             {process_.stderr_fd(), POLLIN, 0},
                             {written < input.size() ? process_.stdin_fd() : -1, POLLOUT, 0}};
    if (stderr_closed_) descriptors[1].fd = -1;
    const int wait = remaining_ms(deadline);
    if (wait == 0) {
      in_sync_ = false;
      reply.kind = ReplyKind::Timeout;
      reply.text = std::move(output);
      reply.elapsed = Clock::now() - started;
      return reply;
    }
    if (::poll(descriptors, 3, wait) < 0 && errno != EINTR) break;
    if (descriptors[2].revents & (POLLOUT | POLLERR | POLLHUP)) {
      const ssize_t n = ::write(process_.stdin_fd(), input.data() + written, input.size() - written);
      if (n > 0) written += static_cast<std::size_t>(n);
      else if (n < 0 && errno != EAGAIN && errno != EINTR) written = input.size();  // it stopped reading
      if (written >= input.size()) process_.close_stdin();
    }
    if (descriptors[1].revents & (POLLIN | POLLHUP)) read_stderr_ready();
    if (descriptors[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      const ssize_t got = ::read(process_.stdout_fd(), chunk, sizeof chunk);
      if (got > 0) {
        output.append(chunk, static_cast<std::size_t>(got));
        if (output.size() > limits_.max_answer_bytes * 16) break;
      } else if (got == 0) {
        break;
      }
    }
  }
  stdout_closed_ = true;
  in_sync_ = false;
  reply.kind = ReplyKind::Success;
  reply.text = std::move(output);
  reply.elapsed = Clock::now() - started;
  if (const auto& status = process_.wait_exit(std::chrono::milliseconds(1000))) reply.detail = status->to_string();
  return reply;
}

void GtpClient::quit() {
  if (process_.running() && !stdout_closed_ && in_sync_) {
    send("quit", limits_.quit_timeout);
    process_.close_stdin();
    process_.wait_exit(limits_.quit_timeout);
  }
  read_stderr_once();
  process_.stop();
  in_sync_ = false;
}

void GtpClient::kill() {
  read_stderr_once();
  process_.stop();
  in_sync_ = false;
}

std::optional<ExitStatus> GtpClient::exit() { return process_.poll_exit(); }

}  // namespace goref::gtp::client
