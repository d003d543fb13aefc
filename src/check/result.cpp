#include "check/result.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <string>

namespace goref::check {

namespace {

std::string_view trim(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// A plain decimal number: digits, optional '.', digits.
std::optional<double> number(std::string_view text) {
  if (text.empty() || text.size() > 16) return std::nullopt;
  bool digit = false;
  bool dot = false;
  for (char c : text) {
    if (c >= '0' && c <= '9') digit = true;
    else if (c == '.' && !dot) dot = true;
    else return std::nullopt;
  }
  if (!digit) return std::nullopt;
  double value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

}  // namespace

GameResult parse_result(std::string_view text) {
  GameResult result;
  text = trim(text);
  const std::string word = lower(text);
  if (word == "0" || word == "draw" || word == "jigo" || word == "d" || word == "b+0" || word == "w+0") {
    result.kind = ResultKind::Draw;
    return result;
  }
  if (word == "void") {
    result.kind = ResultKind::Void;
    return result;
  }
  if (word.size() < 2 || (word[0] != 'b' && word[0] != 'w') || word[1] != '+') return result;
  result.winner = word[0] == 'b' ? 'B' : 'W';
  const std::string_view rest = std::string_view(word).substr(2);
  if (const std::optional<double> margin = number(rest)) {
    if (*margin == 0) {
      result = GameResult{ResultKind::Draw, 0, 0};
      return result;
    }
    result.kind = ResultKind::Score;
    result.margin = *margin;
  } else if (rest == "r" || rest == "resign") {
    result.kind = ResultKind::Resign;
  } else if (rest == "t" || rest == "time") {
    result.kind = ResultKind::Time;
  } else if (rest == "f" || rest == "forfeit") {
    result.kind = ResultKind::Forfeit;
  } else {
    result.kind = ResultKind::Win;
  }
  return result;
}

bool same_count(const GameResult& a, const GameResult& b) {
  if (!is_counted(a) || !is_counted(b)) return false;
  if (a.kind == ResultKind::Draw || b.kind == ResultKind::Draw) return a.kind == b.kind;
  return a.winner == b.winner && std::fabs(a.margin - b.margin) < 1e-6;
}

}  // namespace goref::check
