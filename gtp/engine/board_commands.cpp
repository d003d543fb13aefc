// Setup and play: boardsize, clear_board, komi, play, undo, handicap, time.
#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "core/handicap.h"
#include "gtp/engine/referee.h"
#include "gtp/engine/showboard.h"
#include "gtp/engine/vertex.h"
#include "gtp/protocol/command.h"
#include "gtp/protocol/command_registry.h"
#include "gtp/protocol/failure.h"

namespace goref::gtp {

namespace {

void resize(Referee& referee, const Command& command, long width, long height) {
  (void)command;
  if (width < core::kMinBoardSize || width > core::kMaxBoardSize || height < core::kMinBoardSize ||
      height > core::kMaxBoardSize)
    throw Failure("unacceptable size");
  // GTP: after boardsize the position is arbitrary; like GNU Go we clear it.
  // Komi and rules are kept (gogui-twogtp sends komi once per match).
  referee.reset_board(static_cast<int>(width), static_cast<int>(height));
  referee.fix_board_size();
}

// fixed_handicap / place_free_handicap: only on an empty board before any
// move (GTP v2 §4.1); `layout` checks n and chooses the points.
template <typename Layout>
std::string place_handicap(Referee& referee, const Command& command, Layout layout) {
  command.expect_arg_count(1);
  const long n = command.int_arg(0, -2147483647L, 2147483647L);
  core::Game& game = referee.game();
  if (!game.board().is_empty() || game.history().size() > 1) throw Failure("board not empty");
  const std::vector<core::Point> points = layout(game.board(), n);
  game.place_handicap(points);
  return format_vertices(points, game.board());
}

long size_arg(const Command& command, std::size_t i) {
  // Sizes are checked for "unacceptable size" separately from syntax.
  return command.int_arg(i, -2147483647L, 2147483647L);
}

}  // namespace

void register_board_commands(CommandRegistry& registry, Referee& referee) {
  registry.add({"boardsize", "size", "Sets a size x size board (2..25) and clears it; komi and rules are kept.",
                [&referee](const Command& command) {
                  command.expect_arg_count(1);
                  const long size = size_arg(command, 0);
                  resize(referee, command, size, size);
                  return std::string();
                }});
  registry.add({"rectangular_boardsize", "width height",
                "Sets a width x height board (Sabaki's command for non-square boards) and clears it.",
                [&referee](const Command& command) {
                  command.expect_arg_count(2);
                  resize(referee, command, size_arg(command, 0), size_arg(command, 1));
                  return std::string();
                }});
  registry.add({"clear_board", "", "Empties the board, the history and the capture counts.",
                [&referee](const Command& command) {
                  command.expect_arg_count(0);
                  referee.reset_board(referee.game().board().width(), referee.game().board().height());
                  return std::string();
                }});
  registry.add({"komi", "komi", "Sets the komi (any finite number); it then beats the preset's default.",
                [&referee](const Command& command) {
                  command.expect_arg_count(1);
                  referee.set_komi(command.float_arg(0));
                  return std::string();
                }});
  registry.add({"play", "color vertex",
                "Plays a move or pass; an illegal one fails with 'illegal move: <reason>' and changes nothing.",
                [&referee](const Command& command) {
                  command.expect_arg_count(2);
                  const core::Color color = color_arg(command, 0);
                  const core::Point point = vertex_arg(command, 1, referee.game().board());
                  if (referee.move_limit_reached())
                    throw Failure("illegal move: move limit " + std::to_string(referee.max_moves()) + " reached");
                  const core::Legality legality = referee.game().play(core::Move{color, point});
                  if (legality != core::Legality::Legal)
                    throw Failure("illegal move: " + std::string(core::to_string(legality)));
                  return std::string();
                }});
  registry.add({"undo", "", "Takes back the last move or pass (never handicap or setup stones).",
                [&referee](const Command& command) {
                  command.expect_arg_count(0);
                  if (!referee.game().undo()) throw Failure("cannot undo");
                  return std::string();
                }});
  registry.add({"gg-undo", "[n]", "Takes back the last n moves (default 1); all or nothing.",
                [&referee](const Command& command) {
                  command.expect_arg_count_between(0, 1);
                  const long n = command.arg_count() == 1 ? command.int_arg(0, 0, 2147483647L) : 1;
                  if (n > referee.game().undoable_turns()) throw Failure("cannot undo");
                  for (long i = 0; i < n; ++i) referee.game().undo();
                  return std::string();
                }});
  registry.add({"fixed_handicap", "n",
                "Places n handicap stones in the standard layout on an empty board; returns them.",
                [&referee](const Command& command) {
                  return place_handicap(referee, command, [](const core::Board& board, long n) {
                    if (n < 2 || n > core::max_fixed_handicap(board)) throw Failure("invalid handicap");
                    return core::fixed_handicap_points(board, static_cast<int>(n));
                  });
                }});
  registry.add({"place_free_handicap", "n",
                "Places n handicap stones where goref chooses (standard layout first); returns them.",
                [&referee](const Command& command) {
                  return place_handicap(referee, command, [](const core::Board& board, long n) {
                    if (n < 2 || n > board.point_count() - 1) throw Failure("invalid handicap");
                    return core::free_handicap_points(board, static_cast<int>(n));
                  });
                }});
  registry.add({"set_free_handicap", "vertex...",
                "Places handicap stones on the given vertices (2 .. points-1, no repeats, no pass).",
                [&referee](const Command& command) {
                  core::Game& game = referee.game();
                  const std::size_t n = command.arg_count();
                  if (!game.board().is_empty() || game.history().size() > 1) throw Failure("board not empty");
                  if (n < 2 || n > static_cast<std::size_t>(game.board().point_count() - 1))
                    throw Failure("invalid handicap");
                  std::vector<core::Point> points;
                  for (std::size_t i = 0; i < n; ++i) {
                    const core::Point p = point_arg(command, i, game.board());
                    if (std::find(points.begin(), points.end(), p) != points.end())
                      throw Failure("repeated vertex: " + format_vertex(p, game.board()));
                    points.push_back(p);
                  }
                  game.place_handicap(points);
                  return std::string();
                }});
  registry.add({"time_settings", "main_time byo_yomi_time byo_yomi_stones",
                "Accepted and recorded; goref does not play on time.",
                [](const Command& command) {
                  command.expect_arg_count(3);
                  for (std::size_t i = 0; i < 3; ++i) command.int_arg(i, 0, 2147483647L);
                  return std::string();
                }});
  registry.add({"time_left", "color time stones", "Accepted; goref does not play on time.",
                [](const Command& command) {
                  command.expect_arg_count(3);
                  color_arg(command, 0);
                  command.int_arg(1, -2147483647L, 2147483647L);
                  command.int_arg(2, 0, 2147483647L);
                  return std::string();
                }});
  registry.add({"showboard", "", "The board as text, with captures, side to move, rules and komi.",
                [&referee](const Command& command) {
                  command.expect_arg_count(0);
                  std::string board_text(1, '\n');
                  board_text += show_board(referee);
                  return board_text;
                }});
}

}  // namespace goref::gtp
