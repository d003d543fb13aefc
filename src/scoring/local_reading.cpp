#include "scoring/local_reading.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "scoring/playout_board.h"
#include "scoring/playout_policy.h"
#include "scoring/rng.h"

namespace goref::scoring {

namespace {

using core::Board;
using core::Color;
using core::Point;

// A local playout longer than this many moves per point of its area (plus
// a margin) is caught in a cycle; a cycle is looked at for this many moves.
constexpr int kMovesPerAreaPoint = 2;
constexpr int kExtraMoves = 40;
constexpr int kCycleCheckMoves = 8;

// Exploration constant of UCT (wins counted in [0, 1]).
constexpr float kExploration = 0.3f;

struct Node {
  Point move = core::kNoPoint;
  int first_child = -1;
  int child_count = 0;
  int visits = 0;
  float wins = 0;  // for the player who played `move`
  float kept = 0;  // simulations through this node that left the target standing
};

// What a simulation is worth to the defender.
enum class Goal : std::uint8_t {
  KeepTarget,  // 1 when it keeps the target, 0 when it loses it
  LocalScore,  // its share of the area's points (a capture may cost more than it gains)
};

struct Area {
  PointMap<bool> allowed{};  // empty points and weak stones: where moves go
  std::array<Point, core::kMaxOnBoard> target{};
  int target_size = 0;
  std::array<Point, core::kMaxOnBoard> points{};  // every allowed point
  int point_count = 0;
  int empty_points = 0;
  int stones = 0;
};

// The local area: the target chain, then every empty point and every chain
// reachable from it without crossing a strong stone (a wall).
bool build_area(const Board& board, Point target, const PointMap<bool>& strong, const LocalReadingLimits& limits,
                Area& area) {
  // area.points doubles as the flood's queue.
  int size = 0;
  int empties = 0;
  int stones = 0;
  auto add_chain = [&](Point p) {
    const Point head = board.chain_head(p);
    Point s = head;
    do {
      area.allowed[s] = true;
      area.points[static_cast<std::size_t>(size++)] = s;
      ++stones;
      s = board.next_in_chain(s);
    } while (s != head);
  };
  add_chain(target);
  area.target_size = board.chain_stones(target, area.target);
  for (int i = 0; i < size; ++i) {
    if (empties > limits.max_empty_points || stones > limits.max_stones) return false;
    for (Point n : board.neighbours(area.points[static_cast<std::size_t>(i)])) {
      if (!board.is_on_board(n) || area.allowed[n]) continue;
      if (board.at(n) == Color::Empty) {
        area.allowed[n] = true;
        area.points[static_cast<std::size_t>(size++)] = n;
        ++empties;
      } else if (!strong[n]) {
        add_chain(n);
      }
    }
  }
  area.empty_points = empties;
  area.stones = stones;
  area.point_count = size;
  return empties <= limits.max_empty_points && stones <= limits.max_stones;
}

// How many of `points` the defender owns at the end of a playout, minus
// how many its opponent owns. A point is owned by the colour of its stone,
// or by the one colour its empty region touches (score_regions' rule,
// flooding only the regions these points lie in).
int ownership_balance(const PlayoutBoard& board, const Point* points, int count, Color defender) {
  enum : std::uint8_t { kUnknown, kBlack, kWhite, kNobody };
  PointMap<std::uint8_t> region_owner{};
  std::array<Point, core::kMaxOnBoard> region{};
  int balance = 0;
  for (int i = 0; i < count; ++i) {
    const Point p = points[i];
    Color owner = board.at(p);
    if (owner == Color::Empty) {
      if (region_owner[p] == kUnknown) {
        int n = 0;
        region[static_cast<std::size_t>(n++)] = p;
        region_owner[p] = kNobody;
        bool black = false;
        bool white = false;
        for (int k = 0; k < n; ++k) {
          for (Point m : board.neighbours(region[static_cast<std::size_t>(k)])) {
            const Color mc = board.at(m);
            if (mc == Color::Black) black = true;
            if (mc == Color::White) white = true;
            if (mc == Color::Empty && region_owner[m] == kUnknown) {
              region_owner[m] = kNobody;
              region[static_cast<std::size_t>(n++)] = m;
            }
          }
        }
        const std::uint8_t decided = black == white ? kNobody : black ? kBlack : kWhite;
        for (int k = 0; k < n; ++k) region_owner[region[static_cast<std::size_t>(k)]] = decided;
      }
      owner = region_owner[p] == kBlack ? Color::Black : region_owner[p] == kWhite ? Color::White : Color::Empty;
    }
    if (owner != Color::Empty) balance += owner == defender ? 1 : -1;
  }
  return balance;
}

// Does the defender own most of the target's points (most often none of
// them needs a flood: the target still stands)?
bool defender_keeps(const PlayoutBoard& board, const Area& area, Color defender) {
  return ownership_balance(board, area.target.data(), area.target_size, defender) > 0;
}

// The defender's share of the area's points, in [0, 1].
float defender_share(const PlayoutBoard& board, const Area& area, Color defender) {
  const int balance = ownership_balance(board, area.points.data(), area.point_count, defender);
  return static_cast<float>(balance + area.point_count) / static_cast<float>(2 * area.point_count);
}

class TreeSearch {
 public:
  TreeSearch(const PlayoutBoard& root, const PlayoutContext& ctx, const Area& area, Color defender, Goal goal,
             int simulations)
      : root_(root), ctx_(ctx), area_(area), defender_(defender), goal_(goal) {
    nodes_.reserve(static_cast<std::size_t>(simulations) * 8 + 64);
  }

