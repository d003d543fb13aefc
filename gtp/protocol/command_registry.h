#pragma once

#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "gtp/protocol/command_spec.h"

namespace goref::gtp {

/// The command table. Command groups register their rows with add() at
/// start-up (one explicit registration function per group); the Session then
/// dispatches by exact name lookup, and list_commands / known_command / the
/// markdown reference are generated from the same rows.
///
/// Pointers returned by find() and listed() stay valid for the registry's
/// lifetime (rows are never removed and storage is a deque). Copying a
/// registry copies its rows; handlers that captured objects still refer to
/// those objects.
class CommandRegistry {
 public:
  /// Adds a row at the end of the table.
  /// Throws std::logic_error for a duplicate name (Fuego silently replaces;
  /// a duplicate here is a programming error), for a name that is empty or
  /// contains whitespace, control characters or '#' (it could never be
  /// parsed back from a command line), and for an empty handler.
  void add(CommandSpec spec);

  /// The row for `name` (exact, case-sensitive), hidden rows included;
  /// nullptr if none.
  const CommandSpec* find(std::string_view name) const;

  /// Rows with listed == true, in registration order.
  std::vector<const CommandSpec*> listed() const;

  /// Number of rows, hidden ones included.
  std::size_t size() const noexcept;

  /// The text of docs/gtp-commands.md: a title, a "generated" note and one
  /// markdown table row (command, arguments, summary) per listed command, in
  /// registration order. '|' is escaped and newlines become spaces so every
  /// row stays one table row.
  std::string markdown_reference() const;

 private:
  std::deque<CommandSpec> specs_;
  std::map<std::string, std::size_t, std::less<>> index_by_name_;
};

}  // namespace goref::gtp
