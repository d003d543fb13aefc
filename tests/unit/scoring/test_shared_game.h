// A finished game of ../shared/data for the scoring tests that read it
// (tests skip with a clear message when the data is absent).
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <optional>

#include "core/board.h"
#include "test_sgf.h"

namespace goref::scoring::testing {

// The game at `relative` under GOREF_SHARED_DATA replayed to its end;
// nullopt when the file is absent (the caller skips). A file that is there
// but unreadable fails the calling test.
inline std::optional<core::Board> shared_game(const std::filesystem::path& relative) {
  const std::filesystem::path file = std::filesystem::path(GOREF_SHARED_DATA) / relative;
  if (!std::filesystem::exists(file)) return std::nullopt;
  const auto game = read_sgf_file(file.string());
  EXPECT_TRUE(game.has_value()) << file.string();
  if (!game) return std::nullopt;
  return replay(*game);
}

}  // namespace goref::scoring::testing
