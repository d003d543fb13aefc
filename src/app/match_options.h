// `goref match`'s command line and INI file (the same option names, one per
// line as `name = value`; `engine` may repeat), parsed into a MatchConfig.
#pragma once

#include <string>
#include <vector>

#include "app/cli_options.h"

namespace goref::app {

CliParse parse_match_command_line(const std::vector<std::string>& arguments);

// `goref regress`'s command line.
CliParse parse_regress_command_line(const std::vector<std::string>& arguments);

// `goref check-engine`'s command line.
CliParse parse_check_engine_command_line(const std::vector<std::string>& arguments);

}  // namespace goref::app
