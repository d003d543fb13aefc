#include "check/game_check.h"

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <utility>

#include "check/score.h"
#include "sgf/komi.h"
#include "sgf/reader.h"

namespace goref::check {

namespace {

rules::NamedRules rules_or_throw(const std::string& text, const char* what) {
  rules::RulesParse parsed = rules::parse_rules(text);
  if (!parsed.value) throw std::invalid_argument(std::string(what) + ": " + parsed.error);
  return std::move(*parsed.value);
}

replay::ReplaySettings settings_from(const CheckOptions& options) {
  replay::ReplaySettings settings;
  if (options.rules) settings.rules_override = rules_or_throw(*options.rules, "--rules");
  settings.fallback_rules = rules_or_throw(options.default_rules, "--default-rules");
  settings.on_illegal = replay::OnIllegal::Continue;
  return settings;
}

std::string dump(const nlohmann::ordered_json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + '\n';
}

// "W+0.5" as final_score writes it.
std::string format_count(const GameResult& r) {
  if (r.kind == ResultKind::Draw) return "0";
  return std::string(1, r.winner) + "+" + sgf::format_komi(r.margin);
}

}  // namespace

std::string_view to_string(ResultVerdict verdict) {
  switch (verdict) {
    case ResultVerdict::Match: return "match";
    case ResultVerdict::Mismatch: return "mismatch";
    case ResultVerdict::NotCounted: return "not counted";
    case ResultVerdict::Unfinished: return "unfinished";
    case ResultVerdict::NoKomi: return "no komi";
    case ResultVerdict::IllegalMoves: return "illegal moves";
    case ResultVerdict::NoScore: return "no score";
    case ResultVerdict::Skipped: return "skipped";
  }
  return "?";
}

GameChecker::GameChecker(const CheckOptions& options)
    : options_(options), settings_(settings_from(options)), game_(settings_.fallback_rules.rules, 19, 19) {}

void GameChecker::check_text(const Source& source, std::string_view text, Outcome& outcome) {
  CheckSummary& counts = outcome.counts;
  ++counts.sgf_files;
  sgf::Result<std::vector<sgf::GameRecord>> records = sgf::read_game_records(text, source.label());
  if (!records.ok()) {
    ++counts.unreadable_files;
    const std::string message = records.error().to_string();
    if (options_.json) outcome.text += render_json_unreadable(source, message);
    else outcome.text += message + "\n";  // already "<source>: byte N: what"
    return;
  }
  const auto& games = records.value();
  for (std::uint32_t i = 0; i < games.size(); ++i) {
    const GameReport report = check_game(games[i], i + 1);
    ++counts.games;
    counts.moves += report.moves;
    const bool broken = report.error.has_value();
    const bool illegal = !report.illegal.empty();
    const bool mismatch = report.verdict == ResultVerdict::Mismatch;
    if (broken) ++counts.broken_games;
    if (illegal) ++counts.illegal_games;
    counts.illegal_moves += report.illegal.size();
    for (const IllegalMoveReport& m : report.illegal) ++counts.illegal_by_reason[static_cast<std::size_t>(m.reason)];
    if (mismatch) ++counts.result_mismatches;
    ++counts.verdicts[static_cast<std::size_t>(report.verdict)];
    if (report.recorded_result && is_counted(parse_result(*report.recorded_result))) ++counts.counted_results;
    if (!report.warnings.empty()) ++counts.games_with_warnings;
    if (!broken && !illegal && !mismatch) ++counts.passed;
    if (options_.json) outcome.text += render_json(source, report);
    else outcome.text += render_human(source, report, static_cast<std::uint32_t>(games.size()), options_.list_all);
  }
}

GameReport GameChecker::check_game(const sgf::GameRecord& record, std::uint32_t index) {
  GameReport report;
  report.index = index;
  report.width = record.width;
  report.height = record.height;
  report.ru = record.rules;
  report.recorded_result = record.result;
  report.warnings = record.warnings;
  const bool replayed = replay::replay_record(record, settings_, game_, replay_);
  report.rules = replay_.rules.name;
  report.rules_origin = replay_.rules_origin;
  report.komi = replay_.komi_in_force;
  report.komi_from_record = replay_.komi.has_value();
  report.handicap = replay_.handicap;
  report.moves = replay_.moves_played;
  for (std::string& note : replay_.notes) report.warnings.push_back(std::move(note));
  const core::Board& board = game_.board();
  for (const replay::IllegalMove& m : replay_.illegal) {
    report.illegal.push_back({m.number, m.color == core::Color::Black ? 'B' : 'W', replay::gtp_vertex(board, m.point),
                              m.point == core::kPass ? std::string() : sgf::encode_point(m.sgf_point), m.reason,
                              !m.skipped});
  }
  if (!replayed) {
    report.error = replay_.error;
    report.verdict = ResultVerdict::NoScore;
    report.result_note = "the game cannot be replayed";
    return report;
  }
  compute_result(record, report);
  return report;
}

void GameChecker::compute_result(const sgf::GameRecord& record, GameReport& report) {
  if (!record.result) {
    report.verdict = ResultVerdict::NotCounted;
    report.result_note = "no RE";
    return;
  }
  const GameResult recorded = parse_result(*record.result);
  if (!is_counted(recorded)) {
    report.verdict = ResultVerdict::NotCounted;
    report.result_note = "RE is not a count";
    return;
  }
  if (options_.results == ResultChecks::None) {
    report.verdict = ResultVerdict::Skipped;
    report.result_note = "--results none";
    return;
  }
  if (!report.illegal.empty()) {
    report.verdict = ResultVerdict::IllegalMoves;
    report.result_note = "the game has illegal moves";
    return;
  }
  if (!replay_.has_markup && game_.phase() == core::Phase::Playing) {
    report.verdict = ResultVerdict::Unfinished;
    report.result_note = "the record neither ends with two passes nor has TB/TW markup";
    return;
  }
  if (!replay_.komi) {
    report.verdict = ResultVerdict::NoKomi;
    report.result_note = record.komi ? "KM[" + record.komi->raw + "] is not reliable" : "no KM";
    return;
  }
  if (options_.results == ResultChecks::Markup && !replay_.has_markup) {
    report.verdict = ResultVerdict::Skipped;
    report.result_note = "no TB/TW markup (--results markup)";
    return;
  }
  report.result_method = replay_.has_markup ? "markup" : "analysis";
  const ScoreAnswer answer =
      score_final_position(game_, *replay_.komi, replay_.has_markup ? &replay_.markup_dead : nullptr);
  if (!answer.score) {
    report.verdict = ResultVerdict::NoScore;
    report.result_note = answer.why;
    return;
  }
  report.uncertain_chains = answer.uncertain;
  report.open_kos = answer.open_kos;
  report.range_black = answer.range_black;
  report.range_white = answer.range_white;
  report.winner_certain = answer.winner_certain;
  report.unsettled = answer.unsettled;
  const GameResult computed = parse_result(*answer.score);
  report.computed_result = is_counted(computed) ? format_count(computed) : *answer.score;
  report.verdict = same_count(recorded, computed) ? ResultVerdict::Match : ResultVerdict::Mismatch;
}

std::string render_json(const Source& source, const GameReport& r) {
  nlohmann::ordered_json j;
  j["type"] = "game";
  j["file"] = source.file;
  if (!source.entry.empty()) j["entry"] = source.entry;
  j["game"] = r.index;
  std::string_view status = "ok";
  if (r.error) status = "error";
  else if (!r.illegal.empty()) status = "illegal";
  else if (r.verdict == ResultVerdict::Mismatch) status = "result_mismatch";
  j["status"] = status;
  if (r.error) j["error"] = *r.error;
  j["width"] = r.width;
  j["height"] = r.height;
  j["rules"] = r.rules;
  j["rules_from"] = replay::to_string(r.rules_origin);
  if (r.ru) j["RU"] = *r.ru;
  j["komi"] = r.komi;
  j["komi_from"] = r.komi_from_record ? "KM" : "default";
  j["handicap"] = r.handicap;
  j["moves"] = r.moves;
  auto illegal = nlohmann::ordered_json::array();
  for (const IllegalMoveReport& m : r.illegal) {
    nlohmann::ordered_json move;
    move["move"] = m.number;
    move["color"] = std::string(1, m.color);
    move["vertex"] = m.vertex;
    move["sgf"] = m.sgf;
    move["reason"] = core::to_string(m.reason);
    move["played"] = m.played;
    illegal.push_back(std::move(move));
  }
  j["illegal"] = std::move(illegal);
  nlohmann::ordered_json result;
  if (r.recorded_result) result["recorded"] = *r.recorded_result;
  result["check"] = to_string(r.verdict);
  if (!r.computed_result.empty()) result["computed"] = r.computed_result;
  if (!r.result_method.empty()) result["dead_stones"] = r.result_method;
  if (!r.computed_result.empty()) {
    result["uncertain_chains"] = r.uncertain_chains;
    result["open_kos"] = r.open_kos;
    result["range"] = {r.range_black, r.range_white};
    result["certainty"] = r.winner_certain ? "certain" : "uncertain";
    result["unsettled"] = r.unsettled;
  }
  if (!r.result_note.empty()) result["note"] = r.result_note;
  j["result"] = std::move(result);
  j["warnings"] = r.warnings;
  return dump(j);
}

std::string render_json_unreadable(const Source& source, std::string_view error) {
  nlohmann::ordered_json j;
  j["type"] = "file";
  j["file"] = source.file;
  if (!source.entry.empty()) j["entry"] = source.entry;
  j["status"] = "unreadable";
  j["error"] = error;
  return dump(j);
}

std::string render_json_io_error(std::string_view path, std::string_view error) {
  nlohmann::ordered_json j;
  j["type"] = "io_error";
  j["file"] = path;
  j["error"] = error;
  return dump(j);
}

std::string render_human(const Source& source, const GameReport& r, std::uint32_t games_in_file, bool list_all) {
  std::string where = source.label();
  if (games_in_file > 1) where += " game " + std::to_string(r.index);
  std::string out;
  if (r.error) out += where + ": cannot replay: " + *r.error + "\n";
  for (const IllegalMoveReport& m : r.illegal) {
    out += where + ": move " + std::to_string(m.number) + ": " + m.color + " " + m.vertex;
    if (!m.sgf.empty()) out += " [" + m.sgf + "]";
    out += ": ";
    out += core::to_string(m.reason);
    out += m.played ? "\n" : " (skipped)\n";
  }
  if (r.verdict == ResultVerdict::Mismatch) {
    out += where + ": result: RE[" + r.recorded_result.value_or("") + "] but goref counts " + r.computed_result +
           " (" + r.rules + ", komi " + sgf::format_komi(r.komi) + ", " +
           (r.result_method == "markup" ? "dead stones from TB/TW markup" : "goref's dead-stone analysis") + ")\n";
  }
  if (out.empty() && list_all) {
    out = where + ": ok (" + std::to_string(r.moves) + " moves, " + r.rules + ", result " +
          std::string(to_string(r.verdict)) + ")\n";
  }
  return out;
}

}  // namespace goref::check
