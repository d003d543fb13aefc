#pragma once

#include <cstddef>
#include <istream>
#include <string>

namespace goref::gtp {

/// Reads LF-terminated lines from a stream with bounded memory.
///
/// std::getline would grow its string for as long as the peer sends bytes
/// without an LF; a referee fed garbage must not do that. LineReader keeps at
/// most `max_line_bytes` bytes of a line and skips the rest of it.
///
/// Bytes are passed through unchanged (CR, NUL, ...): cleaning them is
/// Command::parse's job. A final line without LF is still a line (GNU Go reads
/// it with fgets and answers it).
class LineReader {
 public:
  enum class Status {
    kLine,        ///< `line` holds a complete line (without its LF).
    kTooLong,     ///< the line exceeded the limit; `line` holds its first max_line_bytes bytes.
    kEndOfInput,  ///< no more input; `line` is empty.
  };

  /// `in` must outlive the reader.
  LineReader(std::istream& in, std::size_t max_line_bytes);

  Status read(std::string& line);

 private:
  std::istream& in_;
  std::size_t max_line_bytes_;
};

}  // namespace goref::gtp
