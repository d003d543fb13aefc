// Real files from ../shared/data: they must all read, and agree with the collectors' index.
// Skipped, with a message, when the data folder is absent.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "sgf/game_record.h"
#include "sgf/reader.h"
#include "sgf/writer.h"

namespace goref::sgf {
namespace {

namespace fs = std::filesystem;

// The folder `name` of the shared data, or "" when it is absent.
fs::path data_folder(const char* name) {
  const fs::path dir = fs::path(GOREF_SHARED_DATA) / name;
  return fs::is_directory(dir) ? dir : fs::path();
}

#define GOREF_SKIP_WITHOUT(dir, name)                                                                       \
  if ((dir).empty()) {                                                                                      \
    GTEST_SKIP() << "shared test data folder " << (fs::path(GOREF_SHARED_DATA) / (name)).string()          \
                 << " not found (point the CMake cache variable GOREF_SHARED_DATA at ../shared/data)";      \
  }

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::vector<fs::path> sgf_files(const fs::path& dir) {
  std::vector<fs::path> files;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(dir)) {
    if (entry.is_regular_file() && entry.path().extension() == ".sgf") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<std::string> split_csv_line(const std::string& line) {
  std::vector<std::string> fields;
  std::stringstream stream(line);
  std::string field;
  while (std::getline(stream, field, ',')) fields.push_back(field);
  return fields;
}

// index.csv as rows keyed by the first column, fields by header name.
std::map<std::string, std::map<std::string, std::string>> read_index(const fs::path& csv) {
  std::ifstream in(csv);
  std::string line;
  std::getline(in, line);
  const std::vector<std::string> header = split_csv_line(line);
  std::map<std::string, std::map<std::string, std::string>> rows;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::vector<std::string> fields = split_csv_line(line);
    if (fields.empty()) continue;
    auto& row = rows[fields[0]];
    for (std::size_t i = 0; i < fields.size() && i < header.size(); ++i) row[header[i]] = fields[i];
  }
  return rows;
}

TEST(SgfSharedData, EveryKgsMarkupGameReadsWithResultTerritoryAndTheIndexedCounts) {
  const fs::path dir = data_folder("kgs-markup-2017q1");
  GOREF_SKIP_WITHOUT(dir, "kgs-markup-2017q1");
  const auto index = read_index(dir / "index.csv");
  const std::vector<fs::path> files = sgf_files(dir);
  EXPECT_EQ(files.size(), 400u);
  for (const fs::path& file : files) {
    const std::string name = file.filename().string();
    const Result<std::vector<GameRecord>> records = read_game_records(read_file(file), file.string());
    ASSERT_TRUE(records.ok()) << records.error().to_string();
    ASSERT_EQ(records.value().size(), 1u) << name;
    const GameRecord& r = records.value()[0];
    ASSERT_TRUE(r.result.has_value()) << name;
    EXPECT_FALSE(r.result->empty()) << name;
    EXPECT_FALSE(r.territory_black.empty() && r.territory_white.empty()) << name;
    const auto row = index.find(name);
    ASSERT_NE(row, index.end()) << name << " missing from index.csv";
    const auto& fields = row->second;
    EXPECT_EQ(*r.result, fields.at("RE")) << name;
    EXPECT_EQ(r.rules.value_or(""), fields.at("RU")) << name;
    ASSERT_TRUE(r.komi.has_value()) << name;
    EXPECT_EQ(r.komi->raw, fields.at("KM")) << name;
    EXPECT_EQ(std::to_string(r.handicap.value_or(0)), fields.at("HA")) << name;
    EXPECT_EQ(std::to_string(r.move_count()), fields.at("moves")) << name;
    EXPECT_EQ(std::to_string(r.territory_black.size()), fields.at("TB_points")) << name;
    EXPECT_EQ(std::to_string(r.territory_white.size()), fields.at("TW_points")) << name;
  }
}

TEST(SgfSharedData, KgsMarkupGamesSurviveWriteAndRead) {
  const fs::path dir = data_folder("kgs-markup-2017q1");
  GOREF_SKIP_WITHOUT(dir, "kgs-markup-2017q1");
  for (const fs::path& file : sgf_files(dir)) {
    const Result<std::vector<GameRecord>> records = read_game_records(read_file(file), file.string());
    ASSERT_TRUE(records.ok()) << records.error().to_string();
    const GameRecord& original = records.value()[0];
    const std::string written = write_game_record(original);
    const Result<std::vector<GameRecord>> again = read_game_records(written, "written");
    ASSERT_TRUE(again.ok()) << file << ": " << again.error().to_string();
    EXPECT_EQ(again.value()[0], original) << file;
  }
}

TEST(SgfSharedData, EveryGnuGoRegressionGameReads) {
  const fs::path dir = data_folder("gnugo/games");
  GOREF_SKIP_WITHOUT(dir, "gnugo/games");
  const std::vector<fs::path> files = sgf_files(dir);
  EXPECT_GE(files.size(), 40u);
  for (const fs::path& file : files) {
    const Result<std::vector<GameRecord>> records = read_game_records(read_file(file), file.string());
    ASSERT_TRUE(records.ok()) << records.error().to_string();
    EXPECT_GE(records.value().size(), 1u) << file;
  }
}

TEST(SgfSharedData, EveryOgsCounted9x9GameReadsAsA9x9GameWithAResult) {
  const fs::path dir = data_folder("ogs-counted-9x9");
  GOREF_SKIP_WITHOUT(dir, "ogs-counted-9x9");
  const auto index = read_index(dir / "index.csv");
  const std::vector<fs::path> files = sgf_files(dir);
  EXPECT_GE(files.size(), 384u);
  for (const fs::path& file : files) {
    const Result<std::vector<GameRecord>> records = read_game_records(read_file(file), file.string());
    ASSERT_TRUE(records.ok()) << records.error().to_string();
    const GameRecord& r = records.value().at(0);
    EXPECT_EQ(r.width, 9) << file;
    EXPECT_TRUE(r.result.has_value()) << file;
    const auto row = index.find("9x9/" + file.filename().string());
    if (row == index.end()) continue;
    EXPECT_EQ(std::to_string(r.move_count()), row->second.at("moves")) << file;
  }
}

}  // namespace
}  // namespace goref::sgf
