#include "gtp/protocol/command.h"

#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <system_error>
#include <utility>

#include "gtp/protocol/failure.h"

namespace goref::gtp {

namespace {

// Arguments quoted in error messages are cut to this many bytes, so that a
// 1 MiB argument does not come back as a 1 MiB error message.
constexpr std::size_t kMaxQuotedBytes = 40;

bool is_control(unsigned char c) { return c < 0x20 || c == 0x7f; }

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// GNU Go gtp_main_loop preprocessing (gtp-sources §1.1): HT -> SPACE, drop
// CR and all other controls except LF, cut at the first '#'. LF can only be
// the line terminator, so it is a word separator here.
// GNU Go's preprocessing and the split into words in one pass (this runs
// for every command of a replayed game): everything from '#' on is a
// comment; HT and LF separate words like SPACE; CR and every other control
// character is deleted, so it neither separates nor appears in a word.
std::vector<std::string> split_words(std::string_view line) {
  std::vector<std::string> words;
  words.reserve(4);
  bool in_word = false;
  for (const char c : line) {
    if (c == '#') {
      break;
    }
    if (c == ' ' || c == '\t' || c == '\n') {
      in_word = false;
    } else if (!is_control(static_cast<unsigned char>(c))) {
      if (!in_word) {
        words.emplace_back();
        in_word = true;
      }
      words.back().push_back(c);
    }
  }
  return words;
}

bool is_all_digits(std::string_view word) {
  if (word.empty()) {
    return false;
  }
  for (const char c : word) {
    if (!is_digit(c)) {
      return false;
    }
  }
  return true;
}

// Value of an all-digit word, or nullopt if it exceeds Command::kMaxId.
// Leading zeros are allowed ("007" is id 7, as with GNU Go's %d).
std::optional<long> parse_id(std::string_view digits) {
  const std::size_t first_significant = digits.find_first_not_of('0');
  if (first_significant == std::string_view::npos) {
    return 0L;
  }
  digits.remove_prefix(first_significant);
  if (digits.size() > 10) {  // kMaxId has 10 digits
    return std::nullopt;
  }
  std::int64_t value = 0;
  for (const char c : digits) {
    value = value * 10 + (c - '0');
  }
  if (value > Command::kMaxId) {
    return std::nullopt;
  }
  return static_cast<long>(value);
}

// A user-supplied argument as quoted in an error message: at most
// kMaxQuotedBytes, never cut inside a UTF-8 sequence.
std::string quote(std::string_view text) {
  if (text.empty()) {
    return "\"\"";
  }
  if (text.size() <= kMaxQuotedBytes) {
    return std::string(text);
  }
  std::size_t cut = kMaxQuotedBytes;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0U) == 0x80U) {
    --cut;
  }
  return std::string(text.substr(0, cut)) + "...";
}

std::string count_phrase(std::size_t n) {
  return std::to_string(n) + (n == 1 ? " argument" : " arguments");
}

// Optional sign then at least one digit, nothing else.
bool is_integer_syntax(std::string_view text) {
  if (!text.empty() && (text.front() == '+' || text.front() == '-')) {
    text.remove_prefix(1);
  }
  return is_all_digits(text);
}

// [+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?
// Checked before std::from_chars, which would also accept "nan", "inf" and
// "infinity".
bool is_decimal_syntax(std::string_view text) {
  std::size_t pos = 0;
  auto skip_digits = [&]() {
    const std::size_t start = pos;
    while (pos < text.size() && is_digit(text[pos])) {
      ++pos;
    }
    return pos - start;
  };
  if (pos < text.size() && (text[pos] == '+' || text[pos] == '-')) {
    ++pos;
  }
  std::size_t mantissa_digits = skip_digits();
  if (pos < text.size() && text[pos] == '.') {
    ++pos;
    mantissa_digits += skip_digits();
  }
  if (mantissa_digits == 0) {
    return false;
  }
  if (pos < text.size() && (text[pos] == 'e' || text[pos] == 'E')) {
    ++pos;
    if (pos < text.size() && (text[pos] == '+' || text[pos] == '-')) {
      ++pos;
    }
    if (skip_digits() == 0) {
      return false;
    }
  }
  return pos == text.size();
}

