#include "scoring/score.h"

#include <utility>

namespace goref::scoring {

using core::Board;
using core::Color;
using core::Point;

void AgreedStatus::set_chain(const Board& board, Point p, Status status) {
  const Color c = board.at(p);
  if (c != Color::Black && c != Color::White) return;
  const Point head = board.chain_head(p);
  Point s = head;
  do {
    marks_[s] = status == Status::Unknown ? Mark{} : Mark{status, c};
    s = board.next_in_chain(s);
  } while (s != head);
}

bool AgreedStatus::any(const Board& board) const {
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      if (at(board, board.point(x, y)) != Status::Unknown) return true;
    }
  }
  return false;
}

AgreedStatus agreement_from_markup(const Board& board, std::span<const Point> dead) {
  AgreedStatus agreed;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) != Color::Empty && board.chain_head(p) == p) agreed.set_chain(board, p, Status::Alive);
    }
  }
  for (Point stone : dead) agreed.set_chain(board, stone, Status::Dead);
  return agreed;
}

void decide_chains(const Board& board, bool score_all_alive, const AgreedStatus* agreed,
                   const DeadStoneOptions& options, ChainStatuses& out) {
  out.status.fill(Status::Unknown);
  out.chain.fill(-1);
  out.chains.clear();
  const int w = board.width();
  const int h = board.height();
  // Agreed statuses hold for whole chains (a chain may have grown since).
  PointMap<Status> chain_mark{};
  if (agreed != nullptr && !score_all_alive) {
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const Point p = board.point(x, y);
        const Status s = agreed->at(board, p);
        if (s != Status::Unknown && chain_mark[board.chain_head(p)] == Status::Unknown)
          chain_mark[board.chain_head(p)] = s;
      }
    }
  }
  // The analysis sees the board without the stones agreed dead; it is not
  // run at all when every chain is agreed (a loaded record's markup) or the
  // rules keep every stone.
  // The ones agreed alive or in seki it takes as standing: no reading may
  // capture them, so the chains around them are judged with them on the board
  // for good (a stone inside an agreed-alive group's eye is dead, whatever the
  // playouts alone would have made of the group).
  core::PackedBoard without_dead = board.pack();
  PointMap<Status> standing{};
  bool any_standing = false;
  bool every_chain_agreed = true;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) == Color::Empty) continue;
      const Status mark = chain_mark[board.chain_head(p)];
      if (mark == Status::Dead) without_dead.set(p, Color::Empty);
      if (mark == Status::Alive || mark == Status::Seki) {
        standing[p] = mark;
        any_standing = true;
      }
      if (mark == Status::Unknown) every_chain_agreed = false;
    }
  }
  DeadStoneAnalysis analysis;
  const bool analysed = !every_chain_agreed && !score_all_alive;
  const Board analysed_board = analysed ? Board::unpack(without_dead, w, h) : Board{};
  if (analysed) analyze_dead_stones(analysed_board, options, analysis, any_standing ? &standing : nullptr);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) == Color::Empty || out.chain[p] >= 0) continue;
      const Point head = board.chain_head(p);
      // Removing the agreed-dead stones merges no chain: p names the same
      // chain on the analysed board.
      const Status mark = chain_mark[head];
      ChainEvidence e;
      if (!score_all_alive && mark == Status::Unknown) e = analysis.chains[static_cast<std::size_t>(analysis.chain[p])];
      e.first = p;
      e.color = board.at(p);
      e.stones = board.chain_size(p);
      e.rules_keep_all = score_all_alive;
      e.agreed = mark;
      const Status chain_status = verdict(e);
      Point s = head;
      do {
        out.chain[s] = static_cast<std::int16_t>(out.chains.size());
        out.status[s] = chain_status;
        s = board.next_in_chain(s);
      } while (s != head);
      out.chains.push_back(e);
    }
  }
  // A chain the players agreed is certain: its neighbours are no longer
  // beside an uncertain chain because of it (the agreed-dead stones are off
  // the analysed board, as the analysis saw it).
  if (analysed && agreed != nullptr) mark_chains_beside_uncertain_opponents(analysed_board, out.chain, out.chains);
}

void decide_status(const Board& board, bool score_all_alive, const AgreedStatus* agreed,
                   const DeadStoneOptions& options, PointMap<Status>& out) {
  ChainStatuses statuses;
  decide_chains(board, score_all_alive, agreed, options, statuses);
  out = statuses.status;
}

CountInput count_input(const ScoreRequest& request, const PointMap<Status>& status) {
  const core::Game& game = *request.game;
  const core::Turn& now = game.current();
  CountInput input;
  input.board = &game.board();
  input.status = &status;
  input.rules = game.rules();
  input.komi = request.komi;
  input.handicap = game.handicap_stones();
  input.captures = now.captures;
  input.passes = now.passes;
  input.first_passer = now.first_passer;
  input.last_passer = now.last_passer;
  input.play_stopped = now.phase != core::Phase::Playing && now.end_reason != core::EndReason::LongCycle;
  return input;
}

void score_game(const ScoreRequest& request, ScoreResult& out) {
  const core::Game& game = *request.game;
  const core::Turn& now = game.current();
  out.scorable = true;
  out.error.clear();
  out.note.clear();
  if (now.phase == core::Phase::Ended && now.end_reason == core::EndReason::LongCycle &&
      game.rules().cycle_outcome == core::CycleOutcome::NoResult) {
    out.scorable = false;
    out.error = "cannot score";
    out.note = "the game ended with no result (long cycle)";
    return;
  }
  ChainStatuses statuses;
  decide_chains(game.board(), game.rules().score_all_stones_alive, request.agreed, request.options, statuses);
  out.status = statuses.status;
  out.chain = statuses.chain;
  out.chains = std::move(statuses.chains);
  count(count_input(request, out.status), out.breakdown);
  if (now.phase == core::Phase::Ended && now.end_reason == core::EndReason::LongCycle) {
    // Korean practice: a long cycle is a draw whatever the board says.
    out.note = "long cycle: draw";
    out.breakdown.margin = 0;
    out.breakdown.result = "0";
  }
}

}  // namespace goref::scoring
