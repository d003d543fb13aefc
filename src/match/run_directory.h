// The records of a match in --out: run.json (written once, when the run
// starts), games.jsonl (one line appended per finished game), games/ID.sgf
// and logs/ID-ENGINE.stderr. Append-only: nothing written is written again,
// so a kill loses at most the games in flight, and a resume reads back what
// is there.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "match/config.h"
#include "match/outcome.h"

namespace goref::match {

class RunDirectory {
 public:
  /// Opens `config.out`, creating it. A folder holding a run.json is a run to
  /// resume: its configuration must equal `config`'s, or the call fails naming
  /// each difference. A new run writes run.json (with `engines`, what the
  /// engines said of themselves). Returns "" or a one-line error.
  /// Every game already in games.jsonl is handed to `visit` (in file order);
  /// none is kept in memory.
  using Visitor = std::function<void(const nlohmann::json& game)>;
  std::string open(const MatchConfig& config, const nlohmann::json& engines, const std::string& goref_version,
                   const Visitor& visit);

  bool resumed() const { return resumed_; }
  /// Whether the game at schedule index `index` is recorded (one bit a game).
  bool finished(int index) const {
    return index >= 0 && static_cast<std::size_t>(index) < finished_.size() && finished_[static_cast<std::size_t>(index)];
  }
  std::size_t finished_count() const { return finished_count_; }

  std::string log_path(const std::string& game_id, const std::string& engine) const;

  /// Writes games/ID.sgf (a temporary file renamed into place), then appends
  /// the game's line to games.jsonl in one write. Returns "" or the error
  /// (full disk, folder gone): the caller stops the run. `line` is the JSON written.
  std::string record(const GameOutcome& outcome, nlohmann::json& line);

 private:
  std::string read_journal(const Visitor& visit);
  void mark(const std::string& id);

  std::string folder_;
  bool resumed_ = false;
  std::vector<bool> finished_;
  std::size_t finished_count_ = 0;
};

}  // namespace goref::match
