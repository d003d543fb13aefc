// The fuzzer's random numbers: SplitMix64, so a (seed, game index) pair names
// the same game on every platform and standard library.
#pragma once

#include <cstdint>

namespace goref::differential {

class FuzzRandom {
 public:
  explicit FuzzRandom(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    state_ += 0x9E3779B97F4A7C15ULL;
    std::uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n), n > 0 (the modulo bias is irrelevant here).
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
  // True with probability numerator / denominator.
  bool chance(int numerator, int denominator) { return below(denominator) < numerator; }

  // The seed of game `index` of a run seeded with `seed`.
  static std::uint64_t game_seed(std::uint64_t seed, std::uint64_t index) {
    FuzzRandom mix(seed ^ (index * 0xD1B54A32D192ED03ULL));
    mix.next();
    return mix.next();
  }

 private:
  std::uint64_t state_;
};

}  // namespace goref::differential
