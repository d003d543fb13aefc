#include "match/game_runner.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "core/handicap.h"
#include "gtp/vertex/vertex.h"
#include "match/adjudication.h"
#include "match/clock.h"
#include "match/move_answer.h"
#include "replay/export.h"
#include "replay/replay.h"
#include "rules/katago.h"
#include "scoring/count.h"
#include "sgf/writer.h"

namespace goref::match {

double komi_for(const MatchConfig& config, const core::Ruleset& rules, int handicap) {
  if (config.komi) return *config.komi;
  return handicap >= 2 ? rules.handicap_komi : rules.default_komi;
}

namespace {

using core::Color;
using core::Point;
using gtp::client::Reply;
using gtp::client::ReplyKind;
using Milliseconds = std::chrono::milliseconds;

std::size_t side(Color color) { return color == Color::White ? 1 : 0; }
char letter(Color color) { return color == Color::White ? 'W' : 'B'; }

Milliseconds to_ms(double seconds) {
  return Milliseconds(static_cast<long long>(std::ceil(std::max(0.0, seconds) * 1000.0)));
}

std::string seconds_text(double seconds) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3f", seconds);
  return buffer;
}

// kgsGtp knows four rulesets by these names (gtp-sources §4).
std::string kgs_name(const std::string& rules) {
  if (rules == "chinese" || rules == "japanese" || rules == "aga") return rules;
  if (rules == "new-zealand") return "new_zealand";
  return "";
}

class GameReferee {
 public:
  GameReferee(const GameSetting& setting, const ScheduledGame& game, Engine& black, Engine& white)
      : setting_(setting),
        config_(*setting.config),
        game_(setting.rules.rules, game.size, game.size),
        clocks_{GameClock(config_.time), GameClock(config_.time)},
        engines_{&black, &white} {
    out_.game = game;
    out_.black = black.name();
    out_.white = white.name();
    out_.rules = setting.rules.name;
    out_.handicap = config_.handicap;
    out_.komi = komi_for(config_, setting.rules.rules, config_.handicap);
    if (setting.opening) out_.opening = setting.opening->name;
    hang_timeout_ = to_ms(config_.hang_timeout);
  }

  GameOutcome run() {
    if (setup() && play_opening()) play();
    finish_record();
    return std::move(out_);
  }

 private:
  Engine& engine(Color color) { return *engines_[side(color)]; }

  // Ends the game: `loser` forfeits (or resigns).
  void forfeit(Color loser, EndReason reason, std::string detail) {
    if (over_) return;
    over_ = true;
    out_.winner = core::opponent(loser);
    out_.reason = reason;
    out_.detail = std::move(detail);
    const char suffix = reason == EndReason::Resign ? 'R' : reason == EndReason::Time ? 'T' : 'F';
    out_.result = std::string(1, letter(out_.winner)) + "+" + suffix;
  }

  // Records what a reply that is neither `=` nor `?` says about the engine, and
  // makes sure a process out of sync is not used again.
  std::string record_fault(Color color, const Reply& reply, std::string_view command) {
    Fault fault;
    fault.engine = engine(color).name();
    switch (reply.kind) {
      case ReplyKind::Closed:
        fault.kind = reply.detail.rfind("closed", 0) == 0 ? "closed" : "crash";
        fault.detail = reply.detail + " during '" + std::string(command) + "'";
        break;
      case ReplyKind::Timeout:
        fault.kind = "hang";
        fault.detail = "no answer to '" + std::string(command) + "' within " +
                       seconds_text(static_cast<double>(reply.elapsed.count()) / 1e9) + " s";
        break;
      case ReplyKind::Garbage:
        fault.kind = "garbage";
        fault.detail = reply.detail + " ('" + reply.text + "') to '" + std::string(command) + "'";
        break;
      default: return "";
    }
    engine(color).kill();
    out_.faults.push_back(fault);
    return fault.detail;
  }

  static EndReason reason_of(const Reply& reply) {
    return reply.kind == ReplyKind::Timeout ? EndReason::Hang : EndReason::Crash;
  }

