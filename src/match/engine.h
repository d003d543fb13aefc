// One engine of a match as one worker sees it: its GTP client, what it
// said about itself (name, version, list_commands), its stderr log, and when
// it must be started anew (a new game with a per-game command, a restart
// policy, a fault that left the stream out of sync).
#pragma once

#include <chrono>
#include <cstdint>
#include <fstream>
#include <memory>
#include <set>
#include <string>
#include <string_view>

#include "gtp/client/gtp_client.h"
#include "match/config.h"

namespace goref::match {

class Engine {
 public:
  explicit Engine(EngineSpec spec);

  const EngineSpec& spec() const { return spec_; }
  const std::string& name() const { return spec_.name; }

  /// Makes sure a process that may play game `game_id` is running: starts
  /// one (and does the handshake: protocol_version, name, version,
  /// list_commands) when there is none, when the last one is out of sync or
  /// dead, when the command differs per game, or with restart=per-game.
  /// False with `error` ("cannot start ...", "does not speak GTP: ...").
  bool prepare(std::uint64_t seed, const std::string& game_id, std::chrono::milliseconds startup_timeout,
               std::string& error);

  bool knows(std::string_view command) const { return commands_.count(std::string(command)) > 0; }
  const std::string& reported_name() const { return reported_name_; }
  const std::string& reported_version() const { return reported_version_; }

  gtp::client::Reply send(std::string_view command, std::chrono::milliseconds timeout) {
    return client_->send(command, timeout);
  }
  gtp::client::Reply wait_late_answer(std::chrono::milliseconds timeout) {
    return client_->wait_late_answer(timeout);
  }
  bool in_sync() const { return client_ && client_->in_sync(); }

  /// The engine's stderr goes to this file from now on (appended); "" stops logging.
  void log_to(const std::string& path);
  /// After a game: drains stderr into the game's log, quits the process if it
  /// will not be used again (per-game), kills it if it is out of sync.
  void finish_game();
  /// Quits the process (end of the run).
  void shut_down();
  /// Kills the process group now (hang, garbage).
  void kill();
  /// How the last process ended, as text ("exited with status 1"), or "".
  std::string exit_text();

  int starts() const { return starts_; }

 private:
  bool handshake(std::chrono::milliseconds timeout, std::string& error);

  EngineSpec spec_;
  std::unique_ptr<gtp::client::GtpClient> client_;
  std::string running_command_;
  std::set<std::string> commands_;
  std::string reported_name_;
  std::string reported_version_;
  std::ofstream log_;
  int starts_ = 0;
};

}  // namespace goref::match
