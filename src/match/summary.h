// The table at the end of a run and of `goref match stats`, from games.jsonl
// lines: per pair of engines, wins, losses and draws overall and by colour,
// Elo with its interval from games and from colour-swapped pairs, LOS,
// normalized Elo, the SPRT's state, the mean score margin by colour, and the
// faults by engine and kind.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "match/statistics.h"

namespace goref::match {

/// Score margins (points ahead, from one engine's side) of counted games.
struct MarginSum {
  long long count = 0;
  double sum = 0, sum_of_squares = 0;
  void add(double margin) {
    ++count;
    sum += margin;
    sum_of_squares += margin * margin;
  }
};

struct PairTally {
  std::string first, second;  ///< engine names; counts are from `first`'s side
  int games = 0, wins = 0, losses = 0, draws = 0, voids = 0;
  int black_wins = 0, black_losses = 0, white_wins = 0, white_losses = 0;  ///< `first` as Black / as White
  int counted = 0;
  double margin_sum = 0;  ///< `first`'s margin (points ahead) over counted games
  MarginSum margin_as_black, margin_as_white;  ///< `first`'s margins by its colour
  /// Colour-swapped pairs whose two games are recorded and neither void, by `first`'s score.
  PentanomialCounts pentanomial;

  TrinomialCounts trinomial() const { return {wins, draws, losses}; }
  /// Elo from the pairs when there are any (they carry the colour-swap's correlation),
  /// else from the games.
  EloEstimate estimate() const {
    return pentanomial.total() > 0 ? estimate_pentanomial(pentanomial) : estimate_trinomial(trinomial());
  }
};

/// Counts games as they are recorded, in memory that does not grow with the
/// number of games (a run of a million games keeps a few counters per pair of
/// engines, and the first game of each colour-swapped pair until its second
/// arrives: the games in flight).
class MatchTally {
 public:
  /// Returns true when the game completes a colour-swapped pair (both games recorded).
  bool add(const nlohmann::json& game);

  /// The pair's counts from `first`'s side.
  PairTally pair(const std::string& first, const std::string& second) const;

  /// Plain text, one block per pairing, then faults per engine and kind; with `sprt`,
  /// the test's state for the first pairing.
  std::string table(const std::vector<std::pair<std::string, std::string>>& pairings,
                    const std::optional<SprtSettings>& sprt = std::nullopt) const;
  /// The same as JSON (`goref match stats --json`): infinite Elo is null.
  nlohmann::json json(const std::vector<std::pair<std::string, std::string>>& pairings,
                      const std::optional<SprtSettings>& sprt = std::nullopt) const;

  long long games() const { return games_; }

 private:
  struct HalfPair {
    std::string first;    ///< sorted-name key of the pairing
    std::string second;
    double first_score;   ///< 0, 0.5 or 1; negative: void
  };

  std::map<std::pair<std::string, std::string>, PairTally> pairs_;  // key: names in sorted order
  std::map<long long, HalfPair> open_pairs_;                        // by schedule pair number
  std::map<std::string, std::map<std::string, int>> faults_;
  std::map<std::string, std::map<std::string, int>> forfeits_;
  // Games counted by goref whose result is not a confident count (an
  // uncertain chain changes the winner, or the board is unsettled).
  int counted_by_goref_ = 0;
  std::vector<std::string> flagged_;  // their ids
  std::map<std::string, int> engine_games_;
  long long games_ = 0;
};

/// The SPRT of a pairing's results: pentanomial when it has pairs, else games.
struct SprtState {
  double llr = 0;
  SprtDecision decision = SprtDecision::Continue;
  long long games = 0;  ///< games that entered the test
};
SprtState evaluate_sprt(const SprtSettings& settings, const PairTally& tally);

}  // namespace goref::match
