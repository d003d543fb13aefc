#include "scoring/count.h"

#include "scoring/move_liberties.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <span>

namespace goref::scoring {

namespace {

using core::Board;
using core::Color;
using core::Point;

constexpr std::uint8_t kBlackBit = 1;
constexpr std::uint8_t kWhiteBit = 2;

std::uint8_t bit_of(Color c) { return c == Color::Black ? kBlackBit : kWhiteBit; }

// Empty regions of a board: region id per empty point, and which colours
// each region touches.
struct Regions {
  PointMap<int> id{};
  std::array<std::uint8_t, core::kMaxOnBoard> border{};
  int count = 0;

  void compute(const Board& b) {
    std::array<Point, core::kMaxOnBoard> stack;
    const int w = b.width();
    const int h = b.height();
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) id[b.point(x, y)] = -1;
    count = 0;
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const Point start = b.point(x, y);
        if (b.at(start) != Color::Empty || id[start] >= 0) continue;
        std::uint8_t mask = 0;
        int top = 0;
        stack[static_cast<std::size_t>(top++)] = start;
        id[start] = count;
        while (top > 0) {
          const Point p = stack[static_cast<std::size_t>(--top)];
          for (Point n : b.neighbours(p)) {
            const Color c = b.at(n);
            if (c == Color::Black || c == Color::White) {
              mask |= bit_of(c);
            } else if (c == Color::Empty && id[n] < 0) {
              id[n] = count;
              stack[static_cast<std::size_t>(top++)] = n;
            }
          }
        }
        border[static_cast<std::size_t>(count++)] = mask;
      }
    }
  }

  std::uint8_t border_of(Point p) const { return border[static_cast<std::size_t>(id[p])]; }
  bool neutral(Point p) const { return border_of(p) == (kBlackBit | kWhiteBit); }
  bool owned_by(Point p, Color c) const { return border_of(p) == bit_of(c); }
};

// Liberties after a move, counted up to two: the dame and seki tests below
// only ask whether a stone would be left in atari.
constexpr int kEnoughLiberties = 2;

// Japanese-style territory after the dame are filled, from the point of
// view of one colour (the defender): the defender first fills the dame that
// connect its chains, then the opponent fills every other dame it can fill
// safely; a defender chain left in atari must then connect inside its own
// territory, and that point is lost. What stays neutral and cannot be filled
// by either side is seki dame; chains touching it are in seki and the
// regions bordered only by seki chains are not territory.
struct DefenderResult {
  PointMap<bool> lost{};       // defensive moves inside own territory
  PointMap<bool> seki_eye{};   // own-surrounded points not counted (seki)
  PointMap<bool> seki_chain{}; // own chains found in seki
  PointMap<bool> seki_dame{};  // shared liberties nobody can fill
};

// Marks the stones of the chain through p.
void mark_chain(const Board& b, Point p, PointMap<bool>& marks) {
  const Point head = b.chain_head(p);
  Point s = head;
  do {
    marks[s] = true;
    s = b.next_in_chain(s);
  } while (s != head);
}

// Seki dame (rules-sources §5.2 option 3): neutral points where a stone of
// either colour would be left with at most one liberty without capturing
// anything. Chains of colour c (any colour: Empty) next to one are in seki.
void mark_seki(const Board& b, const Regions& regions, Color c, PointMap<bool>& seki_dame, PointMap<bool>& seki_chain) {
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      const Point d = b.point(x, y);
      if (b.at(d) != Color::Empty || !regions.neutral(d)) continue;
      int cap_b = 0;
      int cap_w = 0;
      const int lib_b = liberties_after(b, d, Color::Black, kEnoughLiberties, cap_b);
      const int lib_w = liberties_after(b, d, Color::White, kEnoughLiberties, cap_w);
      if (lib_b > 1 || cap_b > 0 || lib_w > 1 || cap_w > 0) continue;
      seki_dame[d] = true;
      for (Point n : b.neighbours(d)) {
        if (b.at(n) == Color::Empty || b.at(n) == Color::Wall || (c != Color::Empty && b.at(n) != c)) continue;
        mark_chain(b, n, seki_chain);
      }
    }
  }
}

// Whether c filling d, a liberty of the chain `head` with the liberties
// `liberties`, gains that chain something: it joins another chain of c, or
// it leaves the chain a liberty it did not have (an empty point beside d, or
// a stone it captures, which touches d). Read off the board, as
// liberties_after reads the liberties count, since this runs for every
// defender chain at every step of every count of the score range.
bool gains_by_filling(const Board& b, Point d, Color c, Point head, std::span<const Point> liberties,
                      int captured) {
  if (captured > 0) return true;
  for (Point n : b.neighbours(d)) {
    if (b.at(n) == c && b.chain_head(n) != head) return true;
    if (b.at(n) == Color::Empty && std::find(liberties.begin(), liberties.end(), n) == liberties.end()) return true;
  }
  return false;
}

