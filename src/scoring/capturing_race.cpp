#include "scoring/capturing_race.h"

#include <algorithm>
#include <array>
#include <span>
#include <utility>
#include <vector>

#include "scoring/eye_space.h"
#include "scoring/status.h"

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

// Chains beside the race that are part of it (short of liberties, some of
// them among the race's moves): their liberties are moves of the race too.
constexpr int kMaxPartners = 4;
struct Partners {
  std::array<Point, kMaxPartners> stones{};
  std::array<Color, kMaxPartners> colours{};
  int count = 0;
};

// The sealed dame of a reading's chains (is_sealed_dame) are filled by the
// chain's opponent at leisure, and any one of them does what another does:
// it takes one liberty from that chain, joins a wall with liberties to
// spare, and touches no other chain of the reading. Their owner gains
// nothing there, no liberty and no eye (a pass does as much), so its fills
// are left out, and the opponent's are narrowed to the first one per
// chain. Without this a race beside a strip of five dame reads every order
// of filling them (Pachi's "Not 4-stone seki (dead shape)" ran over the
// budget ten times over).
class DameFills {
 public:
  // Whether `to_move` playing the empty point p is a move worth reading:
  // anything but a sealed dame of `chain` or `other` (kNoPoint: none) that
  // touches neither the other of the two nor a partner, unless it is the
  // first such dame of that chain the opponent is offered.
  bool wanted(const Board& board, Point p, Color to_move, Point chain, Point other, const Partners& partners) {
    Point owner_chain = core::kNoPoint;
    for (Point n : board.neighbours(p)) {
      if (!board.is_on_board(n) || board.at(n) == Color::Empty) continue;
      for (int k = 0; k < partners.count; ++k) {
        if (board.at(partners.stones[static_cast<std::size_t>(k)]) != Color::Empty &&
            board.chain_head(n) == board.chain_head(partners.stones[static_cast<std::size_t>(k)])) {
          return true;
        }
      }
      for (const Point reading_chain : {chain, other}) {
        if (reading_chain == core::kNoPoint || board.at(reading_chain) == Color::Empty) continue;
        if (board.chain_head(n) != board.chain_head(reading_chain)) continue;
        if (owner_chain != core::kNoPoint && owner_chain != reading_chain) return true;  // shared
        owner_chain = reading_chain;
      }
    }
    if (owner_chain == core::kNoPoint || !is_sealed_dame(board, p, owner_chain)) return true;
    if (board.at(owner_chain) == to_move) return false;
    const Point head = board.chain_head(owner_chain);
    for (int k = 0; k < filled_; ++k) {
      if (heads_[static_cast<std::size_t>(k)] == head) return false;
    }
    heads_[static_cast<std::size_t>(filled_++)] = head;
    return true;
  }

 private:
  std::array<Point, 2> heads_{};
  int filled_ = 0;
};

class RaceSearch {
 public:
  RaceSearch(Point chain, Point opponent, Color chain_color, const Partners& partners, const RaceLimits& limits)
      : chain_(chain),
        opponent_(opponent),
        chain_color_(chain_color),
        partners_(partners),
        limits_(limits),
        table_(kTableSize) {
    path_.reserve(static_cast<std::size_t>(limits.max_depth) + 2);
  }

  bool aborted() const { return aborted_; }

