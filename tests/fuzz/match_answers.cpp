// Fuzz target: what `goref match` reads from engines it does not trust: a block of answer
// lines (the GTP client's framing) and a genmove answer on the board. A move answer is
// a point on the board or not a move at all; its text is short and printable.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/invariant.h"

#include "core/board.h"
#include "gtp/protocol/answer.h"
#include "match/move_answer.h"

using goref::fuzz::invariant_failed;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace goref;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  gtp::AnswerError error;
  if (!gtp::parse_answer(text, error) && error.message.empty()) invariant_failed("garbage without a message");
  static const core::Board boards[] = {core::Board(9, 9), core::Board(19, 19), core::Board(25, 25), core::Board(2, 3)};
  for (const core::Board& board : boards) {
    const match::MoveAnswer answer = match::parse_move_answer(text, board);
    if (answer.kind == match::MoveAnswer::Kind::Move && !board.is_on_board(answer.point))
      invariant_failed("a move off the board");
    if (answer.text.size() > 80 * 4) invariant_failed("an answer text longer than its cut");
    for (const char c : answer.text)
      if (static_cast<unsigned char>(c) < 0x20) invariant_failed("a control character in the answer text");
  }
  return 0;
}
