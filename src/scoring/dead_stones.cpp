#include "scoring/dead_stones.h"

#include <algorithm>

#include "scoring/playout_board.h"
#include "scoring/rng.h"

namespace goref::scoring {

namespace {

using core::Board;
using core::Color;
using core::Point;

constexpr int kMaxSacrifice = 3;

struct Context {
  // Colour whose one-colour empty region held the point at the start.
  PointMap<Color> home{};
};

// Is there a stone of `enemy` within distance two of p (Manhattan)?
bool enemy_near(const PlayoutBoard& b, Point p, Color enemy) {
  const int s = b.stride();
  const int x = p % s - 1;
  const int y = p / s - 1;
  static constexpr int dx[12] = {0, -1, 1, 0, -1, 1, -1, 1, 0, -2, 2, 0};
  static constexpr int dy[12] = {-1, 0, 0, 1, -1, -1, 1, 1, -2, 0, 0, 2};
  for (int i = 0; i < 12; ++i) {
    const int qx = x + dx[i];
    const int qy = y + dy[i];
    if (qx < 0 || qy < 0 || qx >= b.width() || qy >= b.height()) continue;
    if (b.at(static_cast<Point>((qx + 1) + (qy + 1) * s)) == enemy) return true;
  }
  return false;
}

// A self-atari worth playing: a lone stone (throw-in), or a chain of up to
// kMaxSacrifice stones deep inside the opponent's eye space (the chain and
// its last liberty touch nothing but opponent stones): once captured it
// leaves a single small eye (nakade). Anything else would only hand the
// opponent stones, or break a seki.
bool good_self_atari(const PlayoutBoard& b, Point p, Color c) {
  const Color enemy = core::opponent(c);
  std::array<Point, kMaxSacrifice + 1> stones{};
  int count = 0;
  stones[static_cast<std::size_t>(count++)] = p;
  for (Point n : b.neighbours(p)) {
    if (b.at(n) != c) continue;
    const Point h = b.head(n);
    bool seen = false;
    for (int i = 0; i < count && !seen; ++i) seen = b.at(stones[static_cast<std::size_t>(i)]) == c && b.head(stones[static_cast<std::size_t>(i)]) == h;
    if (seen) continue;
    if (count + b.size(h) > kMaxSacrifice) return false;
    Point s = h;
    do {
      stones[static_cast<std::size_t>(count++)] = s;
      s = b.next(s);
    } while (s != h);
  }
  if (count == 1) return true;
  // Every neighbour of the chain: an opponent stone, a wall, or the one liberty.
  Point liberty = core::kNoPoint;
  auto in_chain = [&](Point q) {
    for (int i = 0; i < count; ++i) {
      if (stones[static_cast<std::size_t>(i)] == q) return true;
    }
    return false;
  };
  for (int i = 0; i < count; ++i) {
    for (Point n : b.neighbours(stones[static_cast<std::size_t>(i)])) {
      if (in_chain(n)) continue;
      const Color nc = b.at(n);
      if (nc == enemy || nc == Color::Wall) continue;
      if (nc != Color::Empty) return false;
      if (liberty != core::kNoPoint && liberty != n) return false;
      liberty = n;
    }
  }
  if (liberty == core::kNoPoint) return false;
  for (Point n : b.neighbours(liberty)) {
    if (in_chain(n)) continue;
    const Color nc = b.at(n);
    if (nc != enemy && nc != Color::Wall) return false;
  }
  return true;
}

// Is c playing at the empty point p acceptable to the playout policy?
bool acceptable(const PlayoutBoard& b, const Context& ctx, Point p, Color c) {
  if (p == b.ko_point()) return false;
  if (b.is_eye(p, c)) return false;
  // No moves inside one's own quiet territory: they only dilute the fight.
  if (ctx.home[p] == c && !enemy_near(b, p, core::opponent(c))) return false;
  int captures = 0;
  const int libs = b.liberties_after(p, c, captures);
  if (libs == 0) return false;  // suicide
  if (libs == 1 && captures == 0 && !good_self_atari(b, p, c)) return false;
  return true;
}

bool playable(const PlayoutBoard& b, Point p, Color c, int min_libs) {
  if (p == b.ko_point() || b.at(p) != Color::Empty) return false;
  int captures = 0;
  return b.liberties_after(p, c, captures) >= min_libs || captures > 0;
}

// Capturing at p leaves the capturing chain with two liberties, takes more
// than one stone, or is a lone stone taking a ko: not a capture that hands
// a bigger chain straight back.
bool safe_capture(const PlayoutBoard& b, Point p, Color c) {
  if (p == b.ko_point() || b.at(p) != Color::Empty) return false;
  int captures = 0;
  const int libs = b.liberties_after(p, c, captures);
  if (captures == 0) return false;
  if (libs >= 2 || captures >= 2) return true;
  for (Point n : b.neighbours(p)) {
    if (b.at(n) == c) return false;
  }
  return true;
}

// A tactical reply to the opponent's last move, or kNoPoint.
Point tactical_reply(const PlayoutBoard& b, Color c, Point last, Point previous, Rng& rng) {
  const Color enemy = core::opponent(c);
  // Capture the chain the opponent just played, if it is in atari.
  if (b.at(last) == enemy && b.in_atari(b.head(last))) {
    const Point lib = b.atari_liberty(b.head(last));
    if (safe_capture(b, lib, c)) return lib;
  }
  // Capture an enemy chain that our previous move put in atari and that was not saved.
  if (previous != core::kPass && previous != core::kNoPoint && b.at(previous) == c) {
    for (Point n : b.neighbours(previous)) {
      if (b.at(n) == enemy && b.in_atari(b.head(n))) {
        const Point lib = b.atari_liberty(b.head(n));
        if (safe_capture(b, lib, c)) return lib;
      }
    }
  }
  // Save an own chain the last move put in atari: capture a neighbouring
  // chain in atari, else extend if that gives two liberties.
  for (Point n : b.neighbours(last)) {
    if (b.at(n) != c || !b.in_atari(b.head(n))) continue;
    const Point head = b.head(n);
    Point s = head;
    do {
      for (Point m : b.neighbours(s)) {
        if (b.at(m) == enemy && b.in_atari(b.head(m))) {
          const Point lib = b.atari_liberty(b.head(m));
          if (safe_capture(b, lib, c)) return lib;
        }
      }
      s = b.next(s);
    } while (s != head);
    const Point lib = b.atari_liberty(head);
    if (playable(b, lib, c, 2)) return lib;
  }
  // Put the opponent's last chain in atari when it has two liberties.
  if (b.at(last) == enemy && rng.below(4) != 0) {
    std::array<Point, 3> libs{};
    if (b.chain_liberties(b.head(last), libs.data(), 3) == 2) {
      const int first = rng.below(2);
      for (int k = 0; k < 2; ++k) {
        const Point lib = libs[static_cast<std::size_t>((first + k) % 2)];
        if (playable(b, lib, c, 2) && !b.is_eye(lib, c)) return lib;
      }
    }
  }
  return core::kNoPoint;
}

Point choose_move(const PlayoutBoard& b, const Context& ctx, Color c, Point last, Point previous, Rng& rng) {
  if (last != core::kPass && last != core::kNoPoint) {
    const Point reply = tactical_reply(b, c, last, previous, rng);
    if (reply != core::kNoPoint) return reply;
  }
  const int n = b.empty_count();
  if (n == 0) return core::kPass;
  const int start = rng.below(n);
  for (int i = 0; i < n; ++i) {
    const Point p = b.empty_at((start + i) % n);
    if (acceptable(b, ctx, p, c)) return p;
  }
  return core::kPass;
}

void score_regions(const PlayoutBoard& b, PointMap<int>& owner_sum);

// Plays one game to the end; adds +1 / -1 per point owned by Black / White.
void playout(const PlayoutBoard& start, const Context& ctx, Color first, Rng& rng, PointMap<int>& owner_sum) {
  PlayoutBoard b = start;
  Color c = first;
  Point last = core::kNoPoint;
  Point previous = core::kNoPoint;
  int passes = 0;
  const int limit = 3 * b.width() * b.height();
  for (int move = 0; move < limit && passes < 2; ++move) {
    const Point p = choose_move(b, ctx, c, last, previous, rng);
    if (p == core::kPass) {
      ++passes;
      b.pass();
    } else {
      passes = 0;
      b.play(p, c);
    }
    previous = last;
    last = p;
    c = core::opponent(c);
  }
  score_regions(b, owner_sum);
}

// +1 / -1 per point owned by Black / White: stones, and empty regions
// bordered by one colour only.
void score_regions(const PlayoutBoard& b, PointMap<int>& owner_sum) {
  PointMap<bool> seen{};
  std::array<Point, core::kMaxOnBoard> region;
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      const Point p = static_cast<Point>((x + 1) + (y + 1) * b.stride());
      const Color c = b.at(p);
      if (c == Color::Black) ++owner_sum[p];
      if (c == Color::White) --owner_sum[p];
      if (c != Color::Empty || seen[p]) continue;
      int n = 0;
      int top = 0;
      region[static_cast<std::size_t>(n++)] = p;
      seen[p] = true;
      bool black = false;
      bool white = false;
      while (top < n) {
        const Point q = region[static_cast<std::size_t>(top++)];
        for (Point m : b.neighbours(q)) {
          const Color mc = b.at(m);
          if (mc == Color::Black) black = true;
          else if (mc == Color::White) white = true;
          else if (mc == Color::Empty && !seen[m]) {
            seen[m] = true;
            region[static_cast<std::size_t>(n++)] = m;
          }
        }
      }
      if (black == white) continue;
      for (int i = 0; i < n; ++i) owner_sum[region[static_cast<std::size_t>(i)]] += black ? 1 : -1;
    }
  }
}

