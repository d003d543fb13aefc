// LineReader: LF-separated input with bounded memory.

#include <gtest/gtest.h>

#include <istream>
#include <sstream>
#include <string>

#include "gtp/protocol/line_reader.h"
#include "test_support.h"

namespace goref::gtp {
namespace {

using Status = LineReader::Status;

TEST(LineReader, ReadsLinesSeparatedByLineFeeds) {
  std::istringstream in("name\nversion\n");
  LineReader reader(in, 100);
  std::string line;
  EXPECT_EQ(reader.read(line), Status::kLine);
  EXPECT_EQ(line, "name");
  EXPECT_EQ(reader.read(line), Status::kLine);
  EXPECT_EQ(line, "version");
  EXPECT_EQ(reader.read(line), Status::kEndOfInput);
  EXPECT_EQ(line, "");
}

TEST(LineReader, FinalLineWithoutLineFeedIsStillALine) {
  std::istringstream in("name\nquit");
  LineReader reader(in, 100);
  std::string line;
  EXPECT_EQ(reader.read(line), Status::kLine);
  EXPECT_EQ(reader.read(line), Status::kLine);
  EXPECT_EQ(line, "quit");
  EXPECT_EQ(reader.read(line), Status::kEndOfInput);
}

TEST(LineReader, EmptyLinesAreLines) {
  std::istringstream in("\n\n");
  LineReader reader(in, 100);
  std::string line = "stale";
  EXPECT_EQ(reader.read(line), Status::kLine);
  EXPECT_EQ(line, "");
  EXPECT_EQ(reader.read(line), Status::kLine);
  EXPECT_EQ(reader.read(line), Status::kEndOfInput);
}

TEST(LineReader, EmptyInputIsEndOfInput) {
  std::istringstream in("");
  LineReader reader(in, 100);
  std::string line;
  EXPECT_EQ(reader.read(line), Status::kEndOfInput);
  EXPECT_EQ(reader.read(line), Status::kEndOfInput);
}

TEST(LineReader, BytesArePassedThroughUnchanged) {
  using namespace std::string_literals;
  std::istringstream in("a\0b\r\n"s);
  LineReader reader(in, 100);
  std::string line;
  EXPECT_EQ(reader.read(line), Status::kLine);
  EXPECT_EQ(line, "a\0b\r"s);
}

TEST(LineReader, LineOfExactlyTheLimitIsALine) {
  std::istringstream in("12345678\n");
  LineReader reader(in, 8);
  std::string line;
  EXPECT_EQ(reader.read(line), Status::kLine);
  EXPECT_EQ(line, "12345678");
}

TEST(LineReader, LongerLineKeepsOnlyThePrefixAndResynchronizesAtTheNextLine) {
  std::istringstream in("123456789abcdef\nnext\n");
  LineReader reader(in, 8);
  std::string line;
  EXPECT_EQ(reader.read(line), Status::kTooLong);
  EXPECT_EQ(line, "12345678");
  EXPECT_EQ(reader.read(line), Status::kLine);
  EXPECT_EQ(line, "next");
}

TEST(LineReader, HugeLineNeverStoresMoreThanTheLimit) {
  constexpr std::size_t kLimit = 1024 * 1024;
  testing::GeneratedStreambuf source("", 'x', 64 * kLimit, "\nname\n");  // 64 MiB line, generated lazily
  std::istream in(&source);
  LineReader reader(in, kLimit);
  std::string line;
  EXPECT_EQ(reader.read(line), Status::kTooLong);
  EXPECT_EQ(line.size(), kLimit);
  EXPECT_LE(line.capacity(), 2 * kLimit);
  EXPECT_EQ(reader.read(line), Status::kLine);
  EXPECT_EQ(line, "name");
}

}  // namespace
}  // namespace goref::gtp
