#pragma once

// Temporary folders and archives for the goref check tests.

#include <archive.h>
#include <archive_entry.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

namespace goref::check::testing {

namespace fs = std::filesystem;

// A fresh folder under the system temp folder, removed with the object.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "goref-check-XXXXXX").string();
    path_ = mkdtemp(pattern.data());
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const fs::path& path() const { return path_; }

  fs::path write(const std::string& name, const std::string& text) const {
    const fs::path file = path_ / name;
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
    return file;
  }

 private:
  fs::path path_;
};

// Writes an archive (format and filter chosen from the name: .tar.gz, .tar.xz, .tar, .zip).
inline void write_archive(const fs::path& file, const std::vector<std::pair<std::string, std::string>>& entries) {
  archive* a = archive_write_new();
  const std::string name = file.filename().string();
  if (name.ends_with(".zip")) {
    archive_write_set_format_zip(a);
  } else {
    archive_write_set_format_pax_restricted(a);
    if (name.ends_with(".gz")) archive_write_add_filter_gzip(a);
    if (name.ends_with(".xz")) archive_write_add_filter_xz(a);
  }
  archive_write_open_filename(a, file.c_str());
  for (const auto& [path, text] : entries) {
    archive_entry* entry = archive_entry_new();
    archive_entry_set_pathname(entry, path.c_str());
    archive_entry_set_size(entry, static_cast<la_int64_t>(text.size()));
    archive_entry_set_filetype(entry, AE_IFREG);
    archive_entry_set_perm(entry, 0644);
    archive_write_header(a, entry);
    archive_write_data(a, text.data(), text.size());
    archive_entry_free(entry);
  }
  archive_write_close(a);
  archive_write_free(a);
}

}  // namespace goref::check::testing
