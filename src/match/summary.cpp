#include "match/summary.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace goref::match {

namespace {

// JSON has no infinity: one side winning every game is an Elo of null, with the score saying why.
nlohmann::json finite_or_null(double value) { return std::isfinite(value) ? nlohmann::json(value) : nlohmann::json(nullptr); }

std::string signed_number(double value, int decimals) {
  if (value == INFINITY) return "+inf";
  if (value == -INFINITY) return "-inf";
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "%+.*f", decimals, value);
  return buffer;
}

std::string elo_line(const char* label, const EloEstimate& e, const char* unit) {
  char line[320];
  std::snprintf(line, sizeof line, "  %-13s %s ± %s [%s, %s] over %lld %s, LOS %.1f%%, nElo %s ± %s\n", label,
                signed_number(e.elo, 1).c_str(),
                (signed_number(e.elo_error, 1).c_str() + 1),
                signed_number(e.elo_lower, 1).c_str(), signed_number(e.elo_upper, 1).c_str(), e.samples, unit,
                e.los * 100, signed_number(e.normalized_elo, 1).c_str(),
                signed_number(e.normalized_elo_error, 1).c_str() + 1);
  return line;
}

nlohmann::json estimate_json(const EloEstimate& e) {
  return {{"samples", e.samples}, {"score", e.score}, {"score_stddev", e.score_stddev},
          {"elo", finite_or_null(e.elo)}, {"elo_lower", finite_or_null(e.elo_lower)},
          {"elo_upper", finite_or_null(e.elo_upper)}, {"elo_error", finite_or_null(e.elo_error)},
          {"nelo", finite_or_null(e.normalized_elo)}, {"nelo_error", finite_or_null(e.normalized_elo_error)},
          {"los", e.los}};
}

nlohmann::json margin_json(const MarginSum& m) {
  const MeanInterval interval = mean_interval(m.count, m.sum, m.sum_of_squares);
  return {{"games", m.count}, {"mean", interval.mean}, {"lower", interval.lower}, {"upper", interval.upper}};
}

MarginSum flipped(const MarginSum& m) { return {m.count, -m.sum, m.sum_of_squares}; }

}  // namespace

bool MatchTally::add(const nlohmann::json& game) {
  const std::string black = game.value("black", "");
  const std::string white = game.value("white", "");
  const std::string& first = std::min(black, white);
  const std::string& second = std::max(black, white);
  PairTally& tally = pairs_[{first, second}];
  tally.first = first;
  tally.second = second;
  ++tally.games;
  ++games_;
  ++engine_games_[black];
  ++engine_games_[white];
  for (const nlohmann::json& fault : game.value("faults", nlohmann::json::array()))
    ++faults_[fault.value("engine", "?")][fault.value("kind", "?")];
  if (game.contains("referee") && game["referee"].is_object() && game["referee"].contains("certainty") &&
      game["referee"]["certainty"].is_object()) {
    ++counted_by_goref_;
    if (game["referee"]["certainty"].value("flagged", false)) {
      const nlohmann::json id = game.value("id", nlohmann::json(nullptr));
      flagged_.push_back(id.is_string() ? id.get<std::string>() : id.dump());
    }
  }
  if (game.contains("loser_engine") && game["loser_engine"].is_string())
    ++forfeits_[game["loser_engine"].get<std::string>()][game.value("reason", "?")];
  const bool first_is_black = black == first;
  const std::string result = game.value("result", "");
  double first_score = -1;  // void
  if (result == "Void" || result.empty()) {
    ++tally.voids;
  } else {
    const nlohmann::json winner = game.value("winner", nlohmann::json(nullptr));
    if (winner.is_null()) {
      ++tally.draws;
      first_score = 0.5;
    } else {
      const bool first_won = (winner.get<std::string>() == "black") == first_is_black;
      first_score = first_won ? 1 : 0;
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
      const double first_margin = first_is_black ? -white_margin : white_margin;
      tally.margin_sum += first_margin;
      ++tally.counted;
      (first_is_black ? tally.margin_as_black : tally.margin_as_white).add(first_margin);
    }
  }
  // Pentanomial: a pair counts once both its games are in, and only if neither is void.
  if (!game.contains("pair") || !game["pair"].is_number_integer()) return false;
  const long long number = game["pair"].get<long long>();
  const auto open = open_pairs_.find(number);
  if (open == open_pairs_.end()) {
    open_pairs_.emplace(number, HalfPair{first, second, first_score});
    return false;
  }
  const HalfPair half = open->second;
  open_pairs_.erase(open);
  if (half.first != first || half.second != second) return false;  // not a pair of this pairing: ignore
  if (half.first_score >= 0 && first_score >= 0)
    ++tally.pentanomial.pairs[static_cast<std::size_t>(std::lround(2 * (half.first_score + first_score)))];
  return true;
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
    tally.margin_as_black = flipped(stored.margin_as_white);
    tally.margin_as_white = flipped(stored.margin_as_black);
    std::reverse(tally.pentanomial.pairs.begin(), tally.pentanomial.pairs.end());
  }
  tally.first = first;
  tally.second = second;
  return tally;
}

SprtState evaluate_sprt(const SprtSettings& settings, const PairTally& tally) {
  SprtState state;
  if (tally.pentanomial.total() > 0) {
    state.llr = sprt_llr(settings, tally.pentanomial);
    state.games = 2 * tally.pentanomial.total();
  } else {
    state.llr = sprt_llr(settings, tally.trinomial());
    state.games = tally.trinomial().games();
  }
  state.decision = sprt_decision(settings, state.llr);
  return state;
}