void simulate_dame(const Board& base, const Regions& base_regions, Color c, const PointMap<bool>& explicit_seki,
                   DefenderResult& out) {
  const Color o = core::opponent(c);
  Board b = base;
  Regions regions;
  std::array<Point, core::kMaxOnBoard> libs;
  PointMap<bool> visited{};
  const int w = b.width();
  const int h = b.height();
  // `regions` describe b at the start of each step and after the loop: steps
  // 1 and 3 compute them again after their moves, before they read them
  // again. Step 2 alone fills against the regions as they stood when it
  // began, and step 3 computes them first.
  regions.compute(b);
  for (int iteration = 0; iteration < 4 * w * h; ++iteration) {
    bool changed = false;
    // 1. The defender takes the dame that connect its chains (or give them air).
    visited.fill(false);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const Point p = b.point(x, y);
        if (b.at(p) != c || visited[p]) continue;
        const int n = b.liberties(p, libs);
        mark_chain(b, p, visited);
        std::array<Point, 4> connect{};
        int connect_count = 0;
        const std::span<const Point> own_liberties(libs.data(), static_cast<std::size_t>(n));
        for (int i = 0; i < n && connect_count < 4; ++i) {
          const Point d = libs[static_cast<std::size_t>(i)];
          if (!regions.neutral(d)) continue;
          int captured = 0;
          if (liberties_after(b, d, c, kEnoughLiberties, captured) < 2) continue;  // suicide: -1
          if (gains_by_filling(b, d, c, b.chain_head(p), own_liberties, captured))
            connect[static_cast<std::size_t>(connect_count++)] = d;
        }
        for (int i = 0; i < connect_count; ++i) {
          const Point d = connect[static_cast<std::size_t>(i)];
          if (b.at(d) != Color::Empty || b.analyze(d, c).suicide) continue;
          b.play(d, c);
          changed = true;
        }
        if (connect_count > 0) regions.compute(b);
      }
    }
    // 2. The opponent fills every other dame it can fill without danger.
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const Point d = b.point(x, y);
        if (b.at(d) != Color::Empty || regions.id[d] < 0 || !regions.neutral(d)) continue;
        int captured = 0;
        if (liberties_after(b, d, o, kEnoughLiberties, captured) >= 2 && captured == 0) {
          b.play(d, o);
          changed = true;
        }
      }
    }
    // 3. Defender chains in atari connect inside their own territory. A
    // chain is read once until a move changes the board (its stones would
    // all give the same answer), then every chain is read again.
    regions.compute(b);
    visited.fill(false);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const Point p = b.point(x, y);
        if (b.at(p) != c || visited[p]) continue;
        std::array<Point, 2> one{};
        const Point lib = b.liberties(p, one) == 1 ? one[0] : core::kNoPoint;
        if (lib == core::kNoPoint || !regions.owned_by(lib, c) || b.analyze(lib, c).suicide) {
          mark_chain(b, p, visited);
          continue;
        }
        b.play(lib, c);
        out.lost[lib] = true;
        changed = true;
        regions.compute(b);
        visited.fill(false);
      }
    }
    if (!changed) break;
  }
  mark_seki(b, regions, c, out.seki_dame, out.seki_chain);
  // Chains marked seki by the players.
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const Point p = b.point(x, y);
      if (b.at(p) == c && explicit_seki[p]) mark_chain(b, p, out.seki_chain);
    }
  }
  // Regions (of the filled board) bordered only by seki chains: not territory.
  std::array<Point, core::kMaxOnBoard> stack;
  PointMap<bool> seen{};
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const Point start = b.point(x, y);
      if (b.at(start) != Color::Empty || seen[start] || !regions.owned_by(start, c)) continue;
      int n = 0;
      int top = 0;
      stack[static_cast<std::size_t>(n++)] = start;
      seen[start] = true;
      bool all_seki = true;
      while (top < n) {
        const Point p = stack[static_cast<std::size_t>(top++)];
        for (Point q : b.neighbours(p)) {
          if (b.at(q) == c && !out.seki_chain[q]) all_seki = false;
          if (b.at(q) == Color::Empty && !seen[q]) {
            seen[q] = true;
            stack[static_cast<std::size_t>(n++)] = q;
          }
        }
      }
      if (!all_seki) continue;
      for (int i = 0; i < n; ++i) {
        const Point p = stack[static_cast<std::size_t>(i)];
        if (base_regions.id[p] >= 0 && base_regions.owned_by(p, c)) out.seki_eye[p] = true;
      }
    }
  }
}

}  // namespace

std::string format_points(double value) {
  if (value == 0) return "0";
  char buffer[64];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
  if (ec != std::errc()) return "?";
  return std::string(buffer, end);
}

std::string format_result(double margin, core::TieRule tie_rule) {
  if (margin > 0) return "W+" + format_points(margin);
  if (margin < 0) return "B+" + format_points(-margin);
  return tie_rule == core::TieRule::BlackWins ? "B+0" : "0";
}

