// A whole match: checks that every engine starts and speaks GTP, opens the
// run's folder (or resumes it), plays the missing games of the schedule on
// --concurrency workers, each with its own engine processes, records every
// game as it finishes, and prints the table at the end.
#pragma once

#include <atomic>
#include <ostream>
#include <string>

#include "match/config.h"

namespace goref::match {

struct RunResult {
  /// 0 the schedule was played out; 1 the run stopped early (fault threshold,
  /// a record that could not be written, a stop request); 2 before the first
  /// game (an engine that cannot start or is not GTP, an --out that cannot be
  /// used, a resume with other settings).
  int exit_code = 0;
  int games_played = 0;  ///< in this run
};

/// `table` receives the final table (stdout); `messages` the one-line errors
/// and the live progress line (stderr), which is drawn only when `progress`.
/// `stop` may be set from a signal handler: games in flight are abandoned
/// (not recorded) and the run ends with status 1.
RunResult run_match(const MatchConfig& config, const std::string& goref_version, std::ostream& table,
                    std::ostream& messages, bool progress, const std::atomic<bool>* stop);

}  // namespace goref::match
