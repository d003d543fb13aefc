// goref's dead-stone analysis: small positions with a known answer, its
// determinism, and the public end-of-game sets of ../shared/data (OGS's
// score-estimator positions, Sabaki's floating stones, Pachi's seki /
// bent-four / eye tests). The public sets hold judgement calls, so they are
// measured against a floor at the level goref reaches (printed), not 100%.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "scoring/count.h"
#include "scoring/dead_stones.h"
#include "test_board.h"
#include "test_sgf.h"

namespace goref::scoring {
namespace {

using core::Board;
using core::Color;
using core::Point;

const std::filesystem::path kData = std::filesystem::path(GOREF_SHARED_DATA);

// Floors: the level goref reached on the public sets (docs/scoring.md).
constexpr int kOgsFloor = 28;    // reached: 30 of 31
constexpr int kPachiFloor = 88;  // reached: 91 of 99

using testing::diagram;
using testing::status_at;

TEST(DeadStones, LoneStoneInTerritoryIsDead) {
  // T14: C4 inside Black's area.
  const Board board = diagram({
      "....XO.",
      "....XO.",
      "....XO.",
      "..O.XO.",
      "....XO.",
      "....XO.",
      "....XO.",
  });
  const auto statuses = status_at(board, {{2, 3}, {4, 0}, {5, 6}});
  EXPECT_EQ(statuses[0], Status::Dead);
  EXPECT_EQ(statuses[1], Status::Alive);
  EXPECT_EQ(statuses[2], Status::Alive);
}

TEST(DeadStones, SekiStaysAlive) {
  // T15: the two chains sharing C1 are in seki (neither can take the other
  // whoever moves first: an eye each and C1 shared); nothing is dead.
  const Board board = diagram({
      "..XO...",
      "..XO...",
      "..XO...",
      "..XO...",
      "XXXOOOO",
      "OOOXXXO",
      ".O.X.XO",
  });
  DeadStoneAnalysis analysis = testing::analysed(board);
  for (int y = 0; y < 7; ++y) {
    for (int x = 0; x < 7; ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) == Color::Empty) continue;
      const bool bottom_chain = y >= 5 && x < 6;  // not the wall on the right
      EXPECT_EQ(analysis.status[p], bottom_chain ? Status::Seki : Status::Alive) << x << "," << y;
    }
  }
}

