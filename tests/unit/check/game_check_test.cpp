// GameChecker on small texts: statuses, counts, and the two renderings.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "check/game_check.h"

namespace goref::check {
namespace {

std::vector<nlohmann::json> json_lines(const std::string& text) {
  std::vector<nlohmann::json> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
  return lines;
}

Outcome check(const std::string& text, CheckOptions options = {}) {
  GameChecker checker(options);
  Outcome outcome;
  checker.check_text(Source{"games/x.sgf", ""}, text, outcome);
  return outcome;
}

TEST(GameChecker, ALegalGamePassesSilently) {
  const Outcome o = check("(;SZ[9]RU[Japanese]KM[6.5]RE[W+R];B[ee];W[cc];B[gg])");
  EXPECT_EQ(o.text, "");
  EXPECT_EQ(o.counts.sgf_files, 1u);
  EXPECT_EQ(o.counts.games, 1u);
  EXPECT_EQ(o.counts.moves, 3u);
  EXPECT_EQ(o.counts.passed, 1u);
  EXPECT_FALSE(o.counts.problems());
  EXPECT_EQ(o.counts.verdicts[static_cast<std::size_t>(ResultVerdict::NotCounted)], 1u);
}

TEST(GameChecker, IllegalMovesOneLineEach) {
  const Outcome o = check("(;SZ[9]RU[Japanese];B[ee];W[ff];B[ee];W[ba];B[ab];W[gg];B[aa];W[aa])");
  EXPECT_EQ(o.text,
            "games/x.sgf: move 3: B E5 [ee]: occupied (skipped)\n"
            "games/x.sgf: move 8: W A9 [aa]: occupied (skipped)\n");
  EXPECT_EQ(o.counts.illegal_games, 1u);
  EXPECT_EQ(o.counts.illegal_moves, 2u);
  EXPECT_EQ(o.counts.illegal_by_reason[static_cast<std::size_t>(core::Legality::Occupied)], 2u);
  EXPECT_EQ(o.counts.passed, 0u);
  EXPECT_TRUE(o.counts.problems());
}

TEST(GameChecker, JsonForEveryGame) {
  CheckOptions options;
  options.json = true;
  const Outcome o = check(
      "(;SZ[9]RU[Japanese]KM[650]RE[B+R];B[ee];W[ff];B[ba];W[gg];B[ab];W[aa])"
      "(;SZ[13]HA[2]AB[dd][jj]RE[W+3.5];W[dj])",
      options);
  const auto lines = json_lines(o.text);
  ASSERT_EQ(lines.size(), 2u) << o.text;
  const nlohmann::json& first = lines[0];
  EXPECT_EQ(first["type"], "game");
  EXPECT_EQ(first["file"], "games/x.sgf");
  EXPECT_FALSE(first.contains("entry"));
  EXPECT_EQ(first["game"], 1);
  EXPECT_EQ(first["status"], "illegal");
  EXPECT_EQ(first["rules"], "japanese");
  EXPECT_EQ(first["rules_from"], "RU");
  EXPECT_EQ(first["RU"], "Japanese");
  EXPECT_EQ(first["komi"], 6.5);  // KM[650] is Fox's: the preset's default applies
  EXPECT_EQ(first["komi_from"], "default");
  EXPECT_EQ(first["moves"], 6);
  ASSERT_EQ(first["illegal"].size(), 1u);
  EXPECT_EQ(first["illegal"][0]["move"], 6);
  EXPECT_EQ(first["illegal"][0]["color"], "W");
  EXPECT_EQ(first["illegal"][0]["vertex"], "A9");
  EXPECT_EQ(first["illegal"][0]["sgf"], "aa");
  EXPECT_EQ(first["illegal"][0]["reason"], "suicide");
  EXPECT_EQ(first["illegal"][0]["played"], true);
  EXPECT_EQ(first["result"]["recorded"], "B+R");
  EXPECT_EQ(first["result"]["check"], "not counted");
  ASSERT_FALSE(first["warnings"].empty());

  const nlohmann::json& second = lines[1];
  EXPECT_EQ(second["game"], 2);
  EXPECT_EQ(second["status"], "ok");
  EXPECT_EQ(second["width"], 13);
  EXPECT_EQ(second["rules"], "chinese");
  EXPECT_EQ(second["rules_from"], "default");
  EXPECT_EQ(second["handicap"], 2);
  EXPECT_EQ(second["result"]["check"], "unfinished");
  EXPECT_EQ(o.counts.games, 2u);
  EXPECT_EQ(o.counts.counted_results, 1u);
}

TEST(GameChecker, UnreadableFiles) {
  const Outcome o = check("(;SZ[9];B[ee];C[oops)");
  EXPECT_EQ(o.counts.unreadable_files, 1u);
  EXPECT_EQ(o.counts.games, 0u);
  EXPECT_TRUE(o.counts.problems());
  EXPECT_EQ(o.text.rfind("games/x.sgf: byte ", 0), 0u) << o.text;
  EXPECT_NE(o.text.find("unterminated property value"), std::string::npos) << o.text;

  CheckOptions options;
  options.json = true;
  const auto lines = json_lines(check("(;SZ[99])", options).text);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0]["type"], "file");
  EXPECT_EQ(lines[0]["status"], "unreadable");
  EXPECT_NE(lines[0]["error"].get<std::string>().find("SZ"), std::string::npos);
}