void count(const CountInput& input, ScoreBreakdown& out) {
  const Board& original = *input.board;
  const PointMap<Status>& status = *input.status;
  const core::Ruleset& rules = input.rules;
  out = ScoreBreakdown{};
  out.scoring = rules.scoring_rule;
  out.komi = input.komi;
  out.handicap = input.handicap;
  const int w = original.width();
  const int h = original.height();

  // Remove the dead stones.
  Board board = original;
  PointMap<bool> explicit_seki{};
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const Point p = original.point(x, y);
      const Color c = original.at(p);
      if (c == Color::Empty) continue;
      const bool dead = !rules.score_all_stones_alive && status[p] == Status::Dead;
      if (dead) {
        board.set_stone(p, Color::Empty);
        ++out.color[static_cast<std::size_t>(core::color_index(c))].dead;
        out.points[p] = c == Color::Black ? PointClass::DeadBlack : PointClass::DeadWhite;
      } else {
        ++out.color[static_cast<std::size_t>(core::color_index(c))].stones;
        out.points[p] = c == Color::Black ? PointClass::BlackStone : PointClass::WhiteStone;
        explicit_seki[p] = status[p] == Status::Seki;
      }
    }
  }

  Regions regions;
  regions.compute(board);
  const bool territory_rules = rules.scoring_rule == core::ScoringRule::Territory;
  static thread_local std::array<DefenderResult, 2> defender;
  defender[0] = DefenderResult{};
  defender[1] = DefenderResult{};
  if (territory_rules) {
    simulate_dame(board, regions, Color::Black, explicit_seki, defender[0]);
    simulate_dame(board, regions, Color::White, explicit_seki, defender[1]);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const Point p = board.point(x, y);
        out.seki_stone[p] = board.at(p) != Color::Empty && (defender[0].seki_chain[p] || defender[1].seki_chain[p]);
      }
    }
  } else {
    PointMap<bool> seki_dame{};
    mark_seki(board, regions, Color::Empty, seki_dame, out.seki_stone);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const Point p = board.point(x, y);
        if (explicit_seki[p]) out.seki_stone[p] = true;
        if (seki_dame[p]) ++out.seki_dame;
      }
    }
  }

  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const Point p = original.point(x, y);
      if (board.at(p) != Color::Empty) continue;
      const std::uint8_t border = regions.border_of(p);
      Color owner = border == kBlackBit ? Color::Black : border == kWhiteBit ? Color::White : Color::Empty;
      if (owner != Color::Empty && territory_rules) {
        const std::size_t i = static_cast<std::size_t>(core::color_index(owner));
        const bool seki = defender[i].seki_eye[p];
        if (seki || defender[i].lost[p]) {
          ++(seki ? out.color[i].seki_points : out.color[i].defensive);
          if (original.at(p) == Color::Empty) out.points[p] = PointClass::Dame;
          continue;
        }
      }
      if (owner == Color::Empty) {
        ++out.dame;
        if (territory_rules && (defender[0].seki_dame[p] || defender[1].seki_dame[p])) ++out.seki_dame;
        if (original.at(p) == Color::Empty) out.points[p] = PointClass::Dame;
        continue;
      }
      ++out.color[static_cast<std::size_t>(core::color_index(owner))].territory;
      out.counted_for[p] = owner;
      if (original.at(p) == Color::Empty)
        out.points[p] = owner == Color::Black ? PointClass::BlackTerritory : PointClass::WhiteTerritory;
    }
  }

  // Pass stones (AGA): each pass gives the opponent a prisoner; White makes
  // the last pass, so when Black passed last White's closing pass counts.
  const bool pass_stones = rules.pass_stones;
  if (pass_stones && input.play_stopped && input.last_passer == Color::Black) out.closing_pass = 1;
  for (std::size_t i = 0; i < 2; ++i) {
    ColorCount& me = out.color[i];
    const ColorCount& them = out.color[1 - i];
    me.captures = input.captures[i];
    me.prisoners = me.captures + them.dead;
    me.area = me.stones + me.territory;
    if (pass_stones) me.pass_stones = input.passes[1 - i] + (i == 0 ? out.closing_pass : 0);
  }
  for (std::size_t i = 0; i < 2; ++i) {
    ColorCount& me = out.color[i];
    me.score = territory_rules ? me.territory + me.prisoners : me.area;
  }

  if (input.handicap >= 2) {
    if (rules.handicap_bonus == core::HandicapBonus::PerStone) out.handicap_bonus = input.handicap;
    if (rules.handicap_bonus == core::HandicapBonus::PerStoneMinusOne) out.handicap_bonus = input.handicap - 1;
  }
  if (rules.button) {
    if (input.first_passer == Color::Black) out.button = -0.5;
    if (input.first_passer == Color::White) out.button = 0.5;
  }
  out.margin = out.color[1].score - out.color[0].score + out.komi + out.handicap_bonus + out.button;
  if (std::fabs(out.margin) < 1e-9) out.margin = 0;
  out.result = format_result(out.margin, rules.tie_rule);
}

}  // namespace goref::scoring
