#include "fuzz_stats.h"

namespace goref::differential {

namespace {

template <typename Map>
void merge(Map& into, const Map& from) {
  for (const auto& [key, value] : from) {
    if constexpr (std::is_integral_v<typename Map::mapped_type>) {
      into[key] += value;
    } else {
      merge(into[key], value);
    }
  }
}

}  // namespace

void FuzzStats::add(const FuzzStats& other) {
  positions += other.positions;
  verdicts += other.verdicts;
  games += other.games;
  disagreements += other.disagreements;
  merge(by_board_size, other.by_board_size);
  merge(by_ko_rule, other.by_ko_rule);
  merge(by_suicide_rule, other.by_suicide_rule);
  merge(by_game_end, other.by_game_end);
  merge(by_verdict, other.by_verdict);
  merge(verdict_by_ko_rule, other.verdict_by_ko_rule);
  merge(verdict_by_suicide_rule, other.verdict_by_suicide_rule);
  merge(events, other.events);
}

nlohmann::json FuzzStats::to_json() const {
  nlohmann::json out;
  out["positions"] = positions;
  out["disagreements"] = disagreements;
  out["games"] = games;
  out["verdicts"] = verdicts;
  out["by_board_size"] = by_board_size;
  out["by_ko_rule"] = by_ko_rule;
  out["by_suicide_rule"] = by_suicide_rule;
  out["by_game_end"] = by_game_end;
  out["by_verdict"] = by_verdict;
  out["verdict_by_ko_rule"] = verdict_by_ko_rule;
  out["verdict_by_suicide_rule"] = verdict_by_suicide_rule;
  out["events"] = events;
  return out;
}

}  // namespace goref::differential
