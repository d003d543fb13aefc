// One side's clock in a game, charged with the wall time measured at the
// pipe around each genmove. The four systems of TimeControl; a move that
// overruns what the clock allows by no more than the margin is charged as if
// it had used exactly what was allowed (fastchess and cutechess forgive the
// same way), a larger overrun loses on time.
#pragma once

#include <optional>

#include "match/config.h"

namespace goref::match {

struct TimeLeft {
  int seconds = 0;  ///< GTP time_left's time (whole seconds, rounded down)
  int stones = 0;   ///< 0 in main time; stones (Canadian) or periods (Japanese, as kgsGtp) in byo-yomi
};

class GameClock {
 public:
  explicit GameClock(const TimeControl& time);

  bool running() const { return time_.kind != ClockKind::None; }

  /// Seconds the next move may take without losing on time (margin not
  /// included); nullopt without a clock.
  std::optional<double> allowed() const;

  /// Charges one move of `seconds`; false if that loses on time (the overrun
  /// beyond `allowed()` is more than `margin` seconds).
  bool charge(double seconds, double margin);

  /// What to send with time_left before the next move.
  TimeLeft time_left() const;
  /// Seconds left as SGF's BL/WL write them: main time, else the current period's time.
  double seconds_left() const;

  /// Seconds charged so far (the whole wall time of the side's moves).
  double used() const { return used_; }

 private:
  TimeControl time_;
  double main_left_ = 0;
  double period_left_ = 0;  // Canadian: time left in the current period
  int stones_left_ = 0;     // Canadian: moves left in the current period
  int periods_left_ = 0;    // Japanese
  double used_ = 0;
};

}  // namespace goref::match
