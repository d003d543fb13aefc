#include "scoring/dead_stones.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "scoring/capturing_race.h"
#include "scoring/eye_space.h"
#include "scoring/local_reading.h"
#include "scoring/move_liberties.h"
#include "scoring/playout_board.h"
#include "scoring/playout_policy.h"
#include "scoring/rng.h"

namespace goref::scoring {

namespace {

using core::Board;
using core::Color;
using core::Point;

// The evidence record of the chain of stone p.
ChainEvidence& evidence_of(DeadStoneAnalysis& a, Point p) {
  return a.chains[static_cast<std::size_t>(a.chain[p])];
}
Status status_of(const DeadStoneAnalysis& a, Point p) {
  return verdict(a.chains[static_cast<std::size_t>(a.chain[p])]);
}

// A chain left in atari at the end of the game is dead when the opponent
// can take it safely (the capturing stone keeps two liberties, or the
// capture is of more than one stone) and every opponent chain around it
// lives: its owner passed instead of saving it.
// The opponent chains around it are marked alive (a seki found by the
// reading stays a seki). Opponent chains this sure of their death do not
// make a capture "safe". Taking one or two stones makes one eye at most, so
// it does not save a neighbour the playouts put below even (mean ownership
// below 0): the played-out KGS handicap games 2017-01-27-7 (Black's 14
// eyeless stones at E8 beside White's B4, playouts -0.09), 2017-01-22-9 (R17,
// -0.20), 2017-03-18-30 (A11, -0.19) and 2017-02-22-10 (R6, -0.15), every one
// dead for GNU Go's owl code whoever moves first (`owl_defend` 0). For such
// captures the rule then only takes the chain: a neighbour at even or above
// is alive already, unless a reading or a race found it dead, which stops
// the rule too.
constexpr float kAtariNeighbourOwn = -0.25f;
constexpr float kAtariNeighbourOwnSmallCapture = 0.0f;
constexpr int kSmallCapture = 2;  // stones: one eye at most
void settle_chains_in_atari(const Board& board, const PointMap<float>& chain_own, DeadStoneAnalysis& a) {
  std::array<Point, 2> libs{};
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      const Color c = board.at(p);
      if (c == Color::Empty || board.chain_head(p) != p || status_of(a, p) == Status::Dead) continue;
      // A chain the players agree standing is not taken, in atari or not.
      if (a.agreed_status[p] != Status::Unknown) continue;
      if (board.liberties(p, libs) != 1) continue;
      const Color o = core::opponent(c);
      const core::MoveEffect effect = board.analyze(libs[0], o);
      if (effect.suicide || effect.captured_stones == 0) continue;
      const float least_neighbour_own =
          effect.captured_stones <= kSmallCapture ? kAtariNeighbourOwnSmallCapture : kAtariNeighbourOwn;
      bool neighbours_alive = true;
      Point s = p;
      do {
        for (Point n : board.neighbours(s)) {
          if (board.at(n) != o) continue;
          if (chain_own[board.chain_head(n)] < least_neighbour_own) neighbours_alive = false;
          // A neighbour a decisive reading found dead: taking the chain does
          // not save it (Fox 1515830271: White's corner captures two stones
          // and still has one eye). Nor does it save one that loses a
          // capturing race whoever moves first: the race reading plays that
          // capture too (KGS 2017-01-14-24, resigned: Black's Q11 group
          // takes White's T11 and is still taken).
          const ChainEvidence& around = evidence_of(a, n);
          if (around.reading.done && around.reading.verdict == Status::Dead) neighbours_alive = false;
          if (around.race == Status::Dead) neighbours_alive = false;
        }
        s = board.next_in_chain(s);
      } while (s != p);
      if (!neighbours_alive) continue;
      Board after = board;
      after.play(libs[0], o);
      if (effect.captured_stones < 2 && after.liberty_count(libs[0]) < 2) continue;
      evidence_of(a, p).atari = Status::Dead;
      s = p;
      do {
        for (Point n : board.neighbours(s)) {
          if (board.at(n) != o) continue;
          const Status around = status_of(a, n);
          if (around == Status::Alive || around == Status::Seki) continue;
          evidence_of(a, n).atari = Status::Alive;
        }
        s = board.next_in_chain(s);
      } while (s != p);
    }
  }
}

// A single stone in atari whose capture is a ko (the capturing stone is left
// alone with the captured point as its one liberty), where every chain
// around the stone and around its liberty is judged alive or in seki: an
// open ko between living chains. Filled by its owner, the stone is connected;
// taken and then filled by the opponent, it is gone. Runs on the final
// verdicts, after the static count.
void mark_open_kos(const Board& board, DeadStoneAnalysis& a) {
  std::array<Point, 2> libs{};
  auto living = [&](Point p) {
    const Status s = status_of(a, p);
    return s == Status::Alive || s == Status::Seki;
  };
  for (ChainEvidence& e : a.chains) {
    if (e.stones != 1 || board.liberties(e.first, libs) != 1) continue;
    const Point liberty = libs[0];
    const Color o = core::opponent(e.color);
    const core::MoveEffect effect = board.analyze(liberty, o);
    if (effect.suicide || effect.captured_stones != 1) continue;
    Board after = board;
    after.play(liberty, o);
    if (after.chain_size(liberty) != 1 || after.liberty_count(liberty) != 1) continue;
    bool between_living = true;
    for (Point n : board.neighbours(e.first)) {
      if (board.at(n) == o && !living(n)) between_living = false;
    }
    for (Point n : board.neighbours(liberty)) {
      if (board.at(n) == e.color && n != e.first && !living(n)) between_living = false;
    }
    e.open_ko = between_living;
  }
}

// Playouts from `start`: mean ownership of every point (+1 Black, -1 White),
// also split by who moved first.
void run_playouts(const Board& start, const DeadStoneOptions& options, int playouts, DeadStoneAnalysis& out) {
  PlayoutBoard base;
  base.load(start);
  PlayoutContext ctx;
  ctx.set_home(base);
  if (out.any_agreed_standing) ctx.uncapturable = &out.agreed_standing;
  PointMap<int> white_first{};
  PointMap<int> black_first{};
  for (int i = 0; i < playouts; ++i) {
    Rng rng(options.seed + static_cast<std::uint64_t>(i) * 0x9E3779B97F4A7C15ULL);
    PlayoutBoard board = base;
    PlayoutTurn turn{i % 2 == 0 ? Color::Black : Color::White};
    play_out(board, ctx, turn, rng);
    score_regions(board, i % 2 == 0 ? black_first : white_first);
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

// One evidence record per chain (reading order of first stones), with its
// unconditional status and its ownership, overall and by who moved first.
void gather_chains(const Board& board, DeadStoneAnalysis& a, const PointMap<float>& chain_own) {
  a.chains.clear();
  a.chain.fill(-1);
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      const Color c = board.at(p);
      if (c == Color::Empty || a.chain[p] >= 0) continue;
      const Point head = board.chain_head(p);
      ChainEvidence e;
      e.first = p;
      e.color = c;
      e.unconditional = a.unconditional[head];
      e.agreed = a.agreed_status[head];
      e.ownership = chain_own[head];
      float black_first = 0;
      float white_first = 0;
      Point s = head;
      do {
        a.chain[s] = static_cast<std::int16_t>(a.chains.size());
        black_first += a.ownership_black_first[s];
        white_first += a.ownership_white_first[s];
        ++e.stones;
        s = board.next_in_chain(s);
      } while (s != head);
      const float sign = c == Color::Black ? 1.0f : -1.0f;
      const float n = static_cast<float>(e.stones);
      e.ownership_owner_first = sign * (c == Color::Black ? black_first : white_first) / n;
      e.ownership_opponent_first = sign * (c == Color::Black ? white_first : black_first) / n;
      a.chains.push_back(e);
    }
  }
}

