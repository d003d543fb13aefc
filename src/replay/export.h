#pragma once

// The other direction: a core::Game (as played over GTP) written as an SGF game record, for
// `printsgf`. Knows no GTP and does no file I/O.

#include <optional>
#include <string>

#include "core/game.h"
#include "rules/registry.h"
#include "sgf/game_record.h"

namespace goref::replay {

struct RecordInfo {
  rules::NamedRules rules;
  double komi = 0;
  std::optional<std::string> result;  // RE, e.g. "B+3.5", when known
};

// The game from its starting position: SZ, KM, RU (sgf_rules_value), HA with the handicap
// stones as AB, or the starting position as AB/AW (PL when the side to move is not the
// usual one); then every turn: setup entries as AB/AW/AE (+PL), moves and passes as B[]/W[].
sgf::GameRecord record_from_game(const core::Game& game, const RecordInfo& info);

// RU as SGF files write it, read back to the same rules by rules::parse_sgf_rules:
// Japanese, Chinese, Korean, AGA, NZ, GOE, Tromp-Taylor; goref's own name for
// chinese-simple and wmsg; KataGo's JSON for custom rules.
std::string sgf_rules_value(const rules::NamedRules& rules);

}  // namespace goref::replay
