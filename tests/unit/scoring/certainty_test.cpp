// The certainty classes of docs/scoring.md §3 "Certainty" on constructed
// positions, the evidence record as the one source of the verdict, and the
// score range over the uncertain chains (score_range.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <utility>
#include <vector>

#include "core/game.h"
#include "scoring/chain_evidence.h"
#include "scoring/count.h"
#include "scoring/dead_stones.h"
#include "scoring/score.h"
#include "scoring/score_range.h"
#include "test_board.h"
#include "test_shared_game.h"

namespace goref::scoring {
namespace {

using core::Board;
using core::Color;
using core::Point;
using testing::diagram;

const ChainEvidence& evidence_at(const DeadStoneAnalysis& analysis, const Board& board, int x, int y) {
  return testing::evidence_at(analysis, board.point(x, y));
}

// An open semeai: Black's chain on column C and White's on column D have two
// liberties each and none shared, between walls of the other colour (White's
// on the left with two eyes, Black's on the right with a big area). Whoever
// moves first captures.
std::vector<std::string_view> open_semeai() {
  return {
      "OOOXX....",
      "OO..X....",
      ".OXOX....",
      "OOXOX....",
      "OOXOX....",
      "OOXOX....",
      ".OXOX....",
      "OO..X....",
      "OOOXX....",
  };
}

TEST(Certainty, BensonAliveGroupIsCertain) {
  // Black's corner has two eyes (pass-alive); White's stone in it is dead unconditionally.
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
  const ChainEvidence& black = evidence_at(analysis, board, 0, 1);
  EXPECT_EQ(black.unconditional, Unconditional::Alive);
  EXPECT_EQ(verdict(black), Status::Alive);
  EXPECT_EQ(certainty(black), Certainty::Certain);
  const ChainEvidence& white = evidence_at(analysis, board, 2, 0);
  EXPECT_EQ(verdict(white), Status::Dead);
  EXPECT_EQ(certainty(white), Certainty::Certain);
}

TEST(Certainty, ChainsThatShareAnEyeSpaceCarryOneGroupInTheirEvidence) {
  // Five black stones, no two of them adjacent, around the eyes at B9 and
  // D9: one group for the static count, so the score range flips them as
  // one. The stone at H7 shares no eye space with them.
  const Board board = diagram({
      "X.X.X....",
      ".X.X.....",
      ".......X.",
      ".........",
      ".........",
      ".........",
      ".........",
      ".......O.",
      ".........",
  });
  DeadStoneAnalysis analysis = testing::analysed(board);
  const int group = evidence_at(analysis, board, 0, 0).eyes.group;
  ASSERT_GE(group, 0);
  for (const auto& [x, y] : {std::pair{2, 0}, std::pair{4, 0}, std::pair{1, 1}, std::pair{3, 1}}) {
    EXPECT_EQ(evidence_at(analysis, board, x, y).eyes.group, group) << x << "," << y;
  }
  EXPECT_NE(evidence_at(analysis, board, 7, 2).eyes.group, group);
}

TEST(Certainty, LoneStoneInABigFrameworkIsDeadAndNotUncertain) {
  // Black's wall is not pass-alive, so the playouts decide: White's E8 has no room for two
  // eyes in Black's two-line strip.
  const Board board = diagram({
      ".........",
      "....O....",
      "XXXXXXXXX",
      "OOOOOOOOO",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  DeadStoneAnalysis analysis = testing::analysed(board);
  const ChainEvidence& stone = evidence_at(analysis, board, 4, 1);
  EXPECT_EQ(stone.unconditional, Unconditional::Undecided);
  EXPECT_EQ(verdict(stone), Status::Dead);
  EXPECT_NE(certainty(stone), Certainty::Uncertain) << describe(stone);
  EXPECT_NE(certainty(evidence_at(analysis, board, 0, 2)), Certainty::Uncertain);
}

TEST(Certainty, OpenSemeaiIsUncertain) {
  const Board board = diagram(open_semeai());
  DeadStoneAnalysis analysis = testing::analysed(board);
  for (int x : {2, 3}) {
    const ChainEvidence& e = evidence_at(analysis, board, x, 4);
    EXPECT_EQ(certainty(e), Certainty::Uncertain) << x << ": " << describe(e);
  }
  EXPECT_EQ(certainty(evidence_at(analysis, board, 1, 0)), Certainty::Certain);  // White's two eyes
}

TEST(Certainty, StatusIsEveryChainsVerdict) {
  const Board board = diagram(open_semeai());
  DeadStoneAnalysis analysis = testing::analysed(board);
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) == Color::Empty) {
        EXPECT_EQ(analysis.chain[p], -1);
        continue;
      }
      EXPECT_EQ(analysis.status[p], verdict(evidence_at(analysis, board, x, y))) << x << "," << y;
    }
  }
}

TEST(Certainty, AgreedChainsAreCertainAndKeepTheirMark) {
  const Board board = diagram(open_semeai());
  AgreedStatus agreed;
  agreed.set_chain(board, board.point(2, 4), Status::Dead);
  ChainStatuses statuses;
  decide_chains(board, false, &agreed, DeadStoneOptions{}, statuses);
  const ChainEvidence& e = testing::evidence_at(statuses, board.point(2, 4));
  EXPECT_EQ(e.agreed, Status::Dead);
  EXPECT_EQ(verdict(e), Status::Dead);
  EXPECT_EQ(certainty(e), Certainty::Certain);
  EXPECT_EQ(statuses.status[board.point(2, 2)], Status::Dead);
}

core::Game game_of(const Board& board, double& komi) {
  core::Game game(core::Ruleset{}, board.width(), board.height());
  std::vector<Point> black;
  std::vector<Point> white;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) == Color::Black) black.push_back(game.board().point(x, y));
      if (board.at(p) == Color::White) white.push_back(game.board().point(x, y));
    }
  }
  EXPECT_TRUE(game.setup(black, white, {}, Color::Black));
  komi = 27;  // Black is 26.5 ahead with both chains alive: the race decides the winner
  return game;
}

// A board set up as a game (game_of) and counted by score_game, with its
// request: what each score range test starts from.
struct Scored {
  explicit Scored(const Board& board) : game(game_of(board, komi)) {
    request.game = &game;
    request.komi = komi;
    score_game(request, result);
  }
  Scored(const Scored&) = delete;
  Scored& operator=(const Scored&) = delete;
  double komi = 0;
  core::Game game;
  ScoreRequest request;
  ScoreResult result;
};

// The chain `e` judged on playouts alone, `ownership` for its owner and
// nothing else known (near even: uncertain).
ChainEvidence guessed(const ChainEvidence& e, float ownership) {
  ChainEvidence guess;
  guess.first = e.first;
  guess.color = e.color;
  guess.stones = e.stones;
  guess.ownership = ownership;
  return guess;
}

// Every stone of the chain through `stone` gets `status`.
void set_status(const Board& board, Point stone, Status status, PointMap<Status>& map) {
  for (const Point s : chain_in_board_order(board, stone)) map[s] = status;
}

// The static count's verdicts are no surer than what they lean on.
TEST(Certainty, StaticKillThatNeedsAnUncertainDeadNeighbourIsUncertain) {
  ChainEvidence killed;
  killed.ownership = 0.58f;  // the playouts keep it
  killed.eyes.counted = true;
  killed.eyes.statically_dead = true;
  EXPECT_EQ(verdict(killed), Status::Dead);
  EXPECT_EQ(certainty(killed), Certainty::Likely);
  killed.eyes.leans_on_uncertain = true;
  EXPECT_EQ(verdict(killed), Status::Dead);
  EXPECT_EQ(certainty(killed), Certainty::Uncertain);

  // A chain released inside its own area once such a kill is made.
  ChainEvidence released;
  released.ownership = -0.58f;
  released.eyes.counted = true;
  released.eyes.inside_own_area = true;
  EXPECT_EQ(verdict(released), Status::Alive);
  EXPECT_EQ(certainty(released), Certainty::Likely);
  released.eyes.leans_on_uncertain = true;
  EXPECT_EQ(certainty(released), Certainty::Uncertain);
}

