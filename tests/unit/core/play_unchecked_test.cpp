// Game::play_unchecked: the tolerant path that replays of flawed records
// (goref check, loadsgf) take past a move the rules refuse.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/diagram.h"
#include "core/game.h"
#include "game_test_support.h"

namespace goref::core {
namespace {

using testing::move_of;
using testing::play_all;
using testing::preset_rules;

Legality unchecked(Game& game, std::string_view text) { return game.play_unchecked(move_of(game, text)); }

TEST(PlayUnchecked, ALegalMoveIsExactlyPlay) {
  Game a(preset_rules("japanese"), 5, 5);
  Game b(preset_rules("japanese"), 5, 5);
  for (std::string_view m : {"b B3", "w C3", "b A2", "w B2", "b B1", "w D2", "b E5", "w C1", "b C2", "w pass"}) {
    EXPECT_EQ(a.play(move_of(a, m)), Legality::Legal);
    EXPECT_EQ(unchecked(b, m), Legality::Legal);
  }
  ASSERT_EQ(a.history().size(), b.history().size());
  for (std::size_t i = 0; i < a.history().size(); ++i) {
    EXPECT_EQ(a.history()[i].board, b.history()[i].board);
    EXPECT_EQ(a.history()[i].hash, b.history()[i].hash);
    EXPECT_EQ(a.history()[i].captures, b.history()[i].captures);
    EXPECT_EQ(a.history()[i].ko_point, b.history()[i].ko_point);
    EXPECT_EQ(a.history()[i].phase, b.history()[i].phase);
  }
}

TEST(PlayUnchecked, SuicideRemovesTheChainAndCountsItForTheOpponent) {
  // The multi-stone suicide of T05, refused under Japanese rules.
  Game game(preset_rules("japanese"), 5, 5);
  play_all(game, {"b B2", "w A2", "b A3", "w B1", "b C1"});
  const std::size_t turns = game.history().size();
  EXPECT_EQ(unchecked(game, "w A1"), Legality::Suicide);
  EXPECT_EQ(game.history().size(), turns + 1);
  EXPECT_EQ(game.captures(Color::Black), 3);  // A2, B1 and the stone played
  EXPECT_EQ(game.board().stone_count(Color::White), 0);
  EXPECT_EQ(game.to_move(), Color::Black);
  EXPECT_FALSE(game.current().is_setup);
  EXPECT_EQ(game.current().move, move_of(game, "w A1"));
  Point removed[8];
  EXPECT_EQ(game.last_removed(removed), 3);
  EXPECT_TRUE(game.board().is_consistent());
  // Undo takes the forced move back like any other.
  EXPECT_TRUE(game.undo());
  EXPECT_EQ(game.board().stone_count(Color::White), 2);
  EXPECT_EQ(game.captures(Color::Black), 0);
}

TEST(PlayUnchecked, SingleStoneSuicide) {
  Game game(preset_rules("chinese"), 5, 5);
  play_all(game, {"b A2", "w C3", "b B1"});
  EXPECT_EQ(unchecked(game, "w A1"), Legality::Suicide);
  EXPECT_EQ(game.board().at(move_of(game, "w A1").point), Color::Empty);
  EXPECT_EQ(game.captures(Color::Black), 1);
  EXPECT_EQ(game.to_move(), Color::Black);
}

TEST(PlayUnchecked, OccupiedAndOffBoardChangeNothing) {
  Game game(preset_rules("japanese"), 5, 5);
  play_all(game, {"b C3", "w D4"});
  const std::uint64_t hash = game.board().hash();
  const std::size_t turns = game.history().size();
  EXPECT_EQ(unchecked(game, "b C3"), Legality::Occupied);
  EXPECT_EQ(unchecked(game, "b D4"), Legality::Occupied);
  EXPECT_EQ(game.play_unchecked(Move{Color::Black, kNoPoint}), Legality::OffBoard);
  EXPECT_EQ(game.board().hash(), hash);
  EXPECT_EQ(game.history().size(), turns);
  EXPECT_EQ(game.to_move(), Color::Black);
}

TEST(PlayUnchecked, AKoRecaptureIsPlayedAndReported) {
  Game game(preset_rules("japanese"), 5, 5);
  play_all(game, {"b B3", "w C3", "b A2", "w B2", "b B1", "w D2", "b E5", "w C1", "b C2"});
  EXPECT_EQ(unchecked(game, "w B2"), Legality::Ko);
  EXPECT_EQ(game.captures(Color::White), 1);
  // The recapture sets up a ko for Black in turn.
  EXPECT_EQ(game.check(move_of(game, "b C2")), Legality::Ko);
}

TEST(PlayUnchecked, ASuperkoRepetitionIsPlayed) {
  Game game(preset_rules("tromp-taylor"), 5, 5);
  play_all(game, {"b B4", "w B5", "b C4", "w A4", "b D4", "w A3", "b D5", "w B3", "b D3", "w C3", "b D2",
                  "w C2", "b D1", "w C1", "b E5", "w C5", "b A5"});
  EXPECT_EQ(unchecked(game, "w B5"), Legality::Superko);
  EXPECT_EQ(game.captures(Color::White), 1);
  EXPECT_EQ(game.phase(), Phase::Playing);
}

TEST(PlayUnchecked, AMoveAfterTheEndResumesPlay) {
  Game game(preset_rules("tromp-taylor"), 5, 5);
  play_all(game, {"b C3", "w pass", "b pass"});
  ASSERT_EQ(game.phase(), Phase::Ended);
  EXPECT_EQ(unchecked(game, "w D4"), Legality::GameOver);
  EXPECT_EQ(game.phase(), Phase::Playing);
  EXPECT_EQ(game.end_reason(), EndReason::None);
  EXPECT_EQ(game.board().at(move_of(game, "w D4").point), Color::White);
  // Later moves are judged normally again; two more passes end it again.
  play_all(game, {"b pass", "w pass"});
  EXPECT_EQ(game.phase(), Phase::Ended);
  // After the end an occupied point is still refused as occupied.
  EXPECT_EQ(unchecked(game, "b C3"), Legality::Occupied);
  EXPECT_EQ(game.phase(), Phase::Ended);
}

TEST(PlayUnchecked, AfterALongCycle) {
  auto board = parse_diagram({".......", "OOOOOOO", "OXO.O.O", "X.XOXOX", "XXXXXXX", "OOOOOOO", "......."});
  Game game(preset_rules("japanese"), 7, 7);
  ASSERT_TRUE(game.reset_to(*board, Color::Black));
  play_all(game, {"b D5", "w B4", "b F5", "w D4", "b B5", "w F4", "b D5", "w B4", "b F5", "w D4", "b B5", "w F4"});
  ASSERT_EQ(game.end_reason(), EndReason::LongCycle);
  EXPECT_EQ(unchecked(game, "b D5"), Legality::GameOver);
  EXPECT_EQ(game.board().at(move_of(game, "b D5").point), Color::Black);
  EXPECT_EQ(game.to_move(), Color::White);
  // The cycle goes on: that position occurs a third time, so the game ends again.
  EXPECT_EQ(game.end_reason(), EndReason::LongCycle);
  // Breaking the cycle (a move elsewhere) is judged normally.
  EXPECT_EQ(unchecked(game, "w A7"), Legality::GameOver);
  EXPECT_EQ(game.phase(), Phase::Playing);
  EXPECT_EQ(game.play(move_of(game, "b B7")), Legality::Legal);
}

}  // namespace
}  // namespace goref::core
