// Session::handle_line: one line in, one response (or none) out
// (gtp-sources §0 items 1-3, §1.1-1.5).

#include <gtest/gtest.h>

#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "gtp/protocol/session.h"
#include "test_support.h"

namespace goref::gtp {
namespace {

class SessionTest : public ::testing::Test {
 protected:
  SessionTest() {
    testing::add_test_commands(registry_);
    session_.add_administrative_commands("goref", "0.1.0");
  }

  std::optional<std::string> answer(std::string_view line) { return session_.handle_line(line); }

  CommandRegistry registry_;
  Session session_{registry_};
};

TEST_F(SessionTest, ProtocolVersionIsTwo) { EXPECT_EQ(answer("protocol_version"), "= 2\n\n"); }

TEST_F(SessionTest, NameAndVersionAnswerTheConfiguredStrings) {
  EXPECT_EQ(answer("name"), "= goref\n\n");
  EXPECT_EQ(answer("version"), "= 0.1.0\n\n");
}

TEST(Session, EmptyVersionIsAnsweredWithTheSpace) {
  CommandRegistry registry;
  Session session(registry);
  session.add_administrative_commands("goref", "");
  EXPECT_EQ(session.handle_line("version"), "= \n\n");
}

TEST_F(SessionTest, EmptyResultIsAnsweredWithTheSpace) { EXPECT_EQ(answer("play b D4"), "= \n\n"); }

TEST_F(SessionTest, IdIsEchoedOnSuccess) {
  EXPECT_EQ(answer("10 play b D4"), "=10 \n\n");
  EXPECT_EQ(answer("1 protocol_version"), "=1 2\n\n");
}

TEST_F(SessionTest, IdIsEchoedOnFailure) { EXPECT_EQ(answer("8 fail"), "?8 cannot score\n\n"); }

TEST_F(SessionTest, ObservedGnuGoLineWithTabsAndCommentIsAnswered) {
  EXPECT_EQ(answer("10\tplay\tW\tA1  # trailing comment"), "=10 \n\n");
}

TEST_F(SessionTest, CrLfLineIsAnsweredAsIfCrWereAbsent) { EXPECT_EQ(answer("3 name\r"), "=3 goref\n\n"); }

TEST_F(SessionTest, ControlCharactersAndNulAreIgnored) {
  using namespace std::string_literals;
  EXPECT_EQ(answer("4 na\0m\x01" "e\x7f"s), "=4 goref\n\n");
}

TEST_F(SessionTest, CommentAfterACommandIsIgnored) { EXPECT_EQ(answer("echo a b #c d"), "= a b\n\n"); }

TEST_F(SessionTest, LinesWithoutACommandGetNoResponse) {
  for (const char* line : {"", "   ", "\t\t", "\r", "# comment", "  # comment only", "# interrupt", "12",
                           "12 # comment", "99999999999999999999"}) {
    EXPECT_EQ(answer(line), std::nullopt) << "line: '" << line << "'";
  }
}

TEST_F(SessionTest, UnknownCommandIsAnsweredWithTheStandardText) {
  EXPECT_EQ(answer("frobnicate"), "? unknown command\n\n");
  EXPECT_EQ(answer("8 frobnicate 1 2"), "?8 unknown command\n\n");
}

TEST_F(SessionTest, CommandNamesAreCaseSensitive) {
  // Observed GNU Go: `11 PLAY b D4` -> `?11 unknown command` (gtp-sources §1.1).
  EXPECT_EQ(answer("11 PLAY b D4"), "?11 unknown command\n\n");
  EXPECT_EQ(answer("Name"), "? unknown command\n\n");
}

TEST_F(SessionTest, IdOutOfRangeIsASyntaxErrorWithoutId) {
  EXPECT_EQ(answer("2147483648 name"), "? syntax error: id out of range\n\n");
  EXPECT_EQ(answer("2147483647 name"), "=2147483647 goref\n\n");
}

TEST_F(SessionTest, HandlerFailureBecomesAFailureResponse) { EXPECT_EQ(answer("fail"), "? cannot score\n\n"); }

TEST_F(SessionTest, ArgumentSyntaxErrorsBecomeFailureResponses) {
  EXPECT_EQ(answer("5 add 1"), "?5 syntax error: expected 2 arguments, got 1\n\n");
  EXPECT_EQ(answer("add 1 x"), "? syntax error: x is not an integer\n\n");
  EXPECT_EQ(answer("add 1 2000"), "? syntax error: 2000 is out of range -1000..1000\n\n");
  EXPECT_EQ(answer("half nan"), "? syntax error: nan is not a number\n\n");
  EXPECT_EQ(answer("length"), "? syntax error: missing argument\n\n");
}

TEST_F(SessionTest, HandlerStdExceptionBecomesInternalError) {
  EXPECT_EQ(answer("6 boom"), "?6 internal error: kaboom\n\n");
}

TEST_F(SessionTest, HandlerNonStandardExceptionBecomesInternalError) {
  EXPECT_EQ(answer("throw_int"), "? internal error: unknown exception\n\n");
}

TEST_F(SessionTest, SessionKeepsAnsweringAfterAHandlerThrows) {
  EXPECT_EQ(answer("boom"), "? internal error: kaboom\n\n");
  EXPECT_EQ(answer("name"), "= goref\n\n");
}

TEST_F(SessionTest, MultiLineAnswerHasNoEmptyLineNoCrAndNoTrailingWhitespace) {
  EXPECT_EQ(answer("2 multi"), "=2 line one\nline two\nline three\n\n");
}

TEST_F(SessionTest, FailureMessagesAreSanitizedToo) {
  registry_.add({"bad_failure", "", "", [](const Command&) -> std::string { throw Failure("a\r\n\nb\n"); }});
  EXPECT_EQ(answer("bad_failure"), "? a\nb\n\n");
}

TEST_F(SessionTest, KnownCommandAnswersTrueForListedCommands) {
  EXPECT_EQ(answer("known_command play"), "= true\n\n");
  EXPECT_EQ(answer("known_command known_command"), "= true\n\n");
  EXPECT_EQ(answer("known_command quit"), "= true\n\n");
}

TEST_F(SessionTest, KnownCommandAnswersFalseForUnknownCommands) {
  EXPECT_EQ(answer("known_command frobnicate"), "= false\n\n");
  EXPECT_EQ(answer("known_command PLAY"), "= false\n\n");
}

TEST_F(SessionTest, KnownCommandAnswersFalseForHiddenCommands) {
  EXPECT_EQ(answer("known_command secret"), "= false\n\n");
}

TEST_F(SessionTest, KnownCommandNeedsExactlyOneArgument) {
  EXPECT_EQ(answer("known_command"), "? syntax error: expected 1 argument, got 0\n\n");
  EXPECT_EQ(answer("known_command a b"), "? syntax error: expected 1 argument, got 2\n\n");
}

TEST_F(SessionTest, HiddenCommandIsStillDispatched) { EXPECT_EQ(answer("secret"), "= hidden but here\n\n"); }

TEST_F(SessionTest, ListCommandsGivesOneNamePerLineInRegistrationOrder) {
  EXPECT_EQ(answer("list_commands"),
            "= echo\nlength\nadd\nhalf\nplay\nfail\nboom\nthrow_int\nmulti\n"
            "protocol_version\nname\nversion\nknown_command\nlist_commands\nquit\n\n");
}

TEST_F(SessionTest, ListCommandsOmitsHiddenCommands) {
  const std::string listing = answer("list_commands").value_or("");
  EXPECT_EQ(listing.find("secret"), std::string::npos);
}

TEST_F(SessionTest, ListCommandsHasNoTrailingSpacesOnAnyLine) {
  const std::string listing = answer("list_commands").value_or("");
  EXPECT_EQ(listing.find(" \n"), std::string::npos);
}

TEST_F(SessionTest, AdministrativeCommandsRefuseExtraArguments) {
  EXPECT_EQ(answer("name please"), "? syntax error: expected 0 arguments, got 1\n\n");
  EXPECT_EQ(answer("protocol_version 1"), "? syntax error: expected 0 arguments, got 1\n\n");
}

TEST_F(SessionTest, QuitIsAnsweredEmptyAndRequestsTheEnd) {
  EXPECT_FALSE(session_.quit_requested());
  EXPECT_EQ(answer("9 quit"), "=9 \n\n");
  EXPECT_TRUE(session_.quit_requested());
}

TEST_F(SessionTest, QuitWithArgumentsIsASyntaxErrorAndKeepsTheSession) {
  EXPECT_EQ(answer("quit now"), "? syntax error: expected 0 arguments, got 1\n\n");
  EXPECT_FALSE(session_.quit_requested());
}

TEST_F(SessionTest, RegisteringTheAdministrativeCommandsTwiceThrows) {
  EXPECT_THROW(session_.add_administrative_commands("x", "y"), std::logic_error);
}

TEST_F(SessionTest, TraceSeesEachAnsweredLineAndItsResponse) {
  std::vector<std::pair<std::string, std::string>> traced;
  session_.set_trace([&](std::string_view line, std::string_view response) {
    traced.emplace_back(std::string(line), std::string(response));
  });
  (void)answer("1 name");
  (void)answer("# silent");
  (void)answer("");
  (void)answer("nope");
  ASSERT_EQ(traced.size(), 2U);
  EXPECT_EQ(traced[0], (std::pair<std::string, std::string>{"1 name", "=1 goref\n\n"}));
  EXPECT_EQ(traced[1], (std::pair<std::string, std::string>{"nope", "? unknown command\n\n"}));
}

TEST_F(SessionTest, ThrowingTraceDoesNotChangeTheResponse) {
  session_.set_trace([](std::string_view, std::string_view) { throw std::runtime_error("log full"); });
  EXPECT_EQ(answer("name"), "= goref\n\n");
}

TEST_F(SessionTest, TraceCanBeRemoved) {
  int calls = 0;
  session_.set_trace([&](std::string_view, std::string_view) { ++calls; });
  (void)answer("name");
  session_.set_trace({});
  (void)answer("name");
  EXPECT_EQ(calls, 1);
}

TEST_F(SessionTest, MegabyteArgumentIsAnswered) {
  const std::string line = "7 length " + std::string(1024 * 1024, 'x');
  EXPECT_EQ(answer(line), "=7 1048576\n\n");
}

}  // namespace
}  // namespace goref::gtp
