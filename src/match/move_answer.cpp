#include "match/move_answer.h"

#include <cctype>

#include "gtp/vertex/vertex.h"

namespace goref::match {

MoveAnswer parse_move_answer(std::string_view answer, const core::Board& board) {
  MoveAnswer result;
  for (const char c : answer.substr(0, 80)) {
    const auto byte = static_cast<unsigned char>(c);
    result.text.push_back(byte < 0x20 || byte == 0x7f ? '.' : c);
  }
  const std::size_t begin = answer.find_first_not_of(" \t");
  const std::size_t end = answer.find_last_not_of(" \t");
  if (begin == std::string_view::npos) return result;
  const std::string_view word = answer.substr(begin, end - begin + 1);
  std::string lower;
  for (const char c : word) lower.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  if (lower == "resign") {
    result.kind = MoveAnswer::Kind::Resign;
    return result;
  }
  const std::optional<core::Point> point = gtp::parse_vertex(word, board);
  if (!point) return result;
  if (*point == core::kPass) {
    result.kind = MoveAnswer::Kind::Pass;
  } else {
    result.kind = MoveAnswer::Kind::Move;
    result.point = *point;
  }
  return result;
}

}  // namespace goref::match
