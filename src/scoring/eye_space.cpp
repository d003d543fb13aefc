#include "scoring/eye_space.h"

#include <algorithm>
#include <array>
#include <utility>

namespace goref::scoring {

namespace {

using core::Board;
using core::Color;
using core::Point;

constexpr int kTwoEyes = 4;
constexpr int kOneEye = 2;
// A neutral region bigger than this is open ground: a group with a liberty
// there can still run or make eye space (dame between finished walls are
// one or two points).
constexpr int kOpenGround = 4;
// An enclosed group has at most this many points around it (empty, or
// under dead stones) before the opponent's walls. The one-eyed groups the
// public sets show dead had 13 to 24; with much more room a group may still
// make a living shape if it moves first, and the count stays silent (the
// playouts judge it).
constexpr int kEnclosedRoom = 30;
// A small region bordered by both colours may still be one side's eye
// space, leaking at a single point (a wall with one opponent stone at its
// end, the territory on an edge that the opponent's wall touches at one
// point): GNU Go's marginal eye points (manual ch. 8). It is worth one eye
// when, the leak aside, at least kLeakyInside points remain: after the
// opponent pushes in there and the owner blocks, three points are left, an
// eye even if the opponent then plays their middle.
constexpr int kLeakyRegion = 12;
constexpr int kLeakyInside = 4;

bool stands(const Board& board, const PointMap<bool>& standing, Point p) {
  return board.at(p) != Color::Empty && standing[p];
}

// Union-find over chain heads.
struct Groups {
  PointMap<Point> parent{};
  Point find(Point p) {
    while (parent[p] != p) {
      parent[p] = parent[parent[p]];
      p = parent[p];
    }
    return p;
  }
  void join(Point a, Point b) {
    a = find(a);
    b = find(b);
    if (a != b) parent[std::max(a, b)] = std::min(a, b);
  }
};

// A one-point eye's value from its diagonals (GNU Go manual ch. 8, "Eyes and
// Half Eyes", topological false eyes): an opponent stone on a diagonal
// counts two, an empty diagonal next to an opponent stone (the opponent may
// play there, joined to that stone) one. In the open, four or more is a
// false eye (the opponent holds two diagonals, or holds one and gets one of
// two more whoever moves first) and three a half eye (whoever moves first
// decides); on the edge or in the corner two is false and one half.
int one_point_eye_value(const Board& board, Point p, Color owner, const PointMap<bool>& standing) {
  const int x = board.x_of(p);
  const int y = board.y_of(p);
  const Color opponent = core::opponent(owner);
  int on_board = 0;
  int held = 0;
  for (const auto& [dx, dy] : std::array<std::pair<int, int>, 4>{{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}}) {
    const int nx = x + dx;
    const int ny = y + dy;
    if (nx < 0 || ny < 0 || nx >= board.width() || ny >= board.height()) continue;
    ++on_board;
    const Point d = board.point(nx, ny);
    if (stands(board, standing, d)) {
      if (board.at(d) == opponent) held += 2;
      continue;
    }
    if (board.at(d) != Color::Empty) continue;
    for (Point n : board.neighbours(d)) {
      if (board.is_on_board(n) && stands(board, standing, n) && board.at(n) == opponent) {
        ++held;
        break;
      }
    }
  }
  const int false_at = on_board == 4 ? 4 : 2;
  if (held >= false_at) return 0;
  if (held == false_at - 1) return 1;
  return kOneEye;
}

// Does a chain around this space have a single liberty, counting the
// points of stones that do not stand as liberties (they come off the board)?
bool walls_in_atari(const Board& board, const PointMap<bool>& standing, const Point* points, int count) {
  for (int i = 0; i < count; ++i) {
    for (Point n : board.neighbours(points[i])) {
      if (!board.is_on_board(n) || !stands(board, standing, n)) continue;
      int liberties = 0;
      Point liberty = core::kNoPoint;
      const Point head = board.chain_head(n);
      Point s = head;
      do {
        for (Point m : board.neighbours(s)) {
          if (!board.is_on_board(m) || stands(board, standing, m) || m == liberty) continue;
          if (liberty != core::kNoPoint) {
            ++liberties;
            break;
          }
          liberty = m;
        }
        if (liberties > 0) break;
        s = board.next_in_chain(s);
      } while (s != head);
      if (liberties == 0) return true;
    }
  }
  return false;
}

// A neutral region of `count` points that one colour's stones border
// everywhere but at a single point (the leak, next to the opponent's
// stones): that colour's eye space, worth one eye when at least
// kLeakyInside points lie beyond the leak. `owner` is left Empty otherwise.
void leaky_eye_space(const Board& board, const PointMap<bool>& standing, const Point* points, int count,
                     Color& owner, int& value) {
  for (const Color colour : {Color::Black, Color::White}) {
    int leaks = 0;
    for (int i = 0; i < count; ++i) {
      for (Point n : board.neighbours(points[i])) {
        if (board.is_on_board(n) && stands(board, standing, n) && board.at(n) == core::opponent(colour)) {
          ++leaks;
          break;
        }
      }
    }
    if (leaks == 1 && count - leaks >= kLeakyInside) {
      owner = colour;
      value = kOneEye;
      return;
    }
  }
}

// Is group `gi` enclosed by the opponent: from its stones, through every
// point that holds no standing opponent stone, no standing stone of another
// friendly group is reached, and the empty points reached are few?
bool enclosed(const Board& board, const PointMap<bool>& standing, const PointMap<std::int16_t>& group, int gi) {
  PointMap<bool> seen{};
  std::array<Point, core::kMaxOnBoard> queue{};
  int size = 0;
  Color own = Color::Empty;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (group[p] != gi) continue;
      own = board.at(p);
      seen[p] = true;
      queue[static_cast<std::size_t>(size++)] = p;
    }
  }
  int room = 0;
  for (int i = 0; i < size; ++i) {
    for (Point n : board.neighbours(queue[static_cast<std::size_t>(i)])) {
      if (!board.is_on_board(n) || seen[n]) continue;
      if (stands(board, standing, n)) {
        if (board.at(n) != own) continue;                 // the opponent's wall
        if (group[n] != gi) return false;                 // a friend: it connects out
      } else if (++room > kEnclosedRoom) {
        return false;
      }
      seen[n] = true;
      queue[static_cast<std::size_t>(size++)] = n;
    }
  }
  return true;
}

}  // namespace

