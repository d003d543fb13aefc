#include "app/option_parsing.h"

#include <cmath>

namespace goref::app {

namespace po = boost::program_options;

std::string store_with_positional(const std::vector<std::string>& arguments, const po::options_description& options,
                                  const char* positional_name, po::variables_map& values) {
  po::options_description hidden("Hidden");
  hidden.add_options()(positional_name, po::value<std::vector<std::string>>(), positional_name);
  po::options_description all;
  all.add(options).add(hidden);
  po::positional_options_description positional;
  positional.add(positional_name, -1);
  try {
    po::store(po::command_line_parser(arguments).options(all).positional(positional).run(), values);
    po::notify(values);
  } catch (const po::error& error) {
    return error.what();
  }
  return "";
}

std::optional<double> parse_finite_number(const std::string& text) {
  std::size_t used = 0;
  double value = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  if (text.empty() || used != text.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

std::optional<std::pair<int, int>> parse_shard(const std::string& text) {
  const std::size_t slash = text.find('/');
  if (slash == std::string::npos) return std::nullopt;
  const std::optional<double> index = parse_finite_number(text.substr(0, slash));
  const std::optional<double> count = parse_finite_number(text.substr(slash + 1));
  if (!index || !count || *index != static_cast<int>(*index) || *count != static_cast<int>(*count) || *count < 1 ||
      *count > 1'000'000 || *index < 0 || *index >= *count)
    return std::nullopt;
  return std::pair{static_cast<int>(*index), static_cast<int>(*count)};
}

}  // namespace goref::app
