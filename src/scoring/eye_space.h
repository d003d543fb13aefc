// A static count of each group's eyes: a second opinion on life and death
// that owes nothing to the playouts.
//
// Random playouts misjudge big groups in one typical way: a group with one
// eye, surrounded by thin but living walls, captures a cutting stone or two
// in the playouts and comes out alive, though its opponent would simply
// answer. A referee needs evidence that does not share that blindness. This
// one is the classical one (eye-space values, Landman 1996; GNU Go's eye
// spaces, GNU Go manual ch. 8 "Eyes and Half Eyes"; Müller 1997 on secure
// regions): given which stones stand, it finds each colour's eye spaces (the
// empty and dead-stone regions bordered by that colour alone), joins the
// chains that share an eye space or that cannot be cut apart into groups,
// and values every eye space by its size and shape in half eyes:
//
//   1 point                 2 (one eye), 1 (half an eye) or 0 (a false eye)
//                           by its diagonals: an opponent stone counts 2,
//                           an empty point beside one 1; 4 is false and 3
//                           half in the open, 2 and 1 on the edge
//   2 points                2
//   3 points                3 (one and a half: whoever plays the vital point
//                           first decides)
//   4 points                straight or bent 4, squared 2, pyramid 3
//   5 points                bulky or crossed 3, others 4
//   6 points                rabbity (a point with four inside neighbours) 3,
//                           others 4
//   7 points or more        4 (two eyes)
//
// An opponent stone already on the vital point of an unsettled space (value
// 3) leaves it one eye (2): the nakade has been played. So does a chain in
// atari in its wall: the opponent takes it from outside. A small region
// (up to 12 points) bordered by both colours, where the opponent's stones
// touch a single point, is its other bordering colour's eye space too, worth
// one eye when 4 points or more lie beyond that leak (GNU Go's marginal eye
// points). A group's value is the sum over its eye spaces, at most 4.
//
// A group two of whose liberties touch living friendly groups is connected
// by miai (the opponent cannot cut both) and is never statically dead. The
// count also notes a race: an opponent chain beside the group, not
// unconditionally alive, with no more liberties than the group has.
//
// A group with at most one eye (value 2 or less), none of whose liberties
// lies in open ground, and whose every opponent neighbour has two eyes or
// is unconditionally alive, is statically dead: it cannot make a second eye,
// run, or win a race or a seki against groups that have two eyes
// (dead_stones.cpp decides what that evidence is worth).
// Bent four in the corner, ko and eternal-life shapes are beyond a static
// count: they are the readings' job (the race reading reads a bent four in
// the corner on to its ko: capturing_race.cpp).
#pragma once

#include <cstdint>
#include <array>

#include "core/board.h"
#include "scoring/status.h"

namespace goref::scoring {

struct GroupEyes {
  int halves = 0;           // eye value in half eyes, at most 4
  // The same once the group has taken the dead opponent stones inside its
  // eye spaces (eye_space_value_once_taken): lower than `halves` where an
  // eye space holding them is a nakade shape once they are gone.
  int halves_once_taken = 0;
  int stones = 0;           // stones of the group
  bool open = false;        // a liberty in open ground (a neutral region of more than 4 points)
  // A liberty in open ground, but the group is enclosed all the same: the
  // ground around it leads only to the opponent's walls, within a little room.
  bool roomy = false;
  bool surrounded = false;  // every opponent neighbour group has two eyes (or is unconditionally alive)
  // An opponent chain next to it (not unconditionally alive) has no more
  // liberties than the group: the group may capture it first, whatever the
  // eyes of that chain's group (a cutting stone in a thin wall).
  bool race = false;
  // Two of its liberties touch living friendly groups (two eyes, or
  // unconditionally alive): the opponent cannot cut both.
  bool connects_out = false;
  bool statically_dead() const { return halves <= 2 && !open && surrounded && !connects_out; }
  // Two eyes only while dead opponent stones sit in an eye space, one at most
  // once it has taken them (the opponent to move), and otherwise as
  // statically_dead: it cannot make the second eye elsewhere, run, or outlast
  // its neighbours. Whether that kills is dead_stones.cpp's call.
  bool dead_once_taken() const { return halves > 2 && halves_once_taken <= 2 && !open && surrounded && !connects_out; }
};

struct EyeCount {
  PointMap<std::int16_t> group{};  // on every standing stone: its group's index (-1 elsewhere)
  std::array<GroupEyes, core::kMaxOnBoard> groups{};  // [0, group_count): fixed, no allocation per count
  int group_count = 0;
  const GroupEyes& of(core::Point stone) const { return groups[static_cast<std::size_t>(group[stone])]; }
};

// The value of an eye space of `owner` that holds dead opponent stones, once
// the owner has taken them: the capturer fills their liberties inside the
// space, and the opponent, to move after the capture, plays the vital point
// of what is left (a shape whoever moves first decides is one eye). The
// plain value counts such a space as it stands, a big eye; but the stones
// must be taken before the space is an eye, and what their capture leaves
// may be a nakade shape (GNU Go's eye spaces, manual §8.2, likewise take
// in the points of dead opponent stones). Returns eye_space_value's answer
// for a space without dead opponent stones.
int eye_space_value_once_taken(const core::Board& board, const core::Point* points, int count, core::Color owner,
                               const PointMap<bool>& standing);

// `standing[p]`: the stone on p stands (the points of stones that do not are
// their capturer's, as in the count). `proven_alive[p]`: the stone is
// unconditionally alive (counts as two eyes when it is an opponent neighbour).
void count_eyes(const core::Board& board, const PointMap<bool>& standing, const PointMap<bool>& proven_alive,
                EyeCount& out);

// The value in half eyes of one eye space of colour `owner` (the table
// above): `points[0..count)` the space, `standing` as for count_eyes.
int eye_space_value(const core::Board& board, const core::Point* points, int count, core::Color owner,
                    const PointMap<bool>& standing);

}  // namespace goref::scoring
