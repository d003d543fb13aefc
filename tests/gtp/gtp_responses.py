"""GTP responses read strictly: `=`/`?`, an optional id, a space, text, an empty line;
anything else on stdout is an error. Shared by the Python tests that read goref's raw stdout."""
import re


def parse_responses(out: bytes):
    """Splits stdout into responses; raises on anything that is not GTP."""
    text = out.decode("utf-8", errors="replace")
    responses = []
    pos = 0
    while pos < len(text):
        end = text.find("\n\n", pos)
        if end < 0:
            raise AssertionError(f"unterminated response at byte {pos}: {text[pos:pos+80]!r}")
        block = text[pos:end]
        m = re.match(r"([=?])(\d*) (.*)\Z", block, re.S)
        if not m:
            raise AssertionError(f"malformed response: {block[:200]!r}")
        responses.append((m.group(1) == "=", m.group(2), m.group(3)))
        pos = end + 2
    return responses
