// GoGui's extensions: setup, move sequences, analyze commands and the ruler
// interface (gogui-rules_*), through which GoGui lets goref decide legal
// moves and the side to move (gtp-sources §2.2, §2.5).
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "gtp/engine/referee.h"
#include "gtp/engine/vertex.h"
#include "gtp/protocol/command.h"
#include "gtp/protocol/command_registry.h"
#include "gtp/protocol/failure.h"

namespace goref::gtp {

namespace {

std::string legal_moves(const Referee& referee) {
  const core::Game& game = referee.game();
  // An empty answer ends the game in GoGui (with a ruler attached two passes do not): once
  // play has stopped, ended or not, GoGui must be able to end and score it. A `play`
  // still resumes a stopped game for GTP users (J89 art. 9.3).
  if (game.phase() != core::Phase::Playing) return "";
  std::array<core::Point, core::kMaxOnBoard> buffer;
  const int n = game.legal_points(game.to_move(), buffer);
  std::string out = format_vertices(std::span<const core::Point>(buffer.data(), static_cast<std::size_t>(n)), game.board());
  return out + (out.empty() ? "pass" : " pass");
}

}  // namespace

void register_gogui_commands(CommandRegistry& registry, Referee& referee) {
  registry.add({"gogui-analyze_commands", "", "GoGui's analyze menu entries for goref.",
                [](const Command& command) {
                  command.expect_arg_count(0);
                  return std::string(
                      "plist/All Legal/all_legal %c\n"
                      "string/Illegal Reason/goref-illegal_reason %c %p\n"
                      "string/CountLib/countlib %p\n"
                      "plist/FindLib/findlib %p\n"
                      "plist/Last Captures/goref-last_captures\n"
                      "string/Game Status/goref-game_status\n"
                      "string/Rules/goref-rules\n"
                      "none/Set Rules/goref-rules %s\n"
                      "string/List Rules/goref-list_rules\n"
                      "string/ShowBoard/showboard\n"
                      "string/Final Score/final_score\n"
                      "string/Score Breakdown/goref-score\n"
                      "gfx/Score Board/goref-score_gfx\n"
                      "plist/Dead Stones/final_status_list dead\n"
                      "plist/Seki Stones/final_status_list seki\n"
                      "plist/Uncertain Stones/goref-uncertain_stones\n"
                      "gfx/Uncertain Stones Board/goref-uncertain_gfx\n"
                      "string/Final Status/final_status %p\n"
                      "string/Certainty/goref-certainty %p\n"
                      "none/Mark Dead/goref-set_status dead %p\n"
                      "none/Mark Seki/goref-set_status seki %p\n"
                      "none/Mark Alive/goref-set_status alive %p");
                }});
  registry.add({"gogui-play_sequence", "color vertex [color vertex ...]",
                "Plays every move, or none of them if one is illegal.",
                [&referee](const Command& command) {
                  if (command.arg_count() % 2 != 0) throw Failure("syntax error: expected color vertex pairs");
                  core::Game& game = referee.game();
                  std::size_t played = 0;
                  for (std::size_t i = 0; i < command.arg_count(); i += 2) {
                    core::Color color;
                    core::Point point;
                    try {
                      color = color_arg(command, i);
                      point = vertex_arg(command, i + 1, game.board());
                    } catch (const Failure&) {
                      for (; played > 0; --played) game.undo();
                      throw;
                    }
                    if (referee.move_limit_reached()) {
                      for (; played > 0; --played) game.undo();
                      throw Failure("illegal move: move limit " + std::to_string(referee.max_moves()) + " reached");
                    }
                    const core::Legality legality = game.play({color, point});
                    if (legality != core::Legality::Legal) {
                      for (; played > 0; --played) game.undo();
                      throw Failure("illegal move: " + std::string(core::to_string(legality)) + " (" +
                                    format_vertex(point, game.board()) + ")");
                    }
                    ++played;
                  }
                  return std::string();
                }});
  registry.add({"gogui-setup", "color vertex [color vertex ...]",
                "Setup stones on an empty board (not handicap, not undoable).",
                [&referee](const Command& command) {
                  if (command.arg_count() % 2 != 0) throw Failure("syntax error: expected color vertex pairs");
                  core::Game& game = referee.game();
                  if (!game.board().is_empty() || game.history().size() > 1) throw Failure("board not empty");
                  std::vector<core::Point> black;
                  std::vector<core::Point> white;
                  for (std::size_t i = 0; i < command.arg_count(); i += 2) {
                    const core::Color color = color_arg(command, i);
                    const core::Point point = point_arg(command, i + 1, game.board());
                    if (std::find(black.begin(), black.end(), point) != black.end() ||
                        std::find(white.begin(), white.end(), point) != white.end())
                      throw Failure("repeated vertex: " + format_vertex(point, game.board()));
                    (color == core::Color::Black ? black : white).push_back(point);
                  }
                  if (!game.setup(black, white, {}, game.to_move()))
                    throw Failure("setup leaves a chain without liberties");
                  return std::string();
                }});
  registry.add({"gogui-setup_player", "color", "Who moves in the setup position.",
                [&referee](const Command& command) {
                  command.expect_arg_count(1);
                  if (!referee.game().set_to_move(color_arg(command, 0)))
                    throw Failure("the side to move can only be set before the first move");
                  return std::string();
                }});
  registry.add({"gogui-rules_game_id", "", "Go.", [](const Command& command) {
                  command.expect_arg_count(0);
                  return std::string("Go");
                }});
  registry.add({"gogui-rules_board_size", "",
                 "The board size, once --size, boardsize or loadsgf chose one; fails before, so that "
                 "GoGui keeps its own size.",
                 [&referee](const Command& command) {
                  command.expect_arg_count(0);
                  // GoGui resizes its board to this answer on attach: goref's default 19 would
                  // replace the size of the file the user is opening.
                  if (!referee.board_size_fixed()) throw Failure("no board size chosen yet (boardsize, loadsgf or --size)");
                  const core::Board& board = referee.game().board();
                  if (board.width() == board.height()) return std::to_string(board.width());
                  return std::to_string(board.width()) + " " + std::to_string(board.height()) + " rect";
                }});
  registry.add({"gogui-rules_board", "", "The board, top row first: X black, O white, . empty.",
                [&referee](const Command& command) {
                  command.expect_arg_count(0);
                  const core::Board& board = referee.game().board();
                  std::string out;
                  for (int y = 0; y < board.height(); ++y) {
                    if (y > 0) out += '\n';
                    for (int x = 0; x < board.width(); ++x) {
                      const core::Color c = board.at(board.point(x, y));
                      if (x > 0) out += ' ';
                      out += c == core::Color::Black ? 'X' : c == core::Color::White ? 'O' : '.';
                    }
                  }
                  return out;
                }});
  registry.add({"gogui-rules_captured_count", "", "Stones captured by Black, then by White.",
                [&referee](const Command& command) {
                  command.expect_arg_count(0);
                  return std::to_string(referee.game().captures(core::Color::Black)) + " " +
                         std::to_string(referee.game().captures(core::Color::White));
                }});
  registry.add({"gogui-rules_legal_moves", "", "Legal moves of the side to move, pass included; empty once play has stopped.",
                [&referee](const Command& command) {
                  command.expect_arg_count(0);
                  return legal_moves(referee);
                }});
  registry.add({"gogui-rules_side_to_move", "", "black or white.", [&referee](const Command& command) {
                  command.expect_arg_count(0);
                  return std::string(color_name(referee.game().to_move()));
                }});
}

}  // namespace goref::gtp