TEST(DeadStones, UnconditionalStatusWins) {
  // White's stone sits in Black's two-eyed, pass-alive corner.
  const Board board = diagram({
      "X.OX.X...",
      "XXXXXX...",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  DeadStoneAnalysis analysis = testing::analysed(board);
  EXPECT_EQ(analysis.unconditional[board.point(2, 0)], Unconditional::Dead);
  EXPECT_EQ(analysis.status[board.point(2, 0)], Status::Dead);
  EXPECT_EQ(analysis.unconditional[board.point(0, 1)], Unconditional::Alive);
  EXPECT_EQ(analysis.status[board.point(0, 1)], Status::Alive);
}

TEST(DeadStones, SamePositionSameAnswer) {
  const Board board = diagram({
      ".O.X.O.X.",
      "OO.XOOXX.",
      "..OXXO.X.",
      "OOOX.OXO.",
      "XXXXOO.XO",
      ".O.X.OXX.",
      "XXXXOO.O.",
      "..X.XOOO.",
      ".X..XO...",
  });
  DeadStoneAnalysis a;
  DeadStoneAnalysis b;
  analyze_dead_stones(board, DeadStoneOptions{}, a);
  analyze_dead_stones(board, DeadStoneOptions{}, b);
  EXPECT_EQ(a.status, b.status);
  EXPECT_EQ(a.ownership, b.ownership);
  // A board built in another order is the same position.
  Board other(9, 9);
  for (int y = 8; y >= 0; --y) {
    for (int x = 8; x >= 0; --x) {
      const Point p = board.point(x, y);
      if (board.at(p) != Color::Empty) other.set_stone(p, board.at(p));
    }
  }
  DeadStoneAnalysis c;
  analyze_dead_stones(other, DeadStoneOptions{}, c);
  EXPECT_EQ(a.status, c.status);
}

// KGS games whose players' verdict the whole-board playouts leave near
// 50/50 and the local reading settles: a seki between White's 17 stones and
// Black's inner group (2017-01-02-27, G14), White's squared four
// (2017-02-25-13, P17), Black's stones with no room for two eyes in White's
// corner (2017-03-23-14, C19 D18 G17), a white stone in a double ko that
// keeps coming back (2017-02-18-10, P19). Each answer must not depend on
// how the board was built (the reading is seeded by the chain's first
// point, not by its head).
struct KgsCase {
  const char* file;
  int x;
  int y;  // from the top
  Status expected;
};

// Replays each game (and rebuilds its final board stone by stone, in
// another order) and checks the status of one chain in both.
void expect_kgs_statuses(std::initializer_list<KgsCase> cases) {
  const auto root = kData / "kgs-markup-2017q1";
  if (!std::filesystem::exists(root)) GTEST_SKIP() << "shared data not found: " << root.string();
  std::string analysed;
  DeadStoneAnalysis a;
  DeadStoneAnalysis b;
  Board replayed;
  for (const KgsCase& c : cases) {
    if (analysed == c.file) {
      EXPECT_EQ(a.status[replayed.point(c.x, c.y)], c.expected) << c.file << " " << c.x << "," << c.y;
      continue;
    }
    analysed = c.file;
    const auto game = testing::read_sgf_file((root / c.file).string());
    ASSERT_TRUE(game.has_value()) << c.file;
    replayed = testing::replay(*game);
    Board rebuilt(replayed.width(), replayed.height());
    for (int y = replayed.height() - 1; y >= 0; --y) {
      for (int x = replayed.width() - 1; x >= 0; --x) {
        const Point p = replayed.point(x, y);
        if (replayed.at(p) != Color::Empty) rebuilt.set_stone(p, replayed.at(p));
      }
    }
    ASSERT_NE(replayed.at(replayed.point(c.x, c.y)), Color::Empty) << c.file;
    analyze_dead_stones(replayed, DeadStoneOptions{}, a);
    analyze_dead_stones(rebuilt, DeadStoneOptions{}, b);
    EXPECT_EQ(a.status[replayed.point(c.x, c.y)], c.expected) << c.file << " " << c.x << "," << c.y;
    EXPECT_EQ(a.status, b.status) << c.file;
  }
}

TEST(DeadStones, LocalReadingSettlesWhatThePlayoutsLeaveEven) {
  expect_kgs_statuses({
      {"2017-01-02-27.sgf", 6, 5, Status::Seki},    // G14, in seki with the F column (race)
      {"2017-02-18-10.sgf", 14, 0, Status::Alive},  // P19
      {"2017-02-25-13.sgf", 14, 2, Status::Dead},   // P17
      {"2017-03-23-14.sgf", 2, 0, Status::Dead},    // C19
      {"2017-03-23-14.sgf", 3, 1, Status::Dead},    // D18
      {"2017-03-23-14.sgf", 6, 2, Status::Dead},    // G17
  });
}

// Black's S1 and T2 in White's corner (KGS 2017-02-13-1): the playouts take
// them every time, but taking them costs White its P2-P1-O1 (Black answers
// S2 with Q1); White connects instead and the players counted a seki, with
// no territory in the corner: White's two chains there are in it too.
TEST(DeadStones, StonesWhoseCaptureCostsMoreThanItGainsLiveInSeki) {
  expect_kgs_statuses({
      {"2017-02-13-1.sgf", 17, 18, Status::Seki},   // S1
      {"2017-02-13-1.sgf", 18, 17, Status::Seki},   // T2
      {"2017-02-13-1.sgf", 16, 18, Status::Seki},   // R1
      {"2017-02-13-1.sgf", 14, 17, Status::Seki},   // P2
      {"2017-02-13-1.sgf", 12, 18, Status::Alive},  // N1, Black's wall
  });
}

TEST(DeadStones, StonesTheOwnerWouldOnlyHandOverStandInSeki) {
  // OGS 9098 at the end (RE B+3.5): Black's B9 and A8 and White's big
  // chain share B8; White's other liberty F4 is an eye Black cannot fill,
  // and Black's stones die only if Black plays B8 itself. The playouts
  // take them (B8 looks like a nakade by its shape); the seki reading
  // does not. F9-G9 and H8, reached by the reading through White's chain,
  // stay dead.
  const Board board = testing::diagram({
      ".XOXXOO..", "X.OXX.XO.", "OOOOXX.XX", "OOXOOXXXX", "XXXXOOOOX",
      ".XXOO.OXX", "OXXXXOXXX", "OOOOXOOOO", "O.XXXXO..",
  });
  DeadStoneAnalysis analysis = testing::analysed(board);
  EXPECT_EQ(analysis.status[board.point(1, 0)], Status::Seki);  // B9
  EXPECT_EQ(analysis.status[board.point(0, 1)], Status::Seki);  // A8
  EXPECT_EQ(analysis.status[board.point(2, 0)], Status::Seki);  // C9, White's chain
  EXPECT_EQ(analysis.status[board.point(5, 0)], Status::Dead);  // F9
  EXPECT_EQ(analysis.status[board.point(7, 1)], Status::Dead);  // H8
}

TEST(DeadStones, TakingAChainInAtariDoesNotSaveAGroupThatLosesItsRace) {
  // KGS 2017-01-14-24 when Black resigned. Black's Q11-R11-S11 group on the
  // right is taken whoever moves first in its race with White's Q12-R12;
  // White's T11 beside it is in atari, and Black's capture at T10 is one of
  // the moves the race reading plays. The atari rule used to mark the group
  // alive as a neighbour of a chain taken (GNU Go, and the resignation,
  // have it dead).
  const Board board = testing::diagram({
      "...........X.O.....", "XO.....X.XOOOXXX...", "OXXX.....XOXOOX....", "OOOOXXXX.OOX.O.X.X.",
      ".X.OOOOX..X.X.O....", ".OXX.OXXO..X.XOXX..", ".X..XOOO.OX.OXOOOOO", ".OOOO..XOX.OXXXOOXX",
      ".OXXOOOOOXO...OXXXO", ".XXOXXXXXXOXXXO..X.", "..XOX.OOXOX.XOOOOXX", "..XOXXXXOOXXOOX.OOX",
      ".XOOOOOO.OX.OXXXOOO", ".XOOO...OOXXOX..XX.", ".O.OO.XXXO....XXOX.", ".OOXOX.OOXXXXXXO.X.",
      ".XXXOOX..OOXOOXOX..", "..XO.O.O.O.O.OXO...", "....O.....O.O.O....",
  });
  DeadStoneAnalysis analysis = testing::analysed(board);
  const Point q11 = board.point(15, 8);
  const ChainEvidence& group = testing::evidence_at(analysis, q11);
  EXPECT_EQ(group.race, Status::Dead);
  EXPECT_EQ(group.atari, Status::Unknown);
  EXPECT_EQ(analysis.status[q11], Status::Dead);
}

TEST(DeadStones, TakingAStoneOrTwoInAtariDoesNotSaveAGroupThePlayoutsPutBelowEven) {
  // KGS 2017-03-18-30 played out (GNU Go at level 1, both sides). White's
  // eleven stones on the left edge, A11 to B6, have one eye at most; Black's
  // A9-B9 inside them is in atari. The atari rule marked them alive as the
  // neighbours of a chain taken, though their playouts are below even
  // (-0.19): taking A9-B9 gives them no second eye. GNU Go's owl code kills
  // them whoever moves first (`owl_defend A11` 0).
  const Board board = testing::diagram({
      ".OXXXXO.........OOX", ".OOXXOOO...O...O.OX", "..OXXOXO..OXOO.OOXX", ".OOXXXXO..OXXOOXXXO",
      ".OXXXOXOOOXXOOXXOXO", "OOOOXOOOXXXXXOXOOOO", "XOOOXXOXX...OXXXO..", "XXXX.XX..X....XO...",
      "OXX..XXX.X....XO...", "OOOXX.XOXX...XXO...", "XXOOXOOOOX.X.XOO...", ".OO.O.OXXOXXXXXO.O.",
      "OOXOOOXXOOOOOXOO..O", ".OXX..XXXXXOXXXOOOX", "OXX..X.XOOOOXX.XXXX", ".O.X...XOO.OOOXX...",
      ".OX..O..XXOX.OOXX..", ".OX.X..XXOOOOOOOX..", ".X.....XOO.OXXXXX..",
  });
  DeadStoneAnalysis analysis = testing::analysed(board);
  const Point a11 = board.point(0, 8);
  const Point a9 = board.point(0, 10);
  const ChainEvidence& group = testing::evidence_at(analysis, a11);
  EXPECT_EQ(group.atari, Status::Unknown) << describe(group);
  EXPECT_EQ(analysis.status[a11], Status::Dead) << describe(group);
  EXPECT_NE(analysis.status[a9], Status::Dead);
}

// KGS 2017-03-25-10 played out (GNU Go at level 1, both sides). Black's 29
// stones at the top hold White's five at H19-K19-J18-K18 in atari (their
// last liberty G19): two eyes as the board stands, but once Black takes
// them White plays J19 in the bulky five they leave, and the group has one
// eye, its neighbours two. GNU Go's owl code kills it whoever moves first
// (`owl_defend D19` 0); the playouts keep it at 0.38.
TEST(DeadStones, ASecondEyeThatHoldsDeadStonesIsNoEyeWhereNothingIsSureOfTheGroup) {
  const Board board = testing::diagram({
      "O.OXXX.OOOXOOOO.X.X", "OO.OOXXXOOX.XXOXXXO", "OOOXOOXXXXXXXOOOXOO", "OOOXO.OXXXXXXOXXXXO",
      "XXXXOOOXOXOXO.OXXOO", ".XOXXOXXOXOOOOOOOOO", "OXOOXXOOOOO..OXOOX.", "X.XOOOOO..OOOXXXXO.",
      ".XXXOXXXOOOOXXXXXO.", "XXXXXO.XXXOOXOOXOO.", "..........XXXOOXXO.", "............OXOOO.O",
      "....XX..X..X.XO.OO.", "...XOOXX.XX..XXOOOO", "XXX.XOOOX...O.XOXOX", "XOXXXO.OOXX.OXXXXXX",
      "OOXXOOOXX..XXOXOOOX", "O.OO.OXX..XXOOO..OX", "O..OOOOX..XOO..OOXX",
  });
  DeadStoneAnalysis analysis = testing::analysed(board);
  const Point d19 = board.point(3, 0);
  const Point h19 = board.point(7, 0);
  const ChainEvidence& group = testing::evidence_at(analysis, d19);
  EXPECT_TRUE(group.eyes.dead_once_taken) << describe(group);
  EXPECT_EQ(analysis.status[d19], Status::Dead) << describe(group);
  // Two eyes as it stands: the kill is flagged.
  EXPECT_EQ(certainty(group), Certainty::Uncertain) << describe(group);
  // White's five stones, taken by the atari rule while the group stood, are
  // released into White's area, and are as unsure as the kill.
  const ChainEvidence& inside = testing::evidence_at(analysis, h19);
  EXPECT_EQ(analysis.status[h19], Status::Alive) << describe(inside);
  EXPECT_TRUE(inside.eyes.inside_own_area) << describe(inside);
  EXPECT_EQ(inside.atari, Status::Unknown) << describe(inside);
  EXPECT_EQ(certainty(inside), Certainty::Uncertain) << describe(inside);
}

TEST(DeadStones, TwoGroupsSideBySideEachHoldingTheOthersStonesInItsSecondEyeDoNotBothDie) {
  // Black's 71 stones on the left and White's 84 on the right touch, with the
  // two dame F7 and G7 between them. Each group's only eye space holds two of
  // the other's stones: two eyes as it stands, one once it takes them. Each
  // counts the other as two-eyed, so the second-eye kill took both, and the
  // count was an empty board. One of them lives; which one the board does not
  // say: both stand, `uncertain`, and the stones inside their spaces are dead.
  const Board board = testing::diagram({
      "X.OO.XOOOOOOO", "XX..XXOOOOOOO", "XXXXXXOOOOOOO", "XXXXXXOOOOOOO", "XXXXXXOOOOOOO",
      "XXXXXXOOOOOOO", "XXXXX..OOOOOO", "XXXXXXOOOOOOO", "XXXXXXOOOOOOO", "XXXXXXOOOOOOO",
      "XXXXXXOOOOOOO", "XXXXXXOOO..OO", "XXXXXXOO.XX.O",
  });
  DeadStoneAnalysis analysis = testing::analysed(board);
  for (const Point p : {board.point(0, 12), board.point(12, 12)}) {  // A1, N1
    const ChainEvidence& group = testing::evidence_at(analysis, p);
    EXPECT_FALSE(group.eyes.dead_once_taken) << describe(group);
    EXPECT_EQ(analysis.status[p], Status::Alive) << describe(group);
    EXPECT_EQ(certainty(group), Certainty::Uncertain) << describe(group);
  }
  for (const Point p : {board.point(2, 0), board.point(9, 12)}) {  // C13, K1
    EXPECT_EQ(analysis.status[p], Status::Dead) << describe(testing::evidence_at(analysis, p));
  }
}

TEST(DeadStones, ASecondEyeThatHoldsDeadStonesStandsWhereAReadingKeepsAChainOfTheGroup) {
  // Fox 1512318619 (RE B+44): Black's 27 stones at the top count White's
  // dead P18-Q18-Q19 in their second eye, one eye once taken, and the count
  // finds no other eye, room or way out. But a decisive reading keeps their
  // T17 (a stone in atari whose liberty T18 is a ko), which the count does
  // not overrule, so the group stands whole, as the players counted it.
  const Board board = testing::diagram({
      "..X.OOOXXXXXXX.O.XX", ".X.XO.OOXXOOXXOOXX.", ".X.XXOOOOXXOOX..XOX", ".XXOO.O.OOXOXXXXXOO",
      ".XOO..OOXXOOO.OXOOO", "XXOOOOOXXOOOO.OOOXO", ".XXO.OXXXXOO.XXOOXX", "XOOOXXX..XXOOX.XX.X",
      "XXOXX.XXXXO.OX.XXXX", "XOXO.XOOXOOOOXXXOXO", "..XO.XXOOO..OOOOOO.", ".XXOXXOX..OO.OXXOOO",
      ".OOOXOO..OXXXOOXXXX", "O.OXXXO...O.XXXX.XO", ".OXX.OOOOO..XOXOOOO", ".XOXXXXOXXO.XOO.O.O",
      ".XOOXXOXXXXXXO.O.OX", ".XOOOOOXO..XXO.OXX.", ".XXO..X.XOOXOO..O.X",
  });
  DeadStoneAnalysis analysis = testing::analysed(board);
  const Point h19 = board.point(7, 0);
  const ChainEvidence& group = testing::evidence_at(analysis, h19);
  // Every other condition of the kill holds.
  EXPECT_GE(group.eyes.halves, 4) << describe(group);
  EXPECT_LE(group.eyes.halves - group.eyes.halves_until_taken, 2) << describe(group);
  EXPECT_TRUE(group.eyes.surrounded && !group.eyes.open && !group.eyes.connects_out) << describe(group);
  const ChainEvidence& t17 = testing::evidence_at(analysis, board.point(18, 2));
  EXPECT_EQ(t17.eyes.group, group.eyes.group) << describe(t17);
  EXPECT_TRUE(t17.reading.done && t17.reading.verdict == Status::Alive) << describe(t17);
  EXPECT_FALSE(group.eyes.dead_once_taken) << describe(group);
  EXPECT_EQ(analysis.status[h19], Status::Alive) << describe(group);
}

TEST(DeadStones, EmptyAndTinyBoards) {
  for (int size : {2, 3, 5, 19, 25}) {
    Board board(size, size);
    DeadStoneAnalysis analysis = testing::analysed(board);
    EXPECT_EQ(analysis.status[board.point(0, 0)], Status::Unknown);
  }
  Board two(2, 2);
  two.play(two.point(0, 0), Color::Black);
  two.play(two.point(1, 1), Color::White);
  DeadStoneAnalysis analysis;
  analyze_dead_stones(two, DeadStoneOptions{}, analysis);  // no crash, some answer
  EXPECT_NE(analysis.status[two.point(0, 0)], Status::Unknown);
}

// ---------------------------------------------------------------------------
// OGS score-estimator positions: the expected removal grid.

struct OgsCase {
  std::string name;
  Board board{2, 2};
  std::vector<Point> removed;  // stones that must be removed
};

std::vector<OgsCase> load_ogs() {
  std::vector<OgsCase> cases;
  const auto root = kData / "ogs-estimator" / "test_games";
  if (!std::filesystem::exists(root)) return cases;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root))
    if (entry.path().extension() == ".game") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& path : files) {
    std::ifstream in(path);
    std::string line;
    int width = 0;
    int height = 0;
    std::vector<std::vector<int>> grid;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      std::istringstream words(line);
      std::string first;
      words >> first;
      if (first == "height") words >> height;
      else if (first == "width") words >> width;
      else if (first == "player_to_move") continue;
      else {
        std::istringstream row(line);
        std::vector<int> values;
        int v = 0;
        while (row >> v) values.push_back(v);
        if (!values.empty()) grid.push_back(values);
      }
    }
    if (width < 2 || height < 2 || grid.size() != static_cast<std::size_t>(2 * height)) continue;
    OgsCase c;
    c.name = path.parent_path().filename().string() + "/" + path.filename().string();
    c.board = Board(width, height);
    for (int y = 0; y < height; ++y)
      for (int x = 0; x < width; ++x) {
        const int v = grid[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
        if (v != 0) c.board.set_stone(c.board.point(x, y), v > 0 ? Color::Black : Color::White);
      }
    for (int y = 0; y < height; ++y)
      for (int x = 0; x < width; ++x) {
        const Point p = c.board.point(x, y);
        if (grid[static_cast<std::size_t>(height + y)][static_cast<std::size_t>(x)] != 0 &&
            c.board.at(p) != Color::Empty)
          c.removed.push_back(p);
      }
    cases.push_back(std::move(c));
  }
  return cases;
}

