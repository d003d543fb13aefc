#include "io/bounded_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace goref::io {

namespace {

const char* kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "is a directory";
  if (S_ISCHR(mode)) return "not a regular file (character device)";
  if (S_ISBLK(mode)) return "not a regular file (block device)";
  if (S_ISFIFO(mode)) return "not a regular file (FIFO)";
  if (S_ISSOCK(mode)) return "not a regular file (socket)";
  return "not a regular file";
}

class Descriptor {
 public:
  explicit Descriptor(int fd) : fd_(fd) {}
  ~Descriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  int get() const { return fd_; }

 private:
  int fd_;
};

}  // namespace

std::string read_bounded_file(const std::string& path, std::size_t max_bytes, std::string& text) {
  text.clear();
  // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever; the
  // type is checked on the open descriptor (no race between a stat and the open).
  const Descriptor fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
  if (fd.get() < 0) return std::strerror(errno);
  struct stat info {};
  if (::fstat(fd.get(), &info) != 0) return std::strerror(errno);
  if (!S_ISREG(info.st_mode)) return kind_of(info.st_mode);
  const auto limit_text = [max_bytes] {
    const bool mib = max_bytes % (std::size_t{1} << 20) == 0;
    return " (the limit is " + std::to_string(mib ? max_bytes >> 20 : max_bytes) + (mib ? " MiB)" : " bytes)");
  };
  if (info.st_size > 0 && static_cast<unsigned long long>(info.st_size) > max_bytes)
    return "file too large: " + std::to_string(info.st_size) + " bytes" + limit_text();
  // st_size is only a hint (files in /proc say 0, a file may grow while read): the loop
  // itself stops one byte past the limit.
  text.reserve(static_cast<std::size_t>(info.st_size));
  char buffer[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
    if (n < 0) {
      if (errno == EINTR) continue;
      const std::string error = std::strerror(errno);
      text = std::string();
      return error;
    }
    if (n == 0) break;
    if (text.size() + static_cast<std::size_t>(n) > max_bytes) {
      text = std::string();
      return "file too large: more than " + std::to_string(max_bytes) + " bytes" + limit_text();
    }
    text.append(buffer, static_cast<std::size_t>(n));
  }
  return {};
}

}  // namespace goref::io
