#pragma once

// What goref check reads: paths expanded into SGF files and archives, and the SGF texts
// inside them, in a fixed order (paths as given; directory contents sorted by path;
// archive entries in archive order).

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "check/game_check.h"
#include "sgf/reader.h"

namespace goref::check {

struct InputPath {
  std::string path;
  bool archive = false;
  std::uint64_t size = 0;
  std::optional<std::string> error;  // the path cannot be used (missing, unreadable directory)
};

// Archives by name: .tar, .tar.gz/.tgz, .tar.xz/.txz, .tar.bz2/.tbz2, .zip (any case).
bool is_archive_name(std::string_view name);
// SGF files by name: .sgf (any case).
bool is_sgf_name(std::string_view name);

// Each path: a directory is searched recursively for SGF files and archives (sorted by
// path; symbolic links to directories are not followed); a file is an archive by its name,
// and otherwise read as SGF whatever its name.
std::vector<InputPath> expand_paths(const std::vector<std::string>& paths);

// One SGF text, or one I/O error, in input order.
struct Item {
  Source source;
  std::string text;
  std::optional<std::string> io_error;  // set: nothing could be read here (source.file says where)
  std::uint64_t bytes_done = 0;         // input bytes consumed when this item was read (progress)
};

// Files and archive entries larger than the SGF reader's limit (sgf::kMaxSgfBytes, 64 MiB)
// are not read (an I/O error); SGF of real games are a few kB.
inline constexpr std::uint64_t kMaxSgfBytes = sgf::kMaxSgfBytes;

// Reads every input and hands each SGF text (each archive entry named *.sgf) and each I/O
// error to `sink`, in order. Once `*stop` is set (a signal), no further input or archive
// entry is read.
void read_inputs(const std::vector<InputPath>& inputs, const std::function<void(Item&&)>& sink,
                 const std::atomic<bool>* stop = nullptr);

}  // namespace goref::check
