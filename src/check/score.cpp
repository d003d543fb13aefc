#include "check/score.h"

#include <memory>

#include "scoring/score.h"

namespace goref::check {

ScoreAnswer score_final_position(const core::Game& game, double komi, const std::vector<core::Point>* dead) {
  auto result = std::make_unique<scoring::ScoreResult>();
  scoring::ScoreRequest request;
  request.game = &game;
  request.komi = komi;
  // With markup, the markup is the whole agreement: stones it does not mark
  // dead stay on the board (the same agreement loadsgf sets up). Without,
  // goref's analysis decides.
  scoring::AgreedStatus agreed;
  if (dead != nullptr) {
    agreed = scoring::agreement_from_markup(game.board(), *dead);
    request.agreed = &agreed;
  }
  scoring::score_game(request, *result);
  if (!result->scorable) return {std::nullopt, result->note.empty() ? result->error : result->note};
  return {result->breakdown.result, {}};
}

}  // namespace goref::check
