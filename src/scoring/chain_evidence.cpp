#include "scoring/chain_evidence.h"

#include <cstdio>

#include "scoring/local_reading.h"

namespace goref::scoring {

namespace {

// The analysis's own line between "the playouts are sure" and "even"
// (dead_stones.cpp reads the chains inside it again, and only chains outside
// it are walls of a reading): a chain whose owner keeps its points in at least
// three playouts in four (mean ownership 0.5) has a clear margin.
constexpr float kClearOwnership = 0.5f;

// A measure *leans* one way when it is at least halfway from even to its own
// decision line: ownership 0.25 for the playouts, half the reading's margin
// (keep rate 0.425 / 0.575) for a reading. Two measures that lean the same
// way support each other; one that leans against a verdict contradicts it.
constexpr float kLeanFraction = 0.5f;

// +1 leaning alive, -1 leaning dead, 0 neither.
int playout_lean(const ChainEvidence& e) {
  const float lean = kLeanFraction * kClearOwnership;
  return e.ownership >= lean ? 1 : e.ownership <= -lean ? -1 : 0;
}
int reading_lean(const ReadingEvidence& r) {
  const float lean = kLeanFraction * LocalReadingLimits{}.margin;
  return r.keep >= 0.5f + lean ? 1 : r.keep <= 0.5f - lean ? -1 : 0;
}

bool two_eyes_as_it_stands(const ChainEvidence& e) { return e.eyes.counted && e.eyes.halves >= 4; }

// Two eyes by the count only while dead opponent stones sit in an eye
// space: once the group takes them, what is left is short of two eyes, the
// opponent to move.
bool second_eye_holds_dead_stones(const ChainEvidence& e) {
  return e.eyes.counted && e.eyes.halves >= 4 && e.eyes.halves - e.eyes.halves_until_taken < 4;
}

// No eye at all by the static count and no two ways to connect to a living
// friend: both its eyes are still to be made where it stands. The verdict
// rule and the certainty rule for such groups read it the same way.
bool eyeless_and_cut_off(const ChainEvidence& e) {
  return e.eyes.counted && e.eyes.halves == 0 && !e.eyes.connects_out;
}

Status playout_side(const ChainEvidence& e) { return e.ownership < 0 ? Status::Dead : Status::Alive; }

std::string rate(float value) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%.2f", static_cast<double>(value));
  return buffer;
}

std::string eye_words(int halves) {
  switch (halves) {
    case 0: return "no eye";
    case 1: return "half an eye";
    case 2: return "one eye";
    case 3: return "one and a half eyes";
    default: return "two eyes";
  }
}

}  // namespace

bool nothing_leans_towards_life(const ChainEvidence& e) {
  const float lean = kLeanFraction * kClearOwnership;
  if (e.ownership >= lean || e.ownership_owner_first >= lean) return false;
  return !e.reading.done || reading_lean(e.reading) <= 0;
}

std::string_view to_string(Certainty certainty) {
  switch (certainty) {
    case Certainty::Certain: return "certain";
    case Certainty::Likely: return "likely";
    case Certainty::Uncertain: return "uncertain";
  }
  return "uncertain";
}