int eye_space_value(const Board& board, const Point* points, int count, Color owner, const PointMap<bool>& standing) {
  if (count == 1) return one_point_eye_value(board, points[0], owner, standing);
  if (count == 2) return kOneEye;
  if (count >= 7) return kTwoEyes;
  PointMap<bool> inside{};
  for (int i = 0; i < count; ++i) inside[points[i]] = true;
  int max_degree = 0;
  Point vital = core::kNoPoint;
  bool square = false;
  for (int i = 0; i < count; ++i) {
    const Point p = points[i];
    int degree = 0;
    for (Point n : board.neighbours(p)) {
      if (board.is_on_board(n) && inside[n]) ++degree;
    }
    if (degree > max_degree) {
      max_degree = degree;
      vital = p;
    }
    const int x = board.x_of(p);
    const int y = board.y_of(p);
    if (x + 1 < board.width() && y + 1 < board.height() && inside[board.point(x + 1, y)] &&
        inside[board.point(x, y + 1)] && inside[board.point(x + 1, y + 1)]) {
      square = true;
    }
  }
  int value = kTwoEyes;
  switch (count) {
    case 3: value = 3; break;  // straight or bent three: the middle point decides
    case 4:
      if (square) value = kOneEye;  // squared four is one eye whoever moves
      else if (max_degree == 3) value = 3;  // pyramid four: its centre decides
      break;
    case 5:
      if (max_degree == 4 || square) value = 3;  // crossed five, bulky five
      break;
    case 6:
      if (max_degree == 4) value = 3;  // rabbity six
      break;
    default: break;
  }
  // The opponent has already played the killing nakade: its stone on the
  // vital point of an unsettled shape leaves one eye.
  if (value == 3 && board.at(vital) == core::opponent(owner)) value = kOneEye;
  return value;
}

