// What goref knows about one chain at the end of the game: every piece of
// evidence the dead-stone analysis gathered (the players' agreement,
// unconditional status, playout ownership, the local readings, the atari
// rule), in one record. The chain's verdict and its certainty class are both
// read from this record, so they cannot drift apart, and goref-score shows
// the same record (docs/scoring.md §3, "Certainty").
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/types.h"
#include "scoring/status.h"
#include "scoring/unconditional.h"

namespace goref::scoring {

// How sure goref is of a chain's verdict (docs/scoring.md §3 "Certainty").
enum class Certainty : std::uint8_t {
  Certain,    // agreed by the players, or settled by unconditional analysis
  Likely,     // the playouts are clear and no reading contradicts them
  Uncertain,  // near even, the evidence disagrees, or a reading was inconclusive
};

std::string_view to_string(Certainty certainty);

// One of the local readings (local_reading.h) of the chain.
struct ReadingEvidence {
  bool done = false;          // the reading ran (its area was small enough)
  Status verdict = Status::Unknown;  // Alive, Dead, or Unknown when inconclusive
  float keep = 0.5f;          // how often the owner kept the chain (0..1)
};

// The static eye count of the chain's group (eye_space.h, §3 step 6).
struct EyeEvidence {
  bool counted = false;
  int halves = 0;        // the group's eye value in half eyes (4: two eyes)
  // Of `halves`, the half eyes that last only until the group takes the dead
  // opponent stones in its eye spaces, the opponent to move after it
  // (eye_space.h, eye_space_value_once_taken): 0 when their capture leaves
  // the eyes as counted.
  int halves_until_taken = 0;
  int group_stones = 0;
  bool open = false;        // a liberty in open ground
  bool surrounded = false;  // every opponent neighbour group has two eyes
  // At most one eye, no open ground, surrounded: it cannot make a second
  // eye, run, or outlast its neighbours (for a chain judged alive by the
  // steps before, this overrules them).
  bool statically_dead = false;
  // Statically dead because its second eye holds dead opponent stones whose
  // capture leaves one eye at most (GroupEyes::dead_once_taken): one and a
  // half or two eyes as it stands.
  bool dead_once_taken = false;
  // Statically dead (or inside its own area) only while stones of its
  // colour whose dead verdict is uncertain are off the board: the verdict
  // stands, uncertain.
  bool leans_on_uncertain = false;
  // An opponent chain beside the group has no more liberties than it: a
  // capturing race the count does not read.
  bool race = false;
  // Two liberties touch living friendly groups: connected by miai.
  bool connects_out = false;
  // Judged dead, yet once the statically dead groups are off the board the
  // region around it is bordered by its own colour alone: it stands inside
  // its own side's area, where nothing can capture it.
  bool inside_own_area = false;
  // Short of eyes with open ground around it, and statically dead all the
  // same because that ground is a little room shut in by the opponent.
  bool roomy = false;
  // The group's index in the count of the board as judged, for a chain left
  // standing by the count, or in the count of its pocket standing where it
  // is, for a chain judged dead (numbered after the others; -1 for a chain
  // released inside its own area, agreed, or unconditionally dead): chains
  // with the same index share eye space or cannot be cut apart, so they
  // live or die as one (score_range.h flips them together where the group
  // is short of eyes, and a dead group's chains always).
  int group = -1;
};

struct ChainEvidence {
  core::Point first = core::kNoPoint;  // first stone in reading order (names the chain)
  core::Color color = core::Color::Empty;
  int stones = 0;

  // Set before any analysis: the rules keep every stone (Tromp-Taylor), or
  // the players agreed on this chain (goref-set_status, TB/TW markup).
  bool rules_keep_all = false;
  Status agreed = Status::Unknown;

