#include "scoring/score_range.h"

#include <algorithm>
#include <vector>

#include "scoring/count.h"

namespace goref::scoring {

namespace {

using core::Board;
using core::Color;
using core::Point;

// 'B', 'W' or '0' (a tie) of a result as format_result writes it ("B+0" is
// Ing's tie, won by Black).
char winner(const std::string& result) { return result.empty() ? '0' : result[0]; }

void set_chain(const Board& board, Point first, Status status, PointMap<Status>& map) {
  Point s = first;
  do {
    map[s] = status;
    s = board.next_in_chain(s);
  } while (s != first);
}

void set_unit(const Board& board, const ScoreResult& result, const FlipUnit& unit, Status status,
              PointMap<Status>& map) {
  for (const std::size_t c : unit.chains) set_chain(board, result.chains[c].first, status, map);
}

double margin_of(const ScoreRequest& request, const PointMap<Status>& status, ScoreBreakdown& scratch) {
  count(count_input(request, status), scratch);
  return scratch.margin;
}

// Neutral: no living stone stands there and nobody counts it (dame, the
// point of a dead stone nobody surrounds, a seki eye).
bool neutral(const Board& board, const ScoreResult& result, Point p) {
  if (board.at(p) != Color::Empty && result.status[p] != Status::Dead) return false;
  return result.breakdown.counted_for[p] == Color::Empty;
}

// Area and territory counting alike count an empty region as a side's only
// when its stones alone border it (Tromp-Taylor rule 9), and a finished game
// has its dame filled (J89 commentary to art. 9-2; Ing 1991 art. 1). A
// neutral region (every point next to a stone, so no open border) in which
// exactly one point touches the opponent's living stones, and that point
// touches the closer's own living stones too, is a boundary left open: the
// closer fills that dame and the rest of the region, touching its stones
// alone, is its territory; the opponent filling it first gains that one
// point and the closer blocks behind it (Fox 1512206155: twelve points above
// White's K14 that Black closes at K15: counted as they stand W+3.5, with
// the region Black's B+8.5, and the players counted B+7.5). Two points are a dame pair
// either side fills, so the region needs three or more. Nothing counts such
// a region for the closer; the range gives it to the closer's best end and
// the board is unsettled. A region beside a seki is left alone: its points
// are liberties both chains need.
// Returns which sides close it (bit 0 Black, bit 1 White).
int closed_by_one_move(const Board& board, const ScoreResult& result, const std::vector<Point>& region,
                       ScoreRange& out) {
  if (region.size() < 3) return 0;
  // [c]: the region's points next to the living stones of the other side
  // than c (the ones c must fill), the last of them, and whether it touches
  // c's own stones too. c = 0 Black, 1 White.
  Point touching[2] = {core::kNoPoint, core::kNoPoint};
  int count[2] = {0, 0};
  bool closer_beside[2] = {false, false};
  for (const Point p : region) {
    bool beside[2] = {false, false};  // living Black, living White stones next to p
    for (Point n : board.neighbours(p)) {
      if (!board.is_on_board(n) || board.at(n) == Color::Empty) continue;
      if (result.status[n] == Status::Seki) return 0;
      if (result.status[n] != Status::Dead) beside[board.at(n) == Color::Black ? 0 : 1] = true;
    }
    for (const int c : {0, 1}) {
      if (!beside[1 - c]) continue;
      ++count[c];
      touching[c] = p;
      closer_beside[c] = beside[c];
    }
  }
  int closers = 0;
  for (const int c : {0, 1}) {
    if (count[c] != 1 || !closer_beside[c]) continue;
    if (out.closable_regions[0] + out.closable_regions[1] == 0) {
      out.closing_example = touching[c];
      out.closing_colour = c == 0 ? Color::Black : Color::White;
    }
    ++out.closable_regions[c];
    out.closable_points[c] += static_cast<int>(region.size());
    closers |= 1 << c;
  }
  return closers;
}

// The points a side may still take, as the verdict's board leaves them: the
// open regions (either side's) and the regions each side closes with one
// move (that side's). [0]: Black's, [1]: White's.
struct TakeablePoints {
  std::vector<Point> side[2];
};

// The open regions and the regions one side closes, found on the verdict's
// board (docs/scoring.md §3 "Unsettled boards"), into `out`'s counts and
// `takeable`'s lists.
void find_open_regions(const Board& board, const ScoreResult& result, ScoreRange& out, TakeablePoints& takeable) {
  // After a finished game every neutral point touches a stone (a dame between
  // two walls, a shared liberty of a seki): one whose neighbours are all
  // neutral lies in an open border or a neutral area nobody closed. Such a
  // region is nobody's in the count, but either side may still take it: the
  // range gives all of it to each side in turn (a bound, one point per point
  // under area and territory counting alike).
  PointMap<bool> seen{};
  std::vector<Point> region;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point start = board.point(x, y);
      if (seen[start] || !neutral(board, result, start)) continue;
      region.assign(1, start);
      seen[start] = true;
      int open = 0;
      for (std::size_t i = 0; i < region.size(); ++i) {
        const Point p = region[i];
        bool all_neutral = true;
        for (Point n : board.neighbours(p)) {
          if (!board.is_on_board(n)) continue;
          if (!neutral(board, result, n)) {
            all_neutral = false;
            continue;
          }
          if (!seen[n]) {
            seen[n] = true;
            region.push_back(n);
          }
        }
        if (!all_neutral) continue;
        if (out.open_points == 0 && open == 0) out.open_example = p;
        ++open;
      }
      const int closers = open == 0 ? closed_by_one_move(board, result, region, out) : 0b11;
      for (const int c : {0, 1}) {
        if (closers & (1 << c)) takeable.side[c].insert(takeable.side[c].end(), region.begin(), region.end());
      }
      if (open == 0) continue;
      out.open_points += open;
      out.open_region_points += static_cast<int>(region.size());
    }
  }
}

