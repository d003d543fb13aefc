// A deliberately simple, slow model of a game of Go under goref's ruleset axes,
// written for the legality fuzzer only. It shares no code with src/core beyond
// the vocabulary types (Color, Legality, Ruleset, Phase, EndReason): the board
// is a plain grid, every chain and liberty is found by a flood fill from
// scratch, and every repetition rule is a scan of the whole history.
//
// What it models, from docs/rules.md and ../shared/spec (README §1-§2,
// rules-sources §3):
//   - order of checks: game over, off board, occupied, suicide, ko, superko;
//   - captures before self-capture; suicide forbidden / multi-stone only /
//     allowed, a suicided chain counting as the opponent's prisoners;
//   - simple ko as J89 art. 6 states it: a move that captures and recreates
//     the board as it was just before the opponent's last turn, when that turn
//     was a board play, is "ko" (under every ko rule);
//   - positional superko: the resulting board equals any board of the history;
//     situational: the resulting (board, player to move) equals any entry;
//   - the end of game of each GameEnd axis, and long cycles under simple ko
//     (third occurrence of a (board, player to move) since the latest pass).
// A turn by colour C always leaves opponent(C) to move (goref's Game, like
// GTP, takes a colour with each move).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/game.h"
#include "core/ruleset.h"
#include "core/types.h"

namespace goref::differential {

// Row-major cells, y from the top: 0 empty, 1 black, 2 white.
using Grid = std::vector<std::uint8_t>;

enum class TurnKind : std::uint8_t { Start, Play, Pass };

struct ReferenceEntry {
  Grid grid;
  core::Color to_move = core::Color::Black;
  TurnKind kind = TurnKind::Start;
  core::Color mover = core::Color::Empty;
  int cell = -1;  // the point of a board play (row-major), -1 otherwise
  std::array<int, 2> captures{};  // stones captured by Black, by White
  std::array<int, 2> passes{};
  core::Phase phase = core::Phase::Playing;
  core::EndReason end_reason = core::EndReason::None;
  std::vector<int> removed;  // cells emptied by this turn (captures and suicide), ascending
};

// What a board play would do, legal or not.
struct ReferenceOutcome {
  core::Legality verdict = core::Legality::Legal;
  Grid after;                 // valid when the point is on the board and empty
  int captured = 0;           // opponent stones removed
  int suicided = 0;           // own stones removed (the played stone included)
  std::vector<int> removed;   // every removed cell, ascending
  // The board after equals the board before the opponent's last turn, a board
  // play, but the move captures nothing (a single-stone suicide answering one):
  // rules-sources §3.2 read word for word would call it ko, J89 art. 6 (a ko is a
  // capture and a recapture) and goref's docs do not. Counted, not judged.
  bool literal_ko_without_capture = false;
};

class ReferenceGame {
 public:
  ReferenceGame(const core::Ruleset& rules, int width, int height);
  // A game starting from `start` (whose chains must all have a liberty).
  ReferenceGame(const core::Ruleset& rules, int width, int height, Grid start, core::Color to_move);

  int width() const { return width_; }
  int height() const { return height_; }
  const core::Ruleset& rules() const { return rules_; }
  const ReferenceEntry& current() const { return history_.back(); }
  const std::vector<ReferenceEntry>& history() const { return history_; }
  bool on_board(int x, int y) const { return x >= 0 && y >= 0 && x < width_ && y < height_; }
  std::uint8_t at(int x, int y) const { return current().grid[static_cast<std::size_t>(y * width_ + x)]; }

  // Never mutates. Off-board points (any x, y) answer OffBoard.
  ReferenceOutcome evaluate(core::Color color, int x, int y) const;
  core::Legality check_pass() const;
  // Apply only when legal; answer the verdict either way.
  core::Legality play(core::Color color, int x, int y);
  core::Legality pass(core::Color color);
  bool undo();

  // Stones of the chain through cell `cell` and its liberties, by flood fill.
  struct Chain {
    std::vector<int> stones;
    std::vector<int> liberties;
  };
  static Chain chain_at(const Grid& grid, int width, int height, int cell);

 private:
  void push_turn(ReferenceEntry entry);
  void settle_end_of_game(ReferenceEntry& entry) const;

  core::Ruleset rules_;
  int width_;
  int height_;
  std::vector<ReferenceEntry> history_;
};

// Removes every chain without a liberty (repeatedly), making any grid a legal position.
void remove_dead_chains(Grid& grid, int width, int height);

}  // namespace goref::differential
