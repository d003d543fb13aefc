// What a match is: the engines, the schedule's shape, the rules, the clock,
// the limits and where the records go. Filled by src/app from the command
// line or an INI file; everything else in src/match only reads it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "match/statistics.h"

namespace goref::match {

enum class RestartPolicy {
  OnFault,  ///< one process for many games, restarted after a crash, a hang or garbage
  PerGame,  ///< a new process for every game (also forced by {seed} or {game} in cmd)
};

struct EngineSpec {
  std::string name;
  std::string command;    ///< as given; {seed} and {game} are replaced per game
  std::string directory;  ///< working folder; empty: the runner's
  std::vector<std::pair<std::string, std::string>> environment;
  RestartPolicy restart = RestartPolicy::OnFault;

  /// True if the command changes from game to game, so each game needs its own process.
  bool command_is_per_game() const;
  /// The command line of one game.
  std::string command_for(std::uint64_t seed, const std::string& game_id) const;
};

/// "name=A,cmd=gnugo --mode gtp,dir=/tmp,env=K=V;K2=V2,restart=per-game". The
/// cmd value runs to the next ",key=" of a known key, so commas inside a command
/// line survive. Returns nullopt with `error` on a bad spec.
std::optional<EngineSpec> parse_engine_spec(const std::string& text, std::string& error);

enum class ClockKind { None, Absolute, Canadian, Japanese, Fischer };

/// A time system (all times in seconds):
///  - absolute: `main` for the whole game;
///  - canadian: `main`, then `stones` moves in every period of `byo_yomi`;
///  - japanese: `main`, then `periods` periods of `byo_yomi`, a period used up
///    only by a move that overruns it;
///  - fischer: `main`, plus `increment` after every move.
struct TimeControl {
  ClockKind kind = ClockKind::None;
  double main = 0;
  double byo_yomi = 0;
  int stones = 0;
  int periods = 0;
  double increment = 0;

  /// "absolute:60", "canadian:60:30:5", "japanese:60:10:3", "fischer:60:2", "none".
  std::string to_string() const;
};

/// Parses TimeControl::to_string's forms; nullopt with `error` otherwise.
std::optional<TimeControl> parse_time_control(const std::string& text, std::string& error);

enum class TournamentKind { RoundRobin, Gauntlet };
enum class MaxMovesOutcome { Score, Void };
enum class HandicapPlacement { Fixed, Free };

struct MatchConfig {
  std::vector<EngineSpec> engines;
  TournamentKind tournament = TournamentKind::RoundRobin;
  /// Games per pair of engines; colours alternate (pairs of colour-swapped games).
  int games_per_pair = 2;
  std::vector<int> sizes{19};
  std::string rules = "chinese";
  std::optional<double> komi;  ///< none: the ruleset's default
  int handicap = 0;
  HandicapPlacement handicap_placement = HandicapPlacement::Fixed;
  std::string openings;  ///< SGF file or folder; empty: none
  int opening_moves = 0; ///< moves taken from each opening (0: all of its main line)
  int max_moves = 0;     ///< 0: the default of 3 x points on the board
  MaxMovesOutcome max_moves_outcome = MaxMovesOutcome::Score;
  std::uint64_t seed = 1;
  TimeControl time;
  double move_time = 0;         ///< seconds per move, 0: no per-move limit
  int time_margin_ms = 100;     ///< overruns up to this are forgiven
  double hang_timeout = 30;     ///< seconds an answer may take beyond what the clock allows
  double startup_timeout = 20;  ///< seconds for the first answers of a new process
  int disputes = 2;             ///< resumptions of play when the engines' dead stones disagree (area rules)
  int max_faults = 20;          ///< the run stops once an engine has more faults than this

  // Which part of the schedule this process plays: the colour-swapped pairs whose
  // number is shard_index modulo shard_count (a pair is never split). Recorded in
  // run.json beside the configuration: a shard resumes only as the same shard.
  int shard_index = 0;
  int shard_count = 1;

  // Not part of what the games are: may change between a run and its resume.
  /// Stop once the GSPRT decides between elo0 and elo1 for the first pairing.
  std::optional<SprtSettings> sprt;
  /// With --sprt: the folder holding every shard's --out; the test runs on all of their
  /// records, and the shard that decides writes sprt-decision.json there for the others.
  std::string sprt_shared;
  int concurrency = 1;
  std::string out;
  std::string progress = "auto";  ///< auto, always, never
};

/// Everything that decides which games are played and how, as JSON (run.json's
/// "config"); a resumed run must have the same.
nlohmann::json games_config_json(const MatchConfig& config);
/// The whole configuration, including what may change on resume.
nlohmann::json full_config_json(const MatchConfig& config);

/// {"index": i, "count": n} for a shard, null for a whole run.
nlohmann::json shard_json(const MatchConfig& config);

/// 16 hex digits: FNV-1a of games_config_json's compact text.
std::string config_hash(const MatchConfig& config);

/// Names each difference between two games configurations: "komi: 7.5 (recorded) vs 6.5".
std::vector<std::string> config_differences(const nlohmann::json& recorded, const nlohmann::json& now);

}  // namespace goref::match
