// One step of a fuzzed game and the setup it starts from: what the generator
// produces, the session replays, and the shrinker cuts down.
#pragma once

#include <string>
#include <vector>

#include "core/ruleset.h"
#include "core/types.h"
#include "reference_game.h"

namespace goref::differential {

enum class ActionKind : std::uint8_t {
  Play,   // try a board play; applied by both sides when legal
  Probe,  // ask for the verdict of a board play only
  Pass,
  Undo,
};

// x, y may lie off the board (x = -1, x = width, or far away) to probe OffBoard.
struct Action {
  ActionKind kind = ActionKind::Play;
  core::Color color = core::Color::Black;
  int x = 0;
  int y = 0;
};

struct GameSetup {
  core::Ruleset rules;
  int width = 5;
  int height = 5;
  Grid start;  // empty: the empty board
  core::Color to_move = core::Color::Black;
};

// "b C3", "w pass", "probe w A1", "undo"; columns skip I, rows count from the
// bottom (GTP). Off-board points print as "(x,y)".
std::string format_action(const Action& action, int width, int height);
// Rows top first, X black, O white, '.' empty (core/diagram.h's format).
std::vector<std::string> format_grid(const Grid& grid, int width, int height);
// "ko=positional suicide=allowed end=final".
std::string format_rules(const core::Ruleset& rules);

}  // namespace goref::differential
