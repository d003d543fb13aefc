// goref's core::Game and the ReferenceGame side by side: every action is run
// on both and everything observable is compared — the verdict and its reason,
// Board::analyze's prediction, captures, the resulting position, the hash
// (incremental against recomputed from the keys), whose turn, passes, phase,
// history length, the stones removed, and after an undo the exact state goref
// had before the undone turn.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"
#include "fuzz_action.h"
#include "fuzz_stats.h"
#include "reference_game.h"

namespace goref::differential {

class DifferentialSession {
 public:
  explicit DifferentialSession(const GameSetup& setup);

  // Runs `action` on both sides. Returns "" when they agree, else what differs.
  // `deep` adds the expensive comparisons: every point's verdict for both
  // colours (legal_points) and every chain's size and liberties.
  std::string step(const Action& action, bool deep);

  const ReferenceGame& reference() const { return reference_; }
  const core::Game& game() const { return game_; }
  std::uint64_t positions() const { return positions_; }

  // Adds this session's counts (one game) to `stats`.
  void flush(FuzzStats& stats) const;

 private:
  struct Snapshot {
    core::Turn turn;
    core::Board board;
  };
  enum Event : std::size_t {
    kCapture,
    kMultiStoneSuicide,
    kSingleStoneSuicide,
    kOutOfTurn,
    kPassPlayed,
    kUndo,
    kUndoRefused,
    kStop,
    kEndTwoPasses,
    kEndAllAlive,
    kEndSecondDoublePass,
    kEndLongCycle,
    kOffBoardProbe,
    kDeepCheck,
    kResumption,
    kKoCapture,
    kSuperkoBySuicide,
    kSuperkoByCapture,
    kSuperkoByPlainMove,
    kLiteralKoWithoutCapture,
    kEventCount,
  };
  static constexpr std::array<const char*, kEventCount> kEventNames{
      "legal_captures",    "multi_stone_suicides", "single_stone_suicides", "out_of_turn_moves",
      "passes",            "undos",                "undos_refused",         "stops",
      "ended_two_passes",  "ended_all_alive",      "ended_second_double_pass", "ended_long_cycle",
      "off_board_probes",  "deep_checks",          "resumptions",           "ko_captures",
      "superko_verdicts_suicide", "superko_verdicts_capture", "superko_verdicts_plain_move",
      "suicide_repeating_board_before_opponent_suicide"};

  core::Point to_point(int x, int y) const;
  std::string compare_move(const Action& action, core::Legality& verdict);
  std::string compare_state(bool deep) const;
  std::string compare_deep() const;
  std::string compare_to_snapshot(const Snapshot& snapshot) const;
  void count_position(core::Phase before);

  GameSetup setup_;
  core::Game game_;
  ReferenceGame reference_;
  std::vector<Snapshot> before_turn_;  // goref's state before each turn still on the history
  std::uint64_t positions_ = 0;
  std::uint64_t verdicts_ = 0;
  std::array<std::uint64_t, 7> verdict_counts_{};
  std::array<std::uint64_t, kEventCount> events_{};
};

// The hash goref's keys give `grid` (from scratch).
std::uint64_t grid_hash(const Grid& grid, const core::Board& shape);

}  // namespace goref::differential
