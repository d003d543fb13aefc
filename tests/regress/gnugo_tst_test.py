#!/usr/bin/env python3
"""GNU Go's own regression files (../shared/data/gnugo/tst/*.tst) run by `goref regress`
against GNU Go (Debian's gnugo) give the counts GNU Go's own regress.sh gives. Those are
worked out here as regress.sh works them out: GNU Go fed the whole file on stdin
(test.sh), its numbered answers read by regress.awk's rules (the first line of `=N`/`?N`
answers, the pattern anchored ^...$, `!` negates, `*` expected to fail, `&` ignored, a
missing closing bracket tolerated), and pinned below. Also: --jobs 2 reports the same.

Usage: gnugo_tst_test.py GOREF GNUGO SHARED_DATA. Exit 77 (skip) when GNU Go or the data
is missing."""
import glob
import json
import os
import re
import subprocess
import sys
import time

# regress.sh's counts for GNU Go 3.8 on these files (passes, failures; unexpected passes and
# failures), worked out by regress_awk() below and checked against `goref regress` here.
PINNED = {
    "score.tst": dict(passes=28, failures=1, unexpected_pass=2, unexpected_fail=0),
    "unconditional.tst": dict(passes=673, failures=0, unexpected_pass=0, unexpected_fail=0),
}


def regress_awk(tst, answers):
    """passes, failures, unexpected passes, unexpected failures as regress.awk counts them."""
    expect, num = {}, None
    for line in open(tst):
        line = line.rstrip("\n")
        if line.startswith("#?"):
            expect[num] = re.sub(r"^#\? *", "", line)
        elif line.split():
            num = line.split()[0]
    counts = dict(passes=0, failures=0, unexpected_pass=0, unexpected_fail=0)
    for num, result in answers:
        e = expect.get(num, "")
        correct = re.sub(r"\][&*]*$", "", re.sub(r"^\[", "", e))
        if e.endswith("&"):
            continue
        negate = correct.startswith("!")
        regex = "^" + (correct[1:] if negate else correct) + "$"
        matched = re.search(regex, result) is not None
        if negate:
            matched = not matched
        if matched:
            counts["passes"] += 1
            counts["unexpected_pass"] += e.endswith("*")
        else:
            counts["failures"] += 1
            counts["unexpected_fail"] += not e.endswith("*")
    return counts


def main():
    goref, gnugo, shared = sys.argv[1], sys.argv[2], sys.argv[3]
    folder = os.path.join(shared, "gnugo")
    files = sorted(glob.glob(os.path.join(folder, "tst", "*.tst")))
    if not os.path.exists(gnugo) or not files:
        print(f"skipped: needs {gnugo} and {folder}/tst/*.tst")
        return 77
    failed = []
    passed = 0

    def check(name, condition, detail=""):
        nonlocal passed
        print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"))
        if condition:
            passed += 1
        else:
            failed.append(name)

    start = time.monotonic()
    r = subprocess.run([goref, "regress", "--engine", f"{gnugo} --mode gtp", "--directory", folder, "--json", *files],
                       capture_output=True, text=True, timeout=1200)
    wall_one = time.monotonic() - start
    rows = [json.loads(l) for l in r.stdout.splitlines()]
    start = time.monotonic()
    r2 = subprocess.run([goref, "regress", "--engine", f"{gnugo} --mode gtp", "--directory", folder, "--json",
                         "--jobs", "2", *files], capture_output=True, text=True, timeout=1200)
    wall_two = time.monotonic() - start
    for tst in files:
        name = os.path.basename(tst)
        # test.sh: the whole file on GNU Go's stdin; regress.awk reads the numbered answers.
        raw = subprocess.run([gnugo, "--quiet", "--mode", "gtp"], stdin=open(tst), capture_output=True, text=True,
                             cwd=folder, timeout=1200).stdout
        answers = [(m.group(1), m.group(2).split("\n")[0]) for m in re.finditer(r"^[=?](\d+) (.*)$", raw, re.M)]
        awk = regress_awk(tst, answers)
        tests = [row for row in rows if "result" in row and row["file"] == tst]
        ours = dict(passes=sum(t["result"] in ("passed", "PASSED") for t in tests),
                    failures=sum(t["result"] in ("failed", "FAILED") for t in tests),
                    unexpected_pass=sum(t["result"] == "PASSED" for t in tests),
                    unexpected_fail=sum(t["result"] == "FAILED" for t in tests))
        print(f"{name}: regress.sh {awk}; goref regress {ours}")
        check(f"{name}: goref regress counts what GNU Go's regress.sh counts", ours == awk, (ours, awk))
        if PINNED.get(name) is not None:
            check(f"{name}: the counts are the pinned ones", ours == PINNED[name], (ours, PINNED[name]))
    strip = lambda out: [{k: v for k, v in json.loads(l).items() if k != "seconds"} for l in out.splitlines()]
    check("--jobs 2 reports the same results as --jobs 1", strip(r.stdout) == strip(r2.stdout))
    print(f"wall time: --jobs 1 {wall_one:.1f} s, --jobs 2 {wall_two:.1f} s")
    print(f"gnugo tst: {passed} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
