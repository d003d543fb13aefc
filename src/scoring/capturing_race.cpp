#include "scoring/capturing_race.h"

#include <algorithm>
#include <array>
#include <span>
#include <vector>

namespace goref::scoring {

namespace {

using core::Board;
using core::Color;
using core::Point;

// More candidate moves than this never occur with max_liberties <= 8: two
// chains' liberties plus the liberties of the chains in atari around them.
constexpr int kMaxMoves = 48;
constexpr std::size_t kTableSize = 1u << 14;
// A chain next to a race chain with this many liberties or fewer takes part
// in the race: it can be taken on the way (a friend of the racing chain
// attacked from outside), and its owner may save it.
constexpr int kShortOfLiberties = 2;

// Values for the player to move.
constexpr int kWin = 1;
constexpr int kLoss = -1;
constexpr int kNeither = 0;

struct Entry {
  std::uint64_t key = 0;
  std::int8_t value = 0;
  bool used = false;
};

class RaceSearch {
 public:
  RaceSearch(Point chain, Point opponent, Color chain_color, const RaceLimits& limits)
      : chain_(chain), opponent_(opponent), chain_color_(chain_color), limits_(limits), table_(kTableSize) {}

  bool aborted() const { return aborted_; }

  // The value of the position for `to_move`: kWin when the other side's race
  // chain is taken, kLoss when its own is, kNeither after two passes.
  int solve(const Board& board, Color to_move, Point ko, bool last_passed, int depth) {
    if (aborted_) return kNeither;
    const Color chain_owner = chain_color_;
    const bool chain_taken = board.at(chain_) != chain_owner;
    const bool opponent_taken = board.at(opponent_) != core::opponent(chain_owner);
    if (chain_taken || opponent_taken) {
      // Exactly one: a move captures before its own chain could be removed,
      // and suicide is not played.
      const bool mover_lost = to_move == chain_owner ? chain_taken : opponent_taken;
      return mover_lost ? kLoss : kWin;
    }
    if (++nodes_ > limits_.max_nodes || depth > limits_.max_depth) {
      aborted_ = true;
      return kNeither;
    }
    const std::uint64_t key = board.hash() ^ (to_move == Color::Black ? 0x9E3779B97F4A7C15ULL : 0) ^
                              (static_cast<std::uint64_t>(ko) * 0xC2B2AE3D27D4EB4FULL) ^
                              (last_passed ? 0x165667B19E3779F9ULL : 0);
    Entry& entry = table_[key & (kTableSize - 1)];
    if (entry.used && entry.key == key) return entry.value;

    std::array<Point, kMaxMoves> moves{};
    const int count = candidate_moves(board, to_move, ko, moves);
    int best = kLoss - 1;
    for (int i = 0; i < count && best < kWin; ++i) {
      Board next = board;
      const core::MoveEffect effect = next.play(moves[static_cast<std::size_t>(i)], to_move);
      const int value = -solve(next, core::opponent(to_move), effect.ko_point, false, depth + 1);
      best = std::max(best, value);
    }
    if (best < kWin) {
      // Passing: the second pass in a row ends the race with neither taken.
      const int value = last_passed ? kNeither : -solve(board, core::opponent(to_move), core::kNoPoint, true, depth + 1);
      best = std::max(best, value);
    }
    if (aborted_) return kNeither;
    entry = {key, static_cast<std::int8_t>(best), true};
    return best;
  }

 private:
  // The liberties of both race chains and of every chain in atari next to
  // them, legal for `to_move`: captures first, then the opponent's race
  // chain's liberties, then the rest.
  int candidate_moves(const Board& board, Color to_move, Point ko, std::array<Point, kMaxMoves>& moves) const {
    std::array<Point, core::kMaxOnBoard> liberties{};
    std::array<Point, core::kMaxOnBoard> stones{};
    std::array<Point, kMaxMoves> found{};
    std::array<int, kMaxMoves> rank{};
    int count = 0;
    auto add = [&](Point p, int priority) {
      for (int i = 0; i < count; ++i) {
        if (found[static_cast<std::size_t>(i)] == p) {
          rank[static_cast<std::size_t>(i)] = std::min(rank[static_cast<std::size_t>(i)], priority);
          return;
        }
      }
      if (count == kMaxMoves || p == ko) return;
      found[static_cast<std::size_t>(count)] = p;
      rank[static_cast<std::size_t>(count++)] = priority;
    };
    const Point mine = to_move == chain_color_ ? chain_ : opponent_;
    const Point theirs = to_move == chain_color_ ? opponent_ : chain_;
    for (const Point race_chain : {theirs, mine}) {
      const int n = board.liberties(race_chain, liberties);
      for (int i = 0; i < n; ++i) add(liberties[static_cast<std::size_t>(i)], race_chain == theirs ? 1 : 2);
      // Chains in atari beside the race chain: taking one gains liberties
      // (or saves the chain), saving one keeps a cutting stone.
      const int size = board.chain_stones(race_chain, stones);
      for (int i = 0; i < size; ++i) {
        for (Point n2 : board.neighbours(stones[static_cast<std::size_t>(i)])) {
          if (!board.is_on_board(n2) || board.at(n2) == Color::Empty) continue;
          if (board.chain_head(n2) == board.chain_head(chain_) || board.chain_head(n2) == board.chain_head(opponent_)) continue;
          std::array<Point, 2> atari{};
          if (board.liberties(n2, atari) == 1) add(atari[0], 0);
        }
      }
    }
    int legal = 0;
    for (int priority = 0; priority <= 2; ++priority) {
      for (int i = 0; i < count; ++i) {
        if (rank[static_cast<std::size_t>(i)] != priority) continue;
        const Point p = found[static_cast<std::size_t>(i)];
        const core::MoveEffect effect = board.analyze(p, to_move);
        if (effect.occupied || effect.suicide) continue;
        // Captures first, whatever list they came from.
        if (effect.captured_stones > 0 && priority > 0) {
          moves[static_cast<std::size_t>(legal++)] = p;
          std::rotate(moves.begin(), moves.begin() + legal - 1, moves.begin() + legal);
        } else {
          moves[static_cast<std::size_t>(legal++)] = p;
        }
      }
    }
    return legal;
  }

