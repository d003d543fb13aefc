// Text / SimpleText values: escapes, soft line breaks, whitespace (FF[4] "Text").

#include <gtest/gtest.h>

#include <string>

#include "sgf/text.h"

namespace goref::sgf {
namespace {

TEST(SgfText, BackslashEscapesClosingBracketAndBackslash) {
  EXPECT_EQ(decode_text("a\\]b", TextKind::Text), "a]b");
  EXPECT_EQ(decode_text("a\\\\b", TextKind::Text), "a\\b");
  EXPECT_EQ(decode_text("\\:\\x", TextKind::Text), ":x");
}

TEST(SgfText, SoftLineBreakIsRemovedWithItsBackslash) {
  EXPECT_EQ(decode_text("long\\\nline", TextKind::Text), "longline");
  EXPECT_EQ(decode_text("long\\\r\nline", TextKind::Text), "longline");
  EXPECT_EQ(decode_text("long\\\rline", TextKind::Text), "longline");
  EXPECT_EQ(decode_text("long\\\n\rline", TextKind::Text), "longline");
}

TEST(SgfText, HardLineBreaksAreKeptInTextAsSingleNewlines) {
  EXPECT_EQ(decode_text("one\ntwo", TextKind::Text), "one\ntwo");
  EXPECT_EQ(decode_text("one\r\ntwo\rthree\n\rfour", TextKind::Text), "one\ntwo\nthree\nfour");
  EXPECT_EQ(decode_text("one\n\ntwo", TextKind::Text), "one\n\ntwo");
  EXPECT_EQ(decode_text("one\r\n\r\ntwo", TextKind::Text), "one\n\ntwo");
}

TEST(SgfText, LineBreaksBecomeSpacesInSimpleText) {
  EXPECT_EQ(decode_text("Honinbo\r\nShusaku", TextKind::SimpleText), "Honinbo Shusaku");
  EXPECT_EQ(decode_text("a\\\nb", TextKind::SimpleText), "ab");
}

TEST(SgfText, OtherWhitespaceBecomesSpaces) {
  EXPECT_EQ(decode_text("a\tb\vc\fd", TextKind::Text), "a b c d");
  EXPECT_EQ(decode_text("a\\\tb", TextKind::Text), "a b");
}

TEST(SgfText, EncodingEscapesOnlyBracketAndBackslash) {
  EXPECT_EQ(encode_text("a]b\\c[d:e"), "a\\]b\\\\c[d:e");
  EXPECT_EQ(encode_text("line\nbreak"), "line\nbreak");
}

TEST(SgfText, EncodedTextDecodesBackToTheOriginal) {
  for (const std::string original : {"plain", "]", "\\", "\\]", "a\\\nb", "x]]\\\\y", "\n", ""}) {
    EXPECT_EQ(decode_text(encode_text(original), TextKind::Text), original) << original;
  }
}

TEST(SgfText, NonAsciiBytesPassThroughUntouched) {
  const std::string utf8 = "\xe6\x9f\xaf\xe6\xb4\x81 9\xe6\xae\xb5";
  EXPECT_EQ(decode_text(utf8, TextKind::SimpleText), utf8);
  EXPECT_EQ(encode_text(utf8), utf8);
}

}  // namespace
}  // namespace goref::sgf
