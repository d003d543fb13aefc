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
};

// Scores the game's current position under its rules with `komi`.
//  - dead == nullptr: as final_score after the game: goref's dead-stone analysis decides.
//  - dead != nullptr: the players' agreement (TB/TW markup): exactly these chains are
//    dead, every other stone stays on the board (alive, or in seki where the analysis sees
//    seki).
ScoreAnswer score_final_position(const core::Game& game, double komi, const std::vector<core::Point>* dead);

}  // namespace goref::check
