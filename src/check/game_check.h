#pragma once

// One SGF text (a file, or an archive entry) checked game by game, and its findings
// rendered as text or JSON lines. One GameChecker per thread: it reuses its core::Game.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "check/check.h"
#include "check/result.h"
#include "core/game.h"
#include "replay/replay.h"

namespace goref::check {

struct IllegalMoveReport {
  std::uint32_t number = 0;
  char color = 'B';
  std::string vertex;  // GTP form, "D4"
  std::string sgf;     // SGF form, "dp"
  core::Legality reason = core::Legality::Legal;
  bool played = false;  // false: skipped (occupied point)
};

struct GameReport {
  std::uint32_t index = 1;  // 1-based within the file
  std::optional<std::string> error;  // the game cannot be replayed
  int width = 19;
  int height = 19;
  std::string rules;
  replay::RulesOrigin rules_origin = replay::RulesOrigin::Fallback;
  std::optional<std::string> ru;
  double komi = 0;
  bool komi_from_record = false;
  int handicap = 0;
  std::uint32_t moves = 0;
  std::vector<IllegalMoveReport> illegal;
  std::optional<std::string> recorded_result;
  ResultVerdict verdict = ResultVerdict::NotCounted;
  std::string computed_result;  // Match / Mismatch: goref's count
  std::string result_method;    // "markup" or "analysis"
  std::string result_note;      // why it was not checked, in words
  // Recomputed results only (docs/scoring.md §3 "Certainty"): the uncertain
  // chains, the stones in an open ko, the range of results they span, the
  // result's certainty, why the board is unsettled.
  std::vector<std::string> uncertain_chains;
  std::vector<std::string> open_kos;
  std::string range_black;
  std::string range_white;
  bool winner_certain = true;
  std::vector<std::string> unsettled;
  std::vector<std::string> warnings;
};

// Where a text came from: a file, or an entry of an archive.
struct Source {
  std::string file;
  std::string entry;  // empty for a plain file
  [[nodiscard]] std::string label() const { return entry.empty() ? file : file + ":" + entry; }
};

// What checking one text produced: the rendered output and the counts to add up.
struct Outcome {
  std::string text;
  CheckSummary counts;
};

class GameChecker {
 public:
  explicit GameChecker(const CheckOptions& options);

  // Checks every game of `text`; appends the rendering to outcome.text and adds to
  // outcome.counts (sgf_files, games, moves, ...).
  void check_text(const Source& source, std::string_view text, Outcome& outcome);

 private:
  GameReport check_game(const sgf::GameRecord& record, std::uint32_t index);
  void compute_result(const sgf::GameRecord& record, GameReport& report);

  const CheckOptions& options_;
  replay::ReplaySettings settings_;
  core::Game game_;
  replay::Replay replay_;
};

// Renderings, exposed for tests.
std::string render_json(const Source& source, const GameReport& report);
std::string render_json_unreadable(const Source& source, std::string_view error);
std::string render_json_io_error(std::string_view path, std::string_view error);
// Human: one line per finding ("" for a game without any, unless list_all).
std::string render_human(const Source& source, const GameReport& report, std::uint32_t games_in_file, bool list_all);

}  // namespace goref::check
