#include "gtp/engine/score_cache.h"

#include "gtp/engine/referee.h"

namespace goref::gtp {

ScoreCache::Key ScoreCache::key_of(const Referee& referee) {
  const core::Game& game = referee.game();
  return {game.board().hash(),       game.board().width(),         game.board().height(),
          referee.agreed_status_version(), game.rules(),           referee.komi(),
          game.handicap_stones(),     game.current().captures,      game.current().passes,
          game.current().first_passer, game.current().last_passer, game.current().phase,
          game.current().end_reason};
}

const scoring::ScoreResult& ScoreCache::get(const Referee& referee) {
  const Key key = key_of(referee);
  if (!valid_ || !(key == key_)) {
    scoring::ScoreRequest request;
    request.game = &referee.game();
    request.komi = referee.komi();
    request.agreed = &referee.agreed_status();
    result_ = std::make_unique<scoring::ScoreResult>();
    scoring::score_game(request, *result_);
    ++counts_;
    key_ = key;
    valid_ = true;
    range_.reset();
  }
  return *result_;
}

const scoring::ScoreRange& ScoreCache::range(const Referee& referee) {
  const scoring::ScoreResult& result = get(referee);
  if (!range_) {
    scoring::ScoreRequest request;
    request.game = &referee.game();
    request.komi = referee.komi();
    request.agreed = &referee.agreed_status();
    range_ = std::make_unique<scoring::ScoreRange>();
    scoring::score_range(request, result, *range_);
  }
  return *range_;
}

}  // namespace goref::gtp
