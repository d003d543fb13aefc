// A fuzzing run: games seeded from (seed, game index), played on T threads
// until N positions were compared; the first disagreement (lowest game index)
// is shrunk to a minimal reproduction.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>

#include "fuzz_stats.h"
#include "shrink.h"

namespace goref::differential {

struct CampaignOptions {
  std::uint64_t positions = 200000;
  std::uint64_t seed = 1;
  int threads = 1;
  // Called now and then from one of the threads with the positions done so far.
  std::function<void(std::uint64_t positions, std::uint64_t disagreements)> progress;
};

struct CampaignResult {
  FuzzStats stats;
  std::optional<Reproduction> first_disagreement;
  std::uint64_t first_disagreement_game = 0;
  double seconds = 0;
};

CampaignResult run_campaign(const CampaignOptions& options);

// One game of a run; its actions are appended to `actions`. Returns the
// problem ("" when goref and the reference agreed throughout).
std::string play_fuzzed_game(std::uint64_t seed, std::uint64_t index, FuzzStats& stats, GameSetup& setup,
                             std::vector<Action>& actions);

}  // namespace goref::differential
