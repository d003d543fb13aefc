// A local life-and-death reader for the chains the playouts leave undecided.
//
// Random playouts judge most of a finished board well, but they settle a
// capturing race or an eye shape by chance: a squared four, a group whose
// only eye space the opponent can fill, a race one liberty apart come out
// near 50/50. For such a chain, goref reads the fight exactly inside a small
// local area: the chain, the empty points and weak stones around it, up to
// the stones that are clearly alive (the walls). The attacker wins by
// capturing the chain; the defender wins by making two eyes the chain
// surrounds alone (Benson's pass-alive shape), by capturing a wall (an
// escape), or when both sides pass with the chain still on the board (a seki
// counts as alive, as in every ruleset).
//
// The fight is read twice, each side moving first. A chain captured even
// when its owner moves first is dead; a chain that survives even when the
// attacker moves first is alive; anything else (who moves first decides it,
// or the reading ran out of budget) is left to the playouts.
#pragma once

#include <cstdint>
#include <memory>

#include "core/board.h"
#include "scoring/status.h"

namespace goref::scoring {

enum class LocalVerdict : std::uint8_t { Unknown, Alive, Dead };

struct LifeSearchLimits {
  int max_empty_points = 24;  // empty points of the local area
  int max_stones = 48;        // stones of the local area
  int node_budget = 20000;  // per reading, each side first
  int max_depth = 40;         // plies
};

class LifeSearch {
 public:
  LifeSearch();
  ~LifeSearch();
  LifeSearch(const LifeSearch&) = delete;
  LifeSearch& operator=(const LifeSearch&) = delete;

  // Reads the chain through `target`. `strong[p]` marks the stones that are
  // clearly alive (walls): the local area stops at the opponent's; a strong
  // stone of the target's own colour inside the area means the chain is
  // connected to a living group, and nothing is read (Unknown).
  LocalVerdict read(const core::Board& board, core::Point target, const PointMap<bool>& strong,
                    const LifeSearchLimits& limits = {});

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace goref::scoring
