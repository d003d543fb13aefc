#include "replay/replay.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <variant>

#include "rules/katago.h"

namespace goref::replay {

namespace {

constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

core::Color to_core(sgf::Color color) { return color == sgf::Color::Black ? core::Color::Black : core::Color::White; }

// Rules of the replay: override, else RU, else the fallback.
void choose_rules(const sgf::GameRecord& record, const ReplaySettings& settings, Replay& out) {
  if (settings.rules_override) {
    out.rules = *settings.rules_override;
    out.rules_origin = RulesOrigin::Override;
    return;
  }
  if (record.rules) {
    rules::RulesParse parsed = rules::parse_sgf_rules(*record.rules);
    if (parsed.value) {
      out.rules = std::move(*parsed.value);
      out.rules_origin = RulesOrigin::Record;
      // KataGo's compact RU may carry a komi; KM (when reliable) still wins below.
      if (parsed.komi && !(record.komi && record.komi->reliable())) out.komi = parsed.komi;
      return;
    }
    out.notes.push_back("RU[" + *record.rules + "] not understood (" + parsed.error + "); replayed under " +
                        settings.fallback_rules.name);
  }
  out.rules = settings.fallback_rules;
  out.rules_origin = RulesOrigin::Fallback;
}

// Setup events before the first move, if they hold black stones only: a handicap.
bool is_handicap_root(const sgf::GameRecord& record) {
  if (!record.handicap || *record.handicap < 2) return false;
  bool any_black = false;
  for (const sgf::Event& event : record.events) {
    if (std::holds_alternative<sgf::Move>(event)) break;
    const auto& setup = std::get<sgf::Setup>(event);
    if (!setup.white.empty() || !setup.empty.empty()) return false;
    any_black = any_black || !setup.black.empty();
  }
  return any_black;
}

// Colour of the first move at or after event `from`, if any.
std::optional<core::Color> next_mover(const sgf::GameRecord& record, std::size_t from) {
  for (std::size_t i = from; i < record.events.size(); ++i) {
    if (const auto* move = std::get_if<sgf::Move>(&record.events[i])) return to_core(move->color);
  }
  return std::nullopt;
}

std::string node_prefix(std::uint32_t node) { return "node " + std::to_string(node) + ": "; }

}  // namespace

std::string_view to_string(RulesOrigin origin) {
  switch (origin) {
    case RulesOrigin::Override: return "override";
    case RulesOrigin::Record: return "RU";
    case RulesOrigin::Fallback: return "default";
  }
  return "?";
}

void Replay::clear() {
  rules = {};
  rules_origin = RulesOrigin::Fallback;
  komi.reset();
  komi_in_force = 0;
  handicap = 0;
  total_moves = 0;
  moves_played = 0;
  reached_end = false;
  illegal.clear();
  notes.clear();
  error.reset();
  has_markup = false;
  markup_dead.clear();
}

core::Point to_core_point(const core::Board& board, sgf::Point point) { return board.point(point.col, point.row); }

sgf::Point to_sgf_point(const core::Board& board, core::Point point) {
  return sgf::Point{static_cast<std::uint8_t>(board.x_of(point)), static_cast<std::uint8_t>(board.y_of(point))};
}

std::string gtp_vertex(const core::Board& board, core::Point point) {
  if (point == core::kPass) return "pass";
  std::string text(1, kColumns[static_cast<std::size_t>(board.x_of(point))]);
  text += std::to_string(board.height() - board.y_of(point));
  return text;
}

std::string sgf_vertex(const core::Board& board, core::Point point) {
  if (point == core::kPass) return {};
  return sgf::encode_point(to_sgf_point(board, point));
}

bool replay_record(const sgf::GameRecord& record, const ReplaySettings& settings, core::Game& game, Replay& out) {
  out.clear();
  choose_rules(record, settings, out);
  if (record.komi) {
    if (record.komi->reliable()) out.komi = record.komi->points;
    else out.notes.push_back("KM[" + record.komi->raw + "] is a scaled (Fox) komi; the preset's default is used");
  }
  game.set_rules(out.rules.rules);
  game.reset(record.width, record.height);
  out.total_moves = static_cast<std::uint32_t>(record.move_count());

  // Root setup: a handicap, or a starting position.
  std::size_t first = 0;
  const bool handicap = is_handicap_root(record);
  if (handicap) {
    std::vector<core::Point> stones;
    for (; first < record.events.size() && std::holds_alternative<sgf::Setup>(record.events[first]); ++first) {
      for (sgf::Point p : std::get<sgf::Setup>(record.events[first]).black) {
        const core::Point point = to_core_point(game.board(), p);
        if (std::find(stones.begin(), stones.end(), point) == stones.end()) stones.push_back(point);
      }
    }
    game.place_handicap(stones);
    out.handicap = game.handicap_stones();
    const auto& last_setup = std::get<sgf::Setup>(record.events[first - 1]);
    if (last_setup.to_play) game.set_to_move(to_core(*last_setup.to_play));
  } else if (!record.events.empty() && std::holds_alternative<sgf::Setup>(record.events.front()) &&
             std::get<sgf::Setup>(record.events.front()).node == 0) {
    const auto& setup = std::get<sgf::Setup>(record.events.front());
    core::Board board(record.width, record.height);
    for (sgf::Point p : setup.black) board.set_stone(to_core_point(board, p), core::Color::Black);
    for (sgf::Point p : setup.white) board.set_stone(to_core_point(board, p), core::Color::White);
    for (sgf::Point p : setup.empty) board.set_stone(to_core_point(board, p), core::Color::Empty);
    const core::Color to_move = setup.to_play ? to_core(*setup.to_play) : next_mover(record, 1).value_or(core::Color::Black);
    if (!game.reset_to(board, to_move)) {
      out.error = node_prefix(0) + "the setup leaves a chain without liberties";
      return false;
    }
    first = 1;
  }
  out.komi_in_force = out.komi ? *out.komi
                               : (game.handicap_stones() >= 2 ? out.rules.rules.handicap_komi : out.rules.rules.default_komi);

  std::uint32_t number = 0;
  std::uint32_t out_of_turn = 0;
  std::uint32_t first_out_of_turn = 0;
  for (std::size_t i = first; i < record.events.size(); ++i) {
    const sgf::Event& event = record.events[i];
    if (const auto* setup = std::get_if<sgf::Setup>(&event)) {
      std::vector<core::Point> black, white, empty;
      for (sgf::Point p : setup->black) black.push_back(to_core_point(game.board(), p));
      for (sgf::Point p : setup->white) white.push_back(to_core_point(game.board(), p));
      for (sgf::Point p : setup->empty) empty.push_back(to_core_point(game.board(), p));
      const core::Color to_move =
          setup->to_play ? to_core(*setup->to_play) : next_mover(record, i + 1).value_or(game.to_move());
      if (!game.setup(black, white, empty, to_move)) {
        out.error = node_prefix(setup->node) + "the setup leaves a chain without liberties";
        return false;
      }
      continue;
    }
    const auto& move = std::get<sgf::Move>(event);
    ++number;
    if (settings.stop_before_move && number >= *settings.stop_before_move) return true;
    if (settings.stop_before_point && move.point && *move.point == *settings.stop_before_point) return true;
    const core::Color color = to_core(move.color);
    const core::Point point = move.point ? to_core_point(game.board(), *move.point) : core::kPass;
    if (color != game.to_move() && !game.history().back().is_setup) {
      if (out_of_turn++ == 0) first_out_of_turn = number;
    }
    const core::Move m{color, point};
    core::Legality legality;
    if (settings.on_illegal == OnIllegal::Stop) {
      legality = game.play(m);
      if (legality != core::Legality::Legal) {
        out.illegal.push_back({number, move.node, color, point, move.point.value_or(sgf::Point{}), legality, true});
        return true;
      }
    } else {
      legality = game.play_unchecked(m);
      if (legality != core::Legality::Legal) {
        const bool skipped = legality == core::Legality::Occupied || legality == core::Legality::OffBoard;
        out.illegal.push_back({number, move.node, color, point, move.point.value_or(sgf::Point{}), legality, skipped});
      }
    }
    out.moves_played = number;
  }
  out.reached_end = true;
  if (out_of_turn > 0) {
    out.notes.push_back(std::to_string(out_of_turn) + (out_of_turn == 1 ? " move" : " moves") +
                        " out of turn (first: move " + std::to_string(first_out_of_turn) + ")");
  }

  // The players' agreed dead stones: stones on the opponent's marked territory.
  out.has_markup = !record.territory_black.empty() || !record.territory_white.empty();
  const core::Board& board = game.board();
  for (auto [points, dead_colour] : {std::pair{&record.territory_black, core::Color::White},
                                     std::pair{&record.territory_white, core::Color::Black}}) {
    for (sgf::Point p : *points) {
      const core::Point point = to_core_point(board, p);
      if (board.at(point) == dead_colour) out.markup_dead.push_back(point);
    }
  }
  std::sort(out.markup_dead.begin(), out.markup_dead.end());
  return true;
}

}  // namespace goref::replay
