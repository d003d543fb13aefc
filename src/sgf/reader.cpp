#include "sgf/reader.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <utility>

namespace goref::sgf {
namespace {

// Values are stored as 32-bit offsets: kMaxSgfBytes (64 MiB) keeps the source far below
// 4 GiB, with room for the normalised identifiers appended after it.
static_assert(kMaxSgfBytes < (std::size_t{1} << 31));

// Initial capacity hint: compact records spend ~6 bytes per node (";B[pd]"). Capped so a
// file made of one huge value does not reserve memory for millions of phantom nodes.
constexpr std::size_t kBytesPerNodeEstimate = 6;
constexpr std::size_t kMaxReserve = 4096;

// Identifiers quoted in error messages are cut to this length.
constexpr std::size_t kMaxQuotedIdentifier = 16;

constexpr std::array<bool, 256> make_whitespace_table() {
  std::array<bool, 256> table{};
  for (const char c : {' ', '\t', '\n', '\r', '\v', '\f'}) table[static_cast<unsigned char>(c)] = true;
  return table;
}
constexpr std::array<bool, 256> kWhitespace = make_whitespace_table();

constexpr bool is_whitespace(char c) noexcept { return kWhitespace[static_cast<unsigned char>(c)]; }
constexpr bool is_upper(char c) noexcept { return c >= 'A' && c <= 'Z'; }
constexpr bool is_lower(char c) noexcept { return c >= 'a' && c <= 'z'; }
constexpr bool is_letter(char c) noexcept { return is_upper(c) || is_lower(c); }

// "'x'" for printable ASCII, "byte 0x1a" otherwise: messages stay one readable line.
std::string describe_char(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x21 && byte < 0x7f) return std::string("'") + c + "'";
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out = "byte 0x";
  out += kHex[byte >> 4];
  out += kHex[byte & 0xf];
  return out;
}

std::string quote_identifier(std::string_view name) {
  if (name.size() <= kMaxQuotedIdentifier) return std::string(name);
  return std::string(name.substr(0, kMaxQuotedIdentifier)) + "...";
}

}  // namespace

// Builds one Collection from one text. Single use: construct, call run() once.
class Parser {
 public:
  Parser(std::string_view text, std::string_view source_name) : in_(text) {
    out_.source_name_ = std::string(source_name);
  }

  Result<Collection> run() {
    if (in_.size() > kMaxSgfBytes) {
      return error_at(0, "input too large: " + std::to_string(in_.size()) + " bytes (the limit is 64 MiB)");
    }
    // Some Fox records (2019) lack the opening '(' but are otherwise whole: text that starts
    // with ';' is read as if '(' came first, with a warning. This must be checked before the
    // junk skipping, which would otherwise take the first variation for the game.
    const bool implied_open = starts_with_node();
    if (!implied_open && !skip_to_first_game_tree()) {
      const bool blank = std::all_of(in_.begin(), in_.end(), is_whitespace);
      return error_at(0, blank ? "empty input: no SGF game tree"
                               : "no SGF game tree found: expected '(' followed by ';'");
    }
    out_.text_.reserve(in_.size());
    out_.text_.assign(in_);
    const std::size_t reserve = std::min(in_.size() / kBytesPerNodeEstimate + 1, kMaxReserve);
    out_.nodes_.reserve(reserve);
    out_.properties_.reserve(reserve);
    out_.values_.reserve(reserve);

    if (implied_open) {
      out_.warnings_.push_back({0, "byte " + std::to_string(pos_) +
                                       ": the game tree starts with ';' without '(' (a Fox quirk); read as if "
                                       "'(' were there"});
      if (std::optional<Error> error = parse_game_tree(/*implied_open=*/true)) return std::move(*error);
    }
    while (pos_ < in_.size()) {
      const char c = in_[pos_];
      if (c == '(') {
        if (std::optional<Error> error = parse_game_tree(/*implied_open=*/false)) return std::move(*error);
      } else if (c == ')') {
        return error_at(pos_, "unbalanced parentheses: ')' without a matching '('");
      } else {
        ++pos_;  // whitespace or junk between/after game trees
      }
    }
    return std::move(out_);
  }

 private:
  enum class State {
    ExpectNode,      // just after '(': a ';' must follow
    InSequence,      // after a node: ';', '(' or ')' may follow
    AfterVariation,  // after a variation's ')': only '(' or ')' may follow
  };
  struct OpenTree {
    NodeId attach;        // node the tree's first node hangs from (kNoNode for a game root)
    std::uint32_t offset; // of its '('
  };

