#include "gtp/protocol/response.h"

namespace goref::gtp {

namespace {

std::string format(char status, std::optional<long> id, std::string_view text) {
  std::string response(1, status);
  if (id) {
    response += std::to_string(*id);
  }
  response.push_back(' ');
  response += sanitize_response_text(text);
  response += "\n\n";
  return response;
}

void trim_trailing_spaces(std::string& line) {
  const std::size_t end = line.find_last_not_of(' ');
  line.erase(end == std::string::npos ? 0 : end + 1);
}

}  // namespace

std::string format_success(std::optional<long> id, std::string_view text) { return format('=', id, text); }

std::string format_failure(std::optional<long> id, std::string_view message) { return format('?', id, message); }

std::string sanitize_response_text(std::string_view text) {
  std::string result;
  result.reserve(text.size());
  std::string line;
  bool first_line = true;
  auto finish_line = [&]() {
    trim_trailing_spaces(line);
    if (first_line) {
      result += line;
      first_line = false;
    } else if (!line.empty()) {
      result.push_back('\n');
      result += line;
    }
    line.clear();
  };
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\n') {
      finish_line();
    } else if (c == '\t') {
      line.push_back(' ');
    } else if (byte >= 0x20 && byte != 0x7f) {
      line.push_back(c);
    }
  }
  finish_line();
  return result;
}

}  // namespace goref::gtp
