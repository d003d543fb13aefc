// Time and rules: ko, superko, suicide, passes, end of game, undo. Positions
// are the test positions of shared/spec/rules-sources.md §8.
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

Legality play(Game& game, std::string_view text) { return game.play(move_of(game, text)); }

TEST(SimpleKo, ForbidsTheImmediateRecaptureUnderEveryKoRule) {
  for (std::string_view name : {"japanese", "chinese", "aga", "tromp-taylor"}) {
    Game game(preset_rules(name), 5, 5);
    play_all(game, {"b B3", "w C3", "b A2", "w B2", "b B1", "w D2", "b E5", "w C1", "b C2"});
    EXPECT_EQ(game.captures(Color::Black), 1);
    EXPECT_EQ(game.check(move_of(game, "w B2")), Legality::Ko) << name;
    // T07: after an exchange elsewhere the ko may be retaken.
    play_all(game, {"w A4", "b A5"});
    EXPECT_EQ(play(game, "w B2"), Legality::Legal) << name;
  }
}

TEST(SimpleKo, APassLiftsTheBan) {
  Game game(preset_rules("japanese"), 5, 5);
  play_all(game, {"b B3", "w C3", "b A2", "w B2", "b B1", "w D2", "b E5", "w C1", "b C2", "w pass", "b pass"});
  EXPECT_EQ(game.check(move_of(game, "w B2")), Legality::Legal);
}

// T08: sending two, returning one.
void play_t08(Game& game) {
  play_all(game, {"b B4", "w B5", "b C4", "w A4", "b D4", "w A3", "b D5", "w B3", "b D3", "w C3", "b D2",
                  "w C2", "b D1", "w C1", "b E5", "w C5", "b A5"});
}

TEST(PositionalSuperko, ForbidsRecreatingAnEarlierBoard) {
  for (std::string_view name : {"tromp-taylor", "ing", "wmsg", "chinese"}) {
    Game game(preset_rules(name), 5, 5);
    play_t08(game);
    EXPECT_EQ(game.check(move_of(game, "w B5")), Legality::Superko) << name;
  }
}

TEST(SituationalSuperko, AllowsTheSameBoardWithTheOtherPlayerToMove) {
  for (std::string_view name : {"aga", "new-zealand", "japanese", "korean", "chinese-simple"}) {
    Game game(preset_rules(name), 5, 5);
    play_t08(game);
    EXPECT_EQ(play(game, "w B5"), Legality::Legal) << name;
    EXPECT_EQ(game.captures(Color::Black), 2);
    EXPECT_EQ(game.captures(Color::White), 1);
  }
}

TEST(SituationalSuperko, ForbidsTheSameBoardWithTheSamePlayerToMove) {
  // T09: a two-stone suicide, a pass, then b E5 recreates the board with White to move.
  for (auto [name, expected] : {std::pair{"tromp-taylor", Legality::Superko}, std::pair{"new-zealand", Legality::Legal}}) {
    Game game(preset_rules(name), 5, 5);
    play_all(game, {"b E5", "w C5", "b A1", "w C4", "b A2", "w D4", "b B1", "w E4", "b D5"});
    EXPECT_EQ(game.captures(Color::White), 2);
    play_all(game, {"w pass"});
    EXPECT_EQ(game.check(move_of(game, "b E5")), expected) << name;
  }
}

TEST(Suicide, MultiStoneSuicideFollowsTheRuleset) {
  for (auto [name, expected] : {std::pair{"chinese", Legality::Suicide}, std::pair{"japanese", Legality::Suicide},
                                std::pair{"aga", Legality::Suicide}, std::pair{"wmsg", Legality::Suicide},
                                std::pair{"tromp-taylor", Legality::Legal}, std::pair{"new-zealand", Legality::Legal},
                                std::pair{"ing", Legality::Legal}}) {
    Game game(preset_rules(name), 5, 5);
    play_all(game, {"b B2", "w A2", "b A3", "w B1", "b C1"});
    EXPECT_EQ(play(game, "w A1"), expected) << name;
    if (expected == Legality::Legal) {
      EXPECT_EQ(game.captures(Color::Black), 3) << name;
      EXPECT_EQ(game.board().stone_count(Color::White), 0);
    }
  }
}

