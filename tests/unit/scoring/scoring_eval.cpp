// Developer tool (not a test): runs goref's dead-stone analysis on the KGS
// markup games and prints where it disagrees with the players' markup.
//   scoring_eval DIR/index.csv [--show] [--playouts N] [--only FILE] [--seed N] [--no-local-reading]
#include <chrono>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "scoring/count.h"
#include "scoring/dead_stones.h"
#include "test_sgf.h"

using namespace goref;
using core::Color;
using core::Point;

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  std::string index = argv[1];
  bool show = false;
  int playouts = 0;
  std::string only;
  unsigned long long seed = 0;
  bool local_reading = true;
  bool markup_count = false;
  int counted = 0, count_exact = 0;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--show")) show = true;
    if (!std::strcmp(argv[i], "--playouts")) playouts = std::atoi(argv[++i]);
    if (!std::strcmp(argv[i], "--only")) only = argv[++i];
    if (!std::strcmp(argv[i], "--seed")) seed = std::strtoull(argv[++i], nullptr, 10);
    if (!std::strcmp(argv[i], "--markup-count")) markup_count = true;
    if (!std::strcmp(argv[i], "--no-local-reading")) local_reading = false;
  }
  const std::string dir = index.substr(0, index.rfind('/') + 1);
  std::ifstream in(index);
  std::string line;
  std::getline(in, line);
  int games = 0, exact = 0, fp = 0, fn = 0;
  double total_ms = 0;
  while (std::getline(in, line)) {
    const std::string file = line.substr(0, line.find(','));
    if (!only.empty() && file != only) continue;
    if (file == "2017-02-20-1.sgf") continue;
    auto game = scoring::testing::read_sgf_file(dir + file);
    if (!game || (game->tb.empty() && game->tw.empty())) continue;
    const core::Board board = scoring::testing::replay(*game);
    std::set<Point> tb, tw, markup_dead;
    for (auto [x, y] : game->tb) tb.insert(board.point(x, y));
    for (auto [x, y] : game->tw) tw.insert(board.point(x, y));
    for (int y = 0; y < board.height(); ++y)
      for (int x = 0; x < board.width(); ++x) {
        const Point p = board.point(x, y);
        if ((board.at(p) == Color::Black && tw.count(p)) || (board.at(p) == Color::White && tb.count(p)))
          markup_dead.insert(p);
      }
    if (markup_count) {
      // Count with exactly the players' dead stones, under the game's rules.
      scoring::PointMap<scoring::Status> status{};
      for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
          const Point p = board.point(x, y);
          if (board.at(p) != Color::Empty) status[p] = markup_dead.count(p) ? scoring::Status::Dead : scoring::Status::Alive;
        }
      scoring::CountInput input;
      input.board = &board;
      input.status = &status;
      const bool japanese = game->rules.rfind("Japanese", 0) == 0;
      input.rules.scoring_rule = japanese ? core::ScoringRule::Territory : core::ScoringRule::Area;
      input.rules.handicap_bonus = japanese ? core::HandicapBonus::None : game->rules == "AGA" ? core::HandicapBonus::PerStoneMinusOne : core::HandicapBonus::PerStone;
      input.komi = game->komi;
      input.handicap = static_cast<int>(game->black_setup.size());
      // captures during play
      {
        core::Board replay_board(game->size, game->size);
        for (auto [x, y] : game->black_setup) replay_board.set_stone(replay_board.point(x, y), Color::Black);
        for (const auto& m : game->moves) {
          if (m.x < 0) continue;
          const Point q = replay_board.point(m.x, m.y);
          if (replay_board.at(q) != Color::Empty) continue;
          const auto effect = replay_board.play(q, m.color);
          input.captures[m.color == Color::Black ? 0 : 1] += effect.captured_stones;
        }
      }
      scoring::ScoreBreakdown breakdown;
      scoring::count(input, breakdown);
      ++counted;
      std::string re = game->result;
      if (re.size() > 2 && re.find('.') != std::string::npos) {
        while (re.back() == '0') re.pop_back();
        if (re.back() == '.') re.pop_back();
      }
      if (breakdown.result == re) ++count_exact;
      else std::printf("count %s %s: RE %s, count %s\n", file.c_str(), game->rules.c_str(), game->result.c_str(), breakdown.result.c_str());
      continue;
    }
    scoring::DeadStoneOptions options;
    options.playouts = playouts;
    if (seed != 0) options.seed = seed;
    options.local_reading = local_reading;
    scoring::DeadStoneAnalysis analysis;
    const auto t0 = std::chrono::steady_clock::now();
    scoring::analyze_dead_stones(board, options, analysis);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    total_ms += ms;
    std::set<Point> mine;
    for (int y = 0; y < board.height(); ++y)
      for (int x = 0; x < board.width(); ++x) {
        const Point p = board.point(x, y);
        if (analysis.status[p] == scoring::Status::Dead) mine.insert(p);
      }
    ++games;
    if (getenv("DUMP")) {
      for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
          const Point h = board.point(x, y);
          if (board.at(h) == Color::Empty || board.chain_head(h) != h) continue;
          float sum = 0; int n = 0; Point s = h;
          do { sum += analysis.ownership[s]; ++n; s = board.next_in_chain(s); } while (s != h);
          const bool black = board.at(h) == Color::Black;
          std::printf("D %s %d %d %.3f %.3f %d %d %d\n", file.c_str(), h, n, (black ? sum : -sum) / static_cast<float>(n), 0.0,
                      (int)markup_dead.count(h), board.liberty_count(h), (int)analysis.unconditional[h]);
        }
    }
    if (getenv("UNCERTAIN")) {
      const char* cols = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
      for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
          const Point h = board.point(x, y);
          if (board.at(h) == Color::Empty || board.chain_head(h) != h) continue;
          float sum = 0, sb = 0, sw = 0; int n = 0; Point s = h;
          do { sum += analysis.ownership[s]; sb += analysis.ownership_black_first[s]; sw += analysis.ownership_white_first[s]; ++n; s = board.next_in_chain(s); } while (s != h);
          const bool black = board.at(h) == Color::Black;
          const float own = (black ? sum : -sum) / static_cast<float>(n);
          const float self_first = (black ? sb : -sw) / static_cast<float>(n);
          const float opp_first = (black ? sw : -sb) / static_cast<float>(n);
          if (own > -0.7f && own < 0.7f)
            std::printf("U %s %c%d size %d libs %d own %.2f markup %s self %.2f opp %.2f\n", file.c_str(), cols[board.x_of(h)], board.height() - board.y_of(h), n, board.liberty_count(h), own, markup_dead.count(h) ? "dead" : "alive", self_first, opp_first);
        }
    }
    if (mine == markup_dead) {
      ++exact;
      continue;
    }
    int extra = 0, missing = 0;
    for (Point p : mine) extra += !markup_dead.count(p);
    for (Point p : markup_dead) missing += !mine.count(p);
    fp += extra > 0;
    fn += missing > 0;
    std::printf("%s: %d wrongly dead, %d missed |", file.c_str(), extra, missing);
    {
      std::set<Point> heads;
      for (Point p : mine) if (!markup_dead.count(p)) heads.insert(board.chain_head(p));
      for (Point p : markup_dead) if (!mine.count(p)) heads.insert(board.chain_head(p));
      const char* cols = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
      for (Point h : heads) {
        float sum = 0; int n = 0; Point s = h;
        do { sum += analysis.ownership[s]; ++n; s = board.next_in_chain(s); } while (s != h);
        const float own = (board.at(h) == Color::Black ? sum : -sum) / static_cast<float>(n);
        std::printf(" %c%d(%d):%.2f%s", cols[board.x_of(h)], board.height() - board.y_of(h), n, own, mine.count(h) ? "D" : "A");
      }
      std::printf("\n");
    }
    if (show) {
      const char* cols = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
      std::printf("   ");
      for (int x = 0; x < board.width(); ++x) std::printf("%c  ", cols[x]);
      std::printf("\n");
      for (int y = 0; y < board.height(); ++y) {
        std::printf("%2d ", board.height() - y);
        for (int x = 0; x < board.width(); ++x) {
          const Point p = board.point(x, y);
          const Color c = board.at(p);
          char ch = c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
          const bool md = markup_dead.count(p), gd = mine.count(p);
          if (c != Color::Empty && md && gd) ch = c == Color::Black ? 'x' : 'o';
          char mark = ' ';
          if (md && !gd) mark = '!';  // markup dead, goref alive
          if (!md && gd) mark = '?';  // goref dead, markup alive
          const int own = static_cast<int>(analysis.ownership[p] * 9.0f);
          if (getenv("OWN")) std::printf("%c%+d ", ch, own); else
          std::printf("%c%c ", ch, mark);
        }
        std::printf("\n");
      }
    }
  }
  if (markup_count) {
    std::printf("markup counts: %d of %d equal RE\n", count_exact, counted);
    return 0;
  }
  std::printf("games %d exact %d (%.1f%%) with-extra %d with-missing %d mean %.1f ms\n", games, exact,
              100.0 * exact / games, fp, fn, total_ms / games);
}
