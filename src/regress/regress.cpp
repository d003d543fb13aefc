#include "regress/regress.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <thread>

#include "regress/report.h"

namespace goref::regress {

namespace {

namespace fs = std::filesystem;

std::vector<std::string> test_files(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (const std::string& path : paths) {
    std::error_code code;
    if (fs::is_directory(path, code)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(path, code); !code && it != fs::recursive_directory_iterator();
           it.increment(code))
        if (it->is_regular_file() && (it->path().extension() == ".tst" || it->path().extension() == ".gtp"))
          found.push_back(it->path().string());
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else {
      files.push_back(path);  // a missing or unreadable file is reported as that file's error
    }
  }
  return files;
}

}  // namespace

int run_regress(const RegressRun& run, std::ostream& out, std::ostream& err) {
  const std::vector<std::string> files = test_files(run.paths);
  if (files.empty()) {
    err << "goref regress: no .tst file in the paths given\n";
    return 2;
  }
  std::vector<FileResult> results(files.size());
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (std::size_t i = next.fetch_add(1); i < files.size(); i = next.fetch_add(1))
      results[i] = run_tst_file(files[i], run.options);
  };
  const int jobs = std::max(1, std::min<int>(run.jobs, static_cast<int>(files.size())));
  std::vector<std::thread> threads;
  for (int i = 1; i < jobs; ++i) threads.emplace_back(work);
  work();
  for (std::thread& thread : threads) thread.join();

  out << (run.json ? json_lines(results) : text_report(results, run.long_form));
  out.flush();
  if (!run.junit.empty()) {
    std::ofstream junit(run.junit, std::ios::binary | std::ios::trunc);
    junit << junit_xml(results);
    junit.close();
    if (!junit) {
      err << "goref regress: cannot write " << run.junit << "\n";
      return 2;
    }
  }
  Totals totals;
  for (const FileResult& file : results) totals.add(file);
  return totals.all_expected() ? 0 : 1;
}

}  // namespace goref::regress
