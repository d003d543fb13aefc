// What a chain is at the end of the game, and per-point maps over a board.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "core/types.h"

namespace goref::scoring {

enum class Status : std::uint8_t {
  Unknown = 0,  // no statement (an explicit map leaves the point to the analysis)
  Alive,
  Dead,
  Seki,
};

std::string_view to_string(Status status);

// One value per padded board index (core::Point), like the board's own arrays.
template <typename T>
using PointMap = std::array<T, core::kMaxPointIndex>;

}  // namespace goref::scoring
