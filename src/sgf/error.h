#pragma once

// Error and Result: how every fallible function of goref::sgf reports failure.
//
// The SGF layer never throws for bad input (only std::bad_alloc can escape): collections
// of millions of records are checked in bulk, and a broken record is an ordinary outcome
// that the caller logs and skips, not an exceptional one.

#include <cstddef>
#include <string>
#include <utility>
#include <variant>

namespace goref::sgf {

// What went wrong, and where. Rendered by to_string() as
//   "<source>: byte <offset>: <message>"     e.g. "games/x.sgf: byte 1234: unterminated property value"
// or, when the caller passed no source name, "byte <offset>: <message>".
struct Error {
  std::string source;           // caller-supplied name of the input, e.g. the file path; may be empty
  std::size_t byte_offset = 0;  // 0-based byte offset into the parsed text
  std::string message;          // what is wrong, without source or offset

  [[nodiscard]] std::string to_string() const;

  friend bool operator==(const Error&, const Error&) = default;
};

// Either a value or an Error; a minimal stand-in for C++23 std::expected.
// value() requires ok(), error() requires !ok() (violations throw std::bad_variant_access).
template <typename T>
class Result {
 public:
  Result(T value) : state_(std::in_place_index<0>, std::move(value)) {}        // NOLINT(google-explicit-constructor)
  Result(Error error) : state_(std::in_place_index<1>, std::move(error)) {}    // NOLINT(google-explicit-constructor)

  [[nodiscard]] bool ok() const noexcept { return state_.index() == 0; }
  explicit operator bool() const noexcept { return ok(); }

  [[nodiscard]] const T& value() const& { return std::get<0>(state_); }
  [[nodiscard]] T& value() & { return std::get<0>(state_); }
  [[nodiscard]] T&& value() && { return std::get<0>(std::move(state_)); }
  [[nodiscard]] const Error& error() const { return std::get<1>(state_); }

 private:
  std::variant<T, Error> state_;
};

}  // namespace goref::sgf
