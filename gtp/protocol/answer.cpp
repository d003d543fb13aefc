#include "gtp/protocol/answer.h"

namespace goref::gtp {

bool is_answer_terminator(std::string_view line) {
  return line.find_first_not_of(" \t") == std::string_view::npos;
}

std::optional<Answer> parse_answer(std::string_view block, AnswerError& error) {
  if (block.empty() || (block.front() != '=' && block.front() != '?')) {
    error.message = "answer does not start with '=' or '?'";
    return std::nullopt;
  }
  for (const char c : block) {
    const auto byte = static_cast<unsigned char>(c);
    if ((byte < 0x20 && c != '\n' && c != '\t') || byte == 0x7f) {
      error.message = "answer holds control character " + std::to_string(static_cast<int>(byte));
      return std::nullopt;
    }
  }
  Answer answer;
  answer.success = block.front() == '=';
  std::size_t i = 1;
  long id = 0;
  bool has_id = false;
  while (i < block.size() && block[i] >= '0' && block[i] <= '9') {
    if (id > 214748364L) {
      error.message = "answer id out of range";
      return std::nullopt;
    }
    id = id * 10 + (block[i] - '0');
    has_id = true;
    ++i;
  }
  if (has_id) answer.id = id;
  if (i < block.size() && block[i] != ' ' && block[i] != '\t' && block[i] != '\n') {
    error.message = "no space after the answer's prefix";
    return std::nullopt;
  }
  if (i < block.size() && block[i] != '\n') ++i;  // the one separating space
  answer.text.assign(block.substr(i));
  // Trailing spaces of the first line are not part of the text ("= " for an empty answer).
  while (!answer.text.empty() && (answer.text.back() == ' ' || answer.text.back() == '\t')) answer.text.pop_back();
  return answer;
}

}  // namespace goref::gtp
