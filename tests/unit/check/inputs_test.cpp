// Paths, directories and archives: what goref check reads, and in which order.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check/inputs.h"
#include "test_support.h"

namespace goref::check {
namespace {

using testing::TempDir;
using testing::write_archive;

std::vector<Item> read_all(const std::vector<std::string>& paths) {
  std::vector<Item> items;
  read_inputs(expand_paths(paths), [&](Item&& item) { items.push_back(std::move(item)); });
  return items;
}

TEST(Names, ArchivesAndSgf) {
  for (const char* name : {"a.tar", "a.tar.gz", "a.TGZ", "a.tar.xz", "a.txz", "a.tar.bz2", "a.zip"}) {
    EXPECT_TRUE(is_archive_name(name)) << name;
  }
  for (const char* name : {"a.sgf", "a.gz", "a.xz", "tar"}) EXPECT_FALSE(is_archive_name(name)) << name;
  EXPECT_TRUE(is_sgf_name("x.SGF"));
  EXPECT_FALSE(is_sgf_name("x.sgf.bak"));
}

TEST(Inputs, DirectoriesAreSearchedRecursivelyInPathOrder) {
  TempDir dir;
  dir.write("b.sgf", "(;B[aa])");
  dir.write("a/z.SGF", "(;B[bb])");
  dir.write("a/notes.txt", "not a game");
  dir.write("c/deeper/y.sgf", "(;B[cc])");
  const auto inputs = expand_paths({dir.path().string()});
  ASSERT_EQ(inputs.size(), 3u);
  EXPECT_EQ(inputs[0].path, (dir.path() / "a/z.SGF").string());
  EXPECT_EQ(inputs[1].path, (dir.path() / "b.sgf").string());
  EXPECT_EQ(inputs[2].path, (dir.path() / "c/deeper/y.sgf").string());
  EXPECT_EQ(inputs[1].size, 8u);
  const auto items = read_all({dir.path().string()});
  ASSERT_EQ(items.size(), 3u);
  EXPECT_EQ(items[1].text, "(;B[aa])");
  EXPECT_EQ(items[2].bytes_done, 24u);
}

TEST(Inputs, AFileIsReadAsSgfWhateverItsName) {
  TempDir dir;
  const auto file = dir.write("game.txt", "(;B[aa])");
  const auto items = read_all({file.string()});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].text, "(;B[aa])");
  EXPECT_EQ(items[0].source.file, file.string());
  EXPECT_EQ(items[0].source.entry, "");
}

TEST(Inputs, MissingPathsAreIoErrorsInOrder) {
  TempDir dir;
  const auto file = dir.write("a.sgf", "(;B[aa])");
  const auto items = read_all({"/no/such/path.sgf", file.string()});
  ASSERT_EQ(items.size(), 2u);
  ASSERT_TRUE(items[0].io_error.has_value());
  EXPECT_EQ(*items[0].io_error, "no such file or directory");
  EXPECT_EQ(items[0].source.file, "/no/such/path.sgf");
  EXPECT_FALSE(items[1].io_error.has_value());
}

TEST(Inputs, ArchivesOfEveryKind) {
  TempDir dir;
  for (const char* name : {"games.tar.gz", "games.tar.xz", "games.tar", "games.zip"}) {
    const auto file = dir.path() / name;
    write_archive(file, {{"x/one.sgf", "(;B[aa])"}, {"x/readme.txt", "hello"}, {"x/two.sgf", "(;W[bb])"}});
    const auto items = read_all({file.string()});
    ASSERT_EQ(items.size(), 2u) << name;
    EXPECT_EQ(items[0].source.file, file.string());
    EXPECT_EQ(items[0].source.entry, "x/one.sgf");
    EXPECT_EQ(items[0].text, "(;B[aa])");
    EXPECT_EQ(items[1].source.entry, "x/two.sgf");
    EXPECT_EQ(items[1].source.label(), file.string() + ":x/two.sgf");
    EXPECT_FALSE(items[1].io_error.has_value()) << name;
    EXPECT_LE(items[1].bytes_done, std::filesystem::file_size(file));
  }
}

TEST(Inputs, ABrokenArchiveIsAnIoErrorAfterWhatCouldBeRead) {
  TempDir dir;
  const auto file = dir.path() / "games.tar.gz";
  std::string big;
  for (int i = 0; i < 2000; ++i) big += ";B[aa];W[bb]" + std::to_string(i);
  write_archive(file, {{"one.sgf", "(;B[aa])"}, {"two.sgf", "(" + big + ")"}});
  // Cut the compressed stream in the middle.
  std::filesystem::resize_file(file, std::filesystem::file_size(file) / 2);
  const auto items = read_all({file.string()});
  ASSERT_FALSE(items.empty());
  ASSERT_TRUE(items.back().io_error.has_value());
  EXPECT_EQ(items.back().io_error->rfind("broken archive: ", 0), 0u) << *items.back().io_error;

  const auto garbage = dir.write("junk.tar.xz", "this is not an archive at all");
  const auto junk = read_all({garbage.string()});
  ASSERT_EQ(junk.size(), 1u);
  ASSERT_TRUE(junk[0].io_error.has_value());
  EXPECT_EQ(junk[0].io_error->rfind("broken archive: ", 0), 0u) << *junk[0].io_error;
}

}  // namespace
}  // namespace goref::check