TEST(Suicide, SingleStoneSuicideIsSuperkoUnderTrompTaylorAndLegalUnderNewZealand) {
  for (auto [name, expected] : {std::pair{"tromp-taylor", Legality::Superko}, std::pair{"ing", Legality::Suicide},
                                std::pair{"japanese", Legality::Suicide}, std::pair{"new-zealand", Legality::Legal}}) {
    Game game(preset_rules(name), 5, 5);
    play_all(game, {"b A2", "w A1", "b B1"});
    EXPECT_EQ(play(game, "w A1"), expected) << name;
  }
  Game nz(preset_rules("new-zealand"), 5, 5);
  play_all(nz, {"b A2", "w A1", "b B1", "w A1"});
  EXPECT_EQ(nz.captures(Color::Black), 2);  // the captured stone and the suicided one
}

TEST(IllegalMove, LeavesTheGameExactlyAsItWas) {
  Game game(preset_rules("japanese"), 5, 5);
  play_all(game, {"b A2", "w A1", "b B1"});
  const std::uint64_t hash = game.board().hash();
  const std::size_t turns = game.history().size();
  EXPECT_EQ(play(game, "w A1"), Legality::Suicide);
  EXPECT_EQ(play(game, "w A2"), Legality::Occupied);
  EXPECT_EQ(game.board().hash(), hash);
  EXPECT_EQ(game.history().size(), turns);
  EXPECT_EQ(game.captures(Color::Black), 1);
}

// T12: triple ko, cycle b D5 w B4 b F5 w D4 b B5 w F4.
Game triple_ko(std::string_view name) {
  auto board = parse_diagram({".......", "OOOOOOO", "OXO.O.O", "X.XOXOX", "XXXXXXX", "OOOOOOO", "......."});
  Game game(preset_rules(name), 7, 7);
  EXPECT_TRUE(game.reset_to(*board, Color::Black));
  return game;
}

TEST(LongCycle, TripleKoEndsTheGameWithNoResultUnderSimpleKo) {
  for (auto [name, outcome] : {std::pair{"japanese", CycleOutcome::NoResult}, std::pair{"korean", CycleOutcome::Draw},
                               std::pair{"chinese-simple", CycleOutcome::NoResult}}) {
    Game game = triple_ko(name);
    const std::vector<std::string_view> cycle{"b D5", "w B4", "b F5", "w D4", "b B5", "w F4"};
    play_all(game, cycle);
    EXPECT_EQ(game.phase(), Phase::Playing);
    play_all(game, {"b D5", "w B4", "b F5", "w D4", "b B5"});
    EXPECT_EQ(game.phase(), Phase::Playing);
    play_all(game, {"w F4"});
    EXPECT_EQ(game.phase(), Phase::Ended) << name;
    EXPECT_EQ(game.end_reason(), EndReason::LongCycle);
    EXPECT_EQ(game.rules().cycle_outcome, outcome);
    EXPECT_EQ(play(game, "b D5"), Legality::GameOver);
  }
}

TEST(LongCycle, SuperkoForbidsTheCycleInstead) {
  for (std::string_view name : {"chinese", "aga"}) {
    Game game = triple_ko(name);
    play_all(game, {"b D5", "w B4", "b F5", "w D4", "b B5"});
    EXPECT_EQ(game.check(move_of(game, "w F4")), Legality::Superko) << name;
    // The immediate recapture is named "ko" under every ko rule (spec §2).
    EXPECT_EQ(game.check(move_of(game, "w B4")), Legality::Ko) << name;
  }
}

TEST(LongCycle, APassRestartsTheCount) {
  Game game = triple_ko("japanese");
  play_all(game, {"b D5", "w B4", "b F5", "w D4", "b B5", "w F4", "b pass", "w pass"});
  play_all(game, {"b D5", "w B4", "b F5", "w D4", "b B5", "w F4"});
  EXPECT_EQ(game.phase(), Phase::Playing);
}

