#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace goref::gtp {

/// The controller's side of the response format (GTP v2 spec §2.6, "Response
/// Structure"): an answer is `=[id] text` or `?[id] message`, possibly over
/// several lines, terminated by an empty line. The engine side writes it with
/// format_success / format_failure (response.h); this reads it back, so both
/// directions share one definition of the framing.
struct Answer {
  bool success = false;       ///< '=' (true) or '?' (false)
  std::optional<long> id;     ///< the echoed id, when the engine wrote one
  std::string text;           ///< everything after the prefix and its space, lines joined by LF
};

/// Why a block of lines is no GTP answer.
struct AnswerError {
  std::string message;
};

/// Reads one answer from its lines (the terminating empty line not included,
/// LF-separated, CR already removed). Leading `=`/`?` is required; an id
/// follows directly (digits), then a SPACE or the end of the line. Control
/// characters other than LF make the block garbage: a NUL in an answer means
/// the engine and the controller no longer agree on what is being said.
/// Returns the answer, or sets `error` and returns nullopt.
std::optional<Answer> parse_answer(std::string_view block, AnswerError& error);

/// True if `line` (CR removed) ends an answer: it is empty or holds only
/// spaces and tabs (GNU Go's controllers and gogui treat a whitespace-only
/// line as the terminator too).
bool is_answer_terminator(std::string_view line);

}  // namespace goref::gtp