TEST(Certainty, StaticKillInALittleRoomAgainstPlayoutsThatKeepTheGroupIsUncertain) {
  // Killed because the open ground beside it is shut in by the opponent,
  // while the playouts lean towards its life: moving first it may still
  // make its eyes in that room.
  ChainEvidence group;
  group.ownership = 0.62f;
  group.eyes.counted = true;
  group.eyes.statically_dead = true;
  group.eyes.roomy = true;
  EXPECT_EQ(verdict(group), Status::Dead);
  EXPECT_EQ(certainty(group), Certainty::Uncertain);
  // Shut in with no open ground at all: the count's kill stands.
  group.eyes.roomy = false;
  EXPECT_EQ(certainty(group), Certainty::Likely);
  // In a little room, but the playouts do not lean towards its life.
  group.eyes.roomy = true;
  group.ownership = 0.1f;
  EXPECT_EQ(certainty(group), Certainty::Likely);
}

// Fox 1511701575: White's 19 stones at the top count two eyes because
// Black's five dead stones sit in a space of seven points; once White takes
// them it has a crossed five with Black to move, one eye. The playouts keep
// the group (0.69), GNU Go and the players' count kill it.
TEST(Certainty, AGroupWhoseSecondEyeHoldsDeadStonesIsUncertain) {
  ChainEvidence e;
  e.ownership = 0.69f;
  e.eyes.counted = true;
  e.eyes.halves = 4;
  e.eyes.group_stones = 19;
  EXPECT_EQ(verdict(e), Status::Alive);
  EXPECT_EQ(certainty(e), Certainty::Likely);
  e.eyes.halves_until_taken = 2;
  EXPECT_EQ(verdict(e), Status::Alive);
  EXPECT_EQ(certainty(e), Certainty::Uncertain);
  EXPECT_NE(describe(e).find("two eyes in a group of 19 stones, one eye once it takes the dead stones inside"),
            std::string::npos)
      << describe(e);
  // Killed for it by the count, it stays flagged, from one and a half eyes
  // as it stands too.
  e.eyes.statically_dead = true;
  e.eyes.dead_once_taken = true;
  EXPECT_EQ(verdict(e), Status::Dead);
  EXPECT_EQ(certainty(e), Certainty::Uncertain);
  EXPECT_NE(describe(e).find("statically dead (two eyes in a group of 19 stones as it stands, one eye once it takes"),
            std::string::npos)
      << describe(e);
  e.eyes.halves = 3;
  e.eyes.halves_until_taken = 1;
  EXPECT_EQ(certainty(e), Certainty::Uncertain);
  e.eyes.statically_dead = false;
  e.eyes.dead_once_taken = false;
  // Nothing lost once taken: nothing to flag.
  e.eyes.halves_until_taken = 0;
  e.eyes.halves = 4;
  EXPECT_EQ(certainty(e), Certainty::Likely);
  // Proven alive, it stays certain.
  e.eyes.halves_until_taken = 2;
  e.unconditional = Unconditional::Alive;
  EXPECT_EQ(certainty(e), Certainty::Certain);
}

TEST(Certainty, AGroupShortOfTwoEyesKeptOnlyByAReadingOfItsOpenGroundIsUncertain) {
  // Short of two eyes, a liberty in open ground, and alive only because a
  // sampled reading makes its eyes there (or runs) more often than not,
  // while the playouts do not lean towards its life: the reading's random
  // continuations miss the precise kill as often as the precise life.
  ChainEvidence group;
  group.ownership = 0.18f;
  group.reading = {true, Status::Alive, 0.75f};
  group.eyes.counted = true;
  group.eyes.open = true;
  for (const int halves : {0, 1, 2, 3}) {
    group.eyes.halves = halves;
    EXPECT_EQ(verdict(group), Status::Alive);
    EXPECT_EQ(certainty(group), Certainty::Uncertain) << halves << " half eyes";
  }
  group.eyes.halves = 2;
  // The playouts lean towards its life too: two measures agree.
  group.ownership = 0.3f;
  EXPECT_EQ(certainty(group), Certainty::Likely);
  // With no eye at all, leaning is not enough: both eyes are still to be
  // made, and only playouts clear for its life (three in four) support it.
  group.eyes.halves = 0;
  EXPECT_EQ(certainty(group), Certainty::Uncertain);
  group.ownership = 0.5f;
  EXPECT_EQ(certainty(group), Certainty::Likely);
  group.eyes.halves = 2;
  group.ownership = 0.18f;
  // Two ways to connect to a living friend: life is not made there.
  group.eyes.connects_out = true;
  EXPECT_EQ(certainty(group), Certainty::Likely);
  group.eyes.connects_out = false;
  // Two eyes already, or no open ground (a seki's neighbour short of eyes):
  // the reading is not asked to make an eye.
  group.eyes.halves = 4;
  EXPECT_EQ(certainty(group), Certainty::Likely);
  group.eyes.halves = 0;
  group.eyes.open = false;
  EXPECT_EQ(certainty(group), Certainty::Likely);
}

TEST(Certainty, AnEyelessDeadGroupInOpenGroundNoMeasureKeepsIsLikely) {
  // Stones a reduction left in the opponent's framework: no eye at all, open
  // ground around them, the playouts leaning neither way, a reading at even.
  // Both eyes are still to be made in ground the opponent surrounds, and
  // the owner passed instead of making them: dead is likely, the mirror of
  // an eyeless group kept alive, which needs the playouts clear.
  ChainEvidence stones;
  stones.ownership = -0.2f;
  stones.ownership_owner_first = -0.1f;
  stones.ownership_opponent_first = -0.3f;
  stones.reading = {true, Status::Unknown, 0.5f};
  stones.eyes.counted = true;
  stones.eyes.open = true;
  EXPECT_EQ(verdict(stones), Status::Dead);
  EXPECT_EQ(certainty(stones), Certainty::Likely);
  // Any measure leaning towards its life makes it a guess again: the
  // reading, the playouts, or the playouts where its owner moves first.
  stones.reading.keep = 0.6f;
  EXPECT_EQ(certainty(stones), Certainty::Uncertain);
  stones.reading.keep = 0.5f;
  stones.ownership_owner_first = 0.3f;
  EXPECT_EQ(certainty(stones), Certainty::Uncertain);
  stones.ownership_owner_first = -0.1f;
  // With half an eye or more, the count no longer says both eyes are
  // missing; with two miai points to a living friend it may connect; with
  // no open ground it is a race or a seki's neighbour, not a reduction.
  stones.eyes.halves = 1;
  EXPECT_EQ(certainty(stones), Certainty::Uncertain);
  stones.eyes.halves = 0;
  stones.eyes.connects_out = true;
  EXPECT_EQ(certainty(stones), Certainty::Uncertain);
  stones.eyes.connects_out = false;
  stones.eyes.open = false;
  EXPECT_EQ(certainty(stones), Certainty::Uncertain);
  stones.eyes.open = true;
  // Beside an opponent chain that is itself uncertain, its death is no
  // surer than that chain's life (KGS 2017-01-11-7's C1 in Black's corner).
  stones.beside_uncertain_opponent = true;
  EXPECT_EQ(certainty(stones), Certainty::Uncertain);
}

