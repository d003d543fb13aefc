// The ordinary test build's driver for the fuzz targets (no libFuzzer): every file in the
// folders given (committed regression inputs and seeds) is passed to the target once.
// A crash, a sanitizer report or an invariant failure fails the test.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

int main(int argc, char** argv) {
  std::vector<std::filesystem::path> files;
  for (int i = 1; i < argc; ++i) {
    std::error_code code;
    if (std::filesystem::is_regular_file(argv[i], code)) files.emplace_back(argv[i]);
    for (std::filesystem::recursive_directory_iterator it(argv[i], code), end; !code && it != end; it.increment(code))
      if (it->is_regular_file()) files.push_back(it->path());
  }
  for (const auto& file : files) {
    std::ifstream in(file, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  }
  std::printf("replayed %zu inputs\n", files.size());
  return 0;
}