  // A command whose `?` means the engine cannot play this game: a forfeit by setup.
  bool require(Color color, const std::string& command, std::string* answer = nullptr) {
    const Reply reply = engine(color).send(command, hang_timeout_);
    if (reply.kind == ReplyKind::Success) {
      if (answer) *answer = reply.text;
      return true;
    }
    if (reply.kind == ReplyKind::Failure) {
      forfeit(color, EndReason::Setup, "'" + command + "' refused: " + reply.text);
    } else {
      const std::string detail = record_fault(color, reply, command);
      forfeit(color, reply.kind == ReplyKind::Garbage ? EndReason::Setup : reason_of(reply), detail);
    }
    return false;
  }

  // A command an engine may refuse (rules, time settings): the refusal is recorded.
  // False only when the engine broke down.
  bool offer(Color color, const std::string& command, std::string& record) {
    const Reply reply = engine(color).send(command, hang_timeout_);
    if (reply.kind == ReplyKind::Success) {
      record = command;
      return true;
    }
    if (reply.kind == ReplyKind::Failure) {
      record = command + " (refused: " + reply.text + ")";
      return true;
    }
    const std::string detail = record_fault(color, reply, command);
    forfeit(color, reply.kind == ReplyKind::Garbage ? EndReason::Setup : reason_of(reply), detail);
    return false;
  }

  std::string time_settings_for(Color color) {
    const Engine& e = engine(color);
    const TimeControl& t = config_.time;
    const auto whole = [](double seconds) { return std::to_string(static_cast<long long>(std::floor(seconds))); };
    // GTP's time_settings takes whole seconds, and 0 0 0 would mean "no limit": at least 1.
    const auto at_least_one = [&](double seconds) { return seconds < 1 ? std::string("1") : whole(seconds); };
    switch (t.kind) {
      case ClockKind::None:
        if (config_.move_time > 0) return "time_settings 0 " + at_least_one(config_.move_time) + " 1";
        return "";
      case ClockKind::Absolute:
        if (e.knows("kata-time_settings")) return "kata-time_settings absolute " + seconds_text(t.main);
        return "time_settings " + at_least_one(t.main) + " 0 0";
      case ClockKind::Canadian:
        if (e.knows("kata-time_settings"))
          return "kata-time_settings canadian " + seconds_text(t.main) + " " + seconds_text(t.byo_yomi) + " " +
                 std::to_string(t.stones);
        return "time_settings " + whole(t.main) + " " + at_least_one(t.byo_yomi) + " " + std::to_string(t.stones);
      case ClockKind::Japanese:
        if (e.knows("kata-time_settings"))
          return "kata-time_settings byoyomi " + seconds_text(t.main) + " " + seconds_text(t.byo_yomi) + " " +
                 std::to_string(t.periods);
        if (e.knows("kgs-time_settings"))
          return "kgs-time_settings byoyomi " + whole(t.main) + " " + at_least_one(t.byo_yomi) + " " +
                 std::to_string(t.periods);
        // The nearest in plain GTP: a Canadian period of one stone is one Japanese period.
        japanese_as_canadian_[side(color)] = true;
        return "time_settings " + whole(t.main) + " " + at_least_one(t.byo_yomi) + " 1";
      case ClockKind::Fischer:
        if (e.knows("kata-time_settings"))
          return "kata-time_settings fischer " + seconds_text(t.main) + " " + seconds_text(t.increment);
        // Plain GTP has no increment: absolute time, and time_left tells the truth before each move.
        return "time_settings " + at_least_one(t.main) + " 0 0";
    }
    return "";
  }

