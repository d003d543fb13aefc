// The command lines of goref's subcommands, each parsed by a pure function: `goref match`
// (and its INI file: the same option names as `name = value` lines, `engine` repeated)
// into a MatchConfig, `goref regress` and `goref check-engine`.
#pragma once

#include <string>
#include <vector>

#include "app/cli_options.h"

namespace goref::app {

CliParse parse_match_command_line(const std::vector<std::string>& arguments);
// `goref match merge|stats|report`'s command line (`verb` is the word after `match`).
CliParse parse_match_records_command_line(const std::string& verb, const std::vector<std::string>& arguments);

// `goref regress`'s command line.
CliParse parse_regress_command_line(const std::vector<std::string>& arguments);

// `goref check-engine`'s command line.
CliParse parse_check_engine_command_line(const std::vector<std::string>& arguments);

}  // namespace goref::app
