// The end of the game: final_score, final_status(_list), the agreed
// statuses (goref-set_status), the hand-checkable breakdown (goref-score)
// and GoGui's views of it (goref-score_gfx, gogui-rules_final_result).
// Everything works at any moment of the game, not only after two passes.
#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "gtp/engine/referee.h"
#include "gtp/engine/score_cache.h"
#include "gtp/engine/vertex.h"
#include "gtp/protocol/command.h"
#include "gtp/protocol/command_registry.h"
#include "gtp/protocol/failure.h"
#include "scoring/score.h"
#include "scoring/score_range.h"

namespace goref::gtp {

namespace {

using core::Color;
using core::Point;

const scoring::ScoreResult& scorable(ScoreCache& cache, const Referee& referee) {
  const scoring::ScoreResult& result = cache.get(referee);
  if (!result.scorable) throw Failure("cannot score");
  return result;
}

// Final status of a stone: dead, seki or alive.
scoring::Status stone_status(const scoring::ScoreResult& result, Point p) {
  const scoring::Status s = result.status[p];
  if (s == scoring::Status::Dead) return s;
  if (s == scoring::Status::Seki || result.breakdown.seki_stone[p]) return scoring::Status::Seki;
  return scoring::Status::Alive;
}

std::string point_status(const scoring::ScoreResult& result, const core::Board& board, Point p) {
  if (board.at(p) != Color::Empty) return std::string(scoring::to_string(stone_status(result, p)));
  switch (result.breakdown.points[p]) {
    case scoring::PointClass::BlackTerritory: return "black_territory";
    case scoring::PointClass::WhiteTerritory: return "white_territory";
    default: return "dame";
  }
}

// The stones of the chain through p, in board order, as GTP vertices.
std::string chain_vertices(const core::Board& board, Point p) {
  return format_vertices(scoring::chain_in_board_order(board, p), board);
}

// Chains whose stones satisfy `wanted`, one per line, vertices in board order
// (final_status_list's format).
template <typename Wanted>
std::string chains_where(const core::Board& board, const Wanted& wanted) {
  std::string out;
  std::vector<bool> listed(core::kMaxPointIndex, false);
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) == Color::Empty || listed[p] || !wanted(p)) continue;
      for (Point s = board.chain_head(p);; ) {
        listed[s] = true;
        s = board.next_in_chain(s);
        if (s == board.chain_head(p)) break;
      }
      if (!out.empty()) out += '\n';
      out += chain_vertices(board, p);
    }
  }
  return out;
}

// Chains with the given status, one per line, vertices in board order.
std::string chains_with(const scoring::ScoreResult& result, const core::Board& board, scoring::Status wanted) {
  return chains_where(board, [&](Point p) { return stone_status(result, p) == wanted; });
}

bool uncertain_stone(const scoring::ScoreResult& result, Point p) {
  return result.chain[p] >= 0 &&
         scoring::certainty(result.chains[static_cast<std::size_t>(result.chain[p])]) == scoring::Certainty::Uncertain;
}

