#include "test_sgf.h"

#include <cctype>
#include <fstream>
#include <map>
#include <sstream>

namespace goref::scoring::testing {

namespace {

using Node = std::map<std::string, std::vector<std::string>>;

// Main line only: at '(' inside the tree, the first variation is followed
// and the others are skipped.
std::vector<Node> parse_main_line(const std::string& text) {
  std::vector<Node> nodes;
  std::size_t i = text.find('(');
  if (i == std::string::npos) return nodes;
  ++i;
  int skip_depth = 0;  // > 0 while inside a variation we skip
  int depth = 1;
  std::vector<int> seen_child(64, 0);
  std::string ident;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '[') {
      std::string value;
      ++i;
      while (i < text.size() && text[i] != ']') {
        if (text[i] == '\\' && i + 1 < text.size()) ++i;
        value += text[i++];
      }
      ++i;
      if (skip_depth == 0 && !nodes.empty() && !ident.empty()) nodes.back()[ident].push_back(value);
      continue;
    }
    if (c == ';') {
      if (skip_depth == 0) nodes.emplace_back();
      ident.clear();
    } else if (c == '(') {
      ++depth;
      if (skip_depth > 0) {
        ++skip_depth;
      } else if (seen_child[static_cast<std::size_t>(depth)]++ > 0) {
        skip_depth = 1;
      }
    } else if (c == ')') {
      if (skip_depth > 0) {
        --skip_depth;
      } else {
        seen_child[static_cast<std::size_t>(depth + 1)] = 0;
      }
      --depth;
      if (depth == 0) break;
    } else if (std::isupper(static_cast<unsigned char>(c))) {
      if (i == 0 || !std::isupper(static_cast<unsigned char>(text[i - 1]))) ident.clear();
      ident += c;
    } else if (std::islower(static_cast<unsigned char>(c))) {
      // FF[3] long identifiers such as "AddBlack": lower case letters are ignored.
    }
    ++i;
  }
  return nodes;
}

std::optional<std::pair<int, int>> sgf_point(const std::string& v, int size) {
  if (v.size() < 2) return std::nullopt;
  const int x = v[0] - 'a';
  const int y = v[1] - 'a';
  if (x < 0 || y < 0 || x >= size || y >= size) return std::nullopt;  // "tt" pass
  return std::pair{x, y};
}

void add_points(const std::vector<std::string>& values, int size, std::vector<std::pair<int, int>>& out) {
  for (const std::string& v : values) {
    const auto colon = v.find(':');
    if (colon == std::string::npos) {
      if (auto p = sgf_point(v, size)) out.push_back(*p);
      continue;
    }
    auto a = sgf_point(v.substr(0, colon), size);
    auto b = sgf_point(v.substr(colon + 1), size);
    if (!a || !b) continue;
    for (int x = std::min(a->first, b->first); x <= std::max(a->first, b->first); ++x)
      for (int y = std::min(a->second, b->second); y <= std::max(a->second, b->second); ++y) out.push_back({x, y});
  }
}

}  // namespace

std::optional<SgfGame> read_sgf_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::vector<Node> nodes = parse_main_line(buffer.str());
  if (nodes.empty()) return std::nullopt;
  SgfGame game;
  const Node& root = nodes.front();
  auto prop = [&](const Node& node, const std::string& key) -> std::string {
    auto it = node.find(key);
    return it == node.end() || it->second.empty() ? std::string() : it->second.front();
  };
  if (const std::string sz = prop(root, "SZ"); !sz.empty()) game.size = std::stoi(sz);
  if (const std::string km = prop(root, "KM"); !km.empty()) game.komi = std::stod(km);
  if (const std::string ha = prop(root, "HA"); !ha.empty()) game.handicap = std::stoi(ha);
  game.rules = prop(root, "RU");
  game.result = prop(root, "RE");
  std::size_t last_move_node = 0;
  for (std::size_t k = 0; k < nodes.size(); ++k) {
    const Node& node = nodes[k];
    if (auto it = node.find("AB"); it != node.end()) add_points(it->second, game.size, game.black_setup);
    if (auto it = node.find("AW"); it != node.end()) add_points(it->second, game.size, game.white_setup);
    for (const char* key : {"B", "W"}) {
      auto it = node.find(key);
      if (it == node.end()) continue;
      SgfMove move;
      move.color = key[0] == 'B' ? core::Color::Black : core::Color::White;
      if (auto p = sgf_point(it->second.empty() ? "" : it->second.front(), game.size)) {
        move.x = p->first;
        move.y = p->second;
        last_move_node = k;
      }
      game.moves.push_back(move);
    }
  }
  for (std::size_t k = last_move_node; k < nodes.size(); ++k) {
    if (auto it = nodes[k].find("TB"); it != nodes[k].end()) add_points(it->second, game.size, game.tb);
    if (auto it = nodes[k].find("TW"); it != nodes[k].end()) add_points(it->second, game.size, game.tw);
  }
  return game;
}

core::Board replay(const SgfGame& game, std::size_t move_limit) {
  core::Board board(game.size, game.size);
  for (auto [x, y] : game.black_setup) board.set_stone(board.point(x, y), core::Color::Black);
  for (auto [x, y] : game.white_setup) board.set_stone(board.point(x, y), core::Color::White);
  std::size_t n = 0;
  for (const SgfMove& move : game.moves) {
    if (n++ >= move_limit) break;
    if (move.x < 0) continue;
    const core::Point p = board.point(move.x, move.y);
    if (board.at(p) != core::Color::Empty) continue;
    board.play(p, move.color);
  }
  return board;
}

}  // namespace goref::scoring::testing
