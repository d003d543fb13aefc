#pragma once

// Komi as written in KM[], including the forms seen in real collections.
//
// SGF FF[4] (red-bean.com/sgf/go.html, "KM") makes komi a Real: "6.5", "6.50" (KGS), "7",
// "-3.5". The Fox server instead writes integers scaled by 100 and sometimes counted in
// stones rather than points (Chinese counting: 1 stone = 2 points): KM[650] and KM[750]
// are 6.5 and 7.5 points, KM[375] and KM[325] are 3.75 and 3.25 stones = 7.5 and 6.5 points.
// goref reads a number without a decimal point and of magnitude >= 100 as such a scaled
// value; a scaled value whose fraction is .25 or .75 (never a real komi in points) is read
// as hundredths of a stone, any other as hundredths of a point. Both readings are guesses:
// callers should treat a scaled komi as unreliable.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace goref::sgf {

enum class KomiScale : std::uint8_t {
  Points,                 // KM[6.5], KM[6.50], KM[7]: the value is in points, as FF[4] says
  FoxHundredthsOfPoints,  // KM[650]: points = raw / 100
  FoxHundredthsOfStones,  // KM[375]: points = raw / 100 * 2
};

struct Komi {
  double points = 0.0;                  // komi in points, after undoing any Fox scaling
  std::string raw;                      // the KM value as written (decoded SimpleText)
  KomiScale scale = KomiScale::Points;  // how `raw` was read

  // False for Fox's scaled forms, whose meaning is a guess.
  [[nodiscard]] bool reliable() const noexcept { return scale == KomiScale::Points; }

  friend bool operator==(const Komi&, const Komi&) = default;
};

// Reads a KM value; surrounding whitespace is ignored. nullopt when it is not a plain
// decimal number ([+-]digits[.digits]) of at most 12 digits.
[[nodiscard]] std::optional<Komi> parse_komi(std::string_view raw);

// A komi of `points` points written the FF[4] way (raw = format_komi(points)).
[[nodiscard]] Komi komi_from_points(double points);

// Shortest decimal text that reads back as `points`: 6.5 -> "6.5", 7 -> "7", -0.0 -> "0".
[[nodiscard]] std::string format_komi(double points);

}  // namespace goref::sgf
