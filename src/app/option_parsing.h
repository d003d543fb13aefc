// What every subcommand's parser does the same way with Boost.Program_options: options plus
// positional words, and numbers given as text.
#pragma once

#include <boost/program_options.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace goref::app {

/// Stores `arguments` into `values`: the `options`, and every other word as the positional
/// option `positional_name` (a vector of strings). Returns "" or Program_options' message.
std::string store_with_positional(const std::vector<std::string>& arguments,
                                  const boost::program_options::options_description& options,
                                  const char* positional_name, boost::program_options::variables_map& values);

/// A finite decimal number written whole ("6.5", "-0.5", "1e1"); nullopt for anything else.
std::optional<double> parse_finite_number(const std::string& text);

/// "I/N" with 0 <= I < N <= 1,000,000 (a shard of N): {I, N}, or nullopt.
std::optional<std::pair<int, int>> parse_shard(const std::string& text);

}  // namespace goref::app
