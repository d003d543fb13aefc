#include "match/tournament.h"

#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstring>
#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "match/engine.h"
#include "match/game_runner.h"
#include "match/openings.h"
#include "match/recorded_run.h"
#include "match/run_directory.h"
#include "match/schedule.h"
#include "match/summary.h"
#include "replay/export.h"
#include "rules/registry.h"
#include "sgf/writer.h"

namespace goref::match {

namespace {

using Clock = std::chrono::steady_clock;

std::chrono::milliseconds seconds_ms(double seconds) {
  return std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
}

std::string duration_text(double seconds) {
  char buffer[32];
  const long long s = static_cast<long long>(seconds);
  if (s >= 3600) std::snprintf(buffer, sizeof buffer, "%lldh%02lldm", s / 3600, (s / 60) % 60);
  else if (s >= 60) std::snprintf(buffer, sizeof buffer, "%lldm%02llds", s / 60, s % 60);
  else std::snprintf(buffer, sizeof buffer, "%llds", s);
  return buffer;
}

class Match {
 public:
  Match(const MatchConfig& config, std::ostream& messages, bool progress, const std::atomic<bool>* stop)
      : config_(config), messages_(messages), progress_(progress), external_stop_(stop) {}

  RunResult run(const std::string& goref_version, std::ostream& table) {
    RunResult result;
    const rules::RulesParse parsed = rules::parse_rules(config_.rules);
    if (!parsed.value) return fail(result, 2, "--rules: " + parsed.error);
    setting_.config = &config_;
    setting_.rules = *parsed.value;
    // A signal or an SPRT decision abandons the games in flight (the monitor thread sets
    // abandon_); the fault threshold lets them finish.
    setting_.stop = &abandon_;
    if (!config_.openings.empty()) {
      const std::string error = load_openings(config_.openings, config_.opening_moves, setting_.rules.rules, openings_);
      if (!error.empty()) return fail(result, 2, "--openings: " + error);
    }
    schedule_ = build_schedule(config_, static_cast<int>(openings_.size()));
    if (!openings_.empty())
      for (ScheduledGame& game : schedule_) game.size = openings_[static_cast<std::size_t>(game.opening)].size;

    // Every engine must start and answer as GTP before a game is played: a typo in a
    // command line is one clear line now, not a thousand forfeits.
    nlohmann::json engines = nlohmann::json::array();
    for (const EngineSpec& spec : config_.engines) {
      Engine probe(spec);
      std::string error;
      const std::uint64_t seed = schedule_.empty() ? 0 : schedule_.front().seed;
      if (!probe.prepare(seed, "probe", seconds_ms(config_.startup_timeout), error))
        return fail(result, 2, "engine '" + spec.name + "': " + error);
      engines.push_back({{"name", spec.name}, {"reported_name", probe.reported_name()},
                         {"version", probe.reported_version()}, {"cmd", spec.command}});
      probe.shut_down();
    }
    // Faults recorded by earlier sessions are in the table but do not count towards
    // --max-faults: a run stopped by the threshold must be resumable.
    const auto visit = [this](const nlohmann::json& game) { tally_.add(game); };
    if (const std::string error = directory_.open(config_, engines, goref_version, visit); !error.empty())
      return fail(result, 2, error);
    std::size_t share = 0;  // games of this shard's part of the schedule
    for (const ScheduledGame& game : schedule_) {
      if (game.pair % config_.shard_count != config_.shard_index) continue;
      ++share;
      if (!directory_.finished(game.index)) pending_.push_back(game);
    }
    share_ = share;
    if (directory_.resumed())
      messages_ << "goref match: resuming " << config_.out << ": " << directory_.finished_count()
                << " games recorded, " << pending_.size() << " to play\n";
    if (config_.sprt) {
      evaluate_local_sprt();
      if (!config_.sprt_shared.empty()) poll_shared_folder();
      if (!sprt_reason_.empty()) pending_.clear();  // decided before this session: nothing to play
    }

    started_ = Clock::now();
    std::thread monitor([this] { monitor_stop(); });
    const int workers = std::max(1, std::min<int>(config_.concurrency, static_cast<int>(pending_.size())));
    std::vector<std::thread> threads;
    for (int i = 0; i < workers; ++i) threads.emplace_back([this] { work(); });
    for (std::thread& thread : threads) thread.join();
    {
      std::lock_guard<std::mutex> lock(monitor_mutex_);
      workers_done_ = true;
    }
    monitor_wake_.notify_all();
    monitor.join();
    if (progress_) messages_ << "\r\033[K" << std::flush;

    std::vector<std::pair<std::string, std::string>> names;
    for (const auto& [a, b] : engine_pairings(config_))
      names.emplace_back(config_.engines[static_cast<std::size_t>(a)].name,
                         config_.engines[static_cast<std::size_t>(b)].name);
    table << tally_.table(names, config_.sprt);
    const double wall = std::chrono::duration<double>(Clock::now() - started_).count();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double cpu = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                       static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    char line[240];
    std::snprintf(line, sizeof line,
                  "%d games played in %.1f s; %zu of %zu scheduled games recorded%s; runner CPU %.2f s (%.1f us per move)\n",
                  played_, wall, directory_.finished_count(), share_,
                  config_.shard_count > 1 ? (" (shard " + std::to_string(config_.shard_index) + "/" +
                                             std::to_string(config_.shard_count) + ")").c_str()
                                          : "",
                  cpu,
                  moves_ > 0 ? cpu * 1e6 / static_cast<double>(moves_) : 0.0);
    table << line;
    table.flush();
    result.games_played = played_;
    if (!sprt_reason_.empty() && stop_reason_.empty()) {
      // The test decided: the run did what it was asked, however many games remain.
      messages_ << "goref match: " << sprt_reason_ << "\n";
    } else if (!stop_reason_.empty()) {
      messages_ << "goref match: " << stop_reason_ << "\n";
      result.exit_code = 1;
    } else if (directory_.finished_count() < share_) {
      messages_ << "goref match: stopped with " << share_ - directory_.finished_count()
                << " games to play; run the same command again to resume\n";
      result.exit_code = 1;
    }
    return result;
  }

