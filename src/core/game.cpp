#include "core/game.h"

#include <algorithm>

namespace goref::core {

std::string_view to_string(Legality legality) {
  switch (legality) {
    case Legality::Legal: return "legal";
    case Legality::Occupied: return "occupied";
    case Legality::OffBoard: return "off board";
    case Legality::Suicide: return "suicide";
    case Legality::Ko: return "ko";
    case Legality::Superko: return "superko";
    case Legality::GameOver: return "game over";
  }
  return "?";
}

std::string_view to_string(Phase phase) {
  switch (phase) {
    case Phase::Playing: return "playing";
    case Phase::Stopped: return "stopped";
    case Phase::Ended: return "ended";
  }
  return "?";
}

std::string_view to_string(EndReason reason) {
  switch (reason) {
    case EndReason::None: return "none";
    case EndReason::TwoPasses: return "two consecutive passes";
    case EndReason::AllAliveAfterResumption: return "resumption opened with two passes: all stones alive";
    case EndReason::SecondDoublePass: return "second succession of two passes";
    case EndReason::LongCycle: return "position repeated a third time (long cycle)";
  }
  return "?";
}

Game::Game(const Ruleset& rules, int width, int height) : rules_(rules), board_(width, height) {
  reset(width, height);
}

void Game::reset(int width, int height) {
  board_ = Board(width, height);
  history_.clear();
  history_.reserve(512);
  index_.clear();
  handicap_stones_ = 0;
  Turn initial;
  initial.board = board_.pack();
  initial.hash = board_.hash();
  initial.to_move = Color::Black;
  push(initial);
}

bool Game::reset_to(const Board& board, Color to_move) {
  if (!board.every_chain_has_liberty()) return false;
  reset(board.width(), board.height());
  board_ = board;
  history_.front().board = board_.pack();
  history_.front().hash = board_.hash();
  history_.front().to_move = to_move;
  index_.clear();
  index_.push(board_.hash());
  return true;
}

void Game::push(Turn turn) {
  index_.push(turn.hash);
  history_.push_back(turn);
}

bool Game::repeats_earlier_position(Point point, Color color, std::uint64_t hash_after) const {
  const bool situational = rules_.ko_rule == KoRule::SituationalSuperko;
  const Color next_to_move = opponent(color);
  bool repeated = false;
  bool have_board = false;
  PackedBoard after;
  index_.for_each_match(hash_after, [&](std::uint32_t entry) {
    const Turn& earlier = history_[entry];
    if (situational && earlier.to_move != next_to_move) return true;
    // A hash hit is confirmed on the whole board (rare: real repetitions).
    if (!have_board) {
      Board copy = board_;
      copy.play(point, color);
      after = copy.pack();
      have_board = true;
    }
    repeated = earlier.board == after;
    return !repeated;  // one confirmed repetition is enough
  });
  return repeated;
}

Legality Game::check(Move move) const {
  const Turn& now = current();
  if (now.phase == Phase::Ended) return Legality::GameOver;
  if (move.is_pass()) return Legality::Legal;
  if (!board_.is_on_board(move.point)) return Legality::OffBoard;
  const MoveEffect effect = board_.analyze(move.point, move.color);
  if (effect.occupied) return Legality::Occupied;
  if (effect.suicide) {
    if (rules_.suicide_rule == SuicideRule::Forbidden) return Legality::Suicide;
    if (rules_.suicide_rule == SuicideRule::MultiStoneOnly && effect.single_stone_suicide)
      return Legality::Suicide;
  }
  if (now.ko_point == move.point && now.ko_forbidden == move.color) return Legality::Ko;
  if (rules_.ko_rule != KoRule::Simple &&
      repeats_earlier_position(move.point, move.color, effect.hash_after))
    return Legality::Superko;
  return Legality::Legal;
}

int Game::legal_points(Color color, std::span<Point> out) const {
  int count = 0;
  for (int y = 0; y < board_.height(); ++y) {
    for (int x = 0; x < board_.width(); ++x) {
      const Point p = board_.point(x, y);
      if (board_.at(p) != Color::Empty || check({color, p}) != Legality::Legal) continue;
      if (static_cast<std::size_t>(count) < out.size()) out[static_cast<std::size_t>(count)] = p;
      ++count;
    }
  }
  return count;
}

void Game::apply_end_of_game(Turn& turn, bool is_pass) const {
  if (!is_pass) {
    // Long cycles under simple ko (J89 art. 12, Korean practice, Chinese art. 20):
    // the third occurrence of the same board and player to move with no pass
    // in between ends the game. Superko rules make such cycles impossible.
    return;
  }
  if (turn.consecutive_passes < 2) return;
  switch (rules_.game_end) {
    case GameEnd::Final:
      turn.phase = Phase::Ended;
      turn.end_reason = EndReason::TwoPasses;
      return;
    case GameEnd::ResumeByPlay:
      turn.phase = Phase::Stopped;
      turn.end_reason = EndReason::TwoPasses;
      break;
    case GameEnd::ResumeThenAllAlive:
      // AGA (BGA summary) / NZ: "If the first two moves of a resumption are
      // pass, then the game ends with all stones remaining on the board".
      if (turn.turns_since_resume == 2) {
        turn.phase = Phase::Ended;
        turn.end_reason = EndReason::AllAliveAfterResumption;
        return;
      }
      turn.phase = Phase::Stopped;
      turn.end_reason = EndReason::TwoPasses;
      break;
    case GameEnd::ResumeOnceThenFinal:
      // WMSG 2008: play resumes "to the second succession of two passes".
      if (turn.stops >= 1) {
        turn.phase = Phase::Ended;
        turn.end_reason = EndReason::SecondDoublePass;
        return;
      }
      turn.phase = Phase::Stopped;
      turn.end_reason = EndReason::TwoPasses;
      break;
  }
  ++turn.stops;
  turn.turns_since_resume = -1;
}

Legality Game::play(Move move) {
  const Legality legality = check(move);
  if (legality != Legality::Legal) return legality;
  apply(move);
  return Legality::Legal;
}

Legality Game::play_unchecked(Move move) {
  const Legality legality = check(move);
  if (legality == Legality::Occupied || legality == Legality::OffBoard) return legality;
  // check() answers GameOver before looking at the point.
  if (legality == Legality::GameOver && !move.is_pass() &&
      (!board_.is_on_board(move.point) || board_.at(move.point) != Color::Empty))
    return board_.is_on_board(move.point) ? Legality::Occupied : Legality::OffBoard;
  apply(move);
  return legality;
}

void Game::apply(Move move) {
  Turn next = current();
  next.move = move;
  next.is_setup = false;
  if (next.phase != Phase::Playing) {
    // Any turn after a stop resumes play (J89 art. 9.3, AGA, NZ, WMSG); only
    // play_unchecked() gets here after the end of the game, and resumes too.
    next.phase = Phase::Playing;
    next.end_reason = EndReason::None;
    next.consecutive_passes = 0;
    next.turns_since_resume = 0;
  }
  if (next.turns_since_resume >= 0) ++next.turns_since_resume;
  const std::size_t mover = static_cast<std::size_t>(color_index(move.color));
  if (move.is_pass()) {
    ++next.passes[mover];
    ++next.consecutive_passes;
    if (next.first_passer == Color::Empty) next.first_passer = move.color;
    next.last_passer = move.color;
    next.ko_point = kNoPoint;
    next.ko_forbidden = Color::Empty;
    next.last_pass_entry = static_cast<std::uint32_t>(history_.size());
  } else {
    const MoveEffect effect = board_.play(move.point, move.color);
    next.captures[mover] += effect.captured_stones;
    // A suicided chain counts as captured by the opponent (Tromp-Taylor rule 7, NZ).
    if (effect.suicide) next.captures[1 - mover] += effect.suicided_stones;
    next.consecutive_passes = 0;
    next.ko_point = effect.ko_point;
    next.ko_forbidden = effect.ko_point == kNoPoint ? Color::Empty : opponent(move.color);
  }
  next.to_move = opponent(move.color);
  next.board = board_.pack();
  next.hash = board_.hash();
  apply_end_of_game(next, move.is_pass());
  push(next);
  if (!move.is_pass() && rules_.ko_rule == KoRule::Simple && occurrences_since_last_pass() >= 3) {
    history_.back().phase = Phase::Ended;
    history_.back().end_reason = EndReason::LongCycle;
  }
}

int Game::occurrences_since_last_pass() const {
  const Turn& now = current();
  int count = 0;
  // Newest first: the walk ends at the first entry before the latest pass, so its cost
  // does not grow with the game (a pass storm repeats one board thousands of times).
  index_.for_each_match(now.hash, [&](std::uint32_t entry) {
    if (entry < now.last_pass_entry) return false;
    const Turn& earlier = history_[entry];
    if (earlier.to_move == now.to_move && earlier.board == now.board) ++count;
    return true;
  });
  return count;
}

int Game::undoable_turns() const {
  return static_cast<int>(history_.size() - 1 - current().setup_entry);
}

bool Game::undo() {
  if (history_.size() < 2 || history_.back().is_setup) return false;
  history_.pop_back();
  index_.pop();
  board_ = Board::unpack(history_.back().board, board_.width(), board_.height());
  return true;
}

bool Game::place_handicap(std::span<const Point> points) {
  if (!board_.is_empty() || history_.size() != 1) return false;
  for (Point p : points) {
    if (!board_.is_on_board(p) || board_.at(p) != Color::Empty) return false;
  }
  Board placed = board_;
  for (Point p : points) placed.set_stone(p, Color::Black);
  board_ = placed;
  Turn initial = history_.front();
  initial.board = board_.pack();
  initial.hash = board_.hash();
  initial.to_move = points.empty() ? Color::Black : Color::White;
  history_.clear();
  index_.clear();
  push(initial);
  handicap_stones_ = static_cast<int>(points.size());
  return true;
}

bool Game::setup(std::span<const Point> black, std::span<const Point> white, std::span<const Point> empty,
                 Color to_move) {
  Board edited = board_;
  for (auto [points, color] : {std::pair{empty, Color::Empty}, std::pair{black, Color::Black},
                               std::pair{white, Color::White}}) {
    for (Point p : points) {
      if (!edited.is_on_board(p)) return false;
      edited.set_stone(p, color);
    }
  }
  if (!edited.every_chain_has_liberty()) return false;
  board_ = edited;
  Turn next = current();
  next.move = Move{Color::Empty, kNoPoint};
  next.is_setup = true;
  next.board = board_.pack();
  next.hash = board_.hash();
  next.to_move = to_move;
  next.ko_point = kNoPoint;
  next.ko_forbidden = Color::Empty;
  next.last_pass_entry = static_cast<std::uint32_t>(history_.size());
  next.setup_entry = static_cast<std::uint32_t>(history_.size());
  push(next);
  return true;
}

bool Game::set_to_move(Color color) {
  if (!history_.back().is_setup) return false;
  history_.back().to_move = color;
  return true;
}

int Game::last_removed(std::span<Point> out) const {
  if (history_.size() < 2 || current().is_setup || current().move.is_pass()) return 0;
  const Turn& before = history_[history_.size() - 2];
  const Turn& after = current();
  int count = 0;
  // A suicided stone was placed and removed by the same move: the boards
  // before and after do not show it, so it is named explicitly.
  const Point played = after.move.point;
  for (int y = 0; y < board_.height(); ++y) {
    for (int x = 0; x < board_.width(); ++x) {
      const Point p = board_.point(x, y);
      const Color was = before.board.get(p);
      const bool removed = (was == Color::Black || was == Color::White) || p == played;
      if (removed && after.board.get(p) == Color::Empty) {
        if (static_cast<std::size_t>(count) < out.size()) out[static_cast<std::size_t>(count)] = p;
        ++count;
      }
    }
  }
  return count;
}

}  // namespace goref::core
