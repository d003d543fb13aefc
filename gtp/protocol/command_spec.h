#pragma once

#include <functional>
#include <string>

#include "gtp/protocol/command.h"

namespace goref::gtp {

/// A command handler: returns the result text of a successful response, or
/// throws Failure to answer `? <message>`. Any other exception becomes
/// `? internal error: <what>` (Session::handle_line). Handlers never write to
/// stdout and never end the process (house style rule 8).
using Handler = std::function<std::string(const Command&)>;

/// One row of the command table: the single source of dispatch,
/// list_commands, known_command and docs/gtp-commands.md (house style rule 6,
/// after GNU Go play_gtp.c's commands[] table).
struct CommandSpec {
  /// Exact, case-sensitive command name (GTP v2 spec §2.13; extensions use a
  /// `referee-` prefix).
  std::string name;
  /// Argument synopsis for the docs, e.g. "color vertex" ("" if none).
  std::string arguments;
  /// One-line description for the docs.
  std::string summary;
  Handler handler;
  /// false: dispatched, but absent from list_commands, known_command and the
  /// docs. For commands that must answer a meaningful failure without being
  /// advertised, e.g. `genmove` on a referee without a player (gtp-sources
  /// §0 item 7: "Do not declare a command as known if it is known not to
  /// work").
  bool listed = true;
};

}  // namespace goref::gtp
