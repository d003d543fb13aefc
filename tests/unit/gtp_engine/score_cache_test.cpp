// The referee counts a position once, whichever commands ask for it
// (score_cache.h): final_score, final_status_list, the gfx and printsgf
// read the same count, and any change the count depends on recounts.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "gtp/engine/referee.h"
#include "gtp/engine/score_cache.h"
#include "gtp/protocol/command_registry.h"
#include "gtp/protocol/session.h"

namespace goref::gtp {
namespace {

class ScoreCacheTest : public ::testing::Test {
 protected:
  ScoreCacheTest() {
    register_referee_commands(registry_, referee_);
    for (std::string_view line : {"boardsize 9", "clear_board", "play b c3", "play w g7", "play b c7",
                                  "play w g3", "play b pass", "play w pass"})
      EXPECT_EQ(answer(line).front(), '=') << line;
  }

  std::string answer(std::string_view line) { return session_.handle_line(line).value_or(""); }
  int counts() { return referee_.score_cache().counts(); }

  Referee referee_{RefereeSettings{}};
  CommandRegistry registry_;
  Session session_{registry_};
};

TEST_F(ScoreCacheTest, EveryScoringCommandAndPrintsgfShareOneCountOfThePosition) {
  const std::string score = answer("final_score");
  answer("final_status_list dead");
  answer("goref-score_gfx");
  answer("gogui-rules_final_result");
  const std::string sgf = answer("printsgf");
  EXPECT_EQ(counts(), 1);
  // The record's RE is final_score's answer.
  EXPECT_NE(sgf.find("RE[" + score.substr(2, score.size() - 4) + "]"), std::string::npos) << sgf;
}

TEST_F(ScoreCacheTest, AChangedKomiIsCountedAgain) {
  answer("final_score");
  answer("komi 0.5");
  EXPECT_EQ(answer("final_score"), "= W+0.5\n\n");
  EXPECT_EQ(counts(), 2);
}

TEST_F(ScoreCacheTest, AnAgreedStatusIsCountedAgain) {
  answer("final_score");
  answer("goref-set_status dead g7");
  answer("printsgf");
  EXPECT_EQ(counts(), 2);
}

TEST_F(ScoreCacheTest, PrintsgfOfAGameInPlayDoesNotCount) {
  answer("undo");
  answer("printsgf");
  EXPECT_EQ(counts(), 0);
}

}  // namespace
}  // namespace goref::gtp