// A chain left in atari at the end of the game is dead when the opponent
// can take it safely (the capturing stone keeps two liberties, or the
// capture is of more than one stone) and every opponent chain around it
// lives: its owner passed instead of saving it.
// Opponent chains this sure of their death do not make a capture "safe".
constexpr float kAtariNeighbourOwn = -0.25f;
void settle_chains_in_atari(const Board& board, const PointMap<float>& chain_own, PointMap<Status>& status) {
  std::array<Point, 2> libs{};
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      const Color c = board.at(p);
      if (c == Color::Empty || board.chain_head(p) != p || status[p] == Status::Dead) continue;
      if (board.liberties(p, libs) != 1) continue;
      const Color o = core::opponent(c);
      const core::MoveEffect effect = board.analyze(libs[0], o);
      if (effect.suicide || effect.captured_stones == 0) continue;
      bool neighbours_alive = true;
      Point s = p;
      do {
        for (Point n : board.neighbours(s)) {
          if (board.at(n) == o && chain_own[board.chain_head(n)] < kAtariNeighbourOwn) neighbours_alive = false;
        }
        s = board.next_in_chain(s);
      } while (s != p);
      if (!neighbours_alive) continue;
      Board after = board;
      after.play(libs[0], o);
      if (effect.captured_stones < 2 && after.liberty_count(libs[0]) < 2) continue;
      s = p;
      do {
        status[s] = Status::Dead;
        for (Point n : board.neighbours(s)) {
          if (board.at(n) != o || status[n] == Status::Alive) continue;
          Point t = board.chain_head(n);
          do {
            status[t] = Status::Alive;
            t = board.next_in_chain(t);
          } while (t != board.chain_head(n));
        }
        s = board.next_in_chain(s);
      } while (s != p);
    }
  }
}

