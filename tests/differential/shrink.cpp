#include "shrink.h"

#include <sstream>

#include "differential_session.h"

namespace goref::differential {

FailureCheck session_check(bool deep) {
  return [deep](const GameSetup& setup, const std::vector<Action>& actions, std::size_t& failing_step) {
    DifferentialSession session(setup);
    for (std::size_t i = 0; i < actions.size(); ++i) {
      std::string problem = session.step(actions[i], deep);
      if (!problem.empty()) {
        failing_step = i;
        return problem;
      }
    }
    return std::string();
  };
}

Reproduction shrink(const GameSetup& setup, std::vector<Action> actions, const FailureCheck& check, int max_replays) {
  Reproduction best{setup, std::move(actions), {}, 0};
  std::size_t failing = 0;
  auto fails = [&](const GameSetup& s, const std::vector<Action>& a) {
    if (best.replays >= max_replays) return false;
    ++best.replays;
    std::size_t step = 0;
    std::string problem = check(s, a, step);
    if (problem.empty()) return false;
    best.problem = problem;
    failing = step;
    return true;
  };
  if (!fails(best.setup, best.actions)) return best;  // does not fail: nothing to shrink
  auto truncate = [&] { best.actions.resize(std::min(best.actions.size(), failing + 1)); };
  truncate();

  bool changed = true;
  while (changed && best.replays < max_replays) {
    changed = false;
    // Delta debugging over the actions: chunks of halving size.
    for (std::size_t chunk = std::max<std::size_t>(1, best.actions.size() / 2); chunk >= 1; chunk /= 2) {
      for (std::size_t start = 0; start < best.actions.size();) {
        std::vector<Action> trial;
        trial.insert(trial.end(), best.actions.begin(), best.actions.begin() + static_cast<std::ptrdiff_t>(start));
        const std::size_t end = std::min(best.actions.size(), start + chunk);
        trial.insert(trial.end(), best.actions.begin() + static_cast<std::ptrdiff_t>(end), best.actions.end());
        if (fails(best.setup, trial)) {
          best.actions = std::move(trial);
          truncate();
          changed = true;
        } else {
          start += chunk;
        }
      }
      if (chunk == 1) break;
    }
    // Stones of the start position: removing one never leaves a chain without liberty.
    for (std::size_t cell = 0; cell < best.setup.start.size(); ++cell) {
      if (best.setup.start[cell] == 0) continue;
      GameSetup trial = best.setup;
      trial.start[cell] = 0;
      if (fails(trial, best.actions)) {
        best.setup = std::move(trial);
        truncate();
        changed = true;
      }
    }
  }
  // Leave the problem text of the final reproduction.
  fails(best.setup, best.actions);
  return best;
}

std::string describe(const Reproduction& reproduction) {
  const GameSetup& s = reproduction.setup;
  std::ostringstream out;
  out << "board " << s.width << "x" << s.height << ", " << format_rules(s.rules) << ", "
      << (s.to_move == core::Color::Black ? "black" : "white") << " to move\n";
  if (!s.start.empty()) {
    out << "start position (rows top first):\n";
    for (const std::string& row : format_grid(s.start, s.width, s.height)) out << "  " << row << "\n";
  }
  out << "moves (" << reproduction.actions.size() << "):\n";
  for (const Action& a : reproduction.actions) out << "  " << format_action(a, s.width, s.height) << "\n";
  out << "disagreement at the last move: " << reproduction.problem << "\n";
  return out.str();
}

}  // namespace goref::differential
