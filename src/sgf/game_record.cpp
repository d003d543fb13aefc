#include "sgf/game_record.h"

#include <algorithm>
#include <bitset>
#include <charconv>
#include <cstddef>
#include <string_view>
#include <system_error>
#include <utility>

#include "sgf/text.h"

namespace goref::sgf {
namespace {

// Properties the main-line view reads; everything else is ignored.
enum class Prop {
  Other,
  B, W, C,                                  // move, comment
  AB, AW, AE, PL,                           // setup
  TB, TW,                                   // territory markup
  SZ, GM, KM, HA, RU, RE, PB, PW, DT, CA, GN, EV,  // root / game info
};

constexpr unsigned key(char a, char b) noexcept {
  return (static_cast<unsigned>(static_cast<unsigned char>(a)) << 8) | static_cast<unsigned char>(b);
}

// Dispatch on the (already upper-case) identifier without building strings.
Prop classify(std::string_view name) noexcept {
  if (name.size() == 1) {
    switch (name[0]) {
      case 'B': return Prop::B;
      case 'W': return Prop::W;
      case 'C': return Prop::C;
      default: return Prop::Other;
    }
  }
  if (name.size() != 2) return Prop::Other;
  switch (key(name[0], name[1])) {
    case key('A', 'B'): return Prop::AB;
    case key('A', 'W'): return Prop::AW;
    case key('A', 'E'): return Prop::AE;
    case key('P', 'L'): return Prop::PL;
    case key('T', 'B'): return Prop::TB;
    case key('T', 'W'): return Prop::TW;
    case key('S', 'Z'): return Prop::SZ;
    case key('G', 'M'): return Prop::GM;
    case key('K', 'M'): return Prop::KM;
    case key('H', 'A'): return Prop::HA;
    case key('R', 'U'): return Prop::RU;
    case key('R', 'E'): return Prop::RE;
    case key('P', 'B'): return Prop::PB;
    case key('P', 'W'): return Prop::PW;
    case key('D', 'T'): return Prop::DT;
    case key('C', 'A'): return Prop::CA;
    case key('G', 'N'): return Prop::GN;
    case key('E', 'V'): return Prop::EV;
    default: return Prop::Other;
  }
}

constexpr bool is_space(char c) noexcept {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

constexpr bool is_ascii_letter(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

std::string_view trim(std::string_view text) noexcept {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

// A raw value quoted in a message: cut short, non-printable bytes shown as '?', so one
// hostile value cannot flood a log line.
std::string quote(std::string_view raw) {
  constexpr std::size_t kMaxQuoted = 24;
  std::string out;
  for (std::size_t i = 0; i < raw.size() && i < kMaxQuoted; ++i) {
    const auto byte = static_cast<unsigned char>(raw[i]);
    out += (byte >= 0x20 && byte < 0x7f) ? raw[i] : '?';
  }
  if (raw.size() > kMaxQuoted) out += "...";
  return out;
}

enum class IntParse { Ok, Empty, NotANumber, OutOfRange };

// [+-]digits after trimming.
IntParse parse_int(std::string_view raw, int& out) noexcept {
  std::string_view text = trim(raw);
  if (text.empty()) return IntParse::Empty;
  if (text.front() == '+') text.remove_prefix(1);
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  if (ec == std::errc::result_out_of_range) return IntParse::OutOfRange;
  if (ec != std::errc{} || end != text.data() + text.size()) return IntParse::NotANumber;
  return IntParse::Ok;
}

constexpr std::size_t kMaxPoints = static_cast<std::size_t>(kMaxBoardSize) * kMaxBoardSize;

// One point list (AB, AW, AE, TB, TW) of one node. FF[4] forbids duplicates in a list;
// dropping them also bounds what a hostile "AB[aa:yy][aa:yy]..." can cost.
class PointList {
 public:
  void add(Point point, std::vector<Point>& out) {
    const std::size_t index = static_cast<std::size_t>(point.row) * kMaxBoardSize + point.col;
    if (seen_.test(index)) return;
    seen_.set(index);
    out.push_back(point);
  }
  void reset() noexcept { seen_.reset(); }

 private:
  std::bitset<kMaxPoints> seen_;
};

class RecordReader {
 public:
  RecordReader(const Collection& collection, std::size_t game)
      : c_(collection), game_(game), root_(collection.game_root(game)) {}

  Result<GameRecord> run() {
    r_.warnings = c_.warnings(game_);
    if (std::optional<Error> error = read_root_only()) return std::move(*error);

    std::uint32_t length = 0;
    for (NodeId n = root_; n != kNoNode; n = c_.first_child(n)) ++length;
    r_.events.reserve(length + 1);

    std::uint32_t index = 0;
    for (NodeId n = root_; n != kNoNode; n = c_.first_child(n), ++index) {
      if (std::optional<Error> error = read_node(n, index)) return std::move(*error);
    }
    finish(length - 1);
    return std::move(r_);
  }

 private:
  [[nodiscard]] Error error_at(std::size_t offset, std::string message) const {
    return Error{c_.source_name(), offset, std::move(message)};
  }
  [[nodiscard]] Error node_error(PropertyId p, std::uint32_t node, const std::string& message) const {
    return error_at(c_.property_offset(p), "node " + std::to_string(node) + ": " + message);
  }
  [[nodiscard]] std::string board() const {
    return std::to_string(r_.width) + "x" + std::to_string(r_.height);
  }

  // SZ and GM only count in the root: everything after depends on the board size.
  std::optional<Error> read_root_only() {
    if (const PropertyId gm = c_.find_property(root_, "GM"); gm != kNoProperty) {
      if (trim(c_.raw_value(gm)) != "1") {
        return error_at(c_.property_offset(gm), "GM[" + quote(c_.raw_value(gm)) + "] is not a game of Go (GM[1])");
      }
    }
    if (const PropertyId sz = c_.find_property(root_, "SZ"); sz != kNoProperty) {
      const std::string_view raw = c_.raw_value(sz);
      const std::string_view text = trim(raw);
      const std::size_t colon = text.find(':');
      int width = 0;
      int height = 0;
      const bool square = colon == std::string_view::npos;
      const IntParse w = parse_int(square ? text : text.substr(0, colon), width);
      const IntParse h = square ? w : parse_int(text.substr(colon + 1), height);
      if (square) height = width;
      if ((w != IntParse::Ok && w != IntParse::OutOfRange) || (h != IntParse::Ok && h != IntParse::OutOfRange)) {
        return error_at(c_.property_offset(sz), "SZ[" + quote(raw) + "] is not a board size");
      }
      if (w == IntParse::OutOfRange || h == IntParse::OutOfRange || width < kMinBoardSize ||
          width > kMaxBoardSize || height < kMinBoardSize || height > kMaxBoardSize) {
        return error_at(c_.property_offset(sz), "SZ[" + quote(raw) + "] out of range: board sides must be " +
                                                    std::to_string(kMinBoardSize) + ".." +
                                                    std::to_string(kMaxBoardSize));
      }
      r_.width = width;
      r_.height = height;
    }
    // 'tt' is a pass only where it cannot be a point (FF[4] go.html, "Pass").
    tt_is_pass_ = r_.width <= 19 && r_.height <= 19;
    return std::nullopt;
  }

  std::optional<Error> read_node(NodeId n, std::uint32_t index) {
    Setup setup;
    setup.node = index;
    bool setup_lists_used = false;
    std::optional<Move> move;
    PropertyId move_property = kNoProperty;

    const PropertyId first = c_.first_property(n);
    const PropertyId end = first + c_.property_count(n);
    for (PropertyId p = first; p < end; ++p) {
      const Prop prop = classify(c_.property_name(p));
      switch (prop) {
        case Prop::Other:
        case Prop::SZ:
        case Prop::GM:
          break;
        case Prop::B:
        case Prop::W: {
          const Color color = prop == Prop::B ? Color::Black : Color::White;
          if (move) {
            return node_error(p, index, std::string("two moves in one node: ") + color_letter(move->color) + "[" +
                                            quote(c_.raw_value(move_property)) + "] and " +
                                            color_letter(color) + "[" + quote(c_.raw_value(p)) + "]");
          }
          if (c_.value_count(p) != 1) {
            return node_error(p, index, std::string(1, color_letter(color)) + " has " +
                                            std::to_string(c_.value_count(p)) + " values; a move has one");
          }
          Result<std::optional<Point>> point = read_move_point(p, index, color);
          if (!point) return point.error();
          move = Move{color, point.value(), index};
          move_property = p;
          break;
        }
        case Prop::AB:
        case Prop::AW:
        case Prop::AE: {
          if (!setup_lists_used) {
            for (PointList& list : setup_seen_) list.reset();
            setup_lists_used = true;
          }
          const int which = prop == Prop::AB ? 0 : prop == Prop::AW ? 1 : 2;
          std::vector<Point>& out = which == 0 ? setup.black : which == 1 ? setup.white : setup.empty;
          if (std::optional<Error> error = read_point_list(p, index, setup_seen_[which], out)) return error;
          break;
        }
        case Prop::PL: {
          const std::string_view value = trim(c_.raw_value(p));
          // FF[4] Color is "B"/"W"; FF[3] tools wrote "1"/"2" and lower case.
          if (value == "B" || value == "b" || value == "1") {
            setup.to_play = Color::Black;
          } else if (value == "W" || value == "w" || value == "2") {
            setup.to_play = Color::White;
          } else {
            warn_at(index, "PL[" + quote(c_.raw_value(p)) + "] is not a colour; ignored");
          }
          break;
        }
        case Prop::TB:
        case Prop::TW: {
          territory_seen_.reset();
          std::vector<Point> points;
          if (std::optional<Error> error = read_point_list(p, index, territory_seen_, points)) return error;
          auto& marks = prop == Prop::TB ? black_marks_ : white_marks_;
          for (const Point point : points) marks.emplace_back(index, point);
          break;
        }
        case Prop::C:
          if (c_.value_count(p) > 1) warn_at(index, "C has several values; only the first is read");
          r_.comments.push_back({index, c_.text_value(p)});
          break;
        case Prop::KM:
          if (!seen_komi_) {
            seen_komi_ = true;
            read_komi(p);
          }
          break;
        case Prop::HA:
          if (!seen_handicap_) {
            seen_handicap_ = true;
            if (std::optional<Error> error = read_handicap(p, index)) return error;
          }
          break;
        case Prop::RU: set_once(r_.rules, p); break;
        case Prop::RE: set_once(r_.result, p); break;
        case Prop::PB: set_once(r_.black_player, p); break;
        case Prop::PW: set_once(r_.white_player, p); break;
        case Prop::DT: set_once(r_.date, p); break;
        case Prop::CA: set_once(r_.charset, p); break;
        case Prop::GN: set_once(r_.game_name, p); break;
        case Prop::EV: set_once(r_.event, p); break;
      }
    }

    const bool has_setup =
        !setup.black.empty() || !setup.white.empty() || !setup.empty.empty() || setup.to_play.has_value();
    if (has_setup) {
      if (!seen_first_move_) black_setup_before_first_move_ += setup.black.size();
      r_.events.emplace_back(std::move(setup));
    }
    if (move) {
      seen_first_move_ = true;
      if (move->point) last_board_move_node_ = index;
      r_.events.emplace_back(*move);
    }
    return std::nullopt;
  }

  Result<std::optional<Point>> read_move_point(PropertyId p, std::uint32_t index, Color color) {
    const std::string_view raw = c_.raw_value(p);
    if (raw.empty() || (raw == "tt" && tt_is_pass_)) return std::optional<Point>{};
    const std::optional<Point> point = decode_point(raw);
    if (!point || point->col >= r_.width || point->row >= r_.height) {
      const bool letters = raw.size() == 2 && is_ascii_letter(raw[0]) && is_ascii_letter(raw[1]);
      return node_error(p, index, std::string("move ") + color_letter(color) + "[" + quote(raw) + "] " +
                                      (letters ? "is off the " + board() + " board" : std::string("is not a point")));
    }
    return std::optional<Point>{point};
  }

  // Values "ab" or, compressed (FF[4] sgf4.html "Compressed point lists"), "aa:cc" for the
  // rectangle between two corners. Empty values are ignored (some writers emit "TB[]").
  std::optional<Error> read_point_list(PropertyId p, std::uint32_t index, PointList& seen, std::vector<Point>& out) {
    const std::uint32_t count = c_.value_count(p);
    for (std::uint32_t v = 0; v < count; ++v) {
      const std::string_view raw = c_.raw_value(p, v);
      if (raw.empty()) continue;
      const std::size_t colon = raw.find(':');
      const std::optional<Point> a = decode_point(colon == std::string_view::npos ? raw : raw.substr(0, colon));
      const std::optional<Point> b = colon == std::string_view::npos ? a : decode_point(raw.substr(colon + 1));
      if (!a || !b || a->col >= r_.width || a->row >= r_.height || b->col >= r_.width || b->row >= r_.height) {
        return error_at(c_.value_offset(p, v), "node " + std::to_string(index) + ": " +
                                                   std::string(c_.property_name(p)) + "[" + quote(raw) +
                                                   "] is off the " + board() + " board");
      }
      const auto [col_lo, col_hi] = std::minmax(a->col, b->col);
      const auto [row_lo, row_hi] = std::minmax(a->row, b->row);
      for (int row = row_lo; row <= row_hi; ++row) {
        for (int col = col_lo; col <= col_hi; ++col) {
          seen.add(Point{static_cast<std::uint8_t>(col), static_cast<std::uint8_t>(row)}, out);
        }
      }
    }
    return std::nullopt;
  }

  void read_komi(PropertyId p) {
    const std::string text = c_.simple_text_value(p);
    std::optional<Komi> komi = parse_komi(text);
    if (!komi) {
      warn("KM[" + quote(text) + "] is not a number; komi unknown");
      return;
    }
    if (komi->scale == KomiScale::FoxHundredthsOfStones) {
      warn("KM[" + quote(text) + "] looks like Fox's hundredths of a stone: read as " + format_komi(komi->points) +
           " points (unreliable)");
    } else if (komi->scale == KomiScale::FoxHundredthsOfPoints) {
      warn("KM[" + quote(text) + "] looks like Fox's hundredths of a point: read as " + format_komi(komi->points) +
           " points (unreliable)");
    }
    r_.komi = std::move(komi);
  }

  std::optional<Error> read_handicap(PropertyId p, std::uint32_t index) {
    const std::string_view raw = c_.raw_value(p);
    int stones = 0;
    const IntParse parsed = parse_int(raw, stones);
    const int points = r_.width * r_.height;
    switch (parsed) {
      case IntParse::Empty:
        warn("HA[] is empty; handicap unknown");
        return std::nullopt;
      case IntParse::NotANumber:
        warn("HA[" + quote(raw) + "] is not a number; handicap unknown");
        return std::nullopt;
      case IntParse::OutOfRange:
        return node_error(p, index, "HA[" + quote(raw) + "] is absurd for a " + board() + " board");
      case IntParse::Ok:
        break;
    }
    if (stones < 0) return node_error(p, index, "HA[" + quote(raw) + "] is negative");
    if (stones > points) {
      return node_error(p, index, "HA[" + quote(raw) + "] is absurd: more stones than the " + std::to_string(points) +
                                      " points of a " + board() + " board");
    }
    r_.handicap = stones;
    return std::nullopt;
  }

  void set_once(std::optional<std::string>& field, PropertyId p) {
    if (!field) field = c_.simple_text_value(p);
  }

  void warn(std::string message) { r_.warnings.push_back(std::move(message)); }
  void warn_at(std::uint32_t index, const std::string& message) {
    warn("node " + std::to_string(index) + ": " + message);
  }

  void finish(std::uint32_t last_node) {
    // Territory: the last node and the move-less/pass nodes before it.
    std::uint32_t tail_start = 0;
    if (last_board_move_node_) {
      tail_start = *last_board_move_node_ == last_node ? last_node : *last_board_move_node_ + 1;
    }
    const auto collect = [tail_start](const std::vector<std::pair<std::uint32_t, Point>>& marks,
                                      std::vector<Point>& out) {
      for (const auto& [node, point] : marks) {
        if (node >= tail_start) out.push_back(point);
      }
      std::sort(out.begin(), out.end());
      out.erase(std::unique(out.begin(), out.end()), out.end());
    };
    collect(black_marks_, r_.territory_black);
    collect(white_marks_, r_.territory_white);

    if (r_.handicap && *r_.handicap >= 2 && black_setup_before_first_move_ != static_cast<std::size_t>(*r_.handicap)) {
      warn("HA[" + std::to_string(*r_.handicap) + "] but " + std::to_string(black_setup_before_first_move_) +
           " black setup stones before the first move");
    }
  }

  const Collection& c_;
  const std::size_t game_;
  const NodeId root_;
  GameRecord r_;
  bool tt_is_pass_ = true;
  bool seen_komi_ = false;
  bool seen_handicap_ = false;
  bool seen_first_move_ = false;
  std::size_t black_setup_before_first_move_ = 0;
  std::optional<std::uint32_t> last_board_move_node_;
  PointList setup_seen_[3];
  PointList territory_seen_;
  std::vector<std::pair<std::uint32_t, Point>> black_marks_;
  std::vector<std::pair<std::uint32_t, Point>> white_marks_;
};

}  // namespace

Setup& GameRecord::add_setup(Setup setup) {
  setup.node = 0;
  if (!events.empty()) {
    setup.node = std::visit([](const auto& e) { return e.node; }, events.back()) + 1;
  }
  return std::get<Setup>(events.emplace_back(std::move(setup)));
}

Move& GameRecord::add_move(Color color, std::optional<Point> point) {
  std::uint32_t node = 1;
  if (!events.empty()) node = std::visit([](const auto& e) { return e.node; }, events.back()) + 1;
  return std::get<Move>(events.emplace_back(Move{color, point, node}));
}

std::size_t GameRecord::move_count() const noexcept {
  return static_cast<std::size_t>(
      std::count_if(events.begin(), events.end(), [](const Event& e) { return std::holds_alternative<Move>(e); }));
}

Result<GameRecord> read_game_record(const Collection& collection, std::size_t game) {
  return RecordReader(collection, game).run();
}

}  // namespace goref::sgf
