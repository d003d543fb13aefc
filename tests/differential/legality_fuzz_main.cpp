// goref-legality-fuzz: goref's core Board/Game against the slow reference on
// random and adversarial games (tests/differential/README in docs/testing.md).
//   goref-legality-fuzz [--positions N] [--seed S] [--threads T]
// Progress on stderr when it is a terminal; one JSON line on stdout at the end.
// Exit 0: no disagreement; 1: a disagreement (its shrunk reproduction on
// stderr, and in the JSON line); 2: usage error.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>

#include "fuzz_campaign.h"

namespace {

constexpr const char* kUsage =
    "usage: goref-legality-fuzz [--positions N] [--seed S] [--threads T]\n"
    "  compares goref's core Board/Game with a slow reference implementation on\n"
    "  fuzzed games; prints one JSON line; exit 1 on a disagreement\n";

bool parse_number(std::string_view text, std::uint64_t& out) {
  if (text.empty()) return false;
  std::uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    if (value > (UINT64_MAX - 9) / 10) return false;
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  out = value;
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace goref::differential;
  CampaignOptions options;
  options.positions = 1000000;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::cout << kUsage;
      return 0;
    }
    std::uint64_t value = 0;
    if ((arg == "--positions" || arg == "--seed" || arg == "--threads") && i + 1 < argc &&
        parse_number(argv[i + 1], value)) {
      ++i;
      if (arg == "--positions") options.positions = value;
      if (arg == "--seed") options.seed = value;
      if (arg == "--threads") {
        if (value < 1 || value > 256) {
          std::cerr << "goref-legality-fuzz: --threads must be 1..256\n" << kUsage;
          return 2;
        }
        options.threads = static_cast<int>(value);
      }
      continue;
    }
    std::cerr << "goref-legality-fuzz: bad argument '" << arg << "'\n" << kUsage;
    return 2;
  }
  const std::uint64_t target = options.positions;
  if (isatty(STDERR_FILENO)) {
    options.progress = [target](std::uint64_t done, std::uint64_t disagreements) {
      std::fprintf(stderr, "\r%llu / %llu positions (%.1f%%), %llu disagreements ",
                   static_cast<unsigned long long>(done), static_cast<unsigned long long>(target),
                   target == 0 ? 100.0 : 100.0 * static_cast<double>(done) / static_cast<double>(target),
                   static_cast<unsigned long long>(disagreements));
      std::fflush(stderr);
    };
  }
  const CampaignResult result = run_campaign(options);
  if (options.progress) std::fputc('\n', stderr);

  nlohmann::json line = result.stats.to_json();
  line["seed"] = options.seed;
  line["threads"] = options.threads;
  line["seconds"] = result.seconds;
  if (result.first_disagreement) {
    const std::string text = describe(*result.first_disagreement);
    std::cerr << "first disagreement (game " << result.first_disagreement_game << ", shrunk in "
              << result.first_disagreement->replays << " replays):\n"
              << text;
    line["first_disagreement"] = {{"game", result.first_disagreement_game}, {"reproduction", text}};
  }
  std::cout << line.dump() << std::endl;
  return result.stats.disagreements == 0 ? 0 : 1;
}
