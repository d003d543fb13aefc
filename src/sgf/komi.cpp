#include "sgf/komi.h"

#include <charconv>
#include <cmath>
#include <cstddef>
#include <system_error>

namespace goref::sgf {
namespace {

constexpr bool is_space(char c) noexcept {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

std::string_view trim(std::string_view text) noexcept {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

// Komi values are tiny; more digits than this is junk, and the cap keeps every accepted
// number exactly representable in spirit (no 1e300 "komi").
constexpr std::size_t kMaxKomiDigits = 12;
constexpr double kFoxScaleThreshold = 100.0;

}  // namespace

std::optional<Komi> parse_komi(std::string_view raw) {
  std::string_view text = trim(raw);
  bool negative = false;
  if (!text.empty() && (text.front() == '+' || text.front() == '-')) {
    negative = text.front() == '-';
    text.remove_prefix(1);
  }
  // Validate by hand: std::from_chars would also accept "inf", "nan" and exponents.
  std::size_t digits = 0;
  std::size_t dots = 0;
  for (const char c : text) {
    if (c >= '0' && c <= '9') {
      ++digits;
    } else if (c == '.') {
      ++dots;
    } else {
      return std::nullopt;
    }
  }
  if (digits == 0 || digits > kMaxKomiDigits || dots > 1) return std::nullopt;

  double magnitude = 0.0;
  if (text.front() == '.') {
    // from_chars needs a digit before the point: ".5" is read as "0.5".
    std::string padded = "0";
    padded += text;
    if (std::from_chars(padded.data(), padded.data() + padded.size(), magnitude).ec != std::errc{}) {
      return std::nullopt;
    }
  } else if (std::from_chars(text.data(), text.data() + text.size(), magnitude).ec != std::errc{}) {
    return std::nullopt;
  }

  Komi komi;
  komi.raw = std::string(raw);
  if (dots == 0 && magnitude >= kFoxScaleThreshold) {
    const double hundredths = magnitude / 100.0;
    const double fraction = hundredths - std::floor(hundredths);
    if (fraction == 0.25 || fraction == 0.75) {
      komi.scale = KomiScale::FoxHundredthsOfStones;
      magnitude = hundredths * 2.0;
    } else {
      komi.scale = KomiScale::FoxHundredthsOfPoints;
      magnitude = hundredths;
    }
  }
  komi.points = (negative && magnitude != 0.0) ? -magnitude : magnitude;
  return komi;
}

Komi komi_from_points(double points) {
  Komi komi;
  komi.points = points == 0.0 ? 0.0 : points;  // no -0
  komi.raw = format_komi(points);
  return komi;
}

std::string format_komi(double points) {
  if (points == 0.0 || !std::isfinite(points)) return "0";
  char buffer[512];  // fixed notation of any finite double fits (at most ~330 chars)
  const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, points, std::chars_format::fixed);
  if (ec != std::errc{}) return "0";
  return std::string(buffer, end);
}

}  // namespace goref::sgf
