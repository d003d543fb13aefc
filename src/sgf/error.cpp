#include "sgf/error.h"

namespace goref::sgf {

std::string Error::to_string() const {
  std::string out;
  out.reserve(source.size() + message.size() + 32);
  if (!source.empty()) {
    out += source;
    out += ": ";
  }
  out += "byte ";
  out += std::to_string(byte_offset);
  out += ": ";
  out += message;
  return out;
}

}  // namespace goref::sgf
