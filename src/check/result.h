#pragma once

// Game results as SGF writes them in RE (FF[4]: "B+3.5", "W+R", "0", "Void", "?") and as
// `final_score` answers ("B+3.5", "W+0.5", "0"), and the comparison of the two.

#include <optional>
#include <string_view>

namespace goref::check {

enum class ResultKind {
  Score,    // "B+3.5", "W+12", "B+3.50" (KGS)
  Draw,     // "0", "Draw", "Jigo", "D"
  Resign,   // "B+R", "W+Resign"
  Time,     // "B+T", "W+Time"
  Forfeit,  // "B+F", "W+Forfeit"
  Win,      // "B+", "W+" (winner only), or another reason ("W+Illegal")
  Void,     // "Void": no result
  Unknown,  // "?", or nothing recognisable
};

struct GameResult {
  ResultKind kind = ResultKind::Unknown;
  char winner = 0;      // 'B' or 'W' (Score, Resign, Time, Forfeit, Win)
  double margin = 0.0;  // Score only, > 0
};

// Reads RE or a final_score answer. Whitespace around is ignored, letters in any case.
GameResult parse_result(std::string_view text);

// A result decided by counting (Score or Draw): the ones goref can recompute.
inline bool is_counted(const GameResult& result) {
  return result.kind == ResultKind::Score || result.kind == ResultKind::Draw;
}

// Same winner and the same margin (to 1e-6); a Draw equals "B+0" / "W+0".
bool same_count(const GameResult& a, const GameResult& b);

}  // namespace goref::check
