#include "match/engine.h"

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
  const auto describe = [this](const gtp::client::Reply& reply) {
    switch (reply.kind) {
      case ReplyKind::Garbage: return "does not speak GTP: " + reply.detail + " ('" + reply.text + "')";
      case ReplyKind::Timeout: return std::string("does not answer");
      case ReplyKind::Closed: return "ended before answering (" + reply.detail + ")";
      default: return std::string();
    }
    (void)this;
  };
  // protocol_version is the first thing every controller asks (GoGui, gogui-twogtp);
  // a `?` is still GTP (GTP v1 engines), anything else is not.
  const gtp::client::Reply version = client_->send("protocol_version", timeout);
  if (version.kind != ReplyKind::Success && version.kind != ReplyKind::Failure) {
    error = describe(version);
    client_->kill();
    return false;
  }
  const gtp::client::Reply list = client_->send("list_commands", timeout);
  commands_.clear();
  if (list.ok()) {
    std::size_t start = 0;
    while (start <= list.text.size()) {
      const std::size_t end = list.text.find('\n', start);
      std::string word = list.text.substr(start, end == std::string::npos ? std::string::npos : end - start);
      while (!word.empty() && (word.back() == ' ' || word.back() == '\t')) word.pop_back();
      if (!word.empty()) commands_.insert(word);
      if (end == std::string::npos) break;
      start = end + 1;
    }
  } else if (list.kind != ReplyKind::Failure) {
    error = describe(list);
    client_->kill();
    return false;
  }
  const gtp::client::Reply name = client_->send("name", timeout);
  if (name.kind != ReplyKind::Success && name.kind != ReplyKind::Failure) {
    error = describe(name);
    client_->kill();
    return false;
  }
  reported_name_ = name.ok() ? name.text : "";
  const gtp::client::Reply engine_version = client_->send("version", timeout);
  if (engine_version.kind != ReplyKind::Success && engine_version.kind != ReplyKind::Failure) {
    error = describe(engine_version);
    client_->kill();
    return false;
  }
  reported_version_ = engine_version.ok() ? engine_version.text : "";
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