 private:
  RunResult& fail(RunResult& result, int code, const std::string& message) {
    messages_ << "goref match: " << message << "\n";
    result.exit_code = code;
    return result;
  }

  bool stopping() const { return stop_.load() || abandon_.load() || (external_stop_ && external_stop_->load()); }

  // Runs beside the workers: passes a signal on to the games in flight at once, and
  // with --sprt-shared follows every shard's journal in the shared folder.
  void monitor_stop() {
    auto next_poll = Clock::now();
    std::unique_lock<std::mutex> lock(monitor_mutex_);
    while (!workers_done_) {
      monitor_wake_.wait_for(lock, std::chrono::milliseconds(100));
      if (external_stop_ && external_stop_->load()) abandon_.store(true);
      if (config_.sprt && !config_.sprt_shared.empty() && Clock::now() >= next_poll) {
        lock.unlock();
        poll_shared_folder();
        lock.lock();
        next_poll = Clock::now() + std::chrono::seconds(2);
      }
    }
  }

  std::string sprt_summary(const SprtState& state) const {
    char text[200];
    std::snprintf(text, sizeof text, "SPRT %s after %lld games, LLR %.2f (bounds %.2f, %.2f)",
                  state.decision == SprtDecision::AcceptH1 ? "accepted H1 (elo1)" : "accepted H0 (elo0)", state.games,
                  state.llr, config_.sprt->lower_bound(), config_.sprt->upper_bound());
    return text;
  }

  const std::pair<std::string, std::string> first_pairing() const {
    const auto [a, b] = engine_pairings(config_).front();
    return {config_.engines[static_cast<std::size_t>(a)].name, config_.engines[static_cast<std::size_t>(b)].name};
  }

  // Caller holds mutex_ (or no worker runs yet). After every finished pair: a decision
  // abandons the games in flight and ends the run.
  void evaluate_local_sprt() {
    if (!config_.sprt || !config_.sprt_shared.empty() || !sprt_reason_.empty()) return;
    const auto [first, second] = first_pairing();
    const SprtState state = evaluate_sprt(*config_.sprt, tally_.pair(first, second));
    last_llr_ = state.llr;
    if (state.decision == SprtDecision::Continue) return;
    sprt_reason_ = sprt_summary(state);
    abandon_.store(true);
  }

