#include "replay/export.h"

#include <array>
#include <string_view>
#include <utility>

#include "replay/replay.h"
#include "rules/katago.h"

namespace goref::replay {

namespace {

sgf::Color to_sgf(core::Color color) { return color == core::Color::White ? sgf::Color::White : sgf::Color::Black; }

}  // namespace

std::string sgf_rules_value(const rules::NamedRules& rules) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 7> kSgfNames{{
      {"japanese", "Japanese"},
      {"chinese", "Chinese"},
      {"korean", "Korean"},
      {"aga", "AGA"},
      {"new-zealand", "NZ"},
      {"ing", "GOE"},
      {"tromp-taylor", "Tromp-Taylor"},
  }};
  for (const auto& [name, sgf_name] : kSgfNames) {
    if (rules.name == name) return std::string(sgf_name);
  }
  if (rules::find_preset(rules.name) != nullptr) return rules.name;
  return rules::katago_json(rules.rules);
}

sgf::GameRecord record_from_game(const core::Game& game, const RecordInfo& info) {
  sgf::GameRecord record;
  const core::Board& board = game.board();
  record.width = board.width();
  record.height = board.height();
  record.komi = sgf::komi_from_points(info.komi);
  record.rules = sgf_rules_value(info.rules);
  record.result = info.result;
  if (game.handicap_stones() > 0) record.handicap = game.handicap_stones();

  const auto history = game.history();
  const int width = board.width();
  const int height = board.height();
  auto diff = [&](const core::PackedBoard* before, const core::PackedBoard& after) {
    sgf::Setup setup;
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        const core::Point p = board.point(x, y);
        const core::Color was = before ? before->get(p) : core::Color::Empty;
        const core::Color now = after.get(p);
        if (was == now) continue;
        const sgf::Point point{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
        if (now == core::Color::Black) setup.black.push_back(point);
        else if (now == core::Color::White) setup.white.push_back(point);
        else setup.empty.push_back(point);
      }
    }
    return setup;
  };

  // The starting position.
  const core::Turn& start = history.front();
  sgf::Setup root = diff(nullptr, start.board);
  const core::Color usual = game.handicap_stones() > 0 ? core::Color::White : core::Color::Black;
  if (start.to_move != usual) root.to_play = to_sgf(start.to_move);
  if (!root.black.empty() || !root.white.empty() || root.to_play) record.add_setup(std::move(root));

  for (std::size_t i = 1; i < history.size(); ++i) {
    const core::Turn& turn = history[i];
    if (turn.is_setup) {
      sgf::Setup setup = diff(&history[i - 1].board, turn.board);
      setup.to_play = to_sgf(turn.to_move);
      record.add_setup(std::move(setup));
      continue;
    }
    std::optional<sgf::Point> point;
    if (!turn.move.is_pass()) point = to_sgf_point(board, turn.move.point);
    record.add_move(to_sgf(turn.move.color), point);
  }
  return record;
}

}  // namespace goref::replay