  struct FirstMove {
    float value = 0.5f;      // for the side that plays it
    float kept_rate = 0.5f;  // how often the target still stands after it
  };

  // The most visited first move of `first`.
  FirstMove best_first_move(Color first, int simulations, Rng& rng) {
    nodes_.clear();
    nodes_.push_back(Node{});
    for (int i = 0; i < simulations; ++i) simulate(first, rng);
    const int move = most_visited_child(0);
    if (move < 0) return {};
    const Node& chosen = nodes_[static_cast<std::size_t>(move)];
    const auto visits = static_cast<float>(chosen.visits);
    return {chosen.wins / visits, chosen.kept / visits};
  }

 private:
  int most_visited_child(int index) const {
    const Node& parent = nodes_[static_cast<std::size_t>(index)];
    int best = -1;
    for (int k = 0; k < parent.child_count; ++k) {
      const int child = parent.first_child + k;
      if (nodes_[static_cast<std::size_t>(child)].visits == 0) continue;
      if (best < 0 || nodes_[static_cast<std::size_t>(child)].visits > nodes_[static_cast<std::size_t>(best)].visits) {
        best = child;
      }
    }
    return best;
  }

  void expand(int index, const PlayoutBoard& board, Color to_move) {
    const int first = static_cast<int>(nodes_.size());
    for (int i = 0; i < board.empty_count(); ++i) {
      const Point p = board.empty_at(i);
      if (is_sensible_move(board, ctx_, p, to_move)) nodes_.push_back(Node{p});
    }
    nodes_.push_back(Node{core::kPass});
    nodes_[static_cast<std::size_t>(index)].first_child = first;
    nodes_[static_cast<std::size_t>(index)].child_count = static_cast<int>(nodes_.size()) - first;
  }

  int select(int index) const {
    const Node& parent = nodes_[static_cast<std::size_t>(index)];
    const float log_visits = std::log(static_cast<float>(parent.visits + 1));
    int best = parent.first_child;
    float best_value = -1;
    for (int k = 0; k < parent.child_count; ++k) {
      const Node& child = nodes_[static_cast<std::size_t>(parent.first_child + k)];
      if (child.visits == 0) return parent.first_child + k;
      const float value = child.wins / static_cast<float>(child.visits) +
                          kExploration * std::sqrt(log_visits / static_cast<float>(child.visits));
      if (value > best_value) {
        best_value = value;
        best = parent.first_child + k;
      }
    }
    return best;
  }

  void simulate(Color first, Rng& rng) {
    PlayoutBoard board = root_;
    std::array<int, 64> path{};
    int depth = 0;
    path[static_cast<std::size_t>(depth++)] = 0;
    int index = 0;
    PlayoutTurn turn{first};
    while (depth < static_cast<int>(path.size())) {
      Node& node = nodes_[static_cast<std::size_t>(index)];
      if (node.first_child < 0) {
        if (node.visits == 0 && index != 0) break;  // a new leaf: play it out first
        expand(index, board, turn.to_move);
      }
      if (nodes_[static_cast<std::size_t>(index)].child_count == 0) break;
      index = select(index);
      const Point move = nodes_[static_cast<std::size_t>(index)].move;
      if (move == core::kPass) {
        board.pass();
      } else {
        board.play(move, turn.to_move);
      }
      path[static_cast<std::size_t>(depth++)] = index;
      turn.after(move);
      if (turn.last == core::kPass && turn.previous == core::kPass) break;  // both passed
    }
    // Two passes in the tree end the game there: the position is final as
    // it stands (a seki both sides leave alone is not played out by the
    // policy, which would throw stones into it).
    const bool passed_out = turn.last == core::kPass && turn.previous == core::kPass;
    const bool ended = passed_out || play_out(board, ctx_, turn, rng);
    bool defender_won = defender_keeps(board, area_, defender_);
    // Caught in a cycle (a double ko, an eternal life): the chain that keeps
    // coming back is not dead. The defender wins if it holds the chain's
    // points at any moment of a few more moves.
    for (int k = 0; !ended && k < kCycleCheckMoves && !defender_won; ++k) {
      play_policy_move(board, ctx_, turn, rng);
      defender_won = defender_keeps(board, area_, defender_);
    }
    const float value =
        goal_ == Goal::KeepTarget ? (defender_won ? 1.0f : 0.0f) : defender_share(board, area_, defender_);
    // The player of the move at depth d is `first` for odd d.
    for (int d = 0; d < depth; ++d) {
      Node& node = nodes_[static_cast<std::size_t>(path[static_cast<std::size_t>(d)])];
      ++node.visits;
      const Color mover = d % 2 == 1 ? first : core::opponent(first);
      node.wins += mover == defender_ ? value : 1.0f - value;
      if (defender_won) node.kept += 1;
    }
  }

