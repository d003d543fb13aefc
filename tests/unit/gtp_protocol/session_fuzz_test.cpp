// Robustness: random input never crashes the session and never produces a
// malformed response (gtp-sources §0 item 2). Seeded, so failures reproduce.

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "gtp/protocol/session.h"
#include "test_support.h"

namespace goref::gtp {
namespace {

constexpr std::uint32_t kSeed = 20240601U;

class SessionFuzzTest : public ::testing::Test {
 protected:
  SessionFuzzTest() {
    testing::add_test_commands(registry_);
    session_.add_administrative_commands("goref", "0.1.0");
  }

  CommandRegistry registry_;
  Session session_{registry_};
  std::mt19937 random_{kSeed};
};

TEST_F(SessionFuzzTest, RandomByteLinesNeverCrashAndAlwaysAnswerWellFormed) {
  std::uniform_int_distribution<int> length(0, 120);
  std::uniform_int_distribution<int> byte(0, 255);
  int answered = 0;
  for (int i = 0; i < 5000; ++i) {
    std::string line(static_cast<std::size_t>(length(random_)), '\0');
    for (char& c : line) {
      c = static_cast<char>(byte(random_));
    }
    const std::optional<std::string> response = session_.handle_line(line);
    if (response) {
      ++answered;
      ASSERT_TRUE(testing::is_well_formed_response(*response)) << "line #" << i << " -> " << *response;
    }
  }
  EXPECT_GT(answered, 0);
}

TEST_F(SessionFuzzTest, RandomTokenLinesNeverCrashAndAlwaysAnswerWellFormed) {
  // Lines assembled from meaningful pieces reach the handlers and the
  // argument accessors far more often than raw bytes do.
  const std::vector<std::string> tokens = {
      "echo", "length", "add", "half", "play", "fail", "boom", "throw_int", "multi", "secret", "quit",
      "name", "version", "known_command", "list_commands", "protocol_version", "PLAY", "1", "0", "-1",
      "2147483647", "2147483648", "99999999999999999999", "6.5", "nan", "inf", "1e999", "-0", ".", "#",
      " ", "\t", "\r", std::string(1, '\0'), "\x7f", "\n", "b", "D4", "pass", "\xc3\xa9", "+", "1e-999"};
  std::uniform_int_distribution<std::size_t> pick(0, tokens.size() - 1);
  std::uniform_int_distribution<int> count(0, 8);
  std::bernoulli_distribution space(0.7);
  int answered = 0;
  for (int i = 0; i < 5000; ++i) {
    std::string line;
    const int n = count(random_);
    for (int k = 0; k < n; ++k) {
      line += tokens[pick(random_)];
      if (space(random_)) {
        line.push_back(' ');
      }
    }
    const std::optional<std::string> response = session_.handle_line(line);
    if (response) {
      ++answered;
      ASSERT_TRUE(testing::is_well_formed_response(*response)) << "line #" << i << " -> " << *response;
    }
  }
  EXPECT_GT(answered, 1000);
}

TEST_F(SessionFuzzTest, RandomByteStreamThroughRunYieldsOnlyWellFormedResponses) {
  std::uniform_int_distribution<int> byte(0, 255);
  std::bernoulli_distribution newline(0.02);
  std::string input;
  for (int i = 0; i < 200000; ++i) {
    input.push_back(newline(random_) ? '\n' : static_cast<char>(byte(random_)));
  }
  std::istringstream in(input);
  std::ostringstream out;
  session_.run(in, out);
  for (const std::string& response : testing::split_responses(out.str())) {
    ASSERT_TRUE(testing::is_well_formed_response(response)) << response;
  }
}

}  // namespace
}  // namespace goref::gtp
