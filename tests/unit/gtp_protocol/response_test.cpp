// Response layout and sanitizing (gtp-sources §0 item 2, §1.2).

#include <gtest/gtest.h>

#include <string>

#include "gtp/protocol/response.h"

namespace goref::gtp {
namespace {

TEST(ResponseFormat, EmptySuccessKeepsTheSpaceAfterTheEqualsSign) {
  EXPECT_EQ(format_success(std::nullopt, ""), "= \n\n");
}

TEST(ResponseFormat, IdFollowsTheStatusCharacterWithoutSpace) {
  EXPECT_EQ(format_success(10, ""), "=10 \n\n");
  EXPECT_EQ(format_success(1, "2"), "=1 2\n\n");
  EXPECT_EQ(format_failure(2, "unacceptable size"), "?2 unacceptable size\n\n");
}

TEST(ResponseFormat, FailureWithoutIdHasTheSpace) {
  EXPECT_EQ(format_failure(std::nullopt, "unknown command"), "? unknown command\n\n");
}

TEST(ResponseSanitizing, CarriageReturnsAreRemoved) {
  EXPECT_EQ(sanitize_response_text("a\r\nb\r"), "a\nb");
}

TEST(ResponseSanitizing, TrailingNewlinesAndSpacesAreTrimmed) {
  EXPECT_EQ(sanitize_response_text("B+3.5  \n\n\n"), "B+3.5");
}

TEST(ResponseSanitizing, TrailingSpacesOfEveryLineAreTrimmed) {
  EXPECT_EQ(sanitize_response_text("play  \nquit "), "play\nquit");
}

TEST(ResponseSanitizing, EmptyLinesInsideAnAnswerAreDropped) {
  EXPECT_EQ(sanitize_response_text("J9\n\nA1\n \n\t\nC3"), "J9\nA1\nC3");
}

TEST(ResponseSanitizing, LeadingNewlineIsKeptAsInGnuGoShowboard) {
  EXPECT_EQ(sanitize_response_text("\n   A B\n 2 . .\n"), "\n   A B\n 2 . .");
  EXPECT_EQ(format_success(std::nullopt, "\n   A B"), "= \n   A B\n\n");
}

TEST(ResponseSanitizing, TextOfOnlyNewlinesBecomesEmpty) {
  EXPECT_EQ(sanitize_response_text("\n\n\n"), "");
  EXPECT_EQ(format_success(4, "\r\n"), "=4 \n\n");
}

TEST(ResponseSanitizing, TabsBecomeSpacesAndOtherControlsVanish) {
  using namespace std::string_literals;
  EXPECT_EQ(sanitize_response_text("a\tb\0c\x07" "d\x7f"s), "a bcd");
}

TEST(ResponseSanitizing, LeadingSpacesArePreserved) { EXPECT_EQ(sanitize_response_text("  x"), "  x"); }

TEST(ResponseSanitizing, NonAsciiBytesArePreserved) {
  EXPECT_EQ(sanitize_response_text("caf\xc3\xa9"), "caf\xc3\xa9");
}

}  // namespace
}  // namespace goref::gtp
