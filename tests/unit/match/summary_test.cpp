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

}  // namespace
}  // namespace goref::match
