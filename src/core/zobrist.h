// Zobrist keys, generated at compile time from a fixed seed (splitmix64), so
// hashes are identical on every platform and no start-up initialisation order
// exists to get wrong.
#pragma once

#include <array>
#include <cstdint>

#include "core/types.h"

namespace goref::core {

namespace detail {
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  state += 0x9E3779B97F4A7C15ULL;
  std::uint64_t z = state;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

struct ZobristTable {
  std::array<std::uint64_t, kMaxPointIndex> black{};
  std::array<std::uint64_t, kMaxPointIndex> white{};
  std::uint64_t black_to_move = 0;
  std::uint64_t white_to_move = 0;
};

constexpr ZobristTable make_zobrist_table() {
  ZobristTable table;
  std::uint64_t state = 0x676F726566ULL;  // "goref"
  for (auto& key : table.black) key = splitmix64(state);
  for (auto& key : table.white) key = splitmix64(state);
  table.black_to_move = splitmix64(state);
  table.white_to_move = splitmix64(state);
  return table;
}
}  // namespace detail

inline constexpr detail::ZobristTable kZobrist = detail::make_zobrist_table();

constexpr std::uint64_t zobrist_stone(Color color, Point point) {
  return color == Color::Black ? kZobrist.black[point] : kZobrist.white[point];
}

constexpr std::uint64_t zobrist_to_move(Color color) {
  return color == Color::Black ? kZobrist.black_to_move : kZobrist.white_to_move;
}

}  // namespace goref::core
