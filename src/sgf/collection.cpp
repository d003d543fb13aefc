#include "sgf/collection.h"

#include <stdexcept>

#include "sgf/text.h"

namespace goref::sgf {

std::vector<std::string> Collection::warnings(std::size_t game) const {
  std::vector<std::string> out;
  for (const Warning& warning : warnings_) {
    if (warning.game == game) out.push_back(warning.message);
  }
  return out;
}

PropertyId Collection::find_property(NodeId node, std::string_view name) const {
  const NodeRecord& record = nodes_[node];
  for (PropertyId p = record.first_property; p < record.first_property + record.property_count; ++p) {
    if (view(properties_[p].name) == name) return p;
  }
  return kNoProperty;
}

std::string_view Collection::property_name(PropertyId property) const { return view(properties_[property].name); }

const Collection::Span& Collection::value_span(PropertyId property, std::uint32_t index) const {
  const PropertyRecord& record = properties_.at(property);
  if (index >= record.value_count) throw std::out_of_range("goref::sgf::Collection: value index out of range");
  return values_[record.first_value + index];
}

std::string_view Collection::raw_value(PropertyId property, std::uint32_t index) const {
  return view(value_span(property, index));
}

std::size_t Collection::value_offset(PropertyId property, std::uint32_t index) const {
  return value_span(property, index).offset;
}

std::string Collection::text_value(PropertyId property, std::uint32_t index) const {
  return decode_text(raw_value(property, index), TextKind::Text);
}

std::string Collection::simple_text_value(PropertyId property, std::uint32_t index) const {
  return decode_text(raw_value(property, index), TextKind::SimpleText);
}

}  // namespace goref::sgf