// The certainty lines of goref-score (docs/scoring.md §3 "Certainty"): the
// classes, each uncertain chain and each stone in an open ko with its
// evidence and the result the other way, the range over all of them, the
// result's certainty, and why a board is unsettled.
std::string certainty_text(const core::Board& board, const scoring::ScoreResult& result,
                           const scoring::ScoreRange& range) {
  std::array<int, 3> classes{};
  for (const scoring::ChainEvidence& e : result.chains) ++classes[static_cast<std::size_t>(scoring::certainty(e))];
  std::string out = "chains " + std::to_string(result.chains.size()) + ": " + std::to_string(classes[0]) +
                    " certain, " + std::to_string(classes[1]) + " likely, " + std::to_string(classes[2]) +
                    " uncertain\n";
  for (const scoring::UncertainChain& u : range.chains) {
    const scoring::ChainEvidence& e = result.chains[u.index];
    // A chain may take its group with it (score_range.h): say how
    // many more stones the other way moves.
    const int with_it = range.units[u.unit].stones - e.stones;
    const std::string group = with_it > 0 ? " with the " + std::to_string(with_it) + " other stone" +
                                                (with_it == 1 ? "" : "s") + " of its group"
                                          : "";
    out += "uncertain " + chain_vertices(board, e.first) + ": " + std::string(scoring::to_string(u.verdict)) + " (" +
           scoring::describe(e) + "); " + std::string(scoring::to_string(u.alternative)) + group + " would give " +
           u.result_if_flipped + "\n";
  }
  // A stone in an open ko is likely, and counted both ways all the same
  // (score_range.h): whoever fills the ko first decides it.
  for (const scoring::UncertainChain& u : range.open_kos) {
    const scoring::ChainEvidence& e = result.chains[u.index];
    out += "open ko " + chain_vertices(board, e.first) + ": " + std::string(scoring::to_string(u.verdict)) + " (" +
           scoring::describe(e) + "); " + std::string(scoring::to_string(u.alternative)) + " would give " +
           u.result_if_flipped + "\n";
  }
  const std::string flipped = range.open_kos.empty()  ? "the uncertain chains"
                              : range.chains.empty() ? "the open kos"
                                                     : "the uncertain chains and open kos";
  const std::size_t flipped_chains = range.chains.size() + range.open_kos.size();
  out += "score range " + range.best_for_black_result + " .. " + range.best_for_white_result +
         " (best for Black .. best for White; ";
  if (range.units.empty()) out += "no uncertain chain)";
  else if (range.exhaustive) {
    out += "all " + std::to_string(range.combinations) + " combinations of " + flipped +
           (range.units.size() < flipped_chains ? ", a group's chains together)" : ")");
  } else {
    out += "each end one count: the " + std::to_string(flipped_chains) + " " + flipped.substr(4) +
           " all the way that side wins most)";
  }
  if (range.open_region_points > 0) {
    out.pop_back();
    out += "; the " + std::to_string(range.open_region_points) + " points of the open regions to each side in turn)";
  }
  const int closable_points = range.closable_points[0] + range.closable_points[1];
  if (closable_points > 0) {
    out.pop_back();
    out += "; the " + std::to_string(closable_points) + " points of the regions one side closes with one move to that side)";
  }
  out += "\n";
  out += std::string("result certainty ") + scoring::result_certainty(range) +
         (range.winner_certain ? " (the winner is the same over the range)" : " (the winner changes over the range)") +
         "\n";
  if (range.unsettled.empty()) {
    out += "board settled\n";
  } else {
    out += "board unsettled:";
    for (std::size_t i = 0; i < range.unsettled.size(); ++i) {
      out += (i == 0 ? " " : "; ") + range.unsettled[i];
      if (i == 0 && range.open_points > 0) out += " (e.g. " + format_vertex(range.open_example, board) + ")";
      // score_range lists an open border first, then the closable regions.
      const std::size_t closable_reason = range.open_points > 0 ? 1 : 0;
      if (i == closable_reason && range.closing_example != core::kNoPoint) {
        out += std::string(" (e.g. ") + (range.closing_colour == core::Color::Black ? "Black" : "White") + " at " +
               format_vertex(range.closing_example, board) + ")";
      }
    }
    out += "\n";
  }
  return out;
}

std::string points_with(const scoring::ScoreResult& result, const core::Board& board, scoring::PointClass wanted) {
  std::string out;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) != Color::Empty || result.breakdown.points[p] != wanted) continue;
      if (!out.empty()) out += ' ';
      out += format_vertex(p, board);
    }
  }
  return out;
}

std::string pts(double v) { return scoring::format_points(v); }

// "1 point", "2 points".
std::string counted(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// The count as a person does it, each side from its own side, with the rule it follows:
// the lines above are the components for scripts; these say what they add up to.
std::string count_text(const core::Board& board, const scoring::ScoreResult& result, bool territory) {
  const scoring::ScoreBreakdown& b = result.breakdown;
  std::array<int, 2> dead_in_territory{};  // dead opponent stones on the points each side counts
  for (int y = 0; y < board.height(); ++y)
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      const Color owner = b.counted_for[p];
      if (owner != Color::Empty && board.at(p) == core::opponent(owner))
        ++dead_in_territory[static_cast<std::size_t>(core::color_index(owner))];
    }
  std::string out;
  for (std::size_t i = 0; i < 2; ++i) {
    const scoring::ColorCount& me = b.color[i];
    const scoring::ColorCount& them = b.color[1 - i];
    const std::string side = i == 0 ? "black" : "white";
    const std::string who = i == 0 ? "Black" : "White";
    const std::string other = i == 0 ? "white" : "black";
    std::string points = counted(me.territory, "point", "points") + " only " + who + " surrounds";
    if (dead_in_territory[i] > 0)
      points += " (" + std::to_string(dead_in_territory[i]) + " of them under dead " + other + " stones)";
    if (territory) {
      out += "count " + side + ": " + points + " + " + counted(me.prisoners, "prisoner", "prisoners") + " (" +
             std::to_string(me.captures) + " captured in play + " +
             counted(them.dead, "dead " + other + " stone", "dead " + other + " stones") + ") = " + pts(me.score) +
             " (territory counting, J89 art. 10)\n";
    } else {
      out += "count " + side + ": " + counted(me.stones, "stone", "stones") + " + " + points + " = " + pts(me.score) +
             " (area counting: stones and surrounded points, Tromp-Taylor rule 9)\n";
    }
    if (territory && (me.seki_points > 0 || me.defensive > 0)) {
      out += "not counted for " + side + ": ";
      if (me.seki_points > 0)
        out += counted(me.seki_points, "eye point", "eye points") + " of chains in seki (J89 art. 8: not territory)";
      if (me.seki_points > 0 && me.defensive > 0) out += ", ";
      if (me.defensive > 0)
        out += counted(me.defensive, "point", "points") + " " + who +
               " must fill to save a chain once the dame are filled";
      out += "\n";
    }
  }
  out += "dame: " + counted(b.dame, "point", "points") + " counted for nobody";
  if (b.seki_dame > 0) out += ", " + std::to_string(b.seki_dame) + " of them shared liberties of chains in seki";
  out += "\n";
  return out;
}

