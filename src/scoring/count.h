// Counting a position under a ruleset once the status of every stone is
// known: area (stones + surrounded points) or territory (surrounded points +
// prisoners, with Japanese seki and dame handling), komi, handicap bonus,
// AGA pass stones, the WMSG button and the tie rule. The breakdown keeps
// every component so that a person can check the count by hand.
#pragma once

#include <array>
#include <string>

#include "core/board.h"
#include "core/ruleset.h"
#include "core/types.h"
#include "scoring/status.h"

namespace goref::scoring {

// What a point is in the final count.
enum class PointClass : std::uint8_t {
  Dame = 0,        // empty and counted for nobody (dame, seki eyes and defensive points under territory rules)
  BlackStone,      // a black stone that stays (alive or seki)
  WhiteStone,
  BlackTerritory,  // counted for Black: empty, or under a dead white stone
  WhiteTerritory,
  DeadBlack,       // a black stone removed as dead (its point is then White's territory or dame)
  DeadWhite,
};

struct CountInput {
  const core::Board* board = nullptr;
  // Final status of every stone: Alive, Dead or Seki (Unknown counts as alive).
  const PointMap<Status>* status = nullptr;
  core::Ruleset rules;
  double komi = 0;
  int handicap = 0;                 // N stones placed as handicap
  std::array<int, 2> captures{};    // stones captured during play by Black, by White
  std::array<int, 2> passes{};      // passes made by Black, by White
  core::Color first_passer = core::Color::Empty;
  core::Color last_passer = core::Color::Empty;
  bool play_stopped = false;        // two passes stopped (or ended) play
};

struct ColorCount {
  int stones = 0;       // stones left on the board
  int territory = 0;    // counted points: empty points and the points of dead opponent stones
  int captures = 0;     // opponent stones captured during play
  int dead = 0;         // own stones removed as dead
  int prisoners = 0;    // captures + opponent's dead stones
  int pass_stones = 0;  // AGA: one per opponent pass (White's closing pass included)
  int seki_points = 0;  // own-surrounded points not counted because of seki (territory rules)
  int defensive = 0;    // own points that need a defensive move once dame are filled (territory rules)
  int area = 0;         // stones + territory
  double score = 0;     // what the ruleset counts for this colour (komi and bonuses not included)
};

struct ScoreBreakdown {
  core::ScoringRule scoring = core::ScoringRule::Area;
  std::array<ColorCount, 2> color{};  // Black, White
  int dame = 0;          // neutral empty points (seki eyes and defensive points are counted apart)
  int seki_dame = 0;     // of those, shared liberties of chains in seki
  double komi = 0;
  int handicap = 0;
  double handicap_bonus = 0;  // to White
  double button = 0;          // to White (negative: to Black)
  int closing_pass = 0;       // AGA: White's extra pass counted (Black passed last)
  double margin = 0;          // White minus Black, everything included
  std::string result;         // "B+3.5", "W+0.5", "0", Ing's "B+0"
  PointMap<PointClass> points{};
  // The colour each point counts for when it is no living stone: its territory, the points
  // of dead stones included (what a person shades when counting); Empty for dame, seki
  // eyes and defensive points.
  PointMap<core::Color> counted_for{};
  PointMap<bool> seki_stone{};  // stones of chains in seki (agreed, or next to a seki dame)
};

// Counts the position; never fails.
void count(const CountInput& input, ScoreBreakdown& out);

// "3.5", "7", "-0.5": the shortest text of a score.
std::string format_points(double value);
// "B+3.5" / "W+0.5" / "0" for a W-B margin (Black wins ties when asked).
std::string format_result(double margin, core::TieRule tie_rule);

}  // namespace goref::scoring
