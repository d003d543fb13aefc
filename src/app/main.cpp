// goref's entry point: parses the command line, installs the log, and runs
// the GTP session (or `goref check`). Only this file touches argv, exit codes
// and log sinks.
#include <iostream>
#include <spdlog/spdlog.h>
#include <string>
#include <vector>

#include "app/cli_options.h"
#include "app/logging.h"
#include "gtp/engine/referee.h"
#include "gtp/protocol/command_registry.h"
#include "gtp/protocol/session.h"

int main(int argc, char** argv) {
  using namespace goref;
  const std::vector<std::string> arguments(argv + 1, argv + argc);
  const app::CliParse parse = app::parse_command_line(arguments);
  if (!parse.options) {
    (parse.exit_code == 0 ? std::cout : std::cerr) << parse.output << '\n';
    return parse.exit_code;
  }
  const app::CliOptions& options = *parse.options;

  if (const std::string error = app::install_logger(options.log_level, options.log_file); !error.empty()) {
    std::cerr << "goref: " << error << '\n';
    return 2;
  }
  std::ios::sync_with_stdio(false);
  gtp::Referee referee(options.referee);
  gtp::CommandRegistry registry;
  gtp::Session session(registry);
  session.add_administrative_commands("goref", "0.1.0");
  gtp::register_referee_commands(registry, referee);
  if (options.mode == app::Mode::GtpReference) {
    std::cout << registry.markdown_reference();
    return 0;
  }
  session.set_trace([](std::string_view command, std::string_view response) {
    spdlog::debug("<< {}", command);
    spdlog::debug(">> {}", response.substr(0, response.size() >= 2 ? response.size() - 2 : response.size()));
  });
  spdlog::info("goref ready: rules {}, board {}", referee.rules_name(), options.referee.board_size);
  session.run(std::cin, std::cout);
  return 0;
}
