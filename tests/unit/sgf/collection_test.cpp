// Parser level: text -> Collection (node trees), tolerance and syntax errors.

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "sgf/collection.h"
#include "sgf/reader.h"

namespace goref::sgf {
namespace {

Collection parse_ok(std::string_view text) {
  Result<Collection> parsed = parse_collection(text, "test.sgf");
  EXPECT_TRUE(parsed.ok()) << (parsed ? "" : parsed.error().to_string());
  return parsed ? std::move(parsed).value() : Collection{};
}

std::string parse_error(std::string_view text) {
  Result<Collection> parsed = parse_collection(text, "test.sgf");
  EXPECT_FALSE(parsed.ok()) << "expected an error for: " << text;
  return parsed ? "" : parsed.error().to_string();
}

// "NAME[v1][v2]" for each property of `node`, concatenated.
std::string describe_node(const Collection& c, NodeId node) {
  std::string out;
  for (PropertyId p = c.first_property(node); p < c.first_property(node) + c.property_count(node); ++p) {
    out += c.property_name(p);
    for (std::uint32_t v = 0; v < c.value_count(p); ++v) {
      out += '[';
      out += c.raw_value(p, v);
      out += ']';
    }
  }
  return out;
}

TEST(SgfCollection, NodesPropertiesAndValuesAreKeptInFileOrder) {
  const Collection c = parse_ok("(;GM[1]SZ[19];B[pd]C[hi];W[dd])");
  ASSERT_EQ(c.game_count(), 1u);
  const NodeId root = c.game_root(0);
  EXPECT_EQ(describe_node(c, root), "GM[1]SZ[19]");
  const NodeId second = c.first_child(root);
  EXPECT_EQ(describe_node(c, second), "B[pd]C[hi]");
  const NodeId third = c.first_child(second);
  EXPECT_EQ(describe_node(c, third), "W[dd]");
  EXPECT_EQ(c.first_child(third), kNoNode);
  EXPECT_EQ(c.parent(third), second);
  EXPECT_EQ(c.parent(root), kNoNode);
}

TEST(SgfCollection, VariationsBecomeChildrenInFileOrderWithTheFirstAsMainLine) {
  const Collection c = parse_ok("(;A[1](;B[2];C[3])(;D[4](;E[5])(;F[6])))");
  const NodeId root = c.game_root(0);
  const NodeId b = c.first_child(root);
  const NodeId d = c.next_sibling(b);
  EXPECT_EQ(describe_node(c, b), "B[2]");
  EXPECT_EQ(describe_node(c, c.first_child(b)), "C[3]");
  EXPECT_EQ(describe_node(c, d), "D[4]");
  EXPECT_EQ(c.next_sibling(d), kNoNode);
  const NodeId e = c.first_child(d);
  EXPECT_EQ(describe_node(c, e), "E[5]");
  EXPECT_EQ(describe_node(c, c.next_sibling(e)), "F[6]");
  EXPECT_EQ(c.node_count(), 6u);
}

TEST(SgfCollection, MultiValuedPropertiesKeepEveryValue) {
  const Collection c = parse_ok("(;AB[aa][bb]  [cc]\n[dd])");
  const PropertyId ab = c.find_property(c.game_root(0), "AB");
  ASSERT_NE(ab, kNoProperty);
  EXPECT_EQ(c.value_count(ab), 4u);
  EXPECT_EQ(c.raw_value(ab, 3), "dd");
  EXPECT_THROW((void)c.raw_value(ab, 4), std::out_of_range);
}

TEST(SgfCollection, WhitespaceAndLineBreaksAreAllowedBetweenAnyTokens) {
  const Collection c = parse_ok(" \r\n( \t;\r\nGM\n[1]\r\n SZ [19] \n;\nB\r\n[pd] ( ; W [dd] ) \r\n( ;W[pp] )\n)\r\n");
  const NodeId root = c.game_root(0);
  EXPECT_EQ(describe_node(c, root), "GM[1]SZ[19]");
  const NodeId b = c.first_child(root);
  EXPECT_EQ(describe_node(c, b), "B[pd]");
  EXPECT_EQ(describe_node(c, c.first_child(b)), "W[dd]");
  EXPECT_EQ(describe_node(c, c.next_sibling(c.first_child(b))), "W[pp]");
}

TEST(SgfCollection, LowerCaseLettersInIdentifiersAreIgnoredAsInFf3) {
  const Collection c = parse_ok("(;CoPyright[x]AddBlack[aa][bb];Black[cc])");
  const NodeId root = c.game_root(0);
  EXPECT_EQ(describe_node(c, root), "CP[x]AB[aa][bb]");
  EXPECT_EQ(describe_node(c, c.first_child(root)), "B[cc]");
  EXPECT_NE(c.find_property(root, "AB"), kNoProperty);
}

TEST(SgfCollection, JunkBeforeTheFirstGameTreeIsSkipped) {
  const Collection c = parse_ok("From: someone\nSubject: my game (c) 2001 [draft]\n\n(;GM[1];B[aa])");
  ASSERT_EQ(c.game_count(), 1u);
  EXPECT_EQ(describe_node(c, c.game_root(0)), "GM[1]");
  EXPECT_EQ(c.node_offset(c.game_root(0)), std::string_view("From: someone\nSubject: my game (c) 2001 [draft]\n\n(").size());
}

TEST(SgfCollection, JunkAfterAndBetweenGameTreesIsSkipped) {
  const Collection c = parse_ok("(;GM[1]) -- next game --\n(;GM[1];B[aa])\n\x1a");
  EXPECT_EQ(c.game_count(), 2u);
}

TEST(SgfCollection, ATextStartingWithASemicolonIsReadAsIfItsParenthesisWereThere) {
  // As in 20 Fox records of 2019: the whole game tree, minus its opening '('.
  const Collection c = parse_ok("\xEF\xBB\xBF\r\n;GM[1];B[aa](;W[bb])(;W[cc]))");
  ASSERT_EQ(c.game_count(), 1u);
  EXPECT_EQ(describe_node(c, c.game_root(0)), "GM[1]");
  EXPECT_EQ(c.node_count(), 4u);
  EXPECT_EQ(c.warnings(0), std::vector<std::string>{
                               "byte 5: the game tree starts with ';' without '(' (a Fox quirk); read as if '(' were there"});
  EXPECT_TRUE(parse_ok("(;GM[1])").warnings(0).empty());
}

TEST(SgfCollection, ATextStartingWithASemicolonMustStillBeClosed) {
  EXPECT_EQ(parse_error(";GM[1];B[aa]"),
            "test.sgf: byte 0: unbalanced parentheses: the game tree (which lacks its '(') is never closed");
  EXPECT_EQ(parse_error(";GM[1];B[aa](;W[bb]"),
            "test.sgf: byte 12: unbalanced parentheses: '(' is never closed (2 open at end of input)");
}

TEST(SgfCollection, EveryGameTreeOfACollectionIsExposed) {
  const Collection c = parse_ok("(;GN[one];B[aa])(;GN[two];B[bb])\n(;GN[three])");
  ASSERT_EQ(c.game_count(), 3u);
  EXPECT_EQ(describe_node(c, c.game_root(1)), "GN[two]");
  EXPECT_EQ(describe_node(c, c.game_root(2)), "GN[three]");
}

TEST(SgfCollection, ValuesAreStoredRawAndDecodedOnDemand) {
  const Collection c = parse_ok("(;C[a \\] b \\\\ c\\\nd]GN[x\ny])");
  const NodeId root = c.game_root(0);
  const PropertyId comment = c.find_property(root, "C");
  EXPECT_EQ(c.raw_value(comment), "a \\] b \\\\ c\\\nd");
  EXPECT_EQ(c.text_value(comment), "a ] b \\ cd");
  EXPECT_EQ(c.simple_text_value(c.find_property(root, "GN")), "x y");
}

TEST(SgfCollection, AnEscapedBackslashDoesNotEscapeTheClosingBracket) {
  const Collection c = parse_ok("(;C[dir\\\\]GN[x])");
  const NodeId root = c.game_root(0);
  EXPECT_EQ(c.text_value(c.find_property(root, "C")), "dir\\");
  EXPECT_EQ(c.raw_value(c.find_property(root, "GN")), "x");
}

TEST(SgfCollection, ValueOffsetsPointIntoTheSourceText) {
  const std::string text = "(;GM[1];B[pd])";
  const Collection c = parse_ok(text);
  const NodeId move = c.first_child(c.game_root(0));
  const PropertyId b = c.find_property(move, "B");
  EXPECT_EQ(c.property_offset(b), text.find("B["));
  EXPECT_EQ(c.value_offset(b), text.find("pd"));
  EXPECT_EQ(c.node_offset(move), text.find(";B"));
  EXPECT_EQ(c.source_name(), "test.sgf");
}

// Syntax errors: each message names the source, the byte and what is wrong.
struct SyntaxErrorCase {
  const char* name;
  std::string_view text;
  std::string_view expected;  // the full Error::to_string()
};

class SgfSyntaxError : public ::testing::TestWithParam<SyntaxErrorCase> {};

TEST_P(SgfSyntaxError, IsReportedWithSourceByteAndReason) { EXPECT_EQ(parse_error(GetParam().text), GetParam().expected); }

INSTANTIATE_TEST_SUITE_P(
    Table, SgfSyntaxError,
    ::testing::Values(
        SyntaxErrorCase{"UnterminatedValue", "(;GM[1]C[abc",
                        "test.sgf: byte 8: unterminated property value: no ']' closes the '[' of C"},
        SyntaxErrorCase{"UnterminatedValueEndingInEscapedBracket", "(;C[abc\\])",
                        "test.sgf: byte 3: unterminated property value: no ']' closes the '[' of C"},
        SyntaxErrorCase{"UnclosedParenthesis", "(;B[aa](;W[bb])",
                        "test.sgf: byte 0: unbalanced parentheses: '(' is never closed (1 open at end of input)"},
        SyntaxErrorCase{"UnclosedVariation", "(;B[aa](;W[bb]",
                        "test.sgf: byte 7: unbalanced parentheses: '(' is never closed (2 open at end of input)"},
        SyntaxErrorCase{"ExtraClosingParenthesis", "(;B[aa]))",
                        "test.sgf: byte 8: unbalanced parentheses: ')' without a matching '('"},
        SyntaxErrorCase{"MissingSemicolonInVariation", "(;B[aa](W[bb]))",
                        "test.sgf: byte 8: missing ';': expected a node after '(' but found 'W'"},
        SyntaxErrorCase{"DoubleParenthesis", "(;B[aa]((;W[bb])))",
                        "test.sgf: byte 8: missing ';': '(' must be followed by a node"},
        SyntaxErrorCase{"EmptyVariation", "(;B[aa]())",
                        "test.sgf: byte 8: missing ';': empty game tree '()' has no node"},
        SyntaxErrorCase{"NodeAfterVariation", "(;B[aa](;W[bb]);B[cc])",
                        "test.sgf: byte 15: node after a variation: only '(' or ')' may follow a variation's ')'"},
        SyntaxErrorCase{"PropertyWithoutValue", "(;GM[1]B;W[aa])", "test.sgf: byte 7: property B has no value"},
        SyntaxErrorCase{"IdentifierWithoutUpperCase", "(;gm[1])",
                        "test.sgf: byte 2: property identifier 'gm' has no upper-case letter"},
        SyntaxErrorCase{"UnexpectedCharacter", "(;B[aa]#)", "test.sgf: byte 7: unexpected '#': expected ';', '(' or ')'"},
        SyntaxErrorCase{"UnexpectedControlByte", "(;B[aa]\x01)",
                        "test.sgf: byte 7: unexpected byte 0x01: expected ';', '(' or ')'"},
        SyntaxErrorCase{"EmptyInput", "", "test.sgf: byte 0: empty input: no SGF game tree"},
        SyntaxErrorCase{"BlankInput", " \r\n\t", "test.sgf: byte 0: empty input: no SGF game tree"},
        SyntaxErrorCase{"NoGameTree", "hello (world) [x]",
                        "test.sgf: byte 0: no SGF game tree found: expected '(' followed by ';'"}),
    [](const ::testing::TestParamInfo<SyntaxErrorCase>& case_info) { return std::string(case_info.param.name); });

TEST(SgfError, WithoutASourceNameTheMessageStartsWithTheByte) {
  const Result<Collection> parsed = parse_collection("(;C[x");
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error().to_string(), "byte 3: unterminated property value: no ']' closes the '[' of C");
  EXPECT_EQ(parsed.error().byte_offset, 3u);
  EXPECT_EQ(parsed.error().source, "");
}

}  // namespace
}  // namespace goref::sgf
