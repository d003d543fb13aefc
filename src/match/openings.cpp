#include "match/openings.h"

#include <algorithm>
#include <filesystem>

#include "core/game.h"
#include "io/bounded_file.h"
#include "sgf/reader.h"

namespace goref::match {

namespace {

constexpr std::size_t kMaxOpeningBytes = std::size_t{16} << 20;

std::string load_one(const std::filesystem::path& path, int moves, const core::Ruleset& rules, Opening& out) {
  std::string text;
  if (const std::string error = io::read_bounded_file(path.string(), kMaxOpeningBytes, text); !error.empty())
    return path.string() + ": " + error;
  const auto records = sgf::read_game_records(text, path.string());
  if (!records) return records.error().message.empty() ? path.string() + ": unreadable SGF" : path.string() + ": " + records.error().message;
  if (records.value().empty()) return path.string() + ": no game";
  const sgf::GameRecord& record = records.value().front();
  if (record.width != record.height) return path.string() + ": the board is not square";
  out.name = path.filename().string();
  out.size = record.width;
  core::Game game(rules, record.width, record.height);
  for (const sgf::Event& event : record.events) {
    if (moves > 0 && static_cast<int>(out.moves.size()) >= moves) break;
    const auto* move = std::get_if<sgf::Move>(&event);
    if (move == nullptr) return path.string() + ": an opening holds moves only (no AB/AW/AE)";
    const core::Color color = move->color == sgf::Color::White ? core::Color::White : core::Color::Black;
    const core::Point point =
        move->point ? game.board().point(move->point->col, move->point->row) : core::kPass;
    const core::Move core_move{color, point};
    if (color != game.to_move())
      return path.string() + ": move " + std::to_string(out.moves.size() + 1) + " is not the turn of its colour";
    const core::Legality legality = game.play(core_move);
    if (legality != core::Legality::Legal)
      return path.string() + ": move " + std::to_string(out.moves.size() + 1) + " is illegal (" +
             std::string(core::to_string(legality)) + ")";
    out.moves.push_back(core_move);
  }
  return "";
}

}  // namespace

std::string load_openings(const std::string& path, int moves, const core::Ruleset& rules,
                          std::vector<Opening>& out) {
  std::error_code code;
  std::vector<std::filesystem::path> files;
  if (std::filesystem::is_directory(path, code)) {
    for (const auto& entry : std::filesystem::directory_iterator(path, code))
      if (entry.is_regular_file() && entry.path().extension() == ".sgf") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    if (files.empty()) return path + ": no .sgf files";
  } else if (std::filesystem::is_regular_file(path, code)) {
    files.emplace_back(path);
  } else {
    return path + ": no such file or folder";
  }
  for (const auto& file : files) {
    Opening opening;
    if (std::string error = load_one(file, moves, rules, opening); !error.empty()) return error;
    out.push_back(std::move(opening));
  }
  return "";
}

}  // namespace goref::match