TEST(Certainty, ChainsBesideAnUncertainOpponentChainAreMarked) {
  // The open semeai's chains are uncertain: each is beside the other, and
  // Black's wall touches White's; Black's stone far away on the right
  // touches nothing uncertain.
  std::vector<std::string_view> rows = open_semeai();
  rows[4] = "OOXOX..X.";
  const Board board = diagram(rows);
  DeadStoneAnalysis analysis = testing::analysed(board);
  ASSERT_EQ(certainty(evidence_at(analysis, board, 2, 4)), Certainty::Uncertain);
  ASSERT_EQ(certainty(evidence_at(analysis, board, 3, 4)), Certainty::Uncertain);
  EXPECT_TRUE(evidence_at(analysis, board, 2, 4).beside_uncertain_opponent);
  EXPECT_TRUE(evidence_at(analysis, board, 3, 4).beside_uncertain_opponent);
  EXPECT_TRUE(evidence_at(analysis, board, 4, 4).beside_uncertain_opponent);
  EXPECT_FALSE(evidence_at(analysis, board, 7, 4).beside_uncertain_opponent);
}

// A shared game's final board and goref's own analysis of it; null without
// ../shared (the test then skips).
struct AnalysedGame {
  Board board;
  DeadStoneAnalysis analysis;
};
std::unique_ptr<AnalysedGame> analysed_shared_game(const char* path) {
  const auto board = testing::shared_game(path);
  if (!board) return nullptr;
  auto game = std::make_unique<AnalysedGame>();
  game->board = *board;
  analyze_dead_stones(game->board, DeadStoneOptions{}, game->analysis);
  return game;
}

// KGS 2017-01-11-7 as counted, without its markup.
Board kgs_2017_01_11_7() {
  return diagram({
      "..X..X......XXOO.OO", ".OXOOXXXX..XXXXOO..", "OX.XOX..XO.OXOXXO.O", "X.XXOXX.OXO.OOOXXO.",
      ".XXXOXXXXXOX..XXXOO", "XXOOOOXOXXOXOXX.XXO", "XOO..OOOXOO.OOOXXOO", "XO.O.OXOOXOOXXOXXXX",
      "OO..OX.OXXO.OXOOXX.", "....OX.OOXOOXX.OX.X", "....OX.OXXOX.XXOOXX", "....OX.O.XXXX.XOXXX",
      "..OOXXOOXXOOOXXXOOX", "..OX.XXO.X...X.OOOO", "....OOXO.XOOOOOOO.O", ".OOXXXOOXXXXOOXOOOO",
      "..XXO.OOOX.OOXXXOXO", ".X.XO..OXX.O.OXXXXX", "..O....OOXXOOOOX.X.",
  });
}

TEST(Certainty, AnEyelessCornerBesideAOneEyedLivingWallLosesTheRaceAndIsFlagged) {
  // Black's D4-E4-F4-C3-D3-D2 and B2 have no eye; the lower-left corner and
  // the left side around them are open ground inside White's walls. White's
  // wall beside them (C4 up to D18) has one eye and a half, and the playouts
  // keep it (0.99); they do not keep Black's group (0.18). Eye beats no eye:
  // the players and GNU Go count the group dead, and so does goref, though
  // the local reading keeps it (White moving first kills in fewer than half
  // of its random continuations), so it says it is not sure. White's C1
  // inside Black's corner then stands in White's area.
  const Board board = kgs_2017_01_11_7();
  DeadStoneAnalysis analysis = testing::analysed(board);
  for (const Point stone : {board.point(3, 15), board.point(1, 17)}) {  // D4, B2
    const ChainEvidence& chain = testing::evidence_at(analysis, stone);
    EXPECT_TRUE(chain.loses_race_to_an_eye) << describe(chain);
    EXPECT_EQ(verdict(chain), Status::Dead) << describe(chain);
    EXPECT_EQ(certainty(chain), Certainty::Uncertain) << describe(chain);
    EXPECT_NE(describe(chain).find("eye beats no eye"), std::string::npos) << describe(chain);
  }
  EXPECT_EQ(evidence_at(analysis, board, 3, 15).stones, 6);
  const ChainEvidence& c1 = evidence_at(analysis, board, 2, 18);
  EXPECT_EQ(verdict(c1), Status::Alive) << describe(c1);
}

TEST(Certainty, EyeAgainstNoEyeBeatsAReadingButNotAnExactRaceOrTheirAgreement) {
  ChainEvidence group;
  group.ownership = 0.18f;
  group.reading = {true, Status::Alive, 0.75f};
  group.eyes.counted = true;
  group.loses_race_to_an_eye = true;
  EXPECT_EQ(verdict(group), Status::Dead) << describe(group);
  EXPECT_EQ(certainty(group), Certainty::Uncertain) << describe(group);
  group.race = Status::Alive;  // an exact race reading
  EXPECT_EQ(verdict(group), Status::Alive) << describe(group);
  group.race = Status::Unknown;
  group.agreed = Status::Alive;
  EXPECT_EQ(verdict(group), Status::Alive);
  EXPECT_EQ(certainty(group), Certainty::Certain);
}

// The white chain at (x, y) of a shared game has no eye, is not marked by
// eye against no eye, and lives.
void expect_eyeless_white_chain_lives(const char* game_path, int x, int y) {
  const auto game = analysed_shared_game(game_path);
  if (!game) GTEST_SKIP() << "shared data not found: " << GOREF_SHARED_DATA;
  const Board& board = game->board;
  const DeadStoneAnalysis& analysis = game->analysis;
  ASSERT_EQ(board.at(board.point(x, y)), Color::White);
  const ChainEvidence& white = evidence_at(analysis, board, x, y);
  EXPECT_EQ(white.eyes.halves, 0) << describe(white);
  EXPECT_FALSE(white.loses_race_to_an_eye) << describe(white);
  EXPECT_EQ(verdict(white), Status::Alive) << describe(white);
}

TEST(Certainty, AnEyelessGroupLivesBesideAOneEyedGroupThePlayoutsDoubt) {
  // GNU Go's score14: White's eleven stones B19-G18 have no eye and touch
  // Black's one-eyed upper-left group, but the playouts keep that group in
  // only 0.25: the race is open, and GNU Go's count (W+73.5) kills the
  // black group, not the white one. No kill by eye against no eye.
  expect_eyeless_white_chain_lives("gnugo/games/scoring/score14.sgf", 1, 0);  // B19
}

TEST(Certainty, AnEyelessGroupThePlayoutsKeepLivesBesideAOneEyedGroup) {
  // OGS 9x9 85274 as counted: White's 17 stones from A8 have no eye and touch
  // Black's one-eyed groups, but the playouts keep them in 0.98 (a seki the
  // count does not see): the players count them alive, and so does goref.
  expect_eyeless_white_chain_lives("ogs-counted-9x9/9x9/85274.sgf", 0, 1);  // A8
}

TEST(Certainty, AnOpponentChainThePlayersAgreeNoLongerMakesItsNeighboursUncertain) {
  // White's C1 in KGS 2017-01-11-7's lower-left corner is an eyeless stone
  // whose fate is the black corner's around it (B2 and the D4 group): if that
  // corner dies, C1 lives. goref kills the corner (eye against no eye), and
  // both verdicts are uncertain. Once the players agree those chains alive,
  // C1 is dead inside their corner, as sure as its own evidence: likely.
  const Board board = kgs_2017_01_11_7();
  const Point c1 = board.point(2, 18);
  ChainStatuses alone;
  decide_chains(board, false, nullptr, DeadStoneOptions{}, alone);
  const ChainEvidence& before = testing::evidence_at(alone, c1);
  ASSERT_EQ(verdict(before), Status::Alive) << describe(before);
  EXPECT_EQ(certainty(before), Certainty::Uncertain) << describe(before);

  AgreedStatus agreed;
  agreed.set_chain(board, board.point(1, 17), Status::Alive);  // B2
  agreed.set_chain(board, board.point(3, 17), Status::Alive);  // D2, the D4 group's chain
  ChainStatuses statuses;
  decide_chains(board, false, &agreed, DeadStoneOptions{}, statuses);
  const ChainEvidence& after = testing::evidence_at(statuses, c1);
  EXPECT_EQ(verdict(after), Status::Dead) << describe(after);
  EXPECT_FALSE(after.beside_uncertain_opponent);
  EXPECT_EQ(certainty(after), Certainty::Likely) << describe(after);
  EXPECT_EQ(describe(after).find("beside an uncertain opponent chain"), std::string::npos) << describe(after);
}

