#include "sgf/text.h"

#include <cstddef>

namespace goref::sgf {
namespace {

constexpr bool is_line_break(char c) noexcept { return c == '\n' || c == '\r'; }

constexpr bool is_other_whitespace(char c) noexcept { return c == '\t' || c == '\v' || c == '\f'; }

// Length of the line break starting at raw[i] (1 for LF or CR, 2 for CR LF or LF CR); 0 if none.
std::size_t line_break_length(std::string_view raw, std::size_t i) noexcept {
  if (i >= raw.size() || !is_line_break(raw[i])) return 0;
  if (i + 1 < raw.size() && is_line_break(raw[i + 1]) && raw[i + 1] != raw[i]) return 2;
  return 1;
}

}  // namespace

std::string decode_text(std::string_view raw, TextKind kind) {
  std::string out;
  out.reserve(raw.size());
  const char line_break = kind == TextKind::Text ? '\n' : ' ';
  std::size_t i = 0;
  while (i < raw.size()) {
    const char c = raw[i];
    if (c == '\\') {
      if (i + 1 >= raw.size()) break;  // a lone trailing '\' escapes nothing
      if (const std::size_t n = line_break_length(raw, i + 1); n > 0) {
        i += 1 + n;  // soft line break: drop '\' and the break
        continue;
      }
      const char escaped = raw[i + 1];
      out += is_other_whitespace(escaped) ? ' ' : escaped;
      i += 2;
    } else if (const std::size_t n = line_break_length(raw, i); n > 0) {
      out += line_break;
      i += n;
    } else {
      out += is_other_whitespace(c) ? ' ' : c;
      ++i;
    }
  }
  return out;
}

void append_escaped_text(std::string& out, std::string_view text) {
  for (const char c : text) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
}

std::string encode_text(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 8);
  append_escaped_text(out, text);
  return out;
}

}  // namespace goref::sgf
