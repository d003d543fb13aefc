#pragma once

// Reading a whole input file without trusting it: a path a user or a GTP controller names
// may be /dev/zero (endless), a FIFO (blocks until a writer comes, then endless), a
// directory, or a file of many GiB. read_bounded_file() reads regular files only and never
// more than `max_bytes`, so every caller answers in bounded time and memory.

#include <cstddef>
#include <string>

namespace goref::io {

// Reads the regular file at `path` into `text` (replacing it). Returns "" on success,
// otherwise why not, as a short phrase for "<path>: <why>" messages: "is a directory",
// "not a regular file (character device)", "file too large: 1073741824 bytes (the limit is
// 64 MiB)", or the system's error text ("No such file or directory"). On failure
// `text` is left empty.
std::string read_bounded_file(const std::string& path, std::size_t max_bytes, std::string& text);

}  // namespace goref::io
