#include "match/summary.h"

#include <cstdio>
#include <algorithm>

namespace goref::match {

void MatchTally::add(const nlohmann::json& game) {
  const std::string black = game.value("black", "");
  const std::string white = game.value("white", "");
  const std::string& first = std::min(black, white);
  const std::string& second = std::max(black, white);
  PairTally& tally = pairs_[{first, second}];
  tally.first = first;
  tally.second = second;
  ++tally.games;
  for (const nlohmann::json& fault : game.value("faults", nlohmann::json::array()))
    ++faults_[fault.value("engine", "?")][fault.value("kind", "?")];
  if (game.contains("loser_engine") && game["loser_engine"].is_string())
    ++forfeits_[game["loser_engine"].get<std::string>()][game.value("reason", "?")];
  const bool first_is_black = black == first;
  const std::string result = game.value("result", "");
  if (result == "Void" || result.empty()) {
    ++tally.voids;
    return;
  }
  const nlohmann::json winner = game.value("winner", nlohmann::json(nullptr));
  if (winner.is_null()) {
    ++tally.draws;
  } else {
    const bool first_won = (winner.get<std::string>() == "black") == first_is_black;
    if (first_won) {
      ++tally.wins;
      ++(first_is_black ? tally.black_wins : tally.white_wins);
    } else {
      ++tally.losses;
      ++(first_is_black ? tally.black_losses : tally.white_losses);
    }
  }
  if (game.contains("margin") && game["margin"].is_number()) {
    const double white_margin = game["margin"].get<double>();
    tally.margin_sum += first_is_black ? -white_margin : white_margin;
    ++tally.counted;
  }
}

PairTally MatchTally::pair(const std::string& first, const std::string& second) const {
  const auto it = pairs_.find({std::min(first, second), std::max(first, second)});
  PairTally tally = it == pairs_.end() ? PairTally{} : it->second;
  if (first > second) {
    // The other side's view: its Black games are the stored engine's White games.
    const PairTally stored = tally;
    tally.wins = stored.losses;
    tally.losses = stored.wins;
    tally.black_wins = stored.white_losses;
    tally.black_losses = stored.white_wins;
    tally.white_wins = stored.black_losses;
    tally.white_losses = stored.black_wins;
    tally.margin_sum = -tally.margin_sum;
  }
  tally.first = first;
  tally.second = second;
  return tally;
}

std::string MatchTally::table(const std::vector<std::pair<std::string, std::string>>& pairings) const {
  std::string out;
  char line[256];
  for (const auto& [first, second] : pairings) {
    const PairTally t = pair(first, second);
    std::snprintf(line, sizeof line, "%s vs %s: %d games\n", first.c_str(), second.c_str(), t.games);
    out += line;
    std::snprintf(line, sizeof line, "  %-22s %5s %5s %5s %5s\n", "", "wins", "losses", "draws", "void");
    out += line;
    std::snprintf(line, sizeof line, "  %-22s %5d %5d %5d %5d\n", (first + " overall").c_str(), t.wins, t.losses,
                  t.draws, t.voids);
    out += line;
    std::snprintf(line, sizeof line, "  %-22s %5d %5d\n", (first + " as Black").c_str(), t.black_wins, t.black_losses);
    out += line;
    std::snprintf(line, sizeof line, "  %-22s %5d %5d\n", (first + " as White").c_str(), t.white_wins, t.white_losses);
    out += line;
    if (t.counted > 0) {
      std::snprintf(line, sizeof line, "  mean margin for %s: %+.1f points over %d counted games\n", first.c_str(),
                    t.margin_sum / t.counted, t.counted);
      out += line;
    }
  }
  const auto& faults = faults_;
  const auto& reasons = forfeits_;
  if (faults.empty() && reasons.empty()) {
    out += "faults: none\n";
  } else {
    for (const auto& [engine, kinds] : faults) {
      out += "faults of " + engine + ":";
      for (const auto& [kind, count] : kinds) out += " " + kind + " " + std::to_string(count);
      out += "\n";
    }
    for (const auto& [engine, kinds] : reasons) {
      out += "games lost by " + engine + " without a count:";
      for (const auto& [kind, count] : kinds) out += " " + kind + " " + std::to_string(count);
      out += "\n";
    }
  }
  return out;
}

}  // namespace goref::match
