#include "gtp/protocol/failure.h"

#include <utility>

namespace goref::gtp {

Failure::Failure(std::string message) : message_(std::move(message)) {}

const char* Failure::what() const noexcept { return message_.c_str(); }

const std::string& Failure::message() const noexcept { return message_; }

}  // namespace goref::gtp
