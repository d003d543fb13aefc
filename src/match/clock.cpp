#include "match/clock.h"

#include <algorithm>
#include <cmath>

namespace goref::match {

GameClock::GameClock(const TimeControl& time) : time_(time) {
  main_left_ = time.main;
  period_left_ = time.byo_yomi;
  stones_left_ = time.stones;
  periods_left_ = time.periods;
}

std::optional<double> GameClock::allowed() const {
  switch (time_.kind) {
    case ClockKind::None: return std::nullopt;
    case ClockKind::Absolute:
    case ClockKind::Fischer: return std::max(0.0, main_left_);
    case ClockKind::Canadian: return main_left_ > 0 ? main_left_ + time_.byo_yomi : period_left_;
    case ClockKind::Japanese: return main_left_ + periods_left_ * time_.byo_yomi;
  }
  return std::nullopt;
}

bool GameClock::charge(double seconds, double margin) {
  used_ += seconds;
  const std::optional<double> limit = allowed();
  if (!limit) return true;
  if (seconds > *limit + margin) return false;
  double spent = std::min(seconds, *limit);
  switch (time_.kind) {
    case ClockKind::None: break;
    case ClockKind::Absolute: main_left_ -= spent; break;
    case ClockKind::Fischer: main_left_ = main_left_ - spent + time_.increment; break;
    case ClockKind::Canadian:
      if (main_left_ > 0) {
        if (spent <= main_left_) {
          main_left_ -= spent;
          break;
        }
        // The move that runs out of main time is the first of the first period.
        spent -= main_left_;
        main_left_ = 0;
        period_left_ = time_.byo_yomi;
        stones_left_ = time_.stones;
      }
      period_left_ -= spent;
      if (--stones_left_ <= 0) {
        period_left_ = time_.byo_yomi;
        stones_left_ = time_.stones;
      }
      break;
    case ClockKind::Japanese: {
      if (spent <= main_left_) {
        main_left_ -= spent;
        break;
      }
      spent -= main_left_;
      main_left_ = 0;
      // Every whole period the move outlasted is gone; the period it ended in
      // starts afresh for the next move (Japanese byo-yomi). A move that ends
      // exactly on a period's end has used that period up.
      const int used_periods = static_cast<int>(std::floor(spent / time_.byo_yomi));
      periods_left_ = std::max(periods_left_ - used_periods, 1);
      break;
    }
  }
  return true;
}

double GameClock::seconds_left() const {
  switch (time_.kind) {
    case ClockKind::None: return 0;
    case ClockKind::Absolute:
    case ClockKind::Fischer: return std::max(0.0, main_left_);
    case ClockKind::Canadian: return main_left_ > 0 ? main_left_ : std::max(0.0, period_left_);
    case ClockKind::Japanese: return main_left_ > 0 ? main_left_ : time_.byo_yomi;
  }
  return 0;
}

TimeLeft GameClock::time_left() const {
  TimeLeft left;
  const auto whole = [](double seconds) { return std::max(0, static_cast<int>(std::floor(seconds))); };
  switch (time_.kind) {
    case ClockKind::None: break;
    case ClockKind::Absolute:
    case ClockKind::Fischer: left.seconds = whole(main_left_); break;
    case ClockKind::Canadian:
      if (main_left_ > 0) {
        left.seconds = whole(main_left_);
      } else {
        left.seconds = whole(period_left_);
        left.stones = stones_left_;
      }
      break;
    case ClockKind::Japanese:
      if (main_left_ > 0) {
        left.seconds = whole(main_left_);
      } else {
        left.seconds = whole(time_.byo_yomi);
        left.stones = periods_left_;
      }
      break;
  }
  return left;
}

}  // namespace goref::match
