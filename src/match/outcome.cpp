#include "match/outcome.h"

#include <cmath>

namespace goref::match {

std::string_view to_string(EndReason reason) {
  switch (reason) {
    case EndReason::Score: return "score";
    case EndReason::Resign: return "resign";
    case EndReason::Time: return "time";
    case EndReason::IllegalMove: return "illegal_move";
    case EndReason::UnparsableMove: return "unparsable_move";
    case EndReason::Crash: return "crash";
    case EndReason::Hang: return "hang";
    case EndReason::RefusedMove: return "refused_move";
    case EndReason::Setup: return "setup";
    case EndReason::MaxMoves: return "max_moves";
    case EndReason::Cycle: return "cycle";
    case EndReason::Aborted: return "aborted";
  }
  return "?";
}

namespace {

// Milliseconds are all a clock at the pipe can vouch for.
double rounded(double seconds) { return std::round(seconds * 1000.0) / 1000.0; }

nlohmann::json claim_json(const Claim& claim) {
  nlohmann::json json = nlohmann::json::object();
  json["final_score"] = claim.final_score ? nlohmann::json(*claim.final_score) : nlohmann::json(nullptr);
  json["dead"] = claim.dead ? nlohmann::json(*claim.dead) : nlohmann::json(nullptr);
  json["rules_sent"] = claim.rules_sent;
  if (!claim.time_sent.empty()) json["time_sent"] = claim.time_sent;
  return json;
}

}  // namespace

nlohmann::json outcome_json(const GameOutcome& outcome) {
  const bool forfeit = outcome.result.size() == 3 && (outcome.result[2] == 'F' || outcome.result[2] == 'T' ||
                                                      outcome.result[2] == 'R');
  const char* winner = outcome.winner == core::Color::Black   ? "black"
                       : outcome.winner == core::Color::White ? "white"
                                                              : nullptr;
  nlohmann::json faults = nlohmann::json::array();
  for (const Fault& fault : outcome.faults)
    faults.push_back({{"engine", fault.engine}, {"kind", fault.kind}, {"detail", fault.detail}});
  // Each turn's wall time at the pipe in milliseconds (0 for opening moves), for time
  // statistics by engine and phase of the game.
  nlohmann::json move_ms = nlohmann::json::array();
  for (const MoveTime& time : outcome.move_times) move_ms.push_back(std::round(time.seconds * 10000.0) / 10.0);
  nlohmann::json json = {
      {"id", outcome.game.id},
      {"seed", outcome.game.seed},
      {"pair", outcome.game.pair},
      {"black", outcome.black},
      {"white", outcome.white},
      {"size", outcome.game.size},
      {"rules", outcome.rules},
      {"komi", outcome.komi},
      {"handicap", outcome.handicap},
      {"opening", outcome.opening},
      {"result", outcome.result},
      {"winner", winner ? nlohmann::json(winner) : nlohmann::json(nullptr)},
      {"winner_engine", winner ? nlohmann::json(outcome.engine_of(outcome.winner)) : nlohmann::json(nullptr)},
      {"loser_engine", forfeit && winner ? nlohmann::json(outcome.engine_of(core::opponent(outcome.winner)))
                                         : nlohmann::json(nullptr)},
      {"reason", to_string(outcome.reason)},
      {"detail", outcome.detail},
      {"margin", outcome.margin ? nlohmann::json(*outcome.margin) : nlohmann::json(nullptr)},
      {"moves", outcome.moves},
      {"disputes", outcome.disputes},
      {"time_used", {{"black", rounded(outcome.time_used[0])}, {"white", rounded(outcome.time_used[1])}}},
      {"move_ms", move_ms},
      {"claims", {{"black", claim_json(outcome.claims[0])}, {"white", claim_json(outcome.claims[1])}}},
      {"faults", faults},
      {"referee", outcome.referee},
  };
  return json;
}

}  // namespace goref::match
