// `goref match stats` and `goref match report`: the recorded games of one match (one
// folder, or its shards' folders) read back and shown, as the table (or JSON) and as the
// HTML page. Each returns the exit status: 0 done, 2 folders that cannot be used (the
// one-line error on `messages`).
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "match/statistics.h"

namespace goref::match {

/// The table of the folders' games (`json`: one object) on `out`. The SPRT shown is
/// `sprt`, else the run's own.
int print_match_stats(const std::vector<std::string>& folders, const std::optional<SprtSettings>& sprt, bool json,
                      std::ostream& out, std::ostream& messages);

/// Writes the report page to `out_path` (empty: FIRST_FOLDER/report.html), whole or not at all.
int write_match_report(const std::vector<std::string>& folders, const std::optional<SprtSettings>& sprt,
                       const std::string& out_path, std::ostream& messages);

}  // namespace goref::match
