#pragma once

// Shared helpers for the GTP protocol tests: a small command table that
// exercises every kind of handler outcome, a lazily generated input stream for
// over-long lines, and a well-formedness check for responses.

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <streambuf>
#include <utility>
#include <string>
#include <string_view>
#include <vector>

#include "gtp/protocol/command_registry.h"
#include "gtp/protocol/failure.h"

namespace goref::gtp::testing {

/// Registers test commands:
///   echo ARGS...   -> the arguments joined by spaces
///   length ARG     -> byte length of ARG
///   add A B        -> A + B (int_arg in -1000..1000)
///   half X         -> X / 2 (float_arg)
///   play C V       -> empty (stands in for the engine's play)
///   fail           -> Failure("cannot score")
///   boom           -> std::runtime_error("kaboom")
///   throw_int      -> throws an int
///   multi          -> text with CR, empty lines and trailing newlines
///   secret         -> hidden (listed = false), answers "hidden but here"
inline void add_test_commands(CommandRegistry& registry) {
  registry.add({"echo", "text...", "Echo the arguments.", [](const Command& c) { return c.joined_args(); }});
  registry.add({"length", "text", "Length of the argument.",
                [](const Command& c) { return std::to_string(c.arg(0).size()); }});
  registry.add({"add", "a b", "Sum of two integers.", [](const Command& c) {
                  c.expect_arg_count(2);
                  return std::to_string(c.int_arg(0, -1000, 1000) + c.int_arg(1, -1000, 1000));
                }});
  registry.add({"half", "x", "Half of a float.", [](const Command& c) {
                  c.expect_arg_count(1);
                  return std::to_string(c.float_arg(0) / 2);
                }});
  registry.add({"play", "color vertex", "Stand-in for play.", [](const Command& c) {
                  c.expect_arg_count(2);
                  return std::string();
                }});
  registry.add({"fail", "", "Always fails.", [](const Command&) -> std::string { throw Failure("cannot score"); }});
  registry.add(
      {"boom", "", "Throws a std::exception.", [](const Command&) -> std::string { throw std::runtime_error("kaboom"); }});
  registry.add({"throw_int", "", "Throws a non-std exception.", [](const Command&) -> std::string { throw 42; }});
  registry.add({"multi", "", "Messy multi-line text.",
                [](const Command&) { return std::string("line one\r\n\nline two  \n\n\n\t\nline three\n\n"); }});
  registry.add({"secret", "", "Hidden command.", [](const Command&) { return std::string("hidden but here"); },
                /*listed=*/false});
}

/// True if `response` is one well-formed GTP response: `=` or `?`, optional
/// digits, one space, text without control characters other than LF and
/// without an empty line, then exactly "\n\n".
inline bool is_well_formed_response(std::string_view response) {
  if (response.size() < 4 || (response[0] != '=' && response[0] != '?')) {
    return false;
  }
  std::size_t pos = 1;
  while (pos < response.size() && response[pos] >= '0' && response[pos] <= '9') {
    ++pos;
  }
  if (pos >= response.size() || response[pos] != ' ') {
    return false;
  }
  if (response.substr(response.size() - 2) != "\n\n") {
    return false;
  }
  const std::string_view body = response.substr(pos, response.size() - 2 - pos);
  if (body.find("\n\n") != std::string_view::npos || (!body.empty() && body.back() == '\n')) {
    return false;
  }
  return std::none_of(body.begin(), body.end(), [](char c) {
    const auto byte = static_cast<unsigned char>(c);
    return (byte < 0x20 && c != '\n') || byte == 0x7f;
  });
}

/// Splits a concatenation of responses at their terminating empty lines.
inline std::vector<std::string> split_responses(std::string_view output) {
  std::vector<std::string> responses;
  std::size_t start = 0;
  while (start < output.size()) {
    const std::size_t end = output.find("\n\n", start);
    if (end == std::string_view::npos) {
      responses.emplace_back(output.substr(start));  // malformed tail, kept for the assertion
      break;
    }
    responses.emplace_back(output.substr(start, end + 2 - start));
    start = end + 2;
  }
  return responses;
}

/// An input stream buffer that serves `head`, then `filler_count` copies of
/// `filler`, then `tail`, generating the filler on the fly, so tests can feed
/// lines far longer than they could afford to hold in memory.
class GeneratedStreambuf : public std::streambuf {
 public:
  GeneratedStreambuf(std::string head, char filler, std::size_t filler_count, std::string tail)
      : head_(std::move(head)), filler_(filler), filler_left_(filler_count), tail_(std::move(tail)) {}

 protected:
  int_type underflow() override {
    if (gptr() != nullptr && gptr() < egptr()) {
      return traits_type::to_int_type(*gptr());
    }
    chunk_.clear();
    if (head_pos_ < head_.size()) {
      chunk_ = head_.substr(head_pos_);
      head_pos_ = head_.size();
    } else if (filler_left_ > 0) {
      const std::size_t n = std::min(filler_left_, kChunkBytes);
      chunk_.assign(n, filler_);
      filler_left_ -= n;
    } else if (tail_pos_ < tail_.size()) {
      chunk_ = tail_.substr(tail_pos_);
      tail_pos_ = tail_.size();
    } else {
      return traits_type::eof();
    }
    setg(chunk_.data(), chunk_.data(), chunk_.data() + chunk_.size());
    return traits_type::to_int_type(*gptr());
  }

 private:
  static constexpr std::size_t kChunkBytes = 64 * 1024;
  std::string head_;
  std::size_t head_pos_ = 0;
  char filler_;
  std::size_t filler_left_;
  std::string tail_;
  std::size_t tail_pos_ = 0;
  std::string chunk_;
};

}  // namespace goref::gtp::testing
