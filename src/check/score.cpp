#include "check/score.h"

#include <algorithm>
#include <memory>

#include "replay/replay.h"
#include "scoring/score.h"
#include "scoring/score_range.h"

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
  ScoreAnswer answer;
  if (!result->scorable) {
    answer.why = result->note.empty() ? result->error : result->note;
    return answer;
  }
  answer.score = result->breakdown.result;
  scoring::ScoreRange range;
  scoring::score_range(request, *result, range);
  const core::Board& board = game.board();
  for (const scoring::UncertainChain& u : range.chains) {
    const std::vector<core::Point> stones = scoring::chain_in_board_order(board, result->chains[u.index].first);
    std::string text;
    for (core::Point p : stones) text += (text.empty() ? "" : " ") + replay::gtp_vertex(board, p);
    answer.uncertain.push_back(std::move(text));
  }
  for (const scoring::UncertainChain& u : range.open_kos)
    answer.open_kos.push_back(replay::gtp_vertex(board, result->chains[u.index].first));
  answer.range_black = range.best_for_black_result;
  answer.range_white = range.best_for_white_result;
  answer.winner_certain = range.winner_certain;
  answer.unsettled = range.unsettled;
  return answer;
}

}  // namespace goref::check
