#include "match/statistics.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <locale>
#include <sstream>

#include <boost/math/distributions/normal.hpp>
#include <boost/math/distributions/students_t.hpp>
#include <boost/math/tools/roots.hpp>

namespace goref::match {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
// 800/ln 10: the slope of the logistic Elo curve at a score of 1/2, times 4 (Van den Bergh §2).
const double kNormalizedEloScale = 800.0 / std::log(10.0);

double z_975() {
  static const double z = boost::math::quantile(boost::math::normal_distribution<double>(), 0.975);
  return z;
}

double normal_cdf(double x) { return boost::math::cdf(boost::math::normal_distribution<double>(), x); }

template <std::size_t N>
EloEstimate estimate(const std::array<double, N>& scores, const std::array<long long, N>& counts,
                     double games_per_sample) {
  EloEstimate result;
  long long total = 0;
  for (const long long count : counts) total += count;
  result.samples = total;
  if (total == 0) return result;
  result.defined = true;
  const double n = static_cast<double>(total);
  double mean = 0;
  for (std::size_t i = 0; i < N; ++i) mean += scores[i] * static_cast<double>(counts[i]) / n;
  double variance = 0;  // of one sample's score (a game, or a pair's average)
  for (std::size_t i = 0; i < N; ++i)
    variance += static_cast<double>(counts[i]) / n * (scores[i] - mean) * (scores[i] - mean);
  result.score = mean;
  result.score_stddev = std::sqrt(variance / n);
  result.elo = elo_of_score(mean);
  const double lower = mean - z_975() * result.score_stddev;
  const double upper = mean + z_975() * result.score_stddev;
  result.elo_lower = elo_of_score(lower);
  result.elo_upper = elo_of_score(upper);
  result.elo_error = (result.elo_upper - result.elo_lower) / 2;
  // One game's standard deviation: a pair's average of two games has half the variance
  // of one game's score when the two are independent, hence √(2·variance) for pairs.
  const double game_stddev = std::sqrt(games_per_sample * variance);
  if (game_stddev > 0) {
    result.normalized_elo = (mean - 0.5) / game_stddev * kNormalizedEloScale;
    result.normalized_elo_error = z_975() * result.score_stddev / game_stddev * kNormalizedEloScale;
    result.los = normal_cdf((mean - 0.5) / result.score_stddev);
  } else {
    result.normalized_elo = mean > 0.5 ? kInfinity : mean < 0.5 ? -kInfinity : 0;
    result.normalized_elo_error = 0;
    result.los = mean > 0.5 ? 1 : mean < 0.5 ? 0 : 0.5;
  }
  return result;
}

// The distribution nearest (in likelihood) to the observed frequencies `observed`
// over outcomes scored `scores`, among those with expected score `s`: p_i =
// observed_i / (1 + θ(a_i - s)), θ the root of Σ observed_i (a_i - s)/(1 + θ(a_i - s))
// (Van den Bergh, "Normalized Elo", proposition 1.1).
template <std::size_t N>
std::array<double, N> nearest_with_score(const std::array<double, N>& scores, const std::array<double, N>& observed,
                                         double s) {
  const auto equation = [&](double theta) {
    double sum = 0;
    for (std::size_t i = 0; i < N; ++i) sum += observed[i] * (scores[i] - s) / (1 + theta * (scores[i] - s));
    return sum;
  };
  // θ keeps every 1 + θ(a_i - s) positive: between -1/(a_max - s) and -1/(a_min - s).
  const double low = -1 / (scores[N - 1] - s);
  const double high = -1 / (scores[0] - s);
  const double margin = (high - low) * 1e-12;
  const auto tolerance = boost::math::tools::eps_tolerance<double>(50);
  const auto [a, b] = boost::math::tools::bisect(equation, low + margin, high - margin, tolerance);
  const double theta = (a + b) / 2;
  std::array<double, N> p{};
  for (std::size_t i = 0; i < N; ++i) p[i] = observed[i] / (1 + theta * (scores[i] - s));
  return p;
}

// The same, among distributions whose normalized score (μ - 1/2)/σ is `t`: a fixed
// point iteration on φ_i = a_i - 1/2 - t·σ/2·(1 + ((a_i - μ)/σ)²) (Van den Bergh §4.1).
template <std::size_t N>
std::array<double, N> nearest_with_normalized_score(const std::array<double, N>& scores,
                                                    const std::array<double, N>& observed, double t) {
  std::array<double, N> p;
  p.fill(1.0 / N);
  for (int iteration = 0; iteration < 1000; ++iteration) {
    double mu = 0, variance = 0;
    for (std::size_t i = 0; i < N; ++i) mu += p[i] * scores[i];
    for (std::size_t i = 0; i < N; ++i) variance += p[i] * (scores[i] - mu) * (scores[i] - mu);
    const double sigma = std::sqrt(variance);
    std::array<double, N> phi{};
    for (std::size_t i = 0; i < N; ++i) {
      const double z = (scores[i] - mu) / sigma;
      phi[i] = scores[i] - 0.5 - 0.5 * t * sigma * (1 + z * z);
    }
    const double smallest = *std::min_element(phi.begin(), phi.end());
    const double largest = *std::max_element(phi.begin(), phi.end());
    if (!(smallest < 0 && largest > 0)) return p;  // no distribution of this family fits; keep the last
    const auto equation = [&](double theta) {
      double sum = 0;
      for (std::size_t i = 0; i < N; ++i) sum += observed[i] * phi[i] / (1 + theta * phi[i]);
      return sum;
    };
    const double low = -1 / largest, high = -1 / smallest;
    const double margin = (high - low) * 1e-12;
    const auto [a, b] = boost::math::tools::bisect(equation, low + margin, high - margin,
                                                   boost::math::tools::eps_tolerance<double>(50));
    const double theta = (a + b) / 2;
    double change = 0;
    for (std::size_t i = 0; i < N; ++i) {
      const double next = observed[i] / (1 + theta * phi[i]);
      change = std::max(change, std::abs(next - p[i]));
      p[i] = next;
    }
    if (change < 1e-9) break;
  }
  return p;
}

template <std::size_t N>
double llr(const SprtSettings& settings, const std::array<double, N>& scores, const std::array<long long, N>& counts,
           double games_per_sample) {
  // Outcomes never seen count as 0.001 (fishtest's regularization): the likelihoods stay
  // finite when one side won everything or there are no draws.
  std::array<double, N> regularized{};
  double total = 0;
  for (std::size_t i = 0; i < N; ++i) {
    regularized[i] = counts[i] == 0 ? 1e-3 : static_cast<double>(counts[i]);
    total += regularized[i];
  }
  long long samples = 0;
  for (const long long count : counts) samples += count;
  if (samples == 0) return 0;
  std::array<double, N> observed{};
  for (std::size_t i = 0; i < N; ++i) observed[i] = regularized[i] / total;
  std::array<double, N> p0, p1;
  if (settings.model == SprtModel::Logistic) {
    p0 = nearest_with_score(scores, observed, score_of_elo(settings.elo0));
    p1 = nearest_with_score(scores, observed, score_of_elo(settings.elo1));
  } else {
    // A pair's score is the mean of two games: its normalized score is √2 × a game's.
    const double scale = std::sqrt(games_per_sample) / kNormalizedEloScale;
    p0 = nearest_with_normalized_score(scores, observed, settings.elo0 * scale);
    p1 = nearest_with_normalized_score(scores, observed, settings.elo1 * scale);
  }
  double sum = 0;
  for (std::size_t i = 0; i < N; ++i) sum += observed[i] * (std::log(p1[i]) - std::log(p0[i]));
  return total * sum;
}

constexpr std::array<double, 3> kGameScores{0.0, 0.5, 1.0};
constexpr std::array<double, 5> kPairScores{0.0, 0.25, 0.5, 0.75, 1.0};

// A finite decimal number and nothing else ("1e3" yes, "nan", "5x" and "" no).
std::optional<double> finite_number(const std::string& text) {
  if (text.empty()) return std::nullopt;
  std::istringstream stream(text);
  stream.imbue(std::locale::classic());
  double value = 0;
  if (!(stream >> value) || !stream.eof() || !std::isfinite(value)) return std::nullopt;
  return value;
}

std::string number_text(double value) {
  std::ostringstream text;
  text << value;
  return text.str();
}

}  // namespace

