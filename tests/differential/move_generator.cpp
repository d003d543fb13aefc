#include "move_generator.h"

#include <array>

namespace goref::differential {

using core::Color;

namespace {

template <std::size_t N>
int pick_weighted(FuzzRandom& random, const std::array<int, N>& weights) {
  int total = 0;
  for (int w : weights) total += w;
  int r = random.below(total);
  for (std::size_t i = 0; i < N; ++i) {
    if (r < weights[i]) return static_cast<int>(i);
    r -= weights[i];
  }
  return 0;
}

bool at_empty(const ReferenceGame& game, int cell) {
  return game.current().grid[static_cast<std::size_t>(cell)] == 0;
}

}  // namespace

MoveGenerator::MoveGenerator(FuzzRandom& random, const GameSetup& setup)
    : random_(random), width_(setup.width), height_(setup.height) {
  const int points = width_ * height_;
  max_actions_ = points >= 361 ? 100 + random_.below(400) : 20 + random_.below(20 + points * 8);
  static constexpr std::array<int, 5> kPass{0, 10, 40, 100, 250};
  static constexpr std::array<int, 4> kUndo{0, 20, 60, 150};
  pass_per_mille_ = kPass[static_cast<std::size_t>(random_.below(5))];
  undo_per_mille_ = kUndo[static_cast<std::size_t>(random_.below(4))];
  storm_per_mille_ = random_.chance(1, 3) ? 30 : 5;
  out_of_turn_per_mille_ = random_.chance(1, 4) ? 40 : 0;
  probes_ = random_.below(3);
  deep_one_in_ = points <= 25 ? 6 : points <= 49 ? 12 : 500;
}

bool MoveGenerator::deep_check() { return random_.below(deep_one_in_) == 0; }

void MoveGenerator::off_board(const ReferenceGame& game, int& x, int& y) {
  // Never (0,-1) or (-1,-1): in goref's padded layout those are kPass and kNoPoint.
  switch (random_.below(5)) {
    case 0: x = -1; y = random_.below(game.height()); break;
    case 1: x = game.width(); y = random_.below(game.height()); break;
    case 2: x = random_.below(game.width()); y = game.height(); break;
    case 3: x = 1 + random_.below(game.width()); y = -1; break;
    default: x = 1000 + random_.below(50); y = random_.below(30); break;
  }
}

bool MoveGenerator::pick_point(const ReferenceGame& game, Color color, int& x, int& y) {
  const Grid& grid = game.current().grid;
  const int w = width_;
  const int h = height_;
  const std::uint8_t mine = color == Color::Black ? 1 : 2;
  std::vector<int> candidates;
  auto add_if_empty = [&](int cx, int cy) {
    if (cx >= 0 && cy >= 0 && cx < w && cy < h && grid[static_cast<std::size_t>(cy * w + cx)] == 0)
      candidates.push_back(cy * w + cx);
  };
  // near, recapture, atari, eye, replay, random, occupied, off board
  static constexpr std::array<int, 8> kWeights{26, 24, 18, 7, 14, 8, 2, 1};
  const int kind = pick_weighted(random_, kWeights);
  switch (kind) {
    case 0: {  // near the last two board plays
      for (std::size_t back = 1; back <= 2 && back <= played_.size(); ++back) {
        const int c = played_[played_.size() - back];
        for (int dy = -2; dy <= 2; ++dy)
          for (int dx = -2; dx <= 2; ++dx)
            if (std::abs(dx) + std::abs(dy) <= 2) add_if_empty(c % w + dx, c / w + dy);
      }
      break;
    }
    case 1: {  // points the last two board plays emptied (passes between them skipped)
      const auto& history = game.history();
      int plays = 0;
      for (std::size_t i = history.size(); i-- > 0 && plays < 2;) {
        if (history[i].kind != TurnKind::Play) continue;
        ++plays;
        for (int c : history[i].removed) add_if_empty(c % w, c / w);
      }
      break;
    }
    case 2: {  // last liberties of chains in atari, either colour
      std::vector<bool> seen(grid.size(), false);
      for (int c = 0; c < w * h; ++c) {
        if (grid[static_cast<std::size_t>(c)] == 0 || seen[static_cast<std::size_t>(c)]) continue;
        const auto chain = ReferenceGame::chain_at(grid, w, h, c);
        for (int s : chain.stones) seen[static_cast<std::size_t>(s)] = true;
        if (chain.liberties.size() == 1) candidates.push_back(chain.liberties[0]);
      }
      break;
    }
    case 3: {  // eyes: empty points whose neighbours are all one colour
      for (int c = 0; c < w * h; ++c) {
        if (grid[static_cast<std::size_t>(c)] != 0) continue;
        std::uint8_t seen_colour = 0;
        bool eye = true;
        const int cx = c % w;
        const int cy = c / w;
        for (auto [dx, dy] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
          const int nx = cx + dx;
          const int ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const std::uint8_t v = grid[static_cast<std::size_t>(ny * w + nx)];
          if (v == 0 || (seen_colour != 0 && v != seen_colour)) eye = false;
          seen_colour = v;
        }
        // Own eyes twice as often as the opponent's.
        if (eye) {
          candidates.push_back(c);
          if (seen_colour == mine) candidates.push_back(c);
        }
      }
      break;
    }
    case 4: {  // replay an earlier point of the same colour's rhythm
      const std::size_t back = 2 * static_cast<std::size_t>(1 + random_.below(4));
      if (played_.size() >= back) {
        const int c = played_[played_.size() - back];
        add_if_empty(c % w, c / w);
      }
      break;
    }
    case 6: {  // an occupied point
      for (int c = 0; c < w * h; ++c)
        if (grid[static_cast<std::size_t>(c)] != 0) candidates.push_back(c);
      break;
    }
    case 7:
      off_board(game, x, y);
      return true;
    default:
      break;
  }
  if (candidates.empty()) {
    for (int c = 0; c < w * h; ++c)
      if (grid[static_cast<std::size_t>(c)] == 0) candidates.push_back(c);
  }
  if (candidates.empty()) return false;
  const int c = candidates[static_cast<std::size_t>(random_.below(static_cast<int>(candidates.size())))];
  x = c % w;
  y = c / w;
  return true;
}

bool MoveGenerator::next(const ReferenceGame& game, Action& action) {
  // The points of the board plays still on the history, oldest first.
  played_.clear();
  for (const auto& entry : game.history()) {
    if (entry.kind == TurnKind::Play) played_.push_back(entry.cell);
  }
  if (!queued_.empty()) {
    action = queued_.front();
    queued_.pop_front();
    return true;
  }
  if (actions_++ >= max_actions_) return false;
  const Color to_move = game.current().to_move;

  if (game.current().phase == core::Phase::Ended) {
    // After the end: a probe or a pass (game over), then undo a few turns or stop.
    if (random_.chance(1, 3)) return false;
    int x = 0;
    int y = 0;
    if (pick_point(game, to_move, x, y)) queued_.push_back({ActionKind::Probe, to_move, x, y});
    queued_.push_back({ActionKind::Pass, to_move, 0, 0});
    for (int i = 1 + random_.below(3); i > 0; --i) queued_.push_back({ActionKind::Undo, to_move, 0, 0});
    action = queued_.front();
    queued_.pop_front();
    return true;
  }
  if (random_.below(1000) < storm_per_mille_) {
    // A storm: a long run of passes (by alternating or by the same colour), or of undos.
    if (random_.chance(1, 2)) {
      const bool alternate = random_.chance(3, 4);
      Color c = to_move;
      for (int i = 2 + random_.below(7); i > 0; --i) {
        queued_.push_back({ActionKind::Pass, c, 0, 0});
        if (alternate) c = core::opponent(c);
      }
    } else {
      for (int i = 1 + random_.below(30); i > 0; --i) queued_.push_back({ActionKind::Undo, to_move, 0, 0});
    }
    action = queued_.front();
    queued_.pop_front();
    return true;
  }
  if (random_.below(1000) < undo_per_mille_) {
    action = {ActionKind::Undo, to_move, 0, 0};
    return true;
  }
  // Right after a single-stone capture, or a few passes after it, the recapture
  // half of the time: a ko (refused as "ko" unless a pass came between), a
  // snapback, or an ordinary capture.
  const auto& history = game.history();
  std::size_t last_play = history.size() - 1;
  while (last_play > 0 && history.size() - last_play < 4 && history[last_play].kind == TurnKind::Pass) --last_play;
  const ReferenceEntry& last = history[last_play];
  if (last.kind == TurnKind::Play && last.removed.size() == 1 && last.removed[0] != last.cell &&
      at_empty(game, last.removed[0]) && random_.chance(1, 2)) {
    action = {random_.chance(1, 4) ? ActionKind::Probe : ActionKind::Play, to_move, last.removed[0] % width_,
              last.removed[0] / width_};
    return true;
  }
  const Color colour = random_.below(1000) < out_of_turn_per_mille_ ? core::opponent(to_move) : to_move;
  if (random_.below(1000) < pass_per_mille_) {
    action = {ActionKind::Pass, colour, 0, 0};
    return true;
  }
  for (int i = random_.below(probes_ + 1); i > 0; --i) {
    int x = 0;
    int y = 0;
    const Color probe_colour = random_.chance(1, 2) ? Color::Black : Color::White;
    if (pick_point(game, probe_colour, x, y)) queued_.push_back({ActionKind::Probe, probe_colour, x, y});
  }
  int x = 0;
  int y = 0;
  if (pick_point(game, colour, x, y)) {
    queued_.push_back({ActionKind::Play, colour, x, y});
  } else {
    queued_.push_back({ActionKind::Pass, colour, 0, 0});  // a full board
  }
  action = queued_.front();
  queued_.pop_front();
  return true;
}

}  // namespace goref::differential
