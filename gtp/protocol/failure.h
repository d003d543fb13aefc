#pragma once

#include <exception>
#include <string>

namespace goref::gtp {

/// A GTP failure response. A handler (or a Command argument accessor) throws
/// Failure("syntax error: ...") and the Session answers `?[id] <message>`
/// (GTP v2 spec, "Response Structure"). The Session converts it exactly once,
/// so handlers never format responses themselves (Fuego's GtpFailure model,
/// architecture-sources §2.4.5).
///
/// Standard error texts (`unknown command`, `illegal move`, `cannot undo`, ...)
/// are passed verbatim as the message; controllers such as gomill match them
/// exactly (gtp-sources §1.5).
class Failure : public std::exception {
 public:
  explicit Failure(std::string message);

  const char* what() const noexcept override;
  const std::string& message() const noexcept;

 private:
  std::string message_;
};

}  // namespace goref::gtp