// std::from_chars accepts '-' but not '+'.
std::string_view without_plus(std::string_view text) {
  if (!text.empty() && text.front() == '+') {
    text.remove_prefix(1);
  }
  return text;
}

}  // namespace

Command::Command(std::optional<long> id, std::string name, std::vector<std::string> args)
    : id_(id), name_(std::move(name)), args_(std::move(args)) {}

std::optional<Command> Command::parse(std::string_view line) {
  std::vector<std::string> words = split_words(line);
  if (words.empty()) {
    return std::nullopt;
  }
  std::optional<long> id;
  std::size_t name_index = 0;
  if (is_all_digits(words.front())) {
    if (words.size() == 1) {
      return std::nullopt;  // id-only line: nothing to answer (gomill)
    }
    id = parse_id(words.front());
    if (!id) {
      throw Failure("syntax error: id out of range");
    }
    name_index = 1;
  }
  std::string name = std::move(words[name_index]);
  words.erase(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(name_index) + 1);
  return Command(id, std::move(name), std::move(words));
}

std::optional<long> Command::id() const noexcept { return id_; }

const std::string& Command::name() const noexcept { return name_; }

std::size_t Command::arg_count() const noexcept { return args_.size(); }

const std::vector<std::string>& Command::args() const noexcept { return args_; }

const std::string& Command::arg(std::size_t i) const {
  if (i >= args_.size()) {
    throw Failure("syntax error: missing argument");
  }
  return args_[i];
}

void Command::expect_arg_count(std::size_t n) const {
  if (args_.size() != n) {
    throw Failure("syntax error: expected " + count_phrase(n) + ", got " + std::to_string(args_.size()));
  }
}

void Command::expect_arg_count_between(std::size_t min, std::size_t max) const {
  if (args_.size() < min || args_.size() > max) {
    throw Failure("syntax error: expected " + std::to_string(min) + " to " + count_phrase(max) + ", got " +
                  std::to_string(args_.size()));
  }
}

long Command::int_arg(std::size_t i, long min, long max) const {
  const std::string& text = arg(i);
  if (!is_integer_syntax(text)) {
    throw Failure("syntax error: " + quote(text) + " is not an integer");
  }
  const std::string_view digits = without_plus(text);
  long value = 0;
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (error != std::errc{} || end != digits.data() + digits.size() || value < min || value > max) {
    throw Failure("syntax error: " + quote(text) + " is out of range " + std::to_string(min) + ".." +
                  std::to_string(max));
  }
  return value;
}

double Command::float_arg(std::size_t i) const {
  const std::string& text = arg(i);
  if (!is_decimal_syntax(text)) {
    throw Failure("syntax error: " + quote(text) + " is not a number");
  }
  const std::string_view number = without_plus(text);
  double value = 0.0;
  const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), value);
  if (error == std::errc::result_out_of_range || (error == std::errc{} && !std::isfinite(value))) {
    throw Failure("syntax error: " + quote(text) + " is out of range");
  }
  if (error != std::errc{} || end != number.data() + number.size()) {
    throw Failure("syntax error: " + quote(text) + " is not a number");
  }
  return value;
}

std::string Command::joined_args(std::size_t from) const {
  std::string joined;
  for (std::size_t i = from; i < args_.size(); ++i) {
    if (i > from) {
      joined.push_back(' ');
    }
    joined += args_[i];
  }
  return joined;
}

std::string Command::to_string() const {
  std::string text;
  if (id_) {
    text = std::to_string(*id_) + ' ';
  }
  text += name_;
  if (!args_.empty()) {
    text += ' ' + joined_args();
  }
  return text;
}

}  // namespace goref::gtp
