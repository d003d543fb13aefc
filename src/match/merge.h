// `goref match merge OUT DIR...`: the shards of one match joined into one
// run folder, as if one process had played every game: run.json (without the
// shard), games.jsonl ordered by game id, every SGF and engine log.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace goref::match {

struct MergeRequest {
  std::string out;
  std::vector<std::string> folders;
  /// Accept a schedule with games missing (a run stopped by its SPRT, or a shard still
  /// to come); without it, a missing id is an error.
  bool partial = false;
};

/// Refuses (returning the one-line error, writing nothing) folders of different
/// matches, an id recorded twice, missing ids (unless `partial`), an OUT that exists.
/// `messages` gets one line of what was merged.
std::string merge_runs(const MergeRequest& request, std::ostream& messages);

}  // namespace goref::match