TEST(Certainty, AOneEyedGroupInOpenGroundTheReadingKeepsIsFlagged) {
  // GNU Go's score14 (regression/games/scoring) as it ends. Black's
  // upper-left group, 19 stones from A17 to J15, has one eye (A16-D16 is no
  // second: White's A14-C14 reach it) and open ground towards the centre
  // inside White's walls. GNU Go's count (W+73.5) kills it; the playouts
  // barely lean towards its life and only the reading keeps it, so goref
  // must not call the whole group likely.
  const auto game = analysed_shared_game("gnugo/games/scoring/score14.sgf");
  if (!game) GTEST_SKIP() << "shared data not found: " << GOREF_SHARED_DATA;
  const Board& board = game->board;
  const DeadStoneAnalysis& analysis = game->analysis;
  bool flagged = false;
  // A17, F16, B15, H16, J15.
  const std::pair<int, int> chains[] = {{0, 2}, {5, 3}, {1, 4}, {7, 3}, {8, 4}};
  for (const auto& [column, row] : chains) {
    ASSERT_EQ(board.at(board.point(column, row)), Color::Black);
    const ChainEvidence& chain = evidence_at(analysis, board, column, row);
    EXPECT_EQ(chain.eyes.halves, 2) << describe(chain);
    EXPECT_NE(certainty(chain), Certainty::Certain) << describe(chain);
    flagged = flagged || certainty(chain) == Certainty::Uncertain;
  }
  EXPECT_TRUE(flagged) << "no chain of Black's one-eyed upper-left group is uncertain";
}

TEST(Certainty, AnEyelessGroupWhoseReadingLeansToItsCaptureIsDeadWhenThePlayoutsLeanNeitherWay) {
  // No eye at all by the static count and no two ways to connect out: both
  // eyes are still to be made. The playouts tilt towards its life without
  // leaning (0.14), and the reading, which plays each side's best first
  // move, leans towards its capture (0.37) without deciding: dead, and still
  // uncertain, since no measure is decisive.
  ChainEvidence group;
  group.ownership = 0.14f;
  group.ownership_owner_first = 0.12f;
  group.ownership_opponent_first = 0.16f;
  group.reading = {true, Status::Unknown, 0.37f};
  group.eyes.counted = true;
  EXPECT_EQ(verdict(group), Status::Dead) << describe(group);
  EXPECT_EQ(certainty(group), Certainty::Uncertain) << describe(group);
  // The playouts leaning towards its life, the reading near even, half an
  // eye, or two ways to connect to a friend: the playouts' sign decides, as
  // before.
  group.ownership = 0.3f;
  EXPECT_EQ(verdict(group), Status::Alive);
  group.ownership = 0.14f;
  group.reading.keep = 0.45f;
  EXPECT_EQ(verdict(group), Status::Alive);
  group.reading.keep = 0.37f;
  group.eyes.halves = 1;
  EXPECT_EQ(verdict(group), Status::Alive);
  group.eyes.halves = 0;
  group.eyes.connects_out = true;
  EXPECT_EQ(verdict(group), Status::Alive);
  group.eyes.connects_out = false;
  // Not counted (no static count ran): nothing says it has no eye.
  group.eyes.counted = false;
  EXPECT_EQ(verdict(group), Status::Alive);
}

TEST(Certainty, AOneEyedGroupThatNoMeasureKeepsIsDeadAndUncertain) {
  // A resigned Fox professional game (1511579775), played out by GNU Go at
  // level 1 to two passes. Black's 16 stones Q14-S12-N11-P9 on the right
  // have one eye (P10) by the static count and no way out; White's T13
  // stands in their only other space. The playouts keep them at 0.11 (0.12
  // with Black to move first) and the reading is inconclusive (keep 0.57):
  // no measure leans towards their life, and the playouts' sign alone kept
  // them. GNU Go's owl code kills them whoever moves first (`owl_defend`
  // 0), and so do its final status and count (W+21). Dead, and uncertain:
  // nothing read their death either.
  const Board board = diagram({
      "......OOXX...XXXO..",  // 19
      "OOOOO.OXX.X.XOXOO..",  // 18
      "OOOXXOOXX.X..OXXO..",  // 17
      "XOXXXOOOOXO....XO..",  // 16
      "XXXOOOXOOX..XXXOOO.",  // 15
      "...XXOXXOXOOXOOXXX.",  // 14
      ".....XXOOOXXO.OOX.O",  // 13
      "...XXXXXXXXOO.OXXX.",  // 12
      "..XXOOXXOOOOXXXXXO.",  // 11
      "..XOOXXO.XO.OX.XOO.",  // 10
      "...XOOOOOXXOOXXO.O.",  // 9
      "...XXXXXOO.OXOOOO.O",  // 8
      "..XOXOXO..OOXXOOXOO",  // 7
      ".XXOOOO..OXX.XXOXXO",  // 6
      ".OXXO..O.OX.X.XX..X",  // 5
      ".XOXOOOO.OOXXXOOXX.",  // 4
      "..OXXOOXOOOOXOOXXX.",  // 3
      "..O.XOXXXO..O.OOXX.",  // 2
      "....XO.....O..OXX..",  // 1
  });
  const DeadStoneAnalysis analysis = testing::analysed(board);
  const ChainEvidence& q14 = evidence_at(analysis, board, 15, 5);
  ASSERT_EQ(board.at(board.point(15, 5)), Color::Black);
  EXPECT_TRUE(q14.short_of_eyes_nothing_keeps) << describe(q14);
  EXPECT_EQ(verdict(q14), Status::Dead) << describe(q14);
  EXPECT_EQ(certainty(q14), Certainty::Uncertain) << describe(q14);
  // The whole group, every chain of it: P9 and N11 with Q14.
  for (const auto& [x, y] : {std::pair{14, 10}, std::pair{12, 8}}) {
    const ChainEvidence& mate = evidence_at(analysis, board, x, y);
    EXPECT_EQ(mate.eyes.group, q14.eyes.group);
    EXPECT_EQ(verdict(mate), Status::Dead) << describe(mate);
  }
}

TEST(Certainty, NothingLeansTowardsLifeWhereNoMeasureReachesItsLeanLine) {
  // The lean lines (docs/scoring.md §3 "Certainty"): +0.25 for the playouts,
  // overall and with the owner moving first, and keep 0.575 for a reading.
  ChainEvidence chain;
  chain.ownership = 0.11f;
  chain.ownership_owner_first = 0.12f;
  chain.reading = {true, Status::Unknown, 0.57f};
  EXPECT_TRUE(nothing_leans_towards_life(chain));
  chain.reading.keep = 0.58f;
  EXPECT_FALSE(nothing_leans_towards_life(chain));
  chain.reading.keep = 0.57f;
  chain.ownership_owner_first = 0.28f;
  EXPECT_FALSE(nothing_leans_towards_life(chain));
  chain.ownership_owner_first = 0.12f;
  chain.ownership = 0.25f;
  EXPECT_FALSE(nothing_leans_towards_life(chain));
  // Marked, such a chain is dead and uncertain; unmarked, the playouts'
  // sign keeps it.
  chain.ownership = 0.11f;
  chain.eyes.counted = true;
  chain.eyes.halves = 2;
  EXPECT_EQ(verdict(chain), Status::Alive);
  chain.short_of_eyes_nothing_keeps = true;
  EXPECT_EQ(verdict(chain), Status::Dead);
  EXPECT_EQ(certainty(chain), Certainty::Uncertain);
  EXPECT_NE(describe(chain).find("no chain that any measure keeps"), std::string::npos) << describe(chain);
}

