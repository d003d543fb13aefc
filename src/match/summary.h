// The table at the end of a run, from games.jsonl lines: per pair of engines,
// wins, losses and draws overall and by colour, the mean score margin of the
// counted games, and the faults by kind.
#pragma once

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

PairTally tally_pair(const std::vector<nlohmann::json>& games, const std::string& first, const std::string& second);

/// Plain text, one block per pairing, then faults per engine and kind.
std::string summary_table(const std::vector<nlohmann::json>& games,
                          const std::vector<std::pair<std::string, std::string>>& pairings);

}  // namespace goref::match