int eye_space_value_once_taken(const Board& board, const Point* points, int count, Color owner,
                               const PointMap<bool>& standing) {
  const Color opponent = core::opponent(owner);
  PointMap<bool> dead_inside{};
  bool any = false;
  for (int i = 0; i < count; ++i) {
    if (board.at(points[i]) != opponent) continue;
    dead_inside[points[i]] = true;
    any = true;
  }
  if (!any) return eye_space_value(board, points, count, owner, standing);
  // What is left: the points of the taken stones, and the empty points that
  // were not their liberties (those the capturer filled).
  PointMap<bool> left{};
  for (int i = 0; i < count; ++i) {
    const Point p = points[i];
    bool filled = false;
    if (!dead_inside[p]) {
      for (Point n : board.neighbours(p)) {
        if (board.is_on_board(n) && dead_inside[n]) filled = true;
      }
    }
    left[p] = !filled;
  }
  // Each connected part of it is an eye space of its own.
  std::array<Point, core::kMaxOnBoard> part{};
  PointMap<bool> seen{};
  int value = 0;
  for (int i = 0; i < count && value < kTwoEyes; ++i) {
    if (!left[points[i]] || seen[points[i]]) continue;
    int size = 0;
    part[static_cast<std::size_t>(size++)] = points[i];
    seen[points[i]] = true;
    for (int j = 0; j < size; ++j) {
      for (Point n : board.neighbours(part[static_cast<std::size_t>(j)])) {
        if (!board.is_on_board(n) || !left[n] || seen[n]) continue;
        seen[n] = true;
        part[static_cast<std::size_t>(size++)] = n;
      }
    }
    // eye_space_value still sees the taken stones on their points: where
    // one sits on the vital point it answers one eye already; otherwise a
    // shape whoever moves first decides is one eye too, the opponent being
    // to move after the capture.
    int part_value = eye_space_value(board, part.data(), size, owner, standing);
    if (part_value == 3) part_value = kOneEye;
    value = std::min(kTwoEyes, value + part_value);
  }
  return value;
}

