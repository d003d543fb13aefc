// Fuzz target: `goref regress`'s readers of test files, GNU Go's .tst format and the
// transcript (.gtp) format. Either a file or a message; a file's tests have commands.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/invariant.h"
#include "regress/tst_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace goref;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const bool transcript : {false, true}) {
    std::string error;
    const auto file = transcript ? regress::parse_transcript(text, error) : regress::parse_tst(text, error);
    if (!file && error.empty()) fuzz::invariant_failed("a refused file without a message");
  }
  return 0;
}
