// One game between two engines, refereed move by move: the setup commands,
// the opening, genmove/play in turn against the clocks, every move checked
// by goref's rules, faults turned into forfeits, and the end of the game
// (dead stones, disputes, the count). The result, the record and the faults
// come back in a GameOutcome; nothing here writes files.
#pragma once

#include <atomic>

#include "match/config.h"
#include "match/engine.h"
#include "match/openings.h"
#include "match/outcome.h"
#include "match/schedule.h"
#include "rules/registry.h"

namespace goref::match {

struct GameSetting {
  const MatchConfig* config = nullptr;
  rules::NamedRules rules;
  const Opening* opening = nullptr;
  /// Set when the run is being stopped: the game is abandoned at the next turn.
  const std::atomic<bool>* stop = nullptr;
};

/// Plays `game` with `black` and `white`, which are prepared for it (their
/// processes running, their logs open). Never throws for anything an engine does.
GameOutcome play_game(const GameSetting& setting, const ScheduledGame& game, Engine& black, Engine& white);

/// The komi of a game: the configured one, else the ruleset's default (its
/// handicap default from two handicap stones on).
double komi_for(const MatchConfig& config, const core::Ruleset& rules, int handicap);

}  // namespace goref::match
