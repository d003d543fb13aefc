#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace goref::gtp {

/// `=[id] <text>\n\n` for a success (GTP v2 spec, "Response Structure").
/// There is always one SPACE after `=`/`=id`, even for an empty result
/// (`= \n\n`), as GNU Go's gtp_start_response writes it: GoGui takes the
/// text after the first space and would read `=1\n\n` as the text "1"
/// (gtp-sources §1.2). The text is passed through sanitize_response_text().
std::string format_success(std::optional<long> id, std::string_view text);

/// `?[id] <message>\n\n` for a failure; same layout and sanitizing.
std::string format_failure(std::optional<long> id, std::string_view message);

/// Makes a handler's result safe to put between the response prefix and the
/// terminating empty line (gtp-sources §1.1-1.2):
///  - HT becomes SPACE; CR and every other control character except LF is
///    removed ("should not be used on output", GTP v2 spec §2.2-2.3);
///  - trailing spaces are removed from every line (Sabaki splits
///    list_commands on LF without trimming);
///  - empty lines after the first are DROPPED: an empty line terminates the
///    response, so it must never occur inside one. Dropping (rather than
///    gomill's "." placeholder or a lone space, which some controllers trim
///    to an empty line anyway) keeps every remaining line meaningful;
///  - the first line may be empty: a text starting with LF (GNU Go's
///    showboard) yields `= \n<line>...`, whose first line is still `= `.
/// Consequently the result never ends in LF or trailing whitespace.
std::string sanitize_response_text(std::string_view text);

}  // namespace goref::gtp