  // The value of the position for `to_move`: kWin when the other side's race
  // chain is taken, kLoss when its own is, kNeither after two passes. Read
  // to the end unless aborted() (the value is then meaningless).
  //
  // `survivor` is kNoPoint while the race is on. When a race chain is taken
  // into a space the loser can kill the capturer in, the race goes on as a
  // kill (solve_kill): `survivor` is then a stone of the capturing chain.
  int solve(const Board& board, Color to_move, Point ko, bool last_passed, int depth, Point survivor = core::kNoPoint) {
    if (aborted_) return kNeither;
    if (survivor != core::kNoPoint) return solve_kill(board, to_move, ko, last_passed, depth, survivor);
    const Color chain_owner = chain_color_;
    const bool chain_taken = board.at(chain_) != chain_owner;
    const bool opponent_taken = board.at(opponent_) != core::opponent(chain_owner);
    if (chain_taken || opponent_taken) {
      // Exactly one: a move captures before its own chain could be removed,
      // and suicide is not played.
      const bool mover_lost = to_move == chain_owner ? chain_taken : opponent_taken;
      const Point taken = chain_taken ? chain_ : opponent_;
      const Point capturing = chain_taken ? opponent_ : chain_;
      // The capture is the end of the race only when the capturer keeps a
      // liberty outside the space it just emptied, or that space makes two
      // eyes: otherwise the loser plays into it (a throw-in, a nakade: Fox
      // 1502864770, where taking Black's bulky five in the corner leaves
      // White's chain only those five points), and whether the capturer
      // lives there is read out.
      if (!capture_is_final(board, taken, capturing)) return solve(board, to_move, ko, false, depth, capturing);
      return mover_lost ? kLoss : kWin;
    }
    // Beyond the budget or the depth limit (a line this long is a ko fight,
    // not a race) the race is not read.
    if (over_limits(depth)) return kNeither;
    const std::uint64_t key = position_key(board, to_move, ko, last_passed, core::kNoPoint);
    Entry& entry = table_[key & (kTableSize - 1)];
    if (entry.used && entry.key == key) return entry.value;

    std::array<Point, kMaxMoves> moves{};
    const int count = candidate_moves(board, to_move, ko, moves);
    int best = kLoss - 1;
    const PathGuard on_path(path_, board.hash());
    for (int i = 0; i < count && best != kWin; ++i) {
      Board next = board;
      const core::MoveEffect effect = next.play(moves[static_cast<std::size_t>(i)], to_move);
      if (repeats(next)) continue;
      best = std::max(best, -solve(next, core::opponent(to_move), effect.ko_point, false, depth + 1));
    }
    if (best != kWin) {
      // Passing: the second pass in a row ends the race with neither taken.
      best = std::max(best, last_passed ? kNeither : -solve(board, core::opponent(to_move), core::kNoPoint, true, depth + 1));
    }
    if (aborted_) return kNeither;
    entry = {key, static_cast<std::int8_t>(best), true};
    return best;
  }

  // The kill after a capture that may not end the race (see solve): the
  // capturer's only room is the small space it emptied and its sealed dame,
  // and the loser, who moves next, plays inside it. The loser wins by taking
  // the capturing chain after all; its owner wins by standing when both
  // pass. The moves are the capturing chain's liberties (inside the space,
  // or sealed dame the loser fills), the empty points next to them, and the
  // captures around it, so the shape lives or dies as it is played out (a
  // bulky five with its vital point taken is one eye; a space the capturer
  // divides in time is two), not by a table.
  int solve_kill(const Board& board, Color to_move, Point ko, bool last_passed, int depth, Point survivor) {
    const Color capturer = survivor == chain_ ? chain_color_ : core::opponent(chain_color_);
    // Taken: only by the side that just moved (no suicide).
    if (board.at(survivor) != capturer) return to_move == capturer ? kLoss : kWin;
    if (over_limits(depth)) return kNeither;
    const std::uint64_t key = position_key(board, to_move, ko, last_passed, survivor);
    Entry& entry = table_[key & (kTableSize - 1)];
    if (entry.used && entry.key == key) return entry.value;
    std::array<Point, kMaxMoves> moves{};
    const int count = kill_moves(board, to_move, ko, survivor, moves);
    int best = kLoss - 1;
    const PathGuard on_path(path_, board.hash());
    for (int i = 0; i < count && best != kWin; ++i) {
      Board next = board;
      const core::MoveEffect effect = next.play(moves[static_cast<std::size_t>(i)], to_move);
      if (repeats(next)) continue;
      best = std::max(best, -solve_kill(next, core::opponent(to_move), effect.ko_point, false, depth + 1, survivor));
    }
    if (best != kWin) {
      // Both pass: the capturer stands, and the race it won is over.
      const int stands = to_move == capturer ? kWin : kLoss;
      best = std::max(best, last_passed ? stands
                                        : -solve_kill(board, core::opponent(to_move), core::kNoPoint, true, depth + 1, survivor));
    }
    if (aborted_) return kNeither;
    entry = {key, static_cast<std::int8_t>(best), true};
    return best;
  }

