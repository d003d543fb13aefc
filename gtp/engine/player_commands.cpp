// genmove and reg_genmove. goref is a referee: they work only when started
// with --player random; otherwise they stay out of list_commands (GoGui then
// knows not to ask) and answer a clear failure (GoGui compatibility notes).
#include <string>

#include "gtp/engine/referee.h"
#include "gtp/engine/vertex.h"
#include "gtp/protocol/command.h"
#include "gtp/protocol/command_registry.h"
#include "gtp/protocol/failure.h"

namespace goref::gtp {

namespace {

core::Point choose(Referee& referee, const Command& command) {
  command.expect_arg_count(1);
  const core::Color color = color_arg(command, 0);
  players::RandomPlayer* player = referee.random_player();
  if (player == nullptr)
    throw Failure("genmove is not available: goref is a referee; start it with --player random for a random player");
  if (referee.game().phase() == core::Phase::Ended) throw Failure("game over");
  if (referee.move_limit_reached())
    throw Failure("move limit " + std::to_string(referee.max_moves()) + " reached");
  return player->choose(referee.game(), color);
}

}  // namespace

void register_player_commands(CommandRegistry& registry, Referee& referee) {
  const bool listed = referee.random_player() != nullptr;
  registry.add({"genmove", "color", "The random player's move for the colour, played on the board.",
                [&referee](const Command& command) {
                  const core::Point point = choose(referee, command);
                  const core::Color color = color_arg(command, 0);
                  const core::Legality legality = referee.game().play({color, point});
                  if (legality != core::Legality::Legal)
                    throw Failure("illegal move: " + std::string(core::to_string(legality)));
                  return format_vertex(point, referee.game().board());
                },
                listed});
  registry.add({"reg_genmove", "color", "The random player's move for the colour, not played.",
                [&referee](const Command& command) {
                  return format_vertex(choose(referee, command), referee.game().board());
                },
                listed});
}

}  // namespace goref::gtp
