#include "fuzz_campaign.h"

#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

#include "differential_session.h"
#include "game_setup_generator.h"
#include "move_generator.h"

namespace goref::differential {

std::string play_fuzzed_game(std::uint64_t seed, std::uint64_t index, FuzzStats& stats, GameSetup& setup,
                             std::vector<Action>& actions) {
  FuzzRandom random(FuzzRandom::game_seed(seed, index));
  setup = random_game_setup(random);
  DifferentialSession session(setup);
  MoveGenerator generator(random, setup);
  Action action;
  std::string problem;
  while (problem.empty() && generator.next(session.reference(), action)) {
    actions.push_back(action);
    problem = session.step(action, generator.deep_check());
  }
  session.flush(stats);
  if (!problem.empty()) ++stats.disagreements;
  return problem;
}

CampaignResult run_campaign(const CampaignOptions& options) {
  const auto started = std::chrono::steady_clock::now();
  std::atomic<std::uint64_t> next_game{0};
  std::atomic<std::uint64_t> positions{0};
  std::atomic<std::uint64_t> disagreements{0};
  std::mutex mutex;
  CampaignResult result;
  struct Failure {
    std::uint64_t index;
    GameSetup setup;
    std::vector<Action> actions;
  };
  std::optional<Failure> first;

  auto worker = [&](bool reports) {
    FuzzStats local;
    auto last_report = std::chrono::steady_clock::now();
    while (positions.load() < options.positions) {
      const std::uint64_t index = next_game.fetch_add(1);
      const std::uint64_t before = local.positions;
      GameSetup setup;
      std::vector<Action> actions;
      const std::string problem = play_fuzzed_game(options.seed, index, local, setup, actions);
      positions += local.positions - before;
      if (!problem.empty()) {
        ++disagreements;
        std::lock_guard lock(mutex);
        if (!first || index < first->index) first = Failure{index, setup, std::move(actions)};
      }
      if (reports && options.progress) {
        const auto now = std::chrono::steady_clock::now();
        if (now - last_report > std::chrono::milliseconds(250)) {
          options.progress(positions.load(), disagreements.load());
          last_report = now;
        }
      }
    }
    std::lock_guard lock(mutex);
    result.stats.add(local);
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < options.threads; ++t) threads.emplace_back(worker, false);
  worker(true);
  for (auto& thread : threads) thread.join();
  if (options.progress) options.progress(positions.load(), disagreements.load());

  if (first) {
    // Shrink with the cheap comparisons when they show the problem, else with every
    // comparison at every step (the deep ones may have been what caught it).
    std::size_t step = 0;
    const bool cheap = !session_check(false)(first->setup, first->actions, step).empty();
    result.first_disagreement = shrink(first->setup, first->actions, session_check(!cheap));
    result.first_disagreement_game = first->index;
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return result;
}

}  // namespace goref::differential