// Chains whose mean ownership stays this close to even are read locally.
constexpr float kUndecided = 0.5f;
constexpr int kMaxReadings = 12;
// A chain the playouts are sure of is a wall for the local reading only with
// this many liberties: one shorter of liberties may be the other side of a race.
constexpr int kWallLiberties = 5;

// The walls of the local readings: stones of the chains the playouts are
// sure of, with liberties to spare (or unconditionally alive).
PointMap<bool> wall_stones(const Board& board, const PointMap<float>& chain_own,
                           const PointMap<Unconditional>& unconditional) {
  // Decided once per chain (at its head), then marked on every stone.
  PointMap<bool> wall{};
  PointMap<bool> seen{};
  PointMap<bool> strong{};
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) == Color::Empty) continue;
      const Point head = board.chain_head(p);
      if (!seen[head]) {
        seen[head] = true;
        wall[head] = unconditional[p] == Unconditional::Alive ||
                     (chain_own[head] >= kUndecided && board.liberty_count(p) >= kWallLiberties);
      }
      strong[p] = wall[head];
    }
  }
  return strong;
}

// Each chain named by its first stone in reading order, not by its head:
// the head depends on how the board was built, and a reading is seeded by
// the point it starts from. The biggest chains first: they weigh most in
// the count.
// `wanted(head, first)` says which chains to list.
template <typename Wanted>
int first_stones_of(const Board& board, const Wanted& wanted, std::array<Point, core::kMaxOnBoard>& out) {
  PointMap<bool> seen{};
  int count = 0;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) == Color::Empty) continue;
      const Point head = board.chain_head(p);
      if (seen[head]) continue;
      seen[head] = true;
      if (wanted(head, p)) out[static_cast<std::size_t>(count++)] = p;
    }
  }
  std::stable_sort(out.begin(), out.begin() + count,
                   [&](Point a, Point b) { return board.chain_size(a) > board.chain_size(b); });
  return count;
}

// The playouts settle races and eye shapes by chance; a chain they leave
// undecided is read again inside its local area (local_reading.h).
Status status_of_reading(LocalVerdict verdict) {
  return verdict == LocalVerdict::Dead ? Status::Dead : verdict == LocalVerdict::Alive ? Status::Alive : Status::Unknown;
}

// Chains the playouts leave near even, not settled unconditionally.
bool near_even(const ChainEvidence& e) {
  return e.unconditional == Unconditional::Undecided && e.agreed == Status::Unknown && e.ownership > -kUndecided &&
         e.ownership < kUndecided;
}

void read_undecided_chains(const Board& board, const DeadStoneOptions& options, const PointMap<bool>& strong,
                           DeadStoneAnalysis& a) {
  std::array<Point, core::kMaxOnBoard> undecided{};
  int count = first_stones_of(
      board, [&](Point, Point first) { return near_even(evidence_of(a, first)); }, undecided);
  count = std::min(count, kMaxReadings);
  for (int i = 0; i < count; ++i) {
    const Point first = undecided[static_cast<std::size_t>(i)];
    const LocalReading reading = read_locally(board, first, strong, options.seed, LocalReadingLimits{},
                                              a.any_agreed_standing ? &a.agreed_standing : nullptr);
    ChainEvidence& e = evidence_of(a, first);
    e.reading = {reading.done, status_of_reading(reading.verdict), reading.keep};
    e.unread_even = !reading.done;
  }
}

template <typename Visit>
void for_each_stone(const Board& board, Point first, Visit visit) {
  Point s = first;
  do {
    visit(s);
    s = board.next_in_chain(s);
  } while (s != first);
}

// Does `test` hold for a stone that touches the chain through `chain`, or
// shares a liberty with it? (The chain's own stones are among the latter.)
template <typename Test>
bool touches_or_shares_a_liberty(const Board& board, Point chain, Test test) {
  bool found = false;
  for_each_stone(board, board.chain_head(chain), [&](Point s) {
    for (Point n : board.neighbours(s)) {
      if (found || !board.is_on_board(n)) continue;
      if (board.at(n) != Color::Empty) {
        found = test(n);
        continue;
      }
      for (Point m : board.neighbours(n)) {
        if (!found && board.is_on_board(m) && board.at(m) != Color::Empty) found = test(m);
      }
    }
  });
  return found;
}

// The stones standing as the analysis judges them so far, and those
// unconditionally alive: the static eye count's inputs (eye_space.h).
void judged_board(const Board& board, const DeadStoneAnalysis& a, PointMap<bool>& standing, PointMap<bool>& proven) {
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) == Color::Empty) continue;
      standing[p] = status_of(a, p) != Status::Dead;
      proven[p] = a.unconditional[p] == Unconditional::Alive;
    }
  }
}

// Does the point p touch a stone of the chain through `chain`?
bool touches_chain(const Board& board, Point p, Point chain) {
  for (Point n : board.neighbours(p)) {
    if (board.is_on_board(n) && board.at(n) != Color::Empty && board.chain_head(n) == board.chain_head(chain)) {
      return true;
    }
  }
  return false;
}

// A chain in a seki has no way out of it: each of its liberties is shared
// with the chain it is in seki with, or is a point where its owner gains no
// liberty and the opponent can only play a suicide or a self-atari (an eye,
// or a dame the opponent cannot fill). A liberty where its owner gains
// liberties or captures is a way out, and the race reading does not look
// beyond it (Fox 1530781286: White's C14 group has A11, which joins it to
// its stones below; Fox 1501474532: White's Q19 takes Black's R19).
bool no_way_out(const Board& board, Point chain, Point other) {
  std::array<Point, core::kMaxOnBoard> liberties{};
  const Color owner = board.at(chain);
  const int count = board.liberties(chain, liberties);
  for (int i = 0; i < count; ++i) {
    const Point p = liberties[static_cast<std::size_t>(i)];
    if (touches_chain(board, p, other)) continue;
    // A sealed dame is no way out either: the owner gains nothing there,
    // and the race reading has its opponent's fill among its moves (Pachi's
    // "5-stone seki (don't break)" and its "adjacent libs" twin: White's
    // five dame against Black's wall).
    if (is_sealed_dame(board, p, chain)) continue;
    int captured = 0;
    // p is a liberty of the chain, so the owner's stone there joins it.
    if (liberties_after(board, p, owner, count + 1, captured) > count || captured > 0) return false;
    // The count's seki dame test (count.cpp): the opponent's stone is a
    // suicide, or is left in atari having taken nothing.
    const int theirs = liberties_after(board, p, core::opponent(owner), 2, captured);
    if (theirs >= 0 && (theirs > 1 || captured > 0)) return false;
  }
  return true;
}

