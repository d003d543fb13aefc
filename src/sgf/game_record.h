#pragma once

// GameRecord: the main line of one game tree, as a referee replays it.
//
// Built by read_game_record() from a parsed Collection by following the first variation
// at every branch (like KataGo's CompactSgf next to its full Sgf tree). It holds the game
// info a referee needs, verbatim where the meaning is the caller's business (RU, RE), and
// the main line as a sequence of events: Setup (AB/AW/AE/PL, in the root or mid-game) and
// Move (B/W, passes included). It knows the board size but no Go rules: captures,
// legality and scoring are for the caller.
//
// Node indices ("node N") count main-line nodes from the root = 0, so in a plain record the
// n-th move sits in node n. Within one node a Setup comes before a Move (FF[4] says a node
// mixing both is to be read as setup first, then the move).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "sgf/collection.h"
#include "sgf/error.h"
#include "sgf/komi.h"
#include "sgf/point.h"

namespace goref::sgf {

// AB/AW/AE (compressed rectangles expanded, in file order) and PL of one node.
// Note for tests: inside a GoogleTest TEST body an unqualified `Setup` names gtest's
// deliberately private Test::Setup trap; write `sgf::Setup`.
struct Setup {
  std::vector<Point> black;
  std::vector<Point> white;
  std::vector<Point> empty;
  std::optional<Color> to_play;  // PL
  std::uint32_t node = 0;

  friend bool operator==(const Setup&, const Setup&) = default;
};

// B[..] or W[..]. A pass is B[] / W[] or, on boards up to 19x19, B[tt] / W[tt].
struct Move {
  Color color = Color::Black;
  std::optional<Point> point;  // nullopt = pass
  std::uint32_t node = 0;

  [[nodiscard]] bool is_pass() const noexcept { return !point.has_value(); }

  friend bool operator==(const Move&, const Move&) = default;
};

using Event = std::variant<Setup, Move>;

// C[..] of one main-line node, decoded Text.
struct Comment {
  std::uint32_t node = 0;
  std::string text;

  friend bool operator==(const Comment&, const Comment&) = default;
};

// A property the reader does not interpret, written verbatim by the writer in main-line
// node `node` (BL/WL times of a match record, OB/OW). The reader leaves these empty.
struct NodeProperty {
  std::uint32_t node = 0;
  std::string name;   // "BL"
  std::string value;  // SimpleText, escaped on writing
  friend bool operator==(const NodeProperty&, const NodeProperty&) = default;
};

struct GameRecord {
  int width = 19;  // SZ[19] or SZ[width:height]; FF[4]'s default for Go is 19
  int height = 19;
  std::optional<Komi> komi;                 // absent when KM is missing or not a number (then a warning)
  std::optional<int> handicap;              // HA
  std::optional<std::string> rules;         // RU, verbatim (decoded SimpleText)
  std::optional<std::string> result;        // RE, verbatim: "B+3.50", "W+R", "0", "Void", ...
  std::optional<std::string> black_player;  // PB
  std::optional<std::string> white_player;  // PW
  std::optional<std::string> date;          // DT
  std::optional<std::string> charset;       // CA
  std::optional<std::string> game_name;     // GN
  std::optional<std::string> event;         // EV

  std::vector<Event> events;  // main line, in order
  std::vector<Comment> comments;
  std::vector<NodeProperty> properties;  // written, never read back (see NodeProperty)

  // Union of TB / TW over the last nodes of the main line: the last node and the nodes
  // before it back to (not including) the last node with a move onto the board. That is
  // where KGS puts the players' agreed territory after the final passes. Sorted, unique.
  std::vector<Point> territory_black;
  std::vector<Point> territory_white;

  // Things read but doubtful: syntax the parser repaired (Collection::warnings), unparseable
  // KM, Fox-scaled KM, HA that disagrees with the setup, ignored values. Human-readable,
  // one per entry, no source prefix.
  std::vector<std::string> warnings;

  // Appends a Setup event in the next node (in the root if there are no events yet); its
  // `node` is overwritten. The reference is valid until the next change to `events`.
  Setup& add_setup(Setup setup);
  // Appends a move in the next node (node 1 if there are no events yet: the root holds
  // the game info). `point` nullopt = pass.
  Move& add_move(Color color, std::optional<Point> point);

  // Number of Move events, passes included.
  [[nodiscard]] std::size_t move_count() const noexcept;

  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// Builds the main-line view of game tree `game`; throws std::out_of_range unless
// game < collection.game_count() (a caller bug, not bad input).
// Errors (with the byte offset of the offending property and "node N" in the message):
// GM other than 1, SZ not a size or outside 2..25, HA negative or more than the board's
// points, a move or setup/territory point off the board or not a point, two moves in one
// node, a property that must have one value having several.
[[nodiscard]] Result<GameRecord> read_game_record(const Collection& collection, std::size_t game);

}  // namespace goref::sgf
