#include "match/config.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace goref::match {

namespace {

bool parse_seconds(const std::string& text, double& out) {
  if (text.empty()) return false;
  std::size_t used = 0;
  try {
    out = std::stod(text, &used);
  } catch (const std::exception&) {
    return false;
  }
  return used == text.size() && std::isfinite(out) && out >= 0;
}

bool parse_count(const std::string& text, int& out) {
  if (text.empty() || text.size() > 6) return false;
  for (char c : text)
    if (c < '0' || c > '9') return false;
  out = std::stoi(text);
  return true;
}

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream stream(text);
  while (std::getline(stream, part, separator)) parts.push_back(part);
  if (!text.empty() && text.back() == separator) parts.emplace_back();
  return parts;
}

std::string number_text(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.15g", value);
  return buffer;
}

constexpr const char* kEngineKeys[] = {"name", "cmd", "dir", "env", "restart"};

bool is_engine_key(std::string_view key) {
  for (const char* known : kEngineKeys)
    if (key == known) return true;
  return false;
}

}  // namespace

bool EngineSpec::command_is_per_game() const {
  return command.find("{seed}") != std::string::npos || command.find("{game}") != std::string::npos;
}

std::string EngineSpec::command_for(std::uint64_t seed, const std::string& game_id) const {
  std::string out = command;
  const auto replace_all = [&out](std::string_view token, const std::string& value) {
    for (std::size_t at = out.find(token); at != std::string::npos; at = out.find(token, at + value.size()))
      out.replace(at, token.size(), value);
  };
  replace_all("{seed}", std::to_string(seed));
  replace_all("{game}", game_id);
  return out;
}

std::optional<EngineSpec> parse_engine_spec(const std::string& text, std::string& error) {
  // Split on commas that start a known "key=": a cmd may hold commas of its own.
  std::vector<std::pair<std::string, std::string>> fields;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t next = start;
    std::size_t cut = std::string::npos;
    while ((next = text.find(',', next)) != std::string::npos) {
      const std::size_t equals = text.find('=', next + 1);
      if (equals != std::string::npos && is_engine_key(text.substr(next + 1, equals - next - 1))) {
        cut = next;
        break;
      }
      ++next;
    }
    const std::string field = text.substr(start, cut == std::string::npos ? std::string::npos : cut - start);
    const std::size_t equals = field.find('=');
    if (equals == std::string::npos || !is_engine_key(field.substr(0, equals))) {
      error = "engine spec: expected key=value with key name, cmd, dir, env or restart, got '" + field + "'";
      return std::nullopt;
    }
    fields.emplace_back(field.substr(0, equals), field.substr(equals + 1));
    if (cut == std::string::npos) break;
    start = cut + 1;
  }
  EngineSpec spec;
  for (const auto& [key, value] : fields) {
    if (key == "name") {
      spec.name = value;
    } else if (key == "cmd") {
      spec.command = value;
    } else if (key == "dir") {
      spec.directory = value;
    } else if (key == "env") {
      for (const std::string& assignment : split(value, ';')) {
        const std::size_t equals = assignment.find('=');
        if (equals == std::string::npos || equals == 0) {
          error = "engine spec: env wants NAME=VALUE;NAME=VALUE, got '" + assignment + "'";
          return std::nullopt;
        }
        spec.environment.emplace_back(assignment.substr(0, equals), assignment.substr(equals + 1));
      }
    } else if (key == "restart") {
      if (value == "per-game") spec.restart = RestartPolicy::PerGame;
      else if (value == "on-fault") spec.restart = RestartPolicy::OnFault;
      else {
        error = "engine spec: restart must be per-game or on-fault, got '" + value + "'";
        return std::nullopt;
      }
    }
  }
  if (spec.command.empty()) {
    error = "engine spec: no cmd= in '" + text + "'";
    return std::nullopt;
  }
  if (spec.name.empty()) {
    error = "engine spec: no name= in '" + text + "'";
    return std::nullopt;
  }
  for (char c : spec.name) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                       c == '_' || c == '.';
    if (!plain) {
      error = "engine spec: a name is letters, digits, '-', '_' and '.' (it names log files), got '" + spec.name + "'";
      return std::nullopt;
    }
  }
  return spec;
}

std::string TimeControl::to_string() const {
  switch (kind) {
    case ClockKind::None: return "none";
    case ClockKind::Absolute: return "absolute:" + number_text(main);
    case ClockKind::Canadian:
      return "canadian:" + number_text(main) + ":" + number_text(byo_yomi) + ":" + std::to_string(stones);
    case ClockKind::Japanese:
      return "japanese:" + number_text(main) + ":" + number_text(byo_yomi) + ":" + std::to_string(periods);
    case ClockKind::Fischer: return "fischer:" + number_text(main) + ":" + number_text(increment);
  }
  return "none";
}

