// A game in progress: the board plus time (history, ko, superko, passes,
// end of game) under a ruleset. Every refused move leaves the game exactly as
// it was and says why.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/packed_board.h"
#include "core/position_index.h"
#include "core/ruleset.h"
#include "core/types.h"

namespace goref::core {

enum class Legality : std::uint8_t {
  Legal,
  Occupied,
  OffBoard,
  Suicide,
  Ko,       // immediate recapture of a simple ko, under any ko rule
  Superko,  // any other forbidden repetition
  GameOver,
};

std::string_view to_string(Legality legality);

enum class Phase : std::uint8_t {
  Playing,
  Stopped,  // two passes stopped play; a play resumes it (dispute procedure)
  Ended,    // nothing more can be played
};

enum class EndReason : std::uint8_t {
  None,
  TwoPasses,          // two consecutive passes (ended or stopped)
  AllAliveAfterResumption,  // AGA/NZ: a resumption opened with two passes
  SecondDoublePass,   // WMSG: second succession of two passes
  LongCycle,          // a position repeated a third time under simple ko
};

std::string_view to_string(Phase phase);
std::string_view to_string(EndReason reason);

// One entry of the history: the position after a turn (or after setup) and
// the game state that goes with it.
struct Turn {
  PackedBoard board;
  std::uint64_t hash = 0;
  Color to_move = Color::Black;
  Move move{Color::Empty, kNoPoint};  // kNoPoint: initial position or setup
  bool is_setup = true;
  std::array<int, 2> captures{};  // stones captured by Black, by White
  std::array<int, 2> passes{};    // passes by Black, by White
  int consecutive_passes = 0;
  Color first_passer = Color::Empty;
  Color last_passer = Color::Empty;
  Point ko_point = kNoPoint;
  Color ko_forbidden = Color::Empty;
  Phase phase = Phase::Playing;
  EndReason end_reason = EndReason::None;
  int stops = 0;              // how often two passes have stopped play
  int turns_since_resume = -1;  // -1 while no resumption is under way
  std::uint32_t last_pass_entry = 0;  // long cycles count positions since the latest pass
  std::uint32_t setup_entry = 0;      // the latest setup entry (undo stops there): O(1) undoable_turns
};

class Game {
 public:
  Game(const Ruleset& rules, int width, int height);

  // clear_board / boardsize: empty board, empty history, no handicap.
  void reset(int width, int height);
  void reset() { reset(board_.width(), board_.height()); }
  // Starts a new game from a given position (diagram tests, SGF root setup).
  // False, with nothing changed, if a chain of `board` has no liberty.
  bool reset_to(const Board& board, Color to_move);

  const Ruleset& rules() const { return rules_; }
  void set_rules(const Ruleset& rules) { rules_ = rules; }

  const Board& board() const { return board_; }
  const Turn& current() const { return history_.back(); }
  std::span<const Turn> history() const { return history_; }

  Legality check(Move move) const;
  // Every board point `color` may play now, top row first; returns how many.
  int legal_points(Color color, std::span<Point> out) const;
  // Plays a legal move; an illegal one changes nothing and returns why.
  Legality play(Move move);
  // The tolerant path of replays (goref check goes on past an illegal move):
  // plays `move` even when the rules refuse it, and returns what check()
  // said. Suicide removes the mover's chain (its stones are the opponent's
  // prisoners); a ko or superko violation is played like any move; a move
  // after the end of the game resumes play (the new turn is Playing). A move
  // onto an occupied or off-board point cannot be applied: it changes
  // nothing, exactly as play() does.
  Legality play_unchecked(Move move);
  // Takes back the last turn; false when there is none (setup is not undoable).
  bool undo();
  // Turns (plays and passes) that can be undone.
  int undoable_turns() const;

  // Handicap stones on an empty board before any turn; they become the
  // initial position and White moves first. False if the board is not empty
  // or a turn was played.
  bool place_handicap(std::span<const Point> points);
  int handicap_stones() const { return handicap_stones_; }
  void set_handicap_stones(int n) { handicap_stones_ = n; }

  // Setup stones (GoGui setup, SGF AB/AW/AE): applied without captures as a
  // new history entry. False (nothing changed) if it would leave a chain
  // without liberties or a point is off the board.
  bool setup(std::span<const Point> black, std::span<const Point> white, std::span<const Point> empty,
             Color to_move);

  Color to_move() const { return current().to_move; }
  // Sets who moves in the setup position (GoGui's gogui-setup_player); false
  // once a turn has been played after it.
  bool set_to_move(Color color);
  int captures(Color by) const { return current().captures[static_cast<std::size_t>(color_index(by))]; }
  int passes(Color by) const { return current().passes[static_cast<std::size_t>(color_index(by))]; }
  Phase phase() const { return current().phase; }
  EndReason end_reason() const { return current().end_reason; }

  // Stones removed by the last turn (captures and suicide); returns how many.
  int last_removed(std::span<Point> out) const;

  // Occurrences of the current (board, player to move) since the latest pass.
  int occurrences_since_last_pass() const;

 private:
  bool repeats_earlier_position(Point point, Color color, std::uint64_t hash_after) const;
  void push(Turn turn);
  // The mechanics and bookkeeping of one turn, legal or not (move on an empty
  // on-board point, or a pass).
  void apply(Move move);
  void apply_end_of_game(Turn& turn, bool is_pass) const;

  Ruleset rules_;
  Board board_;
  std::vector<Turn> history_;
  PositionIndex index_;
  int handicap_stones_ = 0;
};

}  // namespace goref::core
