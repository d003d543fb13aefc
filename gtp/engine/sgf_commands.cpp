// SGF in and out: loadsgf, printsgf (gtp-sources §1.4).
//
// loadsgf FILE [move_number|vertex]: the first game of FILE (path relative to the working
// directory, as gogui-regress runs engines in the .tst file's folder), replayed through
// replay::replay_record: board size, rules (RU; the current rules when RU is absent or not
// understood), komi (KM when reliable; the current komi otherwise), handicap, setup,
// captures and history. With a move number, the position before that move (a number past
// the end loads everything); with a vertex, the position before the first move there.
// Strict: a record with an illegal move before the stopping point is refused as a whole
// ("cannot load file: FILE: move 57 (B D4): occupied") and the referee is left as it was;
// `loadsgf FILE 57` then loads the position before the bad move.
//
// TB/TW markup of a record loaded to its end sets the agreed statuses for final_score and
// final_status_list: stones on the opponent's marked territory are dead, every other stone
// is alive (the markup is the players' agreement on the whole board).
//
// printsgf [FILE]: the game so far as SGF (rules, komi, handicap, setup, moves, and, once
// two passes stopped play, RE as final_score answers it, "Void" when the game has no
// result); to FILE when given (not "-"), through a temporary file renamed over it.
//
// Limits (docs/limits.md): files of at most 64 MiB, regular files only (a directory, a
// FIFO or /dev/zero is refused at once), records of at most --max-moves moves.
#include <algorithm>
#include <memory>
#include <string>

#include "gtp/engine/referee.h"
#include "gtp/engine/score_cache.h"
#include "gtp/engine/vertex.h"
#include "gtp/protocol/command.h"
#include "gtp/protocol/command_registry.h"
#include "gtp/protocol/failure.h"
#include "io/atomic_file.h"
#include "io/bounded_file.h"
#include "replay/export.h"
#include "replay/replay.h"
#include "scoring/score.h"
#include "sgf/reader.h"
#include "sgf/writer.h"

namespace goref::gtp {

namespace {

[[noreturn]] void cannot_load(const std::string& why) { throw Failure("cannot load file: " + why); }

// Bounded (sgf::kMaxSgfBytes) and regular files only: `loadsgf /dev/zero` or a FIFO would
// otherwise never answer, and a 1 GiB file would be read whole before the parser refused it.
std::string read_file(const std::string& path) {
  std::string text;
  if (const std::string error = io::read_bounded_file(path, sgf::kMaxSgfBytes, text); !error.empty())
    cannot_load(path + ": " + error);
  return text;
}

std::string load_sgf(Referee& referee, const Command& command) {
  command.expect_arg_count_between(1, 2);
  const std::string& path = command.arg(0);
  const std::string text = read_file(path);
  sgf::Result<std::vector<sgf::GameRecord>> records = sgf::read_game_records(text, path);
  if (!records.ok()) cannot_load(records.error().to_string());
  const sgf::GameRecord& record = records.value().front();

  replay::ReplaySettings settings;
  settings.fallback_rules = rules::NamedRules{referee.rules_name(), referee.game().rules()};
  settings.on_illegal = replay::OnIllegal::Stop;
  if (command.arg_count() == 2) {
    const std::string& where = command.arg(1);
    const bool number = !where.empty() && where.find_first_not_of("0123456789") == std::string::npos;
    if (number) {
      settings.stop_before_move = static_cast<std::uint32_t>(command.int_arg(1, 1, 2147483647L));
    } else {
      const core::Board board(record.width, record.height);
      const std::optional<core::Point> point = parse_vertex(where, board);
      if (!point || *point == core::kPass) throw Failure("invalid vertex: " + where);
      settings.stop_before_point = replay::to_sgf_point(board, *point);
    }
  }

  // The move limit is checked before the replay, which would otherwise build the whole
  // history (~230 bytes a turn) of a record of millions of passes first.
  const std::size_t to_load = settings.stop_before_move
                                  ? std::min<std::size_t>(record.move_count(), *settings.stop_before_move - 1)
                                  : record.move_count();
  const auto too_long = [&](std::size_t moves) {
    cannot_load(path + ": " + std::to_string(moves) + " moves, more than the move limit " +
                std::to_string(referee.max_moves()) + " (--max-moves)");
  };
  if (to_load > referee.max_moves()) too_long(to_load);
  core::Game game(settings.fallback_rules.rules, record.width, record.height);
  replay::Replay replay;
  if (!replay::replay_record(record, settings, game, replay)) cannot_load(path + ": " + *replay.error);
  if (game.history().size() - 1 > referee.max_moves()) too_long(game.history().size() - 1);
  if (!replay.illegal.empty()) {
    const replay::IllegalMove& m = replay.illegal.front();
    cannot_load(path + ": move " + std::to_string(m.number) + " (" + (m.color == core::Color::Black ? "B " : "W ") +
                format_vertex(m.point, game.board()) + "): " + std::string(core::to_string(m.reason)) + " under " +
                replay.rules.name + " rules");
  }
  referee.game() = std::move(game);
  referee.set_rules(replay.rules);
  if (replay.komi) referee.set_komi(*replay.komi);
  referee.clear_agreed_status();
  referee.fix_board_size();
  // TB/TW markup of a finished game is the players' agreement on the whole board: its dead
  // stones are dead and every other stone is alive, for final_score and final_status_list
  // (as `goref check` counts it). Without markup goref's analysis decides.
  const bool has_markup = !record.territory_black.empty() || !record.territory_white.empty();
  if (replay.reached_end && has_markup)
    referee.set_agreement(scoring::agreement_from_markup(referee.game().board(), replay.markup_dead));
  return std::string();
}

std::string print_sgf(Referee& referee, const Command& command) {
  command.expect_arg_count_between(0, 1);
  replay::RecordInfo info;
  info.rules = rules::NamedRules{referee.rules_name(), referee.game().rules()};
  info.komi = referee.komi();
  if (referee.game().phase() != core::Phase::Playing) {
    // The game is over (or stopped by two passes): the result final_score would give.
    const scoring::ScoreResult& result = referee.score_cache().get(referee);
    info.result = result.scorable ? result.breakdown.result : "Void";
  }
  const std::string text = sgf::write_game_record(replay::record_from_game(referee.game(), info));
  if (command.arg_count() == 1 && command.arg(0) != "-") {
    const std::string& path = command.arg(0);
    // Through a temporary file and a rename: a controller reading FILE (or goref killed
    // mid-write) never sees half a record.
    if (const std::string error = io::write_file_atomically(path, text + '\n'); !error.empty())
      throw Failure("cannot write file: " + path + ": " + error);
    return std::string();
  }
  return text;
}

}  // namespace

void register_sgf_commands(CommandRegistry& registry, Referee& referee) {
  registry.add({"loadsgf", "file [move_number|vertex]",
                "Loads the first game of an SGF file (rules, komi, handicap, setup, moves), up to before the given "
                "move number or the first move at the vertex; a record with an illegal move earlier fails as a "
                "whole with 'cannot load file: ...'.",
                [&referee](const Command& command) { return load_sgf(referee, command); }});
  registry.add({"printsgf", "[file]",
                "The game so far as SGF (rules, komi, handicap, setup, moves); written to the file when one is "
                "given ('-': answered).",
                [&referee](const Command& command) { return print_sgf(referee, command); }});
}

}  // namespace goref::gtp