// The records of a board's chains as the group rule of stop 42 sees a group
// short of eyes that nothing keeps: one eye by the static count, no way out,
// playouts near even (their sign keeps it), an inconclusive reading. Each
// colour is one group of the count: Black's 0, White's 1.
DeadStoneAnalysis short_of_eyes_nothing_keeps_everywhere(const Board& board) {
  DeadStoneAnalysis analysis = testing::analysed(board);
  for (ChainEvidence& e : analysis.chains) {
    ChainEvidence fresh;
    fresh.first = e.first;
    fresh.color = e.color;
    fresh.stones = e.stones;
    fresh.ownership = fresh.ownership_owner_first = 0.1f;
    fresh.reading = {true, Status::Unknown, 0.5f};
    fresh.eyes.counted = true;
    fresh.eyes.halves = 2;
    fresh.eyes.group = e.color == Color::Black ? 0 : 1;
    e = fresh;
  }
  return analysis;
}

TEST(Certainty, TwoGroupsShortOfEyesThatNothingKeepsSideBySideAreBothLeftAlone) {
  // Black's B column and White's C column touch. Short of eyes side by side
  // they may be a seki, or one may take the other: the measures say neither,
  // so the rule kills neither (stop 39's guard, kept by stop 42).
  const Board board = diagram({".XO..", ".XO..", ".XO..", ".XO..", ".XO.."});
  DeadStoneAnalysis analysis = short_of_eyes_nothing_keeps_everywhere(board);
  mark_groups_short_of_eyes_nothing_keeps(board, 2, analysis);
  const ChainEvidence& black = evidence_at(analysis, board, 1, 0);
  const ChainEvidence& white = evidence_at(analysis, board, 2, 0);
  EXPECT_FALSE(black.short_of_eyes_nothing_keeps);
  EXPECT_FALSE(white.short_of_eyes_nothing_keeps);
  EXPECT_EQ(verdict(black), Status::Alive);
  EXPECT_EQ(verdict(white), Status::Alive);

  // Once White's playouts lean towards its life (+0.25), only Black's group
  // is one nothing keeps: it dies alone, uncertain.
  analysis = short_of_eyes_nothing_keeps_everywhere(board);
  testing::evidence_at(analysis, board.point(2, 0)).ownership = 0.3f;
  mark_groups_short_of_eyes_nothing_keeps(board, 2, analysis);
  EXPECT_TRUE(evidence_at(analysis, board, 1, 0).short_of_eyes_nothing_keeps);
  EXPECT_EQ(verdict(evidence_at(analysis, board, 1, 0)), Status::Dead);
  EXPECT_EQ(certainty(evidence_at(analysis, board, 1, 0)), Certainty::Uncertain);
  EXPECT_FALSE(evidence_at(analysis, board, 2, 0).short_of_eyes_nothing_keeps);

  // Apart, with a column between them, both die.
  const Board apart = diagram({"X...O", "X...O", "X...O", "X...O", "X...O"});
  analysis = short_of_eyes_nothing_keeps_everywhere(apart);
  mark_groups_short_of_eyes_nothing_keeps(apart, 2, analysis);
  EXPECT_TRUE(evidence_at(analysis, apart, 0, 0).short_of_eyes_nothing_keeps);
  EXPECT_TRUE(evidence_at(analysis, apart, 4, 0).short_of_eyes_nothing_keeps);
}

TEST(Certainty, GnuGoScore30sEyelessTopRightStonesAreDeadAndFlagged) {
  // GNU Go's score30 (regression/games/scoring) as it ends. Black's six
  // stones P18-S18, Q17, S17 have no eye, under White's wall along row 16;
  // GNU Go's count (W+87.5) kills them. The playouts lean neither way and
  // the reading leans towards their capture: dead, and uncertain.
  const auto game = analysed_shared_game("gnugo/games/scoring/score30.sgf");
  if (!game) GTEST_SKIP() << "shared data not found: " << GOREF_SHARED_DATA;
  const Board& board = game->board;
  const DeadStoneAnalysis& analysis = game->analysis;
  const ChainEvidence& stones = evidence_at(analysis, board, 15, 1);  // Q18
  ASSERT_EQ(board.at(board.point(15, 1)), Color::Black);
  EXPECT_EQ(stones.stones, 6);
  EXPECT_EQ(verdict(stones), Status::Dead) << describe(stones);
  EXPECT_EQ(certainty(stones), Certainty::Uncertain) << describe(stones);
}

TEST(Certainty, ANeighbourOfAChainInAtariIsAliveOnlyAsSurelyAsThePlayoutsSay) {
  // Alive because the chain in atari beside it is taken: nothing read says
  // the capture saves it, so playouts near even leave it a guess.
  ChainEvidence neighbour;
  neighbour.ownership = -0.05f;
  neighbour.unread_even = true;
  neighbour.atari = Status::Alive;
  EXPECT_EQ(verdict(neighbour), Status::Alive);
  EXPECT_EQ(certainty(neighbour), Certainty::Uncertain);
  neighbour.ownership = 0.4f;
  neighbour.unread_even = false;
  EXPECT_EQ(certainty(neighbour), Certainty::Likely);
  // The chain in atari itself: taken in one move, whatever the playouts.
  ChainEvidence in_atari;
  in_atari.ownership = 0.1f;
  in_atari.atari = Status::Dead;
  EXPECT_EQ(certainty(in_atari), Certainty::Likely);
}

TEST(Certainty, StaticCountBesideACapturingRaceDoesNotSupportNearEvenPlayouts) {
  // Near even, not read, dead by the playouts' sign: uncertain, and a
  // static count beside a wall chain with no more liberties adds nothing.
  ChainEvidence chain;
  chain.ownership = -0.04f;
  chain.unread_even = true;
  chain.eyes.counted = true;
  chain.eyes.statically_dead = true;
  EXPECT_EQ(certainty(chain), Certainty::Likely);
  chain.eyes.race = true;
  EXPECT_EQ(verdict(chain), Status::Dead);
  EXPECT_EQ(certainty(chain), Certainty::Uncertain);
}

// Two living groups (Black's on the left, White's on the right, each with two
// eye spaces) meet at a ko: Black's E5 is in atari, and White's capture at D5
// leaves the capturing stone with E5 as its one liberty.
std::vector<std::string_view> ko_between_living_groups() {
  return {
      "...XOO...",
      "...XOO...",
      "...XOO...",
      "..XXOO...",
      "XXX.XOOOO",
      "..XXOO...",
      "...XOO...",
      "...XOO...",
      "...XOO...",
  };
}

// Whoever fills the ko first decides E5: no doubt of the reading, an unfinished
// board (a finished game has its dame and kos filled, J89 commentary to
// art. 9-2). The stone is likely, not uncertain.
TEST(Certainty, StoneInAKoBetweenLivingGroupsIsLikelyNotUncertain) {
  const Board board = diagram(ko_between_living_groups());
  DeadStoneAnalysis analysis = testing::analysed(board);
  const ChainEvidence& ko_stone = evidence_at(analysis, board, 4, 4);
  EXPECT_TRUE(ko_stone.open_ko);
  EXPECT_EQ(certainty(ko_stone), Certainty::Likely);
  EXPECT_FALSE(evidence_at(analysis, board, 0, 4).open_ko);
}