Status verdict(const ChainEvidence& e) {
  if (e.rules_keep_all) return Status::Alive;
  if (e.agreed != Status::Unknown) return e.agreed;
  // §3 step 5 runs last and has the last word; step 4 before it, and so on.
  if (e.atari != Status::Unknown) return e.atari;
  if (e.seki) return Status::Seki;
  // §3 step 6: a chain in its own side's area is alive, whatever the
  // playouts or a reading made of it before the static count removed the
  // group around it.
  if (e.eyes.inside_own_area) return Status::Alive;
  // An exact race reading beats the sampled ones (§3 step 4b).
  if (e.race != Status::Unknown) return e.race;
  // Eye against no eye (§3 step 6) beats the sampled readings too: the
  // readings' random continuations keep such groups alive, and the players
  // and GNU Go's owl code kill them (KGS 2017-01-11-7's D4, reading keep
  // 0.75; on the 434 played-out handicap games, every stone it turned went
  // to GNU Go's verdict).
  if (e.loses_race_to_an_eye) return Status::Dead;
  if (e.reading.done && e.reading.verdict != Status::Unknown) return e.reading.verdict;
  if (e.unconditional == Unconditional::Alive) return Status::Alive;
  if (e.unconditional == Unconditional::Dead) return Status::Dead;
  // §3 step 6 speaks where the playouts would have had the last word: the
  // failure it guards against is theirs (a one-eyed group that captures a
  // cutting stone by chance).
  if (e.eyes.statically_dead) return Status::Dead;
  // A group with no eye at all (static count) and no two ways to connect to a
  // friend, whose playouts lean neither way, is dead when its inconclusive
  // reading leans towards its capture: the reading plays each side's best
  // first move where the playouts play random ones, and both eyes are still
  // to be made. The mirror of the certainty rule that wants an eyeless group's
  // playouts clear for its life (stop 33). Measured at stop 35 on the played-out
  // KGS handicap games: 2017-01-31-9's 37 black stones at H12 (playouts 0.14,
  // reading 0.37, a neighbour short of eyes), dead for GNU Go's owl
  // (`owl_attack` PASS: dead as it stands); GNU Go's score30 and Fox 1506008297
  // the same shape, both exact since.
  if (e.reading.done && eyeless_and_cut_off(e) && playout_lean(e) == 0 && reading_lean(e.reading) < 0) {
    return Status::Dead;
  }
  // The same argument for a whole group with one eye at most, since stop 42
  // (ChainEvidence::short_of_eyes_nothing_keeps, set in dead_stones.cpp):
  // where no chain of it leans towards its life by any measure, the playouts'
  // sign is a coin toss on the groups they misjudge most (§3 step 6: a
  // one-eyed group that takes a cutting stone by chance). On resigned games
  // played out by GNU Go (200 Fox professional games, and 434 KGS handicap
  // games held out), every group it kills is one GNU Go's owl code kills
  // whoever moves first (`owl_attack` 1, `owl_defend` 0).
  if (e.short_of_eyes_nothing_keeps) return Status::Dead;
  return playout_side(e);
}