  // The shards' shared folder: every subfolder holding this match's records, read
  // incrementally; a decision is written to sprt-decision.json (whole, by rename) for the
  // shards that have not seen it, and one written by another shard stops this one.
  void poll_shared_folder() {
    namespace fs = std::filesystem;
    const fs::path shared(config_.sprt_shared);
    const fs::path decision_path = shared / "sprt-decision.json";
    std::error_code code;
    if (fs::exists(decision_path, code)) {
      std::ifstream file(decision_path);
      nlohmann::json decision;
      try {
        file >> decision;
      } catch (const std::exception&) {
        return;  // being written: the rename makes it whole at the next poll
      }
      if (decision.value("config_hash", "") == config_hash(config_)) {
        std::lock_guard<std::mutex> lock(mutex_);
        if (sprt_reason_.empty()) sprt_reason_ = decision.value("summary", std::string("SPRT decided")) + " (decided by " +
                                                 decision.value("decided_by", std::string("another shard")) + ")";
        abandon_.store(true);
        return;
      }
    }
    for (fs::directory_iterator it(shared, code), end; !code && it != end; it.increment(code)) {
      const std::string folder = it->path().string();
      if (followers_.count(folder)) continue;
      RecordedRun run;
      if (!read_recorded_run(folder, run).empty() || run.run.value("config_hash", "") != config_hash(config_)) continue;
      followers_.emplace(folder, JournalFollower((it->path() / "games.jsonl").string()));
    }
    for (auto& [folder, follower] : followers_) follower.poll([this](const nlohmann::json& game) { shared_tally_.add(game); });
    const auto [first, second] = first_pairing();
    const SprtState state = evaluate_sprt(*config_.sprt, shared_tally_.pair(first, second));
    std::lock_guard<std::mutex> lock(mutex_);
    last_llr_ = state.llr;
    if (state.decision == SprtDecision::Continue || !sprt_reason_.empty()) return;
    sprt_reason_ = sprt_summary(state) + " over every shard in " + config_.sprt_shared;
    abandon_.store(true);
    const nlohmann::json decision = {{"config_hash", config_hash(config_)}, {"decision", to_string(state.decision)},
                                     {"llr", state.llr}, {"games", state.games}, {"summary", sprt_summary(state)},
                                     {"decided_by", config_.out}};
    const std::string temporary = decision_path.string() + "." + std::to_string(::getpid()) + ".tmp";
    {
      std::ofstream file(temporary);
      file << decision.dump(2) << "\n";
    }
    fs::rename(temporary, decision_path, code);
  }

  // Caller holds mutex_.
  void count_faults(const nlohmann::json& game) {
    for (const nlohmann::json& fault : game.value("faults", nlohmann::json::array())) {
      const std::string engine = fault.value("engine", "");
      if (++faults_[engine] > config_.max_faults && stop_reason_.empty()) {
        stop_reason_ = "engine '" + engine + "' has had " + std::to_string(faults_[engine]) +
                       " faults, more than --max-faults " + std::to_string(config_.max_faults) +
                       "; the run stops (run the same command again to resume)";
        stop_.store(true);
      }
    }
  }

  void work() {
    std::vector<std::unique_ptr<Engine>> engines;
    for (const EngineSpec& spec : config_.engines) engines.push_back(std::make_unique<Engine>(spec));
    while (true) {
      if (external_stop_ && external_stop_->load()) stop_.store(true);
      if (stopping()) break;
      const std::size_t next = next_.fetch_add(1);
      if (next >= pending_.size()) break;
      const ScheduledGame& game = pending_[next];
      Engine& black = *engines[static_cast<std::size_t>(game.black)];
      Engine& white = *engines[static_cast<std::size_t>(game.white)];
      GameOutcome outcome;
      std::string failure;
      try {
        outcome = play_one(game, black, white);
      } catch (const std::exception& error) {
        // A bug of ours must not take the other games with it (nor leave a half record).
        failure = std::string("internal error in game ") + game.id + ": " + error.what();
      }
      if (failure.empty() && outcome.reason == EndReason::Aborted) break;
      std::lock_guard<std::mutex> lock(mutex_);
      nlohmann::json line;
      std::string error = failure;
      if (error.empty()) {
        try {
          error = directory_.record(outcome, line);
        } catch (const std::exception& e) {
          error = e.what();
        }
        if (!error.empty()) error = "cannot record game " + game.id + ": " + error;
      }
      if (!error.empty()) {
        if (stop_reason_.empty()) stop_reason_ = error + "; the run stops";
        stop_.store(true);
        break;
      }
      ++played_;
      moves_ += outcome.moves;
      if (tally_.add(line)) evaluate_local_sprt();
      count_faults(line);
      if (game.black == 0 || game.white == 0) update_tally(outcome);
      draw_progress();
    }
    for (auto& engine : engines) engine->shut_down();
  }

