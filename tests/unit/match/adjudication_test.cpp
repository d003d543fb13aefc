// The referee's count at the end of a game: the engines' dead stones where
// they agree and the board allows it, goref's own reading otherwise.
#include <gtest/gtest.h>

#include "core/diagram.h"
#include "match/adjudication.h"
#include "rules/registry.h"

namespace goref::match {
namespace {

// Two living groups with three eyes each and three dame between them.
core::Game settled_game(const char* rules) {
  const auto board = core::parse_diagram({".X.O.", "XXXOO", ".X.O.", "XXXOO", ".X.O."});
  core::Game game(rules::preset(rules).rules, 5, 5);
  EXPECT_TRUE(game.reset_to(*board, core::Color::Black));
  return game;
}

core::Point at(const core::Game& game, int x, int y) { return game.board().point(x, y); }

TEST(Adjudication, AgreedDeadStonesThatTheBoardAllowsDecide) {
  const core::Game game = settled_game("chinese");
  const Adjudication a = adjudicate(game, 0.5, DeadStoneClaims{std::vector<core::Point>{}, std::vector<core::Point>{}});
  EXPECT_EQ(a.basis, "agreed");
  EXPECT_EQ(a.result, "B+1.5");  // 12 points to 10, komi 0.5
  EXPECT_TRUE(a.disagreements.empty());
}

TEST(Adjudication, AnUnconditionallyAliveChainCalledDeadIsOverruled) {
  const core::Game game = settled_game("chinese");
  const std::vector<core::Point> black_group{at(game, 1, 0)};
  const Adjudication a = adjudicate(game, 0.5, DeadStoneClaims{black_group, black_group});
  EXPECT_EQ(a.basis, "goref");
  EXPECT_EQ(a.result, "B+1.5");
  ASSERT_FALSE(a.disagreements.empty());
  EXPECT_NE(a.disagreements[0].find("unconditionally alive"), std::string::npos);
}

TEST(Adjudication, DifferentDeadStonesAreADisputeAndGorefDecides) {
  const core::Game game = settled_game("chinese");
  const DeadStoneClaims claims{std::vector<core::Point>{}, std::vector<core::Point>{at(game, 3, 0)}};
  EXPECT_TRUE(dead_stones_disputed(claims, game.board()));
  const Adjudication a = adjudicate(game, 0.5, claims);
  EXPECT_EQ(a.basis, "goref");
  EXPECT_EQ(a.result, "B+1.5");
}

TEST(Adjudication, PartOfAChainNamesTheWholeChain) {
  const core::Game game = settled_game("chinese");
  const DeadStoneClaims claims{std::vector<core::Point>{at(game, 3, 0)}, std::vector<core::Point>{at(game, 3, 4)}};
  EXPECT_FALSE(dead_stones_disputed(claims, game.board()));
}

// Black's E5 in atari in a ko between two living groups: whoever fills the
// ko first decides it. goref's count names it as an open ko, not an uncertain
// chain, and flags the board as unfinished.
TEST(Adjudication, AStoneInAnOpenKoIsListedAndTheResultFlagged) {
  const auto board = core::parse_diagram({"...XOO...", "...XOO...", "...XOO...", "..XXOO...", "XXX.XOOOO",
                                          "..XXOO...", "...XOO...", "...XOO...", "...XOO..."});
  core::Game game(rules::preset("chinese").rules, 9, 9);
  ASSERT_TRUE(game.reset_to(*board, core::Color::Black));
  const std::vector<core::Point> ko_stone{at(game, 4, 4)};
  const Adjudication a = adjudicate(game, 0, DeadStoneClaims{std::vector<core::Point>{}, ko_stone});
  EXPECT_EQ(a.basis, "goref");
  EXPECT_EQ(a.result, "W+7");
  EXPECT_TRUE(a.uncertain_chains.empty());
  EXPECT_EQ(a.open_kos, std::vector<std::string>{"E5"});
  EXPECT_EQ(a.range_best_for_black, "W+7");
  EXPECT_EQ(a.range_best_for_white, "W+9");
  EXPECT_TRUE(a.winner_certain);
  EXPECT_TRUE(a.flagged);
  ASSERT_EQ(a.unsettled.size(), 1u);
  EXPECT_NE(a.unsettled[0].find("open ko"), std::string::npos) << a.unsettled[0];
}

TEST(Adjudication, TrompTaylorCountsTheBoardAsItStands) {
  const core::Game game = settled_game("tromp-taylor");
  const std::vector<core::Point> white_group{at(game, 3, 0)};
  const Adjudication a = adjudicate(game, 0.5, DeadStoneClaims{white_group, white_group});
  EXPECT_EQ(a.basis, "as-it-stands");
  EXPECT_EQ(a.result, "B+1.5");
}

TEST(Adjudication, TerritoryMarkupNamesEveryCountedPoint) {
  const core::Game game = settled_game("chinese");
  const Adjudication a = adjudicate(game, 0.5, DeadStoneClaims{});
  EXPECT_EQ(a.territory_black.size(), 3u);
  EXPECT_EQ(a.territory_white.size(), 3u);
}

}  // namespace
}  // namespace goref::match

namespace goref::match {
namespace {

TEST(Adjudication, AfterAnAgaResumptionOpenedWithTwoPassesEveryStoneIsAlive) {
  // AGA 15: whatever the engines name, the board counts as it stands.
  const auto board = core::parse_diagram({".X.O.", "XXXOO", ".X.O.", "XXXOO", ".X.O."});
  core::Game game(rules::preset("aga").rules, 5, 5);
  ASSERT_TRUE(game.reset_to(*board, core::Color::Black));
  const std::vector<core::Point> white_group{game.board().point(3, 0)};
  const Adjudication a = adjudicate(game, 0.5, DeadStoneClaims{white_group, white_group}, true);
  EXPECT_EQ(a.basis, "as-it-stands");
  EXPECT_TRUE(a.dead.empty());
}

}  // namespace
}  // namespace goref::match
