// The playout policy of goref's dead-stone analysis: how each side moves in a
// random game played to the end from a finished position, so that the
// ownership of the final boards measures what is alive.
//
// The policy never fills its own eye, never plays inside its own quiet
// territory (no enemy stone within two points), never puts a chain into
// atari unless it is a lone stone or a nakade sacrifice of up to three stones
// deep inside the opponent's eye (so sekis survive), captures what the last
// moves left in atari (safe captures only: the capturing chain keeps two
// liberties, takes more than one stone, or is a lone stone taking a ko),
// saves its own chains the last move put in atari, and puts the opponent's
// last chain in atari when it has two liberties.
#pragma once

#include "core/types.h"
#include "scoring/playout_board.h"
#include "scoring/rng.h"
#include "scoring/status.h"

namespace goref::scoring {

struct PlayoutContext {
  // Colour whose one-colour empty region held the point at the start.
  PointMap<core::Color> home{};
  // When set, moves are played only on these points (a local reading).
  const PointMap<bool>* allowed = nullptr;
  // Take the vital point of a small eye space next to the last move.
  bool vital_points = false;
  // No nakade sacrifice where the capturing chain has another eye (a seki
  // reading: the sacrifice only hands the stones over). Off in the
  // whole-board playouts, where it measured worse: it keeps sekis the
  // players break as readily as it keeps the ones they count.
  bool no_futile_sacrifices = false;
  // Moves before a playout counts as caught in a cycle (0: three per point).
  int move_limit = 0;

  // Stones no move may capture: the chains the players agree alive or in
  // seki (score.h, AgreedStatus). An analysis that took them would decide
  // their neighbours for a board the players have ruled out.
  const PointMap<bool>* uncapturable = nullptr;

  void set_home(const PlayoutBoard& board);
  bool allows(core::Point p) const { return allowed == nullptr || (*allowed)[p]; }
  // `c` may play at p: an allowed point whose move takes no uncapturable chain.
  bool may_play(const PlayoutBoard& board, core::Point p, core::Color c) const {
    return allows(p) && (uncapturable == nullptr || !takes_uncapturable(board, p, c));
  }
  bool takes_uncapturable(const PlayoutBoard& board, core::Point p, core::Color c) const;
};

// The move of `c` (kPass when it has none), given the last two moves.
core::Point choose_move(const PlayoutBoard& board, const PlayoutContext& ctx, core::Color c, core::Point last,
                        core::Point previous, Rng& rng);

// Is `c` at p a move worth searching: an allowed empty point, legal, not
// filling c's own eye, no self-atari but a throw-in or a nakade sacrifice?
// The policy's random moves are these, minus the points inside c's own
// quiet territory (where a search may still find a vital point).
bool is_sensible_move(const PlayoutBoard& board, const PlayoutContext& ctx, core::Point p, core::Color c);

// Whose turn it is in a playout, and the last two moves (the policy answers
// them).
struct PlayoutTurn {
  core::Color to_move = core::Color::Black;
  core::Point last = core::kNoPoint;
  core::Point previous = core::kNoPoint;

  // `move` (a point or kPass) was just played by `to_move`.
  void after(core::Point move) {
    previous = last;
    last = move;
    to_move = core::opponent(to_move);
  }
};

// Plays the policy's move (or a pass) for `turn.to_move`; returns it.
core::Point play_policy_move(PlayoutBoard& board, const PlayoutContext& ctx, PlayoutTurn& turn, Rng& rng);

// Plays on from `board` to the end: two passes in a row (true), or a bound
// against long cycles reached (false): three moves per point of the board,
// or `move_limit` moves when it is set.
bool play_out(PlayoutBoard& board, const PlayoutContext& ctx, PlayoutTurn& turn, Rng& rng);

// Adds +1 / -1 per point owned by Black / White: stones, and empty regions
// bordered by one colour only.
void score_regions(const PlayoutBoard& board, PointMap<int>& owner_sum);

}  // namespace goref::scoring
