#!/usr/bin/env python3
"""GNU Go's regression file score.tst through loadsgf, the way gogui-regress runs it.

goref runs in ../shared/data/gnugo (the folder the SGF paths of score.tst are relative to:
`loadsgf games/scoring/score2.sgf`). For every active loadsgf of score.tst: the load
succeeds; `printsgf FILE` then `loadsgf FILE` gives back the same position (showboard:
stones, captures, side to move, phase, rules, komi); final_score answers a score. The
expected scores are GNU Go's own judgement (some marked as known GNU Go failures with *);
how many goref matches is printed, not asserted (dead-stone accuracy is the scoring tests'
business).

Usage: gnugo_score_tst.py GOREF SHARED_DATA. Exit 77 (skip) when the data is absent.
"""
import os
import re
import subprocess
import sys
import tempfile


def answers(stdout):
    out = []
    for block in stdout.decode(errors="replace").split("\n\n"):
        if block:
            out.append((block[0] == "=", block[1:].lstrip("0123456789")[1:]))
    return out


def main():
    goref, shared = sys.argv[1], sys.argv[2]
    folder = os.path.join(shared, "gnugo")
    tst = os.path.join(folder, "tst", "score.tst")
    if not os.path.exists(tst):
        print(f"skipped: {tst} not found (point the CMake cache variable GOREF_SHARED_DATA at ../shared/data)")
        return 77
    tests = []  # (loadsgf arguments, expected regex, known failure)
    current = None
    for line in open(tst):
        line = line.strip()
        if line.startswith("loadsgf "):
            current = line[len("loadsgf "):]
        elif current and re.match(r"^\d+ final_score", line):
            tests.append([current, None, False])
        elif line.startswith("#? [") and tests and tests[-1][1] is None and tests[-1][0] == current:
            m = re.match(r"#\? \[(.*)\](\*?)", line)
            tests[-1][1], tests[-1][2] = m.group(1), m.group(2) == "*"
    failures = []

    def check(name, condition, detail=""):
        print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"))
        if not condition:
            failures.append(name)

    check(f"score.tst: {len(tests)} active final_score tests found", len(tests) >= 20, tests)
    matched = 0
    with tempfile.TemporaryDirectory() as tmp:
        commands = []
        for i, (load, _, _) in enumerate(tests):
            printed = os.path.join(tmp, f"printed{i}.sgf")
            commands += [f"loadsgf {load}", "showboard", "final_score", f"printsgf {printed}", f"loadsgf {printed}",
                         "showboard"]
        r = subprocess.run([goref], input=("\n".join(commands) + "\nquit\n").encode(), capture_output=True,
                           cwd=folder, timeout=600)
        got = answers(r.stdout)
        check("one answer per command, exit 0", len(got) == len(commands) + 1 and r.returncode == 0,
              f"{len(got)} answers, rc {r.returncode}, stderr {r.stderr[-500:]!r}")
        for i, (load, expected, known_failure) in enumerate(tests):
            part = got[6 * i: 6 * i + 6]
            if len(part) < 6:
                break
            (ok_load, text_load), (_, board), (ok_score, score), (ok_print, text_print), (ok_back, text_back), \
                (_, board_back) = part
            check(f"loadsgf {load}", ok_load, text_load)
            check(f"  printsgf + loadsgf give back the same position", ok_print and ok_back and board == board_back,
                  f"{text_print} {text_back}\n{board}\n{board_back}")
            check(f"  final_score answers a score ({score})",
                  ok_score and re.fullmatch(r"[BW]\+\d+(\.\d+)?|0", score) is not None, score)
            if expected and re.fullmatch(expected, score):
                matched += 1
            else:
                print(f"     final_score {score}, GNU Go's expectation [{expected}]" +
                      (" (a known GNU Go failure)" if known_failure else ""))
    print(f"final_score as GNU Go's score.tst expects: {matched} of {len(tests)} (informative)")
    print(f"gnugo score.tst: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
