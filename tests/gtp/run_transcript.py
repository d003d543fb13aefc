#!/usr/bin/env python3
"""Runs one golden GTP transcript against the goref binary.

A transcript `name.gtp` is a file of GTP commands. Its first lines may say
`# args: --rules japanese` (command-line arguments for goref). Expectations
follow the command they check:

    play w A1
    #? illegal move: suicide        the command must fail with exactly this text
    captures b
    #= 1                            the command must succeed with exactly this text
    showboard
    #= line one                     consecutive #= lines: a multi-line answer
    #= line two
    #~ ^B\\+\\d                      the (success) answer must match this regex (re.search)

A command with no expectation must succeed. When `name.expected` exists
beside the transcript, goref's whole stdout must equal it byte for byte
instead (used for the wire-format tests, whose input holds tabs, CR, NUL...).
Every answer must be well formed: `=`/`?`, optional id, a space, text, and
an empty line; nothing else on stdout.
"""
import re
import subprocess
import sys
from pathlib import Path


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


def main() -> int:
    goref, transcript = str(Path(sys.argv[1]).resolve()), Path(sys.argv[2]).resolve()
    raw = transcript.read_bytes()
    lines = raw.decode("utf-8", errors="replace").split("\n")
    args = []
    for line in lines[:3]:
        if line.startswith("# args:"):
            args = line[len("# args:"):].split()
    run = subprocess.run([goref, *args], input=raw, capture_output=True, cwd=transcript.parent, timeout=300)
    if run.returncode != 0:
        print(f"goref exited with {run.returncode}\nstderr:\n{run.stderr.decode(errors='replace')}")
        return 1
    expected_file = transcript.with_suffix(".expected")
    if expected_file.exists():
        expected = expected_file.read_bytes()
        if run.stdout != expected:
            print(f"stdout differs from {expected_file.name}\n--- expected\n{expected!r}\n--- got\n{run.stdout!r}")
            return 1
        parse_responses(run.stdout)
        print(f"{transcript.name}: stdout matches {expected_file.name}")
        return 0

    # Inline expectations: pair every command line with its response.
    commands = []  # (line number, command text, expectations)
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("#=") or stripped.startswith("#?") or stripped.startswith("#~"):
            if not commands:
                print(f"line {number}: expectation before any command")
                return 1
            commands[-1][2].append((stripped[:2], stripped[3:] if len(stripped) > 2 else ""))
            continue
        if not stripped.split("#", 1)[0].strip():
            continue
        commands.append((number, stripped, []))
    responses = parse_responses(run.stdout)
    if len(responses) != len(commands):
        print(f"{len(commands)} commands but {len(responses)} responses (did goref stop early?)")
        return 1
    failures = 0
    for (number, command, expectations), (success, _id, text) in zip(commands, responses):
        answer = ("= " if success else "? ") + text
        problem = None
        kinds = {kind for kind, _ in expectations}
        if not expectations:
            if not success:
                problem = "unexpected failure"
        elif kinds == {"#="}:
            want = "\n".join(value for _, value in expectations)
            if not success or text != want:
                problem = f"expected '= {want}'"
        elif kinds == {"#?"}:
            want = "\n".join(value for _, value in expectations)
            if success or text != want:
                problem = f"expected '? {want}'"
        elif kinds == {"#~"}:
            if not success or not all(re.search(value, text) for _, value in expectations):
                problem = "expected a success matching " + " and ".join(v for _, v in expectations)
        else:
            problem = "mixed expectation kinds"
        if problem:
            failures += 1
            print(f"{transcript.name}:{number}: {command}\n  {problem}\n  got '{answer}'")
    print(f"{transcript.name}: {len(commands)} commands, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
