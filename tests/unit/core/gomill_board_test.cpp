// gomill's board tests (shared/data/gomill): play sequences (colours not
// alternating, self-capture allowed as in gomill's board) with the expected
// board and simple-ko point, and setup positions that are or are not legal.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/diagram.h"
#include "core/game.h"

namespace goref::core {
namespace {

const std::filesystem::path kData = std::filesystem::path(GOREF_SHARED_DATA) / "gomill";
constexpr std::string_view kColumns = "ABCDEFGHJ";

Point vertex(const Board& board, const std::string& text) {
  const int x = static_cast<int>(kColumns.find(text[0]));
  return board.point(x, board.height() - std::stoi(text.substr(1)));
}

// gomill's diagram rows "9  .  #  o ..." → "X", "O", "." rows.
std::vector<std::string> diagram_rows(const nlohmann::json& expected) {
  std::vector<std::string> rows;
  for (const auto& line : expected) {
    const std::string text = line;
    if (text.starts_with("   ")) continue;  // the column letters
    std::string row;
    for (char c : text.substr(2)) {
      if (c == '#') row += 'X';
      else if (c == 'o') row += 'O';
      else if (c == '.') row += '.';
    }
    rows.push_back(row);
  }
  return rows;
}

nlohmann::json load() {
  std::ifstream in(kData / "gomill_board_tests.json");
  return nlohmann::json::parse(in);
}

TEST(GomillBoardTests, PlaySequencesGiveTheExpectedBoardAndKoPoint) {
  if (!std::filesystem::exists(kData)) GTEST_SKIP() << "shared data not found at " << kData << ": skipped";
  Ruleset rules;
  rules.ko_rule = KoRule::Simple;
  rules.suicide_rule = SuicideRule::Allowed;
  int checked = 0;
  const nlohmann::json data = load();
  for (const auto& test : data["play_tests"]) {
    Game game(rules, 9, 9);
    for (const auto& move : test["moves"]) {
      const std::string text = move;
      const Color color = text[0] == 'B' ? Color::Black : Color::White;
      ASSERT_EQ(game.play({color, vertex(game.board(), text.substr(2))}), Legality::Legal) << test["id"] << " " << text;
    }
    EXPECT_EQ(format_diagram(game.board()), diagram_rows(test["expected_board"])) << test["id"];
    const Point ko = game.current().ko_point;
    if (test["expected_simple_ko_point"].is_null()) {
      EXPECT_EQ(ko, kNoPoint) << test["id"];
    } else {
      EXPECT_EQ(ko, vertex(game.board(), test["expected_simple_ko_point"])) << test["id"];
    }
    ++checked;
  }
  EXPECT_EQ(checked, 16);
}

TEST(GomillBoardTests, SetupWithAChainWithoutLibertiesIsRefused) {
  if (!std::filesystem::exists(kData)) GTEST_SKIP() << "shared data not found at " << kData << ": skipped";
  const nlohmann::json data = load();
  for (const auto& test : data["setup_tests"]) {
    Game game(Ruleset{}, 9, 9);
    std::vector<Point> black, white, empty;
    for (const auto& v : test["black_points"]) black.push_back(vertex(game.board(), v));
    for (const auto& v : test["white_points"]) white.push_back(vertex(game.board(), v));
    for (const auto& v : test["empty_points"]) empty.push_back(vertex(game.board(), v));
    const bool accepted = game.setup(black, white, empty, Color::Black);
    EXPECT_EQ(accepted, test["expected_is_legal"].get<bool>()) << test["id"];
    if (accepted) {
      EXPECT_EQ(format_diagram(game.board()), diagram_rows(test["expected_board"])) << test["id"];
    }
  }
}

}  // namespace
}  // namespace goref::core