  bool setup() {
    const std::string size = std::to_string(out_.game.size);
    for (Color color : {Color::Black, Color::White}) {
      Engine& e = engine(color);
      Claim& claim = out_.claims[side(color)];
      if (!require(color, "boardsize " + size) || !require(color, "clear_board") ||
          !require(color, "komi " + scoring::format_points(out_.komi)))
        return false;
      if (e.knows("kata-set-rules")) {
        if (!offer(color, "kata-set-rules " + rules::katago_json(setting_.rules.rules), claim.rules_sent)) return false;
      } else if (e.knows("kgs-rules") && !kgs_name(setting_.rules.name).empty()) {
        if (!offer(color, "kgs-rules " + kgs_name(setting_.rules.name), claim.rules_sent)) return false;
      } else {
        claim.rules_sent = e.knows("kgs-rules") ? "none: kgs-rules has no name for " + setting_.rules.name
                                                : "none: the engine lists neither kata-set-rules nor kgs-rules";
      }
      if (const std::string time = time_settings_for(color); !time.empty()) {
        if (!offer(color, time, claim.time_sent)) return false;
      }
    }
    return place_handicap();
  }

  bool parse_vertex_list(const std::string& text, std::vector<Point>& points) const {
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
      const auto point = gtp::parse_vertex(word, game_.board());
      if (!point || *point == core::kPass) return false;
      points.push_back(*point);
    }
    return true;
  }

  bool place_handicap() {
    const int n = config_.handicap;
    if (n < 2) return true;
    std::vector<Point> stones;
    if (config_.handicap_placement == HandicapPlacement::Fixed) {
      stones = core::fixed_handicap_points(game_.board(), n);
      if (stones.empty()) {
        out_.result = "Void";
        out_.reason = EndReason::Setup;
        out_.detail = "no fixed handicap of " + std::to_string(n) + " on this board";
        over_ = true;
        return false;
      }
    } else {
      std::string answer;
      if (!require(Color::Black, "place_free_handicap " + std::to_string(n), &answer)) return false;
      const bool parsed = parse_vertex_list(answer, stones);
      std::vector<Point> distinct = stones;
      std::sort(distinct.begin(), distinct.end());
      const bool repeated = std::adjacent_find(distinct.begin(), distinct.end()) != distinct.end();
      if (!parsed || static_cast<int>(stones.size()) != n || repeated) {
        forfeit(Color::Black, EndReason::Setup, "place_free_handicap answered '" + answer + "'");
        return false;
      }
    }
    core::Game trial = game_;
    if (!trial.place_handicap(stones)) {
      forfeit(Color::Black, EndReason::Setup, "handicap stones on taken or repeated points");
      return false;
    }
    const std::string list = gtp::format_vertices(stones, game_.board());
    for (Color color : {Color::Black, Color::White}) {
      Engine& e = engine(color);
      const bool placed_by_it = config_.handicap_placement == HandicapPlacement::Free && color == Color::Black;
      if (placed_by_it) continue;
      if (config_.handicap_placement == HandicapPlacement::Fixed && e.knows("fixed_handicap")) {
        std::string answer;
        if (!require(color, "fixed_handicap " + std::to_string(n), &answer)) return false;
        std::vector<Point> theirs;
        parse_vertex_list(answer, theirs);
        std::sort(theirs.begin(), theirs.end());
        std::vector<Point> ours = stones;
        std::sort(ours.begin(), ours.end());
        if (theirs != ours) {
          forfeit(color, EndReason::Setup, "fixed_handicap placed '" + answer + "', GTP's layout is '" + list + "'");
          return false;
        }
      } else if (!require(color, "set_free_handicap " + list)) {
        return false;
      }
    }
    game_.place_handicap(stones);
    return true;
  }

  bool send_play(Color opponent_of_mover, core::Move move) {
    const std::string command = std::string("play ") + (move.color == Color::White ? "w " : "b ") +
                                gtp::format_vertex(move.point, game_.board());
    const Reply reply = engine(opponent_of_mover).send(command, hang_timeout_);
    if (reply.kind == ReplyKind::Success) return true;
    if (reply.kind == ReplyKind::Failure) {
      forfeit(opponent_of_mover, EndReason::RefusedMove,
              "refused the legal move '" + command + "': " + reply.text);
    } else {
      const std::string detail = record_fault(opponent_of_mover, reply, command);
      forfeit(opponent_of_mover, reply.kind == ReplyKind::Garbage ? EndReason::RefusedMove : reason_of(reply), detail);
    }
    return false;
  }

