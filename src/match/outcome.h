// What one game of a match came to: the result as SGF writes it, why, the
// faults on the way, both engines' claims and the referee's own count. One
// line of games.jsonl and the game's SGF are made from this.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/types.h"
#include "match/schedule.h"

namespace goref::match {

enum class EndReason {
  Score,           ///< counted after two passes (or as it stands under Tromp-Taylor)
  Resign,
  Time,            ///< lost on time (clock or --move-time)
  IllegalMove,     ///< occupied, suicide, ko, superko
  UnparsableMove,  ///< a genmove answer that is no move (a vertex off the board included), or a `?`
  Crash,           ///< the engine died or closed its output
  Hang,            ///< no answer within the hang deadline
  RefusedMove,     ///< `?` (or garbage) to the opponent's legal move
  Setup,           ///< refused or broke the game's setup (boardsize, komi, handicap, ...)
  MaxMoves,        ///< --max-moves reached: adjudicated by goref's count, or void
  Cycle,           ///< a long cycle under simple ko: no result or a draw, by the rules
  Aborted,         ///< the run stopped while the game was in flight (never journaled)
};

std::string_view to_string(EndReason reason);

struct Fault {
  std::string engine;
  std::string kind;  ///< crash, hang, garbage, closed, start
  std::string detail;
};

/// What an engine said at the end, when it listed the commands.
struct Claim {
  std::optional<std::string> final_score;
  std::optional<std::vector<std::string>> dead;  ///< final_status_list dead, as vertices
  std::string rules_sent;  ///< "kata-set-rules {...}", "kgs-rules chinese", or why none
  std::string time_sent;   ///< the time_settings command sent, or ""
};

struct MoveTime {
  core::Color color = core::Color::Black;
  double seconds = 0;
  std::optional<double> time_left;  ///< after the move, when there is a clock
  std::optional<int> stones_left;   ///< byo-yomi stones/periods left, when in byo-yomi
};

struct GameOutcome {
  ScheduledGame game;
  std::string black;  ///< engine names
  std::string white;
  std::string rules;  ///< the ruleset's name
  double komi = 0;
  int handicap = 0;
  std::string opening;  ///< the opening's file name, or ""
  std::string result;   ///< RE: "B+3.5", "W+R", "B+T", "W+F", "0", "Void"
  core::Color winner = core::Color::Empty;
  EndReason reason = EndReason::Score;
  std::string detail;
  std::optional<double> margin;  ///< W - B, when counted
  int moves = 0;                 ///< turns played (passes included), opening included
  std::array<double, 2> time_used{};
  std::array<Claim, 2> claims;   ///< Black, White
  int disputes = 0;              ///< resumptions of play over disputed dead stones
  std::vector<Fault> faults;
  std::vector<MoveTime> move_times;
  nlohmann::json referee = nlohmann::json::object();  ///< the count, dead stones, disagreements
  std::string sgf;  ///< the whole record

  const std::string& engine_of(core::Color color) const { return color == core::Color::White ? white : black; }
};

/// The games.jsonl line (no newline).
nlohmann::json outcome_json(const GameOutcome& outcome);

}  // namespace goref::match
