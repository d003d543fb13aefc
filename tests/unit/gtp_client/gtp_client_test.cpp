// The GTP client against small shell engines, one behaviour each: it tells an
// answer from a failure, garbage, a hang, a death and a closed pipe, and it
// cleans up whatever the engine left running.
#include <gtest/gtest.h>
#include <signal.h>

#include <filesystem>
#include <string>

#include "gtp/client/gtp_client.h"

namespace goref::gtp::client {
namespace {

using std::chrono::milliseconds;

EngineCommand shell(const std::string& script) { return EngineCommand{{"/bin/sh", "-c", script}, "", {}}; }

struct Started {
  explicit Started(EngineCommand command, ClientLimits limits = {}) : client(std::move(command), limits) {
    std::string error;
    EXPECT_TRUE(client.start(error)) << error;
  }
  GtpClient client;
};

TEST(GtpClient, ReadsSuccessAndFailureAnswers) {
  Started engine(shell("read a; printf '= D4\\n\\n'; read b; printf '? illegal move\\n\\n'; read c"));
  const Reply move = engine.client.send("genmove b", milliseconds(5000));
  EXPECT_EQ(move.kind, ReplyKind::Success);
  EXPECT_EQ(move.text, "D4");
  const Reply refused = engine.client.send("play w D4", milliseconds(5000));
  EXPECT_EQ(refused.kind, ReplyKind::Failure);
  EXPECT_EQ(refused.text, "illegal move");
  EXPECT_TRUE(engine.client.in_sync());
}

TEST(GtpClient, CarriageReturnsAndBlankLinesBeforeAnAnswerAreTolerated) {
  Started engine(shell("read a; printf '\\n\\r\\n= pass\\r\\n\\r\\n'; read b"));
  const Reply reply = engine.client.send("genmove w", milliseconds(5000));
  EXPECT_EQ(reply.kind, ReplyKind::Success);
  EXPECT_EQ(reply.text, "pass");
}

TEST(GtpClient, TextThatIsNoAnswerIsGarbageAndBreaksSync) {
  Started engine(shell("read a; printf 'hello, I am not GTP\\n'; sleep 5"));
  const Reply reply = engine.client.send("protocol_version", milliseconds(5000));
  EXPECT_EQ(reply.kind, ReplyKind::Garbage);
  EXPECT_NE(reply.text.find("hello"), std::string::npos);
  EXPECT_FALSE(engine.client.in_sync());
}

TEST(GtpClient, NulByteInAnAnswerIsGarbage) {
  Started engine(shell("read a; printf '= D\\0004\\n\\n'; sleep 5"));
  EXPECT_EQ(engine.client.send("genmove b", milliseconds(5000)).kind, ReplyKind::Garbage);
}

TEST(GtpClient, LineOverTheLimitIsGarbageWithoutReadingItAll) {
  ClientLimits limits;
  limits.max_line_bytes = 1000;
  Started engine(shell("read a; printf '= '; head -c 100000 /dev/zero | tr '\\000' x; printf '\\n\\n'; sleep 5"), limits);
  const Reply reply = engine.client.send("genmove b", milliseconds(5000));
  EXPECT_EQ(reply.kind, ReplyKind::Garbage);
  EXPECT_NE(reply.detail.find("line longer than 1000"), std::string::npos);
}

TEST(GtpClient, EndlessAnswerIsGarbageAtTheAnswerLimit) {
  ClientLimits limits;
  limits.max_answer_bytes = 10000;
  Started engine(shell("read a; printf '= x\\n'; yes x"), limits);
  const Reply reply = engine.client.send("genmove b", milliseconds(5000));
  EXPECT_EQ(reply.kind, ReplyKind::Garbage);
  EXPECT_NE(reply.detail.find("answer longer than 10000"), std::string::npos);
}

TEST(GtpClient, NoAnswerBeforeTheDeadlineIsATimeout) {
  Started engine(shell("read a; sleep 30"));
  const Reply reply = engine.client.send("genmove b", milliseconds(200));
  EXPECT_EQ(reply.kind, ReplyKind::Timeout);
  EXPECT_GE(reply.elapsed, milliseconds(200));
  EXPECT_FALSE(engine.client.in_sync());
  engine.client.kill();
  ASSERT_TRUE(engine.client.exit());
  EXPECT_EQ(engine.client.exit()->signal, SIGKILL);
}

TEST(GtpClient, ALateAnswerPutsTheStreamBackInSync) {
  Started engine(shell("read a; sleep 0.5; printf '= C3\\n\\n'; read b; printf '= \\n\\n'"));
  EXPECT_EQ(engine.client.send("genmove b", milliseconds(50)).kind, ReplyKind::Timeout);
  const Reply late = engine.client.wait_late_answer(milliseconds(5000));
  EXPECT_EQ(late.kind, ReplyKind::Success);
  EXPECT_EQ(late.text, "C3");
  EXPECT_TRUE(engine.client.in_sync());
  EXPECT_EQ(engine.client.send("play w D4", milliseconds(5000)).kind, ReplyKind::Success);
}

TEST(GtpClient, DeathIsReportedWithItsExitStatus) {
  Started engine(shell("read a; exit 3"));
  const Reply reply = engine.client.send("genmove b", milliseconds(5000));
  EXPECT_EQ(reply.kind, ReplyKind::Closed);
  EXPECT_EQ(reply.detail, "exited with status 3");
}

TEST(GtpClient, DeathBySignalIsReportedWithTheSignal) {
  Started engine(shell("read a; kill -SEGV $$"));
  const Reply reply = engine.client.send("genmove b", milliseconds(5000));
  EXPECT_EQ(reply.kind, ReplyKind::Closed);
  EXPECT_NE(reply.detail.find("killed by signal 11"), std::string::npos);
}

TEST(GtpClient, DeathIsSeenEvenWhenAChildKeepsThePipeOpen) {
  Started engine(shell("sleep 60 & read a; exit 1"));
  const Reply reply = engine.client.send("genmove b", milliseconds(20000));
  EXPECT_EQ(reply.kind, ReplyKind::Closed);
  EXPECT_EQ(reply.detail, "exited with status 1");
}

TEST(GtpClient, ClosedOutputOfARunningEngineIsClosed) {
  Started engine(shell("exec 1>&-; read a; sleep 30"));
  const Reply reply = engine.client.send("genmove b", milliseconds(5000));
  EXPECT_EQ(reply.kind, ReplyKind::Closed);
  EXPECT_EQ(reply.detail, "closed its output but is still running");
}

TEST(GtpClient, AnEngineThatIgnoresQuitIsKilled) {
  Started engine(shell("trap '' TERM INT; while read line; do :; done; sleep 30"));
  engine.client.quit();
  EXPECT_TRUE(engine.client.exit());
  EXPECT_FALSE(engine.client.running());
}

TEST(GtpClient, StderrGoesToTheSink) {
  Started engine(shell("read a; echo 'thinking hard' >&2; printf '= pass\\n\\n'; read b"));
  std::string captured;
  engine.client.set_stderr_sink([&](std::string_view bytes) { captured.append(bytes); });
  EXPECT_EQ(engine.client.send("genmove b", milliseconds(5000)).kind, ReplyKind::Success);
  engine.client.quit();
  EXPECT_NE(captured.find("thinking hard"), std::string::npos);
}

TEST(GtpClient, WorkingDirectoryAndEnvironmentReachTheEngine) {
  const std::string folder = std::filesystem::temp_directory_path().string();
  EngineCommand command = shell("read a; printf '= %s %s\\n\\n' \"$GOREF_TEST_VALUE\" \"$(pwd)\"; read b");
  command.working_directory = folder;
  command.environment = {{"GOREF_TEST_VALUE", "forty-two"}};
  Started engine(command);
  const Reply reply = engine.client.send("name", milliseconds(5000));
  EXPECT_EQ(reply.text, "forty-two " + std::filesystem::canonical(folder).string());
}

TEST(GtpClient, MissingProgramFailsToStartWithItsName) {
  GtpClient client(EngineCommand{{"/no/such/engine", "--gtp"}, "", {}});
  std::string error;
  EXPECT_FALSE(client.start(error));
  EXPECT_NE(error.find("/no/such/engine"), std::string::npos);
  EXPECT_NE(error.find("No such file"), std::string::npos);
}

TEST(GtpClient, MissingWorkingDirectoryFailsToStart) {
  GtpClient client(EngineCommand{{"/bin/sh"}, "/no/such/folder", {}});
  std::string error;
  EXPECT_FALSE(client.start(error));
  EXPECT_NE(error.find("/no/such/folder"), std::string::npos);
}

TEST(GtpClient, WritingToADeadEngineIsAReplyNotASignal) {
  Started engine(shell("exit 0"));
  // Enough bytes to fill the pipe if anyone were reading: SIGPIPE must not end the test.
  const Reply reply = engine.client.send(std::string(1 << 20, 'x'), milliseconds(5000));
  EXPECT_EQ(reply.kind, ReplyKind::Closed);
}

}  // namespace
}  // namespace goref::gtp::client
