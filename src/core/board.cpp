#include "core/board.h"

#include <algorithm>
#include <cassert>

#include "core/zobrist.h"

namespace goref::core {

Board::Board(int width, int height) : width_(width), height_(height) {
  assert(width >= kMinBoardSize && width <= kMaxBoardSize);
  assert(height >= kMinBoardSize && height <= kMaxBoardSize);
  color_.fill(Color::Wall);
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) color_[point(x, y)] = Color::Empty;
  }
}

int Board::adjacency_count(Point p, Point head) const {
  int count = 0;
  for (Point n : neighbours(p)) {
    if ((color_[n] == Color::Black || color_[n] == Color::White) && head_[n] == head) ++count;
  }
  return count;
}

std::uint64_t Board::chain_hash(Point head) const {
  std::uint64_t hash = 0;
  const Color color = color_[head];
  Point p = head;
  do {
    hash ^= zobrist_stone(color, p);
    p = next_[p];
  } while (p != head);
  return hash;
}

MoveEffect Board::analyze(Point p, Color color) const {
  MoveEffect effect;
  if (color_[p] != Color::Empty) {
    effect.occupied = true;
    return effect;
  }
  const Color enemy = opponent(color);
  std::uint64_t hash = hash_ ^ zobrist_stone(color, p);
  std::array<Point, 4> own_heads{};
  int own_chains = 0;
  bool has_liberty = false;
  int own_chain_stones = 0;
  int own_neighbours = 0;
  int empty_neighbours = 0;
  Point captured_single = kNoPoint;
  int captured_chains = 0;
  std::array<Point, 4> seen{};
  int seen_count = 0;
  for (Point n : neighbours(p)) {
    const Color c = color_[n];
    if (c == Color::Empty) {
      has_liberty = true;
      ++empty_neighbours;
      continue;
    }
    if (c == Color::Wall) continue;
    if (c == color) ++own_neighbours;
    const Point head = head_[n];
    if (std::find(seen.begin(), seen.begin() + seen_count, head) != seen.begin() + seen_count) continue;
    seen[static_cast<std::size_t>(seen_count++)] = head;
    const int adjacency = adjacency_count(p, head);
    if (c == enemy) {
      if (pseudo_liberties_[head] == adjacency) {
        // p is this chain's only liberty: it is captured.
        effect.captured_stones += size_[head];
        hash ^= chain_hash(head);
        has_liberty = true;
        ++captured_chains;
        captured_single = size_[head] == 1 ? head : kNoPoint;
      }
    } else {
      own_chain_stones += size_[head];
      own_heads[static_cast<std::size_t>(own_chains++)] = head;
      if (pseudo_liberties_[head] > adjacency) has_liberty = true;
    }
  }
  if (!has_liberty) {
    effect.suicide = true;
    effect.single_stone_suicide = own_neighbours == 0;
    effect.suicided_stones = own_chain_stones + 1;
    // The played stone and the chains it joined all leave the board. Their
    // hashes walk the chains, so they are only taken here, for a suicide:
    // the scorer asks what thousands of ordinary moves would do.
    std::uint64_t own_chains_hash = 0;
    for (int i = 0; i < own_chains; ++i) own_chains_hash ^= chain_hash(own_heads[static_cast<std::size_t>(i)]);
    effect.hash_after = hash ^ zobrist_stone(color, p) ^ own_chains_hash;
    return effect;
  }
  effect.hash_after = hash;
  // Simple ko (Japanese 1989 art. 6): a lone stone that captured exactly one
  // stone and is left with that single point as its only liberty.
  if (captured_chains == 1 && effect.captured_stones == 1 && own_neighbours == 0 &&
      empty_neighbours == 0) {
    effect.ko_point = captured_single;
  }
  return effect;
}

void Board::add_stone(Point p, Color color) {
  color_[p] = color;
  packed_.set(p, color);
  hash_ ^= zobrist_stone(color, p);
  ++stone_count_[static_cast<std::size_t>(color_index(color))];
  head_[p] = p;
  next_[p] = p;
  size_[p] = 1;
  pseudo_liberties_[p] = 0;
  for (Point n : neighbours(p)) {
    const Color c = color_[n];
    if (c == Color::Empty) {
      ++pseudo_liberties_[p];
    } else if (c != Color::Wall) {
      --pseudo_liberties_[head_[n]];
    }
  }
  for (Point n : neighbours(p)) {
    if (color_[n] == color && head_[n] != head_[p]) merge_chains(head_[p], head_[n]);
  }
}

void Board::merge_chains(Point a, Point b) {
  if (size_[a] < size_[b]) std::swap(a, b);
  // Relabel the smaller chain b into a, then splice the circular lists.
  Point p = b;
  do {
    head_[p] = a;
    p = next_[p];
  } while (p != b);
  std::swap(next_[a], next_[b]);
  size_[a] = static_cast<std::uint16_t>(size_[a] + size_[b]);
  pseudo_liberties_[a] = static_cast<std::uint16_t>(pseudo_liberties_[a] + pseudo_liberties_[b]);
}

