// PositionIndex against a plain vector of hashes: every query answers the same entries,
// newest first, through pushes, pops and table growth, with few distinct hashes (the shape
// of a pass storm) and with many.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "core/position_index.h"

namespace goref::core {
namespace {

std::vector<std::uint32_t> matches(const PositionIndex& index, std::uint64_t hash) {
  std::vector<std::uint32_t> out;
  index.for_each_match(hash, [&](std::uint32_t entry) {
    out.push_back(entry);
    return true;
  });
  return out;
}

std::vector<std::uint32_t> expected_matches(const std::vector<std::uint64_t>& model, std::uint64_t hash) {
  std::vector<std::uint32_t> out;
  for (std::size_t e = model.size(); e-- > 0;) {
    if (model[e] == hash) out.push_back(static_cast<std::uint32_t>(e));
  }
  return out;
}

void random_walk(std::uint64_t distinct_hashes, std::uint32_t seed) {
  std::mt19937_64 random(seed);
  PositionIndex index;
  std::vector<std::uint64_t> model;
  for (int step = 0; step < 20'000; ++step) {
    // Pushes win two to one, so the index grows past several table sizes.
    if (model.empty() || random() % 3 != 0) {
      // Hashes that share their low bits too, so that probes collide.
      const std::uint64_t hash = (random() % distinct_hashes) << 40;
      index.push(hash);
      model.push_back(hash);
    } else {
      index.pop();
      model.pop_back();
    }
    ASSERT_EQ(index.size(), model.size());
    if (step % 97 == 0) {
      for (std::uint64_t h = 0; h < std::min<std::uint64_t>(distinct_hashes, 40); ++h)
        ASSERT_EQ(matches(index, h << 40), expected_matches(model, h << 40)) << "step " << step;
    }
  }
  for (std::uint64_t h = 0; h < distinct_hashes; ++h) ASSERT_EQ(matches(index, h << 40), expected_matches(model, h << 40));
}

TEST(PositionIndex, AnswersLikeAScanWithFewDistinctPositions) { random_walk(3, 1); }

TEST(PositionIndex, AnswersLikeAScanWithManyDistinctPositions) { random_walk(5'000, 2); }

TEST(PositionIndex, AStoppedWalkVisitsOnlyTheNewestEntries) {
  PositionIndex index;
  for (int i = 0; i < 10'000; ++i) index.push(42);
  int visited = 0;
  index.for_each_match(42, [&](std::uint32_t entry) {
    EXPECT_EQ(entry, 9'999u - static_cast<std::uint32_t>(visited));
    return ++visited < 3;
  });
  EXPECT_EQ(visited, 3);
}

TEST(PositionIndex, PoppingEverythingLeavesNoMatch) {
  PositionIndex index;
  for (int i = 0; i < 5'000; ++i) index.push(static_cast<std::uint64_t>(i % 7) * 0x9e3779b97f4a7c15ULL);
  for (int i = 0; i < 5'000; ++i) index.pop();
  EXPECT_EQ(index.size(), 0u);
  for (int i = 0; i < 7; ++i) EXPECT_TRUE(matches(index, static_cast<std::uint64_t>(i) * 0x9e3779b97f4a7c15ULL).empty());
}

}  // namespace
}  // namespace goref::core
