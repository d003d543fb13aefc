// A ruleset as data: the axes along which the rulesets of Go differ. The
// named presets (chinese, japanese, ...) live in rules/; the board and the
// game history only read these axes.
#pragma once

#include <cstdint>
#include <string>

namespace goref::core {

enum class KoRule : std::uint8_t {
  Simple,              // Japanese 1989 art. 6: no immediate recapture of a ko
  PositionalSuperko,   // Tromp-Taylor rule 6: no board may repeat
  SituationalSuperko,  // AGA rule 6: no (board, player to move) may repeat
};

enum class SuicideRule : std::uint8_t {
  Forbidden,       // Japanese 1989 art. 4, Chinese, AGA, WMSG
  MultiStoneOnly,  // Ing SST art. 1: self-removal of a single stone is prohibited
  Allowed,         // Tromp-Taylor rule 7, New Zealand text
};

enum class ScoringRule : std::uint8_t {
  Area,       // stones + surrounded empty points
  Territory,  // surrounded empty points + prisoners; seki eyes not counted (J89 art. 8)
};

enum class HandicapBonus : std::uint8_t {
  None,              // Japanese, Korean, NZ, Tromp-Taylor, Ing, WMSG
  PerStone,          // Chinese: N points to White
  PerStoneMinusOne,  // AGA area counting: N - 1 points
};

enum class TieRule : std::uint8_t { Draw, BlackWins };

// What ends a game whose position repeats under simple ko (triple ko,
// eternal life): J89 art. 12 "no result", Korean practice "draw".
enum class CycleOutcome : std::uint8_t { NoResult, Draw };

// What two consecutive passes mean.
enum class GameEnd : std::uint8_t {
  Final,               // Tromp-Taylor rule 8: the game ends, score as is
  ResumeByPlay,        // stop; a later play resumes (J89 art. 9, Chinese, Ing)
  ResumeThenAllAlive,  // AGA/NZ: a resumption that opens with two passes ends the game, all alive
  ResumeOnceThenFinal, // WMSG: the second succession of two passes ends the game
};

struct Ruleset {
  KoRule ko_rule = KoRule::PositionalSuperko;
  SuicideRule suicide_rule = SuicideRule::Forbidden;
  ScoringRule scoring_rule = ScoringRule::Area;
  HandicapBonus handicap_bonus = HandicapBonus::None;
  bool pass_stones = false;       // AGA: every pass hands the opponent a prisoner
  bool button = false;            // WMSG: half a point to the first player to pass
  bool score_all_stones_alive = false;  // Tromp-Taylor: no dead-stone removal
  TieRule tie_rule = TieRule::Draw;
  CycleOutcome cycle_outcome = CycleOutcome::NoResult;
  GameEnd game_end = GameEnd::ResumeByPlay;
  double default_komi = 7.5;
  double handicap_komi = 7.5;     // default komi once N >= 2 handicap stones are placed
  // KataGo's friendlyPassOk, kept so kata-get-rules round-trips.
  bool friendly_pass_ok = true;

  friend bool operator==(const Ruleset&, const Ruleset&) = default;
};

std::string to_string(KoRule rule);
std::string to_string(SuicideRule rule);
std::string to_string(ScoringRule rule);
std::string to_string(HandicapBonus bonus);
std::string to_string(TieRule rule);
std::string to_string(CycleOutcome outcome);
std::string to_string(GameEnd end);

}  // namespace goref::core