double elo_of_score(double score) {
  if (score <= 0) return -kInfinity;
  if (score >= 1) return kInfinity;
  return -400 * std::log10(1 / score - 1);
}

double score_of_elo(double elo) { return 1 / (1 + std::pow(10.0, -elo / 400)); }

EloEstimate estimate_trinomial(const TrinomialCounts& counts) {
  EloEstimate result = estimate(kGameScores, std::array<long long, 3>{counts.losses, counts.draws, counts.wins}, 1);
  // The classic LOS of single games (cutechess, the chess programming wiki): draws carry
  // no information on who is stronger, Φ((W - L)/√(W + L)).
  const long long decisive = counts.wins + counts.losses;
  if (decisive > 0)
    result.los = normal_cdf(static_cast<double>(counts.wins - counts.losses) / std::sqrt(static_cast<double>(decisive)));
  else
    result.los = 0.5;
  return result;
}

EloEstimate estimate_pentanomial(const PentanomialCounts& counts) { return estimate(kPairScores, counts.pairs, 2); }

double SprtSettings::lower_bound() const { return std::log(beta / (1 - alpha)); }
double SprtSettings::upper_bound() const { return std::log((1 - beta) / alpha); }

std::string SprtSettings::to_string() const {
  return "elo0=" + number_text(elo0) + ",elo1=" + number_text(elo1) + ",alpha=" + number_text(alpha) +
         ",beta=" + number_text(beta) + ",model=" + (model == SprtModel::Logistic ? "logistic" : "normalized");
}