  bool play_opening() {
    if (setting_.opening == nullptr) return true;
    for (const core::Move& move : setting_.opening->moves) {
      if (game_.play(move) != core::Legality::Legal) {
        // Checked when the openings were loaded, but a handicap changes the position.
        out_.detail = "opening " + out_.opening + " stops being legal at move " + std::to_string(out_.moves + 1);
        break;
      }
      ++out_.moves;
      out_.move_times.push_back({move.color, 0, std::nullopt, std::nullopt});
      for (Color color : {Color::Black, Color::White}) {
        const std::string command = std::string("play ") + (move.color == Color::White ? "w " : "b ") +
                                    gtp::format_vertex(move.point, game_.board());
        const Reply reply = engine(color).send(command, hang_timeout_);
        if (reply.kind == ReplyKind::Success) continue;
        if (reply.kind == ReplyKind::Failure) {
          forfeit(color, EndReason::RefusedMove, "refused the opening move '" + command + "': " + reply.text);
        } else {
          forfeit(color, reason_of(reply), record_fault(color, reply, command));
        }
        return false;
      }
    }
    return true;
  }

  int max_moves() const {
    if (config_.max_moves > 0) return config_.max_moves;
    return 3 * out_.game.size * out_.game.size;
  }

  // genmove for `color`; false when the game ended on it.
  bool turn(Color color) {
    Engine& e = engine(color);
    GameClock& clock = clocks_[side(color)];
    const char* colour_word = color == Color::White ? "w" : "b";
    if (clock.running() && e.knows("time_left")) {
      TimeLeft left = clock.time_left();
      // An engine told `time_settings MAIN PERIOD 1` for Japanese byo-yomi reads time_left's
      // last number as stones in the period: one, not the periods left.
      if (japanese_as_canadian_[side(color)] && left.stones > 0) left.stones = 1;
      const std::string command = std::string("time_left ") + colour_word + " " + std::to_string(left.seconds) + " " +
                                  std::to_string(left.stones);
      const Reply reply = e.send(command, hang_timeout_);
      if (reply.kind != ReplyKind::Success && reply.kind != ReplyKind::Failure) {
        forfeit(color, reason_of(reply), record_fault(color, reply, command));
        return false;
      }
    }
    std::optional<double> limit = clock.allowed();
    if (config_.move_time > 0) limit = limit ? std::min(*limit, config_.move_time) : config_.move_time;
    const double margin = config_.time_margin_ms / 1000.0;
    const std::string command = std::string("genmove ") + colour_word;
    const Milliseconds wait = limit ? to_ms(*limit + margin) : hang_timeout_;
    Reply reply = e.send(command, wait);
    if (reply.kind == ReplyKind::Timeout && limit) {
      // Lost on time. A late answer keeps the process in sync (no restart); none
      // within the hang deadline is a hang as well.
      const Reply late = e.wait_late_answer(hang_timeout_);
      const bool answered = late.kind == ReplyKind::Success || late.kind == ReplyKind::Failure;
      const double taken = static_cast<double>((reply.elapsed + late.elapsed).count()) / 1e9;
      clock.charge(taken, margin);
      out_.time_used[side(color)] = clock.used();
      if (answered) {
        forfeit(color, EndReason::Time,
                std::to_string(static_cast<long long>(std::llround((taken - *limit) * 1000))) + " ms over the " +
                    seconds_text(*limit) + " s allowed");
      } else {
        forfeit(color, EndReason::Time,
                "no move within " + seconds_text(*limit) + " s (+" + std::to_string(config_.time_margin_ms) +
                    " ms margin), and none within --hang-timeout after it");
        record_fault(color, late, command);
      }
      return false;
    }
    if (reply.kind != ReplyKind::Success && reply.kind != ReplyKind::Failure) {
      const std::string detail = record_fault(color, reply, command);
      forfeit(color, reply.kind == ReplyKind::Garbage ? EndReason::UnparsableMove : reason_of(reply), detail);
      return false;
    }
    const double seconds = static_cast<double>(reply.elapsed.count()) / 1e9;
    const bool in_time = clock.charge(seconds, margin) &&
                         !(config_.move_time > 0 && seconds > config_.move_time + margin);
    out_.time_used[side(color)] = clock.used();
    if (!in_time) {
      const double over = seconds - (limit ? *limit : 0);
      forfeit(color, EndReason::Time,
              std::to_string(static_cast<long long>(std::llround(over * 1000))) + " ms over the " +
                  seconds_text(limit ? *limit : 0) + " s allowed");
      return false;
    }
    if (reply.kind == ReplyKind::Failure) {
      forfeit(color, EndReason::UnparsableMove, "'" + command + "' answered '? " + reply.text + "'");
      return false;
    }
    const MoveAnswer answer = parse_move_answer(reply.text, game_.board());
    switch (answer.kind) {
      case MoveAnswer::Kind::Resign: forfeit(color, EndReason::Resign, "resigned"); return false;
      case MoveAnswer::Kind::Unparsable:
        forfeit(color, EndReason::UnparsableMove, "'" + command + "' answered '" + answer.text + "'");
        return false;
      default: break;
    }
    const core::Move move{color, answer.kind == MoveAnswer::Kind::Pass ? core::kPass : answer.point};
    const core::Legality legality = game_.play(move);
    if (legality != core::Legality::Legal) {
      forfeit(color, EndReason::IllegalMove,
              "illegal move " + gtp::format_vertex(move.point, game_.board()) + ": " +
                  std::string(core::to_string(legality)));
      return false;
    }
    ++out_.moves;
    MoveTime record{color, seconds, std::nullopt, std::nullopt};
    if (clock.running()) {
      record.time_left = clock.seconds_left();
      const TimeLeft left = clock.time_left();
      if (left.stones > 0) record.stones_left = left.stones;
    }
    out_.move_times.push_back(record);
    return send_play(core::opponent(color), move);
  }