TEST(DeadStonesData, OgsScoreEstimatorPositions) {
  const std::vector<OgsCase> cases = load_ogs();
  if (cases.empty()) GTEST_SKIP() << "shared data not found: " << (kData / "ogs-estimator").string();
  int passed = 0;
  for (const OgsCase& c : cases) {
    DeadStoneAnalysis analysis;
    analyze_dead_stones(c.board, DeadStoneOptions{}, analysis);
    bool ok = true;
    for (int y = 0; y < c.board.height(); ++y)
      for (int x = 0; x < c.board.width(); ++x) {
        const Point p = c.board.point(x, y);
        if (c.board.at(p) == Color::Empty) continue;
        const bool want = std::find(c.removed.begin(), c.removed.end(), p) != c.removed.end();
        if (want != (analysis.status[p] == Status::Dead)) ok = false;
      }
    if (ok) ++passed;
    else std::printf("ogs-estimator: %s differs\n", c.name.c_str());
  }
  std::printf("ogs-estimator: %d of %zu positions exact\n", passed, cases.size());
  EXPECT_GE(passed, kOgsFloor);
}

// ---------------------------------------------------------------------------
// Sabaki: floating stones (deep in the opponent's territory) are dead.

TEST(DeadStonesData, SabakiFloatingStones) {
  std::ifstream in(kData / "sabaki-deadstones" / "deadstones_tests.json");
  if (!in) GTEST_SKIP() << "shared data not found: " << (kData / "sabaki-deadstones").string();
  const nlohmann::json data = nlohmann::json::parse(in);
  for (const char* key : {"finished", "unfinished"}) {
    const auto& rows = data[key]["board"];
    const int size = static_cast<int>(rows.size());
    Board board(size, size);
    for (int y = 0; y < size; ++y)
      for (int x = 0; x < size; ++x) {
        const int v = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)].get<int>();
        if (v != 0) board.set_stone(board.point(x, y), v > 0 ? Color::Black : Color::White);
      }
    DeadStoneAnalysis analysis = testing::analysed(board);
    for (const auto& xy : data[key]["expected_floating_stones_xy"]) {
      const Point p = board.point(xy[0].get<int>(), xy[1].get<int>());
      EXPECT_EQ(analysis.status[p], Status::Dead) << key << " floating stone " << xy.dump();
    }
  }
}

