// The end-of-run table counts from the first-named engine's side.
#include <gtest/gtest.h>

#include "match/summary.h"

namespace goref::match {
namespace {

nlohmann::json game(const char* black, const char* white, const char* result, const char* winner, double margin) {
  nlohmann::json g = {{"black", black}, {"white", white}, {"result", result}, {"faults", nlohmann::json::array()}};
  g["winner"] = winner ? nlohmann::json(winner) : nlohmann::json(nullptr);
  g["margin"] = margin;
  return g;
}

TEST(Summary, WinsLossesAndDrawsByColourFromTheFirstEnginesSide) {
  std::vector<nlohmann::json> games = {game("a", "b", "B+3.5", "black", -3.5), game("b", "a", "B+R", "black", 0),
                                       game("a", "b", "W+0.5", "white", 0.5), game("b", "a", "0", nullptr, 0)};
  games[1]["margin"] = nullptr;
  MatchTally tally;
  for (const auto& g : games) tally.add(g);
  const PairTally t = tally.pair("a", "b");
  EXPECT_EQ(t.games, 4);
  EXPECT_EQ(t.wins, 1);
  EXPECT_EQ(t.losses, 2);
  EXPECT_EQ(t.draws, 1);
  EXPECT_EQ(t.black_wins, 1);
  EXPECT_EQ(t.black_losses, 1);
  EXPECT_EQ(t.white_losses, 1);
  EXPECT_EQ(t.counted, 3);
  EXPECT_DOUBLE_EQ(t.margin_sum, 3.5 - 0.5 + 0);
  const PairTally other = tally.pair("b", "a");
  EXPECT_EQ(other.wins, 2);
  EXPECT_EQ(other.black_wins, 1);   // b as Black won B+R
  EXPECT_EQ(other.white_wins, 1);   // b as White won W+0.5
  EXPECT_EQ(other.white_losses, 1); // b as White lost B+3.5
  EXPECT_DOUBLE_EQ(other.margin_sum, -3.0);
}

TEST(Summary, FaultsAreListedByEngineAndKind) {
  std::vector<nlohmann::json> games = {game("a", "b", "W+F", "white", 0)};
  games[0]["faults"] = nlohmann::json::array({{{"engine", "a"}, {"kind", "crash"}, {"detail", "x"}}});
  games[0]["loser_engine"] = "a";
  games[0]["reason"] = "crash";
  MatchTally tally;
  tally.add(games[0]);
  const std::string table = tally.table({{"a", "b"}});
  EXPECT_NE(table.find("faults of a: crash 1"), std::string::npos);
  EXPECT_NE(table.find("games lost by a without a count: crash 1"), std::string::npos);
}

TEST(Summary, ColourSwappedPairsAreCountedOnceBothGamesAreIn) {
  // Pair 0: a wins both; pair 1: a wins one and loses one; pair 2: one game void; pair 3: open.
  std::vector<nlohmann::json> games = {game("a", "b", "B+3.5", "black", -3.5), game("b", "a", "W+2.5", "white", 2.5),
                                       game("a", "b", "W+1.5", "white", 1.5),  game("b", "a", "W+4.5", "white", 4.5),
                                       game("a", "b", "Void", nullptr, 0),      game("b", "a", "W+1.5", "white", 1.5),
                                       game("a", "b", "B+5.5", "black", -5.5)};
  const int pair_of[] = {0, 0, 1, 1, 2, 2, 3};
  MatchTally tally;
  std::vector<bool> completed;
  for (std::size_t i = 0; i < games.size(); ++i) {
    games[i]["pair"] = pair_of[i];
    completed.push_back(tally.add(games[i]));
  }
  EXPECT_EQ(completed, (std::vector<bool>{false, true, false, true, false, true, false}));
  const PairTally a = tally.pair("a", "b");
  EXPECT_EQ(a.pentanomial.pairs, (std::array<long long, 5>{0, 0, 1, 0, 1}));
  const PairTally b = tally.pair("b", "a");
  EXPECT_EQ(b.pentanomial.pairs, (std::array<long long, 5>{1, 0, 1, 0, 0}));
  // a's margins as Black: +3.5, -1.5, +5.5; as White: +2.5, +4.5, +1.5.
  EXPECT_EQ(a.margin_as_black.count, 3);
  EXPECT_DOUBLE_EQ(a.margin_as_black.sum, 7.5);
  EXPECT_DOUBLE_EQ(a.margin_as_white.sum, 8.5);
  EXPECT_DOUBLE_EQ(b.margin_as_white.sum, -7.5);
  const std::string table = tally.table({{"a", "b"}});
  EXPECT_NE(table.find("pentanomial (0, 1/2, 1, 3/2, 2 points a pair): 0 0 1 0 1"), std::string::npos) << table;
  EXPECT_NE(table.find("Elo (pairs):"), std::string::npos);
  const nlohmann::json json = tally.json({{"a", "b"}});
  EXPECT_EQ(json["pairings"][0]["wins"], 5);
  EXPECT_TRUE(json["pairings"][0]["elo_games"]["elo"].is_number());
}

TEST(Summary, TheSprtLineSaysWhatWasDecided) {
  MatchTally tally;
  for (int pair = 0; pair < 40; ++pair) {
    nlohmann::json one = game("a", "b", "B+9.5", "black", -9.5), two = game("b", "a", "W+9.5", "white", 9.5);
    one["pair"] = two["pair"] = pair;
    tally.add(one);
    tally.add(two);
  }
  std::string error;
  const auto sprt = parse_sprt("elo0=0,elo1=50", error);
  const std::string table = tally.table({{"a", "b"}}, sprt);
  EXPECT_NE(table.find("H1 accepted (elo1)"), std::string::npos) << table;
  EXPECT_EQ(tally.json({{"a", "b"}}, sprt)["pairings"][0]["sprt"]["decision"], "H1");
  // All won: Elo is infinite, so JSON says null rather than a number it cannot hold.
  EXPECT_TRUE(tally.json({{"a", "b"}})["pairings"][0]["elo_games"]["elo"].is_null());
}

}  // namespace
}  // namespace goref::match
