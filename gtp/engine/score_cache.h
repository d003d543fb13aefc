// The referee's last count, kept while nothing it depends on has changed.
//
// GoGui and gogui-twogtp ask final_score, final_status_list and a gfx
// command one after another on the same position, and a controller that
// saves the game asks printsgf, whose RE is the same count: every one of
// them reads this cache, so the dead-stone analysis runs once per position
// (the house rule: a command costs what its answer needs).
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "core/game.h"
#include "scoring/score.h"
#include "scoring/score_range.h"

namespace goref::gtp {

class Referee;

class ScoreCache {
 public:
  // The count of the referee's current position (counted when the key changed).
  const scoring::ScoreResult& get(const Referee& referee);
  // The score range over the uncertain chains, counted only when asked
  // (final_score does not pay for it).
  const scoring::ScoreRange& range(const Referee& referee);
  // How many times the position was counted: what tests of the cache observe.
  int counts() const { return counts_; }

 private:
  // Everything a count reads: the position, the agreed statuses, the rules,
  // the komi and the end-of-game state (who passed, how the game ended).
  struct Key {
    std::uint64_t hash;
    int width;
    int height;
    std::uint64_t agreed_version;
    core::Ruleset rules;
    double komi;
    int handicap;
    std::array<int, 2> captures;
    std::array<int, 2> passes;
    core::Color first_passer;
    core::Color last_passer;
    core::Phase phase;
    core::EndReason end_reason;
    friend bool operator==(const Key&, const Key&) = default;
  };
  static Key key_of(const Referee& referee);

  bool valid_ = false;
  Key key_{};
  int counts_ = 0;
  std::unique_ptr<scoring::ScoreResult> result_;
  std::unique_ptr<scoring::ScoreRange> range_;
};

}  // namespace goref::gtp