  // §3 step 1.
  Unconditional unconditional = Unconditional::Undecided;
  // §3 step 2: mean ownership of the chain's points for its owner (+1 kept
  // in every playout, -1 lost in every one), and the same over the playouts
  // where the owner, or the opponent, moved first.
  float ownership = 0;
  float ownership_owner_first = 0;
  float ownership_opponent_first = 0;
  // §3 step 3: read because the playouts left it near even; `unread_even`
  // when it was near even but not read (more than twelve such chains, or
  // an area too big).
  ReadingEvidence reading;
  bool unread_even = false;
  // §3 step 4: in a seki found by a costly-capture reading (this chain's or
  // a neighbour's); the reading that found it.
  bool seki = false;
  ReadingEvidence seki_reading;
  // §3 step 4b: the exact reading of a capturing race against an adjacent
  // chain (capturing_race.h): Dead when the chain is taken whoever moves
  // first, Alive when it is never taken and takes the opponent at least when
  // it moves first, each as the groups around allow (dead_stones.cpp); Seki
  // when neither chain of a race can take the other whoever moves first,
  // neither has two eyes and neither has a way out (a liberty where its
  // owner gains liberties or captures); Unknown otherwise (not read, the
  // move order decides it, or the chain won one race and lost another).
  Status race = Status::Unknown;
  // §3 step 4b: a race read as lost whoever moves first by this chain, or by
  // the chain it beats, where an opponent chain touching the loser loses a
  // race of its own whoever moves first too. Each reading takes the killer's
  // side around it as standing, and each killer's side is the other loser:
  // whoever starts first decides which kill comes first.
  bool races_lost_both_ways = false;
  // §3 step 5: the last word of the atari rule (Dead: taken safely; Alive:
  // a neighbour of a chain taken), Unknown when it did not apply.
  Status atari = Status::Unknown;
  // A single stone in atari whose capture is a ko, between chains all judged
  // alive: whoever fills the ko first decides it, and the end of the game
  // did not (its owner connects, or the opponent takes and then connects).
  bool open_ko = false;
  // An opponent chain it touches, or shares a liberty with, is itself
  // `uncertain`: a death that rests on that chain's life is no surer than
  // it (set once every other piece of evidence is in).
  bool beside_uncertain_opponent = false;
  // §3 step 6: the static eye count of its group, on the board as the steps
  // before judged it (for a chain judged dead: standing where it is, with
  // the dead stones of its colour around it).
  EyeEvidence eyes;
  // §3 step 6, eye against no eye: its group, judged alive with no eye, no
  // chain of it clear for its life by the playouts and none agreed, touches
  // (or shares a liberty with) an opponent group judged alive with one eye,
  // short of two like it, that the playouts keep. One of two such groups
  // dies; the one with the eye wins the race.
  bool loses_race_to_an_eye = false;
  // §3 step 6, a group short of eyes that nothing keeps (since stop 42): its
  // group has one eye at most by the static count and no two ways to connect
  // to a friend, no chain of it leans towards its life by any measure (the
  // playouts, those where its owner moves first, a reading) or was decided
  // by a surer step, and a reading of one of its chains was inconclusive.
  // The playouts' sign, a coin toss here, no longer keeps it.
  bool short_of_eyes_nothing_keeps = false;
};

// No measure of the chain leans towards its life: the playouts (overall and
// with its owner moving first) below the lean line, and its reading, if one
// ran, neither keeps it nor leans towards keeping it (see `Certainty`).
bool nothing_leans_towards_life(const ChainEvidence& evidence);

// The chain's verdict: Alive, Dead or Seki. Later steps of §3 override earlier
// ones, exactly in the order the analysis runs them.
Status verdict(const ChainEvidence& evidence);

// The certainty class of the verdict (docs/scoring.md §3 "Certainty").
Certainty certainty(const ChainEvidence& evidence);

// Why, in a few words: "playouts 0.12 for its owner, reading inconclusive (keep 0.52)".
std::string describe(const ChainEvidence& evidence);

}  // namespace goref::scoring