// Playouts from `start`: mean ownership of every point (+1 Black, -1 White),
// also split by who moved first.
void run_playouts(const Board& start, const DeadStoneOptions& options, int playouts, DeadStoneAnalysis& out) {
  PlayoutBoard base;
  base.load(start);
  Context ctx;
  {
    PointMap<int> home{};
    score_regions(base, home);
    ctx.home.fill(Color::Empty);
    for (int y = 0; y < start.height(); ++y) {
      for (int x = 0; x < start.width(); ++x) {
        const Point p = start.point(x, y);
        if (start.at(p) != Color::Empty) continue;
        ctx.home[p] = home[p] > 0 ? Color::Black : home[p] < 0 ? Color::White : Color::Empty;
      }
    }
  }
  PointMap<int> white_first{};
  PointMap<int> black_first{};
  for (int i = 0; i < playouts; ++i) {
    Rng rng(options.seed + static_cast<std::uint64_t>(i) * 0x9E3779B97F4A7C15ULL);
    playout(base, ctx, i % 2 == 0 ? Color::Black : Color::White, rng, i % 2 == 0 ? black_first : white_first);
  }
  for (int y = 0; y < start.height(); ++y) {
    for (int x = 0; x < start.width(); ++x) {
      const Point p = start.point(x, y);
      out.ownership_black_first[p] = static_cast<float>(black_first[p]) / static_cast<float>(playouts / 2);
      out.ownership_white_first[p] = static_cast<float>(white_first[p]) / static_cast<float>(playouts - playouts / 2);
      out.ownership[p] = static_cast<float>(black_first[p] + white_first[p]) / static_cast<float>(playouts);
    }
  }
}

// Mean ownership of each chain's points for the chain's colour, at its head.
void chain_ownership(const Board& board, const PointMap<float>& ownership, PointMap<float>& chain_own) {
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      const Color c = board.at(p);
      if (c == Color::Empty || board.chain_head(p) != p) continue;
      float sum = 0;
      int n = 0;
      Point s = p;
      do {
        sum += ownership[s];
        ++n;
        s = board.next_in_chain(s);
      } while (s != p);
      chain_own[p] = (c == Color::Black ? sum : -sum) / static_cast<float>(n);
    }
  }
}

}  // namespace

void analyze_dead_stones(const Board& board, const DeadStoneOptions& options, DeadStoneAnalysis& out) {
  out.status.fill(Status::Unknown);
  out.ownership.fill(0.0f);
  unconditional_status(board, out.unconditional);

  // Playouts start from the board with the unconditionally dead stones removed.
  Board start = board;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (out.unconditional[p] == Unconditional::Dead) start.set_stone(p, Color::Empty);
    }
  }
  const int points = board.width() * board.height();
  const int playouts = options.playouts > 0 ? options.playouts : (points <= 100 ? 400 : 256);
  out.playouts = playouts;
  run_playouts(start, options, playouts, out);
  PointMap<float> chain_own{};
  chain_ownership(board, out.ownership, chain_own);

  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      const Color c = board.at(p);
      if (c == Color::Empty || board.chain_head(p) != p) continue;
      Status verdict = chain_own[p] < 0 ? Status::Dead : Status::Alive;
      if (out.unconditional[p] == Unconditional::Alive) verdict = Status::Alive;
      if (out.unconditional[p] == Unconditional::Dead) verdict = Status::Dead;
      Point s = p;
      do {
        out.status[s] = verdict;
        s = board.next_in_chain(s);
      } while (s != p);
    }
  }
  settle_chains_in_atari(board, chain_own, out.status);
}

}  // namespace goref::scoring