  const PlayoutBoard& root_;
  const PlayoutContext& ctx_;
  const Area& area_;
  Color defender_;
  Goal goal_;
  std::vector<Node> nodes_;
};

// The area, board and policy of one chain's reading, and its budget.
struct ReadingSetup {
  Area area;
  PlayoutBoard root;
  PlayoutContext ctx;
  int simulations = 0;

  ReadingSetup() = default;
  ReadingSetup(const ReadingSetup&) = delete;  // ctx points into area
  ReadingSetup& operator=(const ReadingSetup&) = delete;

  bool prepare(const Board& board, Point target, const PointMap<bool>& strong, const LocalReadingLimits& limits,
               const PointMap<bool>* uncapturable) {
    const Color defender = board.at(target);
    if (defender != Color::Black && defender != Color::White) return false;
    if (!build_area(board, target, strong, limits, area)) return false;
    root.load(board);
    ctx.set_home(root);
    ctx.allowed = &area.allowed;
    ctx.uncapturable = uncapturable;
    // Inside the area the policy takes vital points: a tree of this size does
    // not reach the nakade that decides a squared four or a bulky five. (In
    // the whole-board playouts the same rule measured worse, and is off.)
    ctx.vital_points = true;
    ctx.move_limit = kMovesPerAreaPoint * (area.empty_points + area.stones) + kExtraMoves;
    // A playout's cost grows with the area: big areas get fewer simulations,
    // so that every reading costs about the same.
    simulations = std::clamp(limits.simulation_points / std::max(area.empty_points, 1), limits.min_simulations,
                             limits.simulations);
    return true;
  }
};

Rng reading_rng(std::uint64_t seed, Point target) {
  return Rng(seed ^ (static_cast<std::uint64_t>(target) * 0x9E3779B97F4A7C15ULL));
}

}  // namespace

LocalReading read_locally(const Board& board, Point target, const PointMap<bool>& strong, std::uint64_t seed,
                          const LocalReadingLimits& limits, const PointMap<bool>* uncapturable) {
  ReadingSetup setup;
  if (!setup.prepare(board, target, strong, limits, uncapturable)) return {};
  const Color defender = board.at(target);
  TreeSearch search(setup.root, setup.ctx, setup.area, defender, Goal::KeepTarget, setup.simulations);
  Rng rng = reading_rng(seed, target);
  // How often the owner keeps the chain, each side playing its best first
  // move half of the time: the local counterpart of the playouts' ownership,
  // without their blindness to vital points.
  const float owner_first = search.best_first_move(defender, setup.simulations, rng).value;
  const float opponent_first = search.best_first_move(core::opponent(defender), setup.simulations, rng).value;
  const float keep = (owner_first + (1.0f - opponent_first)) / 2.0f;
  if (keep < 0.5f - limits.margin) return {LocalVerdict::Dead, keep, true};
  if (keep > 0.5f + limits.margin) return {LocalVerdict::Alive, keep, true};
  return {LocalVerdict::Unknown, keep, true};
}

LocalReading read_seki(const Board& board, Point target, const PointMap<bool>& strong, std::uint64_t seed,
                       PointMap<bool>& seki_stones, const LocalReadingLimits& limits,
                       const PointMap<bool>* uncapturable) {
  ReadingSetup setup;
  if (!setup.prepare(board, target, strong, limits, uncapturable)) return {};
  const Color defender = board.at(target);
  // A seki's stones are safe only while their owner does not hand them
  // over: the policy plays no sacrifice that gives the capturer a second eye.
  setup.ctx.no_futile_sacrifices = true;
  TreeSearch search(setup.root, setup.ctx, setup.area, defender, Goal::LocalScore, setup.simulations);
  Rng rng = reading_rng(seed, target);
  // The opponent moves first and plays for points, not for the capture.
  const TreeSearch::FirstMove best = search.best_first_move(core::opponent(defender), setup.simulations, rng);
  if (best.kept_rate < 0.5f - limits.margin) return {LocalVerdict::Dead, best.kept_rate, true};
  if (best.kept_rate <= 0.5f + limits.margin) return {LocalVerdict::Unknown, best.kept_rate, true};
  // The seki: the target and the opponent's chains of the area, the ones
  // short of liberties that could not take it.
  const Color opponent = core::opponent(defender);
  for (int i = 0; i < setup.area.point_count; ++i) {
    const Point p = setup.area.points[static_cast<std::size_t>(i)];
    if (board.at(p) == opponent || (board.at(p) == defender && board.chain_head(p) == board.chain_head(target))) {
      seki_stones[p] = true;
    }
  }
  return {LocalVerdict::Alive, best.kept_rate, true};
}

}  // namespace goref::scoring
