#include "app/logging.h"

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

namespace goref::app {

std::string install_logger(const std::string& level, const std::string& file) {
  std::shared_ptr<spdlog::logger> logger;
  try {
    if (file.empty()) {
      logger = spdlog::stderr_color_mt("goref");
    } else {
      logger = spdlog::basic_logger_mt("goref", file);
    }
  } catch (const spdlog::spdlog_ex& error) {
    return std::string("cannot open log file: ") + error.what();
  }
  logger->set_level(spdlog::level::from_str(level == "warning" ? "warn" : level));
  logger->set_pattern("[%H:%M:%S.%e] [%l] %v");
  logger->flush_on(spdlog::level::debug);
  spdlog::set_default_logger(logger);
  return "";
}

}  // namespace goref::app
