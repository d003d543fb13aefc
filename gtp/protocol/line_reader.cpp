#include "gtp/protocol/line_reader.h"

#include <streambuf>

namespace goref::gtp {

LineReader::LineReader(std::istream& in, std::size_t max_line_bytes) : in_(in), max_line_bytes_(max_line_bytes) {}

LineReader::Status LineReader::read(std::string& line) {
  using Traits = std::istream::traits_type;
  line.clear();
  std::streambuf* buffer = in_.good() ? in_.rdbuf() : nullptr;
  if (buffer == nullptr) {
    return Status::kEndOfInput;
  }
  bool got_any = false;
  bool too_long = false;
  // Byte-wise through the streambuf: sbumpc is an inline pointer bump in the
  // common case, and unlike istream::getline it has no trouble with NUL bytes.
  for (;;) {
    const Traits::int_type next = buffer->sbumpc();
    if (Traits::eq_int_type(next, Traits::eof())) {
      in_.setstate(std::ios_base::eofbit);
      if (!got_any) {
        return Status::kEndOfInput;
      }
      break;
    }
    got_any = true;
    const char c = Traits::to_char_type(next);
    if (c == '\n') {
      break;
    }
    if (line.size() < max_line_bytes_) {
      line.push_back(c);
    } else {
      too_long = true;  // keep reading to the LF, storing nothing more
    }
  }
  return too_long ? Status::kTooLong : Status::kLine;
}

}  // namespace goref::gtp
