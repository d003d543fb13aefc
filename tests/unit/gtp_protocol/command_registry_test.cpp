// CommandRegistry: the one table behind dispatch, list_commands,
// known_command and docs/gtp-commands.md (house style rule 6).

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "gtp/protocol/command_registry.h"

namespace goref::gtp {
namespace {

Handler answer(std::string text) {
  return [text = std::move(text)](const Command&) { return text; };
}

std::vector<std::string> listed_names(const CommandRegistry& registry) {
  std::vector<std::string> names;
  for (const CommandSpec* spec : registry.listed()) {
    names.push_back(spec->name);
  }
  return names;
}

TEST(CommandRegistry, FindReturnsTheRegisteredRow) {
  CommandRegistry registry;
  registry.add({"komi", "new_komi", "Set komi.", answer("")});
  const CommandSpec* spec = registry.find("komi");
  ASSERT_NE(spec, nullptr);
  EXPECT_EQ(spec->name, "komi");
  EXPECT_EQ(spec->arguments, "new_komi");
  EXPECT_EQ(spec->summary, "Set komi.");
  EXPECT_TRUE(spec->listed);
}

TEST(CommandRegistry, FindOfAnUnknownNameReturnsNull) {
  CommandRegistry registry;
  registry.add({"komi", "", "", answer("")});
  EXPECT_EQ(registry.find("boardsize"), nullptr);
}

TEST(CommandRegistry, FindIsCaseSensitive) {
  CommandRegistry registry;
  registry.add({"play", "", "", answer("")});
  EXPECT_EQ(registry.find("PLAY"), nullptr);
  EXPECT_EQ(registry.find("Play"), nullptr);
}

TEST(CommandRegistry, DuplicateNameThrowsLogicError) {
  CommandRegistry registry;
  registry.add({"play", "", "", answer("first")});
  EXPECT_THROW(registry.add({"play", "", "", answer("second")}), std::logic_error);
  EXPECT_EQ(registry.find("play")->handler(Command(std::nullopt, "play", {})), "first");
  EXPECT_EQ(registry.size(), 1U);
}

TEST(CommandRegistry, DuplicateOfAHiddenNameAlsoThrows) {
  CommandRegistry registry;
  registry.add({"genmove", "", "", answer(""), false});
  EXPECT_THROW(registry.add({"genmove", "", "", answer("")}), std::logic_error);
}

TEST(CommandRegistry, NamesThatCouldNotBeParsedBackAreRejected) {
  CommandRegistry registry;
  for (const char* name : {"", "two words", "tab\tname", "has#hash", "ctl\x01", "del\x7f", "lf\n"}) {
    EXPECT_THROW(registry.add({name, "", "", answer("")}), std::logic_error) << name;
  }
  EXPECT_EQ(registry.size(), 0U);
}

TEST(CommandRegistry, RowWithoutHandlerIsRejected) {
  CommandRegistry registry;
  EXPECT_THROW(registry.add({"komi", "", "", Handler{}}), std::logic_error);
}

TEST(CommandRegistry, ListedKeepsRegistrationOrderAndSkipsHiddenRows) {
  CommandRegistry registry;
  registry.add({"zeta", "", "", answer("")});
  registry.add({"genmove", "", "", answer(""), false});
  registry.add({"alpha", "", "", answer("")});
  registry.add({"mid", "", "", answer("")});
  EXPECT_EQ(listed_names(registry), (std::vector<std::string>{"zeta", "alpha", "mid"}));
  EXPECT_EQ(registry.size(), 4U);
}

TEST(CommandRegistry, HiddenRowIsStillFoundForDispatch) {
  CommandRegistry registry;
  registry.add({"genmove", "", "", answer("resign"), false});
  const CommandSpec* spec = registry.find("genmove");
  ASSERT_NE(spec, nullptr);
  EXPECT_FALSE(spec->listed);
}

TEST(CommandRegistry, RowPointersStayValidWhenMoreRowsAreAdded) {
  CommandRegistry registry;
  registry.add({"first", "", "", answer("1")});
  const CommandSpec* first = registry.find("first");
  for (int i = 0; i < 1000; ++i) {
    registry.add({"cmd" + std::to_string(i), "", "", answer("")});
  }
  EXPECT_EQ(registry.find("first"), first);
  EXPECT_EQ(first->name, "first");
}

TEST(CommandRegistry, MarkdownReferenceListsEveryListedCommand) {
  CommandRegistry registry;
  registry.add({"boardsize", "size", "Set the board size.", answer("")});
  registry.add({"clear_board", "", "Clear the board.", answer("")});
  registry.add({"genmove", "color", "No player attached.", answer(""), false});
  registry.add({"referee-rules", "[name]", "Show or set the rules.", answer("")});
  const std::string markdown = registry.markdown_reference();
  EXPECT_NE(markdown.find("| `boardsize` | size | Set the board size. |\n"), std::string::npos) << markdown;
  EXPECT_NE(markdown.find("| `clear_board` | – | Clear the board. |\n"), std::string::npos) << markdown;
  EXPECT_NE(markdown.find("| `referee-rules` | [name] | Show or set the rules. |\n"), std::string::npos) << markdown;
  EXPECT_EQ(markdown.find("genmove"), std::string::npos) << markdown;
  EXPECT_LT(markdown.find("boardsize"), markdown.find("clear_board"));
  EXPECT_LT(markdown.find("clear_board"), markdown.find("referee-rules"));
}

TEST(CommandRegistry, MarkdownReferenceKeepsEachRowOnOneLine) {
  CommandRegistry registry;
  registry.add({"final_status_list", "alive|dead|seki", "Groups with\nthat status.", answer("")});
  const std::string markdown = registry.markdown_reference();
  EXPECT_NE(markdown.find("| `final_status_list` | alive\\|dead\\|seki | Groups with that status. |\n"),
            std::string::npos)
      << markdown;
}

TEST(CommandRegistry, MarkdownReferenceStartsWithATitleAndTableHeader) {
  CommandRegistry registry;
  const std::string markdown = registry.markdown_reference();
  EXPECT_EQ(markdown.rfind("# GTP commands\n", 0), 0U);
  EXPECT_NE(markdown.find("| Command | Arguments | Summary |\n| --- | --- | --- |\n"), std::string::npos);
}

}  // namespace
}  // namespace goref::gtp