  [[nodiscard]] Error error_at(std::size_t offset, std::string message) const {
    return Error{out_.source_name_, offset, std::move(message)};
  }

  void skip_whitespace() noexcept {
    while (pos_ < in_.size() && is_whitespace(in_[pos_])) ++pos_;
  }

  // True (with pos_ on the ';') when the text, after whitespace and a UTF-8 byte order
  // mark, starts with ';'.
  bool starts_with_node() noexcept {
    std::size_t i = 0;
    if (in_.substr(0, 3) == "\xEF\xBB\xBF") i = 3;
    while (i < in_.size() && is_whitespace(in_[i])) ++i;
    if (i < in_.size() && in_[i] == ';') {
      pos_ = i;
      return true;
    }
    return false;
  }

  // Positions pos_ on the first '(' whose next non-blank character is ';'. Everything
  // before it is junk that some writers put there (mail headers, notes).
  bool skip_to_first_game_tree() noexcept {
    for (std::size_t i = 0; i < in_.size(); ++i) {
      if (in_[i] != '(') continue;
      std::size_t j = i + 1;
      while (j < in_.size() && is_whitespace(in_[j])) ++j;
      if (j < in_.size() && in_[j] == ';') {
        pos_ = i;
        return true;
      }
    }
    return false;
  }

  // pos_ is on '(' (on the first ';' when `implied_open`). Iterative: open_ replaces the
  // call stack.
  std::optional<Error> parse_game_tree(bool implied_open) {
    open_.clear();
    open_.push_back({kNoNode, static_cast<std::uint32_t>(pos_)});
    if (!implied_open) ++pos_;
    State state = State::ExpectNode;
    NodeId current = kNoNode;
    for (;;) {
      skip_whitespace();
      if (pos_ >= in_.size()) {
        const bool only_the_implied_one = implied_open && open_.size() == 1;
        return error_at(open_.back().offset,
                        only_the_implied_one
                            ? std::string("unbalanced parentheses: the game tree (which lacks its '(') is never closed")
                            : "unbalanced parentheses: '(' is never closed (" + std::to_string(open_.size()) +
                                  " open at end of input)");
      }
      const char c = in_[pos_];
      if (c == ';') {
        if (state == State::AfterVariation) {
          return error_at(pos_, "node after a variation: only '(' or ')' may follow a variation's ')'");
        }
        const NodeId parent = state == State::ExpectNode ? open_.back().attach : current;
        if (out_.nodes_.size() >= kMaxSgfNodes) {
          return error_at(pos_, "too many nodes: more than " + std::to_string(kMaxSgfNodes) +
                                    " in one SGF text (the limit)");
        }
        current = add_node(parent);
        if (std::optional<Error> error = parse_properties(current)) return error;
        state = State::InSequence;
      } else if (c == '(') {
        if (state == State::ExpectNode) return error_at(pos_, "missing ';': '(' must be followed by a node");
        open_.push_back({current, static_cast<std::uint32_t>(pos_)});
        ++pos_;
        state = State::ExpectNode;
      } else if (c == ')') {
        if (state == State::ExpectNode) {
          return error_at(pos_, "missing ';': empty game tree '()' has no node");
        }
        // Back in the enclosing tree, whose last node is where the closed one hung from.
        current = open_.back().attach;
        open_.pop_back();
        ++pos_;
        if (open_.empty()) return std::nullopt;
        state = State::AfterVariation;
      } else if (state == State::ExpectNode) {
        return error_at(pos_, "missing ';': expected a node after '(' but found " + describe_char(c));
      } else {
        return error_at(pos_, "unexpected " + describe_char(c) + ": expected ';', '(' or ')'");
      }
    }
  }

  NodeId add_node(NodeId parent) {
    const auto id = static_cast<NodeId>(out_.nodes_.size());
    Collection::NodeRecord& node = out_.nodes_.emplace_back();
    node.parent = parent;
    node.offset = static_cast<std::uint32_t>(pos_);
    if (parent == kNoNode) {
      out_.roots_.push_back(id);
    } else {
      Collection::NodeRecord& p = out_.nodes_[parent];
      if (p.first_child == kNoNode) {
        p.first_child = id;
      } else {
        out_.nodes_[p.last_child].next_sibling = id;
      }
      p.last_child = id;
    }
    return id;
  }

