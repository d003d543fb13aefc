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
//    without value, any other unexpected character, and input beyond the limits below.
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

// Limits of one SGF text (docs/limits.md). They bound the memory a hostile file can make
// the reader take: about 28 bytes per node and 28 per property value on top of the text,
// so under 1 GB whatever the file (docs/limits.md has the measured peaks). Real records are far below them: a 400-move game
// is ~3 kB and ~400 nodes; the largest collections and commented joseki files hold a few
// hundred thousand nodes. Nesting depth has no limit of its own: the parser is iterative
// (its open variations cost 8 bytes each) and every level needs a node.
inline constexpr std::size_t kMaxSgfBytes = std::size_t{64} << 20;       // 64 MiB
inline constexpr std::size_t kMaxSgfNodes = std::size_t{1} << 22;        // 4,194,304
inline constexpr std::size_t kMaxSgfPropertyValues = std::size_t{1} << 23;  // 8,388,608

// Parses every game tree of `text`. `source_name` (e.g. the file path) only labels errors
// and is kept in the Collection. Fails when the text holds no game tree at all.
[[nodiscard]] Result<Collection> parse_collection(std::string_view text, std::string_view source_name = {});

// parse_collection() followed by read_game_record() for every game tree; the first error
// wins. The usual entry point for checking files.
[[nodiscard]] Result<std::vector<GameRecord>> read_game_records(std::string_view text,
                                                                std::string_view source_name = {});

}  // namespace goref::sgf