 private:
  bool over_limits(int depth) {
    if (++nodes_ > limits_.max_nodes || depth > limits_.max_depth) aborted_ = true;
    return aborted_;
  }
  // The kill phase (a survivor named) is a different game on the same board.
  static std::uint64_t position_key(const Board& board, Color to_move, Point ko, bool last_passed, Point survivor) {
    return board.hash() ^ (to_move == Color::Black ? 0x9E3779B97F4A7C15ULL : 0) ^
           (static_cast<std::uint64_t>(ko) * 0xC2B2AE3D27D4EB4FULL) ^ (last_passed ? 0x165667B19E3779F9ULL : 0) ^
           (survivor == core::kNoPoint ? 0 : (static_cast<std::uint64_t>(survivor) + 1) * 0xD6E8FEB86659FD93ULL);
  }
  // The positions on the line being read. A move back to one of them is not
  // played (positional superko, Tromp-Taylor rule 7 and the Chinese 2017
  // rules): a kill inside a small space can cycle through captures and
  // recaptures (Fox 1451229563's corner), which simple ko alone does not stop.
  // A value found with a move refused here is stored like any other, though
  // it holds for this line's history only (the graph-history problem of
  // every transposition table with superko); races that cycle are rare.
  struct PathGuard {
    PathGuard(std::vector<std::uint64_t>& path, std::uint64_t position) : path_(path) { path_.push_back(position); }
    ~PathGuard() { path_.pop_back(); }
    PathGuard(const PathGuard&) = delete;
    PathGuard& operator=(const PathGuard&) = delete;
    std::vector<std::uint64_t>& path_;
  };
  bool repeats(const Board& next) const { return std::find(path_.begin(), path_.end(), next.hash()) != path_.end(); }

