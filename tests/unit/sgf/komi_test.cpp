// KM forms: FF[4] reals, KGS's "6.50", integers, Fox's scaled integers.

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>

#include "sgf/komi.h"

namespace goref::sgf {
namespace {

struct KomiCase {
  std::string_view raw;
  double points;
  KomiScale scale;
};

class SgfKomiForm : public ::testing::TestWithParam<KomiCase> {};

TEST_P(SgfKomiForm, IsReadAsPointsWithItsScaleAndRawText) {
  const std::optional<Komi> komi = parse_komi(GetParam().raw);
  ASSERT_TRUE(komi.has_value()) << GetParam().raw;
  EXPECT_EQ(komi->points, GetParam().points);
  EXPECT_EQ(komi->scale, GetParam().scale);
  EXPECT_EQ(komi->raw, GetParam().raw);
  EXPECT_EQ(komi->reliable(), GetParam().scale == KomiScale::Points);
}

INSTANTIATE_TEST_SUITE_P(Table, SgfKomiForm,
                         ::testing::Values(KomiCase{"6.5", 6.5, KomiScale::Points},
                                           KomiCase{"6.50", 6.5, KomiScale::Points},  // KGS
                                           KomiCase{"0.50", 0.5, KomiScale::Points},
                                           KomiCase{"7", 7.0, KomiScale::Points},
                                           KomiCase{"0", 0.0, KomiScale::Points},
                                           KomiCase{"-3.5", -3.5, KomiScale::Points},
                                           KomiCase{"+5.5", 5.5, KomiScale::Points},
                                           KomiCase{".5", 0.5, KomiScale::Points},
                                           KomiCase{" 6.5 ", 6.5, KomiScale::Points},
                                           KomiCase{"99", 99.0, KomiScale::Points},
                                           KomiCase{"100.0", 100.0, KomiScale::Points},
                                           // Fox: hundredths of a point
                                           KomiCase{"650", 6.5, KomiScale::FoxHundredthsOfPoints},
                                           KomiCase{"750", 7.5, KomiScale::FoxHundredthsOfPoints},
                                           KomiCase{"550", 5.5, KomiScale::FoxHundredthsOfPoints},
                                           // Fox: hundredths of a stone (x.25 / x.75 are never points)
                                           KomiCase{"375", 7.5, KomiScale::FoxHundredthsOfStones},
                                           KomiCase{"325", 6.5, KomiScale::FoxHundredthsOfStones},
                                           KomiCase{"-375", -7.5, KomiScale::FoxHundredthsOfStones}));

TEST(SgfKomi, NonNumbersAreNotKomi) {
  for (const std::string_view raw : {"", " ", "abc", "6.5.1", "6,5", "inf", "nan", "1e3", "0x10", "+", "-", ".",
                                     "6.5pts", "1234567890123"}) {
    EXPECT_FALSE(parse_komi(raw).has_value()) << "'" << raw << "'";
  }
}

TEST(SgfKomi, FormattingGivesTheShortestTextThatReadsBack) {
  EXPECT_EQ(format_komi(6.5), "6.5");
  EXPECT_EQ(format_komi(7.0), "7");
  EXPECT_EQ(format_komi(0.5), "0.5");
  EXPECT_EQ(format_komi(-0.0), "0");
  EXPECT_EQ(format_komi(-3.5), "-3.5");
  EXPECT_EQ(format_komi(1e300).size(), 301u);
}

TEST(SgfKomi, KomiFromPointsIsReliableAndReadsBackEqual) {
  const Komi komi = komi_from_points(7.5);
  EXPECT_EQ(komi.raw, "7.5");
  EXPECT_TRUE(komi.reliable());
  EXPECT_EQ(parse_komi(komi.raw), komi);
}

}  // namespace
}  // namespace goref::sgf