// The range counts the ko stone both ways all the same, and says the board
// is unsettled whether or not the stone moves the winner.
TEST(ScoreRange, AnOpenKoIsCountedBothWaysAndLeavesTheBoardUnsettled) {
  const Board board = diagram(ko_between_living_groups());
  Scored scored(board);
  ScoreRange range;
  score_range(scored.request, scored.result, range);
  EXPECT_TRUE(range.chains.empty());
  ASSERT_EQ(range.open_kos.size(), 1u);
  const UncertainChain& ko = range.open_kos[0];
  EXPECT_EQ(scored.result.chains[ko.index].first, board.point(4, 4));
  ASSERT_EQ(range.units.size(), 1u);
  EXPECT_EQ(range.units[0].chains.size(), 1u);
  // Black's E5 standing or taken: under area counting its point is Black's
  // stone or White's point, two points apart.
  const double margin = scored.result.breakdown.margin;
  EXPECT_DOUBLE_EQ(std::abs(ko.margin_if_flipped - margin), 2);
  EXPECT_DOUBLE_EQ(std::min(range.best_for_black, range.best_for_white), std::min(margin, ko.margin_if_flipped));
  EXPECT_DOUBLE_EQ(std::max(range.best_for_black, range.best_for_white), std::max(margin, ko.margin_if_flipped));
  ASSERT_EQ(range.unsettled.size(), 1u);
  EXPECT_NE(range.unsettled[0].find("1 open ko between living chains"), std::string::npos) << range.unsettled[0];
}

TEST(Certainty, StoneInAtariWhoseCaptureIsNoKoIsNotAnOpenKo) {
  // D4 empty: White's capture at D5 has two liberties, the stone is simply
  // taken.
  std::vector<std::string_view> rows = ko_between_living_groups();
  rows[5] = "..X.OO...";
  const Board board = diagram(rows);
  DeadStoneAnalysis analysis = testing::analysed(board);
  EXPECT_FALSE(evidence_at(analysis, board, 4, 4).open_ko);
}

TEST(Certainty, SekiIsLikelyWhenTheReadingIsDecisiveAndTheCountShowsASeki) {
  // Stones the playouts capture every time, found standing in a seki by the
  // costly-capture reading.
  ChainEvidence chain;
  chain.ownership = -1.0f;
  chain.seki = true;
  chain.seki_reading = {true, Status::Alive, 0.87f};
  chain.eyes.counted = true;
  chain.eyes.halves = 2;          // one eye
  chain.eyes.surrounded = false;  // a neighbour short of two eyes
  EXPECT_EQ(verdict(chain), Status::Seki);
  EXPECT_EQ(certainty(chain), Certainty::Likely);
  // A neighbour with two eyes: no seki shape, the two measures disagree.
  chain.eyes.surrounded = true;
  EXPECT_EQ(certainty(chain), Certainty::Uncertain);
  // A reading that leaves the chain standing only just over half the time.
  chain.eyes.surrounded = false;
  chain.seki_reading.keep = 0.6f;
  EXPECT_EQ(certainty(chain), Certainty::Uncertain);
}

TEST(ScoreRange, OpenSemeaiSpansBothWinners) {
  Scored scored(diagram(open_semeai()));
  const ScoreRequest& request = scored.request;
  ScoreResult& result = scored.result;
  ScoreRange range;
  score_range(request, result, range);
  ASSERT_EQ(range.chains.size(), 2u);
  EXPECT_TRUE(range.exhaustive);
  EXPECT_EQ(range.combinations, 4);
  // Black's five stones and White's five swing ten points each: the race decides the game.
  EXPECT_LT(range.best_for_black, 0);
  EXPECT_GT(range.best_for_white, 0);
  EXPECT_LE(range.best_for_black, result.breakdown.margin);
  EXPECT_GE(range.best_for_white, result.breakdown.margin);
  EXPECT_FALSE(range.winner_certain);
  EXPECT_FALSE(range.unsettled.empty());
  for (const UncertainChain& u : range.chains) {
    EXPECT_NE(u.margin_if_flipped, result.breakdown.margin);
  }
}

TEST(ScoreRange, SettledBoardHasNoRange) {
  // Two pass-alive walls, every point counted: nothing to flip, nothing open.
  const Board board = diagram({
      ".X.XO.O.O",
      "XXXXOOOOO",
      "X.XXO.O.O",
      "XXXXOOOOO",
      "XX.XO.O.O",
      "XXXXOOOOO",
      ".XXXO.O.O",
      "XXXXOOOOO",
      "X.XXOOOOO",
  });
  Scored scored(board);
  const ScoreRequest& request = scored.request;
  ScoreResult& result = scored.result;
  ScoreRange range;
  score_range(request, result, range);
  EXPECT_TRUE(range.chains.empty());
  EXPECT_EQ(range.best_for_black, result.breakdown.margin);
  EXPECT_EQ(range.best_for_white, result.breakdown.margin);
  EXPECT_TRUE(range.winner_certain);
  EXPECT_TRUE(range.unsettled.empty());
  EXPECT_EQ(range.open_points, 0);
}

TEST(ScoreRange, BeyondTenUncertainChainsEachEndIsTheCountOfOneCombination) {
  // Twelve black stones inside White's area, each of them uncertain: alive
  // alone, any one of them makes the whole area neutral. Adding up their
  // gains one by one would take the area from White twelve times over; the
  // range's end is the count with all twelve standing, once.
  const Board board = diagram({
      ".XXO.O.X.X.X.",
      "XXXOOO.......",
      ".XXO.OX.X.X.X",
      "XXXOOO.......",
      ".XXO.O.X.X.X.",
      "XXXOOO.......",
      ".XXO.O.......",
      "XXXOOO.......",
      ".XXO.O.X...X.",
      "XXXOOO.......",
      ".XXO.O.......",
      "XXXOOO.......",
      ".XXO.O.......",
  });
  Scored scored(board);
  const double komi = scored.komi;
  const core::Game& game = scored.game;
  const ScoreRequest& request = scored.request;
  ScoreResult& result = scored.result;
  // Whatever the playouts make of so wide an area, each stone is judged dead
  // here on near-even playouts alone: uncertain.
  PointMap<Status> all_standing = result.status;
  int inside = 0;
  for (ChainEvidence& e : result.chains) {
    if (e.color != Color::Black || game.board().x_of(e.first) < 6) continue;
    ASSERT_EQ(e.stones, 1);
    result.status[e.first] = Status::Dead;
    e = guessed(e, -0.1f);
    ASSERT_EQ(verdict(e), Status::Dead);
    ASSERT_EQ(certainty(e), Certainty::Uncertain);
    all_standing[e.first] = Status::Alive;
    ++inside;
  }
  ASSERT_EQ(inside, 12);
  count(count_input(request, result.status), result.breakdown);
  ScoreRange range;
  score_range(request, result, range);
  ASSERT_EQ(range.chains.size(), 12u);
  EXPECT_FALSE(range.exhaustive);
  ScoreBreakdown standing;
  count(count_input(request, all_standing), standing);
  EXPECT_DOUBLE_EQ(range.best_for_black, standing.margin);
  EXPECT_DOUBLE_EQ(range.best_for_white, result.breakdown.margin);
  // No end lies beyond what a 13x13 board can give.
  EXPECT_GE(range.best_for_black, komi - 169);
  EXPECT_LT(range.best_for_black, result.breakdown.margin);
}

