// What a genmove answer means on the referee's board.
#include <gtest/gtest.h>

#include "match/move_answer.h"

namespace goref::match {
namespace {

TEST(MoveAnswer, VerticesPassAndResignInAnyCase) {
  const core::Board board(9, 9);
  EXPECT_EQ(parse_move_answer("D4", board).kind, MoveAnswer::Kind::Move);
  EXPECT_EQ(parse_move_answer("d4", board).point, board.point(3, 5));
  EXPECT_EQ(parse_move_answer("PASS", board).kind, MoveAnswer::Kind::Pass);
  EXPECT_EQ(parse_move_answer(" Resign ", board).kind, MoveAnswer::Kind::Resign);
}

TEST(MoveAnswer, AnythingElseIsUnparsable) {
  const core::Board board(9, 9);
  for (const char* text : {"", "banana", "K10", "I5", "D4 E5", "D4\nE5", "A0", "Z99", "D"})
    EXPECT_EQ(parse_move_answer(text, board).kind, MoveAnswer::Kind::Unparsable) << text;
}

TEST(MoveAnswer, TheTextIsKeptPrintableAndShort) {
  const core::Board board(9, 9);
  const MoveAnswer answer = parse_move_answer(std::string(200, 'x') + "\x01", board);
  EXPECT_EQ(answer.text.size(), 80u);
}

}  // namespace
}  // namespace goref::match
