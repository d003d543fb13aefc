// What a match's results mean: Elo with a 95% confidence interval from the
// trinomial (win/draw/loss per game) and the pentanomial (score per
// colour-swapped pair) counts, the likelihood of superiority, normalized Elo,
// and the generalized SPRT that decides between two Elo hypotheses.
//
// The formulas are the ones fishtest and fastchess publish, so a goref number
// reads the same as a chess engine author's:
//  - Elo from an expected score s: -400 log10(1/s - 1) (the logistic model);
//  - the interval: s ± z(0.975)·σ/√n, mapped through the same function;
//  - normalized Elo: (s - 1/2)/σ₁ · 800/ln 10, with σ₁ the standard deviation of
//    one game's score (for pairs, √2 × the pair's), after M. Van den Bergh,
//    "Normalized Elo", https://www.cantate.be/Fishtest/normalized_elo_practical.pdf;
//  - the GSPRT: the log-likelihood ratio of the maximum-likelihood distributions
//    of the outcomes under each hypothesis, given the observed frequencies
//    (Van den Bergh, §1 for a fixed expected score, §4.1 for a fixed normalized
//    Elo), with Wald's bounds ln(β/(1-α)) and ln((1-β)/α).
// Outcome kinds that were never seen are counted as 0.001 in the GSPRT (as
// fishtest does), so a match without draws, or one side winning every game, still
// decides. This is what lets the SPRT conclude in Go, where draws are rare or
// impossible (Leela Zero's BayesElo SPRT needed draws to estimate drawelo).
#pragma once

#include <array>
#include <optional>
#include <string>

namespace goref::match {

/// One engine's games against another, from the first engine's side.
struct TrinomialCounts {
  long long wins = 0, draws = 0, losses = 0;
  long long games() const { return wins + draws + losses; }
};

/// Colour-swapped pairs by the first engine's score over the pair: [0] two losses,
/// [1] a loss and a draw, [2] a win and a loss or two draws, [3] a win and a draw,
/// [4] two wins.
struct PentanomialCounts {
  std::array<long long, 5> pairs{};
  long long total() const { return pairs[0] + pairs[1] + pairs[2] + pairs[3] + pairs[4]; }
};

/// A point estimate with its 95% interval. Elo is ±infinity where the score is 0
/// or 1 (one side won everything), and `defined` is false without any sample.
struct EloEstimate {
  bool defined = false;
  long long samples = 0;  ///< games (trinomial) or pairs (pentanomial)
  double score = 0.5;     ///< expected score per game, 0 to 1
  double score_stddev = 0; ///< standard error of `score`
  double elo = 0, elo_lower = 0, elo_upper = 0;
  double elo_error = 0;    ///< fastchess's "±": half the interval's width
  double normalized_elo = 0, normalized_elo_error = 0;
  /// Likelihood of superiority, P(first engine is stronger): Φ((W - L)/√(W + L)) for
  /// games (draws carry no information), Φ((s - 1/2)/σ_s) for pairs (fastchess).
  double los = 0.5;
};

EloEstimate estimate_trinomial(const TrinomialCounts& counts);
EloEstimate estimate_pentanomial(const PentanomialCounts& counts);

/// -400 log10(1/score - 1): ±infinity at 0 and 1.
double elo_of_score(double score);
/// The expected score of an Elo difference: 1/(1 + 10^(-elo/400)).
double score_of_elo(double elo);

enum class SprtModel { Logistic, Normalized };

struct SprtSettings {
  double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
  SprtModel model = SprtModel::Logistic;

  double lower_bound() const;  ///< ln(β/(1-α)): at or below it, H0 (elo0) is accepted
  double upper_bound() const;  ///< ln((1-β)/α): at or above it, H1 (elo1) is accepted
  std::string to_string() const;  ///< "elo0=0,elo1=5,alpha=0.05,beta=0.05,model=logistic"
};

/// "elo0=0,elo1=5[,alpha=0.05][,beta=0.05][,model=logistic|normalized]"; nullopt with
/// `error` on a bad text (elo0 < elo1, 0 < alpha, beta, alpha + beta < 1).
std::optional<SprtSettings> parse_sprt(const std::string& text, std::string& error);

enum class SprtDecision { Continue, AcceptH0, AcceptH1 };

double sprt_llr(const SprtSettings& settings, const PentanomialCounts& counts);
double sprt_llr(const SprtSettings& settings, const TrinomialCounts& counts);
SprtDecision sprt_decision(const SprtSettings& settings, double llr);
const char* to_string(SprtDecision decision);

/// Mean and 95% interval of a sample from its count, sum and sum of squares
/// (Student's t for small samples).
struct MeanInterval {
  long long count = 0;
  double mean = 0, lower = 0, upper = 0;
};
MeanInterval mean_interval(long long count, double sum, double sum_of_squares);

}  // namespace goref::match
