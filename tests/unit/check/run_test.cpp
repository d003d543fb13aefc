// run_check end to end on a small collection: the summary, and the same output whatever
// the number of jobs.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "check/check.h"
#include "test_support.h"

namespace goref::check {
namespace {

using testing::TempDir;
using testing::write_archive;

// Everything but the timing fields.
std::string without_timing(std::string text) {
  std::istringstream in(text);
  std::string out;
  for (std::string line; std::getline(in, line);) {
    if (line.find("\"type\":\"summary\"") != std::string::npos) {
      auto j = nlohmann::json::parse(line);
      j.erase("seconds");
      j.erase("games_per_second");
      j.erase("moves_per_second");
      j.erase("threads");
      line = j.dump();
    }
    if (line.rfind("goref check: ", 0) == 0) line = line.substr(0, line.find(" moves, ") + 7);
    out += line + "\n";
  }
  return out;
}

class Collection : public ::testing::Test {
 protected:
  void SetUp() override {
    std::vector<std::pair<std::string, std::string>> entries;
    for (int i = 0; i < 300; ++i) {
      std::string game = "(;SZ[9]RU[Japanese]KM[6.5]RE[B+R];B[ee];W[cc]";
      if (i % 37 == 0) game += ";B[ee]";  // occupied
      game += ";B[gg])";
      entries.emplace_back("g/" + std::to_string(1000 + i) + ".sgf", game);
    }
    write_archive(dir.path() / "many.tar.gz", entries);
    dir.write("plain/ok.sgf", "(;SZ[19];B[pd];W[dd])(;SZ[13];B[dd])");
    dir.write("plain/broken.sgf", "(;SZ[19];B[pd");
  }
  CheckSummary run(int jobs, bool json, std::string& out, std::string& err) {
    CheckOptions options;
    options.paths = {dir.path().string(), (dir.path() / "missing.sgf").string()};
    options.jobs = jobs;
    options.json = json;
    std::ostringstream o, e;
    const CheckSummary summary = run_check(options, o, e);
    out = o.str();
    err = e.str();
    return summary;
  }
  TempDir dir;
};

TEST_F(Collection, Summary) {
  std::string out, err;
  const CheckSummary s = run(1, false, out, err);
  EXPECT_EQ(s.inputs, 3u);
  EXPECT_EQ(s.archives, 1u);
  EXPECT_EQ(s.sgf_files, 302u);
  EXPECT_EQ(s.games, 302u);
  EXPECT_EQ(s.illegal_games, 9u);  // i = 0, 37, ..., 296
  EXPECT_EQ(s.illegal_moves, 9u);
  EXPECT_EQ(s.passed, 293u);
  EXPECT_EQ(s.unreadable_files, 1u);
  EXPECT_EQ(s.io_errors, 1u);
  EXPECT_EQ(s.moves, 300u * 3 + 9 + 3);  // moves of the records, skipped ones included
  EXPECT_TRUE(s.problems());
  EXPECT_NE(err.find("missing.sgf: no such file or directory"), std::string::npos) << err;
  EXPECT_NE(out.find("many.tar.gz:g/1000.sgf: move 3: B E5 [ee]: occupied (skipped)\n"), std::string::npos) << out;
  EXPECT_NE(out.find("broken.sgf: byte "), std::string::npos) << out;
  EXPECT_NE(out.find("goref check: 302 games in 302 SGF files (1 archive)"), std::string::npos) << out;
  EXPECT_NE(out.find("  with illegal moves                      9   9 moves: 9 occupied\n"), std::string::npos)
      << out;
}

TEST_F(Collection, TheSameOutputWhateverTheJobs) {
  for (bool json : {false, true}) {
    std::string reference, err;
    run(1, json, reference, err);
    for (int jobs : {2, 3, 8}) {
      std::string out;
      const CheckSummary s = run(jobs, json, out, err);
      EXPECT_EQ(s.threads, jobs);
      EXPECT_EQ(without_timing(out), without_timing(reference)) << "jobs " << jobs << " json " << json;
    }
  }
}

TEST_F(Collection, JsonLinesEndWithTheSummary) {
  std::string out, err;
  run(2, true, out, err);
  EXPECT_EQ(err, "");
  std::istringstream in(out);
  std::vector<nlohmann::json> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
  ASSERT_EQ(lines.size(), 302u + 3);  // games, the unreadable file, the I/O error, the summary
  EXPECT_EQ(lines.back()["type"], "summary");
  EXPECT_EQ(lines.back()["games"], 302);
  EXPECT_EQ(lines.back()["illegal_by_reason"]["occupied"], 9);
  int io_errors = 0;
  for (const auto& line : lines) io_errors += line["type"] == "io_error";
  EXPECT_EQ(io_errors, 1);
}

TEST(RunCheck, BadOptions) {
  std::ostringstream o, e;
  CheckOptions options;
  options.jobs = 0;
  EXPECT_THROW(run_check(options, o, e), std::invalid_argument);
  options.jobs = 1;
  options.default_rules = "nonsense";
  EXPECT_THROW(run_check(options, o, e), std::invalid_argument);
}

}  // namespace
}  // namespace goref::check
