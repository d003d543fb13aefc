// Session::run: the stream loop (gtp-sources §1.2: strictly ordered answers,
// quit answered before stopping, EOF stops, nothing but responses on stdout).

#include <gtest/gtest.h>

#include <istream>
#include <sstream>
#include <streambuf>
#include <string>

#include "gtp/protocol/session.h"
#include "test_support.h"

namespace goref::gtp {
namespace {

class SessionStreamTest : public ::testing::Test {
 protected:
  SessionStreamTest() {
    testing::add_test_commands(registry_);
    session_.add_administrative_commands("goref", "0.1.0");
  }

  std::string run(const std::string& input) {
    std::istringstream in(input);
    std::ostringstream out;
    session_.run(in, out);
    return out.str();
  }

  CommandRegistry registry_;
  Session session_{registry_};
};

TEST_F(SessionStreamTest, PipelinedCommandsAreAnsweredStrictlyInOrder) {
  // Sabaki writes every command before reading the first answer and matches
  // answers in FIFO order (gtp-sources §1.2).
  const std::string output = run("1 echo one\n2 fail\necho three\n4 frobnicate\n5 echo five\n");
  EXPECT_EQ(output, "=1 one\n\n?2 cannot score\n\n= three\n\n?4 unknown command\n\n=5 five\n\n");
}

TEST_F(SessionStreamTest, SilentLinesProduceNoOutputBetweenAnswers) {
  const std::string output = run("\n# comment\n1 name\n   \n7\n\t# x\n2 version\n");
  EXPECT_EQ(output, "=1 goref\n\n=2 0.1.0\n\n");
}

TEST_F(SessionStreamTest, QuitIsAnsweredThenTheLoopStops) {
  std::istringstream in("1 name\n2 quit\n3 name\n");
  std::ostringstream out;
  session_.run(in, out);
  EXPECT_EQ(out.str(), "=1 goref\n\n=2 \n\n");
  EXPECT_TRUE(session_.quit_requested());
  std::string rest;
  std::getline(in, rest);
  EXPECT_EQ(rest, "3 name");  // nothing after quit was consumed
}

TEST_F(SessionStreamTest, EndOfInputStopsTheLoop) {
  EXPECT_EQ(run("name\n"), "= goref\n\n");
  EXPECT_FALSE(session_.quit_requested());
}

TEST_F(SessionStreamTest, EmptyInputProducesNoOutput) { EXPECT_EQ(run(""), ""); }

TEST_F(SessionStreamTest, LastLineWithoutLineFeedIsAnswered) { EXPECT_EQ(run("name\n3 quit"), "= goref\n\n=3 \n\n"); }

TEST_F(SessionStreamTest, CrLfLineEndingsAreAccepted) {
  EXPECT_EQ(run("1 name\r\n2 play b D4\r\n"), "=1 goref\n\n=2 \n\n");
}

// A stream buffer that records the output length at every sync().
class SyncCounter : public std::stringbuf {
 public:
  std::vector<std::size_t> sizes_at_sync;

 protected:
  int sync() override {
    sizes_at_sync.push_back(str().size());
    return 0;
  }
};

// Input that arrives in chunks, as from a pipe: between chunks nothing is
// available, and reading on would wait for the controller.
class ChunkedInput : public std::streambuf {
 public:
  explicit ChunkedInput(std::vector<std::string> chunks) : chunks_(std::move(chunks)) {}

 protected:
  int_type underflow() override {
    if (next_ == chunks_.size()) return traits_type::eof();
    std::string& chunk = chunks_[next_++];
    setg(chunk.data(), chunk.data(), chunk.data() + chunk.size());
    return traits_type::to_int_type(chunk[0]);
  }
  std::streamsize showmanyc() override { return 0; }

