#pragma once

// The SGF FF[4] reader: text -> Collection (node trees) -> GameRecords (main lines).
//
// Tolerant where real files are sloppy, strict where a guess could change the game:
//  - accepted: junk before the first "(;" and between/after game trees (but never a stray
//    ')'), whitespace and line breaks (LF, CR LF, CR) between any two tokens, identifiers
//    with lower-case letters as in FF[3] ("AddBlack" reads as "AB"), escapes inside values,
//    and a text starting with ';' (Fox records missing their opening '('; read as if it
//    were there, with a warning in Collection::warnings());
//  - refused with an Error: a '[' never closed by ']', '(' never closed, ')' without '(',
//    a game tree or variation not starting with ';', a node after variations, a property
//    without value, any other unexpected character, input of 2 GiB or more.
// Parsing is iterative (no recursion per nesting level) and allocates per node/property
// only amortised vector growth; see collection.h.
//
// Error messages have the form "<source>: byte <offset>: <what>", e.g.
//   "games/x.sgf: byte 1234: unterminated property value: no ']' closes the '[' of C".

#include <string_view>
#include <vector>

#include "sgf/collection.h"
#include "sgf/error.h"
#include "sgf/game_record.h"

namespace goref::sgf {

// Parses every game tree of `text`. `source_name` (e.g. the file path) only labels errors
// and is kept in the Collection. Fails when the text holds no game tree at all.
[[nodiscard]] Result<Collection> parse_collection(std::string_view text, std::string_view source_name = {});

// parse_collection() followed by read_game_record() for every game tree; the first error
// wins. The usual entry point for checking files.
[[nodiscard]] Result<std::vector<GameRecord>> read_game_records(std::string_view text,
                                                                std::string_view source_name = {});

}  // namespace goref::sgf