// ---------------------------------------------------------------------------
// Pachi's t-unit positions: `moggy status V x|o|:` = the point ends Black's,
// White's, or in seki.

TEST(DeadStonesData, PachiStatusChecks) {
  const auto root = kData / "pachi-status";
  if (!std::filesystem::exists(root)) GTEST_SKIP() << "shared data not found: " << root.string();
  int checks = 0;
  int passed = 0;
  for (const char* file : {"seki.t", "bent4.t", "false_eye_seki.t"}) {
    std::ifstream in(root / file);
    std::string line;
    std::vector<std::string> rows;
    int size = 0;
    std::string title;
    while (std::getline(in, line)) {
      if (line.starts_with("% ")) {
        title = line.substr(2);
        rows.clear();
        continue;
      }
      if (line.starts_with("boardsize ")) {
        size = std::stoi(line.substr(10));
        rows.clear();
        continue;
      }
      if (size > 0 && static_cast<int>(rows.size()) < size && !line.empty() &&
          line.find_first_not_of("XO.) \t") == std::string::npos) {
        std::string row;
        for (char ch : line)
          if (ch == 'X' || ch == 'O' || ch == '.') row += ch;
        if (static_cast<int>(row.size()) == size) rows.push_back(row);
        continue;
      }
      if (!line.starts_with("moggy status") || static_cast<int>(rows.size()) != size) continue;
      std::vector<std::string_view> views(rows.begin(), rows.end());
      const Board board = diagram(views);
      DeadStoneAnalysis analysis = testing::analysed(board);
      CountInput input;
      input.board = &board;
      input.status = &analysis.status;
      input.rules.scoring_rule = core::ScoringRule::Area;
      ScoreBreakdown breakdown;
      count(input, breakdown);
      std::istringstream words(line.substr(12));
      std::string vertex;
      std::string want;
      while (words >> vertex >> want) {
        if (vertex[0] == '#') break;
        const std::string letters = "abcdefghjklmnopqrstuvwxyz";
        const auto x = letters.find(static_cast<char>(std::tolower(static_cast<unsigned char>(vertex[0]))));
        const int y = size - std::stoi(vertex.substr(1));
        const Point p = board.point(static_cast<int>(x), y);
        const char w = static_cast<char>(std::tolower(static_cast<unsigned char>(want[0])));
        char got = '?';
        const Color c = board.at(p);
        if (c != Color::Empty) {
          // A stone that stays (alive or seki) is owned by its colour.
          const bool alive = analysis.status[p] != Status::Dead;
          got = (c == Color::Black) == alive ? 'x' : 'o';
        } else {
          const PointClass cls = breakdown.points[p];
          got = cls == PointClass::BlackTerritory ? 'x' : cls == PointClass::WhiteTerritory ? 'o' : ':';
        }
        ++checks;
        if (got == w) ++passed;
        else std::printf("pachi %s [%s] %s: expected %c, got %c\n", file, title.c_str(), vertex.c_str(), w, got);
      }
    }
  }
  std::printf("pachi-status: %d of %d checks\n", passed, checks);
  EXPECT_GE(passed, kPachiFloor);
}

}  // namespace
}  // namespace goref::scoring
