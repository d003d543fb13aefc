// The match statistics against values worked by hand and against the numbers
// fastchess and cutechess print for published matches (same formulas, same data).
#include "match/statistics.h"

#include <cmath>

#include <gtest/gtest.h>

namespace goref::match {
namespace {

TEST(EloFromScore, IsTheLogisticCurveAndItsInverse) {
  EXPECT_DOUBLE_EQ(elo_of_score(0.5), 0);
  EXPECT_NEAR(elo_of_score(0.75), 190.85, 0.01);  // -400 log10(1/3)
  EXPECT_NEAR(score_of_elo(elo_of_score(0.3)), 0.3, 1e-12);
  EXPECT_EQ(elo_of_score(1), INFINITY);
  EXPECT_EQ(elo_of_score(0), -INFINITY);
}

TEST(TrinomialElo, SixWinsTwoDrawsTwoLossesWorkedByHand) {
  // score 0.7; variance 0.6·0.3² + 0.2·0.2² + 0.2·0.7² = 0.16; standard error √(0.16/10).
  const EloEstimate e = estimate_trinomial({6, 2, 2});
  ASSERT_TRUE(e.defined);
  EXPECT_DOUBLE_EQ(e.score, 0.7);
  EXPECT_NEAR(e.score_stddev, std::sqrt(0.016), 1e-12);
  EXPECT_NEAR(e.elo, 147.19, 0.01);
  EXPECT_NEAR(e.elo_lower, elo_of_score(0.7 - 1.959964 * std::sqrt(0.016)), 1e-3);
  EXPECT_NEAR(e.elo_upper, elo_of_score(0.7 + 1.959964 * std::sqrt(0.016)), 1e-3);
  EXPECT_NEAR(e.los, 0.92135, 1e-5);                 // Φ((6 - 2) / √(6 + 2))
  EXPECT_NEAR(e.normalized_elo, 0.2 / 0.4 * 800 / std::log(10.0), 1e-9);
}

TEST(TrinomialElo, MatchesCutechessOnPublishedMatches) {
  // "Score of midnight-dev vs midnight-latest: 449 - 276 - 275 ... Elo difference: 60.7 +/- 18.5"
  EloEstimate e = estimate_trinomial({449, 275, 276});
  EXPECT_NEAR(e.elo, 60.7, 0.05);
  EXPECT_NEAR(e.elo_error, 18.5, 0.05);
  // "382 - 320 - 298 ... Elo difference: 21.6 +/- 18.1, LOS: 99.0 %"
  e = estimate_trinomial({382, 298, 320});
  EXPECT_NEAR(e.elo, 21.6, 0.05);
  EXPECT_NEAR(e.elo_error, 18.1, 0.05);
  EXPECT_NEAR(e.los, 0.990, 0.0005);
}

TEST(TrinomialElo, OneSideWinningEverythingIsInfiniteNotANumber) {
  const EloEstimate e = estimate_trinomial({10, 0, 0});
  EXPECT_EQ(e.elo, INFINITY);
  EXPECT_NEAR(e.los, 0.99922, 1e-5);  // Φ(10 / √10): ten games are not certainty
  EXPECT_FALSE(std::isnan(e.elo_lower));
  EXPECT_FALSE(estimate_trinomial({0, 0, 0}).defined);
}

struct PublishedPentanomial {
  PentanomialCounts counts;  // LL, LD, WL+DD, WD, WW
  double elo, elo_error, normalized_elo, normalized_elo_error, los, llr_normalized_0_10;
};

// fastchess's report lines for 200-game matches (Ptnml(0-2), Elo, nElo, LOS, and the
// LLR of a normalized SPRT [0, 10] with alpha = beta = 0.05).
TEST(PentanomialElo, MatchesFastchessOnPublishedMatches) {
  const PublishedPentanomial published[] = {
      {{{1, 11, 47, 25, 16}}, 77.71, 33.03, 117.50, 48.15, 1.0, 1.71},
      {{{1, 15, 25, 33, 26}}, 123.02, 40.58, 159.46, 48.15, 1.0, 2.19},
      {{{1, 24, 42, 25, 8}}, 26.11, 31.23, 40.51, 48.15, 0.9504, 0.60},
      {{{2, 23, 32, 35, 8}}, 41.89, 33.28, 61.39, 48.15, 0.9938, 0.92},
  };
  SprtSettings sprt;
  sprt.elo0 = 0;
  sprt.elo1 = 10;
  sprt.model = SprtModel::Normalized;
  for (const PublishedPentanomial& p : published) {
    const EloEstimate e = estimate_pentanomial(p.counts);
    EXPECT_EQ(e.samples, 100);
    EXPECT_NEAR(e.elo, p.elo, 0.005);
    EXPECT_NEAR(e.elo_error, p.elo_error, 0.005);
    EXPECT_NEAR(e.normalized_elo, p.normalized_elo, 0.005);
    EXPECT_NEAR(e.normalized_elo_error, p.normalized_elo_error, 0.005);
    EXPECT_NEAR(e.los, p.los, 0.00005);
    EXPECT_NEAR(sprt_llr(sprt, p.counts), p.llr_normalized_0_10, 0.005);
  }
  EXPECT_NEAR(sprt.lower_bound(), -2.94, 0.005);
  EXPECT_NEAR(sprt.upper_bound(), 2.94, 0.005);
}

TEST(Sprt, LogisticLlrIsZeroHalfwayAndSignedByTheEvidence) {
  SprtSettings sprt;
  sprt.elo0 = -20;
  sprt.elo1 = 20;
  // Even results sit halfway between symmetric hypotheses.
  EXPECT_NEAR(sprt_llr(sprt, TrinomialCounts{50, 0, 50}), 0, 1e-6);
  EXPECT_GT(sprt_llr(sprt, TrinomialCounts{60, 0, 40}), 0);
  EXPECT_LT(sprt_llr(sprt, TrinomialCounts{40, 0, 60}), 0);
}

TEST(Sprt, DecidesWithoutDraws) {
  SprtSettings sprt;
  sprt.elo0 = 0;
  sprt.elo1 = 50;
  // Go has (almost) no draws; a lopsided match must still conclude, either way. Even a
  // clean sweep is evidence of log(s1/s0) per game at most, so it takes a few dozen games.
  PentanomialCounts all_won;
  all_won.pairs = {0, 0, 0, 0, 30};
  EXPECT_EQ(sprt_decision(sprt, sprt_llr(sprt, all_won)), SprtDecision::AcceptH1);
  PentanomialCounts all_lost;
  all_lost.pairs = {30, 0, 0, 0, 0};
  EXPECT_EQ(sprt_decision(sprt, sprt_llr(sprt, all_lost)), SprtDecision::AcceptH0);
  EXPECT_EQ(sprt_decision(sprt, sprt_llr(sprt, TrinomialCounts{60, 0, 0})), SprtDecision::AcceptH1);
  // An even match with no draws goes to H0 (it is not 50 Elo better) in time.
  PentanomialCounts even;
  even.pairs = {100, 0, 200, 0, 100};
  EXPECT_EQ(sprt_decision(sprt, sprt_llr(sprt, even)), SprtDecision::AcceptH0);
  // A few games decide nothing.
  PentanomialCounts few;
  few.pairs = {1, 0, 1, 0, 1};
  EXPECT_EQ(sprt_decision(sprt, sprt_llr(sprt, few)), SprtDecision::Continue);
  sprt.model = SprtModel::Normalized;
  EXPECT_EQ(sprt_decision(sprt, sprt_llr(sprt, all_won)), SprtDecision::AcceptH1);
  EXPECT_EQ(sprt_decision(sprt, sprt_llr(sprt, all_lost)), SprtDecision::AcceptH0);
}

TEST(Sprt, SettingsParseWithDefaultsAndRefuseNonsense) {
  std::string error;
  const auto settings = parse_sprt("elo0=0,elo1=50", error);
  ASSERT_TRUE(settings) << error;
  EXPECT_EQ(settings->alpha, 0.05);
  EXPECT_EQ(settings->model, SprtModel::Logistic);
  EXPECT_EQ(settings->to_string(), "elo0=0,elo1=50,alpha=0.05,beta=0.05,model=logistic");
  const auto normalized = parse_sprt("elo0=0,elo1=5,alpha=0.1,beta=0.2,model=normalized", error);
  ASSERT_TRUE(normalized);
  EXPECT_EQ(normalized->beta, 0.2);
  EXPECT_FALSE(parse_sprt("elo0=5,elo1=0", error));
  EXPECT_EQ(error, "elo0 must be less than elo1");
  EXPECT_FALSE(parse_sprt("elo1=5", error));
  EXPECT_FALSE(parse_sprt("elo0=0,elo1=5,alpha=0", error));
  EXPECT_FALSE(parse_sprt("elo0=0,elo1=5,alpha=0.6,beta=0.5", error));
  EXPECT_FALSE(parse_sprt("elo0=0,elo1=5,model=bayes", error));
  EXPECT_FALSE(parse_sprt("elo0=0,elo1=nan", error));
  EXPECT_FALSE(parse_sprt("elo0=0,elo1=5,gamma=1", error));
}

TEST(MeanInterval, UsesStudentsTForSmallSamples) {
  // 1, 2, 3: mean 2, standard deviation 1, t(2 degrees, 97.5%) = 4.3027.
  const MeanInterval m = mean_interval(3, 6, 14);
  EXPECT_DOUBLE_EQ(m.mean, 2);
  EXPECT_NEAR(m.upper - m.mean, 4.302653 / std::sqrt(3.0), 1e-5);
  EXPECT_NEAR(m.mean - m.lower, 4.302653 / std::sqrt(3.0), 1e-5);
  EXPECT_EQ(mean_interval(1, 5, 25).lower, 5);
}

}  // namespace
}  // namespace goref::match
