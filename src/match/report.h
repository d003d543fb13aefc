// `goref match report DIR...`: one self-contained HTML page (inline SVG and
// CSS, nothing fetched) that shows what a match means: the table, Elo with its
// interval and the SPRT's LLR with its bounds as the games came in, the score
// margins by colour, time per move by engine and phase of the game, and the
// faults over the run.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "match/recorded_run.h"
#include "match/statistics.h"

namespace goref::match {

/// The page for the games of `runs` (parts of one match). The SPRT plotted is
/// `sprt`, else the run's own --sprt, else elo0=0, elo1=10 (so labelled).
/// Returns "" and fills `html`, or an error.
std::string render_report(const std::vector<RecordedRun>& runs, const std::optional<SprtSettings>& sprt,
                          std::string& html);

}  // namespace goref::match