// §3 step 4b: a chain the sampled readings leave in doubt (near-even
// playouts, or an inconclusive local reading) is often one side of a
// capturing race, which they settle by chance (capturing_race.h). Each such
// chain is raced against every adjacent opponent chain that is not proven
// alive. The race reads two chains, not their groups, so its verdict is
// taken only where the groups do not speak against it:
// - the loser (taken whichever side moves first) is dead unless a decisive
//   local reading keeps it, its group has two eyes as the board stands, or
//   the winner is itself judged dead (it comes off the board first: Black's
//   dead corner "wins" against White's lone S1 in KGS 2017-03-14-15);
// - the winner (never taken, and taking the loser at least when it moves
//   first) is alive when its group has an eye of its own with the loser
//   standing and two eyes with the loser off the board, and no decisive
//   reading kills it. A group that merely takes a cutting stone and is left
//   with one eye space to make both eyes in is not made alive (OGS 712221:
//   Black's corner takes White's H9-H8 and is left with a six-point space
//   short of outside liberties).
// The weighing is repeated while it changes anything (at most three times):
// a winner made alive can close the eye space of the chain it races next.
// A closed race (closed_race: an opponent chain inside the loser's eye
// space, and nothing else in the fight) is the whole story of both chains,
// and its verdict stands over the readings, the count and the playouts.
// A chain that wins one race and loses another is left to the other
// evidence: the races do not tell which comes first. A race neither side
// wins whoever moves first, between chains short of two eyes with no way
// out (no_way_out), is a seki: both stand.
constexpr int kMaxRaces = 24;
// Every liberty of the chain through `loser` is shared with the chain through
// `winner` or is a sealed dame (capturing_race.h): the race between them is
// all the room it has.
bool sealed_in(const Board& board, Point loser, Point winner) {
  std::array<Point, core::kMaxOnBoard> liberties{};
  const int count = board.liberties(loser, liberties);
  for (int i = 0; i < count; ++i) {
    const Point p = liberties[static_cast<std::size_t>(i)];
    if (!touches_chain(board, p, winner) && !is_sealed_dame(board, p, loser)) return false;
  }
  return true;
}
// Every liberty of the chain through `inner` touches the chain through `outer`.
bool shares_every_liberty(const Board& board, Point inner, Point outer) {
  std::array<Point, core::kMaxOnBoard> liberties{};
  const int count = board.liberties(inner, liberties);
  for (int i = 0; i < count; ++i) {
    if (!touches_chain(board, liberties[static_cast<std::size_t>(i)], outer)) return false;
  }
  return count > 0;
}
// A race between the chain through `loser`, sealed in (every liberty shared
// with the winner or a sealed dame), and the chain through `winner`, all of
// whose liberties it shares: an opponent chain inside the loser's eye space.
// No other chain of either colour touches their shared liberties, so
// neither joins a friend by filling one (Pachi's "4-stone seki (don't
// break, middle stone)": White's lone G4 takes Black's stones at G3, which
// joins its big chain and the room that chain has). The winner's other
// chains around the loser keep four liberties or more, so the loser takes
// none of them on the way (a bent four in the corner whose wall is short of
// liberties lives: the wall is taken during the ko). Neither has a liberty
// the race does not read, and no friend of either takes part: the race is
// the whole story of both chains.
bool closed_race(const Board& board, Point loser, Point winner) {
  if (!shares_every_liberty(board, winner, loser) || !sealed_in(board, loser, winner)) return false;
  std::array<Point, core::kMaxOnBoard> liberties{};
  const int count = board.liberties(winner, liberties);
  for (int i = 0; i < count; ++i) {
    for (Point n : board.neighbours(liberties[static_cast<std::size_t>(i)])) {
      if (!board.is_on_board(n) || board.at(n) == Color::Empty) continue;
      const Point head = board.chain_head(n);
      if (head != board.chain_head(loser) && head != board.chain_head(winner)) return false;
    }
  }
  return walls_hold(board, loser, winner);
}
// Does a chain the players agree standing touch the chain through `chain`, or
// share a liberty with it?
bool beside_agreed(const Board& board, const DeadStoneAnalysis& a, Point chain) {
  return touches_or_shares_a_liberty(board, chain, [&](Point q) { return a.agreed_standing[q]; });
}
bool in_doubt(const ChainEvidence& e) {
  if (e.unconditional != Unconditional::Undecided || e.agreed != Status::Unknown) return false;
  return near_even(e) || (e.reading.done && e.reading.verdict == Status::Unknown);
}
bool read_decisively(const ChainEvidence& e, Status status) { return e.reading.done && e.reading.verdict == status; }
// One race read once (read_capturing_races), weighed in every pass.
struct Race {
  Point chain;
  Point opponent;
  RaceReading reading;
  // Neither side wins it whoever moves first and neither chain has a way
  // out: the board alone decides this, once.
  bool sealed_seki = false;
  // A closed race (closed_race) with `chain`, or with `opponent`, as the
  // one that loses it: also the board's alone, so found once.
  bool closed_for_chain = false;
  bool closed_for_opponent = false;
};
// Both move orders of the race end with `taken`.
bool taken_whoever_moves_first(const RaceReading& r, RaceOutcome taken) {
  return r.chain_first == taken && r.opponent_first == taken;
}
// Two races read as lost whoever moves first, by chains of opposite colours
// that touch: each reading lets the killer fill the loser's liberties while
// the killer's side around stands, and that side is the other loser (two
// big groups, each with the other's stones inside its only eye space). One
// kill comes first, and which is the move order's: the losers, and the
// chains that beat them, are marked (ChainEvidence::races_lost_both_ways).
void mark_races_lost_both_ways(const Board& board, const std::vector<Race>& races, DeadStoneAnalysis& a) {
  struct Loss {
    Point loser;
    Point winner;
  };
  // One loser at most per race, and at most kMaxRaces races
  // (read_capturing_races).
  std::array<Loss, kMaxRaces> losses{};
  std::size_t count = 0;
  for (const Race& race : races) {
    if (count == losses.size()) break;
    if (taken_whoever_moves_first(race.reading, RaceOutcome::ChainTaken)) losses[count++] = {race.chain, race.opponent};
    if (taken_whoever_moves_first(race.reading, RaceOutcome::OpponentTaken)) losses[count++] = {race.opponent, race.chain};
  }
  for (std::size_t i = 0; i < count; ++i) {
    for (std::size_t j = i + 1; j < count; ++j) {
      const Point one = losses[i].loser;
      const Point other = losses[j].loser;
      // A chain that loses one race and wins the other is not in two kills.
      if (board.at(one) == board.at(other) || board.chain_head(losses[i].winner) == board.chain_head(other) ||
          board.chain_head(losses[j].winner) == board.chain_head(one)) {
        continue;
      }
      bool touch = false;
      for_each_stone(board, board.chain_head(one), [&](Point s) { touch = touch || touches_chain(board, s, other); });
      if (!touch) continue;
      for (const Loss& loss : {losses[i], losses[j]}) {
        evidence_of(a, loss.loser).races_lost_both_ways = true;
        evidence_of(a, loss.winner).races_lost_both_ways = true;
      }
    }
  }
}
void read_capturing_races(const Board& board, DeadStoneAnalysis& a) {
  // A chain short of liberties beside an opponent chain short of them too,
  // on which the playouts are not sure (|ownership| below 0.8: the owner
  // keeps it in fewer than nine playouts in ten), is raced as well: a race
  // whoever moves first loses can still look safe to the playouts (Fox
  // 1451229563: Black's ten-stone corner at 0.54, taken with the bulky five
  // it would take; the players and GNU Go count it dead).
  constexpr int kTightLiberties = 3;
  constexpr float kTightOwnership = 0.8f;
  // Short of liberties, and for the analysis to judge (not proven, not agreed).
  auto tight_enough = [&](Point p) {
    return a.unconditional[p] == Unconditional::Undecided && a.agreed_status[p] == Status::Unknown &&
           board.liberty_count(p) <= kTightLiberties;
  };
  auto tight = [&](Point p) {
    const float own = evidence_of(a, p).ownership;
    return tight_enough(p) && own < kTightOwnership && own > -kTightOwnership;
  };
  // A chain short of liberties inside an opponent chain's eye space, every
  // liberty of it shared with that chain, is raced against it however sure
  // the playouts are that it stands: they leave both standing in a seki,
  // and take neither side of a bent four in the corner (Pachi's bent4.t:
  // Black's three stones on the edge inside White's corner, White's only
  // liberties the two it shares with them, and the playouts keep both at
  // 1.00). One they take nearly every time is a dead stone in an eye, the
  // commonest such chain by far; its race would only cost time.
  // `enclosed_by[c]`: the index of the chain enclosing chain c, or -1;
  // found once per chain.
  std::vector<std::int16_t> enclosed_by(a.chains.size(), -1);
  for (std::size_t c = 0; c < a.chains.size(); ++c) {
    const Point p = a.chains[c].first;
    if (board.at(p) != a.chains[c].color || !(tight_enough(p) && evidence_of(a, p).ownership > -kTightOwnership)) {
      continue;
    }
    for_each_stone(board, board.chain_head(p), [&](Point s) {
      for (Point n : board.neighbours(s)) {
        if (enclosed_by[c] >= 0 || !board.is_on_board(n) || board.at(n) != core::opponent(board.at(p))) continue;
        if (a.unconditional[n] == Unconditional::Undecided && a.agreed_status[n] == Status::Unknown &&
            shares_every_liberty(board, p, n)) {
          enclosed_by[c] = a.chain[n];
        }
      }
    });
  }
  auto enclosed = [&](Point p) { return enclosed_by[static_cast<std::size_t>(a.chain[p])] >= 0; };
  // The chains in doubt first, then the tight ones: the enclosed ones only
  // add races within the cap.
  auto rank = [&](Point p) { return in_doubt(evidence_of(a, p)) ? 0 : tight(p) ? 1 : 2; };
  std::array<Point, core::kMaxOnBoard> doubtful{};
  const int count = first_stones_of(
      board, [&](Point, Point first) { return rank(first) < 2 || enclosed(first); }, doubtful);
  if (count == 0) return;
  std::stable_sort(doubtful.begin(), doubtful.begin() + count, [&](Point x, Point y) { return rank(x) < rank(y); });
  // Every race read once; their verdicts are then weighed against the
  // groups until they stop changing.
  std::vector<Race> races;
  std::vector<std::pair<std::int16_t, std::int16_t>> read;
  std::array<Point, core::kMaxOnBoard> stones{};
  for (int i = 0; i < count && static_cast<int>(read.size()) < kMaxRaces; ++i) {
    const Point first = doubtful[static_cast<std::size_t>(i)];
    const std::int16_t mine = a.chain[first];
    const bool doubt = in_doubt(evidence_of(a, first));
    const int size = board.chain_stones(first, stones);
    for (int k = 0; k < size && static_cast<int>(read.size()) < kMaxRaces; ++k) {
      for (Point n : board.neighbours(stones[static_cast<std::size_t>(k)])) {
        // The cap holds within a stone's neighbours too: races, and the
        // race mark's fixed array, never exceed kMaxRaces.
        if (static_cast<int>(read.size()) >= kMaxRaces) break;
        if (!board.is_on_board(n) || board.at(n) != core::opponent(board.at(first))) continue;
        const std::int16_t theirs = a.chain[n];
        if (a.unconditional[n] != Unconditional::Undecided || a.agreed_status[n] != Status::Unknown) continue;
        const bool inside = enclosed_by[static_cast<std::size_t>(mine)] == theirs ||
                            enclosed_by[static_cast<std::size_t>(theirs)] == mine;
        if (!doubt && !in_doubt(evidence_of(a, n)) && !tight(n) && !inside) continue;
        // The race reading takes chains in atari beside the race and its
        // short partners on the way (capturing_race.cpp): not one the
        // players agree standing.
        if (a.any_agreed_standing && (beside_agreed(board, a, first) || beside_agreed(board, a, n))) continue;
        const std::pair<std::int16_t, std::int16_t> pair{std::min(mine, theirs), std::max(mine, theirs)};
        if (std::find(read.begin(), read.end(), pair) != read.end()) continue;
        read.push_back(pair);
        const RaceReading race = read_race(board, first, n);
        if (!race.done) continue;
        const bool neither = race.chain_first == RaceOutcome::Neither && race.opponent_first == RaceOutcome::Neither;
        races.push_back({first, n, race, neither && no_way_out(board, first, n) && no_way_out(board, n, first),
                         closed_race(board, first, n), closed_race(board, n, first)});
      }
    }
  }
  if (races.empty()) return;

  PointMap<bool> standing{};
  PointMap<bool> proven{};
  EyeCount as_it_stands;
  EyeCount after_capture;
  std::vector<bool> won(a.chains.size());
  std::vector<bool> lost(a.chains.size());
  std::vector<bool> mutual(a.chains.size());
  // A verdict can free another (a winner made alive closes the eye space of
  // the chain it races next), so the weighing is repeated, a few times at most.
  constexpr int kMaxPasses = 3;
  for (int pass = 0; pass < kMaxPasses; ++pass) {
    judged_board(board, a, standing, proven);
    count_eyes(board, standing, proven, as_it_stands);
    // A winner inside the loser's eye space (a closed race) has no eye of
    // its own while the loser stands: only the space it is left with counts.
    auto winner_lives = [&](Point winner, Point loser, bool closed) {
      PointMap<bool> after = standing;
      for_each_stone(board, board.chain_head(winner), [&](Point s) { after[s] = true; });
      for_each_stone(board, board.chain_head(loser), [&](Point s) { after[s] = true; });
      count_eyes(board, after, proven, after_capture);
      if (!closed && after_capture.of(winner).halves < 2) return false;
      for_each_stone(board, board.chain_head(loser), [&](Point s) { after[s] = false; });
      count_eyes(board, after, proven, after_capture);
      return after_capture.of(winner).halves >= 4;
    };
    std::fill(won.begin(), won.end(), false);
    std::fill(lost.begin(), lost.end(), false);
    std::fill(mutual.begin(), mutual.end(), false);
    for (const Race& race : races) {
      auto record = [&](Point loser, Point winner, RaceOutcome loser_taken, bool closed) {
        const RaceReading& r = race.reading;
        const auto l = static_cast<std::size_t>(a.chain[loser]);
        const auto w = static_cast<std::size_t>(a.chain[winner]);
        const bool loser_always = taken_whoever_moves_first(r, loser_taken);
        const bool loser_once = r.chain_first == loser_taken || r.opponent_first == loser_taken;
        // Never taken: each order ends with the loser taken or neither (an
        // untrusted or unread order is no evidence).
        auto stands = [&](RaceOutcome o) { return o == loser_taken || o == RaceOutcome::Neither; };
        const bool winner_never = stands(r.chain_first) && stands(r.opponent_first);
        // A race lost to a chain that is itself dead costs nothing: the
        // winner comes off the board first.
        // A closed race (closed_race) is the whole story of both chains:
        // its verdict stands whatever the sampled readings, the count or
        // the playouts made of either, for those read with random
        // continuations that play no nakade sacrifice of four stones or
        // more, and count the winner's stones in the loser's eye space as
        // dead. Pachi's "Not 3-stone seki (dead shape)": the local reading
        // keeps White's 9 stones at 0.85; "Not 5-stone seki (dead shape)":
        // the reading kills Black's bulky five inside White's group (keep
        // 0.02), and the count gives White two eyes around it.
        if (loser_always &&
            (closed || (standing[winner] && !read_decisively(a.chains[l], Status::Alive) &&
                        !(standing[loser] && as_it_stands.of(loser).halves >= 4)))) {
          lost[l] = true;
        }
        if (winner_never && loser_once && (closed || !read_decisively(a.chains[w], Status::Dead)) &&
            winner_lives(winner, loser, closed)) {
          won[w] = true;
        }
      };
      record(race.chain, race.opponent, RaceOutcome::ChainTaken, race.closed_for_chain);
      record(race.opponent, race.chain, RaceOutcome::OpponentTaken, race.closed_for_opponent);
      // Neither chain can take the other whoever moves first, and neither
      // has two eyes with both standing: a seki (whoever fills a shared
      // liberty is taken). The playouts capture one side of every seki.
      if (race.sealed_seki) {
        PointMap<bool> both = standing;
        for_each_stone(board, board.chain_head(race.chain), [&](Point s) { both[s] = true; });
        for_each_stone(board, board.chain_head(race.opponent), [&](Point s) { both[s] = true; });
        count_eyes(board, both, proven, after_capture);
        if (after_capture.of(race.chain).halves < 4 && after_capture.of(race.opponent).halves < 4) {
          mutual[static_cast<std::size_t>(a.chain[race.chain])] = true;
          mutual[static_cast<std::size_t>(a.chain[race.opponent])] = true;
        }
      }
    }
    bool changed = false;
    for (std::size_t c = 0; c < a.chains.size(); ++c) {
      Status race = won[c] != lost[c] ? (lost[c] ? Status::Dead : Status::Alive) : Status::Unknown;
      if (race == Status::Unknown && mutual[c] && !won[c] && !lost[c]) race = Status::Seki;
      // A chain raced only because it is short of liberties takes the
      // race's verdict where it overturns the playouts' side; one that
      // agrees with them adds nothing, and would stand in the way of the
      // later steps (GNU Go score11: White's G19-H19 lose to Black's top
      // group, which the static count then kills, leaving them in White's
      // own area).
      const ChainEvidence& e = a.chains[c];
      const Status playouts = e.ownership < 0 ? Status::Dead : Status::Alive;
      if (!in_doubt(e) && race == playouts) race = Status::Unknown;
      if (race != a.chains[c].race) changed = true;
      a.chains[c].race = race;
    }
    if (!changed) break;
  }
  mark_races_lost_both_ways(board, races, a);
}

