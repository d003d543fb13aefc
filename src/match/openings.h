// Openings: the first moves of SGF games, played before the engines take
// over, each once with each colour (match-sources §3.4: gogui-twogtp's
// -openings; fastchess's paired openings).
#pragma once

#include <string>
#include <vector>

#include "core/ruleset.h"
#include "core/types.h"

namespace goref::match {

struct Opening {
  std::string name;  ///< the file name
  int size = 19;
  std::vector<core::Move> moves;
};

/// Reads FILE, or every *.sgf of a folder (sorted by name), taking the first
/// `moves` moves of each main line (0: all). Each opening is replayed under
/// `rules` and must be legal and free of setup stones. Returns an error
/// message naming the file, or "" on success.
std::string load_openings(const std::string& path, int moves, const core::Ruleset& rules,
                          std::vector<Opening>& out);

}  // namespace goref::match
