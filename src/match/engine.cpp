#include "match/engine.h"

#include <sstream>

namespace goref::match {

Engine::Engine(EngineSpec spec) : spec_(std::move(spec)) {}

void Engine::log_to(const std::string& path) {
  if (client_) client_->drain_stderr();
  if (log_.is_open()) log_.close();
  if (!path.empty()) log_.open(path, std::ios::app | std::ios::binary);
}

bool Engine::prepare(std::uint64_t seed, const std::string& game_id, std::chrono::milliseconds startup_timeout,
                     std::string& error) {
  const std::string command = spec_.command_for(seed, game_id);
  if (client_) client_->exit();  // reaps a process that died between games, so it is not reused
  bool reusable = client_ && client_->running() && client_->in_sync() && command == running_command_ &&
                        spec_.restart == RestartPolicy::OnFault && !spec_.command_is_per_game();
  if (reusable) {
    // A process that ended after its last answer may not be reaped yet: one round trip
    // tells, so an engine that quits between games is started again, not forfeited.
    const gtp::client::Reply probe = client_->send("protocol_version", startup_timeout);
    reusable = probe.kind == gtp::client::ReplyKind::Success || probe.kind == gtp::client::ReplyKind::Failure;
  }
  if (reusable) return true;
  if (client_) client_->quit();
  std::string split_error;
  const auto argv = gtp::client::split_command_line(command, split_error);
  if (!argv) {
    error = "cmd: " + split_error;
    return false;
  }
  gtp::client::EngineCommand engine_command;
  engine_command.argv = *argv;
  engine_command.working_directory = spec_.directory;
  engine_command.environment = spec_.environment;
  client_ = std::make_unique<gtp::client::GtpClient>(engine_command);
  client_->set_stderr_sink([this](std::string_view bytes) {
    if (log_.is_open()) {
      log_.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
      log_.flush();
    }
  });
  running_command_ = command;
  ++starts_;
  if (!client_->start(error)) return false;
  return handshake(startup_timeout, error);
}

bool Engine::handshake(std::chrono::milliseconds timeout, std::string& error) {
  using gtp::client::ReplyKind;
  // protocol_version is the first thing every controller asks (GoGui, gogui-twogtp); a `?`
  // to any of these is still GTP (GTP v1 engines, engines without `version`), anything
  // else is not.
  std::string answers[4];
  const char* commands[4] = {"protocol_version", "list_commands", "name", "version"};
  for (int i = 0; i < 4; ++i) {
    const gtp::client::Reply reply = client_->send(commands[i], timeout);
    if (reply.kind == ReplyKind::Success) {
      answers[i] = reply.text;
      continue;
    }
    if (reply.kind == ReplyKind::Failure) continue;
    error = reply.kind == ReplyKind::Garbage   ? "does not speak GTP: " + reply.detail + " ('" + reply.text + "')"
            : reply.kind == ReplyKind::Timeout ? std::string("does not answer '") + commands[i] + "'"
                                               : "ended before answering (" + reply.detail + ")";
    client_->kill();
    return false;
  }
  commands_.clear();
  std::istringstream lines(answers[1]);
  std::string word;
  while (std::getline(lines, word)) {
    while (!word.empty() && (word.back() == ' ' || word.back() == '\t')) word.pop_back();
    if (!word.empty()) commands_.insert(word);
  }
  reported_name_ = answers[2];
  reported_version_ = answers[3];
  return true;
}

void Engine::finish_game() {
  if (!client_) return;
  client_->drain_stderr();
  if (!client_->in_sync() || !client_->running()) {
    client_->kill();
  } else if (spec_.restart == RestartPolicy::PerGame || spec_.command_is_per_game()) {
    client_->quit();
  }
  log_to("");
}

void Engine::shut_down() {
  if (client_) client_->quit();
  log_to("");
}

void Engine::kill() {
  if (client_) client_->kill();
}

std::string Engine::exit_text() {
  if (!client_) return "";
  const auto status = client_->exit();
  return status ? status->to_string() : "";
}

}  // namespace goref::match