// A capture can cost more than it gains: stones the playouts always capture
// may stand in a seki whose capturing side is short of liberties (its
// chains next to them have few liberties, and the owner takes them in
// return if it fills its own). Such chains are read for points, not for
// the capture (local_reading.h, read_seki).
constexpr int kSekiCapturerLiberties = 3;
constexpr int kMaxSekiReadings = 4;
// A seki is tight: its shared liberties and eyes are a few points.
constexpr int kSekiAreaEmptyPoints = 16;
void read_seki_candidates(const Board& board, const DeadStoneOptions& options, const PointMap<float>& chain_own,
                          const PointMap<bool>& strong, DeadStoneAnalysis& a) {
  std::array<Point, core::kMaxOnBoard> candidates{};
  int count = first_stones_of(
      board,
      [&](Point head, Point first) {
        // Only the chains the playouts are sure to see captured; an even
        // fight is the other reading's.
        if (status_of(a, first) != Status::Dead || a.unconditional[first] != Unconditional::Undecided ||
            chain_own[head] > -kUndecided) {
          return false;
        }
        const Color opponent = core::opponent(board.at(first));
        Point s = head;
        do {
          for (Point n : board.neighbours(s)) {
            if (board.at(n) == opponent && status_of(a, n) == Status::Alive &&
                a.unconditional[n] != Unconditional::Alive && board.liberty_count(n) <= kSekiCapturerLiberties) {
              return true;
            }
          }
          s = board.next_in_chain(s);
        } while (s != head);
        return false;
      },
      candidates);
  count = std::min(count, kMaxSekiReadings);
  LocalReadingLimits limits;
  limits.max_empty_points = kSekiAreaEmptyPoints;
  // Seki, not merely alive: under territory rules the eyes of these chains
  // are nobody's (Japanese 1989 art. 8). Every candidate is chosen before any
  // seki is recorded, so the readings do not depend on one another.
  struct Seki {
    PointMap<bool> stones{};
    LocalReading reading;
    Color owner = Color::Empty;  // the colour of the chain read
  };
  std::vector<Seki> found;
  for (int i = 0; i < count; ++i) {
    const Point target = candidates[static_cast<std::size_t>(i)];
    Seki seki;
    seki.reading = read_seki(board, target, strong, options.seed, seki.stones, limits,
                             a.any_agreed_standing ? &a.agreed_standing : nullptr);
    seki.owner = board.at(target);
    if (seki.reading.verdict == LocalVerdict::Alive) found.push_back(seki);
  }
  for (const Seki& seki : found) {
    for (int y = 0; y < board.height(); ++y) {
      for (int x = 0; x < board.width(); ++x) {
        const Point p = board.point(x, y);
        if (!seki.stones[p]) continue;
        // The area of the reading may reach the opponent's dead stones
        // beyond the seki (OGS 9098's F9-G9, through White's chain in
        // seki): they are still dead.
        if (board.at(p) != seki.owner && status_of(a, p) == Status::Dead) continue;
        ChainEvidence& e = evidence_of(a, p);
        e.seki = true;
        e.seki_reading = {true, Status::Alive, seki.reading.keep};
      }
    }
  }
}

