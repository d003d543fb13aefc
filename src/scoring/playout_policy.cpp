#include "scoring/playout_policy.h"

#include <algorithm>
#include <array>

namespace goref::scoring {

namespace {

using core::Color;
using core::Point;

constexpr int kMaxSacrifice = 3;


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

// Has an opponent chain around the sacrifice `stones` (p and the chains it
// joins) a liberty other than the sacrifice's own points where c cannot
// play (c's stone there would be suicide)? Then capturing the sacrifice
// gives that chain its second eye: the sacrifice kills nothing, and where
// the opponent could not approach the stones without filling its own
// liberties (a seki: OGS 9098's B9 and A8 against a White chain whose other
// liberty is F4) it only hands them over.
bool enemy_has_another_eye(const PlayoutBoard& b, const Point* stones, int count, Point liberty, Color c) {
  const Color enemy = core::opponent(c);
  std::array<Point, 4 * (kMaxSacrifice + 1)> heads{};
  int head_count = 0;
  for (int i = 0; i < count; ++i) {
    for (Point n : b.neighbours(stones[i])) {
      if (b.at(n) != enemy) continue;
      const Point h = b.head(n);
      if (std::find(heads.begin(), heads.begin() + head_count, h) == heads.begin() + head_count) {
        heads[static_cast<std::size_t>(head_count++)] = h;
      }
    }
  }
  // A chain with more than eight liberties is not what a seki is made of.
  std::array<Point, 8> liberties{};
  for (int k = 0; k < head_count; ++k) {
    const int n = b.chain_liberties(heads[static_cast<std::size_t>(k)], liberties.data(), 8);
    for (int i = 0; i < n; ++i) {
      const Point q = liberties[static_cast<std::size_t>(i)];
      if (q == liberty || q == stones[0]) continue;
      int captures = 0;
      if (b.liberties_after(q, c, captures) == 0) return true;  // c's suicide: the capturer's eye
    }
  }
  return false;
}

// A self-atari worth playing: a lone stone (throw-in), or a chain of up to
// kMaxSacrifice stones deep inside the opponent's eye space (the chain and
// its last liberty touch nothing but opponent stones): once captured it
// leaves a single small eye (nakade). Anything else would only hand the
// opponent stones, or break a seki. With `futile_checked` (a seki reading)
// not even that when the capturer has another eye.
bool good_self_atari(const PlayoutBoard& b, Point p, Color c, bool futile_checked) {
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
  return !futile_checked || !enemy_has_another_eye(b, stones.data(), count, liberty, c);
}

// Is p, an eye of c's, the last liberty of one of c's chains? Then it is no
// eye but the connection that ends a ko: a stone that just took a ko sits in
// atari with p, the point it captured, as its only liberty. Left unfilled,
// the ko is retaken and retaken until the playout's move bound.
bool fills_ko(const PlayoutBoard& b, Point p, Color c) {
  for (Point n : b.neighbours(p)) {
    if (b.at(n) == c && b.in_atari(b.head(n))) return true;
  }
  return false;
}

// Legal, not filling one's own eye, and no self-atari but a throw-in or a
// nakade sacrifice.
bool sensible(const PlayoutBoard& b, const PlayoutContext& ctx, Point p, Color c) {
  if (p == b.ko_point()) return false;
  if (b.is_eye(p, c) && !fills_ko(b, p, c)) return false;
  int captures = 0;
  const int libs = b.liberties_after(p, c, captures);
  if (libs == 0) return false;  // suicide
  if (libs == 1 && captures == 0 && !good_self_atari(b, p, c, ctx.no_futile_sacrifices)) return false;
  return true;
}

// Is c playing at the empty point p acceptable to the playout policy? No
// moves inside one's own quiet territory either: they only dilute the fight.
bool acceptable(const PlayoutBoard& b, const PlayoutContext& ctx, Point p, Color c) {
  if (ctx.home[p] == c && !enemy_near(b, p, core::opponent(c))) return false;
  return sensible(b, ctx, p, c);
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
Point tactical_reply(const PlayoutBoard& b, const PlayoutContext& ctx, Color c, Point last, Point previous, Rng& rng) {
  const Color enemy = core::opponent(c);
  // Capture the chain the opponent just played, if it is in atari.
  if (b.at(last) == enemy && b.in_atari(b.head(last))) {
    const Point lib = b.atari_liberty(b.head(last));
    if (ctx.may_play(b, lib, c) && safe_capture(b, lib, c)) return lib;
  }
  // Capture an enemy chain that our previous move put in atari and that was not saved.
  if (previous != core::kPass && previous != core::kNoPoint && b.at(previous) == c) {
    for (Point n : b.neighbours(previous)) {
      if (b.at(n) == enemy && b.in_atari(b.head(n))) {
        const Point lib = b.atari_liberty(b.head(n));
        if (ctx.may_play(b, lib, c) && safe_capture(b, lib, c)) return lib;
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
          if (ctx.may_play(b, lib, c) && safe_capture(b, lib, c)) return lib;
        }
      }
      s = b.next(s);
    } while (s != head);
    const Point lib = b.atari_liberty(head);
    if (ctx.may_play(b, lib, c) && playable(b, lib, c, 2)) return lib;
  }
  // Put the opponent's last chain in atari when it has two liberties.
  if (b.at(last) == enemy && rng.below(4) != 0) {
    std::array<Point, 3> libs{};
    if (b.chain_liberties(b.head(last), libs.data(), 3) == 2) {
      const int first = rng.below(2);
      for (int k = 0; k < 2; ++k) {
        const Point lib = libs[static_cast<std::size_t>((first + k) % 2)];
        if (ctx.may_play(b, lib, c) && playable(b, lib, c, 2) && !b.is_eye(lib, c)) return lib;
      }
    }
  }
  return core::kNoPoint;
}

constexpr int kMaxNakadeSpace = 6;

// The vital point of the small eye space next to the last move, or kNoPoint.
// An eye space is a region of three to six empty points bordered by stones
// of one colour (and the edge); its vital point is the one point with the
// most neighbours inside it (the middle of a bent or straight three, the
// centre of a pyramid four, bulky five or rabbity six). Whoever plays there
// first decides: two eyes for the owner, one for the opponent. A squared
// four has no such point (it is dead as it stands), nor do the straight and
// bent fours (alive as they stand).
Point vital_point_near(const PlayoutBoard& b, Point last) {
  for (Point start : b.neighbours(last)) {
    if (b.at(start) != Color::Empty) continue;
    std::array<Point, kMaxNakadeSpace + 1> region{};
    int n = 0;
    region[static_cast<std::size_t>(n++)] = start;
    Color border = Color::Empty;
    bool eye_space = true;
    for (int i = 0; i < n && eye_space; ++i) {
      for (Point m : b.neighbours(region[static_cast<std::size_t>(i)])) {
        const Color mc = b.at(m);
        if (mc == Color::Wall) continue;
        if (mc == Color::Empty) {
          bool seen = false;
          for (int k = 0; k < n && !seen; ++k) seen = region[static_cast<std::size_t>(k)] == m;
          if (seen) continue;
          if (n == kMaxNakadeSpace) {
            eye_space = false;
            break;
          }
          region[static_cast<std::size_t>(n++)] = m;
        } else if (border == Color::Empty) {
          border = mc;
        } else if (border != mc) {
          eye_space = false;
          break;
        }
      }
    }
    if (!eye_space || n < 3 || border == Color::Empty) continue;
    Point vital = core::kNoPoint;
    int best = 0;
    bool unique = false;
    for (int i = 0; i < n; ++i) {
      int inside = 0;
      for (Point m : b.neighbours(region[static_cast<std::size_t>(i)])) {
        for (int k = 0; k < n; ++k) inside += region[static_cast<std::size_t>(k)] == m;
      }
      if (inside > best) {
        best = inside;
        vital = region[static_cast<std::size_t>(i)];
        unique = true;
      } else if (inside == best) {
        unique = false;
      }
    }
    if (unique) return vital;
  }
  return core::kNoPoint;
}

}  // namespace

Point choose_move(const PlayoutBoard& b, const PlayoutContext& ctx, Color c, Point last, Point previous, Rng& rng) {
  if (last != core::kPass && last != core::kNoPoint) {
    const Point reply = tactical_reply(b, ctx, c, last, previous, rng);
    if (reply != core::kNoPoint) return reply;
    if (ctx.vital_points) {
      const Point vital = vital_point_near(b, last);
      if (vital != core::kNoPoint && ctx.may_play(b, vital, c) && sensible(b, ctx, vital, c)) return vital;
    }
  }
  const int n = b.empty_count();
  if (n == 0) return core::kPass;
  const int start = rng.below(n);
  for (int i = 0; i < n; ++i) {
    const Point p = b.empty_at((start + i) % n);
    if (ctx.may_play(b, p, c) && acceptable(b, ctx, p, c)) return p;
  }
  return core::kPass;
}

bool is_sensible_move(const PlayoutBoard& b, const PlayoutContext& ctx, Point p, Color c) {
  return b.at(p) == Color::Empty && ctx.may_play(b, p, c) && sensible(b, ctx, p, c);
}

Point play_policy_move(PlayoutBoard& b, const PlayoutContext& ctx, PlayoutTurn& turn, Rng& rng) {
  const Point p = choose_move(b, ctx, turn.to_move, turn.last, turn.previous, rng);
  if (p == core::kPass) {
    b.pass();
  } else {
    b.play(p, turn.to_move);
  }
  turn.after(p);
  return p;
}

bool play_out(PlayoutBoard& b, const PlayoutContext& ctx, PlayoutTurn& turn, Rng& rng) {
  int passes = 0;
  const int limit = ctx.move_limit > 0 ? ctx.move_limit : 3 * b.width() * b.height();
  for (int move = 0; move < limit; ++move) {
    passes = play_policy_move(b, ctx, turn, rng) == core::kPass ? passes + 1 : 0;
    if (passes == 2) return true;
  }
  return false;
}

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

void PlayoutContext::set_home(const PlayoutBoard& b) {
  PointMap<int> owner{};
  score_regions(b, owner);
  home.fill(Color::Empty);
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      const Point p = static_cast<Point>((x + 1) + (y + 1) * b.stride());
      if (b.at(p) != Color::Empty) continue;
      home[p] = owner[p] > 0 ? Color::Black : owner[p] < 0 ? Color::White : Color::Empty;
    }
  }
}

bool PlayoutContext::takes_uncapturable(const PlayoutBoard& b, Point p, Color c) const {
  // A neighbour chain of the opponent in atari has p as its one liberty: the
  // move would take it.
  for (Point n : b.neighbours(p)) {
    if (b.at(n) == core::opponent(c) && (*uncapturable)[n] && b.in_atari(b.head(n))) return true;
  }
  return false;
}

}  // namespace goref::scoring
