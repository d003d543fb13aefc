#include "match/report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

#include "match/summary.h"

namespace goref::match {

namespace {

std::string escape(const std::string& text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string number(double value, int decimals = 1) {
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

// What the page needs of one game: a few fields, not the whole record.
struct GameSummary {
  std::string id, black, white;
  nlohmann::json game;  // the trimmed record the tally reads
  std::optional<double> margin;
  std::vector<std::pair<std::string, std::string>> faults;  // engine, kind
  std::vector<double> move_ms;
  int handicap = 0;
};

// A step of 1, 2 or 5 times a power of ten giving about `count` ticks over the range.
double tick_step(double low, double high, int count) {
  const double raw = (high - low) / std::max(1, count);
  if (!(raw > 0)) return 1;
  const double power = std::pow(10.0, std::floor(std::log10(raw)));
  for (const double factor : {1.0, 2.0, 5.0, 10.0})
    if (raw <= factor * power) return factor * power;
  return 10 * power;
}

// One chart: a frame, axes with ticks and labels, and whatever is drawn in data units.
class Chart {
 public:
  Chart(std::string id, std::string title, std::string x_label, std::string y_label)
      : id_(std::move(id)), title_(std::move(title)), x_label_(std::move(x_label)), y_label_(std::move(y_label)) {}

  void x_range(double low, double high) { x_low_ = low, x_high_ = high > low ? high : low + 1; }
  void y_range(double low, double high) { y_low_ = low, y_high_ = high > low ? high : low + 1; }
  double x(double value) const { return kLeft + (value - x_low_) / (x_high_ - x_low_) * (kWidth - kLeft - kRight); }
  double y(double value) const {
    const double clamped = std::clamp(value, y_low_, y_high_);
    return kHeight - kBottom - (clamped - y_low_) / (y_high_ - y_low_) * (kHeight - kTop - kBottom);
  }
  /// Categories along x (engines): no numeric ticks there.
  void categorical_x() { categorical_x_ = true; }
  /// Rows along y (engines on the fault timeline): no numeric ticks there either.
  void categorical_y() { categorical_y_ = true; }
  double y_low() const { return y_low_; }
  double y_high() const { return y_high_; }
  void add(const std::string& svg) { body_ += svg; }

  std::string render() const {
    std::string svg = "<figure><figcaption>" + escape(title_) + "</figcaption><svg id=\"" + id_ +
                      "\" class=\"chart\" viewBox=\"0 0 " + number(kWidth, 0) + " " + number(kHeight, 0) +
                      "\" width=\"" + number(kWidth, 0) + "\" height=\"" + number(kHeight, 0) +
                      "\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"" + escape(title_) + "\">";
    svg += "<rect class=\"frame\" x=\"" + number(kLeft) + "\" y=\"" + number(kTop) + "\" width=\"" +
           number(kWidth - kLeft - kRight) + "\" height=\"" + number(kHeight - kTop - kBottom) + "\"/>";
    const double x_step = tick_step(x_low_, x_high_, 8), y_step = tick_step(y_low_, y_high_, 6);
    const auto decimals = [](double step) { return std::max(0, static_cast<int>(-std::floor(std::log10(step) + 1e-9))); };
    for (double t = std::ceil(x_low_ / x_step) * x_step; !categorical_x_ && t <= x_high_ + 1e-9; t += x_step)
      svg += "<line class=\"tick\" x1=\"" + number(x(t)) + "\" x2=\"" + number(x(t)) + "\" y1=\"" +
             number(kHeight - kBottom) + "\" y2=\"" + number(kHeight - kBottom + 4) + "\"/><text class=\"tick-label\" x=\"" +
             number(x(t)) + "\" y=\"" + number(kHeight - kBottom + 16) + "\" text-anchor=\"middle\">" +
             number(t, decimals(x_step)) + "</text>";
    for (double t = std::ceil(y_low_ / y_step) * y_step; !categorical_y_ && t <= y_high_ + 1e-9; t += y_step)
      svg += "<line class=\"grid\" x1=\"" + number(kLeft) + "\" x2=\"" + number(kWidth - kRight) + "\" y1=\"" +
             number(y(t)) + "\" y2=\"" + number(y(t)) + "\"/><text class=\"tick-label\" x=\"" + number(kLeft - 6) +
             "\" y=\"" + number(y(t) + 4) + "\" text-anchor=\"end\">" + number(t, decimals(y_step)) + "</text>";
    svg += "<text class=\"axis-label\" x=\"" + number((kWidth + kLeft) / 2) + "\" y=\"" + number(kHeight - 4) +
           "\" text-anchor=\"middle\">" + escape(x_label_) + "</text>";
    svg += "<text class=\"axis-label\" transform=\"translate(14 " + number(kHeight / 2) +
           ") rotate(-90)\" text-anchor=\"middle\">" + escape(y_label_) + "</text>";
    svg += body_ + "</svg></figure>\n";
    return svg;
  }

  static constexpr double kWidth = 760, kHeight = 280, kLeft = 64, kRight = 16, kTop = 12, kBottom = 40;

 private:
  std::string id_, title_, x_label_, y_label_, body_;
  bool categorical_x_ = false, categorical_y_ = false;
  double x_low_ = 0, x_high_ = 1, y_low_ = 0, y_high_ = 1;
};

std::string polyline(const Chart& chart, const std::vector<std::pair<double, double>>& points, const char* css_class) {
  std::string svg = std::string("<polyline class=\"") + css_class + "\" points=\"";
  for (const auto& [px, py] : points) svg += number(chart.x(px)) + "," + number(chart.y(py)) + " ";
  return svg + "\"/>";
}

struct EloPoint {
  double games, elo, lower, upper, llr;
};

const char* kStyle = R"(body{font-family:system-ui,sans-serif;margin:24px;color:#222;max-width:820px}
h1{font-size:1.4em}h2{font-size:1.1em;margin-top:1.6em}table{border-collapse:collapse;margin:8px 0}
td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}th{background:#f2f2f2}td.name{text-align:left}
pre{background:#f7f7f7;padding:8px;overflow-x:auto;font-size:12px}figure{margin:12px 0}figcaption{font-weight:600;margin-bottom:4px}
svg.chart{background:#fff;font-size:11px}.frame{fill:none;stroke:#888}.grid{stroke:#e4e4e4}.tick{stroke:#888}
.axis-label{font-size:12px;fill:#444}.elo-line{fill:none;stroke:#1f5fbf;stroke-width:2}.ci-band{fill:#1f5fbf;opacity:.18;stroke:none}
.llr-line{fill:none;stroke:#b8461b;stroke-width:2}.sprt-bound{stroke:#555;stroke-dasharray:5 4}.zero{stroke:#999}
.bar-black{fill:#333}.bar-white{fill:#fff;stroke:#333}.bar-time{stroke:#333}.phase-0{fill:#8fb8e8}.phase-1{fill:#3b78c2}.phase-2{fill:#1b3f73}
.fault-mark{fill:#c0392b}.legend{font-size:11px}.note{color:#666;font-size:.9em})";

}  // namespace

std::string render_report(const std::vector<RecordedRun>& runs, const std::optional<SprtSettings>& sprt_option,
                          std::string& html) {
  if (runs.empty()) return "no run folder";
  const RecordedRun& run = runs.front();
  std::vector<GameSummary> games;
  for (const RecordedRun& part : runs) {
    const std::string error = read_games(part.folder, [&](const nlohmann::json& game, const std::string&) {
      GameSummary g;
      g.id = game.value("id", "");
      g.black = game.value("black", "");
      g.white = game.value("white", "");
      g.handicap = game.value("handicap", 0);
      if (game.contains("margin") && game["margin"].is_number()) g.margin = game["margin"].get<double>();
      for (const nlohmann::json& fault : game.value("faults", nlohmann::json::array()))
        g.faults.emplace_back(fault.value("engine", "?"), fault.value("kind", "?"));
      for (const nlohmann::json& ms : game.value("move_ms", nlohmann::json::array()))
        if (ms.is_number()) g.move_ms.push_back(ms.get<double>());
      g.game = {{"black", g.black},          {"white", g.white},
                {"result", game.value("result", "")}, {"winner", game.value("winner", nlohmann::json(nullptr))},
                {"margin", game.value("margin", nlohmann::json(nullptr))}, {"pair", game.value("pair", nlohmann::json(nullptr))},
                {"faults", game.value("faults", nlohmann::json::array())},
                {"loser_engine", game.value("loser_engine", nlohmann::json(nullptr))}, {"reason", game.value("reason", "")}};
      games.push_back(std::move(g));
    });
    if (!error.empty()) return error;
  }
  // Several shards: in schedule order, as if one process had played them.
  if (runs.size() > 1) std::stable_sort(games.begin(), games.end(), [](const auto& a, const auto& b) { return a.id < b.id; });

  std::optional<SprtSettings> sprt = sprt_option ? sprt_option : run.sprt();
  bool default_sprt = false;
  if (!sprt) {
    sprt = SprtSettings{0, 10, 0.05, 0.05, SprtModel::Logistic};
    default_sprt = true;
  }
  const std::vector<std::pair<std::string, std::string>> pairings = run.pairings();
  const auto [first, second] = pairings.front();

  // The statistics as the games came in: a point after every finished pair.
  MatchTally tally;
  std::vector<EloPoint> points;
  for (const GameSummary& g : games) {
    if (!tally.add(g.game)) continue;
    const PairTally t = tally.pair(first, second);
    if (t.pentanomial.total() == 0) continue;
    const EloEstimate e = estimate_pentanomial(t.pentanomial);
    points.push_back({static_cast<double>(tally.games()), e.elo, e.elo_lower, e.elo_upper, evaluate_sprt(*sprt, t).llr});
  }
  if (points.empty()) {
    // No pairs (one game per pairing): the games alone.
    MatchTally by_game;
    for (const GameSummary& g : games) {
      by_game.add(g.game);
      const PairTally t = by_game.pair(first, second);
      if (t.trinomial().games() == 0) continue;
      const EloEstimate e = estimate_trinomial(t.trinomial());
      points.push_back({static_cast<double>(by_game.games()), e.elo, e.elo_lower, e.elo_upper, evaluate_sprt(*sprt, t).llr});
    }
  }

  html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>goref match: " + escape(first) +
         " vs " + escape(second) + "</title><style>" + kStyle + "</style></head><body>\n";
  const nlohmann::json& config = run.config();
  html += "<h1>" + escape(first) + " vs " + escape(second) + "</h1>\n<p class=\"note\">" +
          std::to_string(games.size()) + " of " + std::to_string(run.scheduled_games()) + " scheduled games; rules " +
          escape(config.value("rules", "")) + ", board " + escape(config.value("sizes", nlohmann::json::array()).dump()) +
          ", time " + escape(config.value("time", "")) + ", from " + std::to_string(runs.size()) + " folder" +
          (runs.size() == 1 ? "" : "s") + ": " + escape(run.folder) + (runs.size() > 1 ? ", ..." : "") + "</p>\n";

  // The table.
  html += "<h2>Results</h2>\n<table id=\"results\"><tr><th>pairing</th><th>games</th><th>W</th><th>L</th><th>D</th>"
          "<th>void</th><th>Elo (pairs)</th><th>95% interval</th><th>LOS</th><th>nElo</th></tr>\n";
  for (const auto& [a, b] : pairings) {
    const PairTally t = tally.pair(a, b);
    const EloEstimate e = t.estimate();
    const auto elo_text = [](double v) { return std::isfinite(v) ? (v >= 0 ? "+" : "") + number(v) : std::string(v > 0 ? "+inf" : "-inf"); };
    html += "<tr><td class=\"name\">" + escape(a) + " vs " + escape(b) + "</td><td>" + std::to_string(t.games) + "</td><td>" +
            std::to_string(t.wins) + "</td><td>" + std::to_string(t.losses) + "</td><td>" + std::to_string(t.draws) +
            "</td><td>" + std::to_string(t.voids) + "</td><td>" + (e.defined ? elo_text(e.elo) : "") + "</td><td>" +
            (e.defined ? "[" + elo_text(e.elo_lower) + ", " + elo_text(e.elo_upper) + "]" : "") + "</td><td>" +
            (e.defined ? number(100 * e.los) + "%" : "") + "</td><td>" + (e.defined ? elo_text(e.normalized_elo) : "") +
            "</td></tr>\n";
  }
  html += "</table>\n<pre id=\"table-text\">" + escape(tally.table(pairings, sprt)) + "</pre>\n";

  // Elo ± CI over games.
  {
    Chart chart("elo-plot", "Elo of " + first + " against " + second + " with its 95% interval", "games", "Elo");
    double low = 0, high = 0;
    for (const EloPoint& p : points)
      for (const double v : {p.lower, p.upper, p.elo})
        if (std::isfinite(v)) low = std::min(low, v), high = std::max(high, v);
    low = std::max(low, -1000.0), high = std::min(high, 1000.0);
    chart.x_range(0, points.empty() ? 1 : points.back().games);
    chart.y_range(std::floor(low / 50) * 50, std::ceil(high / 50) * 50 + (high == low ? 50 : 0));
    if (!points.empty()) {
      std::string band = "<path class=\"ci-band\" d=\"M";
      for (const EloPoint& p : points) band += " " + number(chart.x(p.games)) + "," + number(chart.y(p.upper));
      for (auto it = points.rbegin(); it != points.rend(); ++it)
        band += " L" + number(chart.x(it->games)) + "," + number(chart.y(it->lower));
      chart.add(band + " Z\"/>");
      chart.add("<line class=\"zero\" x1=\"" + number(chart.x(0)) + "\" x2=\"" + number(chart.x(points.back().games)) +
                "\" y1=\"" + number(chart.y(0)) + "\" y2=\"" + number(chart.y(0)) + "\"/>");
      std::vector<std::pair<double, double>> line;
      for (const EloPoint& p : points) line.emplace_back(p.games, p.elo);
      chart.add(polyline(chart, line, "elo-line"));
    }
    html += "<h2>Elo over the run</h2>\n" + chart.render();
  }
  // LLR with its bounds.
  {
    Chart chart("llr-plot",
                "SPRT " + sprt->to_string() + (default_sprt ? " (no --sprt in this run: default bounds)" : "") +
                    ": log-likelihood ratio",
                "games", "LLR");
    double low = sprt->lower_bound(), high = sprt->upper_bound();
    for (const EloPoint& p : points) low = std::min(low, p.llr), high = std::max(high, p.llr);
    chart.x_range(0, points.empty() ? 1 : points.back().games);
    chart.y_range(std::floor(low) - 0.5, std::ceil(high) + 0.5);
    const double end = points.empty() ? 1 : points.back().games;
    for (const double bound : {sprt->lower_bound(), sprt->upper_bound()})
      chart.add("<line class=\"sprt-bound\" x1=\"" + number(chart.x(0)) + "\" x2=\"" + number(chart.x(end)) + "\" y1=\"" +
                number(chart.y(bound)) + "\" y2=\"" + number(chart.y(bound)) + "\"/>");
    std::vector<std::pair<double, double>> line{{0, 0}};
    for (const EloPoint& p : points) line.emplace_back(p.games, p.llr);
    chart.add(polyline(chart, line, "llr-line"));
    html += chart.render();
  }
  // Score margins of the first engine, by its colour.
  {
    std::vector<double> as_black, as_white;
    for (const GameSummary& g : games) {
      if (!g.margin) continue;
      if (g.black == first && g.white == second) as_black.push_back(-*g.margin);
      else if (g.white == first && g.black == second) as_white.push_back(*g.margin);
    }
    Chart chart("margin-histogram", "Score margin of " + first + " by its colour (counted games)",
                "points ahead of " + second, "games");
    double low = 0, high = 0;
    for (const double m : as_black) low = std::min(low, m), high = std::max(high, m);
    for (const double m : as_white) low = std::min(low, m), high = std::max(high, m);
    const double width = std::max(1.0, tick_step(low, high, 20));
    const double start = std::floor(low / width) * width, stop = std::floor(high / width) * width + width;
    const int bins = static_cast<int>(std::lround((stop - start) / width));
    std::vector<int> black_bins(static_cast<std::size_t>(bins), 0), white_bins(static_cast<std::size_t>(bins), 0);
    const auto bin_of = [&](double m) { return std::clamp(static_cast<int>(std::floor((m - start) / width)), 0, bins - 1); };
    for (const double m : as_black) ++black_bins[static_cast<std::size_t>(bin_of(m))];
    for (const double m : as_white) ++white_bins[static_cast<std::size_t>(bin_of(m))];
    int tallest = 1;
    for (int i = 0; i < bins; ++i) tallest = std::max({tallest, black_bins[static_cast<std::size_t>(i)], white_bins[static_cast<std::size_t>(i)]});
    chart.x_range(start, stop);
    chart.y_range(0, tallest);
    for (int i = 0; i < bins; ++i) {
      const double left = chart.x(start + i * width), right = chart.x(start + (i + 1) * width);
      const double half = (right - left) / 2;
      for (const auto& [counts, css, offset] : {std::tuple{&black_bins, "bar-black", 0.0}, std::tuple{&white_bins, "bar-white", half}}) {
        const int count = (*counts)[static_cast<std::size_t>(i)];
        if (count == 0) continue;
        chart.add(std::string("<rect class=\"") + css + "\" x=\"" + number(left + offset + 0.5) + "\" y=\"" +
                  number(chart.y(count)) + "\" width=\"" + number(std::max(1.0, half - 1)) + "\" height=\"" +
                  number(chart.y(0) - chart.y(count)) + "\"><title>" + css + " " + number(start + i * width) + " to " +
                  number(start + (i + 1) * width) + ": " + std::to_string(count) + "</title></rect>");
      }
    }
    chart.add("<text class=\"legend\" x=\"" + number(Chart::kWidth - 220) + "\" y=\"26\">filled: as Black (" +
              std::to_string(as_black.size()) + "), open: as White (" + std::to_string(as_white.size()) + ")</text>");
    html += "<h2>Score margins</h2>\n" + chart.render();
  }
  // Time per move by engine and phase (the thirds of each game's moves).
  {
    std::map<std::string, std::array<std::pair<double, long long>, 3>> sums;
    for (const GameSummary& g : games) {
      const std::size_t n = g.move_ms.size();
      for (std::size_t i = 0; i < n; ++i) {
        // Turns alternate, Black first; after handicap stones White moves first.
        const bool black_turn = (i % 2 == 0) == (g.handicap < 2);
        auto& phase = sums[black_turn ? g.black : g.white][std::min<std::size_t>(2, 3 * i / std::max<std::size_t>(1, n))];
        phase.first += g.move_ms[i];
        ++phase.second;
      }
    }
    Chart chart("time-per-move", "Mean time per move by engine and phase of the game", "engine", "ms per move");
    double tallest = 0.1;
    for (const auto& [engine, phases] : sums)
      for (const auto& [total, count] : phases) if (count > 0) tallest = std::max(tallest, total / static_cast<double>(count));
    const int engines = std::max<int>(1, static_cast<int>(sums.size()));
    chart.categorical_x();
    chart.x_range(0, engines);
    chart.y_range(0, tallest * 1.1);
    int column = 0;
    for (const auto& [engine, phases] : sums) {
      const double left = chart.x(column), right = chart.x(column + 1), width = (right - left) * 0.8 / 3;
      for (int phase = 0; phase < 3; ++phase) {
        const auto& [total, count] = phases[static_cast<std::size_t>(phase)];
        const double mean = count > 0 ? total / static_cast<double>(count) : 0;
        chart.add("<rect class=\"bar-time phase-" + std::to_string(phase) + "\" x=\"" +
                  number(left + (right - left) * 0.1 + phase * width) + "\" y=\"" + number(chart.y(mean)) + "\" width=\"" +
                  number(width - 1) + "\" height=\"" + number(chart.y(0) - chart.y(mean)) + "\"><title>" + escape(engine) +
                  ", " + (phase == 0 ? "opening" : phase == 1 ? "middle game" : "endgame") + ": " + number(mean, 2) +
                  " ms over " + std::to_string(count) + " moves</title></rect>");
      }
      chart.add("<text class=\"legend\" x=\"" + number((left + right) / 2) + "\" y=\"" + number(Chart::kTop + 14) +
                "\" text-anchor=\"middle\">" + escape(engine) + "</text>");
      ++column;
    }
    chart.add("<text class=\"legend\" x=\"" + number(Chart::kLeft + 8) + "\" y=\"" + number(Chart::kTop + 28) +
              "\">bars: opening, middle game, endgame (thirds of each game's moves)</text>");
    html += "<h2>Time per move</h2>\n" + chart.render();
  }
  // Faults over the run.
  {
    const std::vector<std::string> names = run.engine_names();
    Chart chart("fault-timeline", "Faults over the run (crash, hang, garbage, illegal move, time, start)", "game",
                "engine");
    chart.x_range(0, std::max<double>(1, static_cast<double>(games.size())));
    chart.y_range(0, static_cast<double>(names.size()));
    chart.categorical_y();
    std::size_t faults = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
      for (const auto& [engine, kind] : games[i].faults) {
        const auto row = std::find(names.begin(), names.end(), engine);
        const double y = static_cast<double>(row - names.begin()) + 0.5;
        chart.add("<circle class=\"fault-mark\" cx=\"" + number(chart.x(static_cast<double>(i) + 0.5)) + "\" cy=\"" +
                  number(chart.y(y)) + "\" r=\"4\"><title>game " + escape(games[i].id) + ": " + escape(engine) + " " +
                  escape(kind) + "</title></circle>");
        ++faults;
      }
    }
    for (std::size_t r = 0; r < names.size(); ++r)
      chart.add("<text class=\"legend\" x=\"" + number(Chart::kLeft + 6) + "\" y=\"" +
                number(chart.y(static_cast<double>(r) + 0.5) - 6) + "\">" + escape(names[r]) + "</text>");
    if (faults == 0)
      chart.add("<text class=\"legend\" x=\"" + number(Chart::kWidth / 2) + "\" y=\"" + number(Chart::kHeight / 2) +
                "\" text-anchor=\"middle\">no faults</text>");
    html += "<h2>Faults</h2>\n" + chart.render();
  }
  html += "<p class=\"note\">Written by goref match report. Elo from colour-swapped pairs (pentanomial), interval 95%; "
          "formulas in docs/match.md.</p>\n</body></html>\n";
  return "";
}

}  // namespace goref::match
