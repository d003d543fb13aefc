// Benson's unconditional life against two public oracles:
//  * KataGo's testboardarea records 048-053 (../shared/data/katago): every
//    point of the 8 area maps (strict Benson, safe / unsafe big territories,
//    non-pass-alive stones, with and without multi-stone suicide);
//  * GNU Go's unconditional.tst (../shared/data/gnugo): the unconditional
//    status (alive, dead, black_territory, white_territory, undecided) of
//    every tested point.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "scoring/benson.h"
#include "scoring/unconditional.h"
#include "test_board.h"
#include "test_sgf.h"

namespace goref::scoring {
namespace {

using core::Board;
using core::Color;
using core::Point;

const std::filesystem::path kData = std::filesystem::path(GOREF_SHARED_DATA);

using testing::diagram;

std::vector<std::string> area_map(const Board& board, const AreaOptions& options) {
  PointMap<Color> out;
  calculate_area(board, options, out);
  std::vector<std::string> rows;
  for (int y = 0; y < board.height(); ++y) {
    std::string row;
    for (int x = 0; x < board.width(); ++x) {
      const Color c = out[board.point(x, y)];
      row += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
    }
    rows.push_back(row);
  }
  return rows;
}

TEST(Benson, TwoEyesAndOneEye) {
  // Black: two separate eyes in the corner -> pass-alive. White: one eye.
  const Board board = diagram({
      ".X.X.O.",
      "XXXXOO.",
      "OOOOO..",
      ".......",
      ".......",
      ".......",
      ".......",
  });
  PassAlive result;
  pass_alive(board, false, result);
  EXPECT_TRUE(result.alive[board.point(1, 0)]);
  EXPECT_TRUE(result.alive[board.point(0, 1)]);
  EXPECT_EQ(result.territory[board.point(0, 0)], Color::Black);
  EXPECT_EQ(result.territory[board.point(2, 0)], Color::Black);
  EXPECT_EQ(result.territory[board.point(4, 0)], Color::Empty);  // touches White too: one big region
  EXPECT_FALSE(result.alive[board.point(5, 0)]);
  EXPECT_FALSE(result.alive[board.point(0, 2)]);
}

TEST(Benson, KataGoAreaRecords) {
  std::ifstream in(kData / "katago" / "katago_rules_area_tests_public.json");
  if (!in) GTEST_SKIP() << "shared data not found: " << (kData / "katago").string();
  const nlohmann::json records = nlohmann::json::parse(in);
  const std::regex header(R"(Safe big territories (\d) Unsafe big territories (\d) Non pass alive stones (\d) Suicide (\d))");
  int maps = 0;
  for (const auto& record : records) {
    if (record["source_file"] != "cpp/tests/testboardarea.cpp") continue;
    std::string text;
    for (const auto& block : record["expected_output"]) text += block.get<std::string>();
    // Blocks: a header line, then one row per board line.
    std::vector<std::pair<AreaOptions, std::vector<std::string>>> expected;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
      std::smatch m;
      if (std::regex_match(line, m, header)) {
        AreaOptions options;
        options.safe_big_territories = m[1] == "1";
        options.unsafe_big_territories = m[2] == "1";
        options.non_pass_alive_stones = m[3] == "1";
        options.multi_stone_suicide_legal = m[4] == "1";
        expected.push_back({options, {}});
      } else if (!line.empty() && line.find("---") == std::string::npos && !expected.empty() &&
                 line.find_first_not_of("XO.") == std::string::npos) {
        expected.back().second.push_back(line);
      }
    }
    const auto& boards = record["boards"];
    ASSERT_EQ(expected.size(), boards.size() * 8) << record["id"];
    for (std::size_t b = 0; b < boards.size(); ++b) {
      std::vector<std::string> rows_text = boards[b]["diagram"].get<std::vector<std::string>>();
      for (std::string& row : rows_text) std::replace(row.begin(), row.end(), '`', '.');  // star points
      std::vector<std::string_view> rows(rows_text.begin(), rows_text.end());
      const Board board = diagram(rows);
      for (std::size_t k = 0; k < 8; ++k) {
        const auto& [options, want] = expected[b * 8 + k];
        EXPECT_EQ(area_map(board, options), want)
            << record["id"] << " board " << b << " mode " << k;
        ++maps;
      }
    }
  }
  EXPECT_EQ(maps, 8 * 7);
}

std::optional<Point> gtp_point(const Board& board, const std::string& vertex) {
  static const std::string letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  if (vertex.size() < 2) return std::nullopt;
  const auto x = letters.find(static_cast<char>(std::toupper(static_cast<unsigned char>(vertex[0]))));
  if (x == std::string::npos) return std::nullopt;
  const int row = std::stoi(vertex.substr(1));
  return board.point(static_cast<int>(x), board.height() - row);
}

TEST(Unconditional, GnuGoUnconditionalTst) {
  const std::filesystem::path tst = kData / "gnugo" / "tst" / "unconditional.tst";
  std::ifstream in(tst);
  if (!in) GTEST_SKIP() << "shared data not found: " << tst.string();
  Board board(19, 19);
  std::string line;
  std::string pending_id;
  Point pending_point = core::kNoPoint;
  int checked = 0;
  int wrong = 0;
  const std::regex status_cmd(R"(^(\d+) unconditional_status (\S+))");
  const std::regex expect(R"(^#\? \[([a-z_]+)\])");
  while (std::getline(in, line)) {
    std::smatch m;
    if (line.starts_with("loadsgf ")) {
      auto game = testing::read_sgf_file((kData / "gnugo" / line.substr(8)).string());
      ASSERT_TRUE(game.has_value()) << line;
      board = testing::replay(*game);
    } else if (line.starts_with("boardsize ")) {
      const int size = std::stoi(line.substr(10));
      board = Board(size, size);
    } else if (line.starts_with("clear_board")) {
      board = Board(board.width(), board.height());
    } else if (line.starts_with("play ")) {
      std::istringstream words(line.substr(5));
      std::string color;
      std::string vertex;
      words >> color >> vertex;
      const auto p = gtp_point(board, vertex);
      ASSERT_TRUE(p.has_value()) << line;
      board.play(*p, color[0] == 'b' || color[0] == 'B' ? Color::Black : Color::White);
    } else if (std::regex_search(line, m, status_cmd)) {
      pending_id = m[1];
      const auto p = gtp_point(board, m[2]);
      ASSERT_TRUE(p.has_value()) << line;
      pending_point = *p;
    } else if (std::regex_search(line, m, expect) && !pending_id.empty()) {
      PointMap<Unconditional> result;
      unconditional_status(board, result);
      const std::string got(to_string(result[pending_point]));
      ++checked;
      if (got != m[1]) {
        ++wrong;
        ADD_FAILURE() << "unconditional.tst " << pending_id << ": expected " << m[1] << ", got " << got;
      }
      pending_id.clear();
    }
  }
  EXPECT_EQ(checked, 664);
  EXPECT_EQ(wrong, 0);
}

}  // namespace
}  // namespace goref::scoring