TEST(GameEnd, TwoPassesEndTrompTaylorAndStopTheOthers) {
  Game tt(preset_rules("tromp-taylor"), 5, 5);
  play_all(tt, {"b C3", "w pass", "b pass"});
  EXPECT_EQ(tt.phase(), Phase::Ended);
  EXPECT_EQ(play(tt, "w D4"), Legality::GameOver);

  Game jp(preset_rules("japanese"), 5, 5);
  play_all(jp, {"b C3", "w pass", "b pass"});
  EXPECT_EQ(jp.phase(), Phase::Stopped);
  EXPECT_EQ(play(jp, "w D4"), Legality::Legal);  // J89 art. 9.3: play resumes
  EXPECT_EQ(jp.phase(), Phase::Playing);
}

TEST(GameEnd, AnAgaResumptionOpeningWithTwoPassesEndsTheGame) {
  Game game(preset_rules("aga"), 5, 5);
  play_all(game, {"b C3", "w pass", "b pass"});
  EXPECT_EQ(game.phase(), Phase::Stopped);
  play_all(game, {"w pass", "b pass"});
  EXPECT_EQ(game.phase(), Phase::Ended);
  EXPECT_EQ(game.end_reason(), EndReason::AllAliveAfterResumption);
}

TEST(GameEnd, WmsgEndsAtTheSecondSuccessionOfTwoPasses) {
  Game game(preset_rules("wmsg"), 5, 5);
  play_all(game, {"b C3", "w pass", "b pass", "w D4", "b pass"});
  EXPECT_EQ(game.phase(), Phase::Playing);
  play_all(game, {"w pass"});
  EXPECT_EQ(game.phase(), Phase::Ended);
  EXPECT_EQ(game.current().first_passer, Color::White);
}

TEST(Undo, RestoresBoardCapturesKoAndPhase) {
  Game game(preset_rules("japanese"), 5, 5);
  play_all(game, {"b B3", "w C3", "b A2", "w B2", "b B1", "w D2", "b E5", "w C1"});
  const std::uint64_t before = game.board().hash();
  play_all(game, {"b C2"});
  EXPECT_TRUE(game.undo());
  EXPECT_EQ(game.board().hash(), before);
  EXPECT_EQ(game.captures(Color::Black), 0);
  EXPECT_TRUE(game.board().is_consistent());
  play_all(game, {"b C2"});
  EXPECT_EQ(game.check(move_of(game, "w B2")), Legality::Ko);
  play_all(game, {"w pass", "b pass"});
  EXPECT_EQ(game.phase(), Phase::Stopped);
  EXPECT_TRUE(game.undo());
  EXPECT_EQ(game.phase(), Phase::Playing);
}

TEST(Undo, FailsWithNoHistoryAndNeverUndoesHandicap) {
  Game game(preset_rules("chinese"), 9, 9);
  EXPECT_FALSE(game.undo());
  const std::vector<Point> stones{game.board().point(2, 6), game.board().point(6, 2)};
  ASSERT_TRUE(game.place_handicap(stones));
  EXPECT_EQ(game.handicap_stones(), 2);
  EXPECT_EQ(game.to_move(), Color::White);
  EXPECT_FALSE(game.undo());
  EXPECT_FALSE(game.place_handicap(stones));  // the board is no longer empty
}

TEST(Superko, SurvivesManyRandomGamesWithUndo) {
  // Stress: random legal play and undo keep the board consistent and the
  // history's hashes equal to the boards' (KataGo-style board stress test).
  std::uint32_t state = 12345;
  auto next = [&state]() { return state = state * 1664525u + 1013904223u; };
  for (std::string_view name : {"tromp-taylor", "aga", "japanese"}) {
    Game game(preset_rules(name), 5, 5);
    for (int step = 0; step < 4000; ++step) {
      if (next() % 7 == 0 && game.undoable_turns() > 0) {
        ASSERT_TRUE(game.undo());
      } else {
        const Point p = game.board().point(static_cast<int>(next() % 5), static_cast<int>(next() % 5));
        const Move move{game.to_move(), next() % 20 == 0 ? kPass : p};
        const Legality legality = game.check(move);
        ASSERT_EQ(game.play(move), legality);
        if (game.phase() == Phase::Ended) game.reset();
      }
      ASSERT_EQ(game.board().hash(), game.current().hash);
      ASSERT_TRUE(game.board().is_consistent());
    }
  }
}

}  // namespace
}  // namespace goref::core
