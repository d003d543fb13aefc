#include "match/schedule.h"

#include <cstdio>

namespace goref::match {

std::vector<std::pair<int, int>> engine_pairings(const MatchConfig& config) {
  return engine_pairings(static_cast<int>(config.engines.size()), config.tournament);
}

std::vector<std::pair<int, int>> engine_pairings(int n, TournamentKind tournament) {
  std::vector<std::pair<int, int>> pairings;
  if (tournament == TournamentKind::Gauntlet) {
    for (int j = 1; j < n; ++j) pairings.emplace_back(0, j);
  } else {
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) pairings.emplace_back(i, j);
  }
  return pairings;
}

std::string game_id(int index) {
  char buffer[24];
  std::snprintf(buffer, sizeof buffer, "%06d", index + 1);
  return buffer;
}

std::uint64_t game_seed(std::uint64_t match_seed, int index) {
  std::uint64_t z = match_seed + 0x9e3779b97f4a7c15ULL * (static_cast<std::uint64_t>(index) + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  // Engines read seeds as signed 32-bit integers more often than not (GNU Go's --seed).
  return (z ^ (z >> 31)) & 0x7fffffffULL;
}

std::vector<ScheduledGame> build_schedule(const MatchConfig& config, int opening_count) {
  std::vector<ScheduledGame> games;
  const std::vector<std::pair<int, int>> pairings = engine_pairings(config);
  const int rounds = (config.games_per_pair + 1) / 2;
  int pair_number = 0;
  for (int round = 0; round < rounds; ++round) {
    for (const auto& [first, second] : pairings) {
      for (int colour = 0; colour < 2; ++colour) {
        if (round * 2 + colour >= config.games_per_pair) break;
        ScheduledGame game;
        game.index = static_cast<int>(games.size());
        game.id = game_id(game.index);
        game.seed = game_seed(config.seed, game.index);
        game.black = colour == 0 ? first : second;
        game.white = colour == 0 ? second : first;
        game.size = config.sizes.empty() ? 19 : config.sizes[static_cast<std::size_t>(round) % config.sizes.size()];
        game.opening = opening_count > 0 ? round % opening_count : -1;
        game.pair = pair_number;
        games.push_back(game);
      }
      ++pair_number;
    }
  }
  return games;
}

}  // namespace goref::match