  // pos_ is on the node's ';'.
  std::optional<Error> parse_properties(NodeId node) {
    ++pos_;
    const auto first = static_cast<PropertyId>(out_.properties_.size());
    for (;;) {
      skip_whitespace();
      if (pos_ >= in_.size() || !is_letter(in_[pos_])) break;
      if (std::optional<Error> error = parse_property()) return error;
    }
    Collection::NodeRecord& record = out_.nodes_[node];
    record.first_property = first;
    record.property_count = static_cast<std::uint32_t>(out_.properties_.size() - first);
    return std::nullopt;
  }

  // pos_ is on the identifier's first letter.
  std::optional<Error> parse_property() {
    const std::size_t start = pos_;
    std::size_t upper = 0;
    while (pos_ < in_.size() && is_letter(in_[pos_])) {
      if (is_upper(in_[pos_])) ++upper;
      ++pos_;
    }
    const std::string_view written = in_.substr(start, pos_ - start);
    if (upper == 0) {
      return error_at(start, "property identifier '" + quote_identifier(written) + "' has no upper-case letter");
    }
    Collection::PropertyRecord property;
    property.offset = static_cast<std::uint32_t>(start);
    if (upper == written.size()) {
      property.name = {static_cast<std::uint32_t>(start), static_cast<std::uint32_t>(upper)};
    } else {
      // FF[3] long names ("AddBlack"): FF[4] says to ignore the lower-case letters.
      property.name = {static_cast<std::uint32_t>(out_.text_.size()), static_cast<std::uint32_t>(upper)};
      for (const char c : written) {
        if (is_upper(c)) out_.text_ += c;
      }
    }
    skip_whitespace();
    if (pos_ >= in_.size() || in_[pos_] != '[') {
      return error_at(start, "property " + quote_identifier(out_.view(property.name)) + " has no value");
    }
    property.first_value = static_cast<std::uint32_t>(out_.values_.size());
    do {
      if (std::optional<Error> error = parse_value(out_.view(property.name))) return error;
      skip_whitespace();
    } while (pos_ < in_.size() && in_[pos_] == '[');
    property.value_count = static_cast<std::uint32_t>(out_.values_.size() - property.first_value);
    out_.properties_.push_back(property);
    return std::nullopt;
  }

  // pos_ is on '['. A ']' ends the value unless escaped, i.e. unless an odd number of '\'
  // directly precede it (the run of '\' starts fresh after any other character).
  std::optional<Error> parse_value(std::string_view property_name) {
    const std::size_t open = pos_;
    if (out_.values_.size() >= kMaxSgfPropertyValues) {
      return error_at(open, "too many property values: more than " + std::to_string(kMaxSgfPropertyValues) +
                                " in one SGF text (the limit)");
    }
    const std::size_t start = pos_ + 1;
    const char* const data = in_.data();
    std::size_t from = start;
    for (;;) {
      const void* hit = from < in_.size() ? std::memchr(data + from, ']', in_.size() - from) : nullptr;
      if (hit == nullptr) {
        return error_at(open, "unterminated property value: no ']' closes the '[' of " +
                                  quote_identifier(property_name));
      }
      const auto close = static_cast<std::size_t>(static_cast<const char*>(hit) - data);
      std::size_t backslashes = 0;
      while (close - backslashes > start && data[close - backslashes - 1] == '\\') ++backslashes;
      if (backslashes % 2 == 0) {
        out_.values_.push_back({static_cast<std::uint32_t>(start), static_cast<std::uint32_t>(close - start)});
        pos_ = close + 1;
        return std::nullopt;
      }
      from = close + 1;
    }
  }

  std::string_view in_;
  std::size_t pos_ = 0;
  Collection out_;
  std::vector<OpenTree> open_;
};

Result<Collection> parse_collection(std::string_view text, std::string_view source_name) {
  return Parser(text, source_name).run();
}

Result<std::vector<GameRecord>> read_game_records(std::string_view text, std::string_view source_name) {
  Result<Collection> collection = parse_collection(text, source_name);
  if (!collection) return collection.error();
  std::vector<GameRecord> records;
  records.reserve(collection.value().game_count());
  for (std::size_t game = 0; game < collection.value().game_count(); ++game) {
    Result<GameRecord> record = read_game_record(collection.value(), game);
    if (!record) return record.error();
    records.push_back(std::move(record).value());
  }
  return records;
}

}  // namespace goref::sgf
