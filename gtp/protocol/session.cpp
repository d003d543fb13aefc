#include "gtp/protocol/session.h"

#include <exception>
#include <utility>

#include "gtp/protocol/failure.h"
#include "gtp/protocol/line_reader.h"
#include "gtp/protocol/response.h"

namespace goref::gtp {

Session::Session(CommandRegistry& registry) : registry_(registry) {}

void Session::add_administrative_commands(std::string engine_name, std::string engine_version) {
  // Function: Report the GTP protocol version. Arguments: none (extra ones
  // ignored). Fails: never. Returns: 2. gomill refuses engines that do not
  // answer 2 (gtp-sources §1.4).
  registry_.add({"protocol_version", "", "Version of the GTP protocol: always 2.",
                 [](const Command& command) {
                   command.expect_arg_count(0);
                   return std::string("2");
                 }});
  // Function: Report the engine name ("does not include any version
  // information", GTP v2 spec). Fails: never.
  registry_.add({"name", "", "Name of the engine.",
                 [name = std::move(engine_name)](const Command& command) {
                   command.expect_arg_count(0);
                   return name;
                 }});
  // Function: Report the engine version; "" if there is none. Fails: never.
  registry_.add({"version", "", "Version of the engine.",
                 [version = std::move(engine_version)](const Command& command) {
                   command.expect_arg_count(0);
                   return version;
                 }});
  // Function: Tell whether a command is known. Arguments: command name.
  // Fails: syntax error (not exactly one argument). Returns: true/false.
  // Unlisted rows answer false: "Do not declare a command as known if it is
  // known not to work" (GTP v2 spec, gtp-sources §1.4).
  registry_.add({"known_command", "command_name", "Whether command_name is a known command: true or false.",
                 [this](const Command& command) {
                   command.expect_arg_count(1);
                   const CommandSpec* spec = registry_.find(command.arg(0));
                   return std::string(spec != nullptr && spec->listed ? "true" : "false");
                 }});
  // Function: List the known commands, one per line, no trailing spaces
  // (Sabaki splits on LF without trimming), in registration order.
  // Fails: never.
  registry_.add({"list_commands", "", "All known commands, one per line.", [this](const Command& command) {
                   command.expect_arg_count(0);
                   std::string names;
                   for (const CommandSpec* spec : registry_.listed()) {
                     if (!names.empty()) {
                       names.push_back('\n');
                     }
                     names += spec->name;
                   }
                   return names;
                 }});
  // Function: End the session. "The full response of this command must be
  // sent before the engine closes the connection" (GTP v2 spec): the handler
  // only records the request, run() stops after writing the answer.
  // Fails: never.
  registry_.add({"quit", "", "End the session after answering.", [this](const Command& command) {
                   command.expect_arg_count(0);
                   quit_requested_ = true;
                   return std::string();
                 }});
}

std::optional<std::string> Session::handle_line(std::string_view line) {
  std::string response;
  try {
    const std::optional<Command> command = Command::parse(line);
    if (!command) {
      return std::nullopt;
    }
    response = dispatch(*command);
  } catch (const Failure& failure) {  // from parse: id out of range
    response = format_failure(std::nullopt, failure.message());
  } catch (const std::exception& error) {  // e.g. std::bad_alloc while parsing
    response = format_failure(std::nullopt, std::string("internal error: ") + error.what());
  }
  emit_trace(line, response);
  return response;
}

std::string Session::dispatch(const Command& command) {
  const CommandSpec* spec = registry_.find(command.name());
  if (spec == nullptr) {
    return format_failure(command.id(), "unknown command");
  }
  // Convert exactly once, here (Fuego GtpEngine::ExecCommand model).
  try {
    return format_success(command.id(), spec->handler(command));
  } catch (const Failure& failure) {
    return format_failure(command.id(), failure.message());
  } catch (const std::exception& error) {
    return format_failure(command.id(), std::string("internal error: ") + error.what());
  } catch (...) {
    return format_failure(command.id(), "internal error: unknown exception");
  }
}

bool Session::quit_requested() const noexcept { return quit_requested_; }

void Session::run(std::istream& in, std::ostream& out) {
  LineReader reader(in, kMaxLineBytes);
  std::string line;
  for (;;) {
    const LineReader::Status status = reader.read(line);
    if (status == LineReader::Status::kEndOfInput) {
      return;
    }
    std::optional<std::string> response;
    if (status == LineReader::Status::kTooLong && line.find('#') == std::string::npos) {
      response = answer_too_long_line(line);
    } else {
      response = handle_line(line);
    }
    if (!response) {
      continue;
    }
    out << *response;
    // Flush before we could wait for input, never later: a controller that
    // waits for this answer always gets it, while a script of pipelined
    // commands already in our buffer costs one write per buffer, not one
    // per answer (scripted replays are a hot path).
    if (quit_requested_ || in.rdbuf()->in_avail() <= 0) {
      out.flush();
    }
    if (!out || quit_requested_) {
      out.flush();
      return;
    }
  }
}

std::string Session::answer_too_long_line(std::string_view prefix) {
  // Echo the id when the prefix starts with a valid one, so that a controller
  // matching by id still pairs the answer with its command.
  std::optional<long> id;
  try {
    if (const std::optional<Command> command = Command::parse(prefix)) {
      id = command->id();
    }
  } catch (const std::exception&) {
    // Id out of range (or no memory to parse): answer without an id.
  }
  std::string response = format_failure(id, "syntax error: line too long");
  emit_trace(prefix, response);
  return response;
}

void Session::set_trace(Trace trace) { trace_ = std::move(trace); }

void Session::emit_trace(std::string_view line, std::string_view response) const {
  if (!trace_) {
    return;
  }
  try {
    trace_(line, response);
  } catch (...) {
    // Logging must never change what the controller sees.
  }
}

}  // namespace goref::gtp