// A dead chain whose verdict is uncertain (near-even playouts, an
// inconclusive reading, evidence that disagrees): a kill that needs it off
// the board leans on a coin toss.
bool uncertain_removal(const ChainEvidence& e) {
  return e.unconditional != Unconditional::Dead && e.atari != Status::Dead && e.agreed != Status::Dead &&
         !e.rules_keep_all && certainty(e) == Certainty::Uncertain;
}

// A dead chain that the release below may bring back: judged dead by the
// playouts, a reading or the atari rule, not by proof, an exact race or the
// players. The atari rule takes a chain only where every opponent chain
// around it lives; one that stands inside its own side's area once the
// count's kills are gone has no living capturer left (KGS 2017-03-25-10
// played out: White's five stones in atari at H19, inside the 29 black
// stones that die for their second eye).
bool may_be_released(const ChainEvidence& e) {
  return verdict(e) == Status::Dead && e.unconditional != Unconditional::Dead && e.race == Status::Unknown &&
         e.agreed == Status::Unknown && !e.rules_keep_all;
}

// Is the region of non-standing points around chain `e` bordered by its own
// colour alone (its side's area, given `standing`)?
bool inside_own_area(const Board& board, const PointMap<bool>& standing, const ChainEvidence& e) {
  std::array<Point, core::kMaxOnBoard> queue{};
  PointMap<bool> seen{};
  int size = 0;
  queue[static_cast<std::size_t>(size++)] = e.first;
  seen[e.first] = true;
  bool own = false;
  for (int i = 0; i < size; ++i) {
    for (Point n : board.neighbours(queue[static_cast<std::size_t>(i)])) {
      if (!board.is_on_board(n) || seen[n]) continue;
      if (board.at(n) != Color::Empty && standing[n]) {
        if (board.at(n) != e.color) return false;
        own = true;
        continue;
      }
      seen[n] = true;
      queue[static_cast<std::size_t>(size++)] = n;
    }
  }
  return own;
}

