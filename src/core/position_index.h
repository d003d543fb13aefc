// Open-addressing index from position hash to history entries, so that a
// superko or long-cycle query touches only the entries with the same hash
// instead of scanning the whole game.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace goref::core {

class PositionIndex {
 public:
  PositionIndex() { clear(); }

  void clear() {
    if (slots_.size() != kInitialSlots) slots_.assign(kInitialSlots, Slot{});
    else std::fill(slots_.begin(), slots_.end(), Slot{});
    hashes_.clear();
  }

  // Entries are numbered in insertion order: the n-th insert is entry n.
  void push(std::uint64_t hash) {
    hashes_.push_back(hash);
    if (hashes_.size() * 2 > slots_.size()) {
      grow();
    } else {
      place(hash, static_cast<std::uint32_t>(hashes_.size() - 1));
    }
  }

  // Removes the most recent entry. With linear probing this is exact by
  // emptying its slot: no later insert can have probed past it.
  void pop() {
    const std::uint32_t entry = static_cast<std::uint32_t>(hashes_.size() - 1);
    std::size_t i = home(hashes_.back());
    while (slots_[i].entry_plus_one != 0) {
      if (slots_[i].entry_plus_one == entry + 1) {
        slots_[i] = Slot{};
        break;
      }
      i = (i + 1) & (slots_.size() - 1);
    }
    hashes_.pop_back();
  }

  // Calls visit(entry) for every entry whose hash equals `hash`.
  template <typename Visit>
  void for_each_match(std::uint64_t hash, Visit&& visit) const {
    std::size_t i = home(hash);
    while (slots_[i].entry_plus_one != 0) {
      if (slots_[i].hash == hash) visit(slots_[i].entry_plus_one - 1);
      i = (i + 1) & (slots_.size() - 1);
    }
  }

  std::size_t size() const { return hashes_.size(); }

 private:
  struct Slot {
    std::uint64_t hash = 0;
    std::uint32_t entry_plus_one = 0;
  };
  static constexpr std::size_t kInitialSlots = 1024;

  std::size_t home(std::uint64_t hash) const {
    return static_cast<std::size_t>(hash ^ (hash >> 29)) & (slots_.size() - 1);
  }

  void place(std::uint64_t hash, std::uint32_t entry) {
    std::size_t i = home(hash);
    while (slots_[i].entry_plus_one != 0) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = Slot{hash, entry + 1};
  }

  // Rehash in insertion order so that pop() stays exact afterwards.
  void grow() {
    slots_.assign(slots_.size() * 2, Slot{});
    for (std::size_t e = 0; e < hashes_.size(); ++e) place(hashes_[e], static_cast<std::uint32_t>(e));
  }

  std::vector<Slot> slots_;
  std::vector<std::uint64_t> hashes_;
};

}  // namespace goref::core