Certainty certainty(const ChainEvidence& e) {
  if (e.rules_keep_all || e.agreed != Status::Unknown) return Certainty::Certain;
  const Status v = verdict(e);
  // Unconditional status (Benson, GNU Go's extension) is a proof: no sequence
  // of moves changes it. A later step that overrode it would contradict a
  // proof, so that verdict is not trusted at all.
  if (e.unconditional == Unconditional::Alive) return v == Status::Alive ? Certainty::Certain : Certainty::Uncertain;
  if (e.unconditional == Unconditional::Dead) return v == Status::Dead ? Certainty::Certain : Certainty::Uncertain;
  // A ko left open between living chains is no doubt of the reading: one
  // move settles it, whoever fills it first decides the stone, and the board is
  // not finished (a finished game has its dame and kos filled: J89
  // commentary to art. 9-2, Ing 1991 art. 1). The score range counts it both
  // ways and says the board is unsettled (score_range.h); the verdict stays
  // what the other evidence gave, as the board stands.
  if (e.open_ko) return Certainty::Likely;
  // Two races lost whoever moves first, each loser touching the other: each
  // reading holds only while the other loser stands, so the move order
  // decides (§3 step 4b), whatever the verdict.
  if (e.races_lost_both_ways) return Certainty::Uncertain;
  // Eye against no eye is a proverb, not a reading: it kills groups that the
  // readings keep, and the opponent's one eye may yet be a false one.
  if (e.loses_race_to_an_eye) return Certainty::Uncertain;
  // A group short of eyes that nothing keeps is killed by the absence of
  // evidence for its life, not by a reading of its death: a kill it turns is
  // uncertain (one the playouts or the eyeless rule above gave already keeps
  // its class).
  if (e.short_of_eyes_nothing_keeps && v == Status::Dead) {
    ChainEvidence unmarked = e;
    unmarked.short_of_eyes_nothing_keeps = false;
    if (verdict(unmarked) != Status::Dead) return Certainty::Uncertain;
  }
  // A chain left in atari that the opponent takes safely: its owner passed
  // instead of saving it, the capture is one move on the board.
  if (e.atari == Status::Dead) return Certainty::Likely;
  // A neighbour of such a chain is alive on the assumption that taking the
  // chain saves it, which nothing read: where the playouts do not lean
  // towards its life either, it is a guess.
  if (e.atari == Status::Alive) return playout_lean(e) > 0 ? Certainty::Likely : Certainty::Uncertain;
  // A seki of a costly capture overturns playouts that captured the chain
  // every time: they disagree by construction, so they are no evidence
  // against it. The seki is likely where two other measures agree: the seki
  // reading decisive (the chain stands after the opponent's best first move)
  // and the static count showing a seki's shape (the group short of two
  // eyes, a neighbour short of eyes too).
  if (e.seki) {
    const bool decisive = e.seki_reading.keep > 0.5f + LocalReadingLimits{}.margin;
    const bool seki_shape = e.eyes.counted && e.eyes.halves < 4 && !e.eyes.surrounded;
    return decisive && seki_shape ? Certainty::Likely : Certainty::Uncertain;
  }
  // A capturing race read to the end, each side moving first: exact over the race's own moves (the liberties and the captures
  // around it), blind to what lies beyond them.
  if (e.race != Status::Unknown && v == e.race) return Certainty::Likely;
  // Two eyes standing where it is, yet judged dead: the evidence disagrees
  // (a wall of the eyes may be weaker than the count sees, or the verdict
  // is wrong).
  if (v == Status::Dead && two_eyes_as_it_stands(e)) return Certainty::Uncertain;
  // Killed because its second eye holds dead stones (one and a half eyes or
  // two as it stands, fewer once it takes them): the count's value once
  // taken is a shape table, not a reading of that capture.
  if (v == Status::Dead && e.eyes.statically_dead && e.eyes.dead_once_taken) return Certainty::Uncertain;
  // A kill (or a release) by the static count that holds only while an
  // uncertain dead chain of the same colour is off the board is no surer
  // than that chain's verdict.
  if ((e.eyes.statically_dead || e.eyes.inside_own_area) && e.eyes.leans_on_uncertain) return Certainty::Uncertain;
  // Inside its own side's area once the statically dead groups are gone.
  if (e.eyes.inside_own_area) return Certainty::Likely;
  // Statically dead against a decisive reading that keeps it: they disagree.
  if (e.eyes.statically_dead && e.reading.done && e.reading.verdict == Status::Alive) return Certainty::Uncertain;
  // Statically dead (judged alive by the playouts and overruled, or judged
  // dead and unable to live even standing where it is): a structural
  // argument (no second eye, no escape, no race against two-eyed groups)
  // beats random playouts on exactly the groups they misjudge, and settles
  // what an inconclusive reading leaves open; what it does not see is ko.
  // A capturing race beside it (an opponent chain with no more liberties
  // than the group) is beyond the count: where the playouts already said
  // dead, the count adds nothing to them, and the verdict stands on their
  // evidence alone.
  // A group short of eyes with open ground around it, killed only because
  // that ground is a little room shut in by the opponent, against playouts
  // that lean towards its life: moving first, it may still make its eyes
  // there (KGS 2017-01-07-22, resigned: Black's eight stones on the left
  // edge with eleven empty points beside them; GNU Go keeps them).
  if (v == Status::Dead && e.eyes.statically_dead && e.eyes.roomy && playout_lean(e) > 0) {
    return Certainty::Uncertain;
  }
  if (v == Status::Dead && e.eyes.statically_dead && !(e.eyes.race && playout_side(e) == Status::Dead)) {
    return Certainty::Likely;
  }
  if (v == Status::Alive && second_eye_holds_dead_stones(e)) return Certainty::Uncertain;
  if (e.reading.done) {
    // The reading ran because the playouts were near even.
    const int playouts = playout_lean(e);
    const int reading = reading_lean(e.reading);
    // Decisive (keep rate beyond its margin): it decided the verdict, and it
    // stands unless the playouts lean against it.
    if (e.reading.verdict != Status::Unknown) {
      if (playouts == -reading) return Certainty::Uncertain;
      // A group short of two eyes, kept alive only because the reading makes
      // its second eye (or runs) in the open ground beside it, with playouts
      // that do not lean towards its life: the reading's continuations are
      // random after its first moves, and miss the attacker's exact sequence
      // as often as the defender's. A group with no eye at all needs the
      // playouts clear, not just leaning: both its eyes are still to be made.
      // Measured on KGS 2017-01-11-7's D4 (no eye), GNU Go's score14 (19
      // stones with one eye, which GNU Go kills; stop 33), KGS 2017-03-02-21
      // played out (six eyeless stones at J18, playouts 0.40, dead for GNU
      // Go's owl; stop 33) and the handicap games GNU Go's owl reading kills
      // (docs/scoring.md §4, stop 28); a group two miai points connect to a
      // living friend, or one short of eyes beside a neighbour short of eyes
      // (a seki, no open ground), is not that case.
      const bool playouts_for_life = e.eyes.halves == 0 ? e.ownership >= kClearOwnership : playouts > 0;
      if (e.reading.verdict == Status::Alive && e.eyes.counted && e.eyes.halves < 4 && e.eyes.open &&
          !e.eyes.connects_out && !playouts_for_life) {
        return Certainty::Uncertain;
      }
      return Certainty::Likely;
    }
    // Inconclusive: the playouts decided, by their sign. Likely only when both
    // measures lean the same way; a reading near 0.5 (who moves first decides:
    // an open semeai, an unsettled eye shape) or leaning against is uncertain.
    // The exception is the mirror of the rule above for eyeless groups kept
    // alive: a group with no eye at all, in open ground, with no two ways to
    // connect to a friend, judged dead while no measure leans towards its life
    // (not the playouts, not those where its owner moves first, not the
    // reading). Both its eyes are still to be made in ground the opponent
    // surrounds, and a reading near 0.5 there is its random continuations,
    // not a life the owner could make: the owner, who could have played
    // there instead of passing, did not. (The stones a reduction or an
    // invasion left in a framework: KGS 2017-02-21-3's twelve black stones at
    // M18 and 2017-03-07-18's E17 and G17, Fox 1494056036's five white
    // stones at row 16, GNU Go's score3 and score13, all dead for the
    // players; stop 34, docs/scoring.md §4.) Not beside an uncertain
    // opponent chain: KGS 2017-01-11-7's C1, a white stone inside Black's
    // corner whose life is the misread, lives if that corner dies.
    const bool owner_first_leans_alive = e.ownership_owner_first >= kLeanFraction * kClearOwnership;
    if (v == Status::Dead && eyeless_and_cut_off(e) && e.eyes.open && playouts <= 0 && reading <= 0 &&
        !owner_first_leans_alive && !e.beside_uncertain_opponent) {
      return Certainty::Likely;
    }
    return playouts != 0 && playouts == reading ? Certainty::Likely : Certainty::Uncertain;
  }
  if (e.unread_even) return Certainty::Uncertain;
  const float margin = e.ownership < 0 ? -e.ownership : e.ownership;
  return margin >= kClearOwnership ? Certainty::Likely : Certainty::Uncertain;
}

