#include "reference_game.h"

#include <algorithm>
#include <utility>

namespace goref::differential {

using core::Color;
using core::EndReason;
using core::GameEnd;
using core::KoRule;
using core::Legality;
using core::Phase;
using core::SuicideRule;

namespace {

std::uint8_t cell_of(Color color) { return color == Color::Black ? 1 : 2; }
std::size_t index_of(Color color) { return color == Color::Black ? 0 : 1; }

// The on-board orthogonal neighbours of a cell.
struct Neighbours {
  std::array<int, 4> cells{};
  int count = 0;
  const int* begin() const { return cells.data(); }
  const int* end() const { return cells.data() + count; }
};

Neighbours neighbours(int width, int height, int cell) {
  const int x = cell % width;
  const int y = cell / width;
  Neighbours out;
  if (x > 0) out.cells[static_cast<std::size_t>(out.count++)] = cell - 1;
  if (x + 1 < width) out.cells[static_cast<std::size_t>(out.count++)] = cell + 1;
  if (y > 0) out.cells[static_cast<std::size_t>(out.count++)] = cell - width;
  if (y + 1 < height) out.cells[static_cast<std::size_t>(out.count++)] = cell + width;
  return out;
}

}  // namespace

ReferenceGame::Chain ReferenceGame::chain_at(const Grid& grid, int width, int height, int cell) {
  Chain chain;
  const std::uint8_t colour = grid[static_cast<std::size_t>(cell)];
  std::vector<bool> seen(grid.size(), false);
  std::vector<int> todo{cell};
  seen[static_cast<std::size_t>(cell)] = true;
  while (!todo.empty()) {
    const int c = todo.back();
    todo.pop_back();
    chain.stones.push_back(c);
    for (int n : neighbours(width, height, c)) {
      if (seen[static_cast<std::size_t>(n)]) continue;
      const std::uint8_t v = grid[static_cast<std::size_t>(n)];
      if (v == colour) {
        seen[static_cast<std::size_t>(n)] = true;
        todo.push_back(n);
      } else if (v == 0) {
        seen[static_cast<std::size_t>(n)] = true;
        chain.liberties.push_back(n);
      }
    }
  }
  std::sort(chain.stones.begin(), chain.stones.end());
  std::sort(chain.liberties.begin(), chain.liberties.end());
  return chain;
}

void remove_dead_chains(Grid& grid, int width, int height) {
  bool changed = true;
  while (changed) {
    changed = false;
    for (int c = 0; c < width * height; ++c) {
      if (grid[static_cast<std::size_t>(c)] == 0) continue;
      const auto chain = ReferenceGame::chain_at(grid, width, height, c);
      if (!chain.liberties.empty()) continue;
      for (int s : chain.stones) grid[static_cast<std::size_t>(s)] = 0;
      changed = true;
    }
  }
}

ReferenceGame::ReferenceGame(const core::Ruleset& rules, int width, int height)
    : ReferenceGame(rules, width, height, Grid(static_cast<std::size_t>(width * height), 0), Color::Black) {}

ReferenceGame::ReferenceGame(const core::Ruleset& rules, int width, int height, Grid start, Color to_move)
    : rules_(rules), width_(width), height_(height) {
  ReferenceEntry first;
  first.grid = std::move(start);
  first.to_move = to_move;
  history_.push_back(std::move(first));
}

ReferenceOutcome ReferenceGame::evaluate(Color color, int x, int y) const {
  ReferenceOutcome out;
  if (current().phase == Phase::Ended) {
    out.verdict = Legality::GameOver;
    return out;
  }
  if (!on_board(x, y)) {
    out.verdict = Legality::OffBoard;
    return out;
  }
  const int cell = y * width_ + x;
  if (current().grid[static_cast<std::size_t>(cell)] != 0) {
    out.verdict = Legality::Occupied;
    return out;
  }
  const std::uint8_t mine = cell_of(color);
  const std::uint8_t theirs = cell_of(core::opponent(color));
  Grid grid = current().grid;
  grid[static_cast<std::size_t>(cell)] = mine;
  // Captures first (TT rule 7, J89 art. 5): every opponent chain next to the
  // stone that has no liberty left goes.
  for (int n : neighbours(width_, height_, cell)) {
    if (grid[static_cast<std::size_t>(n)] != theirs) continue;
    const Chain chain = chain_at(grid, width_, height_, n);
    if (!chain.liberties.empty()) continue;
    for (int s : chain.stones) {
      grid[static_cast<std::size_t>(s)] = 0;
      out.removed.push_back(s);
      ++out.captured;
    }
  }
  // Then the mover's own chain.
  const Chain own = chain_at(grid, width_, height_, cell);
  bool suicide = false;
  if (own.liberties.empty()) {
    suicide = true;
    for (int s : own.stones) {
      grid[static_cast<std::size_t>(s)] = 0;
      out.removed.push_back(s);
      ++out.suicided;
    }
  }
  std::sort(out.removed.begin(), out.removed.end());
  out.after = grid;
  if (suicide) {
    const bool single = own.stones.size() == 1;
    if (rules_.suicide_rule == SuicideRule::Forbidden ||
        (rules_.suicide_rule == SuicideRule::MultiStoneOnly && single)) {
      out.verdict = Legality::Suicide;
      return out;
    }
  }
  // Simple ko (J89 art. 6): recapturing so that the board is again what it was
  // before the opponent's last turn, that turn having been a board play. Named
  // "ko" under every ko rule (spec README §2).
  const ReferenceEntry& last = current();
  out.literal_ko_without_capture = out.captured == 0 && history_.size() >= 2 && last.kind == TurnKind::Play &&
                                   last.mover == core::opponent(color) && history_[history_.size() - 2].grid == grid;
  if (out.captured > 0 && history_.size() >= 2 && last.kind == TurnKind::Play &&
      last.mover == core::opponent(color) && history_[history_.size() - 2].grid == grid) {
    out.verdict = Legality::Ko;
    return out;
  }
  if (rules_.ko_rule != KoRule::Simple) {
    const bool situational = rules_.ko_rule == KoRule::SituationalSuperko;
    const Color next = core::opponent(color);
    for (const ReferenceEntry& earlier : history_) {
      if (earlier.grid != grid) continue;
      if (situational && earlier.to_move != next) continue;
      out.verdict = Legality::Superko;
      return out;
    }
  }
  out.verdict = Legality::Legal;
  return out;
}

Legality ReferenceGame::check_pass() const {
  return current().phase == Phase::Ended ? Legality::GameOver : Legality::Legal;
}

Legality ReferenceGame::play(Color color, int x, int y) {
  ReferenceOutcome outcome = evaluate(color, x, y);
  if (outcome.verdict != Legality::Legal) return outcome.verdict;
  ReferenceEntry next;
  next.grid = std::move(outcome.after);
  next.to_move = core::opponent(color);
  next.kind = TurnKind::Play;
  next.mover = color;
  next.cell = y * width_ + x;
  next.captures = current().captures;
  next.passes = current().passes;
  next.captures[index_of(color)] += outcome.captured;
  // A suicided chain is the opponent's prisoners (TT rule 7, NZ; spec README §2).
  next.captures[index_of(core::opponent(color))] += outcome.suicided;
  next.removed = std::move(outcome.removed);
  push_turn(std::move(next));
  return Legality::Legal;
}

Legality ReferenceGame::pass(Color color) {
  const Legality verdict = check_pass();
  if (verdict != Legality::Legal) return verdict;
  ReferenceEntry next;
  next.grid = current().grid;
  next.to_move = core::opponent(color);
  next.kind = TurnKind::Pass;
  next.mover = color;
  next.captures = current().captures;
  next.passes = current().passes;
  ++next.passes[index_of(color)];
  push_turn(std::move(next));
  return Legality::Legal;
}

bool ReferenceGame::undo() {
  if (history_.size() < 2) return false;
  history_.pop_back();
  return true;
}

void ReferenceGame::push_turn(ReferenceEntry entry) {
  settle_end_of_game(entry);
  history_.push_back(std::move(entry));
}

// The phase after `entry`, worked out from the whole sequence of turns (docs/rules.md
// "End of game"): two consecutive passes stop play; any turn after a stop opens a
// resumption; Tromp-Taylor ends at the first two passes, AGA/NZ when a resumption opens
// with two passes, WMSG at the second succession of two passes. Under simple ko a board
// play that makes the third occurrence of a (board, player to move) since the latest pass
// ends the game (long cycle).
void ReferenceGame::settle_end_of_game(ReferenceEntry& entry) const {
  std::vector<TurnKind> turns;
  for (std::size_t i = 1; i < history_.size(); ++i) turns.push_back(history_[i].kind);
  turns.push_back(entry.kind);

  Phase phase = Phase::Playing;
  EndReason reason = EndReason::None;
  int run = 0;             // consecutive passes in the current stretch of play
  int stops = 0;           // how often two passes stopped play
  int resumption = -1;     // turns since play resumed, -1 when not resuming
  for (TurnKind kind : turns) {
    if (phase == Phase::Stopped) {
      phase = Phase::Playing;
      reason = EndReason::None;
      run = 0;
      resumption = 0;
    }
    if (resumption >= 0) ++resumption;
    run = kind == TurnKind::Pass ? run + 1 : 0;
    if (run < 2) continue;
    switch (rules_.game_end) {
      case GameEnd::Final:
        phase = Phase::Ended;
        reason = EndReason::TwoPasses;
        break;
      case GameEnd::ResumeByPlay:
        phase = Phase::Stopped;
        reason = EndReason::TwoPasses;
        break;
      case GameEnd::ResumeThenAllAlive:
        if (resumption == 2) {
          phase = Phase::Ended;
          reason = EndReason::AllAliveAfterResumption;
        } else {
          phase = Phase::Stopped;
          reason = EndReason::TwoPasses;
        }
        break;
      case GameEnd::ResumeOnceThenFinal:
        if (stops >= 1) {
          phase = Phase::Ended;
          reason = EndReason::SecondDoublePass;
        } else {
          phase = Phase::Stopped;
          reason = EndReason::TwoPasses;
        }
        break;
    }
    if (phase == Phase::Stopped) {
      ++stops;
      resumption = -1;
    }
  }
  entry.phase = phase;
  entry.end_reason = reason;

  if (entry.kind != TurnKind::Play || rules_.ko_rule != KoRule::Simple) return;
  // Long cycle: count (board, player to move) among the entries from the latest
  // pass (the position it left included) or the start, to this one.
  std::size_t from = 0;
  for (std::size_t i = history_.size(); i-- > 0;) {
    if (history_[i].kind == TurnKind::Pass) {
      from = i;
      break;
    }
  }
  int occurrences = 1;  // the entry itself
  for (std::size_t i = from; i < history_.size(); ++i) {
    if (history_[i].to_move == entry.to_move && history_[i].grid == entry.grid) ++occurrences;
  }
  if (occurrences >= 3) {
    entry.phase = Phase::Ended;
    entry.end_reason = EndReason::LongCycle;
  }
}

}  // namespace goref::differential
