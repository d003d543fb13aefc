// Engine specs and the configuration record a resume is checked against.
#include <gtest/gtest.h>

#include "match/config.h"

namespace goref::match {
namespace {

TEST(EngineSpec, KeysAreReadAndCommasInsideTheCommandSurvive) {
  std::string error;
  const auto spec = parse_engine_spec("name=gnugo,cmd=gnugo --mode gtp --level 1,2,dir=/tmp,env=A=1;B=x=y,restart=per-game", error);
  ASSERT_TRUE(spec) << error;
  EXPECT_EQ(spec->name, "gnugo");
  EXPECT_EQ(spec->command, "gnugo --mode gtp --level 1,2");
  EXPECT_EQ(spec->directory, "/tmp");
  ASSERT_EQ(spec->environment.size(), 2u);
  EXPECT_EQ(spec->environment[1], (std::pair<std::string, std::string>{"B", "x=y"}));
  EXPECT_EQ(spec->restart, RestartPolicy::PerGame);
}

TEST(EngineSpec, BadSpecsSayWhatIsWrong) {
  std::string error;
  EXPECT_FALSE(parse_engine_spec("name=a", error));
  EXPECT_NE(error.find("no cmd="), std::string::npos);
  EXPECT_FALSE(parse_engine_spec("cmd=x", error));
  EXPECT_NE(error.find("no name="), std::string::npos);
  EXPECT_FALSE(parse_engine_spec("name=a/b,cmd=x", error));
  EXPECT_FALSE(parse_engine_spec("name=a,cmd=x,restart=sometimes", error));
  EXPECT_FALSE(parse_engine_spec("nom=a,cmd=x", error));
}

TEST(EngineSpec, SeedAndGameAreSubstitutedAndMakeTheCommandPerGame) {
  std::string error;
  const auto spec = parse_engine_spec("name=r,cmd=goref --player random --seed {seed} --log-file {game}.log", error);
  ASSERT_TRUE(spec);
  EXPECT_TRUE(spec->command_is_per_game());
  EXPECT_EQ(spec->command_for(77, "000003"), "goref --player random --seed 77 --log-file 000003.log");
}

TEST(MatchConfig, ADifferentKomiIsNamedAsTheDifference) {
  MatchConfig config;
  config.engines.push_back(EngineSpec{"a", "x", "", {}, RestartPolicy::OnFault});
  MatchConfig other = config;
  other.komi = 6.5;
  other.concurrency = 4;  // may change on resume
  other.out = "elsewhere";
  const auto differences = config_differences(games_config_json(config), games_config_json(other));
  ASSERT_EQ(differences.size(), 1u);
  EXPECT_EQ(differences[0], "komi: null (recorded) vs 6.5");
  EXPECT_EQ(config_hash(config), config_hash(MatchConfig(config)));
  EXPECT_NE(config_hash(config), config_hash(other));
}

}  // namespace
}  // namespace goref::match
