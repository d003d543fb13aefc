// Questions about the position that change nothing: legality, liberties,
// captures, the game's state.
#include <array>
#include <string>

#include "gtp/engine/referee.h"
#include "gtp/engine/vertex.h"
#include "gtp/protocol/command.h"
#include "gtp/protocol/command_registry.h"
#include "gtp/protocol/failure.h"

namespace goref::gtp {

namespace {

core::Point stone_arg(const Command& command, const core::Board& board) {
  const core::Point p = point_arg(command, 0, board);
  if (board.at(p) == core::Color::Empty) throw Failure("vertex must not be empty");
  return p;
}

std::string game_status(const Referee& referee) {
  const core::Game& game = referee.game();
  const core::Turn& now = game.current();
  std::string out = "phase " + std::string(core::to_string(now.phase)) + "\n";
  out += "reason " + std::string(core::to_string(now.end_reason)) + "\n";
  if (now.phase == core::Phase::Ended && now.end_reason == core::EndReason::LongCycle) {
    out += std::string("result ") +
           (game.rules().cycle_outcome == core::CycleOutcome::Draw ? "draw" : "no result") + "\n";
  }
  out += "to_move " + std::string(color_name(now.to_move)) + "\n";
  out += "turns " + std::to_string(game.undoable_turns()) + "\n";
  out += "consecutive_passes " + std::to_string(now.consecutive_passes) + "\n";
  out += "passes black " + std::to_string(now.passes[0]) + " white " + std::to_string(now.passes[1]) + "\n";
  out += "captures black " + std::to_string(now.captures[0]) + " white " + std::to_string(now.captures[1]) + "\n";
  out += "handicap " + std::to_string(game.handicap_stones()) + "\n";
  out += "rules " + referee.rules_name() + "\n";
  out += "komi " + format_komi(referee.komi());
  return out;
}

}  // namespace

void register_query_commands(CommandRegistry& registry, Referee& referee) {
  registry.add({"is_legal", "color vertex", "1 if the move is legal now, else 0.",
                [&referee](const Command& command) {
                  command.expect_arg_count(2);
                  const core::Color color = color_arg(command, 0);
                  const core::Point point = vertex_arg(command, 1, referee.game().board());
                  return std::string(referee.game().check({color, point}) == core::Legality::Legal ? "1" : "0");
                }});
  registry.add({"all_legal", "color", "Every legal board move for the colour, top row first (pass not listed).",
                [&referee](const Command& command) {
                  command.expect_arg_count(1);
                  const core::Color color = color_arg(command, 0);
                  std::array<core::Point, core::kMaxOnBoard> buffer;
                  const int n = referee.game().legal_points(color, buffer);
                  return format_vertices(std::span<const core::Point>(buffer.data(), static_cast<std::size_t>(n)),
                                         referee.game().board());
                }});
  registry.add({"captures", "color", "How many stones the colour has captured (suicided stones count for the opponent).",
                [&referee](const Command& command) {
                  command.expect_arg_count(1);
                  return std::to_string(referee.game().captures(color_arg(command, 0)));
                }});
  registry.add({"countlib", "vertex", "Liberties of the chain at the vertex.",
                [&referee](const Command& command) {
                  command.expect_arg_count(1);
                  const core::Board& board = referee.game().board();
                  return std::to_string(board.liberty_count(stone_arg(command, board)));
                }});
  registry.add({"findlib", "vertex", "The liberties of the chain at the vertex.",
                [&referee](const Command& command) {
                  command.expect_arg_count(1);
                  const core::Board& board = referee.game().board();
                  std::array<core::Point, core::kMaxOnBoard> buffer;
                  const int n = board.liberties(stone_arg(command, board), buffer);
                  return format_vertices(std::span<const core::Point>(buffer.data(), static_cast<std::size_t>(n)), board);
                }});
  registry.add({"goref-illegal_reason", "color vertex",
                "'legal', or why the move is illegal: occupied, suicide, ko, superko, game over.",
                [&referee](const Command& command) {
                  command.expect_arg_count(2);
                  const core::Color color = color_arg(command, 0);
                  const core::Point point = vertex_arg(command, 1, referee.game().board());
                  return std::string(core::to_string(referee.game().check({color, point})));
                }});
  registry.add({"goref-last_captures", "", "The stones removed by the last move (captures or suicide).",
                [&referee](const Command& command) {
                  command.expect_arg_count(0);
                  std::array<core::Point, core::kMaxOnBoard> buffer;
                  const int n = referee.game().last_removed(buffer);
                  return format_vertices(std::span<const core::Point>(buffer.data(), static_cast<std::size_t>(n)),
                                     referee.game().board());
                }});
  registry.add({"goref-game_status", "",
                "Phase (playing, stopped, ended), why, side to move, turns, passes, captures, handicap, rules, komi.",
                [&referee](const Command& command) {
                  command.expect_arg_count(0);
                  return game_status(referee);
                }});
}

}  // namespace goref::gtp
