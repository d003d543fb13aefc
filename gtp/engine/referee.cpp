#include "gtp/engine/referee.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "gtp/engine/score_cache.h"
#include "gtp/protocol/command_registry.h"

namespace goref::gtp {

namespace {
rules::NamedRules rules_or_throw(const std::string& text) {
  rules::RulesParse parsed = rules::parse_rules(text);
  if (!parsed.value) throw std::invalid_argument(parsed.error);
  return *parsed.value;
}
}  // namespace

Referee::Referee(const RefereeSettings& settings)
    : game_(rules_or_throw(settings.rules).rules, core::kMinBoardSize, core::kMinBoardSize),
      rules_name_(rules_or_throw(settings.rules).name),
      explicit_komi_(settings.komi),
      score_cache_(std::make_unique<ScoreCache>()) {
  if (settings.board_size < core::kMinBoardSize || settings.board_size > core::kMaxBoardSize)
    throw std::invalid_argument("board size must be between 2 and 25");
  game_.reset(settings.board_size, settings.board_size);
  board_size_fixed_ = settings.board_size_given;
  max_moves_ = settings.max_moves;
  if (settings.random_player) random_player_ = std::make_unique<players::RandomPlayer>(settings.seed);
}

Referee::~Referee() = default;

void Referee::set_rules(const rules::NamedRules& rules) {
  rules_name_ = rules.name;
  game_.set_rules(rules.rules);
}

void Referee::reset_board(int width, int height) {
  game_.reset(width, height);
  clear_agreed_status();
}

void Referee::set_agreed_status(core::Point stone, scoring::Status status) {
  agreed_status_.set_chain(game_.board(), stone, status);
  ++agreed_status_version_;
}

void Referee::set_agreement(const scoring::AgreedStatus& agreed) {
  agreed_status_ = agreed;
  ++agreed_status_version_;
}

void Referee::clear_agreed_status() {
  agreed_status_.clear();
  ++agreed_status_version_;
}

double Referee::komi() const {
  if (explicit_komi_) return *explicit_komi_;
  const core::Ruleset& r = game_.rules();
  return game_.handicap_stones() >= 2 ? r.handicap_komi : r.default_komi;
}

std::string format_komi(double komi) {
  char buffer[64];
  if (std::fabs(komi) < 1e15 && komi == std::floor(komi)) {
    std::snprintf(buffer, sizeof buffer, "%.0f", komi);
  } else {
    std::snprintf(buffer, sizeof buffer, "%.6g", komi);
  }
  return buffer;
}

void register_referee_commands(CommandRegistry& registry, Referee& referee) {
  register_board_commands(registry, referee);
  register_query_commands(registry, referee);
  register_rules_commands(registry, referee);
  register_player_commands(registry, referee);
  register_gogui_commands(registry, referee);
  register_scoring_commands(registry, referee);
  register_sgf_commands(registry, referee);
}

}  // namespace goref::gtp