// Would one more piece of evidence, set by `mark`, turn the chain from
// alive to dead? Not where a surer step spoke first (the players, the atari
// rule, a seki, an exact race reading, a decisive reading: chain_evidence.cpp
// verdict), nor for a chain already dead or in seki.
template <typename Mark>
bool turned_dead_by(const ChainEvidence& e, Mark mark) {
  ChainEvidence marked = e;
  mark(marked);
  return verdict(e) == Status::Alive && verdict(marked) == Status::Dead;
}

// Eye against no eye (the capturing-race proverb: Sensei's Library, "Eye
// versus no eye"; GNU Go's owl code reads the same races move by move). Two
// opponent groups judged alive beside each other, touching or sharing a
// liberty, both short of two eyes and neither in seki: one of them dies. The
// one with an eye fills the shared liberties safely, the eyeless one cannot.
// Where the playouts are clear for the eyed group's life (three in four keep
// it) and not for the eyeless one's, they too say the eyed group wins: the
// eyeless group is dead, the whole group, not only the chains that touch the
// eyed one. Both conditions measured: an eyeless group clear for its life
// holds a seki or room the count does not see (OGS 9x9 85274's A8, 0.98);
// beside an eyed group the playouts doubt, the race is open (GNU Go's score14,
// whose one-eyed black group at 0.25 is the one GNU Go kills; KGS 2017-03-19-26
// played out, the same). Counted sets: the shape is in no right game (KGS,
// OGS 9x9, the settled Fox games); it is in KGS 2017-01-11-7's lower left,
// where the players kill Black's eyeless D4 corner beside White's one-eyed
// wall (playouts 0.99 for it), and in 8 of the 434 played-out handicap games.
void mark_races_lost_to_an_eye(const Board& board, const EyeCount& judged, DeadStoneAnalysis& a) {
  constexpr int kOneEye = 2;         // half eyes
  constexpr int kTwoEyes = 4;
  constexpr float kClearLife = 0.5f;  // the owner keeps it in three playouts in four
  auto one_eyed_living = [&](Point n, Color own) {
    if (board.at(n) != core::opponent(own)) return false;
    const ChainEvidence& o = evidence_of(a, n);
    if (verdict(o) != Status::Alive || o.unconditional == Unconditional::Alive || !o.eyes.counted ||
        o.ownership < kClearLife) {
      return false;
    }
    const int halves = judged.of(n).halves;
    return halves >= kOneEye && halves < kTwoEyes;
  };
  // The race is the last word only where no surer step spoke first: a chain
  // whose verdict the mark would not turn is not marked.
  auto turned_by_the_mark = [](const ChainEvidence& e) {
    return turned_dead_by(e, [](ChainEvidence& marked) { marked.loses_race_to_an_eye = true; });
  };
  // A group holding a chain the players agree, or one the playouts are clear
  // for, does not die as a whole.
  std::vector<int> standing_groups;
  for (const ChainEvidence& e : a.chains) {
    if (e.eyes.group >= 0 && (e.agreed != Status::Unknown || e.ownership >= kClearLife)) {
      standing_groups.push_back(e.eyes.group);
    }
  }
  auto stands = [&](int group) {
    return std::find(standing_groups.begin(), standing_groups.end(), group) != standing_groups.end();
  };
  std::vector<int> losing_groups;
  for (const ChainEvidence& e : a.chains) {
    if (!e.eyes.counted || e.eyes.halves != 0 || e.eyes.connects_out || e.eyes.statically_dead || e.eyes.group < 0 ||
        e.unconditional != Unconditional::Undecided || stands(e.eyes.group) || !turned_by_the_mark(e)) {
      continue;
    }
    if (touches_or_shares_a_liberty(board, e.first, [&](Point q) { return one_eyed_living(q, e.color); })) {
      losing_groups.push_back(e.eyes.group);
    }
  }
  if (losing_groups.empty()) return;
  for (ChainEvidence& e : a.chains) {
    if (e.eyes.group < 0 || e.unconditional != Unconditional::Undecided || !turned_by_the_mark(e)) continue;
    if (std::find(losing_groups.begin(), losing_groups.end(), e.eyes.group) != losing_groups.end()) {
      e.loses_race_to_an_eye = true;
    }
  }
}

// A group short of eyes that nothing keeps (§3 step 6, since stop 42): one
// eye at most by the static count, no two ways to connect to a friend, not
// statically dead (that kill is the count's own), and every chain of it
// still standing is one the mark would turn dead (no surer step decided it:
// the players, a proof, a decisive reading, a race, a seki, the atari rule)
// with no measure leaning towards its life; and a reading of one of them was
// inconclusive, so a reading looked and found no life either. The whole
// group is marked, or none of it: a group lives or dies as one (GNU Go's
// score9, whose 39 stones include E15 at keep 0.65, stands). Two such groups
// of opposite colours that touch or share a liberty are left alone, as the
// second-eye kill leaves them (stop 39): short of eyes side by side, they
// may be a seki, or one may take the other, and the measures say neither.
// (Outside the anonymous namespace: dead_stones.h declares it for its tests.)
}  // namespace

void mark_groups_short_of_eyes_nothing_keeps(const Board& board, int group_count, DeadStoneAnalysis& a) {
  constexpr int kOneEye = 2;  // half eyes
  if (group_count <= 0) return;
  const auto groups = static_cast<std::size_t>(group_count);
  auto turned_by_the_mark = [](const ChainEvidence& e) {
    return turned_dead_by(e, [](ChainEvidence& marked) { marked.short_of_eyes_nothing_keeps = true; });
  };
  std::vector<bool> kept(groups, false);
  std::vector<bool> read(groups, false);  // only standing chains count: a group read is one with a chain standing
  for (const ChainEvidence& e : a.chains) {
    if (e.eyes.group < 0 || e.eyes.group >= group_count || verdict(e) == Status::Dead) continue;
    const auto g = static_cast<std::size_t>(e.eyes.group);
    const bool short_of_eyes = e.eyes.counted && e.eyes.halves <= kOneEye && !e.eyes.connects_out;
    if (!short_of_eyes || e.unconditional != Unconditional::Undecided || !nothing_leans_towards_life(e) ||
        !turned_by_the_mark(e)) {
      kept[g] = true;
    }
    if (e.reading.done && e.reading.verdict == Status::Unknown) read[g] = true;
  }
  std::vector<bool> candidate(groups, false);
  for (std::size_t g = 0; g < groups; ++g) candidate[g] = !kept[g] && read[g];
  std::vector<bool> beside_another(groups, false);
  for (const ChainEvidence& e : a.chains) {
    if (e.eyes.group < 0 || e.eyes.group >= group_count || !candidate[static_cast<std::size_t>(e.eyes.group)]) continue;
    const Color opponent = core::opponent(e.color);
    if (touches_or_shares_a_liberty(board, e.first, [&](Point q) {
          if (board.at(q) != opponent) return false;
          const int other = evidence_of(a, q).eyes.group;
          return other >= 0 && other < group_count && candidate[static_cast<std::size_t>(other)] &&
                 verdict(evidence_of(a, q)) != Status::Dead;
        })) {
      beside_another[static_cast<std::size_t>(e.eyes.group)] = true;
    }
  }
  // Every standing chain of a candidate group is one the mark turns (else the
  // group is kept): mark those, not the group's chains already dead.
  for (ChainEvidence& e : a.chains) {
    if (e.eyes.group < 0 || e.eyes.group >= group_count) continue;
    const auto g = static_cast<std::size_t>(e.eyes.group);
    if (candidate[g] && !beside_another[g] && verdict(e) != Status::Dead) e.short_of_eyes_nothing_keeps = true;
  }
}

