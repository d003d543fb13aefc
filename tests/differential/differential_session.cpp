#include "differential_session.h"

#include <sstream>

#include "core/zobrist.h"

namespace goref::differential {

using core::Color;
using core::Legality;

namespace {

core::Board board_of(const GameSetup& setup) {
  core::Board board(setup.width, setup.height);
  if (setup.start.empty()) return board;
  for (int y = 0; y < setup.height; ++y) {
    for (int x = 0; x < setup.width; ++x) {
      const std::uint8_t v = setup.start[static_cast<std::size_t>(y * setup.width + x)];
      if (v != 0) board.set_stone(board.point(x, y), v == 1 ? Color::Black : Color::White);
    }
  }
  return board;
}

Grid start_grid(const GameSetup& setup) {
  return setup.start.empty() ? Grid(static_cast<std::size_t>(setup.width * setup.height), 0) : setup.start;
}

std::string name(Legality legality) { return std::string(core::to_string(legality)); }
std::string name(Color color) {
  return color == Color::Black ? "black" : color == Color::White ? "white" : "none";
}

template <typename T>
std::string differs(const char* what, const T& goref, const T& reference) {
  std::ostringstream out;
  out << what << ": goref " << goref << ", reference " << reference;
  return out.str();
}

}  // namespace

std::uint64_t grid_hash(const Grid& grid, const core::Board& shape) {
  std::uint64_t hash = 0;
  for (int y = 0; y < shape.height(); ++y) {
    for (int x = 0; x < shape.width(); ++x) {
      const std::uint8_t v = grid[static_cast<std::size_t>(y * shape.width() + x)];
      if (v != 0) hash ^= core::zobrist_stone(v == 1 ? Color::Black : Color::White, shape.point(x, y));
    }
  }
  return hash;
}

DifferentialSession::DifferentialSession(const GameSetup& setup)
    : setup_(setup),
      game_(setup.rules, setup.width, setup.height),
      reference_(setup.rules, setup.width, setup.height, start_grid(setup), setup.to_move) {
  if (!setup.start.empty() || setup.to_move != Color::Black) game_.reset_to(board_of(setup), setup.to_move);
}

core::Point DifferentialSession::to_point(int x, int y) const {
  // Within one point of the board the padded layout gives a wall; further out,
  // an index beyond every board. (0,-1) and (-1,-1) would be kPass and kNoPoint:
  // the generator never asks for them.
  if (x >= -1 && y >= -1 && x <= setup_.width && y <= setup_.height) return game_.board().point(x, y);
  return static_cast<core::Point>(core::kMaxPointIndex + 17);
}

std::string DifferentialSession::compare_move(const Action& action, Legality& verdict) {
  const core::Move move{action.color, to_point(action.x, action.y)};
  const Legality goref = game_.check(move);
  const ReferenceOutcome outcome = reference_.evaluate(action.color, action.x, action.y);
  verdict = outcome.verdict;
  ++verdicts_;
  ++verdict_counts_[static_cast<std::size_t>(outcome.verdict)];
  if (!reference_.on_board(action.x, action.y)) ++events_[kOffBoardProbe];
  if (outcome.literal_ko_without_capture) ++events_[kLiteralKoWithoutCapture];
  if (outcome.verdict == Legality::Superko) {
    // What made the repetition: a suicide (single-stone under Tromp-Taylor), a
    // capture (ko cycles), or a move that removes nothing (after captures or undos).
    ++events_[outcome.suicided > 0 ? kSuperkoBySuicide : outcome.captured > 0 ? kSuperkoByCapture : kSuperkoByPlainMove];
  }
  if (goref != outcome.verdict) return differs("verdict", name(goref), name(outcome.verdict));
  if (reference_.on_board(action.x, action.y) && reference_.at(action.x, action.y) == 0) {
    // Board::analyze must predict the move whatever the rules say of it (after
    // the end of the game too).
    const ReferenceOutcome mechanics =
        outcome.after.empty() ? ReferenceGame(reference_.rules(), setup_.width, setup_.height,
                                              reference_.current().grid, reference_.current().to_move)
                                    .evaluate(action.color, action.x, action.y)
                              : outcome;
    const core::MoveEffect effect = game_.board().analyze(move.point, move.color);
    if (effect.occupied) return "analyze: goref says occupied, reference empty";
    if (effect.captured_stones != mechanics.captured)
      return differs("analyze captured stones", effect.captured_stones, mechanics.captured);
    if (effect.suicided_stones != mechanics.suicided)
      return differs("analyze suicided stones", effect.suicided_stones, mechanics.suicided);
    if (effect.suicide != (mechanics.suicided > 0)) return differs("analyze suicide", effect.suicide, mechanics.suicided > 0);
    if (effect.single_stone_suicide != (mechanics.suicided == 1))
      return differs("analyze single-stone suicide", effect.single_stone_suicide, mechanics.suicided == 1);
    const std::uint64_t expected = grid_hash(mechanics.after, game_.board());
    if (effect.hash_after != expected) return differs("analyze hash after", effect.hash_after, expected);
  }
  if (action.kind == ActionKind::Probe) return "";

  const core::Phase before = game_.phase();
  const Snapshot snapshot{game_.current(), game_.board()};
  const Legality played = game_.play(move);
  if (played != goref) return differs("play() against check()", name(played), name(goref));
  const Legality reference = reference_.play(action.color, action.x, action.y);
  if (reference != outcome.verdict) return "reference: play() against evaluate()";
  if (played != Legality::Legal) return compare_state(false);
  before_turn_.push_back(snapshot);
  if (action.color != snapshot.turn.to_move) ++events_[kOutOfTurn];
  if (outcome.captured > 0) ++events_[kCapture];
  if (game_.current().ko_point != core::kNoPoint) ++events_[kKoCapture];
  if (outcome.suicided == 1) ++events_[kSingleStoneSuicide];
  if (outcome.suicided > 1) ++events_[kMultiStoneSuicide];
  count_position(before);
  return "";
}

void DifferentialSession::count_position(core::Phase before) {
  ++positions_;
  const ReferenceEntry& now = reference_.current();
  if (before == core::Phase::Stopped) ++events_[kResumption];
  if (now.phase == core::Phase::Stopped) ++events_[kStop];
  if (now.phase == core::Phase::Ended) {
    switch (now.end_reason) {
      case core::EndReason::TwoPasses: ++events_[kEndTwoPasses]; break;
      case core::EndReason::AllAliveAfterResumption: ++events_[kEndAllAlive]; break;
      case core::EndReason::SecondDoublePass: ++events_[kEndSecondDoublePass]; break;
      case core::EndReason::LongCycle: ++events_[kEndLongCycle]; break;
      case core::EndReason::None: break;
    }
  }
}

std::string DifferentialSession::step(const Action& action, bool deep) {
  std::string problem;
  switch (action.kind) {
    case ActionKind::Play:
    case ActionKind::Probe: {
      Legality verdict = Legality::Legal;
      problem = compare_move(action, verdict);
      break;
    }
    case ActionKind::Pass: {
      const core::Move move{action.color, core::kPass};
      const Legality goref = game_.check(move);
      const Legality reference = reference_.check_pass();
      ++verdicts_;
      ++verdict_counts_[static_cast<std::size_t>(reference)];
      if (goref != reference) {
        problem = differs("verdict of a pass", name(goref), name(reference));
        break;
      }
      const core::Phase before = game_.phase();
      const Snapshot snapshot{game_.current(), game_.board()};
      const Legality played = game_.play(move);
      reference_.pass(action.color);
      if (played != goref) {
        problem = differs("play(pass) against check(pass)", name(played), name(goref));
        break;
      }
      if (played == Legality::Legal) {
        before_turn_.push_back(snapshot);
        ++events_[kPassPlayed];
        if (action.color != snapshot.turn.to_move) ++events_[kOutOfTurn];
        count_position(before);
      }
      break;
    }
    case ActionKind::Undo: {
      const bool goref = game_.undo();
      const bool reference = reference_.undo();
      if (goref != reference) {
        problem = differs("undo()", goref, reference);
        break;
      }
      if (!goref) {
        ++events_[kUndoRefused];
        break;
      }
      ++events_[kUndo];
      ++positions_;
      problem = compare_to_snapshot(before_turn_.back());
      before_turn_.pop_back();
      break;
    }
  }
  if (problem.empty()) problem = compare_state(deep);
  if (problem.empty() && deep) {
    ++events_[kDeepCheck];
    problem = compare_deep();
  }
  return problem;
}

std::string DifferentialSession::compare_state(bool) const {
  const core::Board& board = game_.board();
  const ReferenceEntry& now = reference_.current();
  int stones[2] = {0, 0};
  for (int y = 0; y < setup_.height; ++y) {
    for (int x = 0; x < setup_.width; ++x) {
      const std::uint8_t v = now.grid[static_cast<std::size_t>(y * setup_.width + x)];
      const Color expected = v == 0 ? Color::Empty : v == 1 ? Color::Black : Color::White;
      if (board.at(board.point(x, y)) != expected) {
        std::ostringstream out;
        out << "board at (" << x << "," << y << "): goref " << name(board.at(board.point(x, y))) << ", reference "
            << name(expected);
        return out.str();
      }
      if (v != 0) ++stones[v - 1];
    }
  }
  if (board.stone_count(Color::Black) != stones[0]) return differs("black stones", board.stone_count(Color::Black), stones[0]);
  if (board.stone_count(Color::White) != stones[1]) return differs("white stones", board.stone_count(Color::White), stones[1]);
  const std::uint64_t hash = grid_hash(now.grid, board);
  if (board.hash() != hash) return differs("board hash (incremental against from scratch)", board.hash(), hash);
  const core::Turn& turn = game_.current();
  if (turn.hash != hash) return differs("history entry hash", turn.hash, hash);
  if (!(turn.board == board.pack())) return "history entry board differs from the board";
  if (!board.is_consistent()) return "Board::is_consistent() is false";
  if (turn.to_move != now.to_move) return differs("to move", name(turn.to_move), name(now.to_move));
  for (Color c : {Color::Black, Color::White}) {
    const std::size_t i = c == Color::Black ? 0 : 1;
    if (game_.captures(c) != now.captures[i]) return differs(c == Color::Black ? "captures by black" : "captures by white", game_.captures(c), now.captures[i]);
    if (game_.passes(c) != now.passes[i]) return differs(c == Color::Black ? "passes by black" : "passes by white", game_.passes(c), now.passes[i]);
  }
  if (game_.phase() != now.phase)
    return differs("phase", std::string(core::to_string(game_.phase())), std::string(core::to_string(now.phase)));
  if (game_.end_reason() != now.end_reason)
    return differs("end reason", std::string(core::to_string(game_.end_reason())),
                   std::string(core::to_string(now.end_reason)));
  if (game_.history().size() != reference_.history().size())
    return differs("history length", game_.history().size(), reference_.history().size());
  if (static_cast<std::size_t>(game_.undoable_turns()) != reference_.history().size() - 1)
    return differs("undoable turns", static_cast<std::size_t>(game_.undoable_turns()), reference_.history().size() - 1);
  std::array<core::Point, core::kMaxOnBoard> removed{};
  const int count = game_.last_removed(removed);
  if (static_cast<std::size_t>(count) != now.removed.size())
    return differs("stones removed by the last turn", static_cast<std::size_t>(count), now.removed.size());
  for (int i = 0; i < count; ++i) {
    const int cell = board.index_of(removed[static_cast<std::size_t>(i)]);
    if (cell != now.removed[static_cast<std::size_t>(i)]) return differs("removed point", cell, now.removed[static_cast<std::size_t>(i)]);
  }
  return "";
}

std::string DifferentialSession::compare_deep() const {
  const core::Board& board = game_.board();
  const ReferenceEntry& now = reference_.current();
  // Every chain once: each of its stones must name the same size and liberties in goref.
  std::vector<bool> seen(now.grid.size(), false);
  for (int cell = 0; cell < setup_.width * setup_.height; ++cell) {
    if (now.grid[static_cast<std::size_t>(cell)] == 0 || seen[static_cast<std::size_t>(cell)]) continue;
    const auto chain = ReferenceGame::chain_at(now.grid, setup_.width, setup_.height, cell);
    for (int stone : chain.stones) {
      seen[static_cast<std::size_t>(stone)] = true;
      const core::Point p = board.point(stone % setup_.width, stone / setup_.width);
      if (board.chain_size(p) != static_cast<int>(chain.stones.size()))
        return differs("chain size", board.chain_size(p), static_cast<int>(chain.stones.size()));
      if (board.liberty_count(p) != static_cast<int>(chain.liberties.size()))
        return differs("liberties", board.liberty_count(p), static_cast<int>(chain.liberties.size()));
    }
  }
  std::array<core::Point, core::kMaxOnBoard> legal{};
  for (Color c : {Color::Black, Color::White}) {
    const int count = game_.legal_points(c, legal);
    std::vector<int> expected;
    for (int y = 0; y < setup_.height; ++y) {
      for (int x = 0; x < setup_.width; ++x) {
        if (reference_.evaluate(c, x, y).verdict == Legality::Legal) expected.push_back(y * setup_.width + x);
      }
    }
    if (static_cast<std::size_t>(count) != expected.size())
      return differs(c == Color::Black ? "legal points for black" : "legal points for white",
                     static_cast<std::size_t>(count), expected.size());
    for (int i = 0; i < count; ++i) {
      if (board.index_of(legal[static_cast<std::size_t>(i)]) != expected[static_cast<std::size_t>(i)])
        return "legal points differ for " + name(c);
    }
  }
  return "";
}

std::string DifferentialSession::compare_to_snapshot(const Snapshot& snapshot) const {
  const core::Turn& a = game_.current();
  const core::Turn& b = snapshot.turn;
  // Every field of the history entry, then the board itself.
  if (!(a.board == b.board)) return "after undo: the entry's board is not the one before the turn";
  if (a.hash != b.hash) return differs("after undo: entry hash", a.hash, b.hash);
  if (a.to_move != b.to_move) return "after undo: to_move differs from before the turn";
  if (!(a.move == b.move)) return "after undo: the entry's move differs";
  if (a.is_setup != b.is_setup) return "after undo: is_setup differs";
  if (a.captures != b.captures) return "after undo: captures differ";
  if (a.passes != b.passes) return "after undo: passes differ";
  if (a.consecutive_passes != b.consecutive_passes) return differs("after undo: consecutive passes", a.consecutive_passes, b.consecutive_passes);
  if (a.first_passer != b.first_passer || a.last_passer != b.last_passer) return "after undo: passers differ";
  if (a.ko_point != b.ko_point || a.ko_forbidden != b.ko_forbidden) return "after undo: ko point differs";
  if (a.phase != b.phase || a.end_reason != b.end_reason) return "after undo: phase differs";
  if (a.stops != b.stops || a.turns_since_resume != b.turns_since_resume) return "after undo: stops differ";
  if (a.last_pass_entry != b.last_pass_entry) return "after undo: last pass entry differs";
  if (!(game_.board() == snapshot.board)) return "after undo: board differs from before the turn";
  if (game_.board().hash() != snapshot.board.hash()) return "after undo: board hash differs from before the turn";
  return "";
}

void DifferentialSession::flush(FuzzStats& stats) const {
  const std::string size = std::to_string(setup_.width) + "x" + std::to_string(setup_.height);
  const std::string ko = core::to_string(setup_.rules.ko_rule);
  const std::string suicide = core::to_string(setup_.rules.suicide_rule);
  stats.positions += positions_;
  stats.verdicts += verdicts_;
  stats.games += 1;
  stats.by_board_size[size] += positions_;
  stats.by_ko_rule[ko] += positions_;
  stats.by_suicide_rule[suicide] += positions_;
  stats.by_game_end[core::to_string(setup_.rules.game_end)] += positions_;
  for (std::size_t v = 0; v < verdict_counts_.size(); ++v) {
    if (verdict_counts_[v] == 0) continue;
    const std::string verdict(core::to_string(static_cast<Legality>(v)));
    stats.by_verdict[verdict] += verdict_counts_[v];
    stats.verdict_by_ko_rule[ko][verdict] += verdict_counts_[v];
    stats.verdict_by_suicide_rule[suicide][verdict] += verdict_counts_[v];
  }
  for (std::size_t e = 0; e < events_.size(); ++e) stats.events[kEventNames[e]] += events_[e];
}

}  // namespace goref::differential
