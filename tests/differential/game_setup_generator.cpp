#include "game_setup_generator.h"

#include <array>
#include <string_view>

namespace goref::differential {

namespace {

void random_position(FuzzRandom& random, GameSetup& setup, int percent_each) {
  setup.start.assign(static_cast<std::size_t>(setup.width * setup.height), 0);
  for (auto& cell : setup.start) {
    const int r = random.below(100);
    cell = r < percent_each ? 1 : r < 2 * percent_each ? 2 : 0;
  }
  remove_dead_chains(setup.start, setup.width, setup.height);
}

}  // namespace

void place_triple_ko(Grid& grid, int width, int left, int top) {
  static constexpr std::array<std::string_view, 7> kRows{".......", "OOOOOOO", "OXO.O.O", "X.XOXOX",
                                                         "XXXXXXX", "OOOOOOO", "......."};
  for (int y = 0; y < 7; ++y) {
    for (int x = 0; x < 7; ++x) {
      const char c = kRows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
      grid[static_cast<std::size_t>((top + y) * width + left + x)] = c == 'X' ? 1 : c == 'O' ? 2 : 0;
    }
  }
}

GameSetup random_game_setup(FuzzRandom& random) {
  GameSetup setup;
  const int size_pick = random.below(100);
  if (size_pick < 94) {
    // 2x2 .. 7x7, small sizes a little more often (short games, dense kos);
    // one game in eleven on a rectangle.
    static constexpr std::array<int, 6> kWeights{10, 16, 18, 20, 16, 14};
    int pick = random.below(94);
    int size = 2;
    for (int w : kWeights) {
      if (pick < w) break;
      pick -= w;
      ++size;
    }
    setup.width = size;
    setup.height = random.chance(1, 11) ? 2 + random.below(6) : size;
  } else {
    setup.width = setup.height = 19;
  }
  setup.rules.ko_rule = static_cast<core::KoRule>(random.below(3));
  setup.rules.suicide_rule = static_cast<core::SuicideRule>(random.below(3));
  setup.rules.game_end = static_cast<core::GameEnd>(random.below(4));

  const int start = random.below(100);
  const bool big = setup.width == 19;
  if (setup.width >= 7 && setup.height >= 7 && start < 15) {
    setup.start.assign(static_cast<std::size_t>(setup.width * setup.height), 0);
    place_triple_ko(setup.start, setup.width, random.below(setup.width - 6), random.below(setup.height - 6));
    setup.to_move = core::Color::Black;
  } else if (start < (big ? 45 : 60)) {
    setup.start.clear();
    setup.to_move = core::Color::Black;
  } else {
    random_position(random, setup, big ? 25 : 28 + random.below(14));
    setup.to_move = random.chance(1, 2) ? core::Color::Black : core::Color::White;
  }
  return setup;
}

}  // namespace goref::differential
