// Benson's unconditional life ("pass-alive"): chains that can never be
// captured even if their owner always passes, and the empty (or opponent
// occupied) regions they enclose so tightly that the opponent can never live
// there. Follows KataGo's calculateArea modes (see
// ../shared/data/katago, testboardarea records), so its maps can be checked
// point by point against KataGo's output.
#pragma once

#include "core/board.h"
#include "scoring/status.h"

namespace goref::scoring {

struct AreaOptions {
  // KataGo's flags. All false: strict Benson (pass-alive stones and the small
  // regions they enclose).
  bool non_pass_alive_stones = false;   // unclaimed stones count for their colour
  bool safe_big_territories = false;    // + one-colour regions bordered only by pass-alive chains
  bool unsafe_big_territories = false;  // + every one-colour region
  bool multi_stone_suicide_legal = false;
};

// out[p] = Black / White where p is that colour's area under `options`,
// Empty elsewhere (walls: Empty).
void calculate_area(const core::Board& board, const AreaOptions& options, PointMap<core::Color>& out);

// Strict Benson for both colours. alive[p]: p holds a pass-alive stone.
// territory[p] = colour whose pass-alive territory contains p (empty points
// and the opponent stones inside, which are then unconditionally dead).
struct PassAlive {
  PointMap<bool> alive{};
  PointMap<core::Color> territory{};
};
void pass_alive(const core::Board& board, bool multi_stone_suicide_legal, PassAlive& out);

}  // namespace goref::scoring