 private:
  std::vector<std::string> chunks_;
  std::size_t next_ = 0;
};

TEST_F(SessionStreamTest, ResponsesAreFlushedBeforeWaitingForInput) {
  SyncCounter buffer;
  std::ostream out(&buffer);
  ChunkedInput source({"1 name\n", "# c\n2 version\n"});
  std::istream in(&source);
  session_.run(in, out);
  EXPECT_EQ(buffer.sizes_at_sync, (std::vector<std::size_t>{10, 20}));
}

TEST_F(SessionStreamTest, PipelinedCommandsAlreadyReadShareOneFlush) {
  SyncCounter buffer;
  std::ostream out(&buffer);
  ChunkedInput source({"1 name\n2 version\n"});
  std::istream in(&source);
  session_.run(in, out);
  EXPECT_EQ(buffer.sizes_at_sync, (std::vector<std::size_t>{20}));
}

TEST_F(SessionStreamTest, OutputConsistsOnlyOfWellFormedResponses) {
  const std::string output =
      run("protocol_version\nname\nversion\nlist_commands\nknown_command play\nmulti\nboom\nfail\n"
          "echo a\tb\r\nhalf 1e999\n\x01\x02\nPLAY b D4\nquit\n");
  const std::vector<std::string> responses = testing::split_responses(output);
  EXPECT_EQ(responses.size(), 12U);  // the control-only line is silent
  for (const std::string& response : responses) {
    EXPECT_TRUE(testing::is_well_formed_response(response)) << response;
  }
}

TEST_F(SessionStreamTest, MegabyteLineIsAnswered) {
  const std::string output = run("1 length " + std::string(1024 * 1024, 'y') + "\n2 name\n");
  EXPECT_EQ(output, "=1 1048576\n\n=2 goref\n\n");
}

TEST_F(SessionStreamTest, LineJustUnderTheLimitIsAnswered) {
  const std::string head = "1 length ";
  testing::GeneratedStreambuf source(head, 'z', Session::kMaxLineBytes - head.size(), "\n");
  std::istream in(&source);
  std::ostringstream out;
  session_.run(in, out);
  EXPECT_EQ(out.str(), "=1 " + std::to_string(Session::kMaxLineBytes - head.size()) + "\n\n");
}

TEST_F(SessionStreamTest, LineOverTheLimitIsASyntaxErrorAndTheNextLineIsAnswered) {
  // 40 MiB generated on the fly: the test itself never holds the line.
  testing::GeneratedStreambuf source("5 length ", 'z', 40 * 1024 * 1024, "\n6 name\n");
  std::istream in(&source);
  std::ostringstream out;
  session_.run(in, out);
  EXPECT_EQ(out.str(), "?5 syntax error: line too long\n\n=6 goref\n\n");
}

TEST_F(SessionStreamTest, LineOverTheLimitWithoutIdIsAnsweredWithoutId) {
  testing::GeneratedStreambuf source("", 'z', Session::kMaxLineBytes + 1, "\nname\n");
  std::istream in(&source);
  std::ostringstream out;
  session_.run(in, out);
  EXPECT_EQ(out.str(), "? syntax error: line too long\n\n= goref\n\n");
}

TEST_F(SessionStreamTest, OverLongCommentIsStillJustAComment) {
  // Everything past the limit lies inside the comment, so GTP semantics are
  // unchanged: the command before '#' is answered normally.
  testing::GeneratedStreambuf source("3 name # ", 'c', Session::kMaxLineBytes + 10, "\n");
  std::istream in(&source);
  std::ostringstream out;
  session_.run(in, out);
  EXPECT_EQ(out.str(), "=3 goref\n\n");
}

TEST_F(SessionStreamTest, TraceSeesThePrefixOfAnOverLongLine) {
  std::size_t traced_bytes = 0;
  std::string traced_response;
  session_.set_trace([&](std::string_view line, std::string_view response) {
    traced_bytes = line.size();
    traced_response = std::string(response);
  });
  testing::GeneratedStreambuf source("", 'z', Session::kMaxLineBytes + 1, "\n");
  std::istream in(&source);
  std::ostringstream out;
  session_.run(in, out);
  EXPECT_EQ(traced_bytes, Session::kMaxLineBytes);
  EXPECT_EQ(traced_response, "? syntax error: line too long\n\n");
}

TEST_F(SessionStreamTest, LoopStopsWhenOutputFails) {
  std::istringstream in("1 name\n2 name\n3 name\n");
  std::ostringstream out;
  out.setstate(std::ios_base::badbit);
  session_.run(in, out);
  std::string rest;
  std::getline(in, rest);
  EXPECT_EQ(rest, "2 name");  // gave up after the first failed write
}

}  // namespace
}  // namespace goref::gtp
