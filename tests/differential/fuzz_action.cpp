#include "fuzz_action.h"

#include <string_view>

namespace goref::differential {

namespace {

std::string vertex(int x, int y, int width, int height) {
  static constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  if (x < 0 || y < 0 || x >= width || y >= height) {
    return "(" + std::to_string(x) + "," + std::to_string(y) + ")";
  }
  return std::string(1, kColumns[static_cast<std::size_t>(x)]) + std::to_string(height - y);
}

}  // namespace

std::string format_action(const Action& action, int width, int height) {
  const std::string colour = action.color == core::Color::Black ? "b" : "w";
  switch (action.kind) {
    case ActionKind::Play: return colour + " " + vertex(action.x, action.y, width, height);
    case ActionKind::Probe: return "probe " + colour + " " + vertex(action.x, action.y, width, height);
    case ActionKind::Pass: return colour + " pass";
    case ActionKind::Undo: return "undo";
  }
  return "?";
}

std::vector<std::string> format_grid(const Grid& grid, int width, int height) {
  std::vector<std::string> rows;
  for (int y = 0; y < height; ++y) {
    std::string row;
    for (int x = 0; x < width; ++x) {
      const std::uint8_t v = grid.empty() ? 0 : grid[static_cast<std::size_t>(y * width + x)];
      row += v == 1 ? 'X' : v == 2 ? 'O' : '.';
    }
    rows.push_back(row);
  }
  return rows;
}

std::string format_rules(const core::Ruleset& rules) {
  return "ko=" + core::to_string(rules.ko_rule) + " suicide=" + core::to_string(rules.suicide_rule) +
         " end=" + core::to_string(rules.game_end);
}

}  // namespace goref::differential