std::string describe(const ChainEvidence& e) {
  if (e.rules_keep_all) return "the rules keep every stone";
  if (e.agreed != Status::Unknown) return "agreed " + std::string(to_string(e.agreed)) + " by the players";
  std::string out;
  if (e.unconditional == Unconditional::Alive) out = "unconditionally alive";
  else if (e.unconditional == Unconditional::Dead) out = "unconditionally dead";
  else {
    out = "playouts " + rate(e.ownership) + " for its owner (" + rate(e.ownership_owner_first) + " owner first, " +
          rate(e.ownership_opponent_first) + " opponent first)";
  }
  if (e.reading.done) {
    out += e.reading.verdict == Status::Unknown ? ", reading inconclusive"
                                                : ", reading " + std::string(to_string(e.reading.verdict));
    out += " (keep " + rate(e.reading.keep) + ")";
  }
  if (e.unread_even) out += ", near even and not read";
  if (e.seki) out += ", seki by a costly-capture reading (stands " + rate(e.seki_reading.keep) + ")";
  if (e.race == Status::Dead) out += ", loses a capturing race whoever moves first";
  if (e.race == Status::Alive) out += ", wins a capturing race (never taken, whoever moves first)";
  if (e.race == Status::Seki) out += ", in a capturing race neither side wins whoever moves first (a seki)";
  if (e.races_lost_both_ways) {
    out += ", in one of two races lost whoever moves first by chains that touch (whoever starts first decides which)";
  }
  if (e.atari == Status::Dead) out += ", in atari and taken safely";
  if (e.atari == Status::Alive) out += ", next to a chain taken in atari";
  if (e.open_ko) out += ", in atari in a ko between living chains (who fills it first decides)";
  if (e.loses_race_to_an_eye) {
    out += ", no eye beside an opponent group with one eye, neither with two (eye beats no eye in the race)";
  }
  if (e.short_of_eyes_nothing_keeps && verdict(e) == Status::Dead) {
    out += ", its group short of two eyes with no chain that any measure keeps";
  }
  // The kills it leans on include one that holds only with an uncertain
  // dead chain off the board.
  const std::string leaning = e.eyes.leans_on_uncertain ? ", if the uncertain dead stones near it are dead" : "";
  if (e.eyes.inside_own_area) {
    out += ", inside its own side's area once the statically dead groups around it are gone" + leaning;
  } else if (e.eyes.statically_dead && e.eyes.dead_once_taken) {
    out += ", statically dead (" + eye_words(e.eyes.halves) + " in a group of " + std::to_string(e.eyes.group_stones) +
           " stones as it stands, " + eye_words(e.eyes.halves - e.eyes.halves_until_taken) +
           " once it takes the dead stones inside (the opponent to move), enclosed, its neighbours with two eyes" +
           leaning + ")";
  } else if (e.eyes.statically_dead) {
    out += ", statically dead (" + eye_words(e.eyes.halves) + " in a group of " + std::to_string(e.eyes.group_stones) +
           " stones, enclosed, its neighbours with two eyes" + leaning + ")";
    if (e.eyes.race) out += ", yet a neighbour chain with no more liberties (a race)";
  } else if (e.eyes.counted && verdict(e) == Status::Dead && e.eyes.halves >= 4) {
    out += ", yet two eyes where it stands";
  } else if (e.eyes.counted) {
    // Why the static count says nothing: the group has the eyes, the room,
    // or a neighbour short of eyes (a race or a seki).
    out += ", static count: " + eye_words(e.eyes.halves) + " in a group of " + std::to_string(e.eyes.group_stones) +
           " stones";
    if (second_eye_holds_dead_stones(e)) {
      out += ", " + eye_words(e.eyes.halves - e.eyes.halves_until_taken) + " once it takes the dead stones inside (the opponent to move)";
    }
    if (e.eyes.halves <= 2) {
      out += e.eyes.open              ? ", open ground"
             : !e.eyes.surrounded     ? ", a neighbour short of eyes"
             : e.eyes.connects_out    ? ", two ways to connect to a friend"
                                      : "";
    }
  }
  if (e.beside_uncertain_opponent) {
    // Said only where it is what keeps the chain uncertain.
    ChainEvidence unmarked = e;
    unmarked.beside_uncertain_opponent = false;
    if (certainty(unmarked) != certainty(e)) out += ", beside an uncertain opponent chain (no surer than it)";
  }
  return out;
}

}  // namespace goref::scoring
