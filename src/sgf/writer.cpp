#include "sgf/writer.h"

#include <algorithm>
#include <cstdint>
#include <string_view>
#include <vector>

#include "sgf/komi.h"
#include "sgf/text.h"

namespace goref::sgf {
namespace {

// Appends text while tracking the column, breaking lines between tokens. Breaking only
// between tokens keeps the output valid: FF[4] allows whitespace between properties and
// between the values of a property, but a break inside a value would change the value.
class LineWriter {
 public:
  explicit LineWriter(std::size_t max_line_length) : max_(max_line_length) {}

  // Starts a node. Its ';' is held back and written with the node's first token, so a
  // line never ends between ';' and the property after it.
  void begin_node() {
    flush_node();
    node_pending_ = true;
  }

  // Writes a token (e.g. "B[pd]", "AB[aa]", "[bb]"); breaks the line first if it would overflow.
  void token(std::string_view text) {
    if (node_pending_) {
      node_pending_ = false;
      std::string with_node = ";";
      with_node += text;
      write(with_node);
    } else {
      write(text);
    }
  }

  void newline() {
    out_ += '\n';
    column_ = 0;
  }

  std::string take() {
    flush_node();
    return std::move(out_);
  }

 private:
  void flush_node() {
    if (node_pending_) {
      node_pending_ = false;
      write(";");
    }
  }

  void write(std::string_view text) {
    const std::size_t first_line = std::min(text.find('\n'), text.size());
    if (column_ > 0 && column_ + first_line > max_) newline();
    append(text);
  }

  void append(std::string_view text) {
    out_ += text;
    const std::size_t last_break = text.rfind('\n');
    column_ = last_break == std::string_view::npos ? column_ + text.size() : text.size() - last_break - 1;
  }

  std::size_t max_;
  std::size_t column_ = 0;
  bool node_pending_ = false;
  std::string out_;
};

std::string property(std::string_view name, std::string_view text) {
  std::string out(name);
  out += '[';
  append_escaped_text(out, text);
  out += ']';
  return out;
}

std::string point_value(Point point) {
  std::string out = "[";
  append_point(out, point);
  out += ']';
  return out;
}

class RecordWriter {
 public:
  RecordWriter(const GameRecord& record, const WriteOptions& options) : r_(record), w_(options.max_line_length) {
    comments_.reserve(record.comments.size());
    for (const Comment& comment : record.comments) comments_.push_back(&comment);
    std::stable_sort(comments_.begin(), comments_.end(),
                     [](const Comment* a, const Comment* b) { return a->node < b->node; });
    for (const NodeProperty& property : record.properties) properties_.push_back(&property);
    std::stable_sort(properties_.begin(), properties_.end(),
                     [](const NodeProperty* a, const NodeProperty* b) { return a->node < b->node; });
  }

  std::string run() {
    w_.token("(");
    w_.begin_node();
    write_game_info();

    for (const Event& event : r_.events) {
      if (const auto* setup = std::get_if<Setup>(&event)) {
        // A setup may share a node only with nothing written yet (setup comes before the move).
        goto_node(setup->node, node_has_setup_ || node_has_move_);
        write_point_list("AB", setup->black);
        write_point_list("AW", setup->white);
        write_point_list("AE", setup->empty);
        if (setup->to_play) w_.token(std::string("PL[") + color_letter(*setup->to_play) + "]");
        node_has_setup_ = true;
      } else {
        const Move& move = std::get<Move>(event);
        goto_node(move.node, node_has_move_);
        std::string text(1, color_letter(move.color));
        text += '[';
        if (move.point) append_point(text, *move.point);
        text += ']';
        w_.token(text);
        node_has_move_ = true;
      }
    }
    // Comments past the last event get their own (otherwise empty) nodes.
    std::uint32_t last = comments_.empty() ? 0 : comments_.back()->node;
    if (!properties_.empty()) last = std::max(last, properties_.back()->node);
    if (!comments_.empty() || !properties_.empty()) goto_node(last, false);
    flush_comments();
    write_point_list("TB", r_.territory_black);
    write_point_list("TW", r_.territory_white);
    w_.token(")");
    w_.newline();
    return w_.take();
  }

 private:
  void write_game_info() {
    w_.token("GM[1]");
    w_.token("FF[4]");
    w_.token(property("CA", r_.charset.value_or("UTF-8")));
    std::string size = "SZ[";
    size += std::to_string(r_.width);
    if (r_.height != r_.width) {
      size += ':';
      size += std::to_string(r_.height);
    }
    size += ']';
    w_.token(size);
    if (r_.komi) w_.token(property("KM", komi_text(*r_.komi)));
    if (r_.rules) w_.token(property("RU", *r_.rules));
    if (r_.handicap) w_.token("HA[" + std::to_string(*r_.handicap) + "]");
    // The node-0 setup and root comment follow from the event loop, after the names and
    // result: property order within a node carries no meaning.
    if (r_.black_player) w_.token(property("PB", *r_.black_player));
    if (r_.white_player) w_.token(property("PW", *r_.white_player));
    if (r_.date) w_.token(property("DT", *r_.date));
    if (r_.event) w_.token(property("EV", *r_.event));
    if (r_.game_name) w_.token(property("GN", *r_.game_name));
    if (r_.result) w_.token(property("RE", *r_.result));
  }

  static std::string komi_text(const Komi& komi) {
    const std::optional<Komi> reread = parse_komi(komi.raw);
    if (reread && *reread == komi) return komi.raw;  // keeps "6.50", "375" as written
    return format_komi(komi.points);
  }

  // Moves on to node `target` (emitting empty nodes for gaps), or to the next node when
  // `target` is not ahead of the current one and `occupied` says this node cannot take the
  // event.
  void goto_node(std::uint32_t target, bool occupied) {
    const std::uint32_t next = target > node_ ? target : (occupied ? node_ + 1 : node_);
    while (node_ < next) {
      flush_comments();
      ++node_;
      w_.begin_node();
      node_has_setup_ = false;
      node_has_move_ = false;
    }
  }

  // Writes the comments of the current node (and any left behind by an out-of-order index).
  void flush_comments() {
    std::string text;
    bool any = false;
    while (next_comment_ < comments_.size() && comments_[next_comment_]->node <= node_) {
      if (any) text += '\n';
      text += comments_[next_comment_]->text;
      any = true;
      ++next_comment_;
    }
    if (any) w_.token(property("C", text));
    while (next_property_ < properties_.size() && properties_[next_property_]->node <= node_) {
      w_.token(property(properties_[next_property_]->name, properties_[next_property_]->value));
      ++next_property_;
    }
  }

  void write_point_list(std::string_view name, const std::vector<Point>& points) {
    if (points.empty()) return;
    std::string first(name);
    first += point_value(points.front());
    w_.token(first);
    for (std::size_t i = 1; i < points.size(); ++i) w_.token(point_value(points[i]));
  }

  const GameRecord& r_;
  LineWriter w_;
  std::vector<const Comment*> comments_;
  std::size_t next_comment_ = 0;
  std::vector<const NodeProperty*> properties_;
  std::size_t next_property_ = 0;
  std::uint32_t node_ = 0;
  bool node_has_setup_ = false;
  bool node_has_move_ = false;
};

}  // namespace

std::string write_game_record(const GameRecord& record, const WriteOptions& options) {
  return RecordWriter(record, options).run();
}

}  // namespace goref::sgf
