#include "match/recorded_run.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "match/config.h"
#include "match/schedule.h"

namespace goref::match {

namespace {
namespace fs = std::filesystem;
}

std::vector<std::string> RecordedRun::engine_names() const {
  std::vector<std::string> names;
  for (const nlohmann::json& engine : config().at("engines")) names.push_back(engine.at("name").get<std::string>());
  return names;
}

std::vector<std::pair<std::string, std::string>> RecordedRun::pairings() const {
  const std::vector<std::string> names = engine_names();
  const TournamentKind tournament =
      config().value("tournament", "round-robin") == "gauntlet" ? TournamentKind::Gauntlet : TournamentKind::RoundRobin;
  std::vector<std::pair<std::string, std::string>> result;
  for (const auto& [a, b] : engine_pairings(static_cast<int>(names.size()), tournament))
    result.emplace_back(names[static_cast<std::size_t>(a)], names[static_cast<std::size_t>(b)]);
  return result;
}

long long RecordedRun::scheduled_games() const {
  return static_cast<long long>(pairings().size()) * config().value("games_per_pair", 0LL);
}

std::optional<SprtSettings> RecordedRun::sprt() const {
  const nlohmann::json recorded = run.value("settings", nlohmann::json::object()).value("sprt", nlohmann::json(nullptr));
  std::string error;
  return recorded.is_string() ? parse_sprt(recorded.get<std::string>(), error) : std::nullopt;
}

std::string RecordedRun::shard_text() const {
  const nlohmann::json shard = run.value("shard", nlohmann::json(nullptr));
  if (!shard.is_object()) return "";
  return "shard " + shard.value("index", nlohmann::json(0)).dump() + "/" + shard.value("count", nlohmann::json(0)).dump();
}

std::string read_recorded_run(const std::string& folder, RecordedRun& run) {
  run.folder = folder;
  const fs::path path = fs::path(folder) / "run.json";
  std::ifstream file(path);
  if (!file) return folder + ": no run.json (not a goref match folder)";
  try {
    file >> run.run;
    if (!run.run.is_object() || !run.run.contains("config") || !run.run["config"].contains("engines"))
      return path.string() + ": not a goref match record (no config)";
    run.engine_names();
    run.scheduled_games();
  } catch (const std::exception&) {
    return path.string() + ": not a goref match record (unreadable JSON)";
  }
  return "";
}

std::string read_recorded_runs(const std::vector<std::string>& folders, std::vector<RecordedRun>& runs) {
  runs.clear();
  for (const std::string& folder : folders) {
    RecordedRun run;
    if (std::string error = read_recorded_run(folder, run); !error.empty()) return error;
    if (!runs.empty()) {
      const std::vector<std::string> differences = config_differences(runs.front().config(), run.config());
      if (!differences.empty()) {
        std::string message = folder + " holds a different match than " + runs.front().folder + ": ";
        for (std::size_t i = 0; i < differences.size(); ++i) message += (i ? "; " : "") + differences[i];
        return message;
      }
    }
    runs.push_back(std::move(run));
  }
  return "";
}

std::string read_games(const std::string& folder, const GameVisitor& visit) {
  const fs::path path = fs::path(folder) / "games.jsonl";
  std::ifstream file(path, std::ios::binary);
  if (!file) return "";  // no game recorded yet
  std::string line;
  long long number = 0;
  while (std::getline(file, line)) {
    ++number;
    // A last line without its newline was cut by a kill: it is no record (a resume drops it).
    if (file.eof()) break;
    if (line.empty()) continue;
    // A record damaged by hand (an id that is no string, a name that is a number) is an
    // error naming its line, wherever the reader trips on it.
    try {
      const nlohmann::json game = nlohmann::json::parse(line);
      const std::string id = game.at("id").get<std::string>();
      if (id.empty() || id.size() > 12 || id.find_first_not_of("0123456789") != std::string::npos)
        throw std::invalid_argument("id");
      visit(game, line);
    } catch (const std::exception&) {
      return path.string() + ": line " + std::to_string(number) + " is not a game record";
    }
  }
  return "";
}

int JournalFollower::poll(const std::function<void(const nlohmann::json& game)>& visit) {
  std::ifstream file(path_, std::ios::binary);
  if (!file) return 0;
  file.seekg(static_cast<std::streamoff>(offset_));
  std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  const std::size_t end = text.rfind('\n');
  if (end == std::string::npos) return 0;
  offset_ += end + 1;
  std::istringstream lines(text.substr(0, end + 1));
  std::string line;
  int games = 0;
  while (std::getline(lines, line)) {
    if (line.empty()) continue;
    try {
      const nlohmann::json game = nlohmann::json::parse(line);
      visit(game);
      ++games;
    } catch (const std::exception&) {
      // Not a record (a journal damaged by hand): skipped here; `goref match stats` reports it.
    }
  }
  return games;
}

}  // namespace goref::match
