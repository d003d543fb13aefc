#include "io/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace goref::io {

namespace {

mode_t permissions_for(const std::string& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode)) return info.st_mode & 07777;
  const mode_t mask = ::umask(0);  // the only way to read the umask; set back at once
  ::umask(mask);
  return 0666 & ~mask;
}

}  // namespace

std::string write_file_atomically(const std::string& path, std::string_view text) {
  const std::size_t slash = path.rfind('/');
  const std::string directory = slash == std::string::npos ? std::string() : path.substr(0, slash + 1);
  const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
  if (name.empty()) return std::strerror(EISDIR);
  // Hidden and unmistakable, in the target's directory so that rename() stays atomic.
  std::string temp = directory + "." + name + ".tmp-XXXXXX";
  std::vector<char> buffer(temp.begin(), temp.end());
  buffer.push_back('\0');
  const int fd = ::mkstemp(buffer.data());
  if (fd < 0) return std::strerror(errno);
  temp.assign(buffer.data());
  const auto fail = [&](int error) {
    ::close(fd);
    ::unlink(temp.c_str());
    return std::string(std::strerror(error));
  };
  const char* data = text.data();
  std::size_t left = text.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, data, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      return fail(errno);
    }
    data += n;
    left -= static_cast<std::size_t>(n);
  }
  if (::fchmod(fd, permissions_for(path)) != 0) return fail(errno);
  // On disk before the rename: otherwise a crash could leave the new name on empty data.
  if (::fsync(fd) != 0) return fail(errno);
  if (::close(fd) != 0) {
    const int error = errno;
    ::unlink(temp.c_str());
    return std::strerror(error);
  }
  if (::rename(temp.c_str(), path.c_str()) != 0) {
    const int error = errno;
    ::unlink(temp.c_str());
    return std::strerror(error);
  }
  return {};
}

}  // namespace goref::io
