// Fuzz target: the SGF reader and the record -> game replay, both the strict path (loadsgf:
// stop at the first illegal move) and the tolerant one (goref check: list illegal moves
// and go on). A record that replays is written back as SGF, and that text must read again
// into the same game (the writer's round trip).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/invariant.h"

#include "replay/export.h"
#include "replay/replay.h"
#include "rules/registry.h"
#include "sgf/reader.h"
#include "sgf/writer.h"

using goref::fuzz::invariant_failed;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace goref;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto records = sgf::read_game_records(text, "fuzz.sgf");
  if (!records.ok()) {
    if (records.error().message.empty()) invariant_failed("an SGF error without a message");
    return 0;
  }
  static const rules::NamedRules fallback = *rules::parse_rules("chinese").value;
  int replayed = 0;
  for (const sgf::GameRecord& record : records.value()) {
    if (++replayed > 8) break;  // a collection of thousands adds nothing the first few do not
    for (const replay::OnIllegal mode : {replay::OnIllegal::Stop, replay::OnIllegal::Continue}) {
      replay::ReplaySettings settings;
      settings.fallback_rules = fallback;
      settings.on_illegal = mode;
      core::Game game(fallback.rules, 19, 19);
      replay::Replay result;
      const bool ok = replay::replay_record(record, settings, game, result);
      if (!ok && !result.error) invariant_failed("a failed replay without a reason");
      if (result.moves_played > result.total_moves) invariant_failed("more moves played than recorded");
      if (mode == replay::OnIllegal::Stop && result.illegal.size() > 1) invariant_failed("strict replay went past an illegal move");
      if (!ok || mode != replay::OnIllegal::Stop) continue;
      // Round trip: the game as goref writes it reads back into the same final position.
      replay::RecordInfo info;
      info.rules = result.rules;
      info.komi = result.komi_in_force;
      const std::string written = sgf::write_game_record(replay::record_from_game(game, info));
      auto again = sgf::read_game_records(written, "written.sgf");
      if (!again.ok() || again.value().empty()) invariant_failed("goref's own SGF does not read back");
      replay::ReplaySettings strict;
      strict.fallback_rules = fallback;
      strict.on_illegal = replay::OnIllegal::Stop;
      core::Game reread(fallback.rules, 19, 19);
      replay::Replay second;
      if (!replay::replay_record(again.value().front(), strict, reread, second))
        invariant_failed("goref's own SGF does not replay");
      if (!second.illegal.empty()) invariant_failed("goref's own SGF has an illegal move");
      if (!(reread.board() == game.board())) invariant_failed("goref's own SGF replays to another position");
    }
  }
  return 0;
}
