// How a fuzz target reports a broken invariant: one line on stderr, then abort(), which
// libFuzzer (and the replay driver's test) records as a failure with its input.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace goref::fuzz {

[[noreturn]] inline void invariant_failed(const char* what, std::string_view after = {}) {
  if (after.empty()) std::fprintf(stderr, "invariant failed: %s\n", what);
  else std::fprintf(stderr, "invariant failed: %s after: %.*s\n", what, static_cast<int>(after.size()), after.data());
  std::abort();
}

}  // namespace goref::fuzz
