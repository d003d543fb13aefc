// Log sinks: stderr or a file, never stdout (stdout belongs to GTP).
#pragma once

#include <string>

namespace goref::app {

// Installs spdlog's default logger; returns an error message or "".
std::string install_logger(const std::string& level, const std::string& file);

}  // namespace goref::app
