// The end of a counted game: the engines' dead stones against goref's own
// reading, and the count that decides the result.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.h"

namespace goref::match {

/// The dead stones each engine named (final_status_list dead); nullopt for
/// an engine that does not list the command or did not answer.
struct DeadStoneClaims {
  std::optional<std::vector<core::Point>> black;
  std::optional<std::vector<core::Point>> white;
};

/// True when both engines named dead stones and the two sets of stones differ.
bool dead_stones_disputed(const DeadStoneClaims& claims, const core::Board& board);

struct Adjudication {
  bool scorable = true;
  std::string result;  ///< "B+3.5", "W+0.5", "0"; "Void" when not scorable
  double margin = 0;   ///< W - B
  std::string basis;   ///< "agreed", "goref", "as-it-stands"
  std::vector<core::Point> dead;
  std::vector<std::string> disagreements;
  std::vector<core::Point> territory_black;  ///< counted points (dead stones' points included): SGF TB
  std::vector<core::Point> territory_white;
  std::string note;
  nlohmann::json breakdown = nlohmann::json::object();
  /// With basis "goref" (goref's own analysis decided the count): the chains
  /// it is unsure of (each as "D4 E4"), the stones in a ko left open between
  /// living chains (each counted both ways), the result at both ends of the range
  /// over their statuses, and why the board is not finished
  /// (docs/scoring.md §3 "Certainty"). `flagged`: the winner changes over the
  /// range or the board is unsettled, so the result is not a confident count.
  std::vector<std::string> uncertain_chains;
  std::vector<std::string> open_kos;
  std::string range_best_for_black;
  std::string range_best_for_white;
  bool winner_certain = true;
  std::vector<std::string> unsettled;
  bool flagged = false;
};

/// Counts the game's position with `komi`:
///  - under rules that score every stone alive (Tromp-Taylor), as it stands;
///  - with the engines' dead stones when both named the same ones and goref's
///    unconditional reading does not contradict them (a pass-alive stone
///    called dead, or a stone in the opponent's unconditional territory called
///    alive): a referee does not overrule the players where they agree and the
///    board does not forbid it (J89 art. 9: the players confirm the status);
///  - else with goref's own analysis, whose uncertain chains and score range
///    are recorded: a result that depends on them is flagged.
/// Every difference between the claims and the decision is listed.
/// `every_stone_alive`: the rules left no dead stones (AGA 15 / NZ: a resumption that
/// opened with two passes); counted as it stands.
Adjudication adjudicate(const core::Game& game, double komi, const DeadStoneClaims& claims,
                        bool every_stone_alive = false);

}  // namespace goref::match
