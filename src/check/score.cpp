#include "check/score.h"

#include <memory>

#include "scoring/score.h"

namespace goref::check {

ScoreAnswer score_final_position(const core::Game& game, double komi, const std::vector<core::Point>* dead) {
  auto result = std::make_unique<scoring::ScoreResult>();
  scoring::ScoreRequest request;
  request.game = &game;
  request.komi = komi;
  if (dead == nullptr) {
    scoring::score_game(request, *result);
    if (!result->scorable) return {std::nullopt, result->note.empty() ? result->error : result->note};
    return {result->breakdown.result, {}};
  }
  const core::Turn& now = game.current();
  if (now.phase == core::Phase::Ended && now.end_reason == core::EndReason::LongCycle)
    return {std::nullopt, "the game ended in a long cycle"};
  const core::Board& board = game.board();
  scoring::AgreedStatus agreed;
  for (core::Point stone : *dead) agreed.set_chain(board, stone, scoring::Status::Dead);
  scoring::decide_status(board, game.rules().score_all_stones_alive, &agreed, request.options, result->status);
  // The markup is the whole agreement: stones it does not mark dead stay on the board.
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const core::Point p = board.point(x, y);
      if (result->status[p] == scoring::Status::Dead && agreed.at(board, p) != scoring::Status::Dead)
        result->status[p] = scoring::Status::Alive;
    }
  }
  scoring::CountInput input;
  input.board = &board;
  input.status = &result->status;
  input.rules = game.rules();
  input.komi = komi;
  input.handicap = game.handicap_stones();
  input.captures = now.captures;
  input.passes = now.passes;
  input.first_passer = now.first_passer;
  input.last_passer = now.last_passer;
  input.play_stopped = now.phase != core::Phase::Playing;
  scoring::count(input, result->breakdown);
  return {result->breakdown.result, {}};
}

}  // namespace goref::check
