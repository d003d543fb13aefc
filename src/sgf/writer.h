#pragma once

// The SGF FF[4] writer: GameRecord -> text.
//
// Output shape (one game tree, main line only):
//   (;GM[1]FF[4]CA[UTF-8]SZ[19]KM[0.5]RU[Japanese]HA[2]PB[..]PW[..]RE[W+R]
//   AB[dp][pd];W[dd];B[pp];W[])
// Root: GM FF CA SZ KM RU HA PB PW DT EV GN RE, then the node-0 setup (AB AW AE PL) and C.
// Events go to the nodes their `node` index names, so parse(write(r)) reproduces the node
// indices: the indices are trusted, and a gap of N nodes is written as N empty nodes ";".
// An event whose index is not ahead of the current node and that cannot share it (a second
// move, a setup after a move) starts the next node instead. Comments go to their node;
// TB/TW to the last node. Text is escaped (']' and '\'), passes are written "B[]", and
// lines are broken between properties/values near max_line_length (never inside a value).
//
// Round trip: read_game_record(parse_collection(write_game_record(r))) equals r for
// everything written, provided r holds what the reader can produce: CA defaults to
// "UTF-8" when unset, SimpleText fields have no line breaks, at most one comment per node.
// A Komi is written as its `raw` text when that reads back as the same Komi, else as its
// points. Warnings about the original text (a repaired '(', an unreadable KM) do not come
// back.

#include <cstddef>
#include <string>

#include "sgf/game_record.h"

namespace goref::sgf {

struct WriteOptions {
  std::size_t max_line_length = 80;  // soft limit: a single long value still goes on one line
};

[[nodiscard]] std::string write_game_record(const GameRecord& record, const WriteOptions& options = {});

}  // namespace goref::sgf
