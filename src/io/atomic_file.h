#pragma once

// Writing a whole output file so that nobody ever sees half of it: the text goes to a
// temporary file in the same directory, which is then renamed over the target (rename is
// atomic within a file system). A crash, a kill or a full disk leaves either the old file
// or the new one, never a truncated one.

#include <string>
#include <string_view>

namespace goref::io {

// Writes `text` to `path` as described above. Returns "" on success, otherwise the
// system's error text ("No such file or directory", "Permission denied", ...); the target
// is then untouched and no temporary file is left behind. A new file gets the usual
// permissions (0666 less the umask); an existing one keeps its own.
std::string write_file_atomically(const std::string& path, std::string_view text);

}  // namespace goref::io
