// The controller's reading of GTP answers (GTP v2 §2.6): the same framing the
// engine side writes with format_success / format_failure.
#include <gtest/gtest.h>

#include "gtp/protocol/answer.h"
#include "gtp/protocol/response.h"

namespace goref::gtp {
namespace {

std::optional<Answer> parse(std::string_view block) {
  AnswerError error;
  return parse_answer(block, error);
}

TEST(Answer, SuccessWithTextAndNoId) {
  const auto answer = parse("= D4");
  ASSERT_TRUE(answer);
  EXPECT_TRUE(answer->success);
  EXPECT_FALSE(answer->id);
  EXPECT_EQ(answer->text, "D4");
}

TEST(Answer, FailureKeepsItsMessageAndId) {
  const auto answer = parse("?12 illegal move");
  ASSERT_TRUE(answer);
  EXPECT_FALSE(answer->success);
  EXPECT_EQ(answer->id, 12);
  EXPECT_EQ(answer->text, "illegal move");
}

TEST(Answer, EmptySuccessWithOrWithoutTheSpace) {
  EXPECT_EQ(parse("= ")->text, "");
  EXPECT_EQ(parse("=")->text, "");
}

TEST(Answer, MultiLineAnswersKeepTheirLines) {
  EXPECT_EQ(parse("= protocol_version\nname\nquit")->text, "protocol_version\nname\nquit");
  EXPECT_EQ(parse("= \n A B C")->text, "\n A B C");  // showboard's leading empty first line
}

TEST(Answer, WhatTheEngineSideWritesReadsBack) {
  const std::string written = format_success(7, "line one\nline two");
  const std::string block = written.substr(0, written.size() - 2);  // without the terminating empty line
  const auto answer = parse(block);
  ASSERT_TRUE(answer);
  EXPECT_EQ(answer->id, 7);
  EXPECT_EQ(answer->text, "line one\nline two");
}

TEST(Answer, TextWithoutPrefixIsGarbage) {
  AnswerError error;
  EXPECT_FALSE(parse_answer("D4", error));
  EXPECT_NE(error.message.find("'='"), std::string::npos);
}

TEST(Answer, PrefixGluedToTextIsGarbage) {
  EXPECT_FALSE(parse("=D4"));
}

TEST(Answer, NulInsideAnAnswerIsGarbage) {
  AnswerError error;
  EXPECT_FALSE(parse_answer(std::string_view("= D\0" "4", 4), error));
  EXPECT_NE(error.message.find("control character 0"), std::string::npos);
}

TEST(Answer, WhitespaceOnlyLineEndsAnAnswer) {
  EXPECT_TRUE(is_answer_terminator(""));
  EXPECT_TRUE(is_answer_terminator("  \t"));
  EXPECT_FALSE(is_answer_terminator("= "));
}

}  // namespace
}  // namespace goref::gtp