std::string MatchTally::table(const std::vector<std::pair<std::string, std::string>>& pairings,
                              const std::optional<SprtSettings>& sprt) const {
  std::string out;
  char line[320];
  bool first_pairing = true;
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
    if (t.trinomial().games() > 0) out += elo_line("Elo (games):", estimate_trinomial(t.trinomial()), "games");
    if (t.pentanomial.total() > 0) {
      out += elo_line("Elo (pairs):", estimate_pentanomial(t.pentanomial), "pairs");
      const auto& p = t.pentanomial.pairs;
      std::snprintf(line, sizeof line, "  pentanomial (0, 1/2, 1, 3/2, 2 points a pair): %lld %lld %lld %lld %lld\n", p[0],
                    p[1], p[2], p[3], p[4]);
      out += line;
    }
    if (t.counted > 0) {
      std::snprintf(line, sizeof line, "  mean margin for %s: %+.1f points over %d counted games\n", first.c_str(),
                    t.margin_sum / t.counted, t.counted);
      out += line;
      for (const auto& [colour, margins] : {std::pair{"Black", t.margin_as_black}, std::pair{"White", t.margin_as_white}}) {
        if (margins.count == 0) continue;
        const MeanInterval m = mean_interval(margins.count, margins.sum, margins.sum_of_squares);
        std::snprintf(line, sizeof line, "    as %s: %+.1f [%+.1f, %+.1f] over %lld games\n", colour, m.mean, m.lower,
                      m.upper, m.count);
        out += line;
      }
    }
    if (sprt && first_pairing) {
      const SprtState state = evaluate_sprt(*sprt, t);
      std::snprintf(line, sizeof line, "  SPRT %s: LLR %.2f (%.2f, %.2f) after %lld games: %s\n", sprt->to_string().c_str(),
                    state.llr, sprt->lower_bound(), sprt->upper_bound(), state.games,
                    state.decision == SprtDecision::AcceptH1   ? "H1 accepted (elo1)"
                    : state.decision == SprtDecision::AcceptH0 ? "H0 accepted (elo0)"
                                                               : "undecided");
      out += line;
    }
    first_pairing = false;
  }
  if (counted_by_goref_ > 0) {
    out += "counted by goref: " + std::to_string(counted_by_goref_) + " games, " + std::to_string(flagged_.size()) +
           " of them not a confident count (an uncertain chain changes the winner, or the board is unsettled)";
    for (std::size_t i = 0; i < flagged_.size() && i < 10; ++i) out += (i == 0 ? ": " : ", ") + flagged_[i];
    if (flagged_.size() > 10) out += ", ...";
    out += "\n";
  }
  if (faults_.empty() && forfeits_.empty()) {
    out += "faults: none\n";
  } else {
    for (const auto& [engine, kinds] : faults_) {
      int total = 0;
      out += "faults of " + engine + ":";
      for (const auto& [kind, count] : kinds) {
        out += " " + kind + " " + std::to_string(count);
        total += count;
      }
      const auto games = engine_games_.find(engine);
      if (games != engine_games_.end() && games->second > 0) {
        std::snprintf(line, sizeof line, " in %d games (%.1f%%)", games->second, 100.0 * total / games->second);
        out += line;
      }
      out += "\n";
    }
    for (const auto& [engine, kinds] : forfeits_) {
      out += "games lost by " + engine + " without a count:";
      for (const auto& [kind, count] : kinds) out += " " + kind + " " + std::to_string(count);
      out += "\n";
    }
  }
  return out;
}

nlohmann::json MatchTally::json(const std::vector<std::pair<std::string, std::string>>& pairings,
                                const std::optional<SprtSettings>& sprt) const {
  nlohmann::json result = {{"games", games_}, {"pairings", nlohmann::json::array()}};
  bool first_pairing = true;
  for (const auto& [first, second] : pairings) {
    const PairTally t = pair(first, second);
    nlohmann::json entry = {
        {"first", first},
        {"second", second},
        {"games", t.games},
        {"wins", t.wins},
        {"losses", t.losses},
        {"draws", t.draws},
        {"void", t.voids},
        {"as_black", {{"wins", t.black_wins}, {"losses", t.black_losses}}},
        {"as_white", {{"wins", t.white_wins}, {"losses", t.white_losses}}},
        {"pentanomial", t.pentanomial.pairs},
        {"elo_games", estimate_json(estimate_trinomial(t.trinomial()))},
        {"elo_pairs", estimate_json(estimate_pentanomial(t.pentanomial))},
        {"margin_as_black", margin_json(t.margin_as_black)},
        {"margin_as_white", margin_json(t.margin_as_white)},
    };
    if (sprt && first_pairing) {
      const SprtState state = evaluate_sprt(*sprt, t);
      entry["sprt"] = {{"settings", sprt->to_string()}, {"llr", state.llr},      {"lower_bound", sprt->lower_bound()},
                       {"upper_bound", sprt->upper_bound()}, {"games", state.games}, {"decision", to_string(state.decision)}};
    }
    first_pairing = false;
    result["pairings"].push_back(entry);
  }
  nlohmann::json faults = nlohmann::json::object();
  for (const auto& [engine, kinds] : faults_) {
    int total = 0;
    for (const auto& [kind, count] : kinds) total += count;
    const auto games = engine_games_.find(engine);
    const int played = games == engine_games_.end() ? 0 : games->second;
    faults[engine] = {{"by_kind", kinds}, {"games", played}, {"rate", played > 0 ? static_cast<double>(total) / played : 0.0}};
  }
  result["faults"] = faults;
  result["forfeits"] = forfeits_;
  result["counted_by_goref"] = {{"games", counted_by_goref_}, {"flagged", flagged_}};
  return result;
}

}  // namespace goref::match