TEST(GameChecker, GamesThatCannotBeReplayed) {
  const Outcome o = check("(;SZ[9]AB[aa]AW[ab][ba];B[ee])");
  EXPECT_EQ(o.counts.broken_games, 1u);
  EXPECT_EQ(o.text, "games/x.sgf: cannot replay: node 0: the setup leaves a chain without liberties\n");
}

TEST(GameChecker, RulesOverrideAndDefault) {
  CheckOptions options;
  options.rules = "tromp-taylor";
  // Multi-stone suicide: illegal under Japanese RU, legal under the Tromp-Taylor override.
  const std::string text = "(;SZ[5]RU[Japanese];B[bd];W[ad];B[ac];W[be];B[ce];W[ae])";
  EXPECT_EQ(check(text).counts.illegal_games, 1u);
  EXPECT_EQ(check(text, options).counts.illegal_games, 0u);
  CheckOptions bad;
  bad.rules = "no-such-rules";
  EXPECT_THROW(GameChecker{bad}, std::invalid_argument);
}

TEST(GameChecker, ResultVerdictsBeforeScoring) {
  CheckOptions options;
  options.json = true;
  auto verdict = [&](const std::string& text) {
    return json_lines(check(text, options).text).at(0)["result"]["check"].get<std::string>();
  };
  EXPECT_EQ(verdict("(;SZ[9]KM[6.5]RE[B+R];B[ee])"), "not counted");
  EXPECT_EQ(verdict("(;SZ[9]KM[6.5];B[ee])"), "not counted");
  EXPECT_EQ(verdict("(;SZ[9]KM[6.5]RE[B+3.5];B[ee])"), "unfinished");
  EXPECT_EQ(verdict("(;SZ[9]RE[B+3.5];B[ee];W[];B[])"), "no komi");
  EXPECT_EQ(verdict("(;SZ[9]KM[375]RE[B+3.5];B[ee];W[];B[])"), "no komi");
  EXPECT_EQ(verdict("(;SZ[9]KM[6.5]RE[B+3.5];B[ee];W[ee];W[];B[])"), "illegal moves");
  options.results = ResultChecks::None;
  EXPECT_EQ(verdict("(;SZ[9]KM[6.5]RE[B+3.5];B[ee];W[];B[])"), "skipped");
  options.results = ResultChecks::Markup;
  EXPECT_EQ(verdict("(;SZ[9]KM[6.5]RE[B+3.5];B[ee];W[];B[])"), "skipped");
}

TEST(Render, HumanListAll) {
  CheckOptions options;
  options.list_all = true;
  const Outcome o = check("(;SZ[9];B[ee])(;SZ[9];W[ee])", options);
  EXPECT_EQ(o.text,
            "games/x.sgf game 1: ok (1 moves, chinese, result not counted)\n"
            "games/x.sgf game 2: ok (1 moves, chinese, result not counted)\n");
}

TEST(Render, ArchiveEntriesAndIoErrors) {
  GameReport report;
  report.illegal.push_back({12, 'W', "Q16", "pd", core::Legality::Ko, true});
  EXPECT_EQ(render_human(Source{"a.tar.xz", "x/y.sgf"}, report, 1, false), "a.tar.xz:x/y.sgf: move 12: W Q16 [pd]: ko\n");
  const auto j = nlohmann::json::parse(render_json(Source{"a.tar.xz", "x/y.sgf"}, report));
  EXPECT_EQ(j["file"], "a.tar.xz");
  EXPECT_EQ(j["entry"], "x/y.sgf");
  const auto e = nlohmann::json::parse(render_json_io_error("missing.sgf", "no such file or directory"));
  EXPECT_EQ(e["type"], "io_error");
  EXPECT_EQ(e["file"], "missing.sgf");
}

TEST(Render, InvalidUtf8IsReplacedNotThrown) {
  CheckOptions options;
  options.json = true;
  const Outcome o = check("(;SZ[9]PB[\xff\xfe]RU[\xc3]RE[W+R];B[ee])", options);
  const auto lines = json_lines(o.text);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0]["status"], "ok");
}

}  // namespace
}  // namespace goref::check
