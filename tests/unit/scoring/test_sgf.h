// A minimal SGF reader for the scoring tests: size, komi, rules, result,
// handicap, root setup, main-line moves and TB/TW markup (enough for the
// public test data; the real reader is src/sgf).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/types.h"

namespace goref::scoring::testing {

struct SgfMove {
  core::Color color = core::Color::Black;
  int x = -1;  // -1: pass
  int y = -1;  // from the top
};

struct SgfGame {
  int size = 19;
  double komi = 0;
  int handicap = 0;
  std::string rules;
  std::string result;
  std::vector<std::pair<int, int>> black_setup;
  std::vector<std::pair<int, int>> white_setup;
  std::vector<SgfMove> moves;
  std::vector<std::pair<int, int>> tb;  // union over nodes after the last move
  std::vector<std::pair<int, int>> tw;
};

std::optional<SgfGame> read_sgf_file(const std::string& path);

// Setup stones then moves (with captures, suicide removing the mover's chain).
core::Board replay(const SgfGame& game, std::size_t move_limit = static_cast<std::size_t>(-1));

}  // namespace goref::scoring::testing