// How many of `points` a count gives to nobody: no stone that stays stands
// there (a chain flipped alive does) and no side counts it.
int still_neutral(const std::vector<Point>& points, const ScoreBreakdown& counted) {
  int n = 0;
  for (const Point p : points) {
    const PointClass what = counted.points[p];
    n += counted.counted_for[p] == Color::Empty && what != PointClass::BlackStone && what != PointClass::WhiteStone;
  }
  return n;
}

}  // namespace

void score_range(const ScoreRequest& request, const ScoreResult& result, ScoreRange& out) {
  out = ScoreRange{};
  const core::Game& game = *request.game;
  const Board& board = game.board();
  const core::TieRule tie = game.rules().tie_rule;
  const double base = result.breakdown.margin;
  out.best_for_black = out.best_for_white = base;
  out.best_for_black_result = out.best_for_white_result = result.breakdown.result;
  if (!result.scorable) return;
  // Korean practice: a long cycle is a draw whatever the stones are.
  const bool fixed_draw = game.current().phase == core::Phase::Ended &&
                          game.current().end_reason == core::EndReason::LongCycle;

  // The units (score_range.h): one group's uncertain chains together, then
  // the likely chains of each group with the same verdict.
  std::vector<Certainty> classes(result.chains.size());
  // The groups holding a certain chain (a group index belongs to one colour,
  // eye_space.h): they cannot die, whatever their uncertain chains do.
  std::vector<bool> certain_group;
  for (std::size_t i = 0; i < result.chains.size(); ++i) {
    classes[i] = certainty(result.chains[i]);
    const int group = result.chains[i].eyes.group;
    if (classes[i] != Certainty::Certain || group < 0) continue;
    const auto index = static_cast<std::size_t>(group);
    if (certain_group.size() <= index) certain_group.resize(index + 1);
    certain_group[index] = true;
  }
  std::vector<int> unit_group;  // the static count's group of each unit, -1 for a chain alone
  for (std::size_t i = 0; i < result.chains.size(); ++i) {
    const ChainEvidence& e = result.chains[i];
    // A stone in an open ko is likely, but one move by either side decides
    // it: the range counts it both ways, alone (score_range.h).
    const bool open_ko = e.open_ko && classes[i] == Certainty::Likely;
    if (classes[i] != Certainty::Uncertain && !open_ko) continue;
    UncertainChain u;
    u.index = i;
    u.verdict = verdict(e);
    u.alternative = u.verdict == Status::Dead ? Status::Alive : Status::Dead;
    // Only a group short of two eyes lives or dies with the chain. One with
    // two eyes by the count lives whatever becomes of a weak chain of it (a
    // cutting stone, a ko stone), and so does one joined by miai to a living
    // friend or holding a certain chain (unconditionally alive): the chain
    // flips alone. A group whose second eye is a space holding dead
    // opponent stones is short of two eyes once it takes them (eye_space.h).
    // A chain judged dead that lives after all lives with the dead chains of
    // its group in its pocket (they share its eye space or cannot be cut
    // from it), unless it is a stone in an open ko.
    const bool holds_certain = e.eyes.group >= 0 && static_cast<std::size_t>(e.eyes.group) < certain_group.size() &&
                               certain_group[static_cast<std::size_t>(e.eyes.group)];
    const bool short_of_eyes = e.eyes.counted && e.eyes.halves - e.eyes.halves_until_taken < 4 && !e.eyes.connects_out;
    const bool with_group = (u.verdict == Status::Dead || short_of_eyes) && !e.open_ko && e.eyes.group >= 0 &&
                            !holds_certain;
    const int group = with_group ? e.eyes.group : -1;
    u.unit = out.units.size();
    for (std::size_t j = 0; j < out.units.size(); ++j) {
      if (group >= 0 && unit_group[j] == group && out.units[j].verdict == u.verdict) u.unit = j;
    }
    if (u.unit == out.units.size()) {
      FlipUnit unit;
      unit.verdict = u.verdict;
      unit.alternative = u.alternative;
      out.units.push_back(unit);
      unit_group.push_back(group);
    }
    FlipUnit& unit = out.units[u.unit];
    unit.chains.push_back(i);
    unit.stones += e.stones;
    (open_ko ? out.open_kos : out.chains).push_back(u);
  }
  for (std::size_t j = 0; j < out.units.size(); ++j) {
    if (unit_group[j] < 0) continue;
    FlipUnit& unit = out.units[j];
    const Color colour = result.chains[unit.chains.front()].color;
    for (std::size_t i = 0; i < result.chains.size(); ++i) {
      const ChainEvidence& e = result.chains[i];
      if (classes[i] != Certainty::Likely || e.open_ko || e.color != colour || e.eyes.group != unit_group[j] ||
          verdict(e) != unit.verdict) {
        continue;
      }
      unit.chains.push_back(i);
      unit.stones += e.stones;
    }
  }

  TakeablePoints takeable;
  find_open_regions(board, result, out, takeable);
  // Each end of the range is a combination's count with the points it still
  // leaves to nobody given to that side: a region a flipped group's death has
  // already made one side's is counted once, never twice (with every point
  // added again, a 72-stone group dead beside 148 open points gave B+370.5
  // on a 19x19 board with komi 7.5, Fox 1416318234).
  double low = base;
  double high = base;
  const auto consider = [&](const ScoreBreakdown& counted) {
    low = std::min(low, counted.margin - still_neutral(takeable.side[0], counted));
    high = std::max(high, counted.margin + still_neutral(takeable.side[1], counted));
  };
  // A fixed draw is the result whatever the stones are: no range.
  if (!fixed_draw) consider(result.breakdown);

  ScoreBreakdown scratch;
  PointMap<Status> status = result.status;
  std::vector<double> unit_margin(out.units.size());
  for (std::size_t j = 0; j < out.units.size(); ++j) {
    const FlipUnit& unit = out.units[j];
    set_unit(board, result, unit, unit.alternative, status);
    unit_margin[j] = fixed_draw ? 0 : margin_of(request, status, scratch);
    if (!fixed_draw) consider(scratch);
    set_unit(board, result, unit, unit.verdict, status);
  }
  for (std::vector<UncertainChain>* list : {&out.chains, &out.open_kos}) {
    for (UncertainChain& u : *list) {
      u.margin_if_flipped = unit_margin[u.unit];
      u.result_if_flipped = fixed_draw ? "0" : format_result(u.margin_if_flipped, tie);
    }
  }

  const std::size_t k = out.units.size();
  if (fixed_draw || k == 0) {
    out.combinations = 1;
  } else if (k <= static_cast<std::size_t>(kMaxExhaustive)) {
    out.combinations = 1LL << k;
    // Gray code: one unit changes per step, the statuses follow it.
    for (long long step = 1; step < out.combinations; ++step) {
      const std::size_t bit = static_cast<std::size_t>(__builtin_ctzll(static_cast<unsigned long long>(step)));
      const long long gray = step ^ (step >> 1);
      const FlipUnit& unit = out.units[bit];
      set_unit(board, result, unit, (gray >> bit) & 1 ? unit.alternative : unit.verdict, status);
      margin_of(request, status, scratch);
      consider(scratch);
    }
  } else {
    // Too many combinations to count them all. A unit's status moves the
    // count one way whatever the others are (a black chain dead does not help
    // Black), though not by the same amount (two chains beside one region
    // free it only together), so each end is one count: every unit of the
    // side it favours standing, every unit of the other side dead. Each is a
    // real combination, never a sum of gains no board could give; the one
    // exception to the monotony (a chain standing only by filling points in
    // its own defence, territory counting) is why the single flips and the
    // count as it stands are kept in (docs/scoring.md §3 "Score range").
    out.exhaustive = false;
    out.combinations = k < 62 ? 1LL << k : -1;
    for (const Color favoured : {Color::Black, Color::White}) {
      for (const FlipUnit& unit : out.units) {
        // The favoured side's units stand (alive or in seki, whichever of
        // the two statuses is not dead); the other side's are dead.
        const Status stands = unit.verdict == Status::Dead ? unit.alternative : unit.verdict;
        const Color colour = result.chains[unit.chains.front()].color;
        set_unit(board, result, unit, colour == favoured ? stands : Status::Dead, status);
      }
      margin_of(request, status, scratch);
      consider(scratch);
    }
  }
  out.best_for_black = low;
  out.best_for_white = high;
  out.best_for_black_result = format_result(out.best_for_black, tie);
  out.best_for_white_result = format_result(out.best_for_white, tie);
  out.winner_certain = winner(out.best_for_black_result) == winner(out.best_for_white_result);
  if (out.open_points > 0) {
    out.unsettled.push_back("open border: " + std::to_string(out.open_points) + " neutral point" +
                            (out.open_points == 1 ? "" : "s") + " with no stone next to them, in neutral regions of " +
                            std::to_string(out.open_region_points) + " points that either side may still take");
  }
  const int closable = out.closable_regions[0] + out.closable_regions[1];
  if (closable > 0) {
    const int points = out.closable_points[0] + out.closable_points[1];
    out.unsettled.push_back(std::to_string(closable) + " neutral region" + (closable == 1 ? "" : "s") + " of " +
                            std::to_string(points) + " points that one side makes its own by filling " +
                            (closable == 1 ? "its" : "each one's") + " one open boundary point");
  }
  // A ko is a dame the game left open, like a region's open point: the board
  // is not finished, whether or not its stone moves the winner.
  if (!out.open_kos.empty()) {
    const std::size_t n = out.open_kos.size();
    out.unsettled.push_back(std::to_string(n) + " open ko" + (n == 1 ? "" : "s") +
                            " between living chains: whoever fills " + (n == 1 ? "it" : "each") +
                            " first decides its stone");
  }
  if (!out.winner_certain && !out.chains.empty()) {
    const std::size_t n = out.chains.size();
    std::string others;
    if (out.open_points > 0 || closable > 0) others += " and the open regions";
    if (!out.open_kos.empty()) others += " and the open kos";
    out.unsettled.push_back(std::to_string(n) + " uncertain chain" + (n == 1 ? "" : "s") +
                            (others.empty() ? (n == 1 ? " decides" : " decide") : others + " decide") +
                            " the winner");
  }
}

std::vector<core::Point> chain_in_board_order(const core::Board& board, core::Point stone) {
  std::vector<core::Point> stones;
  const core::Point head = board.chain_head(stone);
  core::Point s = head;
  do {
    stones.push_back(s);
    s = board.next_in_chain(s);
  } while (s != head);
  std::sort(stones.begin(), stones.end(),
            [&](core::Point a, core::Point b) { return board.index_of(a) < board.index_of(b); });
  return stones;
}

}  // namespace goref::scoring
