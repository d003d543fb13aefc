// Cutting a failing fuzzed game down to a minimal reproduction: the actions
// after the failing one go, then chunks and single actions (delta debugging),
// then stones of the start position, for as long as the failure persists.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "fuzz_action.h"

namespace goref::differential {

// "" when (setup, actions) passes, else the problem and, in `failing_step`,
// the index of the action at which it showed.
using FailureCheck =
    std::function<std::string(const GameSetup& setup, const std::vector<Action>& actions, std::size_t& failing_step)>;

struct Reproduction {
  GameSetup setup;
  std::vector<Action> actions;
  std::string problem;
  int replays = 0;  // how many times the check ran while shrinking
};

// `actions` must fail `check`. Stops after `max_replays` checks.
Reproduction shrink(const GameSetup& setup, std::vector<Action> actions, const FailureCheck& check,
                    int max_replays = 20000);

// The check of the legality fuzzer: replays on a DifferentialSession, deep
// comparisons at every step when `deep`.
FailureCheck session_check(bool deep);

// The reproduction as text: rules, size, start position, actions one per line, problem.
std::string describe(const Reproduction& reproduction);

}  // namespace goref::differential
