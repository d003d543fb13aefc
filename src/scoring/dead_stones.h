// goref's own dead-stone analysis for a position at the end of a game.
//
// 1. Unconditional status (GNU Go's definition, a superset of Benson's
//    pass-alive test): stones that can never be captured are alive, stones
//    inside the opponent's unconditional territory are dead.
// 2. Everything else is judged by random playouts from the position (the
//    unconditionally dead stones removed), half of them with Black to move
//    first, under the policy of playout_policy.h. A chain whose points end
//    up owned by the opponent more often than by its owner is dead.
// 3. A chain left in atari is dead when the opponent can take it safely and
//    the opponent chains around it are not themselves judged clearly dead.
// Every step writes into the chain's evidence record (chain_evidence.h); the
// verdict and the certainty class are read from it.
// The playouts are seeded: the same position always gets the same answer,
// whatever the history or the side to move.
#pragma once

#include <cstdint>
#include <vector>

#include "core/board.h"
#include "scoring/chain_evidence.h"
#include "scoring/status.h"
#include "scoring/unconditional.h"

namespace goref::scoring {

struct DeadStoneOptions {
  std::uint64_t seed = 0x5eed'0f'901e'fULL;
  int playouts = 0;  // 0: chosen by board size
  bool local_reading = true;  // read the undecided chains again locally
};

struct DeadStoneAnalysis {
  // One evidence record per chain, in reading order of the chains' first
  // stones; `chain[p]` is the index of the chain of stone p (-1 elsewhere).
  // `status` is every record's verdict(), spread over its stones.
  std::vector<ChainEvidence> chains;
  PointMap<std::int16_t> chain{};
  PointMap<Status> status{};           // Alive, Dead or Seki on every stone, Unknown elsewhere
  PointMap<float> ownership{};         // +1 Black ... -1 White, mean over the playouts
  PointMap<float> ownership_black_first{};  // the same over the playouts Black started
  PointMap<float> ownership_white_first{};
  PointMap<Unconditional> unconditional{};
  int playouts = 0;
  // The stones the players agree alive or in seki, when there are any:
  // standing, whatever a reading would make of them (analyze_dead_stones),
  // and the status agreed for each.
  PointMap<bool> agreed_standing{};
  PointMap<Status> agreed_status{};
  bool any_agreed_standing = false;
};

// `agreed_standing`, when given, holds Alive or Seki on the stones of chains
// the players agree alive or in seki (goref-set_status), Unknown elsewhere.
// Their evidence records the agreement, no step reads them, and no playout
// or reading captures them: their neighbours are judged on a board where
// they stand. (The stones agreed dead are the caller's to remove before the
// analysis: decide_chains.)
void analyze_dead_stones(const core::Board& board, const DeadStoneOptions& options, DeadStoneAnalysis& out,
                         const PointMap<Status>* agreed_standing = nullptr);

// §3 step 6, since stop 42: marks every standing chain of a group short of
// eyes that nothing keeps (ChainEvidence::short_of_eyes_nothing_keeps; the
// conditions are at its definition), groups being the static count's
// (`eyes.group`, below `group_count`), never two such groups of opposite
// colours side by side. The analysis runs it inside the static count;
// exposed for its tests.
void mark_groups_short_of_eyes_nothing_keeps(const core::Board& board, int group_count, DeadStoneAnalysis& a);

// Marks every chain that touches, or shares a liberty with, an opponent chain
// whose certainty is `uncertain` (ChainEvidence::beside_uncertain_opponent).
// `chain[p]` indexes `chains` for every stone of `board`. The analysis runs it
// last; decide_chains runs it again once the players' agreed statuses are in,
// since a chain agreed alive or dead is no longer uncertain for its neighbours.
void mark_chains_beside_uncertain_opponents(const core::Board& board, const PointMap<std::int16_t>& chain,
                                            std::vector<ChainEvidence>& chains);

}  // namespace goref::scoring
