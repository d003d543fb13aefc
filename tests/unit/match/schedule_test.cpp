// The schedule follows from the configuration alone: the same games, ids and
// seeds in every process.
#include <gtest/gtest.h>

#include <set>

#include "match/schedule.h"

namespace goref::match {
namespace {

MatchConfig three_engines() {
  MatchConfig config;
  for (const char* name : {"a", "b", "c"}) config.engines.push_back(EngineSpec{name, "x", "", {}, RestartPolicy::OnFault});
  config.games_per_pair = 4;
  config.sizes = {9, 13};
  config.seed = 42;
  return config;
}

TEST(Schedule, RoundRobinMeetsEveryPairAndAlternatesColours) {
  const std::vector<ScheduledGame> games = build_schedule(three_engines(), 0);
  ASSERT_EQ(games.size(), 12u);
  int a_black_against_b = 0, b_black_against_a = 0;
  for (const ScheduledGame& g : games) {
    if (g.black == 0 && g.white == 1) ++a_black_against_b;
    if (g.black == 1 && g.white == 0) ++b_black_against_a;
  }
  EXPECT_EQ(a_black_against_b, 2);
  EXPECT_EQ(b_black_against_a, 2);
  EXPECT_EQ(games[0].id, "000001");
  EXPECT_EQ(games[11].id, "000012");
}

TEST(Schedule, ColourSwappedGamesShareAPairAndASize) {
  const std::vector<ScheduledGame> games = build_schedule(three_engines(), 0);
  for (std::size_t i = 0; i + 1 < games.size(); i += 2) {
    EXPECT_EQ(games[i].pair, games[i + 1].pair);
    EXPECT_EQ(games[i].black, games[i + 1].white);
    EXPECT_EQ(games[i].size, games[i + 1].size);
  }
  EXPECT_EQ(games[0].size, 9);
  EXPECT_EQ(games[6].size, 13);  // the second round plays the second size
}

TEST(Schedule, GauntletPlaysTheFirstEngineAgainstEachOther) {
  MatchConfig config = three_engines();
  config.tournament = TournamentKind::Gauntlet;
  for (const ScheduledGame& g : build_schedule(config, 0)) EXPECT_TRUE(g.black == 0 || g.white == 0);
  EXPECT_EQ(build_schedule(config, 0).size(), 8u);
}

TEST(Schedule, EachOpeningIsPlayedOnceWithEachColour) {
  MatchConfig config = three_engines();
  config.engines.resize(2);
  config.games_per_pair = 6;
  const std::vector<ScheduledGame> games = build_schedule(config, 3);
  ASSERT_EQ(games.size(), 6u);
  for (int opening = 0; opening < 3; ++opening) {
    EXPECT_EQ(games[static_cast<std::size_t>(2 * opening)].opening, opening);
    EXPECT_EQ(games[static_cast<std::size_t>(2 * opening + 1)].opening, opening);
  }
}

TEST(Schedule, SeedsFollowFromTheMatchSeedAndTheGame) {
  const std::vector<ScheduledGame> first = build_schedule(three_engines(), 0);
  const std::vector<ScheduledGame> again = build_schedule(three_engines(), 0);
  std::set<std::uint64_t> seeds;
  for (std::size_t i = 0; i < first.size(); ++i) {
    EXPECT_EQ(first[i].seed, again[i].seed);
    seeds.insert(first[i].seed);
  }
  EXPECT_EQ(seeds.size(), first.size());
  MatchConfig other = three_engines();
  other.seed = 43;
  EXPECT_NE(build_schedule(other, 0)[0].seed, first[0].seed);
  EXPECT_EQ(game_seed(42, 0), first[0].seed);
}

TEST(Schedule, AnOddNumberOfGamesEndsWithHalfAPair) {
  MatchConfig config = three_engines();
  config.engines.resize(2);
  config.games_per_pair = 3;
  EXPECT_EQ(build_schedule(config, 0).size(), 3u);
}

}  // namespace
}  // namespace goref::match
