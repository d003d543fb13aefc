// An exact reading of a capturing race (semeai) between two adjacent chains
// of opposite colours.
//
// Random playouts and the local Monte-Carlo reading (local_reading.h) both
// settle a race by chance once the sides have a few liberties each: the
// winning sequence is a handful of exact moves (fill the opponent's outside
// liberties first, never the shared ones too early, throw in to reduce an
// eye), and a random continuation is as likely to lose a won race as to win
// it. A race is a small game, though: its moves are the liberties of the two
// chains (and captures of the stones in atari around them), so it can be
// read to the end, the way a player counts it (Müller, "Race to Capture:
// Analyzing Semeai in Go", 1999, counts the same liberties; GNU Go's semeai
// reader plays the same moves).
//
// The reading is a minimax search over those moves, both sides allowed to
// pass (two passes in a row end it with neither chain taken: a seki, or a
// race that neither side can start), with simple ko, no suicide and no
// return to a position of the line (positional superko). The chains beside
// the two that are short of liberties and share some with the race are part
// of it: their liberties are moves too; one whose liberties all lie outside
// the race joins it when it would otherwise make a win untrusted. A capture
// ends the race only when the capturer keeps a liberty outside the space it
// emptied, a chain of its own borders that space, or the space makes two
// eyes; otherwise the reading goes on as a kill inside that space, the
// loser moving next. It is read twice, each side moving first. It gives up
// (done = false) beyond a node budget or a depth limit, so its cost is
// bounded whatever the position and a verdict is given only when it was
// read out.
#pragma once

#include <cstdint>

#include "core/board.h"

namespace goref::scoring {

enum class RaceOutcome : std::uint8_t {
  Unknown,  // not read (over the limits)
  ChainTaken,     // the chain through `chain` is captured
  OpponentTaken,  // the opponent chain through `opponent` is captured
  Neither,        // neither can be taken (seki, or two chains with room to spare)
};

struct RaceReading {
  bool done = false;
  RaceOutcome chain_first = RaceOutcome::Unknown;     // the chain's owner moves first
  RaceOutcome opponent_first = RaceOutcome::Unknown;  // the opponent moves first
};

struct RaceLimits {
  int max_liberties = 7;   // of each chain, to be read at all
  int max_nodes = 20'000;  // per move order
  int max_depth = 40;      // plies (a long ko fight is not a race this reads)
};

// A wall with this many liberties or more (beyond any dame it would fill)
// can wait: no race or kill reading here plays against it, so a shorter one
// is part of the fight and a reading that leaves it out is not trusted.
inline constexpr int kSpareWallLiberties = 4;

// Whether every opponent chain touching the chain through `chain`, but the
// one through `except` (kNoPoint: none), keeps kSpareWallLiberties: none of
// them is taken while a fight inside is read out (a bent four in the corner
// whose wall is short of liberties lives: the wall is taken during the ko).
bool walls_hold(const core::Board& board, core::Point chain, core::Point except);

// Whether the empty point `liberty` of the chain through `chain` is a dame
// the opponent fills at leisure: it lies in a seam of empty points (six at
// most), each a liberty of the chain and each touching an opponent chain,
// with liberties to spare (four or more beyond the seam), and nothing else.
// The chain gains nothing there, neither room to extend into, nor an eye,
// nor a friend to join, and filling it costs the opponent nothing it needs.
// A race's capturer whose only liberties outside the space it emptied are
// such dame still has to live in that space (Pachi's "Not 3-stone seki
// (dead shape)").
bool is_sealed_dame(const core::Board& board, core::Point liberty, core::Point chain);

// Reads the race between the chain through `chain` and the adjacent chain of
// the other colour through `opponent`.
RaceReading read_race(const core::Board& board, core::Point chain, core::Point opponent,
                      const RaceLimits& limits = {});

}  // namespace goref::scoring