  // final_status_list dead and final_score from an engine that lists them.
  std::optional<std::vector<Point>> ask_claims(Color color) {
    Engine& e = engine(color);
    Claim& claim = out_.claims[side(color)];
    if (!e.in_sync()) return std::nullopt;
    if (e.knows("final_score")) {
      const Reply reply = e.send("final_score", hang_timeout_);
      if (reply.kind == ReplyKind::Success) claim.final_score = reply.text;
      else if (reply.kind != ReplyKind::Failure) record_fault(color, reply, "final_score");
    }
    if (!e.in_sync() || !e.knows("final_status_list")) return std::nullopt;
    const Reply reply = e.send("final_status_list dead", hang_timeout_);
    if (reply.kind != ReplyKind::Success) {
      if (reply.kind != ReplyKind::Failure) record_fault(color, reply, "final_status_list dead");
      return std::nullopt;
    }
    std::vector<Point> dead;
    std::vector<std::string> words;
    std::istringstream stream(reply.text);
    std::string word;
    bool valid = true;
    while (stream >> word) {
      words.push_back(word);
      const auto point = gtp::parse_vertex(word, game_.board());
      if (!point || *point == core::kPass) valid = false;
      else dead.push_back(*point);
    }
    claim.dead = words;
    if (!valid) return std::nullopt;
    return dead;
  }

