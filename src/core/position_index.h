// Index from position hash to history entries, so that a superko or long-cycle query
// touches only the entries with the same hash instead of scanning the whole game.
//
// One slot per distinct hash (open addressing, linear probing) holds the newest entry with
// that hash; each entry links to the previous entry with the same hash. Why chains and not
// one slot per entry: a pass storm puts thousands of entries with the same hash (the same
// board) into the history, and with one slot per entry they formed one probe cluster that
// every push, pop and query walked: quadratic in the game's length. Now push and pop cost
// O(1) expected whatever the history holds, and a query visits same-hash entries newest
// first and may stop at any of them.
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
    previous_plus_one_.clear();
    distinct_ = 0;
  }

  // Entries are numbered in insertion order: the n-th insert is entry n.
  void push(std::uint64_t hash) {
    const auto entry = static_cast<std::uint32_t>(hashes_.size());
    hashes_.push_back(hash);
    Slot& slot = slots_[find(hash)];
    if (slot.newest_plus_one != 0) {
      previous_plus_one_.push_back(slot.newest_plus_one);
      slot.newest_plus_one = entry + 1;
      return;
    }
    previous_plus_one_.push_back(0);
    slot = Slot{hash, entry + 1};
    if (++distinct_ * 2 > slots_.size()) grow();
  }

  // Removes the most recent entry. When it was its hash's only entry the slot is emptied,
  // which is exact with linear probing: the slots of hashes first seen later (the only
  // ones whose probes could have passed it) are gone already, because entries leave in
  // reverse order and grow() re-places hashes in the order they were first seen.
  void pop() {
    const std::uint32_t entry = static_cast<std::uint32_t>(hashes_.size() - 1);
    Slot& slot = slots_[find(hashes_.back())];
    const std::uint32_t previous = previous_plus_one_[entry];
    if (previous != 0) {
      slot.newest_plus_one = previous;
    } else {
      slot = Slot{};
      --distinct_;
    }
    hashes_.pop_back();
    previous_plus_one_.pop_back();
  }

  // Calls visit(entry) for the entries whose hash equals `hash`, newest first, while visit
  // returns true.
  template <typename Visit>
  void for_each_match(std::uint64_t hash, Visit&& visit) const {
    std::uint32_t next = slots_[find(hash)].newest_plus_one;
    while (next != 0) {
      if (!visit(next - 1)) return;
      next = previous_plus_one_[next - 1];
    }
  }

  std::size_t size() const { return hashes_.size(); }

 private:
  struct Slot {
    std::uint64_t hash = 0;
    std::uint32_t newest_plus_one = 0;  // 0: empty slot
  };
  static constexpr std::size_t kInitialSlots = 1024;

  std::size_t home(std::uint64_t hash) const {
    return static_cast<std::size_t>(hash ^ (hash >> 29)) & (slots_.size() - 1);
  }

  // The slot holding `hash`, or the empty slot where it would go.
  std::size_t find(std::uint64_t hash) const {
    std::size_t i = home(hash);
    while (slots_[i].newest_plus_one != 0 && slots_[i].hash != hash) i = (i + 1) & (slots_.size() - 1);
    return i;
  }

  // Re-places every hash in the order of its first entry, so that pop() stays exact.
  void grow() {
    std::vector<Slot> old(slots_.size() * 2, Slot{});
    old.swap(slots_);
    // Each chain walked once, from its newest entry down to its first: O(entries) in all.
    std::vector<std::uint32_t> chain_newest(hashes_.size(), 0);
    for (const Slot& slot : old) {
      if (slot.newest_plus_one == 0) continue;
      std::uint32_t e = slot.newest_plus_one;
      std::uint32_t first = e;
      while (previous_plus_one_[e - 1] != 0) first = e = previous_plus_one_[e - 1];
      chain_newest[first - 1] = slot.newest_plus_one;
    }
    for (std::size_t e = 0; e < hashes_.size(); ++e) {
      if (chain_newest[e] == 0) continue;
      slots_[find(hashes_[e])] = Slot{hashes_[e], chain_newest[e]};
    }
  }

  std::vector<Slot> slots_;
  std::vector<std::uint64_t> hashes_;
  std::vector<std::uint32_t> previous_plus_one_;  // per entry: the previous entry with its hash, plus one
  std::size_t distinct_ = 0;
};

}  // namespace goref::core
