#!/usr/bin/env python3
"""`goref check-engine` against goref (every check passes), GNU Go (what it really does:
only the long-line checks fail, recommended ones, so it is compliant), and fake engines
with one defect each (tests/match/fake_engine.py --defect NAME): each defect is found by
its own check and nothing else is flagged; the exit status says whether a required check
failed; --json; usage errors.

Usage: check_engine_test.py GOREF [GNUGO]"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FAKE = os.path.join(os.path.dirname(HERE), "match", "fake_engine.py")
failures, passes = [], []

# defect -> the checks that must fail (and only these), and whether one of them is required
DEFECTS = {
    "no-space": ({"framing", "ids"}, True),  # without the space an id cannot be told from the text
    "no-id": ({"ids"}, True),
    "protocol-1": ({"protocol_version"}, True),
    "known-false": ({"known_command"}, True),
    "unknown-wording": ({"unknown_command"}, True),
    "crlf-output": ({"framing"}, True),
    "keeps-cr": ({"crlf"}, True),
    "no-quit-answer": ({"quit"}, True),
    "splits-long-lines": ({"long_line_1000", "long_line_100000"}, False),
    "accepts-any-size": ({"boardsize"}, False),
    "accepts-occupied": ({"illegal_move"}, False),
    "score-words": ({"final_score"}, False),
}


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"))
    (passes if condition else failures).append(name)


def report(goref, *engine):
    r = subprocess.run([goref, "check-engine", "--json", *engine], capture_output=True, text=True, timeout=300)
    try:
        data = json.loads(r.stdout)
    except ValueError:
        return r.returncode, None, r
    return r.returncode, data, r


def failed_checks(data):
    return {c["name"] for c in data["checks"] if c["verdict"] == "FAIL"}


def main():
    goref = os.path.abspath(sys.argv[1])
    gnugo = sys.argv[2] if len(sys.argv) > 2 else "/usr/games/gnugo"
    rc, data, r = report(goref, goref)
    check("goref: every check passes, exit 0", rc == 0 and data and not failed_checks(data)
          and all(c["verdict"] == "PASS" for c in data["checks"]), r.stdout[:2000])
    rc, data, r = report(goref, "python3", FAKE)
    check("the fake engine without a defect passes every check", rc == 0 and data and not failed_checks(data),
          r.stdout[:2000])
    for defect, (expected, required) in DEFECTS.items():
        rc, data, r = report(goref, "python3", FAKE, "--defect", defect)
        got = failed_checks(data) if data else None
        check(f"defect {defect}: found by {sorted(expected)}, nothing else flagged", got == expected, (got, r.stderr))
        check(f"defect {defect}: exit {1 if required else 0}", rc == (1 if required else 0), rc)
        if data:
            failing = [c for c in data["checks"] if c["verdict"] == "FAIL"]
            check(f"defect {defect}: each failure shows why and the exchange",
                  all(c["detail"] and c["sent"] and c["received"] is not None for c in failing), failing[:1])
    if os.path.exists(gnugo):
        # GNU Go's final_score on a 9x9 board with one stone takes ~8 s of reading at its default
        # level: the default 10 s session limit is a speed check a loaded machine fails. These
        # checks are about compliance, so GNU Go gets 120 s (the timeout check is the fakes').
        rc, data, r = report(goref, "--timeout", "120", gnugo, "--mode", "gtp")
        got = failed_checks(data) if data else None
        check("GNU Go: only the long-line checks fail (it splits lines at 1,000 bytes), so it is compliant",
              got == {"long_line_1000", "long_line_100000"} and rc == 0, (got, rc))
        text = subprocess.run([goref, "check-engine", "--timeout", "120", gnugo, "--mode", "gtp"],
                              capture_output=True, text=True, timeout=600).stdout
        check("the text report names each check and ends with the counts",
              "FAIL long_line_1000" in text and "check-engine: 11 passed, 2 failed (0 required)" in text, text[-300:])
    else:
        print(f"skip GNU Go: {gnugo} not found")
    r = subprocess.run([goref, "check-engine"], capture_output=True, text=True)
    check("no engine: exit 2, one line", r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr)
    r = subprocess.run([goref, "check-engine", "/no/such/engine"], capture_output=True, text=True)
    check("an engine that cannot start: exit 2, one line naming it",
          r.returncode == 2 and "/no/such/engine" in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr)
    return failures


if __name__ == "__main__":
    failed = main()
    print(f"check-engine: {len(passes)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)
