#include "gtp/protocol/command_registry.h"

#include <stdexcept>
#include <utility>

namespace goref::gtp {

namespace {

// A name must survive Command::parse unchanged: no SPACE/HT/controls (they
// split or vanish) and no '#' (it starts a comment).
bool is_valid_name(std::string_view name) {
  if (name.empty()) {
    return false;
  }
  for (const char c : name) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte <= 0x20 || byte == 0x7f || c == '#') {
      return false;
    }
  }
  return true;
}

std::string table_cell(std::string_view text) {
  std::string cell;
  cell.reserve(text.size());
  for (const char c : text) {
    if (c == '|') {
      cell += "\\|";
    } else if (c == '\n' || c == '\r' || c == '\t') {
      cell.push_back(' ');
    } else {
      cell.push_back(c);
    }
  }
  return cell;
}

}  // namespace

void CommandRegistry::add(CommandSpec spec) {
  if (!is_valid_name(spec.name)) {
    throw std::invalid_argument("invalid GTP command name '" + spec.name + "'");
  }
  if (!spec.handler) {
    throw std::invalid_argument("GTP command '" + spec.name + "' has no handler");
  }
  if (index_by_name_.find(spec.name) != index_by_name_.end()) {
    throw std::logic_error("GTP command '" + spec.name + "' registered twice");
  }
  index_by_name_.emplace(spec.name, specs_.size());
  specs_.push_back(std::move(spec));
}

const CommandSpec* CommandRegistry::find(std::string_view name) const {
  const auto it = index_by_name_.find(name);
  return it == index_by_name_.end() ? nullptr : &specs_[it->second];
}

std::vector<const CommandSpec*> CommandRegistry::listed() const {
  std::vector<const CommandSpec*> rows;
  for (const CommandSpec& spec : specs_) {
    if (spec.listed) {
      rows.push_back(&spec);
    }
  }
  return rows;
}

std::size_t CommandRegistry::size() const noexcept { return specs_.size(); }

std::string CommandRegistry::markdown_reference() const {
  std::string text =
      "# GTP commands\n"
      "\n"
      "<!-- Generated from the command registry (CommandRegistry::markdown_reference). "
      "Do not edit by hand. -->\n"
      "\n"
      "Commands in the order `list_commands` reports them.\n"
      "\n"
      "| Command | Arguments | Summary |\n"
      "| --- | --- | --- |\n";
  for (const CommandSpec* spec : listed()) {
    text += "| `" + table_cell(spec->name) + "` | ";
    text += spec->arguments.empty() ? std::string("–") : table_cell(spec->arguments);
    text += " | " + table_cell(spec->summary) + " |\n";
  }
  return text;
}

}  // namespace goref::gtp
