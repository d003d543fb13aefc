#pragma once

// Helpers shared by the goref_sgf tests.

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "sgf/game_record.h"
#include "sgf/reader.h"

namespace goref::sgf::testing {

// Reads the first game of `sgf`, failing the test (with the reader's message) on error.
inline GameRecord read_one(std::string_view sgf) {
  Result<std::vector<GameRecord>> records = read_game_records(sgf, "test.sgf");
  if (!records) {
    ADD_FAILURE() << records.error().to_string();
    return {};
  }
  if (records.value().empty()) {
    ADD_FAILURE() << "no game";
    return {};
  }
  return std::move(records).value().front();
}

// The error message of reading `sgf`, or "" (and a test failure) if it reads fine.
inline std::string read_error(std::string_view sgf) {
  Result<std::vector<GameRecord>> records = read_game_records(sgf, "test.sgf");
  if (records) {
    ADD_FAILURE() << "expected an error for: " << sgf.substr(0, 200);
    return "";
  }
  return records.error().to_string();
}

inline std::vector<Move> moves_of(const GameRecord& record) {
  std::vector<Move> moves;
  for (const Event& event : record.events) {
    if (const auto* move = std::get_if<Move>(&event)) moves.push_back(*move);
  }
  return moves;
}

inline std::vector<sgf::Setup> setups_of(const GameRecord& record) {
  std::vector<sgf::Setup> setups;
  for (const Event& event : record.events) {
    if (const auto* setup = std::get_if<sgf::Setup>(&event)) setups.push_back(*setup);
  }
  return setups;
}

constexpr Point pt(int col, int row) {
  return Point{static_cast<std::uint8_t>(col), static_cast<std::uint8_t>(row)};
}

}  // namespace goref::sgf::testing
