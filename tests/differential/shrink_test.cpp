// The shrinker on a synthetic failure: it keeps only what the failure needs.
#include <gtest/gtest.h>

#include "shrink.h"

namespace goref::differential {
namespace {

TEST(Shrink, KeepsOnlyTheActionsAndStonesTheFailureNeeds) {
  GameSetup setup;
  setup.width = setup.height = 5;
  setup.start.assign(25, 0);
  setup.start[0] = 1;   // needed
  setup.start[24] = 2;  // not needed
  std::vector<Action> actions;
  for (int i = 0; i < 40; ++i) actions.push_back({ActionKind::Play, core::Color::Black, i % 5, (i / 5) % 5});
  actions[17] = {ActionKind::Pass, core::Color::White, 0, 0};
  actions[31] = {ActionKind::Undo, core::Color::Black, 0, 0};
  // Fails at the first undo that follows a white pass, when stone 0 is on the board.
  const FailureCheck check = [](const GameSetup& s, const std::vector<Action>& a, std::size_t& step) -> std::string {
    if (s.start[0] == 0) return "";
    bool passed = false;
    for (std::size_t i = 0; i < a.size(); ++i) {
      if (a[i].kind == ActionKind::Pass && a[i].color == core::Color::White) passed = true;
      if (a[i].kind == ActionKind::Undo && passed) {
        step = i;
        return "synthetic";
      }
    }
    return "";
  };
  const Reproduction r = shrink(setup, actions, check);
  ASSERT_EQ(r.actions.size(), 2u);
  EXPECT_EQ(r.actions[0].kind, ActionKind::Pass);
  EXPECT_EQ(r.actions[1].kind, ActionKind::Undo);
  EXPECT_EQ(r.setup.start[0], 1);
  EXPECT_EQ(r.setup.start[24], 0);
  EXPECT_EQ(r.problem, "synthetic");
  EXPECT_NE(describe(r).find("w pass"), std::string::npos);
}

TEST(Shrink, LeavesAPassingGameAlone) {
  GameSetup setup;
  const std::vector<Action> actions{{ActionKind::Play, core::Color::Black, 1, 1}};
  const Reproduction r = shrink(setup, actions, session_check(true));
  EXPECT_EQ(r.problem, "");
  EXPECT_EQ(r.actions.size(), 1u);
}

}  // namespace
}  // namespace goref::differential
