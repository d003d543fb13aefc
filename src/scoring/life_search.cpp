#include "scoring/life_search.h"

#include <algorithm>
#include <array>
#include <limits>
#include <vector>

namespace goref::scoring {

namespace {

using core::Board;
using core::Color;
using core::Point;

constexpr std::size_t kTableSize = std::size_t{1} << 16;
constexpr std::uint32_t kInfinity = 100'000'000;
constexpr std::uint64_t kWhiteToMoveKey = 0x9d3c'51a7'e0b2'4f61ULL;
constexpr std::uint64_t kKoKey = 0xc6b1'7d2e'53f9'a08dULL;
constexpr int kMaxMoves = 64;
// Attacker chains of up to this many stones are sacrifices (a throw-in, a
// nakade); a bigger weak one is racing the target.
constexpr int kMaxSacrifice = 3;

struct TableEntry {
  std::uint64_t key = 0;
  std::uint32_t proof = 1;
  std::uint32_t disproof = 1;
};

struct Move {
  Point point = core::kNoPoint;  // kPass for the defender's pass
  std::uint64_t key = 0;         // position key after the move
  Point ko = core::kNoPoint;
  bool escapes = false;          // a defender move that breaks out
  int priority = 0;
};

}  // namespace

// Depth-first proof-number search (df-pn, Nagai 2002) on one question,
// "can the attacker capture the target?", asked either to prove the capture
// (the defender moves first) or to prove the life (the attacker moves
// first). Proof-number search spends its nodes where the proof is nearest,
// which a fixed move order cannot: a kill in the corner is twenty plies
// deep, but most defences fail at once. A reading cut short (node budget,
// depth, a repeated position) counts against the side being proved, so
// whatever the reading proves holds.
struct LifeSearch::Impl {
  std::vector<Board> stack;  // one board per ply, reused across readings
  std::vector<TableEntry> table = std::vector<TableEntry>(kTableSize);
  std::array<std::uint64_t, 128> path{};
  std::array<Point, core::kMaxOnBoard> area{};
  int area_size = 0;
  PointMap<bool> in_area{};
  bool racing = false;  // the area holds a weak attacker chain racing the target
  Color defender = Color::Empty;
  Color attacker = Color::Empty;
  Point target = core::kNoPoint;
  Color prover = Color::Empty;
  int nodes = 0;
  LifeSearchLimits limits;

