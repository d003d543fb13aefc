// run_check: inputs -> (reader) -> SGF texts -> (checkers) -> findings printed in input
// order. With one job everything happens on the calling thread; with N jobs a reader
// thread decompresses and reads, N threads check, and the calling thread prints, so the
// output is the same whatever N is. Texts in flight are bounded (count and bytes).
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stdexcept>
#include <thread>

#include "check/check.h"
#include "check/game_check.h"
#include "check/inputs.h"
#include "check/progress.h"

namespace goref::check {

namespace {

void add(CheckSummary& total, const CheckSummary& part) {
  total.sgf_files += part.sgf_files;
  total.games += part.games;
  total.moves += part.moves;
  total.passed += part.passed;
  total.illegal_games += part.illegal_games;
  total.illegal_moves += part.illegal_moves;
  for (std::size_t i = 0; i < total.illegal_by_reason.size(); ++i) total.illegal_by_reason[i] += part.illegal_by_reason[i];
  total.result_mismatches += part.result_mismatches;
  for (std::size_t i = 0; i < total.verdicts.size(); ++i) total.verdicts[i] += part.verdicts[i];
  total.counted_results += part.counted_results;
  total.unreadable_files += part.unreadable_files;
  total.broken_games += part.broken_games;
  total.games_with_warnings += part.games_with_warnings;
}

// 1234567 -> "1,234,567"
std::string grouped(std::uint64_t n) {
  std::string digits = std::to_string(n);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string fixed(double value, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

std::string rate(double per_second) {
  if (per_second >= 1e6) return fixed(per_second / 1e6, 2) + " M";
  return grouped(static_cast<std::uint64_t>(per_second + 0.5));
}

constexpr core::Legality kReasons[] = {core::Legality::Occupied, core::Legality::OffBoard, core::Legality::Suicide,
                                       core::Legality::Ko,       core::Legality::Superko,  core::Legality::GameOver};
constexpr ResultVerdict kVerdictOrder[] = {ResultVerdict::Match,        ResultVerdict::Mismatch,
                                           ResultVerdict::IllegalMoves, ResultVerdict::Unfinished,
                                           ResultVerdict::NoKomi,       ResultVerdict::NoScore,
                                           ResultVerdict::Skipped};

std::string human_summary(const CheckSummary& s) {
  std::string out;
  const double seconds = std::max(s.seconds, 1e-9);
  if (s.interrupted) out += "goref check: interrupted by a signal: the figures cover the inputs read before it\n";
  out += "goref check: " + grouped(s.games) + (s.games == 1 ? " game" : " games") + " in " + grouped(s.sgf_files) +
         " SGF " + (s.sgf_files == 1 ? "file" : "files");
  if (s.archives > 0) out += " (" + grouped(s.archives) + (s.archives == 1 ? " archive)" : " archives)");
  out += ", " + grouped(s.moves) + " moves, " + fixed(s.seconds, 2) + " s on " + std::to_string(s.threads) +
         (s.threads == 1 ? " thread" : " threads") + ": " + rate(static_cast<double>(s.games) / seconds) +
         " games/s, " + rate(static_cast<double>(s.moves) / seconds) + " moves/s\n";
  auto row = [&](const char* label, std::uint64_t n, const std::string& detail = {}) {
    char buffer[96];
    std::snprintf(buffer, sizeof buffer, "  %-28s %12s", label, grouped(n).c_str());
    out += buffer;
    if (!detail.empty()) out += "   " + detail;
    out += '\n';
  };
  std::string reasons;
  for (core::Legality reason : kReasons) {
    const std::uint64_t n = s.illegal_by_reason[static_cast<std::size_t>(reason)];
    if (n == 0) continue;
    reasons += (reasons.empty() ? "" : ", ") + grouped(n) + " " + std::string(core::to_string(reason));
  }
  row("games", s.games);
  row("passed", s.passed);
  row("with illegal moves", s.illegal_games,
      s.illegal_moves ? grouped(s.illegal_moves) + (s.illegal_moves == 1 ? " move: " : " moves: ") + reasons : "");
  row("result differs from RE", s.result_mismatches);
  row("cannot be replayed", s.broken_games);
  row("unreadable SGF files", s.unreadable_files);
  row("I/O errors", s.io_errors);
  std::string verdicts;
  for (ResultVerdict v : kVerdictOrder) {
    const std::uint64_t n = s.verdicts[static_cast<std::size_t>(v)];
    if (n == 0 && v != ResultVerdict::Match && v != ResultVerdict::Mismatch) continue;
    verdicts += (verdicts.empty() ? "" : ", ") + grouped(n) + " " + std::string(to_string(v));
  }
  row("counted results (RE)", s.counted_results, s.counted_results ? verdicts : "");
  return out;
}

std::string json_summary(const CheckSummary& s) {
  nlohmann::ordered_json j;
  j["type"] = "summary";
  if (s.interrupted) j["interrupted"] = true;
  j["inputs"] = s.inputs;
  j["archives"] = s.archives;
  j["sgf_files"] = s.sgf_files;
  j["games"] = s.games;
  j["moves"] = s.moves;
  j["passed"] = s.passed;
  j["illegal_games"] = s.illegal_games;
  j["illegal_moves"] = s.illegal_moves;
  nlohmann::ordered_json reasons = nlohmann::ordered_json::object();
  for (core::Legality reason : kReasons) {
    const std::uint64_t n = s.illegal_by_reason[static_cast<std::size_t>(reason)];
    if (n > 0) reasons[std::string(core::to_string(reason))] = n;
  }
  j["illegal_by_reason"] = std::move(reasons);
  j["result_mismatches"] = s.result_mismatches;
  j["counted_results"] = s.counted_results;
  nlohmann::ordered_json verdicts = nlohmann::ordered_json::object();
  for (ResultVerdict v : kVerdictOrder) verdicts[std::string(to_string(v))] = s.verdicts[static_cast<std::size_t>(v)];
  j["result_checks"] = std::move(verdicts);
  j["broken_games"] = s.broken_games;
  j["unreadable_files"] = s.unreadable_files;
  j["games_with_warnings"] = s.games_with_warnings;
  j["io_errors"] = s.io_errors;
  j["threads"] = s.threads;
  j["seconds"] = s.seconds;
  const double seconds = std::max(s.seconds, 1e-9);
  j["games_per_second"] = static_cast<double>(s.games) / seconds;
  j["moves_per_second"] = static_cast<double>(s.moves) / seconds;
  return j.dump() + '\n';
}

// Prints outcomes in order and keeps the totals; owned by the calling thread.
class Printer {
 public:
  Printer(const CheckOptions& options, std::ostream& out, std::ostream& err, CheckSummary& summary,
          std::uint64_t total_bytes)
      : options_(options), out_(out), err_(err), summary_(summary), progress_(err, options.progress, total_bytes) {}

  void io_error(const Source& source, const std::string& error, std::uint64_t bytes_done) {
    ++summary_.io_errors;
    progress_.finish();
    if (options_.json) out_ << render_json_io_error(source.file, error);
    else err_ << "goref check: " << source.file << ": " << error << '\n' << std::flush;
    progress_.update(summary_.games, bytes_done);
  }

  void outcome(const Outcome& outcome, std::uint64_t bytes_done) {
    add(summary_, outcome.counts);
    if (!outcome.text.empty()) {
      progress_.finish();
      out_ << outcome.text;
    }
    progress_.update(summary_.games, bytes_done);
  }

  void finish() {
    progress_.finish();
    out_.flush();
  }

 private:
  const CheckOptions& options_;
  std::ostream& out_;
  std::ostream& err_;
  CheckSummary& summary_;
  ProgressBar progress_;
};

void run_single(const CheckOptions& options, const std::vector<InputPath>& inputs, Printer& printer) {
  GameChecker checker(options);
  Outcome outcome;
  read_inputs(inputs, [&](Item&& item) {
    if (item.io_error) return printer.io_error(item.source, *item.io_error, item.bytes_done);
    outcome.text.clear();
    outcome.counts = CheckSummary{};
    checker.check_text(item.source, item.text, outcome);
    printer.outcome(outcome, item.bytes_done);
  }, options.stop);
}

void run_parallel(const CheckOptions& options, const std::vector<InputPath>& inputs, Printer& printer) {
  struct Done {
    Source source;
    std::optional<std::string> io_error;
    Outcome outcome;
    std::uint64_t bytes_done = 0;
    std::size_t text_bytes = 0;
  };
  const std::size_t max_items = 64 * static_cast<std::size_t>(options.jobs) + 256;
  constexpr std::size_t kMaxBytes = std::size_t{256} << 20;

  std::mutex mutex;
  std::condition_variable work_ready, done_ready, space_ready;
  std::deque<std::pair<std::uint64_t, Item>> todo;
  std::map<std::uint64_t, Done> done;
  std::uint64_t produced = 0;
  std::size_t in_flight = 0;
  std::size_t in_flight_bytes = 0;
  bool reading_finished = false;

  std::thread reader([&] {
    read_inputs(inputs, [&](Item&& item) {
      std::unique_lock lock(mutex);
      space_ready.wait(lock, [&] { return in_flight == 0 || (in_flight < max_items && in_flight_bytes < kMaxBytes); });
      const std::uint64_t seq = produced++;
      ++in_flight;
      in_flight_bytes += item.text.size();
      if (item.io_error) {
        Done& d = done[seq];
        d.source = std::move(item.source);
        d.io_error = std::move(item.io_error);
        d.bytes_done = item.bytes_done;
        done_ready.notify_one();
      } else {
        todo.emplace_back(seq, std::move(item));
        work_ready.notify_one();
      }
    }, options.stop);
    std::lock_guard lock(mutex);
    reading_finished = true;
    work_ready.notify_all();
    done_ready.notify_all();
  });

  std::vector<std::thread> workers;
  for (int w = 0; w < options.jobs; ++w) {
    workers.emplace_back([&] {
      GameChecker checker(options);
      while (true) {
        std::unique_lock lock(mutex);
        work_ready.wait(lock, [&] { return !todo.empty() || reading_finished; });
        if (todo.empty()) return;
        auto [seq, item] = std::move(todo.front());
        todo.pop_front();
        lock.unlock();
        Done d;
        d.text_bytes = item.text.size();
        d.bytes_done = item.bytes_done;
        checker.check_text(item.source, item.text, d.outcome);
        d.source = std::move(item.source);
        item.text = std::string();
        lock.lock();
        done.emplace(seq, std::move(d));
        done_ready.notify_all();
      }
    });
  }

  for (std::uint64_t next = 0;; ++next) {
    std::unique_lock lock(mutex);
    done_ready.wait(lock, [&] { return done.count(next) > 0 || (reading_finished && next == produced); });
    if (done.count(next) == 0) break;
    Done d = std::move(done.at(next));
    done.erase(next);
    --in_flight;
    in_flight_bytes -= d.text_bytes;
    space_ready.notify_one();
    lock.unlock();
    if (d.io_error) printer.io_error(d.source, *d.io_error, d.bytes_done);
    else printer.outcome(d.outcome, d.bytes_done);
  }
  reader.join();
  for (std::thread& worker : workers) worker.join();
}

}  // namespace

CheckSummary run_check(const CheckOptions& options, std::ostream& out, std::ostream& err) {
  if (options.jobs < 1) throw std::invalid_argument("--jobs must be at least 1");
  { GameChecker probe(options); }  // bad rule names fail here, before any reading
  const auto start = std::chrono::steady_clock::now();
  CheckSummary summary;
  summary.threads = options.jobs;
  std::vector<InputPath> inputs = expand_paths(options.paths);
  if (options.shard_count > 1) {
    // Sorted by path whatever order the paths were given in, so that every shard of one
    // collection agrees on the list.
    std::stable_sort(inputs.begin(), inputs.end(), [](const InputPath& a, const InputPath& b) { return a.path < b.path; });
    std::vector<InputPath> share;
    for (std::size_t i = 0; i < inputs.size(); ++i)
      if (static_cast<int>(i % static_cast<std::size_t>(options.shard_count)) == options.shard_index)
        share.push_back(std::move(inputs[i]));
    inputs = std::move(share);
  }
  std::uint64_t total_bytes = 0;
  for (const InputPath& input : inputs) {
    if (input.error) continue;
    ++summary.inputs;
    if (input.archive) ++summary.archives;
    total_bytes += input.size;
  }
  Printer printer(options, out, err, summary, total_bytes);
  if (options.jobs == 1) run_single(options, inputs, printer);
  else run_parallel(options, inputs, printer);
  printer.finish();
  summary.interrupted = options.stop != nullptr && options.stop->load();
  summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  out << (options.json ? json_summary(summary) : human_summary(summary));
  out.flush();
  return summary;
}

}  // namespace goref::check