void Board::remove_chain(Point head) {
  const Color color = color_[head];
  const std::size_t ci = static_cast<std::size_t>(color_index(color));
  Point p = head;
  do {
    color_[p] = Color::Empty;
    packed_.set(p, Color::Empty);
    hash_ ^= zobrist_stone(color, p);
    --stone_count_[ci];
    removed_[static_cast<std::size_t>(removed_count_++)] = p;
    p = next_[p];
  } while (p != head);
  // Every remaining stone next to a removed one gains a liberty adjacency.
  p = head;
  do {
    const Point following = next_[p];
    for (Point n : neighbours(p)) {
      const Color c = color_[n];
      if (c == Color::Black || c == Color::White) ++pseudo_liberties_[head_[n]];
    }
    p = following;
  } while (p != head);
}

MoveEffect Board::play(Point p, Color color) {
  // The effect is read off the mutation itself rather than from analyze():
  // play() is the hot path of every replay.
  MoveEffect effect;
  removed_count_ = 0;
  if (color_[p] != Color::Empty) {
    effect.occupied = true;
    return effect;
  }
  add_stone(p, color);
  const Color enemy = opponent(color);
  for (Point n : neighbours(p)) {
    if (color_[n] == enemy && pseudo_liberties_[head_[n]] == 0) remove_chain(head_[n]);
  }
  effect.captured_stones = removed_count_;
  const Point own = head_[p];
  if (pseudo_liberties_[own] == 0) {
    effect.suicide = true;
    effect.single_stone_suicide = size_[own] == 1;
    effect.suicided_stones = size_[own];
    remove_chain(own);
  } else if (effect.captured_stones == 1 && size_[own] == 1 && pseudo_liberties_[own] == 1) {
    // Simple ko (Japanese 1989 art. 6): a lone stone took one stone and has
    // that point as its only liberty.
    effect.ko_point = removed_[0];
  }
  effect.hash_after = hash_;
  return effect;
}

void Board::set_stone(Point p, Color color) {
  if (color_[p] == color || color_[p] == Color::Wall) return;
  if (color_[p] != Color::Empty) {
    // Removing one stone from a chain can split it: rebuild from colours.
    PackedBoard packed = pack();
    packed.set(p, color);
    *this = unpack(packed, width_, height_);
    return;
  }
  add_stone(p, color);
}

int Board::liberty_count(Point p) const {
  std::array<Point, kMaxOnBoard> buffer;
  return liberties(p, buffer);
}

int Board::liberties(Point p, std::span<Point> out) const {
  if (color_[p] != Color::Black && color_[p] != Color::White) return 0;
  std::array<bool, kMaxPointIndex> marked{};
  int count = 0;
  const Point head = head_[p];
  Point s = head;
  do {
    for (Point n : neighbours(s)) {
      if (color_[n] == Color::Empty && !marked[n]) {
        marked[n] = true;
        if (static_cast<std::size_t>(count) < out.size()) out[static_cast<std::size_t>(count)] = n;
        ++count;
      }
    }
    s = next_[s];
  } while (s != head);
  return count;
}

int Board::chain_stones(Point p, std::span<Point> out) const {
  if (color_[p] != Color::Black && color_[p] != Color::White) return 0;
  int count = 0;
  const Point head = head_[p];
  Point s = head;
  do {
    if (static_cast<std::size_t>(count) < out.size()) out[static_cast<std::size_t>(count)] = s;
    ++count;
    s = next_[s];
  } while (s != head);
  return count;
}

bool Board::every_chain_has_liberty() const {
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      const Point p = point(x, y);
      if ((color_[p] == Color::Black || color_[p] == Color::White) && pseudo_liberties_[head_[p]] == 0)
        return false;
    }
  }
  return true;
}

Board Board::unpack(const PackedBoard& packed, int width, int height) {
  Board board(width, height);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const Point p = board.point(x, y);
      const Color c = packed.get(p);
      if (c == Color::Black || c == Color::White) board.add_stone(p, c);
    }
  }
  return board;
}

bool Board::is_consistent() const {
  Board fresh = unpack(pack(), width_, height_);
  if (fresh.hash_ != hash_ || fresh.stone_count_ != stone_count_ || fresh.color_ != color_) return false;
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      const Point p = point(x, y);
      if (color_[p] != Color::Black && color_[p] != Color::White) continue;
      if (fresh.size_[fresh.head_[p]] != size_[head_[p]]) return false;
      if (fresh.pseudo_liberties_[fresh.head_[p]] != pseudo_liberties_[head_[p]]) return false;
      // Same partition into chains: p's chain-mates agree.
      if ((fresh.head_[p] == fresh.head_[next_[p]]) != true) return false;
    }
  }
  return true;
}

}  // namespace goref::core
