// Fuzz target: goref's verdict on any position. Bytes build a game (board size, ruleset,
// komi, then moves, setup stones and the players' marks), and the scorer runs on it as
// final_score, final_status_list, goref-score and goref check do: the dead-stone analysis
// (playouts, races, readings, eye counts), the count and the score range.
//
// Input: [width][height][ruleset][komi] then records of three bytes [op][point, 2 bytes].
// op % 6 is a black move, a white move, a black setup stone, a white setup stone, or a
// mark dead / alive on the chain at the point (goref-set_status). A point past the board
// is a pass. Moves the rules refuse and setup that would leave a chain without liberties
// change nothing, as in GTP. The ruleset byte's bit 4 keeps the board size's playout
// count; without it the analysis runs 32 playouts: the same stages on fewer samples, so
// that the fuzzer gets through more positions in its time.
//
// Checked: every stone has a verdict (alive, dead or seki) and every empty point none;
// the stones of one chain share it and it is the chain record's verdict; the count
// classes every point once; the count's result is its margin; the range holds the count;
// "certain" means one winner over the range; every uncertain chain is in the range and
// nothing else is, but the stones in an open ko (likely, each flipped alone, the board
// unsettled); and the same position scores the same with no history and the other
// side to move (the analysis is seeded by the position alone: dead_stones.h).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "fuzz/invariant.h"

#include "core/game.h"
#include "rules/preset.h"
#include "scoring/chain_evidence.h"
#include "scoring/count.h"
#include "scoring/score.h"
#include "scoring/score_range.h"

namespace {

using namespace goref;
using core::Color;
using core::Point;
using fuzz::invariant_failed;
using scoring::Status;

constexpr std::size_t kHeader = 4;
constexpr std::size_t kRecord = 3;
// Enough records to fill a 19x19 board and go on capturing; libFuzzer's inputs are
// usually far shorter.
constexpr std::size_t kMaxRecords = 1200;

char winner_of(const std::string& result) { return result.empty() ? '0' : result[0]; }

void check_statuses(const core::Board& board, const scoring::ScoreResult& result) {
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      const Status status = result.status[p];
      if (board.at(p) == Color::Empty) {
        if (status != Status::Unknown) invariant_failed("a verdict on an empty point");
        if (result.chain[p] != -1) invariant_failed("a chain record on an empty point");
        continue;
      }
      if (status != Status::Alive && status != Status::Dead && status != Status::Seki) {
        invariant_failed("a stone with no verdict");
      }
      const int index = result.chain[p];
      if (index < 0 || static_cast<std::size_t>(index) >= result.chains.size()) {
        invariant_failed("a stone with no chain record");
      }
      const scoring::ChainEvidence& e = result.chains[static_cast<std::size_t>(index)];
      if (e.color != board.at(p)) invariant_failed("a chain record of the other colour");
      if (board.chain_head(e.first) != board.chain_head(p)) invariant_failed("a chain record of another chain");
      if (status != scoring::verdict(e)) invariant_failed("a stone's verdict is not its chain record's");
      if (result.status[board.chain_head(p)] != status) invariant_failed("one chain with two verdicts");
    }
  }
}

void check_count(const core::Board& board, const scoring::ScoreBreakdown& count) {
  int stones[2] = {0, 0};
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const scoring::PointClass c = count.points[board.point(x, y)];
      if (c == scoring::PointClass::BlackStone) ++stones[0];
      if (c == scoring::PointClass::WhiteStone) ++stones[1];
    }
  }
  if (stones[0] != count.color[0].stones || stones[1] != count.color[1].stones) {
    invariant_failed("stones counted are not the stones classed");
  }
  int points = count.dame;
  for (const scoring::ColorCount& c : count.color) {
    if (c.area != c.stones + c.territory) invariant_failed("an area that is not stones plus territory");
    points += c.area + c.seki_points + c.defensive;
  }
  if (points != board.width() * board.height()) invariant_failed("the count does not class every point once");
}

