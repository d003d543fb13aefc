// Fuzz target: a whole GTP session, bytes in, answers out, through the real command
// registry (the referee's commands and the administrative ones). After every command the
// engine's invariants must hold, and a `?` answer must have left the state as it was
// (the house rule: bad input never changes the game).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/invariant.h"

#include "core/zobrist.h"
#include "gtp/engine/referee.h"
#include "gtp/protocol/command_registry.h"
#include "gtp/protocol/session.h"

namespace {

using goref::fuzz::invariant_failed;

using namespace goref;

// What a failed command must not change.
struct Snapshot {
  core::PackedBoard board;
  int width = 0, height = 0;
  std::size_t history = 0;
  std::uint64_t hash = 0;
  core::Color to_move = core::Color::Black;
  std::array<int, 2> captures{};
  double komi = 0;
  std::string rules;
  bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(const gtp::Referee& referee) {
  const core::Game& game = referee.game();
  return {game.board().pack(), game.board().width(), game.board().height(), game.history().size(),
          game.board().hash(),  game.to_move(),       game.current().captures, referee.komi(),
          referee.rules_name()};
}

void check_invariants(const gtp::Referee& referee, std::string_view line) {
  const core::Game& game = referee.game();
  const core::Board& board = game.board();
  // The incremental hash is the hash of the stones on the board.
  std::uint64_t hash = 0;
  int stones = 0;
  for (int y = 0; y < board.height(); ++y)
    for (int x = 0; x < board.width(); ++x) {
      const core::Point p = board.point(x, y);
      const core::Color c = board.at(p);
      if (c == core::Color::Black || c == core::Color::White) {
        hash ^= core::zobrist_stone(c, p);
        ++stones;
        // No chain on the board is without a liberty (captures and suicide were applied).
        core::Point liberties[4 * 625];
        if (board.liberties(p, liberties) == 0) invariant_failed("a chain without liberties", line);
      }
    }
  if (hash != board.hash()) invariant_failed("board hash differs from its stones", line);
  // The board is the history's last position.
  if (game.history().empty()) invariant_failed("empty history", line);
  if (!(game.current().board == board.pack())) invariant_failed("board differs from the history's last entry", line);
  if (game.current().hash != board.hash()) invariant_failed("history hash differs from the board's", line);
  if (game.captures(core::Color::Black) < 0 || game.captures(core::Color::White) < 0)
    invariant_failed("negative captures", line);
  if (game.undoable_turns() < 0 || static_cast<std::size_t>(game.undoable_turns()) >= game.history().size())
    invariant_failed("undoable turns out of range", line);
  (void)stones;
}

int count(const core::Board& board, core::Color color) {
  int n = 0;
  for (int y = 0; y < board.height(); ++y)
    for (int x = 0; x < board.width(); ++x) n += board.at(board.point(x, y)) == color;
  return n;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  gtp::RefereeSettings settings;
  settings.board_size = 9;  // small by default: the fuzzer can still send boardsize
  gtp::Referee referee(settings);
  gtp::CommandRegistry registry;
  gtp::Session session(registry);
  session.add_administrative_commands("goref", "fuzz");
  gtp::register_referee_commands(registry, referee);
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  std::size_t start = 0;
  int commands = 0;
  int scorings = 0;
  while (start < input.size() && commands < 200) {
    std::size_t end = input.find('\n', start);
    if (end == std::string_view::npos) end = input.size();
    const std::string line(input.substr(start, end - start));
    start = end + 1;
    ++commands;
    // Commands that write files are not fuzzed: the fuzzer would write wherever it likes.
    if (line.find("printsgf") != std::string::npos && line.find_first_not_of(" \t", line.find("printsgf") + 8) != std::string::npos)
      continue;
    // Speed, so the fuzzer tries many sessions rather than a few long ones: boards up to
    // 9x9 (the rules code is the same on every size; the differential fuzzer covers 19x19)
    // and a few scoring commands (playouts) per session.
    if (line.find("boardsize") != std::string::npos) {
      int number = 0;
      for (const char c : line) {
        if (c >= '0' && c <= '9') number = std::min(1000, number * 10 + (c - '0'));
        else if (number > 9) break;
        else number = 0;
      }
      if (number > 9) continue;
    }
    // Every command that counts the position: the scoring commands, the
    // certainty ones, genmove, and printsgf (its RE is the count once the game is over).
    const bool counts = line.find("score") != std::string::npos || line.find("status") != std::string::npos ||
                        line.find("final") != std::string::npos || line.find("genmove") != std::string::npos ||
                        line.find("certain") != std::string::npos || line.find("printsgf") != std::string::npos;
    if (counts && ++scorings > 3) continue;
    const Snapshot before = snapshot(referee);
    const core::Color mover = referee.game().to_move();
    const int opponent_before = count(referee.game().board(), core::opponent(mover));
    const int captures_before = referee.game().captures(mover);
    const std::size_t history_before = referee.game().history().size();
    const std::optional<std::string> answer = session.handle_line(line);
    if (answer && (answer->empty() || (answer->front() != '=' && answer->front() != '?')))
      invariant_failed("an answer that is neither = nor ?", line);
    if (answer && answer->size() >= 2 && answer->compare(answer->size() - 2, 2, "\n\n") != 0)
      invariant_failed("an answer not ended by an empty line", line);
    if (answer && answer->front() == '?' && !(snapshot(referee) == before))
      invariant_failed("a ? answer changed the state", line);
    check_invariants(referee, line);
    // Captures counted: one successful move by `mover` adds to its captures exactly the
    // opponent stones that left the board.
    const core::Game& game = referee.game();
    if (answer && answer->front() == '=' && game.history().size() == history_before + 1 && !game.current().is_setup &&
        game.current().move.color == mover && game.board().width() == before.width &&
        game.board().height() == before.height) {
      const int removed = opponent_before - count(game.board(), core::opponent(mover));
      if (game.captures(mover) - captures_before != removed) invariant_failed("captures not counted", line);
    }
    if (session.quit_requested()) break;
  }
  return 0;
}
