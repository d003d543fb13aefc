// What the score would be if goref's uncertain chains (chain_evidence.h) went
// the other way, and whether the board is finished at all.
//
// Each uncertain chain has one alternative to its verdict: dead for a chain
// judged alive or in seki, alive for a chain judged dead. A chain judged
// alive or in seki whose group the static count gives fewer than two eyes
// takes that group with it: the chains of its colour that share its eye
// space or cannot be cut from it (eye_space.h) and have its verdict live or
// die as one, so the other way is the whole group dead, the likely chains of
// the group with it, never the certain ones. A chain judged dead takes the
// dead chains of its group in its pocket (counted standing there together)
// with it the same way: if it lives, they do. The uncertain chains of one
// such group are one unit. A chain of a group that lives whatever becomes of
// it (two eyes by the count, joined by miai to a living friend, or holding a
// certain chain) and a stone in an open ko are each a unit alone. A stone
// in an open ko is `likely`, not `uncertain` (chain_evidence.cpp: the reading
// is not in doubt, the game is not finished), yet counted both ways all the
// same: whoever fills the ko first decides it. With k <= 10 units every one of
// the 2^k combinations is counted; with more, each end of the range is the
// one combination that favours that side (its units standing, the other
// side's dead): exact as far as a unit's status moves the count the same way
// whatever the others are, and the count of a real combination in any case
// (score_range.cpp says when). The result is
// `certain` when the winner is the same over the whole range.
//
// A board is `unsettled` when it is not finished: neutral points with no
// stone next to them (an open border between the colours, a large neutral
// area: after a finished game every dame point touches a stone), or uncertain
// chains that decide the winner, or a neutral region whose last open
// boundary point one side fills to make it all its own, or a ko left open
// between living chains (a finished game has its dame and kos filled). Its count is no final
// count; the range is what can be said: the neutral regions with an open
// point go to each side in turn, a region one side closes with one move to
// that side (docs/scoring.md §3 "Certainty").
#pragma once

#include <string>
#include <vector>

#include "core/board.h"
#include "core/types.h"
#include "scoring/score.h"

namespace goref::scoring {

struct UncertainChain {
  std::size_t index = 0;     // into ScoreResult::chains
  Status verdict = Status::Alive;
  Status alternative = Status::Dead;
  double margin_if_flipped = 0;  // W-B with this chain (its unit) the other way
  std::string result_if_flipped;
  std::size_t unit = 0;          // into ScoreRange::units
};

// Chains that take the other way together: the uncertain chains of one group
// (short of two eyes, or judged dead) and the likely chains of that group
// with the same verdict, or one chain alone (an uncertain chain of a group
// that lives whatever becomes of it, or a stone in an open ko).
struct FlipUnit {
  Status verdict = Status::Alive;
  Status alternative = Status::Dead;
  std::vector<std::size_t> chains;  // into ScoreResult::chains, the uncertain ones first
  int stones = 0;                   // of all its chains
};

struct ScoreRange {
  std::vector<UncertainChain> chains;    // the uncertain chains
  std::vector<UncertainChain> open_kos;  // the stones in an open ko, each a unit alone
  std::vector<FlipUnit> units;  // what the combinations flip (k = units.size())
  bool exhaustive = true;       // every combination counted (k <= kMaxExhaustive)
  long long combinations = 1;   // counted (exhaustive) or 2^k bounded
  double best_for_black = 0;    // the lowest W-B margin
  double best_for_white = 0;    // the highest
  std::string best_for_black_result;
  std::string best_for_white_result;
  bool winner_certain = true;   // the same winner over the whole range
  int open_points = 0;          // neutral points with no stone next to them
  int open_region_points = 0;   // points of the neutral regions holding one (in the range, either side's)
  core::Point open_example = core::kNoPoint;
  // Neutral regions one side closes with one move (score_range.cpp), [0]
  // Black's, [1] White's: in the range, that side's.
  int closable_regions[2] = {0, 0};
  int closable_points[2] = {0, 0};
  core::Point closing_example = core::kNoPoint;  // the first one's boundary point
  core::Color closing_colour = core::Color::Empty;
  std::vector<std::string> unsettled;  // why the board is not finished; empty when it is
};

inline constexpr int kMaxExhaustive = 10;

// The stones of the chain through `stone` in board order (top row first, as
// final_status_list lists them): how an uncertain chain is named.
std::vector<core::Point> chain_in_board_order(const core::Board& board, core::Point stone);

// `result` is score_game's answer for `request`.
void score_range(const ScoreRequest& request, const ScoreResult& result, ScoreRange& out);

// The result's certainty in a word: "certain" when the winner does not change over the range.
inline const char* result_certainty(const ScoreRange& range) {
  return range.winner_certain ? "certain" : "uncertain";
}

}  // namespace goref::scoring
