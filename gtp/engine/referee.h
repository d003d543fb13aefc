// The referee's state behind the GTP commands: one game under one ruleset,
// the komi, and the optional built-in player. Commands reach rulesets only
// through the rules registry, by name.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/game.h"
#include "players/random_player.h"
#include "rules/registry.h"
#include "scoring/score.h"

namespace goref::gtp {

struct RefereeSettings {
  std::string rules = "chinese";
  std::optional<double> komi;  // none: the preset's default
  int board_size = 19;
  bool board_size_given = false;  // --size on the command line (not its default)
  bool random_player = false;
  std::uint64_t seed = 0;
  // --max-moves: the most turns (moves and passes, setup steps included) one game may hold.
  // A referee's history grows with every turn, so a controller that never ends a game
  // (a pass storm, a stuck bot pair) would grow it without bound; 100,000 is ~250 times the
  // longest real game and keeps the history under ~25 MB (docs/limits.md).
  std::uint32_t max_moves = kDefaultMaxMoves;
  static constexpr std::uint32_t kDefaultMaxMoves = 100'000;
};

class ScoreCache;

class Referee {
 public:
  // Throws std::invalid_argument when the rules name or board size is bad.
  explicit Referee(const RefereeSettings& settings);
  ~Referee();

  core::Game& game() { return game_; }
  const core::Game& game() const { return game_; }

  const std::string& rules_name() const { return rules_name_; }
  void set_rules(const rules::NamedRules& rules);

  // The komi in force: the one set with `komi`, else the preset's default
  // (its handicap default once N >= 2 handicap stones are placed).
  double komi() const;
  bool komi_is_explicit() const { return explicit_komi_.has_value(); }
  void set_komi(double komi) { explicit_komi_ = komi; }

  players::RandomPlayer* random_player() { return random_player_.get(); }

  // The move limit (--max-moves) and whether the game holds that many turns already:
  // play, genmove and gogui-setup then refuse with "move limit N reached"; undo frees a turn.
  std::uint32_t max_moves() const { return max_moves_; }
  bool move_limit_reached() const { return game_.history().size() - 1 >= max_moves_; }

  // Whether somebody chose the board size (--size, boardsize, rectangular_boardsize, loadsgf).
  // GoGui asks gogui-rules_board_size on attach and resizes its board to the answer: a
  // default it did not choose must not replace the size of the file it is opening.
  bool board_size_fixed() const { return board_size_fixed_; }
  void fix_board_size() { board_size_fixed_ = true; }

  // A new, empty game on a width x height board (boardsize, clear_board,
  // loading a record): clears the history and the agreed statuses; komi and
  // rules are kept.
  void reset_board(int width, int height);

  // Statuses the players agreed on (goref-set_status; the SGF loader sets
  // TB/TW markup through the same call). Whole chains; a later mark replaces
  // an earlier one (alive clears dead or seki); Unknown removes the mark.
  const scoring::AgreedStatus& agreed_status() const { return agreed_status_; }
  void set_agreed_status(core::Point stone, scoring::Status status);
  // Replaces every agreed status at once (a loaded record's markup).
  void set_agreement(const scoring::AgreedStatus& agreed);
  void clear_agreed_status();
  // Changes whenever the agreed statuses do (scoring caches key on it).
  std::uint64_t agreed_status_version() const { return agreed_status_version_; }

  // The count of the current position, shared by every command that answers
  // from it (score_cache.h).
  ScoreCache& score_cache() { return *score_cache_; }

 private:
  core::Game game_;
  std::string rules_name_;
  std::optional<double> explicit_komi_;
  std::unique_ptr<players::RandomPlayer> random_player_;
  scoring::AgreedStatus agreed_status_;
  std::uint64_t agreed_status_version_ = 0;
  bool board_size_fixed_ = false;
  std::uint32_t max_moves_ = RefereeSettings::kDefaultMaxMoves;
  std::unique_ptr<ScoreCache> score_cache_;
};

class CommandRegistry;

// Registers every referee command on the registry; each group lives in its own file.
void register_board_commands(CommandRegistry& registry, Referee& referee);
void register_query_commands(CommandRegistry& registry, Referee& referee);
void register_rules_commands(CommandRegistry& registry, Referee& referee);
void register_player_commands(CommandRegistry& registry, Referee& referee);
void register_gogui_commands(CommandRegistry& registry, Referee& referee);
void register_scoring_commands(CommandRegistry& registry, Referee& referee);
void register_sgf_commands(CommandRegistry& registry, Referee& referee);
void register_referee_commands(CommandRegistry& registry, Referee& referee);

// "7.5", "7", "-0.5": komi as a person writes it.
std::string format_komi(double komi);

}  // namespace goref::gtp