void check_range(const core::Game& game, const scoring::ScoreResult& result, const scoring::ScoreRange& range) {
  const bool fixed_draw =
      game.current().phase == core::Phase::Ended && game.current().end_reason == core::EndReason::LongCycle;
  const double margin = result.breakdown.margin;
  if (!fixed_draw && (range.best_for_black > margin || range.best_for_white < margin)) {
    invariant_failed("the score range does not hold the count");
  }
  if (range.winner_certain !=
      (winner_of(range.best_for_black_result) == winner_of(range.best_for_white_result))) {
    invariant_failed("'certain' with two winners over the range, or 'uncertain' with one");
  }
  std::size_t uncertain = 0;
  for (const scoring::ChainEvidence& e : result.chains) {
    if (scoring::certainty(e) == scoring::Certainty::Uncertain) ++uncertain;
  }
  if (range.chains.size() != uncertain) invariant_failed("the range's chains are not the uncertain chains");
  for (const scoring::UncertainChain& u : range.chains) {
    if (u.index >= result.chains.size() || u.unit >= range.units.size()) invariant_failed("a range index past its end");
    if (scoring::certainty(result.chains[u.index]) != scoring::Certainty::Uncertain) {
      invariant_failed("a chain in the range that is not uncertain");
    }
    if (u.verdict == u.alternative) invariant_failed("a flip that changes nothing");
  }
  // A stone in an open ko is likely, a unit alone, and the board is unsettled.
  for (const scoring::UncertainChain& u : range.open_kos) {
    if (u.index >= result.chains.size() || u.unit >= range.units.size()) invariant_failed("a range index past its end");
    const scoring::ChainEvidence& e = result.chains[u.index];
    if (!e.open_ko || e.stones != 1 || scoring::certainty(e) != scoring::Certainty::Likely) {
      invariant_failed("an open ko in the range that is no likely single stone in an open ko");
    }
    if (range.units[u.unit].chains.size() != 1) invariant_failed("an open ko that does not flip alone");
    if (u.verdict == u.alternative) invariant_failed("a flip that changes nothing");
  }
  if (!range.open_kos.empty() && range.unsettled.empty()) invariant_failed("an open ko on a settled board");
  for (const scoring::FlipUnit& unit : range.units) {
    if (unit.chains.empty()) invariant_failed("an empty flip unit");
    const Color colour = result.chains[unit.chains.front()].color;
    for (std::size_t i : unit.chains) {
      if (i >= result.chains.size() || result.chains[i].color != colour) invariant_failed("a flip unit of two colours");
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < kHeader) return 0;
  const int width = core::kMinBoardSize + data[0] % (core::kMaxBoardSize - core::kMinBoardSize + 1);
  const int height = data[1] & 1 ? width : core::kMinBoardSize + (data[1] >> 1) % (core::kMaxBoardSize - 1);
  const std::span<const rules::RulesetPreset> presets = rules::presets();
  const core::Ruleset& ruleset = presets[(data[2] & 0x0F) % presets.size()].rules;
  const bool full_playouts = (data[2] & 0x10) != 0;
  const double komi = (static_cast<int>(data[3] % 61) - 30) / 2.0;

  core::Game game(ruleset, width, height);
  const core::Board& board = game.board();
  scoring::AgreedStatus agreed;
  bool any_mark = false;
  const std::size_t records = std::min((size - kHeader) / kRecord, kMaxRecords);
  for (std::size_t r = 0; r < records; ++r) {
    const std::uint8_t* record = data + kHeader + r * kRecord;
    const int index = (record[1] << 8 | record[2]) % (width * height + 1);
    const Point p = index == width * height ? core::kPass : board.point(index % width, index / width);
    const int op = record[0] % 6;
    if (op < 2) {
      game.play(core::Move{op == 0 ? Color::Black : Color::White, p});
    } else if (p == core::kPass) {
      continue;
    } else if (op < 4) {
      const Point stone[1] = {p};
      const std::span<const Point> one(stone, 1);
      const std::span<const Point> none;
      game.setup(op == 2 ? one : none, op == 3 ? one : none, none, game.to_move());
    } else if (board.at(p) != Color::Empty) {
      agreed.set_chain(board, p, op == 4 ? Status::Dead : Status::Alive);
      any_mark = true;
    }
  }

  scoring::ScoreRequest request;
  request.game = &game;
  request.komi = komi;
  request.agreed = any_mark ? &agreed : nullptr;
  if (!full_playouts) request.options.playouts = 32;
  scoring::ScoreResult result;
  scoring::score_game(request, result);
  if (!result.scorable) {
    if (result.error.empty() && result.note.empty()) invariant_failed("unscorable without a reason");
    return 0;
  }
  check_statuses(board, result);
  check_count(board, result.breakdown);
  if (result.breakdown.result != scoring::format_result(result.breakdown.margin, game.rules().tie_rule)) {
    invariant_failed("a result that is not the count's margin");
  }
  scoring::ScoreRange range;
  scoring::score_range(request, result, range);
  check_range(game, result, range);

  // The same stones with no history and the other side to move: the same verdicts.
  if (!any_mark) {
    core::Game again(ruleset, width, height);
    if (!again.reset_to(board, core::opponent(game.to_move()))) invariant_failed("a position that cannot be set up");
    scoring::ScoreRequest request_again = request;
    request_again.game = &again;
    scoring::ScoreResult result_again;
    scoring::score_game(request_again, result_again);
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        const Point p = board.point(x, y);
        if (result_again.status[p] != result.status[p]) invariant_failed("a verdict that depends on the history");
      }
    }
  }
  return 0;
}
