#pragma once

// Collection: the node trees of one SGF text, stored flat.
//
// SGF FF[4] (red-bean.com/sgf/sgf4.html, "EBNF definition"):
//   Collection = GameTree { GameTree }      GameTree = "(" Sequence { GameTree } ")"
//   Sequence   = Node { Node }              Node     = ";" { Property }
//   Property   = PropIdent PropValue { PropValue }
// A node's children are the next node of its sequence or, at the end of a sequence, the
// first nodes of the sub-GameTrees (variations) that follow it; the first child is the
// main line.
//
// Why flat: real and hostile files nest 100,000 variations deep. Nodes live in one vector
// linked by indices (parent / first child / next sibling), so building, walking and
// destroying a tree never recurses and memory stays proportional to the input. Property
// values are not copied out one by one: the Collection owns one copy of the source text
// and values are (offset, length) spans into it, kept raw (escaped); decode them on demand
// with text_value()/simple_text_value(). Property identifiers are normalised to their
// upper-case letters (FF[3]'s "AddBlack" is "AB").
//
// Invariants: every NodeId < node_count(); game roots have no parent; the properties of a
// node are the ids [first_property(n), first_property(n) + property_count(n)), in file
// order. A Collection is immutable once built by parse_collection() (reader.h) and cheap
// to move.

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace goref::sgf {

using NodeId = std::uint32_t;
using PropertyId = std::uint32_t;

inline constexpr NodeId kNoNode = std::numeric_limits<NodeId>::max();
inline constexpr PropertyId kNoProperty = std::numeric_limits<PropertyId>::max();

class Parser;  // reader.cpp builds Collections

class Collection {
 public:
  Collection() = default;

  // Name of the input as given to the parser (e.g. the file path), for error messages.
  [[nodiscard]] const std::string& source_name() const noexcept { return source_name_; }

  // Game trees, in file order.
  [[nodiscard]] std::size_t game_count() const noexcept { return roots_.size(); }
  [[nodiscard]] NodeId game_root(std::size_t game) const { return roots_.at(game); }

  // Deviations from FF[4] that the parser repaired in game tree `game` (so far only a
  // missing opening '(' at the start of the text), as "byte N: what"; usually empty.
  [[nodiscard]] std::vector<std::string> warnings(std::size_t game) const;

  // Nodes.
  [[nodiscard]] std::size_t node_count() const noexcept { return nodes_.size(); }
  [[nodiscard]] NodeId parent(NodeId node) const { return nodes_[node].parent; }
  [[nodiscard]] NodeId first_child(NodeId node) const { return nodes_[node].first_child; }
  [[nodiscard]] NodeId next_sibling(NodeId node) const { return nodes_[node].next_sibling; }
  // Byte offset of the node's ';' in the source text.
  [[nodiscard]] std::size_t node_offset(NodeId node) const { return nodes_[node].offset; }

  // Properties.
  [[nodiscard]] PropertyId first_property(NodeId node) const { return nodes_[node].first_property; }
  [[nodiscard]] std::uint32_t property_count(NodeId node) const { return nodes_[node].property_count; }
  // First property of `node` named `name` (upper-case form), or kNoProperty.
  [[nodiscard]] PropertyId find_property(NodeId node, std::string_view name) const;
  // Upper-case identifier, e.g. "AB".
  [[nodiscard]] std::string_view property_name(PropertyId property) const;
  // Byte offset of the identifier's first character in the source text.
  [[nodiscard]] std::size_t property_offset(PropertyId property) const { return properties_[property].offset; }

  // Values of a property (at least one per property).
  [[nodiscard]] std::uint32_t value_count(PropertyId property) const { return properties_[property].value_count; }
  // The value exactly as between '[' and ']' in the file: escapes and line breaks intact.
  [[nodiscard]] std::string_view raw_value(PropertyId property, std::uint32_t index = 0) const;
  // Byte offset of the value's first character (just after '[') in the source text.
  [[nodiscard]] std::size_t value_offset(PropertyId property, std::uint32_t index = 0) const;
  // The value decoded as FF[4] Text / SimpleText (see text.h).
  [[nodiscard]] std::string text_value(PropertyId property, std::uint32_t index = 0) const;
  [[nodiscard]] std::string simple_text_value(PropertyId property, std::uint32_t index = 0) const;

 private:
  friend class Parser;

  struct Span {
    std::uint32_t offset = 0;  // into text_
    std::uint32_t length = 0;
  };
  struct NodeRecord {
    NodeId parent = kNoNode;
    NodeId first_child = kNoNode;
    NodeId last_child = kNoNode;  // makes appending a child O(1) while parsing
    NodeId next_sibling = kNoNode;
    PropertyId first_property = 0;
    std::uint32_t property_count = 0;
    std::uint32_t offset = 0;
  };
  struct PropertyRecord {
    Span name;
    std::uint32_t offset = 0;  // of the identifier in the source
    std::uint32_t first_value = 0;
    std::uint32_t value_count = 0;
  };

  // Throws std::out_of_range for a bad index.
  [[nodiscard]] const Span& value_span(PropertyId property, std::uint32_t index) const;

  [[nodiscard]] std::string_view view(Span span) const noexcept {
    return std::string_view(text_).substr(span.offset, span.length);
  }

  std::string source_name_;
  // The source text, followed by the normalised identifiers of properties written with
  // lower-case letters (spans of source values never reach into that tail).
  std::string text_;
  std::vector<NodeRecord> nodes_;
  std::vector<PropertyRecord> properties_;
  std::vector<Span> values_;
  std::vector<NodeId> roots_;
  struct Warning {
    std::size_t game = 0;
    std::string message;
  };
  std::vector<Warning> warnings_;
};

}  // namespace goref::sgf
