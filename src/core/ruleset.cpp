#include "core/ruleset.h"

namespace goref::core {

std::string to_string(KoRule rule) {
  switch (rule) {
    case KoRule::Simple: return "simple";
    case KoRule::PositionalSuperko: return "positional-superko";
    case KoRule::SituationalSuperko: return "situational-superko";
  }
  return "?";
}

std::string to_string(SuicideRule rule) {
  switch (rule) {
    case SuicideRule::Forbidden: return "forbidden";
    case SuicideRule::MultiStoneOnly: return "multi-stone";
    case SuicideRule::Allowed: return "allowed";
  }
  return "?";
}

std::string to_string(ScoringRule rule) {
  return rule == ScoringRule::Area ? "area" : "territory";
}

std::string to_string(HandicapBonus bonus) {
  switch (bonus) {
    case HandicapBonus::None: return "0";
    case HandicapBonus::PerStone: return "N";
    case HandicapBonus::PerStoneMinusOne: return "N-1";
  }
  return "?";
}

std::string to_string(TieRule rule) { return rule == TieRule::Draw ? "draw" : "black-wins"; }

std::string to_string(CycleOutcome outcome) {
  return outcome == CycleOutcome::NoResult ? "no-result" : "draw";
}

std::string to_string(GameEnd end) {
  switch (end) {
    case GameEnd::Final: return "final";
    case GameEnd::ResumeByPlay: return "resume-by-play";
    case GameEnd::ResumeThenAllAlive: return "resume-then-all-alive";
    case GameEnd::ResumeOnceThenFinal: return "resume-once-then-final";
  }
  return "?";
}

}  // namespace goref::core