  Point chain_;
  Point opponent_;
  Color chain_color_;
  RaceLimits limits_;
  std::vector<Entry> table_;
  int nodes_ = 0;
  bool aborted_ = false;
};

// The race is two chains' race only while the chains beside them that are
// short of liberties (two or fewer) cannot change it from outside its moves:
// - one with liberties both among the race's moves and outside them is part
//   of the race, and saving or taking it is a move the race does not play
//   (Fox 1502864770: Black's big chain beside White's racing chain has
//   liberties T4 and P5; filling T4 is self-atari): the race is not read;
// - one whose liberties all lie outside the race's moves is inert in it,
//   but its opponent may take it from outside: a win of its own colour's
//   racing chain is not trusted (the loser could have taken it), a win of
//   the other colour's is (taking it only adds to that side).
struct Surroundings {
  bool mixed = false;
  std::array<bool, 2> weak_outside{};  // [Black, White]: a short chain of that colour, liberties all outside
};
int colour_index(Color c) { return c == Color::Black ? 0 : 1; }
Surroundings surroundings(const Board& board, Point chain, Point opponent) {
  Surroundings out;
  std::array<Point, core::kMaxOnBoard> moves{};
  std::array<Point, core::kMaxOnBoard> stones{};
  int move_count = board.liberties(chain, moves);
  move_count += board.liberties(opponent, std::span(moves).subspan(static_cast<std::size_t>(move_count)));
  auto is_move = [&](Point p) { return std::find(moves.begin(), moves.begin() + move_count, p) != moves.begin() + move_count; };
  for (const Point race_chain : {chain, opponent}) {
    const int size = board.chain_stones(race_chain, stones);
    for (int i = 0; i < size; ++i) {
      for (Point n : board.neighbours(stones[static_cast<std::size_t>(i)])) {
        if (!board.is_on_board(n) || board.at(n) == Color::Empty) continue;
        if (board.chain_head(n) == board.chain_head(chain) || board.chain_head(n) == board.chain_head(opponent)) continue;
        if (board.liberty_count(n) > 2) continue;
        std::array<Point, 2> liberties{};
        const int k = board.liberties(n, liberties);
        int inside = 0;
        for (int j = 0; j < k; ++j) inside += is_move(liberties[static_cast<std::size_t>(j)]) ? 1 : 0;
        if (inside > 0 && inside < k) out.mixed = true;
        if (inside == 0) out.weak_outside[static_cast<std::size_t>(colour_index(board.at(n)))] = true;
      }
    }
  }
  return out;
}

RaceOutcome outcome_for_chain(int value_for_mover, bool chain_moves) {
  if (value_for_mover == kNeither) return RaceOutcome::Neither;
  const bool chain_wins = (value_for_mover == kWin) == chain_moves;
  return chain_wins ? RaceOutcome::OpponentTaken : RaceOutcome::ChainTaken;
}

}  // namespace

RaceReading read_race(const Board& board, Point chain, Point opponent, const RaceLimits& limits) {
  RaceReading reading;
  const Color color = board.at(chain);
  if (color == Color::Empty || board.at(opponent) != core::opponent(color)) return reading;
  if (board.liberty_count(chain) > limits.max_liberties || board.liberty_count(opponent) > limits.max_liberties) {
    return reading;
  }
  const Surroundings around = surroundings(board, chain, opponent);
  if (around.mixed) return reading;
  RaceSearch owner_first(chain, opponent, color, limits);
  const int owner_value = owner_first.solve(board, color, core::kNoPoint, false, 0);
  if (owner_first.aborted()) return reading;
  RaceSearch opponent_first(chain, opponent, color, limits);
  const int opponent_value = opponent_first.solve(board, core::opponent(color), core::kNoPoint, false, 0);
  if (opponent_first.aborted()) return reading;
  reading.done = true;
  // A win the loser could have undone from outside is not trusted.
  auto trusted = [&](RaceOutcome outcome) {
    if (outcome == RaceOutcome::ChainTaken && around.weak_outside[static_cast<std::size_t>(colour_index(core::opponent(color)))]) return RaceOutcome::Unknown;
    if (outcome == RaceOutcome::OpponentTaken && around.weak_outside[static_cast<std::size_t>(colour_index(color))]) return RaceOutcome::Unknown;
    return outcome;
  };
  reading.chain_first = trusted(outcome_for_chain(owner_value, true));
  reading.opponent_first = trusted(outcome_for_chain(opponent_value, false));
  return reading;
}

}  // namespace goref::scoring
