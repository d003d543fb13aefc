// What a fuzzing run saw: positions compared, verdicts by kind, and the
// events that show the adversarial branches were really reached (ko captures,
// suicides played, long cycles, undo storms...). Merged across threads and
// printed as one JSON object.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

namespace goref::differential {

struct FuzzStats {
  std::uint64_t positions = 0;  // states compared after a turn or an undo
  std::uint64_t verdicts = 0;   // legality answers compared (moves tried and probes)
  std::uint64_t games = 0;
  std::uint64_t disagreements = 0;
  std::map<std::string, std::uint64_t> by_board_size;   // positions
  std::map<std::string, std::uint64_t> by_ko_rule;      // positions
  std::map<std::string, std::uint64_t> by_suicide_rule; // positions
  std::map<std::string, std::uint64_t> by_game_end;     // positions
  std::map<std::string, std::uint64_t> by_verdict;      // verdicts
  std::map<std::string, std::map<std::string, std::uint64_t>> verdict_by_ko_rule;
  std::map<std::string, std::map<std::string, std::uint64_t>> verdict_by_suicide_rule;
  std::map<std::string, std::uint64_t> events;

  void add(const FuzzStats& other);
  nlohmann::json to_json() const;
};

}  // namespace goref::differential