  GameOutcome play_one(const ScheduledGame& game, Engine& black, Engine& white) {
    GameSetting setting = setting_;
    setting.opening = game.opening >= 0 ? &openings_[static_cast<std::size_t>(game.opening)] : nullptr;
    black.log_to(directory_.log_path(game.id, black.name()));
    white.log_to(directory_.log_path(game.id, white.name()));
    // An engine that cannot be started for this game loses it; the run goes on (and
    // its faults count towards --max-faults).
    std::vector<Fault> start_faults;
    std::string black_error, white_error;
    const bool black_ready = black.prepare(game.seed, game.id, seconds_ms(config_.startup_timeout), black_error);
    const bool white_ready = white.prepare(game.seed, game.id, seconds_ms(config_.startup_timeout), white_error);
    GameOutcome outcome;
    if (black_ready && white_ready) {
      outcome = play_game(setting, game, black, white);
    } else {
      outcome.game = game;
      outcome.black = black.name();
      outcome.white = white.name();
      outcome.rules = setting.rules.name;
      outcome.komi = komi_for(config_, setting.rules.rules, config_.handicap);
      outcome.handicap = config_.handicap;
      outcome.reason = EndReason::Crash;
      if (!black_ready) outcome.faults.push_back({black.name(), "start", black_error});
      if (!white_ready) outcome.faults.push_back({white.name(), "start", white_error});
      if (!black_ready && !white_ready) {
        outcome.result = "Void";
        outcome.detail = "neither engine started";
      } else {
        outcome.winner = black_ready ? core::Color::Black : core::Color::White;
        outcome.result = black_ready ? "B+F" : "W+F";
        outcome.detail = "did not start: " + (black_ready ? white_error : black_error);
      }
      sgf::GameRecord record;
      record.width = record.height = game.size;
      record.komi = sgf::komi_from_points(outcome.komi);
      record.rules = replay::sgf_rules_value(setting.rules);
      record.black_player = outcome.black;
      record.white_player = outcome.white;
      record.result = outcome.result;
      record.comments.push_back({0, "goref match: " + outcome.result + " (crash): " + outcome.detail});
      outcome.sgf = sgf::write_game_record(record);
    }
    black.finish_game();
    white.finish_game();
    return outcome;
  }

  void update_tally(const GameOutcome& outcome) {
    const std::string& first = config_.engines.front().name;
    if (outcome.result == "Void") return;
    if (outcome.winner == core::Color::Empty) {
      ++draws_;
    } else if (outcome.engine_of(outcome.winner) == first) {
      ++wins_;
    } else {
      ++losses_;
    }
  }

  // Caller holds mutex_.
  void draw_progress() {
    if (!progress_) return;
    const double elapsed = std::chrono::duration<double>(Clock::now() - started_).count();
    const std::size_t total = pending_.size();
    const double eta = played_ > 0 ? elapsed / played_ * static_cast<double>(total - static_cast<std::size_t>(played_)) : 0;
    const auto [first, second] = first_pairing();
    const PairTally pair = tally_.pair(first, second);
    const EloEstimate elo = pair.estimate();
    char statistics[96] = "";
    if (elo.defined && std::isfinite(elo.elo_error))
      std::snprintf(statistics, sizeof statistics, ", Elo %+.0f±%.0f", elo.elo, elo.elo_error);
    else if (elo.defined)
      std::snprintf(statistics, sizeof statistics, ", Elo %s", elo.elo > 0 ? "+inf" : "-inf");
    if (config_.sprt)
      std::snprintf(statistics + std::strlen(statistics), sizeof statistics - std::strlen(statistics), ", LLR %.2f",
                    last_llr_);
    char line[320];
    std::snprintf(line, sizeof line, "\r\033[K%s: %d/%zu games, %s %d-%d-%d%s, elapsed %s, ETA %s",
                  config_.out.c_str(), played_, total, config_.engines.front().name.c_str(), wins_, losses_, draws_,
                  statistics, duration_text(elapsed).c_str(), duration_text(eta).c_str());
    messages_ << line << std::flush;
  }

  const MatchConfig& config_;
  std::ostream& messages_;
  bool progress_;
  const std::atomic<bool>* external_stop_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> abandon_{false};  // the games in flight end at their next turn
  std::mutex monitor_mutex_;
  std::condition_variable monitor_wake_;
  bool workers_done_ = false;
  std::size_t share_ = 0;
  std::string sprt_reason_;
  double last_llr_ = 0;
  std::map<std::string, JournalFollower> followers_;  // monitor thread only
  MatchTally shared_tally_;                          // monitor thread only
  GameSetting setting_;
  std::vector<Opening> openings_;
  std::vector<ScheduledGame> schedule_;
  std::vector<ScheduledGame> pending_;
  std::atomic<std::size_t> next_{0};
  RunDirectory directory_;
  MatchTally tally_;
  std::mutex mutex_;
  std::map<std::string, int> faults_;
  std::string stop_reason_;
  int played_ = 0;
  long long moves_ = 0;
  int wins_ = 0, losses_ = 0, draws_ = 0;
  Clock::time_point started_;
};

}  // namespace

RunResult run_match(const MatchConfig& config, const std::string& goref_version, std::ostream& table,
                    std::ostream& messages, bool progress, const std::atomic<bool>* stop) {
  Match match(config, messages, progress, stop);
  return match.run(goref_version, table);
}

}  // namespace goref::match
