#include "match/merge.h"

#include <filesystem>
#include <map>

#include "io/atomic_file.h"
#include "match/recorded_run.h"
#include "match/schedule.h"

namespace goref::match {

namespace {

namespace fs = std::filesystem;

std::string write_file(const fs::path& path, const std::string& text) {
  const std::string error = io::write_file_atomically(path.string(), text);
  return error.empty() ? "" : path.string() + ": " + error;
}

std::string id_list(const std::vector<std::string>& ids) {
  std::string text;
  for (std::size_t i = 0; i < ids.size() && i < 5; ++i) text += (i ? ", " : "") + ids[i];
  if (ids.size() > 5) text += " and " + std::to_string(ids.size() - 5) + " more";
  return text;
}

}  // namespace

std::string merge_runs(const MergeRequest& request, std::ostream& messages) {
  if (request.folders.empty()) return "no folder to merge";
  std::error_code code;
  if (fs::exists(request.out, code)) return request.out + " already exists; merge into a new folder";
  std::vector<RecordedRun> runs;
  if (std::string error = read_recorded_runs(request.folders, runs); !error.empty()) return error;

  // Every record, by id (the map orders them as the schedule does: ids are zero-padded).
  struct Record {
    std::string line;
    std::size_t run;
  };
  std::map<std::string, Record> records;
  for (std::size_t r = 0; r < runs.size(); ++r) {
    std::string duplicate;
    const std::string error = read_games(runs[r].folder, [&](const nlohmann::json& game, const std::string& line) {
      const std::string id = game.at("id").get<std::string>();
      const auto [it, inserted] = records.emplace(id, Record{line, r});
      if (!inserted && duplicate.empty())
        duplicate = "game " + id + " is recorded in both " + runs[it->second.run].folder + " and " + runs[r].folder +
                    " (the same shard twice, or shards of different --shard counts?)";
    });
    if (!error.empty()) return error;
    if (!duplicate.empty()) return duplicate;
  }
  const long long scheduled = runs.front().scheduled_games();
  std::vector<std::string> missing, unknown;
  for (long long index = 0; index < scheduled; ++index)
    if (!records.count(game_id(static_cast<int>(index)))) missing.push_back(game_id(static_cast<int>(index)));
  for (const auto& [id, record] : records)
    if (id.size() < 6 || std::stoll(id) < 1 || std::stoll(id) > scheduled) unknown.push_back(id);  // digits only: read_games
  if (!unknown.empty()) return "ids outside the schedule of " + std::to_string(scheduled) + " games: " + id_list(unknown);
  if (!missing.empty() && !request.partial)
    return std::to_string(missing.size()) + " of " + std::to_string(scheduled) + " scheduled games are missing (" +
           id_list(missing) + "); merge the missing shards too, or pass --partial";

  // Write everything but run.json, then run.json: a merge cut short is no run folder.
  const fs::path out(request.out);
  fs::create_directories(out / "games", code);
  if (!code) fs::create_directories(out / "logs", code);
  if (code) return request.out + ": cannot create the folder: " + code.message();
  std::string journal;
  for (const auto& [id, record] : records) {
    journal += record.line + "\n";
    const fs::path sgf = fs::path(runs[record.run].folder) / "games" / (id + ".sgf");
    if (fs::exists(sgf, code)) {
      fs::copy_file(sgf, out / "games" / (id + ".sgf"), code);
      if (code) return sgf.string() + ": " + code.message();
    }
  }
  for (const RecordedRun& run : runs) {
    for (fs::directory_iterator it(fs::path(run.folder) / "logs", code), end; !code && it != end; it.increment(code)) {
      const fs::path target = out / "logs" / it->path().filename();
      // A probe's log (an engine started to check it speaks GTP) exists in every shard.
      if (fs::exists(target)) continue;
      fs::copy_file(it->path(), target, code);
      if (code) return it->path().string() + ": " + code.message();
    }
    code.clear();
  }
  if (std::string error = write_file(out / "games.jsonl", journal); !error.empty()) return error;
  nlohmann::json run = runs.front().run;
  run["shard"] = nullptr;
  nlohmann::json sources = nlohmann::json::array();
  for (const RecordedRun& part : runs)
    sources.push_back({{"folder", part.folder}, {"shard", part.run.value("shard", nlohmann::json(nullptr))}});
  run["merged_from"] = sources;
  if (run.contains("settings")) run["settings"]["shard"] = nullptr;
  if (std::string error = write_file(out / "run.json", run.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
      !error.empty())
    return error;
  messages << "goref match merge: " << runs.size() << " folders into " << request.out << ": " << records.size() << " of "
           << scheduled << " scheduled games";
  if (!missing.empty()) messages << " (" << missing.size() << " missing: " << id_list(missing) << ")";
  messages << "\n";
  return "";
}

}  // namespace goref::match
