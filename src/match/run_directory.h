// The records of a match in --out: run.json (written once, when the run
// starts), games.jsonl (one line appended per finished game), games/ID.sgf
// and logs/ID-ENGINE.stderr. Append-only: nothing written is written again,
// so a kill loses at most the games in flight, and a resume reads back what
// is there.
#pragma once

#include <set>
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
  std::string open(const MatchConfig& config, const nlohmann::json& engines, const std::string& goref_version);

  bool resumed() const { return resumed_; }
  /// The games already in games.jsonl (in file order).
  const std::vector<nlohmann::json>& finished() const { return finished_; }
  const std::set<std::string>& finished_ids() const { return finished_ids_; }

  std::string log_path(const std::string& game_id, const std::string& engine) const;

  /// Writes games/ID.sgf (a temporary file renamed into place), then appends
  /// the game's line to games.jsonl in one write. Returns "" or the error
  /// (full disk, folder gone): the caller stops the run.
  std::string record(const GameOutcome& outcome);

 private:
  std::string read_journal();

  std::string folder_;
  bool resumed_ = false;
  std::vector<nlohmann::json> finished_;
  std::set<std::string> finished_ids_;
};

}  // namespace goref::match