TEST(ScoreRange, AChainJudgedAliveTakesTheLikelyChainsOfItsGroupWithIt) {
  // Three black chains on the open right side, all judged alive: A (H11)
  // on a near-even guess, B (L11) likely and given A's group index (as if
  // they shared eye space), C (H5) likely and of another group. If A is dead, so is the group it
  // lives or dies with: B goes with it, C does not.
  const Board board = diagram({
      ".XXO.O.......",
      "XXXOOO.......",
      ".XXO.O.XX.XX.",
      "XXXOOO.......",
      ".XXO.O.......",
      "XXXOOO.......",
      ".XXO.O.......",
      "XXXOOO.......",
      ".XXO.O.X.....",
      "XXXOOO.......",
      ".XXO.O.......",
      "XXXOOO.......",
      ".XXO.O.......",
  });
  Scored scored(board);
  const ScoreRequest& request = scored.request;
  ScoreResult& result = scored.result;
  const auto chain_at = [&](int x, int y) -> ChainEvidence& {
    return testing::evidence_at(result, board.point(x, y));
  };
  const auto judge_alive = [&](ChainEvidence& e, float ownership, int group) {
    ChainEvidence judged;
    judged.first = e.first;
    judged.color = e.color;
    judged.stones = e.stones;
    judged.ownership = ownership;
    judged.eyes.counted = true;
    judged.eyes.halves = 2;  // one eye: short of two, the group lives or dies as one
    judged.eyes.halves_until_taken = 0;
    judged.eyes.group = group;
    e = judged;
    set_status(board, e.first, Status::Alive, result.status);
  };
  judge_alive(chain_at(7, 2), 0.1f, 5);
  judge_alive(chain_at(10, 2), 0.9f, 5);
  judge_alive(chain_at(7, 8), 0.9f, 6);
  ASSERT_EQ(certainty(chain_at(7, 2)), Certainty::Uncertain);
  ASSERT_EQ(certainty(chain_at(10, 2)), Certainty::Likely);
  ASSERT_EQ(certainty(chain_at(7, 8)), Certainty::Likely);
  count(count_input(request, result.status), result.breakdown);

  ScoreRange range;
  score_range(request, result, range);
  ASSERT_EQ(range.chains.size(), 1u);
  ASSERT_EQ(range.units.size(), 1u);
  EXPECT_EQ(range.units[0].chains.size(), 2u);
  EXPECT_EQ(range.units[0].stones, 4);
  EXPECT_EQ(range.combinations, 2);

  PointMap<Status> group_dead = result.status;
  set_status(board, board.point(7, 2), Status::Dead, group_dead);
  set_status(board, board.point(10, 2), Status::Dead, group_dead);
  ScoreBreakdown expected;
  count(count_input(request, group_dead), expected);
  EXPECT_DOUBLE_EQ(range.chains[0].margin_if_flipped, expected.margin);
  // The right side is an open region besides: each end gives it all to one side.
  EXPECT_DOUBLE_EQ(range.best_for_white, expected.margin + range.open_region_points);
  // A alone dead would leave B standing in the same area: a count no
  // real board gives, and not the one the range reports.
  PointMap<Status> alone_dead = result.status;
  set_status(board, board.point(7, 2), Status::Dead, alone_dead);
  ScoreBreakdown alone;
  count(count_input(request, alone_dead), alone);
  EXPECT_LT(alone.margin, expected.margin);

  // Joined by miai to a living friend, the group lives whatever becomes of
  // A: A flips alone.
  chain_at(7, 2).eyes.connects_out = true;
  score_range(request, result, range);
  ASSERT_EQ(range.units.size(), 1u);
  EXPECT_EQ(range.units[0].chains.size(), 1u);
  EXPECT_DOUBLE_EQ(range.chains[0].margin_if_flipped, alone.margin);
  chain_at(7, 2).eyes.connects_out = false;

  // With two eyes, likewise.
  chain_at(7, 2).eyes.halves = 4;
  chain_at(10, 2).eyes.halves = 4;
  ASSERT_EQ(certainty(chain_at(7, 2)), Certainty::Uncertain);
  score_range(request, result, range);
  ASSERT_EQ(range.units.size(), 1u);
  EXPECT_EQ(range.units[0].chains.size(), 1u);
  EXPECT_DOUBLE_EQ(range.chains[0].margin_if_flipped, alone.margin);

  // Two eyes only while dead opponent stones sit in one of its spaces: one
  // once it takes them, so the group lives or dies as one again.
  chain_at(7, 2).eyes.halves_until_taken = 2;
  chain_at(10, 2).eyes.halves_until_taken = 2;
  score_range(request, result, range);
  ASSERT_EQ(range.units.size(), 1u);
  EXPECT_EQ(range.units[0].chains.size(), 2u);
  EXPECT_DOUBLE_EQ(range.chains[0].margin_if_flipped, expected.margin);
}

TEST(ScoreRange, AChainJudgedDeadTakesTheDeadChainsOfItsGroupWithIt) {
  // The board of the test above, the three black chains on the right judged
  // dead this time: A (H11) on a near-even guess, B (L11) likely and in A's
  // group of its pocket's count, C (H5) likely and of another group. If A
  // lives, so does B; C stays dead.
  const Board board = diagram({
      ".XXO.O.......",
      "XXXOOO.......",
      ".XXO.O.XX.XX.",
      "XXXOOO.......",
      ".XXO.O.......",
      "XXXOOO.......",
      ".XXO.O.......",
      "XXXOOO.......",
      ".XXO.O.X.....",
      "XXXOOO.......",
      ".XXO.O.......",
      "XXXOOO.......",
      ".XXO.O.......",
  });
  Scored scored(board);
  const ScoreRequest& request = scored.request;
  ScoreResult& result = scored.result;
  const auto chain_at = [&](int x, int y) -> ChainEvidence& {
    return testing::evidence_at(result, board.point(x, y));
  };
  const auto judge_dead = [&](ChainEvidence& e, float ownership, int group) {
    ChainEvidence judged;
    judged.first = e.first;
    judged.color = e.color;
    judged.stones = e.stones;
    judged.ownership = ownership;
    judged.eyes.counted = true;  // no eye standing where it is
    judged.eyes.group = group;
    e = judged;
    set_status(board, e.first, Status::Dead, result.status);
  };
  judge_dead(chain_at(7, 2), -0.1f, 5);
  judge_dead(chain_at(10, 2), -0.9f, 5);
  judge_dead(chain_at(7, 8), -0.9f, 6);
  ASSERT_EQ(certainty(chain_at(7, 2)), Certainty::Uncertain);
  ASSERT_EQ(certainty(chain_at(10, 2)), Certainty::Likely);
  ASSERT_EQ(certainty(chain_at(7, 8)), Certainty::Likely);
  count(count_input(request, result.status), result.breakdown);

  ScoreRange range;
  score_range(request, result, range);
  ASSERT_EQ(range.units.size(), 1u);
  EXPECT_EQ(range.units[0].chains.size(), 2u);
  EXPECT_EQ(range.units[0].stones, 4);
  PointMap<Status> group_alive = result.status;
  set_status(board, board.point(7, 2), Status::Alive, group_alive);
  set_status(board, board.point(10, 2), Status::Alive, group_alive);
  ScoreBreakdown expected;
  count(count_input(request, group_alive), expected);
  EXPECT_DOUBLE_EQ(range.chains[0].margin_if_flipped, expected.margin);

  // A stone in an open ko flips alone: whoever fills the ko decides it, not
  // the group.
  chain_at(7, 2).open_ko = true;
  score_range(request, result, range);
  ASSERT_EQ(range.units.size(), 1u);
  EXPECT_EQ(range.units[0].chains.size(), 1u);
}

