#include "match/run_directory.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace goref::match {

namespace {

namespace fs = std::filesystem;

// One write() per record: a runner killed between two records leaves whole lines.
std::string write_whole(const std::string& path, const std::string& bytes, int flags) {
  const int fd = ::open(path.c_str(), flags | O_WRONLY | O_CLOEXEC, 0644);
  if (fd < 0) return path + ": " + std::strerror(errno);
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const std::string error = path + ": " + std::strerror(n < 0 ? errno : ENOSPC);
      ::close(fd);
      return error;
    }
    done += static_cast<std::size_t>(n);
  }
  if (::close(fd) != 0) return path + ": " + std::strerror(errno);
  return "";
}

// Appends one line in one write. A write cut short (a full disk) is taken back at once,
// so the journal never ends in half a record.
std::string append_line(const std::string& path, const std::string& line) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return path + ": " + std::strerror(errno);
  struct stat before {};
  if (::fstat(fd, &before) != 0) {
    const std::string error = path + ": " + std::strerror(errno);
    ::close(fd);
    return error;
  }
  std::size_t done = 0;
  std::string error;
  while (done < line.size()) {
    const ssize_t n = ::write(fd, line.data() + done, line.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      error = path + ": " + std::strerror(n < 0 ? errno : ENOSPC);
      break;
    }
    done += static_cast<std::size_t>(n);
  }
  if (!error.empty() && done > 0 && ::ftruncate(fd, before.st_size) != 0)
    error += " (and the partial line could not be removed: a resume removes it)";
  // A close() error after every byte was written loses nothing on a local disk; the
  // line is in the journal, so the game counts as recorded (its SGF must stay).
  ::close(fd);
  return error;
}

std::string now_text() {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return buffer;
}

}  // namespace

void RunDirectory::mark(const std::string& id) {
  // Ids are the schedule's: "000001" is index 0.
  int number = 0;
  for (const char c : id) {
    if (c < '0' || c > '9' || number > 100'000'000) return;
    number = number * 10 + (c - '0');
  }
  if (number < 1) return;
  const auto index = static_cast<std::size_t>(number - 1);
  if (index >= finished_.size()) finished_.resize(index + 1, false);
  if (!finished_[index]) ++finished_count_;
  finished_[index] = true;
}

std::string RunDirectory::open(const MatchConfig& config, const nlohmann::json& engines,
                               const std::string& goref_version, const Visitor& visit) {
  folder_ = config.out;
  std::error_code code;
  fs::create_directories(fs::path(folder_) / "games", code);
  if (!code) fs::create_directories(fs::path(folder_) / "logs", code);
  if (code) return folder_ + ": cannot create the folder: " + code.message();
  const std::string run_path = (fs::path(folder_) / "run.json").string();
  const nlohmann::json games_config = games_config_json(config);
  if (fs::exists(run_path)) {
    std::ifstream file(run_path);
    nlohmann::json recorded;
    try {
      file >> recorded;
    } catch (const std::exception&) {
      return run_path + ": not a goref match record (unreadable JSON)";
    }
    if (!recorded.contains("config")) return run_path + ": not a goref match record (no config)";
    const std::vector<std::string> differences = config_differences(recorded["config"], games_config);
    if (!differences.empty()) {
      std::string message = folder_ + " holds a different match; to resume it, run it with the same settings, "
                                      "else use another --out. Differences: ";
      for (std::size_t i = 0; i < differences.size(); ++i) message += (i ? "; " : "") + differences[i];
      return message;
    }
    // A shard's folder holds its part of the schedule only: resumed as another part, it
    // would play games that another shard plays too.
    const nlohmann::json recorded_shard = recorded.value("shard", nlohmann::json(nullptr));
    if (recorded_shard != shard_json(config))
      return folder_ + " holds " +
             (recorded_shard.is_null() ? std::string("a whole run")
                                       : "shard " + recorded_shard.value("index", nlohmann::json(0)).dump() + "/" +
                                             recorded_shard.value("count", nlohmann::json(0)).dump()) +
             ", not " +
             (config.shard_count <= 1 ? std::string("a whole run")
                                      : "shard " + std::to_string(config.shard_index) + "/" + std::to_string(config.shard_count)) +
             "; resume it with the same --shard, else use another --out";
    resumed_ = true;
    return read_journal(visit);
  }
  const nlohmann::json run = {{"goref", {{"name", "goref"}, {"version", goref_version}}},
                              {"config_hash", config_hash(config)},
                              {"config", games_config},
                              {"shard", shard_json(config)},
                              {"settings", full_config_json(config)},
                              {"engines", engines},
                              {"started", now_text()}};
  // run.json appears whole or not at all: a kill while writing it leaves no half run.
  const std::string temporary = run_path + ".tmp";
  if (std::string error = write_whole(temporary, run.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n", O_CREAT | O_TRUNC); !error.empty()) return error;
  if (::rename(temporary.c_str(), run_path.c_str()) != 0) return run_path + ": " + std::strerror(errno);
  return read_journal(visit);
}

std::string RunDirectory::read_journal(const Visitor& visit) {
  const std::string path = (fs::path(folder_) / "games.jsonl").string();
  std::ifstream file(path, std::ios::binary);
  if (!file) return "";
  std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  // A line without its newline was cut by a full disk or a kill inside write(): it is
  // no record, and it would glue itself to the next one. Cut it off; the game is
  // played again.
  const std::size_t end = text.rfind('\n');
  const std::size_t whole = end == std::string::npos ? 0 : end + 1;
  if (whole < text.size()) {
    if (::truncate(path.c_str(), static_cast<off_t>(whole)) != 0) return path + ": " + std::strerror(errno);
    text.resize(whole);
  }
  std::istringstream lines(text);
  std::string line;
  int number = 0;
  while (std::getline(lines, line)) {
    ++number;
    if (line.empty()) continue;
    try {
      const nlohmann::json game = nlohmann::json::parse(line);
      const std::string id = game.at("id").get<std::string>();
      const std::size_t before = finished_count_;
      mark(id);
      if (finished_count_ > before) visit(game);
    } catch (const std::exception&) {
      return path + ": line " + std::to_string(number) + " is not a game record";
    }
  }
  return "";
}

std::string RunDirectory::log_path(const std::string& game_id, const std::string& engine) const {
  return (fs::path(folder_) / "logs" / (game_id + "-" + engine + ".stderr")).string();
}

std::string RunDirectory::record(const GameOutcome& outcome, nlohmann::json& line) {
  const fs::path sgf = fs::path(folder_) / "games" / (outcome.game.id + ".sgf");
  const std::string temporary = sgf.string() + ".tmp";
  if (std::string error = write_whole(temporary, outcome.sgf, O_CREAT | O_TRUNC); !error.empty()) {
    ::unlink(temporary.c_str());
    return error;
  }
  if (::rename(temporary.c_str(), sgf.c_str()) != 0) return sgf.string() + ": " + std::strerror(errno);
  line = outcome_json(outcome);
  const std::string path = (fs::path(folder_) / "games.jsonl").string();
  if (std::string error = append_line(path, line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n"); !error.empty()) {
    // No line, no game: the SGF goes too, and a resume plays the game again.
    ::unlink(sgf.c_str());
    return error;
  }
  mark(outcome.game.id);
  return "";
}

}  // namespace goref::match
