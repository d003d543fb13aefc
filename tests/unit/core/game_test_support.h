// Shared by the core game tests: moves written as in the rules book.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "rules/registry.h"

namespace goref::core::testing {

inline Ruleset preset_rules(std::string_view name) { return rules::preset(name).rules; }

// "b B3" style moves on a board of the game's size, rows from the bottom.
inline Move move_of(const Game& game, std::string_view text) {
  const Color color = text[0] == 'b' ? Color::Black : Color::White;
  const std::string_view vertex = text.substr(2);
  if (vertex == "pass") return {color, kPass};
  static constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  const int x = static_cast<int>(kColumns.find(vertex[0]));
  const int row = std::stoi(std::string(vertex.substr(1)));
  return {color, game.board().point(x, game.board().height() - row)};
}

inline void play_all(Game& game, const std::vector<std::string_view>& moves) {
  for (std::string_view m : moves) ASSERT_EQ(game.play(move_of(game, m)), Legality::Legal) << m;
}

}  // namespace goref::core::testing