std::optional<SprtSettings> parse_sprt(const std::string& text, std::string& error) {
  SprtSettings settings;
  bool has_elo0 = false, has_elo1 = false;
  std::stringstream items(text);
  std::string item;
  while (std::getline(items, item, ',')) {
    const std::size_t equals = item.find('=');
    if (equals == std::string::npos) {
      error = "'" + item + "' is not key=value (elo0=, elo1=, alpha=, beta=, model=)";
      return std::nullopt;
    }
    const std::string key = item.substr(0, equals), value = item.substr(equals + 1);
    if (key == "model") {
      if (value == "logistic") settings.model = SprtModel::Logistic;
      else if (value == "normalized") settings.model = SprtModel::Normalized;
      else {
        error = "model must be logistic or normalized, got '" + value + "'";
        return std::nullopt;
      }
      continue;
    }
    const std::optional<double> number = finite_number(value);
    if (!number) {
      error = key + ": not a number: '" + value + "'";
      return std::nullopt;
    }
    if (key == "elo0") settings.elo0 = *number, has_elo0 = true;
    else if (key == "elo1") settings.elo1 = *number, has_elo1 = true;
    else if (key == "alpha") settings.alpha = *number;
    else if (key == "beta") settings.beta = *number;
    else {
      error = "unknown key '" + key + "' (elo0, elo1, alpha, beta, model)";
      return std::nullopt;
    }
  }
  if (!has_elo0 || !has_elo1) error = "elo0= and elo1= are required";
  else if (!(settings.elo0 < settings.elo1)) error = "elo0 must be less than elo1";
  else if (!(settings.alpha > 0 && settings.alpha < 1)) error = "alpha must be between 0 and 1";
  else if (!(settings.beta > 0 && settings.beta < 1)) error = "beta must be between 0 and 1";
  else if (!(settings.alpha + settings.beta < 1)) error = "alpha + beta must be less than 1";
  else if (std::abs(settings.elo0) > 2000 || std::abs(settings.elo1) > 2000) error = "elo0 and elo1 must be within ±2000";
  if (!error.empty()) return std::nullopt;
  return settings;
}

double sprt_llr(const SprtSettings& settings, const PentanomialCounts& counts) {
  return llr(settings, kPairScores, counts.pairs, 2);
}

double sprt_llr(const SprtSettings& settings, const TrinomialCounts& counts) {
  return llr(settings, kGameScores, std::array<long long, 3>{counts.losses, counts.draws, counts.wins}, 1);
}

SprtDecision sprt_decision(const SprtSettings& settings, double llr) {
  if (llr >= settings.upper_bound()) return SprtDecision::AcceptH1;
  if (llr <= settings.lower_bound()) return SprtDecision::AcceptH0;
  return SprtDecision::Continue;
}

const char* to_string(SprtDecision decision) {
  switch (decision) {
    case SprtDecision::AcceptH0: return "H0";
    case SprtDecision::AcceptH1: return "H1";
    case SprtDecision::Continue: break;
  }
  return "continue";
}

MeanInterval mean_interval(long long count, double sum, double sum_of_squares) {
  MeanInterval result;
  result.count = count;
  if (count <= 0) return result;
  const double n = static_cast<double>(count);
  result.mean = sum / n;
  result.lower = result.upper = result.mean;
  if (count < 2) return result;
  const double variance = std::max(0.0, (sum_of_squares - n * result.mean * result.mean) / (n - 1));
  const double t = boost::math::quantile(boost::math::complement(boost::math::students_t_distribution<double>(n - 1), 0.025));
  const double half = t * std::sqrt(variance / n);
  result.lower = result.mean - half;
  result.upper = result.mean + half;
  return result;
}

}  // namespace goref::match
