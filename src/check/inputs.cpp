#include "check/inputs.h"

#include <archive.h>
#include <archive_entry.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <system_error>

#include "io/bounded_file.h"

namespace goref::check {

namespace fs = std::filesystem;

namespace {

bool ends_with_ci(std::string_view name, std::string_view suffix) {
  if (name.size() < suffix.size()) return false;
  const std::string_view tail = name.substr(name.size() - suffix.size());
  for (std::size_t i = 0; i < suffix.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(tail[i])) != suffix[i]) return false;
  }
  return true;
}

std::string error_text(const std::error_code& ec) { return ec.message(); }

// A whole regular file into `text`; "" or the error. The bounded reader refuses FIFOs and
// devices (a path such as /dev/zero would otherwise be read forever).
std::string read_file(const std::string& path, std::string& text) {
  return io::read_bounded_file(path, static_cast<std::size_t>(kMaxSgfBytes), text);
}

bool stopped(const std::atomic<bool>* stop) { return stop != nullptr && stop->load(std::memory_order_relaxed); }

void read_archive(const InputPath& input, std::uint64_t base, const std::function<void(Item&&)>& sink,
                  const std::atomic<bool>* stop) {
  std::unique_ptr<archive, int (*)(archive*)> a(archive_read_new(), &archive_read_free);
  auto io_error = [&](std::string message) {
    Item item;
    item.source.file = input.path;
    item.io_error = std::move(message);
    item.bytes_done = base + input.size;
    sink(std::move(item));
  };
  if (!a) return io_error("cannot allocate an archive reader");
  archive_read_support_filter_all(a.get());
  archive_read_support_format_tar(a.get());
  archive_read_support_format_gnutar(a.get());
  archive_read_support_format_zip(a.get());
  if (archive_read_open_filename(a.get(), input.path.c_str(), 1 << 16) != ARCHIVE_OK) {
    const char* message = archive_error_string(a.get());
    return io_error(std::string("broken archive: ") + (message ? message : "cannot open"));
  }
  archive_entry* entry = nullptr;
  std::array<char, 1 << 16> buffer;
  while (true) {
    if (stopped(stop)) return;
    const int status = archive_read_next_header(a.get(), &entry);
    if (status == ARCHIVE_EOF) break;
    if (status != ARCHIVE_OK && status != ARCHIVE_WARN) {
      const char* message = archive_error_string(a.get());
      return io_error(std::string("broken archive: ") + (message ? message : "unreadable entry header"));
    }
    const char* name = archive_entry_pathname(entry);
    if (archive_entry_filetype(entry) != AE_IFREG || name == nullptr || !is_sgf_name(name)) {
      archive_read_data_skip(a.get());
      continue;
    }
    Item item;
    item.source.file = input.path;
    item.source.entry = name;
    if (archive_entry_size_is_set(entry)) {
      const la_int64_t size = archive_entry_size(entry);
      if (size > static_cast<la_int64_t>(kMaxSgfBytes)) {
        item.io_error = std::string("entry ") + name + " too large (" + std::to_string(size) + " bytes)";
        item.bytes_done = base + static_cast<std::uint64_t>(archive_filter_bytes(a.get(), -1));
        sink(std::move(item));
        archive_read_data_skip(a.get());
        continue;
      }
      item.text.reserve(static_cast<std::size_t>(size));
    }
    while (true) {
      const la_ssize_t n = archive_read_data(a.get(), buffer.data(), buffer.size());
      if (n == 0) break;
      if (n < 0) {
        const char* message = archive_error_string(a.get());
        return io_error(std::string("broken archive at ") + name + ": " + (message ? message : "read error"));
      }
      item.text.append(buffer.data(), static_cast<std::size_t>(n));
      if (item.text.size() > kMaxSgfBytes) return io_error(std::string("entry ") + name + " too large");
    }
    item.bytes_done = base + std::min<std::uint64_t>(static_cast<std::uint64_t>(archive_filter_bytes(a.get(), -1)),
                                                     input.size);
    sink(std::move(item));
  }
}

}  // namespace

bool is_archive_name(std::string_view name) {
  for (std::string_view suffix : {".tar", ".tar.gz", ".tgz", ".tar.xz", ".txz", ".tar.bz2", ".tbz2", ".tbz", ".zip"}) {
    if (ends_with_ci(name, suffix)) return true;
  }
  return false;
}

bool is_sgf_name(std::string_view name) { return ends_with_ci(name, ".sgf"); }

std::vector<InputPath> expand_paths(const std::vector<std::string>& paths) {
  std::vector<InputPath> inputs;
  for (const std::string& path : paths) {
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
      inputs.push_back({path, false, 0, ec && ec != std::errc::no_such_file_or_directory ? error_text(ec)
                                                                                          : "no such file or directory"});
      continue;
    }
    if (fs::is_directory(status)) {
      std::vector<InputPath> found;
      fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec);
      if (ec) {
        inputs.push_back({path, false, 0, error_text(ec)});
        continue;
      }
      for (; it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (ec) break;
        std::error_code entry_ec;
        if (!it->is_regular_file(entry_ec)) continue;
        const std::string name = it->path().filename().string();
        const bool archive = is_archive_name(name);
        if (!archive && !is_sgf_name(name)) continue;
        found.push_back({it->path().string(), archive, static_cast<std::uint64_t>(it->file_size(entry_ec)), {}});
      }
      if (ec) {
        inputs.push_back({path, false, 0, "cannot search the directory: " + error_text(ec)});
        continue;
      }
      std::sort(found.begin(), found.end(), [](const InputPath& a, const InputPath& b) { return a.path < b.path; });
      for (InputPath& input : found) inputs.push_back(std::move(input));
      continue;
    }
    if (!fs::is_regular_file(status)) {
      // A FIFO or a device (/dev/zero) would block or never end; the SGF reader refuses them
      // too, but archives are opened by libarchive, so they are turned away here.
      inputs.push_back({path, false, 0, "not a regular file"});
      continue;
    }
    const std::uintmax_t size = fs::file_size(path, ec);
    inputs.push_back({path, is_archive_name(path), ec ? 0 : static_cast<std::uint64_t>(size), {}});
  }
  return inputs;
}

void read_inputs(const std::vector<InputPath>& inputs, const std::function<void(Item&&)>& sink,
                 const std::atomic<bool>* stop) {
  std::uint64_t base = 0;
  for (const InputPath& input : inputs) {
    if (stopped(stop)) return;
    if (input.error) {
      Item item;
      item.source.file = input.path;
      item.io_error = *input.error;
      item.bytes_done = base;
      sink(std::move(item));
      continue;
    }
    if (input.archive) {
      read_archive(input, base, sink, stop);
    } else {
      Item item;
      item.source.file = input.path;
      if (std::string error = read_file(input.path, item.text); !error.empty()) {
        item.text.clear();
        item.io_error = std::move(error);
      }
      item.bytes_done = base + input.size;
      sink(std::move(item));
    }
    base += input.size;
  }
}

}  // namespace goref::check
