#pragma once

// Text and SimpleText property values: escaping, soft line breaks, whitespace.
//
// SGF FF[4] (red-bean.com/sgf/sgf4.html, "Text" and "SimpleText"):
//  - '\' escapes the next character: "\]" is ']', "\\" is '\'; any other escaped
//    character stands for itself;
//  - a '\' followed by a line break is a *soft* line break and is removed together with
//    the line break;
//  - whitespace other than line breaks (tab, vertical tab, form feed) becomes a space;
//  - in Text, line breaks are kept (goref normalises CR LF, LF CR and lone CR to "\n");
//    in SimpleText, line breaks become spaces.
// The reader stores values raw (escaped, exactly as in the file) and decodes them lazily
// with these functions, so properties nobody reads cost no allocation.

#include <string>
#include <string_view>

namespace goref::sgf {

enum class TextKind { Text, SimpleText };

// Decodes a raw (escaped) value as found between '[' and ']'.
[[nodiscard]] std::string decode_text(std::string_view raw, TextKind kind);

// Appends `text` escaped for a Text/SimpleText value (']' and '\' get a '\'), without brackets.
void append_escaped_text(std::string& out, std::string_view text);

// `text` escaped for a Text/SimpleText value, without brackets.
[[nodiscard]] std::string encode_text(std::string_view text);

}  // namespace goref::sgf
