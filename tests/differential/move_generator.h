// The adversarial move generator: given the reference position it proposes
// the next action of a fuzzed game. Each game draws a style (pass rate, undo
// rate, storms of passes or undos, out-of-turn moves, probes per turn), and
// each move is drawn from candidate kinds weighted toward trouble:
//   near      empty points close to the last moves
//   recapture points the last turns emptied (ko recaptures)
//   atari     the last liberty of a chain (captures, self-ataris, multi-stone suicides)
//   eye       empty points surrounded by one colour (filling own eyes, single-stone suicides)
//   replay    the point played 2, 4, 6 or 8 turns ago (cycles: triple ko, superko)
//   random    any empty point; now and then an occupied or off-board one
#pragma once

#include <cstdint>
#include <deque>
#include <vector>

#include "fuzz_action.h"
#include "fuzz_random.h"
#include "reference_game.h"

namespace goref::differential {

class MoveGenerator {
 public:
  MoveGenerator(FuzzRandom& random, const GameSetup& setup);

  // The next action, or false when the game is over for the fuzzer.
  bool next(const ReferenceGame& game, Action& action);
  // Whether the next comparison should be a deep one (every point's verdict).
  bool deep_check();

 private:
  bool pick_point(const ReferenceGame& game, core::Color color, int& x, int& y);
  void off_board(const ReferenceGame& game, int& x, int& y);

  FuzzRandom& random_;
  int width_;
  int height_;
  int max_actions_;
  int actions_ = 0;
  int pass_per_mille_;
  int undo_per_mille_;
  int storm_per_mille_;
  int out_of_turn_per_mille_;
  int probes_;
  int deep_one_in_;
  std::deque<Action> queued_;
  std::vector<int> played_;  // cells of the board plays on the reference's history, in order
};

}  // namespace goref::differential
