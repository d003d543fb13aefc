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

}  // namespace goref::app