std::string breakdown_text(const Referee& referee, const scoring::ScoreResult& result,
                           const scoring::ScoreRange& range) {
  const core::Game& game = referee.game();
  const scoring::ScoreBreakdown& b = result.breakdown;
  const bool territory = b.scoring == core::ScoringRule::Territory;
  const core::Ruleset& rules = game.rules();
  std::string out = "rules " + referee.rules_name() + "\n";
  out += std::string("scoring ") + (rules.score_all_stones_alive ? "area, every stone alive"
                                    : territory                 ? "territory + prisoners, seki eyes not counted"
                                                                : "area (stones + surrounded points)") + "\n";
  out += "komi " + pts(b.komi) + "\n";
  // The component lines mix two sides on purpose (a colour's own dead stones, the
  // opponent's stones it holds); this key makes them checkable by hand.
  out += std::string("key: captures = opponent stones this colour took in play; dead = this colour's own stones "
                     "removed as dead; prisoners = captures + the opponent's dead stones") +
         (territory ? "; seki_points = own eye points of chains in seki; defensive = own points to be filled in "
                      "defence" : "") + "\n";
  for (std::size_t i = 0; i < 2; ++i) {
    const scoring::ColorCount& c = b.color[i];
    out += std::string(i == 0 ? "black" : "white") + " stones " + std::to_string(c.stones) + " territory " +
           std::to_string(c.territory) + " captures " + std::to_string(c.captures) + " dead " +
           std::to_string(c.dead) + " prisoners " + std::to_string(c.prisoners);
    if (rules.pass_stones) out += " pass_stones " + std::to_string(c.pass_stones);
    if (territory) out += " seki_points " + std::to_string(c.seki_points) + " defensive " + std::to_string(c.defensive);
    out += " area " + std::to_string(c.area) + " score " + pts(c.score) + "\n";
  }
  out += "dame " + std::to_string(b.dame) + " seki_dame " + std::to_string(b.seki_dame) + "\n";
  out += "handicap " + std::to_string(b.handicap) + " bonus " + pts(b.handicap_bonus) + "\n";
  if (rules.button) {
    out += std::string("button ") + (b.button < 0 ? "black" : b.button > 0 ? "white" : "none") + "\n";
  }
  if (rules.pass_stones) {
    // AGA rule 12: territory + prisoners + pass stones gives the same margin
    // as the area count with N-1 handicap points.
    const double aga_b = b.color[0].territory + b.color[0].prisoners + b.color[0].pass_stones;
    const double aga_w = b.color[1].territory + b.color[1].prisoners + b.color[1].pass_stones;
    out += "aga_territory black " + pts(aga_b) + " white " + pts(aga_w) + " closing_pass " +
           std::to_string(b.closing_pass) + "\n";
  }
  std::string formula = "W-B = " + pts(b.color[1].score) + " - " + pts(b.color[0].score) + " + komi " + pts(b.komi);
  if (b.handicap_bonus != 0) formula += " + bonus " + pts(b.handicap_bonus);
  if (b.button != 0) formula += std::string(b.button > 0 ? " + " : " - ") + "button 0.5";
  out += formula + " = " + pts(b.margin) + "\n";
  out += count_text(game.board(), result, territory);
  if (!result.note.empty()) out += "note " + result.note + "\n";
  out += certainty_text(game.board(), result, range);
  // An unfinished board has no final count: the range is what can be said.
  if (!range.unsettled.empty())
    out += "count not final: the board is unsettled, range " + range.best_for_black_result + " .. " +
           range.best_for_white_result + "\n";
  out += "result " + b.result;
  return out;
}