  // Two passes (or the rules' end): count, or resume play over a dispute.
  // True when play goes on.
  bool end_of_play() {
    if (game_.end_reason() == core::EndReason::LongCycle) {
      over_ = true;
      out_.reason = EndReason::Cycle;
      const bool draw = game_.rules().cycle_outcome == core::CycleOutcome::Draw;
      out_.result = draw ? "0" : "Void";
      out_.detail = draw ? "long cycle: a draw (Korean practice)" : "long cycle: no result (J89 art. 12)";
      return false;
    }
    DeadStoneClaims claims;
    claims.black = ask_claims(Color::Black);
    claims.white = ask_claims(Color::White);
    if (game_.end_reason() == core::EndReason::AllAliveAfterResumption) {
      // AGA 15 / NZ: a resumption that opens with two passes leaves every stone alive.
      count(claims, EndReason::Score, true);
      return false;
    }
    const bool area = game_.rules().scoring_rule == core::ScoringRule::Area;
    if (game_.phase() == core::Phase::Stopped && !game_.rules().score_all_stones_alive && area &&
        dead_stones_disputed(claims, game_.board()) && out_.disputes < config_.disputes) {
      // J89 art. 9.3 lets a stopped game resume; under area counting filling one's own
      // area costs nothing, so the engines settle the dispute on the board.
      ++out_.disputes;
      return true;
    }
    count(claims, EndReason::Score);
    return false;
  }

  void count(const DeadStoneClaims& claims, EndReason reason, bool every_stone_alive = false) {
    const Adjudication adjudication = adjudicate(game_, out_.komi, claims, every_stone_alive);
    over_ = true;
    out_.reason = reason;
    out_.result = adjudication.result;
    if (adjudication.scorable) {
      out_.margin = adjudication.margin;
      out_.winner = adjudication.margin > 0 ? Color::White : adjudication.margin < 0 ? Color::Black : Color::Empty;
      if (adjudication.result.rfind("B+", 0) == 0) out_.winner = Color::Black;  // Ing's B+0, tie rule
    }
    nlohmann::json referee = {{"result", adjudication.result},
                              {"basis", adjudication.basis},
                              {"dead", gtp::format_vertices(adjudication.dead, game_.board())},
                              {"disagreements", adjudication.disagreements},
                              {"breakdown", adjudication.breakdown}};
    if (!adjudication.note.empty()) referee["note"] = adjudication.note;
    if (adjudication.basis == "goref" && adjudication.scorable) {
      referee["certainty"] = {{"result", adjudication.winner_certain ? "certain" : "uncertain"},
                              {"uncertain_chains", adjudication.uncertain_chains},
                              {"open_kos", adjudication.open_kos},
                              {"range", {adjudication.range_best_for_black, adjudication.range_best_for_white}},
                              {"unsettled", adjudication.unsettled},
                              {"flagged", adjudication.flagged}};
    }
    out_.referee = referee;
    territory_black_ = adjudication.territory_black;
    territory_white_ = adjudication.territory_white;
    if (reason == EndReason::Score) {
      out_.detail = adjudication.basis == "agreed"         ? "counted with the engines' dead stones"
                    : adjudication.basis == "as-it-stands" ? "counted as it stands, every stone alive"
                                                           : "counted with goref's dead stones";
    }
  }

  void play() {
    while (!over_) {
      if (setting_.stop && setting_.stop->load()) {
        over_ = true;
        out_.reason = EndReason::Aborted;
        out_.result = "Void";
        out_.detail = "the run was stopped";
        return;
      }
      if (out_.moves >= max_moves()) {
        if (config_.max_moves_outcome == MaxMovesOutcome::Void) {
          over_ = true;
          out_.reason = EndReason::MaxMoves;
          out_.result = "Void";
          out_.detail = "move limit " + std::to_string(max_moves()) + " reached: void";
        } else {
          count(DeadStoneClaims{}, EndReason::MaxMoves);
          out_.detail = "move limit " + std::to_string(max_moves()) + " reached: counted by goref";
        }
        return;
      }
      if (!turn(game_.to_move())) return;
      if (game_.phase() != core::Phase::Playing && !end_of_play()) return;
    }
  }

