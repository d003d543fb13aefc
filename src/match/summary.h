// The table at the end of a run, from games.jsonl lines: per pair of engines,
// wins, losses and draws overall and by colour, the mean score margin of the
// counted games, and the faults by kind.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace goref::match {

struct PairTally {
  std::string first, second;  ///< engine names; counts are from `first`'s side
  int games = 0, wins = 0, losses = 0, draws = 0, voids = 0;
  int black_wins = 0, black_losses = 0, white_wins = 0, white_losses = 0;  ///< `first` as Black / as White
  int counted = 0;
  double margin_sum = 0;  ///< `first`'s margin (points ahead) over counted games
};

/// Counts games as they are recorded, in memory that does not grow with the
/// number of games (a run of a million games keeps a few counters per pair).
class MatchTally {
 public:
  void add(const nlohmann::json& game);

  /// The pair's counts from `first`'s side.
  PairTally pair(const std::string& first, const std::string& second) const;

  /// Plain text, one block per pairing, then faults per engine and kind.
  std::string table(const std::vector<std::pair<std::string, std::string>>& pairings) const;

 private:
  std::map<std::pair<std::string, std::string>, PairTally> pairs_;  // key: names in sorted order
  std::map<std::string, std::map<std::string, int>> faults_;
  std::map<std::string, std::map<std::string, int>> forfeits_;
};

}  // namespace goref::match