  int kill_moves(const Board& board, Color to_move, Point ko, Point survivor, std::array<Point, kMaxMoves>& moves) const {
    std::array<Point, core::kMaxOnBoard> liberties{};
    std::array<Point, core::kMaxOnBoard> stones{};
    int count = 0;
    DameFills fills;
    auto add = [&](Point p) {
      if (p == ko || count == kMaxMoves) return;
      if (std::find(moves.begin(), moves.begin() + count, p) != moves.begin() + count) return;
      if (!fills.wanted(board, p, to_move, survivor, core::kNoPoint, Partners{})) return;
      const core::MoveEffect effect = board.analyze(p, to_move);
      if (effect.occupied || effect.suicide) return;
      moves[static_cast<std::size_t>(count++)] = p;
      // Captures first.
      if (effect.captured_stones > 0) std::rotate(moves.begin(), moves.begin() + count - 1, moves.begin() + count);
    };
    const int size = board.chain_stones(survivor, stones);
    for (int i = 0; i < size; ++i) {
      for (Point n : board.neighbours(stones[static_cast<std::size_t>(i)])) {
        if (!board.is_on_board(n) || board.at(n) == Color::Empty || board.at(n) == board.at(survivor)) continue;
        std::array<Point, 2> atari{};
        if (board.liberties(n, atari) == 1) add(atari[0]);
      }
    }
    const int n = board.liberties(survivor, liberties);
    for (int i = 0; i < n; ++i) add(liberties[static_cast<std::size_t>(i)]);
    // The empty points of the space one step further in: the vital point of
    // a pyramid four or a bulky five on the edge touches none of the
    // capturer's stones (Pachi's "Not 3-stone seki (dead shape)": the
    // middle of F4-G3-G4-G5 is G4, whose neighbours are all inside).
    for (int i = 0; i < n; ++i) {
      for (Point m : board.neighbours(liberties[static_cast<std::size_t>(i)])) {
        if (board.is_on_board(m) && board.at(m) == Color::Empty) add(m);
      }
    }
    return count;
  }

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
    // The partners' liberties: saving one, or taking it on the way. A
    // partner already taken has left the race (its point is empty or the
    // other colour's now), and so has one saved (no longer short of
    // liberties: the race is not read out into the open around it).
    for (int k = 0; k < partners_.count; ++k) {
      const Point partner = partners_.stones[static_cast<std::size_t>(k)];
      if (board.at(partner) != partners_.colours[static_cast<std::size_t>(k)]) continue;
      if (board.liberty_count(partner) > kShortOfLiberties) continue;
      const int n = board.liberties(partner, liberties);
      for (int i = 0; i < n; ++i) add(liberties[static_cast<std::size_t>(i)], 2);
    }
    int legal = 0;
    DameFills fills;
    for (int priority = 0; priority <= 2; ++priority) {
      for (int i = 0; i < count; ++i) {
        if (rank[static_cast<std::size_t>(i)] != priority) continue;
        const Point p = found[static_cast<std::size_t>(i)];
        if (!fills.wanted(board, p, to_move, chain_, opponent_, partners_)) continue;
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

  // A space of this many points or more, all the capturer has, makes two
  // eyes whatever the loser plays into it: the largest shape killed from
  // inside, the rabbity six, has six points.
  static constexpr int kKillableSpace = 7;

  // Whether a space the capturer has no other liberty than is dead or dies
  // when the loser, who moves next, plays inside it: the eye-space table
  // (eye_space.h) gives it less than two eyes, i.e. it is one to three
  // points, a squared or pyramid four, a crossed or bulky five or a rabbity
  // six. Every stone on the board stands in a race.
  static bool killed_inside(const Board& board, std::span<const Point> space, Color capturer) {
    static const PointMap<bool> every_stone_stands = [] {
      PointMap<bool> all{};
      all.fill(true);
      return all;
    }();
    constexpr int kTwoEyes = 4;  // in half eyes, as eye_space_value counts
    return eye_space_value(board, space.data(), static_cast<int>(space.size()), capturer, every_stone_stands) <
           kTwoEyes;
  }

  // Whether the space is a bent four in the corner: the corner point, the
  // two points beyond it along one edge and the one beside it along the
  // other. The eye-space table values it as two eyes, like any bent four,
  // but played into it becomes a ko the attacker takes first, whenever it
  // likes: under Japanese 1989 art. 7.2 the defender may not retake that ko
  // in the confirmation before passing once for it, so the group is dead
  // whatever the ko threats, and under area rules the attacker removes the
  // threats before starting it. The kill reading plays that ko with no
  // threats, which is the same (Pachi's bent4.t). Only while the stones
  // around the capturer can wait: a wall of the attacker's short of
  // liberties is taken during the ko, and the corner lives
  // (walls_hold).
  static bool bent_four_in_the_corner(const Board& board, std::span<const Point> space) {
    if (space.size() != 4) return false;
    auto in_space = [&](int x, int y) {
      if (x < 0 || y < 0 || x >= board.width() || y >= board.height()) return false;
      return std::find(space.begin(), space.end(), board.point(x, y)) != space.end();
    };
    const int right = board.width() - 1;
    const int bottom = board.height() - 1;
    for (const auto& [cx, cy] : {std::pair{0, 0}, std::pair{right, 0}, std::pair{0, bottom}, std::pair{right, bottom}}) {
      if (!in_space(cx, cy)) continue;
      const int dx = cx == 0 ? 1 : -1;
      const int dy = cy == 0 ? 1 : -1;
      const bool along_x = in_space(cx + dx, cy) && in_space(cx + 2 * dx, cy) && in_space(cx, cy + dy);
      const bool along_y = in_space(cx, cy + dy) && in_space(cx, cy + 2 * dy) && in_space(cx + dx, cy);
      if (along_x || along_y) return true;
    }
    return false;
  }

  // Whether the stones just taken through `taken` end the race: the
  // surviving race chain keeps a liberty outside the space they emptied
  // that is not a sealed dame, that space is not one the loser kills it in
  // (a bent four in the corner is, while the walls around can wait), or
  // another chain of the capturer's borders it (in a seki of two shared
  // liberties, the chain that takes the filler joins its wall through the
  // space). A chain with no liberties had no empty neighbour, so that space
  // is the empty region through `taken` now.
  static bool capture_is_final(const Board& board, Point taken, Point survivor) {
    std::array<Point, kKillableSpace> space{};
    int size = 0;
    space[static_cast<std::size_t>(size++)] = taken;
    for (int i = 0; i < size; ++i) {
      for (Point n : board.neighbours(space[static_cast<std::size_t>(i)])) {
        if (!board.is_on_board(n) || board.at(n) != Color::Empty) continue;
        if (std::find(space.begin(), space.begin() + size, n) != space.begin() + size) continue;
        if (size == kKillableSpace) return true;
        space[static_cast<std::size_t>(size++)] = n;
      }
    }
    const std::span<const Point> region(space.data(), static_cast<std::size_t>(size));
    const Color capturer = board.at(survivor);
    if (!killed_inside(board, region, capturer) &&
        !(bent_four_in_the_corner(board, region) && walls_hold(board, survivor, core::kNoPoint))) {
      return true;
    }
    // Another chain of the capturer's beside the space: one move inside
    // joins them, and the space is not the capturer's only room.
    for (const Point p : region) {
      for (Point n : board.neighbours(p)) {
        if (board.at(n) == capturer && board.chain_head(n) != board.chain_head(survivor)) return true;
      }
    }
    // A liberty outside the space is room to live only when the loser
    // cannot simply fill it: a dame between the capturer and a wall of the
    // loser's with liberties to spare is filled at leisure, and the kill
    // inside the space is read with it among the moves (Pachi's "Not
    // 3-stone seki (dead shape)": White takes Black's three stones on the
    // edge and keeps five such dame, and Black's nakade kills it all the
    // same).
    std::array<Point, core::kMaxOnBoard> liberties{};
    const int count = board.liberties(survivor, liberties);
    for (int i = 0; i < count; ++i) {
      const Point liberty = liberties[static_cast<std::size_t>(i)];
      if (std::find(region.begin(), region.end(), liberty) != region.end()) continue;
      if (!is_sealed_dame(board, liberty, survivor)) return true;
    }
    return false;
  }

  Point chain_;
  Point opponent_;
  Color chain_color_;
  Partners partners_;
  RaceLimits limits_;
  std::vector<Entry> table_;
  std::vector<std::uint64_t> path_;
  int nodes_ = 0;
  bool aborted_ = false;
};

// The race is two chains' race only while the chains beside them that are
// short of liberties (two or fewer) cannot change it from outside its moves:
// - one with liberties both among the race's moves and outside them is part
//   of the race, and saving or taking it is a move the race must be able to
//   play (Fox 1502864770: Black's S4-T6 beside White's racing chain has
//   liberties T4 and Q5, and filling T4 is self-atari): its liberties join
//   the race's moves, and beyond a few such chains the race is not read;
// - one whose liberties all lie outside the race's moves is inert in it,
//   but its opponent may take it from outside: a win of its own colour's
//   racing chain is not trusted (the loser could have taken it), a win of
//   the other colour's is (taking it only adds to that side). With
//   `outside_partners` it joins the race as a partner instead, while there
//   is room for one (read_race tries that only to settle a distrusted win).
struct Surroundings {
  bool too_many_partners = false;
  Partners partners;
  std::array<bool, 2> weak_outside{};  // [Black, White]: a short chain of that colour, liberties all outside
};
int colour_index(Color c) { return c == Color::Black ? 0 : 1; }
Surroundings surroundings(const Board& board, Point chain, Point opponent, bool outside_partners) {
  Surroundings out;
  std::array<Point, core::kMaxOnBoard> moves{};
  std::array<Point, core::kMaxOnBoard> stones{};
  int move_count = board.liberties(chain, moves);
  move_count += board.liberties(opponent, std::span(moves).subspan(static_cast<std::size_t>(move_count)));
  auto is_move = [&](Point p) { return std::find(moves.begin(), moves.begin() + move_count, p) != moves.begin() + move_count; };
  auto is_partner = [&](Point p) {
    for (int k = 0; k < out.partners.count; ++k) {
      if (board.chain_head(out.partners.stones[static_cast<std::size_t>(k)]) == board.chain_head(p)) return true;
    }
    return false;
  };
  for (const Point race_chain : {chain, opponent}) {
    const int size = board.chain_stones(race_chain, stones);
    for (int i = 0; i < size; ++i) {
      for (Point n : board.neighbours(stones[static_cast<std::size_t>(i)])) {
        if (!board.is_on_board(n) || board.at(n) == Color::Empty) continue;
        if (board.chain_head(n) == board.chain_head(chain) || board.chain_head(n) == board.chain_head(opponent)) continue;
        if (board.liberty_count(n) > kShortOfLiberties) continue;
        std::array<Point, kShortOfLiberties> liberties{};
        const int k = board.liberties(n, liberties);
        int inside = 0;
        for (int j = 0; j < k; ++j) inside += is_move(liberties[static_cast<std::size_t>(j)]) ? 1 : 0;
        if ((inside > 0 || outside_partners) && inside < k && !is_partner(n)) {
          if (out.partners.count == kMaxPartners) {
            if (inside > 0) out.too_many_partners = true;
            else out.weak_outside[static_cast<std::size_t>(colour_index(board.at(n)))] = true;
          } else {
            out.partners.stones[static_cast<std::size_t>(out.partners.count)] = n;
            out.partners.colours[static_cast<std::size_t>(out.partners.count++)] = board.at(n);
          }
        } else if (inside == 0 && !is_partner(n)) {
          out.weak_outside[static_cast<std::size_t>(colour_index(board.at(n)))] = true;
        }
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

// One reading of the race with these chains beside it as partners; `done`
// false when it was not read to its end.
RaceReading read_with(const Board& board, Point chain, Point opponent, const Surroundings& around,
                      const RaceLimits& limits) {
  RaceReading reading;
  const Color color = board.at(chain);
  if (around.too_many_partners) return reading;
  RaceSearch owner_first(chain, opponent, color, around.partners, limits);
  const auto owner_value = owner_first.solve(board, color, core::kNoPoint, false, 0);
  if (owner_first.aborted()) return reading;
  RaceSearch opponent_first(chain, opponent, color, around.partners, limits);
  const auto opponent_value = opponent_first.solve(board, core::opponent(color), core::kNoPoint, false, 0);
  if (opponent_first.aborted()) return reading;
  reading.done = true;
  // A win the loser could have undone from outside is not trusted.
  auto trusted = [&](RaceOutcome outcome) {
    const Color winner = outcome == RaceOutcome::ChainTaken ? core::opponent(color) : color;
    if (outcome != RaceOutcome::Neither && around.weak_outside[static_cast<std::size_t>(colour_index(winner))]) {
      return RaceOutcome::Unknown;
    }
    return outcome;
  };
  reading.chain_first = trusted(outcome_for_chain(owner_value, true));
  reading.opponent_first = trusted(outcome_for_chain(opponent_value, false));
  return reading;
}

}  // namespace

bool walls_hold(const Board& board, Point chain, Point except) {
  const Color opponent = core::opponent(board.at(chain));
  const Point skipped = except == core::kNoPoint ? core::kNoPoint : board.chain_head(except);
  const Point head = board.chain_head(chain);
  Point stone = head;
  do {
    for (Point n : board.neighbours(stone)) {
      if (board.at(n) != opponent || board.chain_head(n) == skipped) continue;
      if (board.liberty_count(n) < kSpareWallLiberties) return false;
    }
    stone = board.next_in_chain(stone);
  } while (stone != head);
  return true;
}

bool is_sealed_dame(const Board& board, Point liberty, Point chain) {
  // The opponent's chains around the seam must keep kSpareWallLiberties
  // beyond it once it is filled: a wall shorter of them is itself in the
  // fight, which no race or kill reading here reads (KGS 2017-01-02-27: the
  // three points between White's D column and Black's F column are all but
  // one of Black's liberties too, and the seki stands).
  // A strip of dame longer than this is open ground, not a seam.
  constexpr int kMaxSeam = 6;
  constexpr int kMaxWalls = 4 * kMaxSeam;
  const Color owner = board.at(chain);
  const Point head = board.chain_head(chain);
  std::array<Point, kMaxSeam> seam{};
  std::array<Point, kMaxWalls> walls{};
  int size = 0;
  int wall_count = 0;
  seam[static_cast<std::size_t>(size++)] = liberty;
  for (int i = 0; i < size; ++i) {
    const Point p = seam[static_cast<std::size_t>(i)];
    bool touches_chain = false;
    bool touches_wall = false;
    for (Point n : board.neighbours(p)) {
      if (!board.is_on_board(n)) continue;
      const Color c = board.at(n);
      if (c == Color::Empty) {
        if (std::find(seam.begin(), seam.begin() + size, n) != seam.begin() + size) continue;
        if (size == kMaxSeam) return false;
        seam[static_cast<std::size_t>(size++)] = n;
      } else if (c == owner) {
        if (board.chain_head(n) != head) return false;
        touches_chain = true;
      } else {
        touches_wall = true;
        const Point wall = board.chain_head(n);
        if (std::find(walls.begin(), walls.begin() + wall_count, wall) == walls.begin() + wall_count) {
          walls[static_cast<std::size_t>(wall_count++)] = wall;
        }
      }
    }
    // Every point of the seam is a liberty already, so the owner's stone
    // there gains none; and every point touches the wall, so the opponent's
    // stone there joins it, and no point of the seam can become the owner's
    // eye once its neighbour in the seam is filled (a notch of two points on
    // the edge, one of them touching the owner alone, is an eye in the
    // making, not a dame).
    if (!touches_chain || !touches_wall) return false;
  }
  // The race reading asks this for many candidate moves at every node, and
  // walls are often big chains: their stones are walked only until enough
  // spare liberties are found, not enumerated whole.
  for (int w = 0; w < wall_count; ++w) {
    std::array<Point, kSpareWallLiberties> spare{};
    int found = 0;
    const Point wall = walls[static_cast<std::size_t>(w)];
    Point stone = wall;
    do {
      for (Point n : board.neighbours(stone)) {
        if (found == kSpareWallLiberties || board.at(n) != Color::Empty) continue;
        if (std::find(seam.begin(), seam.begin() + size, n) != seam.begin() + size) continue;
        if (std::find(spare.begin(), spare.begin() + found, n) != spare.begin() + found) continue;
        spare[static_cast<std::size_t>(found++)] = n;
      }
      stone = board.next_in_chain(stone);
    } while (stone != wall && found < kSpareWallLiberties);
    if (found < kSpareWallLiberties) return false;
  }
  return true;
}

RaceReading read_race(const Board& board, Point chain, Point opponent, const RaceLimits& limits) {
  const Color color = board.at(chain);
  if (color == Color::Empty || board.at(opponent) != core::opponent(color)) return {};
  if (board.liberty_count(chain) > limits.max_liberties || board.liberty_count(opponent) > limits.max_liberties) {
    return {};
  }
  const RaceReading inert = read_with(board, chain, opponent, surroundings(board, chain, opponent, false), limits);
  const bool distrusted = inert.done && (inert.chain_first == RaceOutcome::Unknown || inert.opponent_first == RaceOutcome::Unknown);
  if (!distrusted) return inert;
  // A win was distrusted because the loser might take a short chain of the
  // winner's from outside the race: read it again with that chain's
  // liberties among the moves, so that the loser can try (Fox 1451229563:
  // White's S5 beside Black's corner has two liberties, both outside). The
  // larger search may run over the budget; the first reading then stands.
  const RaceReading wider = read_with(board, chain, opponent, surroundings(board, chain, opponent, true), limits);
  return wider.done ? wider : inert;
}

}  // namespace goref::scoring