namespace {

// §3 step 6: the static eye count (eye_space.h) of every chain's group, on
// the board as the steps before judged it: a group they left alive that
// cannot make a second eye, run, or outlast its two-eyed neighbours is
// statically dead. A chain judged dead is counted standing where it is,
// with the dead stones of its colour in the same pocket (the region of
// removed and empty points around it), everything else as judged: can it
// live there? Two eyes contradict its verdict; statically dead supports it.
void count_group_eyes(const Board& board, DeadStoneAnalysis& a) {
  PointMap<bool> standing{};
  PointMap<bool> proven{};
  judged_board(board, a, standing, proven);
  EyeCount judged;
  count_eyes(board, standing, proven, judged);
  // A kill that leans on a coin toss is itself one: a group statically dead
  // only while stones of its own colour whose dead verdict is uncertain are
  // off the board (the opponent's "two eyes", or the group's enclosure, are
  // made of a neighbour that was dead only by a near-even guess) is killed,
  // but uncertain. In Fox 1430123804 the playouts give White's dead R3 the
  // lower right corner at even odds, and the count killed the black group
  // beside it on that ground alone; in score.tst's score11 Black's 25 stones
  // die only with the uncertain 13 of the lower left, and both are dead.
  // The second count runs only for a colour that has a kill to check.
  std::array<bool, 2> kills{};
  // A group whose second eye holds dead opponent stones, and is one eye at
  // most once it takes them (the opponent to move: eye_space.h), is killed by
  // the count as a group with one eye is, but only whole: not where a chain
  // of it is agreed or kept by a step the count does not overrule (a
  // decisive reading, an exact race, a seki, the atari rule, a proof). It is
  // `uncertain` (chain_evidence.cpp). Measured on the played-out KGS
  // handicap games: 2017-03-25-10's 29 black stones at
  // D19 (a bulky five once Black takes White's five stones inside, playouts
  // 0.38), 2017-03-12-13's ten at D19 (0.35) and 2017-01-19-15's 17 at S18
  // (0.59), all dead for GNU Go's owl code whoever moves first; Fox
  // 1508832337's 11 white stones at B19 (0.56), W+43 -> W+5 against RE W+4.
  // Fox 1512318619's 27 black stones at the top, alive for the players,
  // stand: a decisive reading keeps their T17.
  std::vector<bool> group_sure(static_cast<std::size_t>(judged.group_count), false);
  for (const ChainEvidence& e : a.chains) {
    const int group = judged.group[e.first];
    if (verdict(e) == Status::Dead || group < 0) continue;
    if (!turned_dead_by(e, [](ChainEvidence& killed) { killed.eyes.statically_dead = true; })) {
      group_sure[static_cast<std::size_t>(group)] = true;
    }
  }
  // The kill needs every opponent group beside it to have two eyes. Where
  // such a neighbour is itself a group this kill would take (two eyes only
  // while dead stones sit in its space), neither kill stands: each rests on
  // the other's eyes as they stand, and one of two groups side by side lives
  // (each group's only eye space holding the other's stones, a few dame
  // between them: the count killed both and scored an empty board).
  auto kill_once_taken = [&](int group) {
    return judged.groups[static_cast<std::size_t>(group)].dead_once_taken() &&
           !group_sure[static_cast<std::size_t>(group)];
  };
  std::vector<bool> beside_another_kill(static_cast<std::size_t>(judged.group_count), false);
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (judged.group[p] < 0 || !kill_once_taken(judged.group[p])) continue;
      for (Point n : board.neighbours(p)) {
        if (!board.is_on_board(n) || judged.group[n] < 0 || board.at(n) == board.at(p)) continue;
        if (kill_once_taken(judged.group[n])) beside_another_kill[static_cast<std::size_t>(judged.group[p])] = true;
      }
    }
  }
  for (ChainEvidence& e : a.chains) {
    if (verdict(e) == Status::Dead) continue;
    const GroupEyes& g = judged.of(e.first);
    const auto group = static_cast<std::size_t>(judged.group[e.first]);
    const bool dead_once_taken = g.dead_once_taken() && !group_sure[group] && !beside_another_kill[group];
    // The players' word stands: a chain they agree is killed by no count
    // (and frees no stone around it).
    e.eyes = {true, g.halves, g.halves - g.halves_once_taken, g.stones, g.open, g.surrounded,
              e.agreed == Status::Unknown && verdict(e) == Status::Alive && (g.statically_dead() || dead_once_taken)};
    e.eyes.dead_once_taken = e.eyes.statically_dead && !g.statically_dead();
    e.eyes.race = g.race;
    e.eyes.connects_out = g.connects_out;
    e.eyes.roomy = g.roomy;
    e.eyes.group = judged.group[e.first];
    if (e.eyes.statically_dead) kills[e.color == Color::Black ? 0 : 1] = true;
  }
  mark_races_lost_to_an_eye(board, judged, a);
  mark_groups_short_of_eyes_nothing_keeps(board, judged.group_count, a);
  EyeCount restored_count;
  for (const Color colour : {Color::Black, Color::White}) {
    if (!kills[colour == Color::Black ? 0 : 1]) continue;
    PointMap<bool> restored = standing;
    for (const ChainEvidence& e : a.chains) {
      if (e.color != colour || verdict(e) != Status::Dead || !uncertain_removal(e)) continue;
      for_each_stone(board, e.first, [&](Point s) { restored[s] = true; });
    }
    count_eyes(board, restored, proven, restored_count);
    for (ChainEvidence& e : a.chains) {
      if (e.color == colour && e.eyes.statically_dead) {
        const GroupEyes& restored_group = restored_count.of(e.first);
        e.eyes.leans_on_uncertain =
            !(restored_group.statically_dead() || (e.eyes.dead_once_taken && restored_group.dead_once_taken()));
      }
    }
  }
  // A chain judged dead by the playouts, a reading or the atari rule may
  // stand inside its own side's area once the statically dead groups are gone
  // (a chain that was "dead" only because the group around it was "alive"):
  // it is alive, and as uncertain as the kills it needs (a kill for a second
  // eye that holds dead stones is uncertain, chain_evidence.cpp).
  PointMap<bool> after = standing;
  PointMap<bool> after_firm = standing;
  bool killed = false;
  for (const ChainEvidence& e : a.chains) {
    if ((!e.eyes.statically_dead && !e.loses_race_to_an_eye) || verdict(e) != Status::Dead) continue;
    killed = true;
    // Only a kill that stands frees anything: a statically dead group that a
    // decisive reading or the atari rule keeps alive is still on the board.
    // A kill by eye against no eye is uncertain (chain_evidence.cpp), and so
    // is a release that needs it.
    for_each_stone(board, e.first, [&](Point s) {
      after[s] = false;
      if (!e.eyes.leans_on_uncertain && !e.loses_race_to_an_eye && !e.eyes.dead_once_taken) after_firm[s] = false;
    });
  }
  if (killed) {
    for (ChainEvidence& e : a.chains) {
      if (!may_be_released(e) || !inside_own_area(board, after, e)) continue;
      e.atari = Status::Unknown;
      e.eyes.inside_own_area = true;
      e.eyes.leans_on_uncertain = !inside_own_area(board, after_firm, e);
    }
  }

  // One count per pocket of dead stones and colour: the pocket's dead stones
  // of that colour stand together. Their groups in that count are numbered
  // after the groups of the board as judged, pocket after pocket: dead
  // chains of one group there share eye space or cannot be cut apart, and
  // would live as one (the static count's own kills keep their group of
  // the board as judged, where they stood together).
  std::array<Point, core::kMaxOnBoard> queue{};
  EyeCount standing_there;
  int pocket_groups = judged.group_count;
  for (const Color colour : {Color::Black, Color::White}) {
    PointMap<std::int16_t> pocket{};
    pocket.fill(-1);
    std::int16_t pockets = 0;
    for (ChainEvidence& e : a.chains) {
      if (e.color != colour || verdict(e) != Status::Dead || e.unconditional == Unconditional::Dead) continue;
      if (pocket[e.first] >= 0) continue;
      PointMap<bool> there = standing;
      int size = 0;
      queue[static_cast<std::size_t>(size++)] = e.first;
      pocket[e.first] = pockets;
      for (int i = 0; i < size; ++i) {
        const Point q = queue[static_cast<std::size_t>(i)];
        if (board.at(q) == colour) there[q] = true;
        for (Point n : board.neighbours(q)) {
          if (!board.is_on_board(n) || standing[n] || pocket[n] >= 0) continue;
          pocket[n] = pockets;
          queue[static_cast<std::size_t>(size++)] = n;
        }
      }
      count_eyes(board, there, proven, standing_there);
      for (ChainEvidence& mate : a.chains) {
        if (mate.color != colour || pocket[mate.first] != pockets || verdict(mate) != Status::Dead) continue;
        const GroupEyes& g = standing_there.of(mate.first);
        // The count's own kills are dead chains too: their pocket count
        // replaces their eye record, but not the lean on uncertain removals
        // the restored count found above.
        const bool killed_by_the_count = mate.eyes.statically_dead;
        const bool leans_on_uncertain = killed_by_the_count && mate.eyes.leans_on_uncertain;
        // A kill for a second eye that holds dead stones stands: the count
        // here asks only whether the group is statically dead as it stands
        // (`halves` of one eye or less), which such a group never is.
        const bool dead_once_taken = killed_by_the_count && mate.eyes.dead_once_taken;
        const int judged_group = mate.eyes.group;
        mate.eyes = {true, g.halves, g.halves - g.halves_once_taken, g.stones, g.open, g.surrounded,
                     g.statically_dead() || dead_once_taken};
        mate.eyes.dead_once_taken = dead_once_taken && !g.statically_dead();
        mate.eyes.leans_on_uncertain = leans_on_uncertain;
        mate.eyes.race = g.race;
        mate.eyes.connects_out = g.connects_out;
        mate.eyes.roomy = g.roomy;
        // The count's kills keep the group they were counted in, standing.
        mate.eyes.group = killed_by_the_count ? judged_group : pocket_groups + standing_there.group[mate.first];
      }
      pocket_groups += standing_there.group_count;
      ++pockets;
    }
  }
}

}  // namespace