  void finish_record() {
    replay::RecordInfo info;
    info.rules = setting_.rules;
    info.komi = out_.komi;
    if (!out_.result.empty()) info.result = out_.result;
    sgf::GameRecord record = replay::record_from_game(game_, info);
    record.black_player = out_.black;
    record.white_player = out_.white;
    record.game_name = "goref match game " + out_.game.id;
    std::uint32_t last_node = 0;
    std::size_t move_number = 0;
    for (const sgf::Event& event : record.events) {
      if (const auto* move = std::get_if<sgf::Move>(&event)) {
        last_node = move->node;
        if (move_number < out_.move_times.size()) {
          const MoveTime& time = out_.move_times[move_number];
          if (time.time_left) {
            const std::string name = time.color == Color::White ? "WL" : "BL";
            char buffer[32];
            std::snprintf(buffer, sizeof buffer, "%.3f", *time.time_left);
            record.properties.push_back({move->node, name, buffer});
            if (time.stones_left)
              record.properties.push_back(
                  {move->node, time.color == Color::White ? "OW" : "OB", std::to_string(*time.stones_left)});
          }
        }
        ++move_number;
      } else {
        last_node = std::get<sgf::Setup>(event).node;
      }
    }
    std::string comment = "goref match: " + out_.result + " (" + std::string(to_string(out_.reason)) + ")";
    if (!out_.detail.empty()) comment += ": " + out_.detail;
    for (const Fault& fault : out_.faults) comment += "\nfault: " + fault.engine + " " + fault.kind + ": " + fault.detail;
    if (out_.disputes > 0)
      comment += "\nplay resumed " + std::to_string(out_.disputes) + " time(s): the engines named different dead stones";
    if (!out_.referee.empty()) {
      comment += "\nreferee: " + out_.referee.value("result", "") + " by " + out_.referee.value("basis", "");
      const std::string dead = out_.referee.value("dead", "");
      comment += "; dead stones: " + (dead.empty() ? std::string("none") : dead);
      for (const auto& disagreement : out_.referee["disagreements"]) comment += "\n  " + disagreement.get<std::string>();
      if (out_.referee.contains("certainty") && out_.referee["certainty"].value("flagged", false)) {
        const nlohmann::json& c = out_.referee["certainty"];
        comment += "\nreferee: not a confident count: range " + c["range"][0].get<std::string>() + " .. " +
                   c["range"][1].get<std::string>();
        for (const auto& chain : c["uncertain_chains"]) comment += "\n  uncertain chain " + chain.get<std::string>();
        for (const auto& stone : c.value("open_kos", nlohmann::json::array()))
          comment += "\n  open ko " + stone.get<std::string>();
        for (const auto& why : c["unsettled"]) comment += "\n  unsettled: " + why.get<std::string>();
      }
    }
    for (Color color : {Color::Black, Color::White}) {
      const Claim& claim = out_.claims[side(color)];
      if (claim.final_score || claim.dead) {
        comment += std::string("\n") + (color == Color::White ? "White" : "Black") + " claims";
        if (claim.final_score) comment += " final_score " + *claim.final_score;
        if (claim.dead) {
          std::string list;
          for (const std::string& v : *claim.dead) list += (list.empty() ? "" : " ") + v;
          comment += ", dead [" + list + "]";
        }
      }
    }
    record.comments.push_back({last_node, comment});
    if (out_.reason == EndReason::Score || out_.reason == EndReason::MaxMoves) {
      for (Point p : territory_black_) record.territory_black.push_back(replay::to_sgf_point(game_.board(), p));
      for (Point p : territory_white_) record.territory_white.push_back(replay::to_sgf_point(game_.board(), p));
    }
    out_.sgf = sgf::write_game_record(record);
  }

  const GameSetting& setting_;
  const MatchConfig& config_;
  core::Game game_;
  std::array<GameClock, 2> clocks_;
  std::array<Engine*, 2> engines_;
  GameOutcome out_;
  Milliseconds hang_timeout_{30000};
  bool over_ = false;
  std::array<bool, 2> japanese_as_canadian_{};
  std::vector<Point> territory_black_;
  std::vector<Point> territory_white_;
};

}  // namespace

GameOutcome play_game(const GameSetting& setting, const ScheduledGame& game, Engine& black, Engine& white) {
  return GameReferee(setting, game, black, white).run();
}

}  // namespace goref::match
