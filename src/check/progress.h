#pragma once

// The progress bar of goref check: one line on the error stream, redrawn at most ten
// times a second: games done, games/s, share of the input read, ETA. Only drawn when the
// caller says so (src/app decides: the error stream is a terminal).

#include <chrono>
#include <cstdint>
#include <iosfwd>

namespace goref::check {

class ProgressBar {
 public:
  ProgressBar(std::ostream& err, bool enabled, std::uint64_t total_bytes);
  // Called after each input text; cheap when nothing is drawn.
  void update(std::uint64_t games, std::uint64_t bytes_done);
  // Erases the line (before other output, and at the end); the next update redraws it.
  void finish();

 private:
  void draw(std::uint64_t games, std::uint64_t bytes_done, double seconds);

  std::ostream& err_;
  bool enabled_;
  bool drawn_ = false;
  std::uint64_t total_bytes_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_;
};

}  // namespace goref::check