TEST(ScoreRange, AMisreadBigGroupMakesTheResultUncertain) {
  // GNU Go's score.tst score9 as it ends, without its history. Black's 39
  // stones in the centre have one eye by the static count and open ground;
  // GNU Go reads them dead even with Black to move, goref keeps them. Its
  // inconclusive readings of two single stones (E15 and L8), and since stop 33
  // the decisive readings that alone keep three more of its chains (one eye,
  // open ground), leave those chains uncertain. Each takes the group with it:
  // the result must not be certain. (Counted by area, komi 27, as every board
  // of these tests.)
  const Board board = diagram({
      ".............O.OOX.", "..XXOO...OOOOOOOX..", "O.XOXXOO.OXOXXOX.X.", "..XO.X.OOOXXXXXXX..",
      ".OOOX.XOX.OOX......", "...OOXXXO...OX..X..", "....OX.XO.O.OXXX.X.", "..OXX.X.XXXXOXOXXX.",
      "..OOOX.XOOOOOOOOX..", ".OXX.XOXXXX.OXXXX..", "..OXXXO..X.XOX..XO.", "..OOXO..OOXO.OXX.X.",
      "..OXXOOOOX.OO.OOXX.", "...OXXXOXOOOOOOOXX.", ".OOOXOOOXOOXOXO.OXX", "OOXXOOXXXXOXXXOOOOX",
      "OXX.XXX.XOOX.XOXXOX", "X........XX.X.XXXOX", ".X...........X.XOOO",
  });
  Scored scored(board);
  ScoreRange range;
  score_range(scored.request, scored.result, range);
  int stones_that_flip = 0;
  for (const FlipUnit& unit : range.units) stones_that_flip = std::max(stones_that_flip, unit.stones);
  EXPECT_GE(stones_that_flip, 39);
  // Counted as it stands Black wins; any uncertain chain dead, with its
  // group, gives White the game (as GNU Go counts it), and the range says so.
  EXPECT_LT(scored.result.breakdown.margin, 0) << scored.result.breakdown.result;
  ASSERT_GE(range.chains.size(), 2u);
  for (const UncertainChain& u : range.chains) EXPECT_GT(u.margin_if_flipped, 0) << u.result_if_flipped;
  EXPECT_FALSE(range.winner_certain);
}

TEST(ScoreRange, EmptyAreaBetweenTheColoursIsAnOpenBorder) {
  // The walls stand three columns apart: nobody closed the border.
  const Board board = diagram({
      ".X.X...O.O",
      "XXXX...OOO",
      "X.XX...O.O",
      "XXXX...OOO",
      ".X.X...O.O",
      "XXXX...OOO",
      "X.XX...O.O",
      "XXXX...OOO",
      ".X.X...O.O",
      "XXXX...OOO",
  });
  Scored scored(board);
  const ScoreRequest& request = scored.request;
  ScoreResult& result = scored.result;
  ScoreRange range;
  score_range(request, result, range);
  EXPECT_GT(range.open_points, 0);
  ASSERT_FALSE(range.unsettled.empty());
  EXPECT_NE(range.unsettled[0].find("open border"), std::string::npos);
}

TEST(ScoreRange, AnOpenRegionAFlippedGroupMakesOneSidesIsCountedOnce) {
  // White's three stones stand in the open ground beside Black's wall,
  // judged alive on a near-even guess. As counted the open ground is
  // nobody's, and the range gives it to each side in turn. With the stones
  // dead it is Black's already: Black's best end is the whole board, never
  // the whole board and the open ground again (Fox 1416318234 was given
  // B+370.5 on a 19x19 board with komi 7.5 that way).
  const Board board = diagram({
      ".X.X......",
      "XXXX......",
      "X.XX......",
      "XXXX...O..",
      ".X.X...O..",
      "XXXX...O..",
      "X.XX......",
      "XXXX......",
      ".X.X......",
      "XXXX......",
  });
  Scored scored(board);
  ScoreResult& result = scored.result;
  const Point white = board.point(7, 3);
  ChainEvidence& stones = testing::evidence_at(result, white);
  stones = guessed(stones, 0.1f);
  set_status(board, white, Status::Alive, result.status);
  count(count_input(scored.request, result.status), result.breakdown);
  ASSERT_EQ(certainty(stones), Certainty::Uncertain);
  const int open_ground = 6 * 10 - 3;
  ScoreRange range;
  score_range(scored.request, result, range);
  EXPECT_EQ(range.open_region_points, open_ground);
  // W-B: every point Black's at one end; at the other White's stones and
  // the whole open ground against Black's 40 points.
  EXPECT_DOUBLE_EQ(range.best_for_black, -100 + scored.komi) << range.best_for_black_result;
  EXPECT_DOUBLE_EQ(range.best_for_white, 3 + open_ground - 40 + scored.komi) << range.best_for_white_result;
}

TEST(ScoreRange, AStoneFlippedAliveInAnOpenRegionIsNoPointOfTheRegion) {
  // Open ground of three columns between Black's and White's walls, and in
  // it a white stone judged dead on a near-even guess. White's best end: the
  // stone alive and the rest of the ground White's, 60 points against 40;
  // the stone's point is White's once, as a stone, not again as open ground.
  const Board board = diagram({
      ".X.X...O.O",
      "XXXX...OOO",
      "X.XX...O.O",
      "XXXX...OOO",
      ".X.X...O.O",
      "XXXX.O.OOO",
      "X.XX...O.O",
      "XXXX...OOO",
      ".X.X...O.O",
      "XXXX...OOO",
  });
  Scored scored(board);
  ScoreResult& result = scored.result;
  const Point stone = board.point(5, 5);
  ChainEvidence& evidence = testing::evidence_at(result, stone);
  evidence = guessed(evidence, -0.1f);
  set_status(board, stone, Status::Dead, result.status);
  count(count_input(scored.request, result.status), result.breakdown);
  ASSERT_EQ(certainty(evidence), Certainty::Uncertain);
  ScoreRange range;
  score_range(scored.request, result, range);
  EXPECT_EQ(range.open_region_points, 30);
  EXPECT_DOUBLE_EQ(range.best_for_white, 60 - 40 + scored.komi) << range.best_for_white_result;
  EXPECT_DOUBLE_EQ(range.best_for_black, 30 - 70 + scored.komi) << range.best_for_black_result;
}

// Black's wall on the second row leaves three points on the edge; White's
// stone at H10 touches only the last of them, G10, which Black fills to make
// all three its own (Fox 1512206155's K15, twelve points). Nobody counts them
// as the board stands, so the board is unfinished and the range gives them to
// Black.
TEST(ScoreRange, ARegionOneSideClosesWithOneMoveIsUnsettledAndItsInTheClosersBestEnd) {
  const Board board = diagram({
      ".X.X...O.O",
      "XXXXXXXOOO",
      "X..XXOOO.O",
      "X..XXO...O",
      "XXXXXO...O",
      "X..XXO...O",
      "X..XXOOOOO",
      "XXXXXO.O.O",
      "X.X.XOOOOO",
      "XXXXXO.O.O",
  });
  Scored scored(board);
  ScoreRange range;
  score_range(scored.request, scored.result, range);
  EXPECT_EQ(range.open_points, 0);
  EXPECT_EQ(range.closable_regions[0], 1);
  EXPECT_EQ(range.closable_points[0], 3);
  EXPECT_EQ(range.closable_regions[1], 0);
  EXPECT_EQ(range.closing_example, board.point(6, 0));
  EXPECT_EQ(range.closing_colour, Color::Black);
  const double margin = scored.result.breakdown.margin;
  EXPECT_DOUBLE_EQ(range.best_for_black, margin - 3);
  EXPECT_DOUBLE_EQ(range.best_for_white, margin);
  ASSERT_EQ(range.unsettled.size(), 1u);
  EXPECT_NE(range.unsettled[0].find("one open boundary point"), std::string::npos) << range.unsettled[0];
}

// A dame line between two walls touches both colours at every point: each
// side fills half of it whoever starts, and the board is finished.
TEST(ScoreRange, ADameLineBetweenTwoWallsIsNoRegionOneSideCloses) {
  const Board board = diagram({
      ".X.X.O.O.O",
      "XXXX.OOOOO",
      "X.XX.OO.OO",
      "XXXX.OOOOO",
      ".X.X.O.O.O",
      "XXXX.OOOOO",
      "X.XX.OO.OO",
      "XXXX.OOOOO",
      ".X.X.O.O.O",
      "XXXX.OOOOO",
  });
  Scored scored(board);
  ScoreRange range;
  score_range(scored.request, scored.result, range);
  EXPECT_EQ(range.closable_regions[0] + range.closable_regions[1], 0);
  EXPECT_TRUE(range.unsettled.empty());
  EXPECT_EQ(range.best_for_black, scored.result.breakdown.margin);
  EXPECT_EQ(range.best_for_white, scored.result.breakdown.margin);
}

}  // namespace
}  // namespace goref::scoring
