// Scoring a game: decides the status of every stone (statuses set by the
// players first, then goref's own analysis) and counts under the game's
// ruleset. This is what final_score, final_status_list and goref-score use;
// it works at any moment of the game, not only after two passes.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/game.h"
#include "scoring/chain_evidence.h"
#include "scoring/count.h"
#include "scoring/dead_stones.h"
#include "scoring/status.h"

namespace goref::scoring {

// Statuses the players agreed on (GTP goref-set_status, SGF TB/TW markup):
// one entry per point, recorded with the colour of the stone it was set on,
// so a mark does not outlive its stone (a capture, an undo).
class AgreedStatus {
 public:
  struct Mark {
    Status status = Status::Unknown;
    core::Color color = core::Color::Empty;
  };

  void clear() { marks_.fill(Mark{}); }
  // Marks the whole chain through `p` (a stone). Alive is a mark too: it
  // replaces a dead or seki mark and beats the analysis; Unknown clears.
  void set_chain(const core::Board& board, core::Point p, Status status);
  // The mark on p if it still applies to the stone standing there.
  Status at(const core::Board& board, core::Point p) const {
    const Mark& m = marks_[p];
    return m.color != core::Color::Empty && board.at(p) == m.color ? m.status : Status::Unknown;
  }
  bool any(const core::Board& board) const;

 private:
  PointMap<Mark> marks_{};
};

// TB/TW markup of a finished game is the players' agreement on the whole
// board: the chains of `dead` are dead, every other chain is alive.
AgreedStatus agreement_from_markup(const core::Board& board, std::span<const core::Point> dead);

struct ScoreRequest {
  const core::Game* game = nullptr;
  double komi = 0;
  const AgreedStatus* agreed = nullptr;  // may be null
  DeadStoneOptions options;
};

struct ScoreResult {
  bool scorable = true;
  std::string error;             // why not (no result)
  std::string note;              // e.g. "long cycle: draw"
  PointMap<Status> status{};     // final status of every stone (Alive, Dead, Seki)
  // The evidence record of every chain (reading order of first stones) and
  // the index of each stone's chain (-1 on empty points): status[p] is the
  // verdict() of chains[chain[p]].
  std::vector<ChainEvidence> chains;
  PointMap<std::int16_t> chain{};
  ScoreBreakdown breakdown;
};

// Every chain's evidence and final status (no count): explicit marks, then the analysis.
struct ChainStatuses {
  std::vector<ChainEvidence> chains;
  PointMap<std::int16_t> chain{};
  PointMap<Status> status{};
};
void decide_chains(const core::Board& board, bool score_all_alive, const AgreedStatus* agreed,
                   const DeadStoneOptions& options, ChainStatuses& out);

// Final statuses only (no count): explicit marks, then the analysis.
void decide_status(const core::Board& board, bool score_all_alive, const AgreedStatus* agreed,
                   const DeadStoneOptions& options, PointMap<Status>& out);

// What the count of `request`'s game needs besides the statuses (rules, komi,
// handicap, captures, passes); `status` is the map counted.
CountInput count_input(const ScoreRequest& request, const PointMap<Status>& status);

void score_game(const ScoreRequest& request, ScoreResult& out);

}  // namespace goref::scoring
