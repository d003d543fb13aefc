#pragma once

// goref check: verify whole collections of SGF game records.
//
// For each game of each input (SGF files, directories searched recursively, and .tar.gz /
// .tar.xz / .tar.bz2 / .tar / .zip archives of SGF): replay it under its RU (or the
// override), list every illegal move (move number, colour, vertex, reason) and, for
// counted games, recompute the result and compare it with RE. Output: one line per
// finding and a summary table (human), or one JSON object per game and a summary object
// (--json). docs/check.md describes every field.
//
// The command line and the exit status belong to src/app; this module takes parsed
// options and answers with a summary.

#include <array>
#include <atomic>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"

namespace goref::check {

// Which counted games get their result recomputed.
enum class ResultChecks : std::uint8_t {
  All,     // markup dead stones when present, otherwise goref's dead-stone analysis
  Markup,  // only games with TB/TW markup
  None,
};

struct CheckOptions {
  std::vector<std::string> paths;
  bool json = false;
  int jobs = 1;                          // threads that check games (1: everything on one thread)
  std::optional<std::string> rules;      // --rules: overrides every RU
  std::string default_rules = "chinese"; // --default-rules: games without a usable RU
  ResultChecks results = ResultChecks::All;
  bool progress = false;                 // draw a progress bar on the error stream
  bool list_all = false;                 // human output: a line for every game, not only problems
  // --shard I/N: only the inputs at positions I, I+N, I+2N, ... of the expanded, sorted
  // list (an archive is one input); N processes together check everything once.
  int shard_index = 0;
  int shard_count = 1;
  // Set by a signal handler (SIGINT, SIGTERM): no further input is read; the games already
  // read are finished and printed whole, then the summary, marked interrupted.
  const std::atomic<bool>* stop = nullptr;
};

// What to tell a verdict by.
enum class ResultVerdict : std::uint8_t {
  Match,        // recomputed = RE
  Mismatch,     // recomputed != RE
  NotCounted,   // RE is no count (resignation, time, forfeit, void, unknown) or absent
  Unfinished,   // RE is a count but the record neither ends with two passes nor has TB/TW markup
  NoKomi,       // KM absent or unreliable (Fox's scaled KM)
  IllegalMoves, // the game has illegal moves: its count proves nothing
  NoScore,      // goref cannot score the position (no result under the rules, scoring unavailable)
  Skipped,      // --results markup/none
};
inline constexpr std::size_t kVerdicts = 8;
std::string_view to_string(ResultVerdict verdict);

struct CheckSummary {
  std::uint64_t inputs = 0;           // paths found: SGF files and archives
  std::uint64_t archives = 0;
  std::uint64_t sgf_files = 0;        // SGF files read, archive entries included
  std::uint64_t games = 0;            // game records read
  std::uint64_t moves = 0;            // moves replayed, passes included
  std::uint64_t passed = 0;           // games without any problem
  std::uint64_t illegal_games = 0;
  std::uint64_t illegal_moves = 0;
  std::array<std::uint64_t, 8> illegal_by_reason{};  // indexed by core::Legality
  std::uint64_t result_mismatches = 0;
  std::array<std::uint64_t, kVerdicts> verdicts{};   // indexed by ResultVerdict
  std::uint64_t counted_results = 0;  // games whose RE is a count
  std::uint64_t unreadable_files = 0; // SGF that does not parse (every game of the file lost)
  std::uint64_t broken_games = 0;     // games that cannot be replayed (setup without liberties)
  std::uint64_t games_with_warnings = 0;
  std::uint64_t io_errors = 0;        // paths that cannot be read, broken archives
  double seconds = 0;                 // wall time
  bool interrupted = false;           // CheckOptions::stop cut the run short
  int threads = 1;

  // Problems found in the data (exit status 1).
  [[nodiscard]] bool problems() const {
    return illegal_games + result_mismatches + unreadable_files + broken_games > 0;
  }
};

// Runs the check. Findings and the summary go to `out` (human text, or JSON lines); the
// progress bar and I/O error messages to `err`. Throws std::invalid_argument for bad
// options (unknown rules, jobs < 1).
CheckSummary run_check(const CheckOptions& options, std::ostream& out, std::ostream& err);

}  // namespace goref::check
