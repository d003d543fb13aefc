// A match's records read back: run.json and the games.jsonl journal of one
// --out folder, for `goref match merge`, `stats` and `report`, and for shards
// that follow each other's journals through a shared folder.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "match/statistics.h"

namespace goref::match {

struct RecordedRun {
  std::string folder;
  nlohmann::json run;  ///< run.json as written

  const nlohmann::json& config() const { return run.at("config"); }
  std::vector<std::string> engine_names() const;
  /// The pairs of engines that meet, by name, in the schedule's order.
  std::vector<std::pair<std::string, std::string>> pairings() const;
  /// Games in the whole schedule (every shard's).
  long long scheduled_games() const;
  /// The run's own --sprt, if it had one.
  std::optional<SprtSettings> sprt() const;
  /// "shard 2/4", or "" for a whole run.
  std::string shard_text() const;
};

/// Reads FOLDER/run.json. Returns "" or a one-line error.
std::string read_recorded_run(const std::string& folder, RecordedRun& run);

/// Reads several folders that must hold parts of one match (equal configurations);
/// the error names the first folder that differs and how.
std::string read_recorded_runs(const std::vector<std::string>& folders, std::vector<RecordedRun>& runs);

/// Hands every whole line of FOLDER/games.jsonl to `visit`, parsed, with its text.
/// Returns "" or the error (a line that is no game record).
using GameVisitor = std::function<void(const nlohmann::json& game, const std::string& line)>;
std::string read_games(const std::string& folder, const GameVisitor& visit);

/// Follows a journal another process appends to: each call reads the whole lines
/// added since the last (a line still being written waits for the next call).
class JournalFollower {
 public:
  explicit JournalFollower(std::string path) : path_(std::move(path)) {}
  /// Returns the number of new games handed to `visit`.
  int poll(const std::function<void(const nlohmann::json& game)>& visit);

 private:
  std::string path_;
  std::uint64_t offset_ = 0;
};

}  // namespace goref::match