std::string gfx_text(const Referee& referee, const scoring::ScoreResult& result) {
  const core::Board& board = referee.game().board();
  // Shaded: every point a side counts, the points of the dead stones it takes included,
  // so that the shaded points add up to the count.
  std::string black;
  std::string white;
  std::string dead;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      const Color counted = result.breakdown.counted_for[p];
      std::string& list = counted == Color::Black ? black : white;
      if (counted != Color::Empty) list += (list.empty() ? "" : " ") + format_vertex(p, board);
    }
  }
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Point p = board.point(x, y);
      if (board.at(p) == Color::Empty || result.status[p] != scoring::Status::Dead) continue;
      if (!dead.empty()) dead += ' ';
      dead += format_vertex(p, board);
    }
  }
  std::string out;
  if (!black.empty()) out += "BLACK " + black + "\n";
  if (!white.empty()) out += "WHITE " + white + "\n";
  if (!dead.empty()) out += "MARK " + dead + "\n";
  out += "TEXT " + result.breakdown.result + " (" + referee.rules_name() + ")";
  return out;
}

}  // namespace

void register_scoring_commands(CommandRegistry& registry, Referee& referee) {
  ScoreCache* cache = &referee.score_cache();
  registry.add({"final_score", "",
                "The result under the current rules: B+3.5, W+0.5, 0 (Ing: B+0 on a tie); fails "
                "'cannot score' when the game has no result.",
                [&referee, cache](const Command& command) {
                  command.expect_arg_count(0);
                  return scorable(*cache, referee).breakdown.result;
                }});
  registry.add({"final_status_list", "alive|dead|seki|black_territory|white_territory|dame",
                "Chains with that status, one per line; or the points of that territory class.",
                [&referee, cache](const Command& command) {
                  command.expect_arg_count(1);
                  const std::string& what = command.arg(0);
                  const core::Board& board = referee.game().board();
                  if (what == "alive" || what == "dead" || what == "seki") {
                    const scoring::Status wanted = what == "alive"  ? scoring::Status::Alive
                                                   : what == "dead" ? scoring::Status::Dead
                                                                    : scoring::Status::Seki;
                    return chains_with(scorable(*cache, referee), board, wanted);
                  }
                  if (what == "black_territory")
                    return points_with(scorable(*cache, referee), board, scoring::PointClass::BlackTerritory);
                  if (what == "white_territory")
                    return points_with(scorable(*cache, referee), board, scoring::PointClass::WhiteTerritory);
                  if (what == "dame") return points_with(scorable(*cache, referee), board, scoring::PointClass::Dame);
                  throw Failure("syntax error: expected alive, dead, seki, black_territory, white_territory or dame");
                }});
  registry.add({"final_status", "vertex",
                "alive, dead or seki for a stone; black_territory, white_territory or dame for an empty point.",
                [&referee, cache](const Command& command) {
                  command.expect_arg_count(1);
                  const core::Board& board = referee.game().board();
                  const Point p = point_arg(command, 0, board);
                  return point_status(scorable(*cache, referee), board, p);
                }});
  registry.add({"goref-set_status", "alive|dead|seki vertex...",
                "Agreed status of the chains through the vertices; it beats goref's analysis (alive replaces a dead or seki mark).",
                [&referee](const Command& command) {
                  if (command.arg_count() < 2) throw Failure("syntax error: expected a status and at least one vertex");
                  const std::string& what = command.arg(0);
                  scoring::Status status;
                  if (what == "alive") status = scoring::Status::Alive;
                  else if (what == "dead") status = scoring::Status::Dead;
                  else if (what == "seki") status = scoring::Status::Seki;
                  else throw Failure("syntax error: status must be alive, dead or seki");
                  if (status == scoring::Status::Dead && referee.game().rules().score_all_stones_alive)
                    throw Failure("the rules (" + referee.rules_name() +
                                  ") score every stone as it stands: no stone can be marked dead");
                  const core::Board& board = referee.game().board();
                  std::vector<Point> stones;
                  for (std::size_t i = 1; i < command.arg_count(); ++i) {
                    const Point p = point_arg(command, i, board);
                    if (board.at(p) == Color::Empty) throw Failure("vertex must not be empty: " + command.arg(i));
                    stones.push_back(p);
                  }
                  for (Point p : stones) referee.set_agreed_status(p, status);
                  return std::string();
                }});
  registry.add({"goref-score", "",
                "The count, line by line: rules, komi, stones, territory, captures, dead stones, prisoners, "
                "pass stones, seki points, dame, handicap bonus, button, the formula; then the count as a "
                "person does it, each side with its rule, what is not counted and why; then how sure: the "
                "chains by certainty class, each uncertain chain with its evidence and what its other status "
                "would give (a chain alive in a group short of two eyes dies with its group), each stone in an "
                "open ko the same way, the score range (every combination for up to 10 uncertain chains, groups "
                "or open kos, else each end one count), the result's certainty, whether the board is settled "
                "and if not why (an open border, a region one side closes with one move, an open ko, uncertain "
                "chains that decide the winner); the result.",
                [&referee, cache](const Command& command) {
                  command.expect_arg_count(0);
                  const scoring::ScoreResult& result = cache->get(referee);
                  if (!result.scorable) throw Failure("cannot score: " + result.note);
                  return breakdown_text(referee, result, cache->range(referee));
                }});
  registry.add({"goref-uncertain_stones", "",
                "The chains whose status goref is unsure of (certainty class uncertain), one per line, in "
                "final_status_list's format.",
                [&referee, cache](const Command& command) {
                  command.expect_arg_count(0);
                  const scoring::ScoreResult& result = scorable(*cache, referee);
                  return chains_where(referee.game().board(), [&](Point p) { return uncertain_stone(result, p); });
                }});
  registry.add({"goref-certainty", "vertex",
                "The certainty of the stone's chain (certain, likely or uncertain), its status and the evidence "
                "behind it.",
                [&referee, cache](const Command& command) {
                  command.expect_arg_count(1);
                  const core::Board& board = referee.game().board();
                  const Point p = point_arg(command, 0, board);
                  if (board.at(p) == Color::Empty) throw Failure("vertex must not be empty: " + command.arg(0));
                  const scoring::ScoreResult& result = scorable(*cache, referee);
                  const scoring::ChainEvidence& e = result.chains[static_cast<std::size_t>(result.chain[p])];
                  return std::string(scoring::to_string(scoring::certainty(e))) + " " +
                         std::string(scoring::to_string(stone_status(result, p))) + ": " + scoring::describe(e);
                }});
  registry.add({"goref-uncertain_gfx", "",
                "GoGui gfx: SQUARE on the stones of uncertain chains, TRIANGLE on stones in an open ko (a ko left "
                "open between living chains: the board is unsettled), TEXT the score range and the result's "
                "certainty.",
                [&referee, cache](const Command& command) {
                  command.expect_arg_count(0);
                  const scoring::ScoreResult& result = cache->get(referee);
                  if (!result.scorable) return std::string("TEXT no result: ") + result.note;
                  const scoring::ScoreRange& range = cache->range(referee);
                  const core::Board& board = referee.game().board();
                  std::string squares;
                  for (int y = 0; y < board.height(); ++y) {
                    for (int x = 0; x < board.width(); ++x) {
                      const Point p = board.point(x, y);
                      if (board.at(p) == Color::Empty || !uncertain_stone(result, p)) continue;
                      squares += (squares.empty() ? "" : " ") + format_vertex(p, board);
                    }
                  }
                  std::string out = squares.empty() ? "" : "SQUARE " + squares + "\n";
                  // An open ko is no doubt of the reading but an unfinished
                  // board: its own mark, not the uncertain chains' square.
                  std::string triangles;
                  for (const scoring::UncertainChain& u : range.open_kos) {
                    triangles += (triangles.empty() ? "" : " ") + chain_vertices(board, result.chains[u.index].first);
                  }
                  if (!triangles.empty()) out += "TRIANGLE " + triangles + "\n";
                  out += "TEXT " + result.breakdown.result + " (" + scoring::result_certainty(range) + "; range " +
                         range.best_for_black_result + " .. " + range.best_for_white_result +
                         (range.unsettled.empty() ? "" : "; unsettled") + ")";
                  return out;
                }});
  registry.add({"goref-score_gfx", "",
                "GoGui gfx: BLACK/WHITE counted points, MARK dead stones, TEXT result.",
                [&referee, cache](const Command& command) {
                  command.expect_arg_count(0);
                  const scoring::ScoreResult& result = cache->get(referee);
                  if (!result.scorable) return std::string("TEXT no result: ") + result.note;
                  return gfx_text(referee, result);
                }});
  registry.add({"gogui-rules_final_result", "", "The result as GoGui shows it when the game is over.",
                [&referee, cache](const Command& command) {
                  command.expect_arg_count(0);
                  const scoring::ScoreResult& result = cache->get(referee);
                  if (!result.scorable) return std::string("No result: ") + result.note;
                  return result.breakdown.result + " (" + referee.rules_name() + ", komi " +
                         scoring::format_points(result.breakdown.komi) + ")";
                }});
}

}  // namespace goref::gtp
