// A whole-board snapshot at two bits per point: what the history keeps of
// every position, so superko can confirm a hash hit by comparing boards and a
// hash collision can never reject a legal move.
#pragma once

#include <array>
#include <cstdint>

#include "core/types.h"

namespace goref::core {

// Indexed by the padded point index, so the board can keep it up to date
// stone by stone (snapshots then cost a copy, not a scan).
class PackedBoard {
 public:
  static constexpr int kWords = (kMaxPointIndex * 2 + 63) / 64;

  void set(int index, Color color) {
    const int bit = index * 2;
    auto& word = words_[static_cast<std::size_t>(bit / 64)];
    word &= ~(std::uint64_t{3} << (bit % 64));
    word |= std::uint64_t{static_cast<std::uint8_t>(color)} << (bit % 64);
  }
  Color get(int index) const {
    const int bit = index * 2;
    return static_cast<Color>((words_[static_cast<std::size_t>(bit / 64)] >> (bit % 64)) & 3);
  }

  friend bool operator==(const PackedBoard&, const PackedBoard&) = default;

 private:
  std::array<std::uint64_t, kWords> words_{};
};

}  // namespace goref::core