  bool build_area(const Board& board, const PointMap<bool>& strong);
  bool surrounds_two_eyes(const Board& b) const;
  int generate(const Board& b, Color to_move, Point ko, std::array<Move, kMaxMoves>& moves) const;
  static std::uint64_t position_key(std::uint64_t hash, Color to_move, Point ko);
  TableEntry& entry(std::uint64_t key) { return table[key & (kTableSize - 1)]; }
  void search(int depth, Color to_move, Point ko, std::uint64_t key, std::uint32_t proof_limit,
              std::uint32_t disproof_limit);
  bool prove(const Board& board, Color first);
};

LifeSearch::LifeSearch() : impl_(std::make_unique<Impl>()) {}
LifeSearch::~LifeSearch() = default;

// The local area: the target chain, then every empty point and every chain
// reachable from it without crossing a strong stone (a wall). Walls are not
// read: the attacker's cannot be captured, the defender's are safety.
bool LifeSearch::Impl::build_area(const Board& board, const PointMap<bool>& strong) {
  in_area.fill(false);
  area_size = 0;
  racing = false;
  int empties = 0;
  int stones = 0;
  auto add_chain = [&](Point p) {
    Point s = board.chain_head(p);
    const Point head = s;
    do {
      in_area[s] = true;
      area[static_cast<std::size_t>(area_size++)] = s;
      ++stones;
      s = board.next_in_chain(s);
    } while (s != head);
  };
  add_chain(target);
  for (int i = 0; i < area_size; ++i) {
    if (empties > limits.max_empty_points || stones > limits.max_stones) return false;
    for (Point n : board.neighbours(area[static_cast<std::size_t>(i)])) {
      if (!board.is_on_board(n) || in_area[n]) continue;
      const Color c = board.at(n);
      if (c == Color::Empty) {
        in_area[n] = true;
        area[static_cast<std::size_t>(area_size++)] = n;
        ++empties;
      } else if (!strong[n]) {
        // A weak attacker chain bigger than a sacrifice is the other side
        // of a capturing race.
        if (c == attacker && board.chain_size(n) > kMaxSacrifice) racing = true;
        add_chain(n);
      }
    }
  }
  return empties <= limits.max_empty_points && stones <= limits.max_stones;
}

// Two liberties of the target chain that only the chain itself borders:
// two eyes no move can take away (Benson's pass-alive, one chain).
bool LifeSearch::Impl::surrounds_two_eyes(const Board& b) const {
  const Point head = b.chain_head(target);
  std::array<Point, core::kMaxOnBoard> libs{};
  const int count = std::min(b.liberties(target, libs), static_cast<int>(libs.size()));
  int eyes = 0;
  for (int i = 0; i < count && eyes < 2; ++i) {
    bool eye = true;
    for (Point n : b.neighbours(libs[static_cast<std::size_t>(i)])) {
      if (b.is_on_board(n) && (b.at(n) != defender || b.chain_head(n) != head)) eye = false;
    }
    eyes += eye;
  }
  return eyes >= 2;
}

std::uint64_t LifeSearch::Impl::position_key(std::uint64_t hash, Color to_move, Point ko) {
  std::uint64_t key = hash ^ (to_move == Color::White ? kWhiteToMoveKey : 0) ^
                      (ko == core::kNoPoint ? 0 : kKoKey * static_cast<std::uint64_t>(ko));
  return key | 1;  // never equal to an empty slot's key
}

// The moves worth reading, best first: no suicide, no retaking a ko, never
// filling one's own eye; for the side being proved, no self-atari except a
// small sacrifice of the attacker's (a throw-in, a nakade). The defender may pass; the attacker
// never does (a pass answered by a pass leaves the target on the board).
int LifeSearch::Impl::generate(const Board& b, Color to_move, Point ko, std::array<Move, kMaxMoves>& moves) const {
  const bool attacking = to_move == attacker;
  const Color enemy = core::opponent(to_move);
  std::array<Point, 4> libs{};
  const int target_libs = std::min(b.liberties(target, libs), 4);
  const Point target_head = b.chain_head(target);
  int count = 0;
  for (int i = 0; i < area_size && count < kMaxMoves - 1; ++i) {
    const Point p = area[static_cast<std::size_t>(i)];
    if (b.at(p) != Color::Empty || p == ko) continue;
    const core::MoveEffect effect = b.analyze(p, to_move);
    if (effect.suicide) continue;
    Move move{p, position_key(effect.hash_after, enemy, effect.ko_point), effect.ko_point, false, 0};
    if (effect.captured_stones == 0) {
      // Filling an eye of one's own single chain never helps either side
      // (a point between two own chains is a connection, not an eye).
      bool own_eye = true;
      Point eye_chain = core::kNoPoint;
      for (Point n : b.neighbours(p)) {
        if (!b.is_on_board(n)) continue;
        if (b.at(n) != to_move || (eye_chain != core::kNoPoint && b.chain_head(n) != eye_chain)) own_eye = false;
        if (b.at(n) == to_move) eye_chain = b.chain_head(n);
      }
      if (own_eye) continue;
      // Liberties after the move, counted up to two: p's empty neighbours and
      // the liberties of the own chains it joins, p itself excluded.
      std::array<Point, 2> found{};
      int found_count = 0;
      int joined = 1;
      auto add = [&](Point q) {
        if (q == p || found_count >= 2) return;
        for (int k = 0; k < found_count; ++k) {
          if (found[static_cast<std::size_t>(k)] == q) return;
        }
        found[static_cast<std::size_t>(found_count++)] = q;
      };
      for (Point n : b.neighbours(p)) {
        if (b.at(n) == Color::Empty) add(n);
        if (b.at(n) == to_move) {
          joined += b.chain_size(n);
          std::array<Point, 3> chain_libs{};
          const int chain_count = std::min(b.liberties(n, chain_libs), 3);
          for (int k = 0; k < chain_count; ++k) add(chain_libs[static_cast<std::size_t>(k)]);
        }
      }
      // Only the prover's self-ataris are pruned: pruning the other side's
      // moves could make a proof that is no proof.
      if (found_count < 2 && to_move == prover && (!attacking || joined > kMaxSacrifice)) continue;
    }
    if (effect.captured_stones > 0) move.priority += 4;
    for (int l = 0; l < target_libs; ++l) {
      if (libs[static_cast<std::size_t>(l)] == p) move.priority += 2;
    }
    if (!attacking) {
      // Joining one of the defender's own walls connects the chain to a
      // living group.
      bool touches_target = false;
      bool touches_own_wall = false;
      for (Point n : b.neighbours(p)) {
        if (b.at(n) == defender && b.chain_head(n) == target_head) touches_target = true;
        if (b.at(n) == defender && !in_area[n]) touches_own_wall = true;
        // Capturing a wall breaks out of the local area.
        if (b.at(n) == attacker && !in_area[n] && b.liberty_count(n) == 1) move.escapes = true;
      }
      if (touches_target && touches_own_wall) move.escapes = true;
    }
    moves[static_cast<std::size_t>(count++)] = move;
  }
  std::stable_sort(moves.begin(), moves.begin() + count,
                   [](const Move& x, const Move& y) { return x.priority > y.priority; });
  if (!attacking) {
    moves[static_cast<std::size_t>(count++)] =
        Move{core::kPass, position_key(b.hash(), enemy, core::kNoPoint), core::kNoPoint, false, 0};
  }
  return count;
}

// One df-pn node: the prover to move is an OR node (one child proved is
// enough), the other side an AND node. Proof numbers count the leaves still
// to prove, disproof numbers the leaves still to refute.
void LifeSearch::Impl::search(int depth, Color to_move, Point ko, std::uint64_t key, std::uint32_t proof_limit,
                              std::uint32_t disproof_limit) {
  const Board& b = stack[static_cast<std::size_t>(depth)];
  TableEntry& self = entry(key);
  auto settle = [&](bool proved) {
    self = TableEntry{key, proved ? 0 : kInfinity, proved ? kInfinity : 0};
  };
  const bool prover_is_attacker = prover == attacker;
  if (b.at(target) != defender) return settle(prover_is_attacker);
  if (surrounds_two_eyes(b)) return settle(!prover_is_attacker);
  if (++nodes > limits.node_budget || depth + 1 >= limits.max_depth ||
      depth >= static_cast<int>(path.size())) {
    return settle(false);
  }
  for (int d = 0; d < depth; ++d) {
    if (path[static_cast<std::size_t>(d)] == key) return settle(false);  // a cycle proves nothing
  }
  path[static_cast<std::size_t>(depth)] = key;

  std::array<Move, kMaxMoves> moves{};
  const int count = generate(b, to_move, ko, moves);
  const bool or_node = to_move == prover;
  if (count == 0) return settle(!or_node);  // no move: the side to move has lost

  const Color next = core::opponent(to_move);
  Board& child = stack[static_cast<std::size_t>(depth + 1)];
  while (true) {
    // Child numbers from the table (1 / 1 for a child not read yet).
    std::uint32_t best_number = kInfinity + 1;
    std::uint32_t second_number = kInfinity + 1;
    std::uint32_t sum = 0;
    int best = -1;
    std::uint32_t best_proof = 0;
    std::uint32_t best_disproof = 0;
    for (int i = 0; i < count; ++i) {
      const Move& m = moves[static_cast<std::size_t>(i)];
      std::uint32_t proof = 1;
      std::uint32_t disproof = 1;
      if (m.escapes) {
        // The defender breaks out: proved for the defender.
        proof = prover_is_attacker ? kInfinity : 0;
        disproof = prover_is_attacker ? 0 : kInfinity;
      } else if (const TableEntry& e = entry(m.key); e.key == m.key) {
        proof = e.proof;
        disproof = e.disproof;
      }
      // OR node: select by proof, sum the disproofs; AND node: the reverse.
      const std::uint32_t select = or_node ? proof : disproof;
      const std::uint32_t add = or_node ? disproof : proof;
      sum = std::min(kInfinity, sum + add);
      if (select < best_number) {
        second_number = best_number;
        best_number = select;
        best = i;
        best_proof = proof;
        best_disproof = disproof;
      } else if (select < second_number) {
        second_number = select;
      }
    }
    const std::uint32_t node_proof = or_node ? best_number : sum;
    const std::uint32_t node_disproof = or_node ? sum : best_number;
    self = TableEntry{key, node_proof, node_disproof};
    if (node_proof >= proof_limit || node_disproof >= disproof_limit || nodes > limits.node_budget) return;
    const Move& m = moves[static_cast<std::size_t>(best)];
    child = b;
    if (m.point != core::kPass) child.play(m.point, to_move);
    std::uint32_t child_proof_limit = 0;
    std::uint32_t child_disproof_limit = 0;
    const std::uint32_t second = std::min(second_number, kInfinity);
    if (or_node) {
      child_proof_limit = std::min(proof_limit, second + 1);
      child_disproof_limit = disproof_limit - node_disproof + best_disproof;
    } else {
      child_disproof_limit = std::min(disproof_limit, second + 1);
      child_proof_limit = proof_limit - node_proof + best_proof;
    }
    search(depth + 1, next, m.ko, m.key, child_proof_limit, child_disproof_limit);
    // The table may have lost the child's entry to a collision: settle the
    // child as unproved rather than loop on it.
    if (TableEntry& e = entry(m.key); e.key != m.key) e = TableEntry{m.key, kInfinity, 0};
    if (entry(key).key != key) entry(key) = TableEntry{key, node_proof, node_disproof};
  }
}

bool LifeSearch::Impl::prove(const Board& board, Color first) {
  nodes = 0;
  std::fill(table.begin(), table.end(), TableEntry{});
  stack[0] = board;
  const std::uint64_t key = position_key(board.hash(), first, core::kNoPoint);
  search(0, first, core::kNoPoint, key, kInfinity, kInfinity);
  const TableEntry& e = entry(key);
  return e.key == key && e.proof == 0;
}

LocalVerdict LifeSearch::read(const Board& board, Point target, const PointMap<bool>& strong,
                              const LifeSearchLimits& limits) {
  Impl& s = *impl_;
  s.limits = limits;
  s.target = target;
  s.defender = board.at(target);
  if (s.defender != Color::Black && s.defender != Color::White) return LocalVerdict::Unknown;
  s.attacker = core::opponent(s.defender);
  if (!s.build_area(board, strong)) return LocalVerdict::Unknown;
  if (s.stack.size() < static_cast<std::size_t>(limits.max_depth + 1)) {
    s.stack.assign(static_cast<std::size_t>(limits.max_depth + 1), board);
  }
  // Dead: captured even when its owner moves first. Alive: not captured
  // even when the attacker moves first.
  // A race won by the attacker proves nothing: the capturing chain may die
  // in turn (a seki broken by the side that cannot afford it), and then the
  // players remove the capturer, not the target. Only a target that faces
  // walls and sacrifices alone is proved dead.
  s.prover = s.attacker;
  const bool dead = !s.racing && s.prove(board, s.defender);
  if (dead) return LocalVerdict::Dead;
  s.prover = s.defender;
  const bool alive = s.prove(board, s.attacker);
  if (alive) return LocalVerdict::Alive;
  return LocalVerdict::Unknown;
}

}  // namespace goref::scoring
