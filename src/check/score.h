#pragma once

// The count of a finished game, for comparing with RE: the one place where goref check
// meets the scoring module.

#include <optional>
#include <string>
#include <vector>

#include "core/game.h"

namespace goref::check {

struct ScoreAnswer {
  std::optional<std::string> score;  // "B+3.5", "W+0.5", "0" (final_score's form)
  std::string why;                   // when there is no score
  // The chains goref is unsure of ("D4 E4" each; none under markup, which the
  // players agreed on), the range of results they span (best for Black, best
  // for White), whether the winner is the same over it, and why the board is
  // unsettled (docs/scoring.md §3 "Certainty").
  std::vector<std::string> uncertain;
  std::vector<std::string> open_kos;  // stones in a ko left open between living chains ("C1" each)
  std::string range_black;
  std::string range_white;
  bool winner_certain = true;
  std::vector<std::string> unsettled;
};

// Scores the game's current position under its rules with `komi`.
//  - dead == nullptr: as final_score after the game: goref's dead-stone analysis decides.
//  - dead != nullptr: the players' agreement (TB/TW markup): exactly these chains are
//    dead, every other stone stays on the board (alive, or in seki where the analysis sees
//    seki).
ScoreAnswer score_final_position(const core::Game& game, double komi, const std::vector<core::Point>* dead);

}  // namespace goref::check