std::optional<TimeControl> parse_time_control(const std::string& text, std::string& error) {
  const std::vector<std::string> parts = split(text, ':');
  TimeControl time;
  const std::string& kind = parts.empty() ? text : parts[0];
  const auto fail = [&](const std::string& form) -> std::optional<TimeControl> {
    error = "--time: expected " + form + " (seconds), got '" + text + "'";
    return std::nullopt;
  };
  if (kind == "none" && parts.size() == 1) return time;
  if (kind == "absolute") {
    time.kind = ClockKind::Absolute;
    if (parts.size() != 2 || !parse_seconds(parts[1], time.main) || time.main <= 0) return fail("absolute:MAIN");
  } else if (kind == "canadian") {
    time.kind = ClockKind::Canadian;
    if (parts.size() != 4 || !parse_seconds(parts[1], time.main) || !parse_seconds(parts[2], time.byo_yomi) ||
        !parse_count(parts[3], time.stones) || time.byo_yomi <= 0 || time.stones < 1)
      return fail("canadian:MAIN:PERIOD:STONES");
  } else if (kind == "japanese") {
    time.kind = ClockKind::Japanese;
    if (parts.size() != 4 || !parse_seconds(parts[1], time.main) || !parse_seconds(parts[2], time.byo_yomi) ||
        !parse_count(parts[3], time.periods) || time.byo_yomi <= 0 || time.periods < 1)
      return fail("japanese:MAIN:PERIOD:PERIODS");
  } else if (kind == "fischer") {
    time.kind = ClockKind::Fischer;
    if (parts.size() != 3 || !parse_seconds(parts[1], time.main) || !parse_seconds(parts[2], time.increment) ||
        time.main <= 0)
      return fail("fischer:MAIN:INCREMENT");
  } else {
    return fail("none, absolute:MAIN, canadian:MAIN:PERIOD:STONES, japanese:MAIN:PERIOD:PERIODS or fischer:MAIN:INC");
  }
  return time;
}

nlohmann::json games_config_json(const MatchConfig& config) {
  nlohmann::json engines = nlohmann::json::array();
  for (const EngineSpec& engine : config.engines) {
    nlohmann::json environment = nlohmann::json::object();
    for (const auto& [name, value] : engine.environment) environment[name] = value;
    engines.push_back({{"name", engine.name},
                       {"cmd", engine.command},
                       {"dir", engine.directory},
                       {"env", environment},
                       {"restart", engine.restart == RestartPolicy::PerGame ? "per-game" : "on-fault"}});
  }
  return {
      {"engines", engines},
      {"tournament", config.tournament == TournamentKind::Gauntlet ? "gauntlet" : "round-robin"},
      {"games_per_pair", config.games_per_pair},
      {"sizes", config.sizes},
      {"rules", config.rules},
      {"komi", config.komi ? nlohmann::json(*config.komi) : nlohmann::json(nullptr)},
      {"handicap", config.handicap},
      {"handicap_placement", config.handicap_placement == HandicapPlacement::Free ? "free" : "fixed"},
      {"openings", config.openings},
      {"opening_moves", config.opening_moves},
      {"max_moves", config.max_moves},
      {"max_moves_result", config.max_moves_outcome == MaxMovesOutcome::Void ? "void" : "score"},
      {"seed", config.seed},
      {"time", config.time.to_string()},
      {"move_time", config.move_time},
      {"time_margin_ms", config.time_margin_ms},
      {"hang_timeout", config.hang_timeout},
      {"startup_timeout", config.startup_timeout},
      {"disputes", config.disputes},
      {"max_faults", config.max_faults},
  };
}

nlohmann::json shard_json(const MatchConfig& config) {
  if (config.shard_count <= 1) return nullptr;
  return {{"index", config.shard_index}, {"count", config.shard_count}};
}

nlohmann::json full_config_json(const MatchConfig& config) {
  nlohmann::json json = games_config_json(config);
  json["shard"] = shard_json(config);
  json["sprt"] = config.sprt ? nlohmann::json(config.sprt->to_string()) : nlohmann::json(nullptr);
  json["sprt_shared"] = config.sprt_shared;
  json["concurrency"] = config.concurrency;
  json["out"] = config.out;
  return json;
}

std::string config_hash(const MatchConfig& config) {
  const std::string text = games_config_json(config).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (const char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001b3ULL;
  }
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(hash));
  return buffer;
}

std::vector<std::string> config_differences(const nlohmann::json& recorded, const nlohmann::json& now) {
  std::vector<std::string> differences;
  for (auto it = now.begin(); it != now.end(); ++it) {
    if (!recorded.contains(it.key())) {
      differences.push_back(it.key() + ": not recorded vs " + it.value().dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    } else if (recorded[it.key()] != it.value()) {
      differences.push_back(it.key() + ": " + recorded[it.key()].dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + " (recorded) vs " + it.value().dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    }
  }
  for (auto it = recorded.begin(); it != recorded.end(); ++it)
    if (!now.contains(it.key())) differences.push_back(it.key() + ": " + it.value().dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + " (recorded) vs none");
  return differences;
}

}  // namespace goref::match
