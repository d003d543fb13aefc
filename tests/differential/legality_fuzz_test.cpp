// The legality fuzzer's fixed-seed run: goref's core Board/Game against the
// slow reference (reference_game.h) on adversarial games, every verdict kind
// and every ko rule's repetition branch reached. 200,000 positions in release
// builds, 20,000 in Debug/sanitizer builds; GOREF_LEGALITY_FUZZ_POSITIONS
// overrides.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "fuzz_campaign.h"

namespace goref::differential {
namespace {

std::uint64_t positions_to_run() {
  if (const char* env = std::getenv("GOREF_LEGALITY_FUZZ_POSITIONS"); env != nullptr && *env != '\0')
    return std::stoull(env);
  return GOREF_LEGALITY_FUZZ_POSITIONS;
}

TEST(LegalityFuzz, FixedSeedAgreesWithTheReference) {
  CampaignOptions options;
  options.positions = positions_to_run();
  options.seed = 20240612;
  const CampaignResult result = run_campaign(options);
  const FuzzStats& stats = result.stats;
  std::cout << stats.to_json().dump() << "\n";
  if (result.first_disagreement) ADD_FAILURE() << describe(*result.first_disagreement);
  EXPECT_EQ(stats.disagreements, 0u);
  EXPECT_GE(stats.positions, options.positions);

  // Coverage: the adversarial branches were really exercised.
  for (const char* verdict : {"legal", "occupied", "off board", "suicide", "ko", "superko", "game over"}) {
    EXPECT_GT(stats.by_verdict.count(verdict) ? stats.by_verdict.at(verdict) : 0u, 0u) << verdict;
  }
  auto verdicts = [&](const std::string& rule, const std::string& verdict) -> std::uint64_t {
    auto r = stats.verdict_by_ko_rule.find(rule);
    if (r == stats.verdict_by_ko_rule.end()) return 0;
    auto v = r->second.find(verdict);
    return v == r->second.end() ? 0 : v->second;
  };
  for (const char* rule : {"simple", "positional-superko", "situational-superko"}) {
    EXPECT_GT(verdicts(rule, "ko"), 0u) << rule;
  }
  EXPECT_GT(verdicts("positional-superko", "superko"), 0u);
  EXPECT_GT(verdicts("situational-superko", "superko"), 0u);
  EXPECT_EQ(verdicts("simple", "superko"), 0u);
  for (const char* event : {"legal_captures", "multi_stone_suicides", "single_stone_suicides", "out_of_turn_moves",
                            "undos", "undos_refused", "stops", "resumptions", "ended_two_passes",
                            "ended_all_alive", "ended_second_double_pass", "ended_long_cycle", "deep_checks"}) {
    EXPECT_GT(stats.events.count(event) ? stats.events.at(event) : 0u, 0u) << event;
  }
  for (const char* size : {"2x2", "3x3", "4x4", "5x5", "6x6", "7x7", "19x19"}) {
    EXPECT_GT(stats.by_board_size.count(size) ? stats.by_board_size.at(size) : 0u, 0u) << size;
  }
}

TEST(LegalityFuzz, TheSameSeedPlaysTheSameGames) {
  FuzzStats a;
  FuzzStats b;
  GameSetup setup_a;
  GameSetup setup_b;
  std::vector<Action> actions_a;
  std::vector<Action> actions_b;
  for (std::uint64_t game = 0; game < 20; ++game) {
    EXPECT_EQ(play_fuzzed_game(7, game, a, setup_a, actions_a), "");
    EXPECT_EQ(play_fuzzed_game(7, game, b, setup_b, actions_b), "");
  }
  EXPECT_EQ(a.to_json(), b.to_json());
  EXPECT_EQ(actions_a.size(), actions_b.size());
}

}  // namespace
}  // namespace goref::differential
