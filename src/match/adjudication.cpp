#include "match/adjudication.h"

#include <algorithm>
#include <memory>
#include <set>

#include "gtp/vertex/vertex.h"
#include "scoring/score.h"
#include "scoring/score_range.h"
#include "scoring/unconditional.h"

namespace goref::match {

namespace {

using core::Board;
using core::Color;
using core::Point;

// The stones a claim names, as a set (an engine may name a point twice, or an empty one).
std::set<Point> stones_of(const std::vector<Point>& claim, const Board& board) {
  std::set<Point> stones;
  for (Point p : claim)
    if (board.at(p) == Color::Black || board.at(p) == Color::White) stones.insert(p);
  return stones;
}

// A claim of whole chains: engines list every stone, but a referee reads a chain as one
// status, so a claim naming part of a chain names all of it.
std::set<Point> chains_of(const std::set<Point>& stones, const Board& board) {
  std::set<Point> chains;
  for (Point p : stones) {
    const Point head = board.chain_head(p);
    Point s = head;
    do {
      chains.insert(s);
      s = board.next_in_chain(s);
    } while (s != head);
  }
  return chains;
}

nlohmann::json side_json(const scoring::ColorCount& c) {
  return {{"stones", c.stones},   {"territory", c.territory}, {"captures", c.captures},
          {"dead", c.dead},       {"prisoners", c.prisoners}, {"area", c.area},
          {"score", c.score}};
}

std::string vertices(const std::vector<Point>& points, const Board& board) {
  return gtp::format_vertices(points, board);
}

}  // namespace

bool dead_stones_disputed(const DeadStoneClaims& claims, const Board& board) {
  if (!claims.black || !claims.white) return false;
  return chains_of(stones_of(*claims.black, board), board) != chains_of(stones_of(*claims.white, board), board);
}

Adjudication adjudicate(const core::Game& game, double komi, const DeadStoneClaims& claims, bool every_stone_alive) {
  Adjudication out;
  const Board& board = game.board();
  auto result = std::make_unique<scoring::ScoreResult>();
  scoring::ScoreRequest request;
  request.game = &game;
  request.komi = komi;

  std::optional<std::set<Point>> agreed_dead;
  scoring::AgreedStatus agreement;
  if (game.rules().score_all_stones_alive) {
    out.basis = "as-it-stands";
  } else if (every_stone_alive) {
    out.basis = "as-it-stands";
    agreement = scoring::agreement_from_markup(board, {});
    request.agreed = &agreement;
  } else if (claims.black && claims.white && !dead_stones_disputed(claims, board)) {
    agreed_dead = chains_of(stones_of(*claims.black, board), board);
    scoring::PointMap<scoring::Unconditional> unconditional{};
    scoring::unconditional_status(board, unconditional);
    for (int y = 0; y < board.height(); ++y) {
      for (int x = 0; x < board.width(); ++x) {
        const Point p = board.point(x, y);
        if (board.at(p) == Color::Empty || board.chain_head(p) != p) continue;
        const bool called_dead = agreed_dead->count(p) > 0;
        if (called_dead && unconditional[p] == scoring::Unconditional::Alive)
          out.disagreements.push_back("the engines call the chain at " + gtp::format_vertex(p, board) +
                                      " dead, but it is unconditionally alive");
        if (!called_dead && unconditional[p] == scoring::Unconditional::Dead)
          out.disagreements.push_back("the engines call the chain at " + gtp::format_vertex(p, board) +
                                      " alive, but it stands in unconditional territory of the opponent");
      }
    }
    out.basis = out.disagreements.empty() ? "agreed" : "goref";
  } else {
    out.basis = "goref";
    if (claims.black && claims.white)
      out.disagreements.push_back("the engines name different dead stones");
    else
      out.disagreements.push_back(claims.black || claims.white ? "only one engine named dead stones"
                                                               : "neither engine named dead stones");
  }

  if (out.basis == "agreed") {
    const std::vector<Point> dead(agreed_dead->begin(), agreed_dead->end());
    agreement = scoring::agreement_from_markup(board, dead);
    request.agreed = &agreement;
  }
  scoring::score_game(request, *result);
  if (!result->scorable) {
    out.scorable = false;
    out.result = "Void";
    out.note = result->note.empty() ? result->error : result->note;
    return out;
  }
  const scoring::ScoreBreakdown& breakdown = result->breakdown;
  out.result = breakdown.result;
  out.margin = breakdown.margin;
  out.note = result->note;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      const scoring::PointClass c = breakdown.points[p];
      if (board.at(p) != Color::Empty && result->status[p] == scoring::Status::Dead) out.dead.push_back(p);
      // Under area counting the dead stones' points are territory too; TB/TW then name
      // exactly the points each side counts, and a reader finds the dead stones on them.
      if (c == scoring::PointClass::BlackTerritory ||
          (c == scoring::PointClass::DeadWhite && board.at(p) == Color::White))
        out.territory_black.push_back(p);
      if (c == scoring::PointClass::WhiteTerritory ||
          (c == scoring::PointClass::DeadBlack && board.at(p) == Color::Black))
        out.territory_white.push_back(p);
    }
  }
  std::sort(out.territory_black.begin(), out.territory_black.end());
  std::sort(out.territory_white.begin(), out.territory_white.end());

  // With the engines' agreement in force, say where goref's own reading differs: a
  // reader of the record sees both.
  if (out.basis == "agreed") {
    auto own = std::make_unique<scoring::ScoreResult>();
    scoring::ScoreRequest own_request = request;
    own_request.agreed = nullptr;
    scoring::score_game(own_request, *own);
    std::vector<Point> own_dead;
    for (int y = 0; y < board.height(); ++y)
      for (int x = 0; x < board.width(); ++x) {
        const Point p = board.point(x, y);
        if (board.at(p) != Color::Empty && own->status[p] == scoring::Status::Dead) own_dead.push_back(p);
      }
    if (own->scorable && own_dead != out.dead)
      out.disagreements.push_back("goref's analysis would count " + own->breakdown.result + " with dead stones [" +
                                  vertices(own_dead, board) + "]");
  }
  // goref's own analysis decided: say how sure it is (a referee that knows
  // when it is unsure of a group, docs/scoring.md §3 "Certainty").
  if (out.basis == "goref") {
    scoring::ScoreRange range;
    scoring::score_range(request, *result, range);
    for (const scoring::UncertainChain& u : range.chains) {
      const std::vector<Point> stones = scoring::chain_in_board_order(board, result->chains[u.index].first);
      out.uncertain_chains.push_back(gtp::format_vertices(stones, board));
    }
    for (const scoring::UncertainChain& u : range.open_kos)
      out.open_kos.push_back(gtp::format_vertex(result->chains[u.index].first, board));
    out.range_best_for_black = range.best_for_black_result;
    out.range_best_for_white = range.best_for_white_result;
    out.winner_certain = range.winner_certain;
    out.unsettled = range.unsettled;
    out.flagged = !range.winner_certain || !range.unsettled.empty();
  }
  out.breakdown = {{"scoring", breakdown.scoring == core::ScoringRule::Area ? "area" : "territory"},
                   {"black", side_json(breakdown.color[0])},
                   {"white", side_json(breakdown.color[1])},
                   {"dame", breakdown.dame},
                   {"komi", breakdown.komi},
                   {"handicap_bonus", breakdown.handicap_bonus},
                   {"margin", breakdown.margin},
                   {"result", breakdown.result}};
  return out;
}

}  // namespace goref::match
