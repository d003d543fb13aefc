#include "check/progress.h"

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <string>

namespace goref::check {

ProgressBar::ProgressBar(std::ostream& err, bool enabled, std::uint64_t total_bytes)
    : err_(err), enabled_(enabled), total_bytes_(total_bytes), start_(std::chrono::steady_clock::now()), last_(start_) {}

void ProgressBar::update(std::uint64_t games, std::uint64_t bytes_done) {
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  draw(games, bytes_done, std::chrono::duration<double>(now - start_).count());
}

void ProgressBar::draw(std::uint64_t games, std::uint64_t bytes_done, double seconds) {
  constexpr int kWidth = 30;
  const double share = total_bytes_ > 0 ? std::min(1.0, static_cast<double>(bytes_done) / static_cast<double>(total_bytes_)) : 0.0;
  const int filled = static_cast<int>(share * kWidth);
  std::string bar(static_cast<std::size_t>(filled), '#');
  bar.append(static_cast<std::size_t>(kWidth - filled), '.');
  char line[160];
  const double rate = seconds > 0 ? static_cast<double>(games) / seconds : 0.0;
  if (share > 0.001) {
    const long eta = static_cast<long>(seconds * (1.0 - share) / share + 0.5);
    std::snprintf(line, sizeof line, "\r[%s] %3.0f%%  %llu games  %.0f games/s  ETA %ld:%02ld ", bar.c_str(),
                  share * 100, static_cast<unsigned long long>(games), rate, eta / 60, eta % 60);
  } else {
    std::snprintf(line, sizeof line, "\r[%s] %3.0f%%  %llu games  %.0f games/s  ETA -:-- ", bar.c_str(),
                  share * 100, static_cast<unsigned long long>(games), rate);
  }
  err_ << line << std::flush;
  drawn_ = true;
}

void ProgressBar::finish() {
  if (!enabled_ || !drawn_) return;
  err_ << "\r\033[K" << std::flush;
  drawn_ = false;
  last_ = start_;  // the next update redraws at once
}

}  // namespace goref::check
