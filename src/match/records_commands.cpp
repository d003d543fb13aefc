#include "match/records_commands.h"

#include "io/atomic_file.h"
#include "match/recorded_run.h"
#include "match/report.h"
#include "match/summary.h"

namespace goref::match {

int print_match_stats(const std::vector<std::string>& folders, const std::optional<SprtSettings>& sprt_option, bool json,
                      std::ostream& out, std::ostream& messages) {
  std::vector<RecordedRun> runs;
  std::string error = read_recorded_runs(folders, runs);
  MatchTally tally;
  for (std::size_t i = 0; error.empty() && i < runs.size(); ++i)
    error = read_games(runs[i].folder, [&](const nlohmann::json& game, const std::string&) { tally.add(game); });
  if (!error.empty()) {
    messages << "goref match stats: " << error << '\n';
    return 2;
  }
  const RecordedRun& run = runs.front();
  const std::optional<SprtSettings> sprt = sprt_option ? sprt_option : run.sprt();
  if (json) {
    nlohmann::json result = tally.json(run.pairings(), sprt);
    result["scheduled_games"] = run.scheduled_games();
    out << result.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
  } else {
    out << tally.table(run.pairings(), sprt) << tally.games() << " of " << run.scheduled_games()
        << " scheduled games recorded\n";
  }
  return 0;
}

int write_match_report(const std::vector<std::string>& folders, const std::optional<SprtSettings>& sprt,
                       const std::string& out_path, std::ostream& messages) {
  std::vector<RecordedRun> runs;
  std::string html;
  std::string error = read_recorded_runs(folders, runs);
  if (error.empty()) error = render_report(runs, sprt, html);
  const std::string out = out_path.empty() ? folders.front() + "/report.html" : out_path;
  if (error.empty()) {
    if (const std::string written = io::write_file_atomically(out, html); !written.empty()) error = out + ": " + written;
  }
  if (!error.empty()) {
    messages << "goref match report: " << error << '\n';
    return 2;
  }
  messages << "goref match report: wrote " << out << '\n';
  return 0;
}

}  // namespace goref::match