// The mark is set from the certainties as they stand once every other piece
// of evidence is in, every record's own mark cleared first (one pass: the
// mark only ever lowers the class of a dead chain, chain_evidence.cpp).
void mark_chains_beside_uncertain_opponents(const Board& board, const PointMap<std::int16_t>& chain,
                                            std::vector<ChainEvidence>& chains) {
  for (ChainEvidence& e : chains) e.beside_uncertain_opponent = false;
  std::vector<bool> uncertain(chains.size());
  for (std::size_t i = 0; i < chains.size(); ++i) uncertain[i] = certainty(chains[i]) == Certainty::Uncertain;
  auto uncertain_opponent = [&](Point n, Color own) {
    return board.at(n) == core::opponent(own) && uncertain[static_cast<std::size_t>(chain[n])];
  };
  for (ChainEvidence& e : chains) {
    // A chain agreed dead is not on the analysed board.
    if (board.at(e.first) != e.color) continue;
    e.beside_uncertain_opponent =
        touches_or_shares_a_liberty(board, e.first, [&](Point q) { return uncertain_opponent(q, e.color); });
  }
}

void analyze_dead_stones(const Board& board, const DeadStoneOptions& options, DeadStoneAnalysis& out,
                         const PointMap<Status>* agreed_standing) {
  out.status.fill(Status::Unknown);
  out.ownership.fill(0.0f);
  unconditional_status(board, out.unconditional);
  // The players' word is final (Japanese 1989 art. 9: the game ends with the
  // status both confirm). Their standing chains are alive for every step, no
  // step reads them, and no playout or reading captures them. They are no
  // proof of life for their group's eyes, though: a stone the players keep
  // in a double ko stands without an eye of its own (KGS 2017-02-18-10's P19
  // and O17, whose groups the static count would otherwise kill as "one eye
  // beside neighbours with two").
  // (A chain agreed alive that is unconditionally dead is off the playouts'
  // board: its points are no stones of anybody's there.)
  out.agreed_standing.fill(false);
  out.agreed_status.fill(Status::Unknown);
  out.any_agreed_standing = false;
  if (agreed_standing != nullptr) {
    for (int y = 0; y < board.height(); ++y) {
      for (int x = 0; x < board.width(); ++x) {
        const Point p = board.point(x, y);
        const Status agreed = (*agreed_standing)[p];
        if (board.at(p) == Color::Empty || (agreed != Status::Alive && agreed != Status::Seki)) continue;
        out.agreed_status[p] = agreed;
        if (out.unconditional[p] == Unconditional::Dead) continue;
        out.agreed_standing[p] = true;
        out.any_agreed_standing = true;
      }
    }
  }

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
  gather_chains(board, out, chain_own);
  // Near-even chains stay marked unread unless a reading below reads them.
  for (ChainEvidence& e : out.chains) e.unread_even = near_even(e);

  if (options.local_reading) {
    const PointMap<bool> strong = wall_stones(board, chain_own, out.unconditional);
    read_undecided_chains(board, options, strong, out);
    read_capturing_races(board, out);
    read_seki_candidates(board, options, chain_own, strong, out);
  }
  settle_chains_in_atari(board, chain_own, out);
  count_group_eyes(board, out);
  mark_open_kos(board, out);
  mark_chains_beside_uncertain_opponents(board, out.chain, out.chains);
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) != Color::Empty) out.status[p] = status_of(out, p);
    }
  }
}

}  // namespace goref::scoring