void count_eyes(const Board& board, const PointMap<bool>& standing, const PointMap<bool>& proven_alive, EyeCount& out) {
  out.group.fill(-1);
  out.group_count = 0;
  Groups groups;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      groups.parent[p] = board.at(p) == Color::Empty ? p : board.chain_head(p);
    }
  }

  // Regions of points that hold no standing stone, with the colours that
  // border them.
  PointMap<std::int16_t> region{};
  region.fill(-1);
  struct Region {
    int first = 0;  // into `members`
    int size = 0;
    bool black = false;
    bool white = false;
    int value = 0;  // eye value, for an eye space
    int value_once_taken = 0;  // the same once its dead opponent stones are taken
    // For a small neutral region: the colour whose eye space it is, leaking
    // at one point (Empty when none), and its value.
    Color leaky_owner = Color::Empty;
    int leaky_value = 0;
  };
  // Fixed arrays: final_score runs this on every call (allocation-free).
  std::array<Region, core::kMaxOnBoard> regions{};
  int region_count = 0;
  std::array<Point, core::kMaxOnBoard> members{};
  int member_count = 0;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point start = board.point(x, y);
      if (stands(board, standing, start) || region[start] >= 0) continue;
      Region r;
      r.first = member_count;
      const auto id = static_cast<std::int16_t>(region_count);
      region[start] = id;
      members[static_cast<std::size_t>(member_count++)] = start;
      for (int i = r.first; i < member_count; ++i) {
        for (Point n : board.neighbours(members[static_cast<std::size_t>(i)])) {
          if (!board.is_on_board(n)) continue;
          if (stands(board, standing, n)) {
            (board.at(n) == Color::Black ? r.black : r.white) = true;
          } else if (region[n] < 0) {
            region[n] = id;
            members[static_cast<std::size_t>(member_count++)] = n;
          }
        }
      }
      r.size = member_count - r.first;
      if (r.black != r.white) {
        r.value = eye_space_value(board, &members[static_cast<std::size_t>(r.first)], r.size,
                                  r.black ? Color::Black : Color::White, standing);
        // A wall in atari is no wall: the opponent takes it from outside and
        // the space leaks (or is one eye at most, when the stone is a
        // single point of a bigger wall).
        if (r.value > kOneEye && walls_in_atari(board, standing, &members[static_cast<std::size_t>(r.first)], r.size)) {
          r.value = kOneEye;
        }
        // Valued again only where it holds dead opponent stones (rare: most
        // eye spaces are empty).
        r.value_once_taken = r.value;
        const Color owner = r.black ? Color::Black : Color::White;
        for (int i = r.first; i < member_count; ++i) {
          if (board.at(members[static_cast<std::size_t>(i)]) != core::opponent(owner)) continue;
          r.value_once_taken = std::min(
              r.value, eye_space_value_once_taken(board, &members[static_cast<std::size_t>(r.first)], r.size, owner,
                                                  standing));
          break;
        }
      }
      if (r.black && r.white && r.size <= kLeakyRegion) {
        leaky_eye_space(board, standing, &members[static_cast<std::size_t>(r.first)], r.size, r.leaky_owner,
                        r.leaky_value);
      }
      regions[static_cast<std::size_t>(region_count++)] = r;
    }
  }

  // Chains of one colour that border the same eye space are one group; so
  // are chains that share two liberties (the opponent cannot cut both) or a
  // liberty the opponent cannot play (no liberty of its own there: a tiger's
  // mouth).
  std::array<std::pair<Point, Point>, 6 * core::kMaxOnBoard> pairs{};
  int pair_count = 0;
  for (int i = 0; i < member_count; ++i) {
    const Point p = members[static_cast<std::size_t>(i)];
    const Region& r = regions[static_cast<std::size_t>(region[p])];
    std::array<Point, 4> heads{};
    int head_count = 0;
    int empty_neighbours = 0;
    bool black = false;
    bool white = false;
    for (Point n : board.neighbours(p)) {
      if (!board.is_on_board(n)) continue;
      if (!stands(board, standing, n)) {
        if (board.at(n) == Color::Empty) ++empty_neighbours;
        continue;
      }
      (board.at(n) == Color::Black ? black : white) = true;
      const Point head = board.chain_head(n);
      if (std::find(heads.begin(), heads.begin() + head_count, head) == heads.begin() + head_count) {
        heads[static_cast<std::size_t>(head_count++)] = head;
      }
    }
    const bool eye_space = r.black != r.white;
    const Color leaky = r.leaky_owner;
    const bool protected_point = (black != white) && empty_neighbours <= 1;
    for (int a = 0; a < head_count; ++a) {
      for (int b = a + 1; b < head_count; ++b) {
        const Point ha = heads[static_cast<std::size_t>(a)];
        const Point hb = heads[static_cast<std::size_t>(b)];
        if (board.at(ha) != board.at(hb)) continue;
        if (eye_space || protected_point || board.at(ha) == leaky) {
          groups.join(ha, hb);
        } else {
          pairs[static_cast<std::size_t>(pair_count++)] = {std::min(ha, hb), std::max(ha, hb)};
        }
      }
    }
  }
  // Eye spaces join every chain around them (a leaky one, its owner's).
  for (int k = 0; k < region_count; ++k) {
    const Region& r = regions[static_cast<std::size_t>(k)];
    const bool leaky = r.black && r.white && r.leaky_owner != Color::Empty;
    if (r.black == r.white && !leaky) continue;
    Point anchor = core::kNoPoint;
    for (int i = r.first; i < r.first + r.size; ++i) {
      for (Point n : board.neighbours(members[static_cast<std::size_t>(i)])) {
        if (!board.is_on_board(n) || !stands(board, standing, n)) continue;
        if (leaky && board.at(n) != r.leaky_owner) continue;
        if (anchor == core::kNoPoint) anchor = board.chain_head(n);
        else groups.join(anchor, board.chain_head(n));
      }
    }
  }
  std::sort(pairs.begin(), pairs.begin() + pair_count);
  for (int i = 0; i + 1 < pair_count; ++i) {
    if (pairs[static_cast<std::size_t>(i)] == pairs[static_cast<std::size_t>(i + 1)]) {
      groups.join(pairs[static_cast<std::size_t>(i)].first, pairs[static_cast<std::size_t>(i)].second);
    }
  }

  // Number the groups in reading order of their first stones.
  PointMap<std::int16_t> index_of_root{};
  index_of_root.fill(-1);
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (!stands(board, standing, p)) continue;
      const Point root = groups.find(board.chain_head(p));
      if (index_of_root[root] < 0) {
        index_of_root[root] = static_cast<std::int16_t>(out.group_count);
        out.groups[static_cast<std::size_t>(out.group_count++)] = GroupEyes{};
      }
      out.group[p] = index_of_root[root];
      ++out.groups[static_cast<std::size_t>(index_of_root[root])].stones;
    }
  }

  // Each group's eye value (every eye space once) and open ground.
  std::array<std::int16_t, core::kMaxOnBoard> counted_for{};
  counted_for.fill(-1);
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (out.group[p] < 0) continue;
      GroupEyes& g = out.groups[static_cast<std::size_t>(out.group[p])];
      for (Point n : board.neighbours(p)) {
        if (!board.is_on_board(n) || region[n] < 0) continue;
        const Region& r = regions[static_cast<std::size_t>(region[n])];
        if (r.black == r.white) {
          if (r.size > kOpenGround || (!r.black && !r.white)) g.open = true;
          if (r.leaky_owner == board.at(p) && counted_for[static_cast<std::size_t>(region[n])] != out.group[p]) {
            counted_for[static_cast<std::size_t>(region[n])] = out.group[p];
            g.halves = std::min(kTwoEyes, g.halves + r.leaky_value);
            g.halves_once_taken = std::min(kTwoEyes, g.halves_once_taken + r.leaky_value);
          }
          continue;
        }
        if (counted_for[static_cast<std::size_t>(region[n])] == out.group[p]) continue;
        counted_for[static_cast<std::size_t>(region[n])] = out.group[p];
        g.halves = std::min(kTwoEyes, g.halves + r.value);
        g.halves_once_taken = std::min(kTwoEyes, g.halves_once_taken + r.value_once_taken);
      }
    }
  }

  // Open ground seen from afar: a short-of-eyes group whose neutral
  // surroundings lead only to the opponent's stones (no friendly group
  // reachable, little room) is enclosed, however wide the dame around it.
  for (int gi = 0; gi < out.group_count; ++gi) {
    GroupEyes& g = out.groups[static_cast<std::size_t>(gi)];
    if (!g.open || g.halves > kOneEye) continue;
    g.open = !enclosed(board, standing, out.group, gi);
    g.roomy = !g.open;
  }

  // Surrounded: every opponent group it touches has two eyes, or holds an
  // unconditionally alive stone.
  std::array<bool, core::kMaxOnBoard> strong{};
  for (int i = 0; i < out.group_count; ++i) {
    strong[static_cast<std::size_t>(i)] = out.groups[static_cast<std::size_t>(i)].halves >= kTwoEyes;
  }
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (out.group[p] < 0 || !proven_alive[p]) continue;
      strong[static_cast<std::size_t>(out.group[p])] = true;
      // A proof of life beats the value of its spaces once taken.
      GroupEyes& g = out.groups[static_cast<std::size_t>(out.group[p])];
      g.halves_once_taken = g.halves;
    }
  }
  // Each group's liberties (its chains' distinct empty neighbours), and how
  // many of them touch a friendly group that lives (two eyes, or
  // unconditionally alive): a connection point. Two of them are miai, the
  // opponent cannot cut both.
  std::array<int, core::kMaxOnBoard> liberties{};
  std::array<int, core::kMaxOnBoard> connection_points{};
  {
    PointMap<std::int16_t> counted_liberty{};
    counted_liberty.fill(-1);
    for (int y = 0; y < board.height(); ++y) {
      for (int x = 0; x < board.width(); ++x) {
        const Point p = board.point(x, y);
        if (out.group[p] < 0) continue;
        const std::int16_t gi = out.group[p];
        for (Point n : board.neighbours(p)) {
          if (!board.is_on_board(n) || board.at(n) != Color::Empty || counted_liberty[n] == gi) continue;
          counted_liberty[n] = gi;
          ++liberties[static_cast<std::size_t>(gi)];
          for (Point m : board.neighbours(n)) {
            if (board.is_on_board(m) && out.group[m] >= 0 && out.group[m] != gi && board.at(m) == board.at(p) &&
                strong[static_cast<std::size_t>(out.group[m])]) {
              ++connection_points[static_cast<std::size_t>(gi)];
              break;
            }
          }
        }
      }
    }
  }
  for (int i = 0; i < out.group_count; ++i) {
    out.groups[static_cast<std::size_t>(i)].connects_out = connection_points[static_cast<std::size_t>(i)] >= 2;
  }
  PointMap<std::int16_t> chain_liberties{};  // on chain heads, filled when first needed
  chain_liberties.fill(-1);
  for (int i = 0; i < out.group_count; ++i) out.groups[static_cast<std::size_t>(i)].surrounded = true;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (out.group[p] < 0) continue;
      for (Point n : board.neighbours(p)) {
        if (!board.is_on_board(n) || out.group[n] < 0 || board.at(n) == board.at(p)) continue;
        GroupEyes& g = out.groups[static_cast<std::size_t>(out.group[p])];
        if (!strong[static_cast<std::size_t>(out.group[n])]) g.surrounded = false;
        const Point head = board.chain_head(n);
        if (chain_liberties[head] < 0) chain_liberties[head] = static_cast<std::int16_t>(board.liberty_count(head));
        if (!proven_alive[n] && chain_liberties[head] <= liberties[static_cast<std::size_t>(out.group[p])]) {
          g.race = true;
        }
      }
    }
  }
}

}  // namespace goref::scoring
