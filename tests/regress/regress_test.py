#!/usr/bin/env python3
"""`goref regress` through the binary: .tst files against goref itself, against fake engines
that crash at test 3, hang at test 5 or answer garbage (each gives the right categories and
the run finishes), bad files (malformed #?, a missing SGF, a binary file, an empty file,
a folder) with a clear per-file error while the run goes on, JUnit XML with the elements CI
systems require, JSON lines, --jobs 2 equal to --jobs 1, and the exit status.

Usage: regress_test.py GOREF"""
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
FAKE = os.path.join(os.path.dirname(HERE), "match", "fake_engine.py")
failures, passes = [], []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"))
    (passes if condition else failures).append(name)


GENMOVES = "boardsize 9\nclear_board\n" + "".join(f"{i} genmove {'b' if i % 2 else 'w'}\n#? [[A-HJ][1-9]|pass]\n"
                                                   for i in range(1, 9))

GOREF_TST = """# goref's own answers, gogui-regress style
boardsize 9
1 play b E5
#? []
2 play w E5
#? [illegal move: occupied]*
3 is_legal w E5
#? [0]
4 is_legal w D5
#? [!0]
5 final_score
#? [B\\+73\\.5]
6 name
#? [goref]*
7 name
#? [gor.f]&
8 protocol_version
"""


def main():
    goref = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as folder:
        def write(name, text, mode="w"):
            path = os.path.join(folder, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, mode) as f:
                f.write(text)
            return path

        def regress(*args, timeout=300):
            r = subprocess.run([goref, "regress", *args], capture_output=True, text=True, timeout=timeout, cwd=folder)
            return r

        # Patterns the regex library cannot take safely (a back-reference number that
        # overflows inside it and stacked quantifiers that backtrack for minutes, both found
        # by fuzzing; deep nesting; huge counts): one file error each.
        for name, pattern in [("backref", "a\\66666666666666666666"), ("nesting", "(" * 40 + "a" + ")" * 40),
                              ("count", "a{1000}"), ("long", "a" * 3000),
                              ("stacked", "C" + "*" * 100 + "2"), ("group", "(a*)*b")]:
            hostile = write(f"hostile/{name}.tst", f"1 name\n#? [{pattern}]\n")
            r = regress(hostile)
            check(f"a hostile expected pattern ({name}) is a file error, not a crash",
                  r.returncode == 1 and "expected answer refused" in r.stdout and "1 file errors" in r.stdout,
                  r.stdout + r.stderr)

        good = write("good/goref.tst", GOREF_TST)
        r = regress(good)
        check("goref's own file: exit 1, because of the unexpected pass",
              r.returncode == 1, r.stdout + r.stderr)
        check("test 2: a `?` answer fails even where the pattern matches its text (expected failure: 'failed')",
              "goref.tst:2" not in r.stdout, r.stdout)
        check("test 6: a test marked * that passes is an unexpected PASS",
              "goref.tst:6 unexpected PASS" in r.stdout, r.stdout)
        check("the summary counts in gogui-regress's categories",
              "Summary: 5/8 passes. 1 unexpected passes, 0 unexpected failures, 1 expected failures, 1 ignored" in r.stdout,
              r.stdout)
        r = regress("--long", good)
        check("--long prints every test", all(f"goref.tst:{i} " in r.stdout for i in range(1, 9)), r.stdout)

        passing = write("good/passing.tst", "boardsize 9\n1 play b E5\n#? []\n2 is_legal w E5\n#? [0]\n3 name\n")
        r = regress(passing)
        check("a file whose every result is expected: exit 0, no line but the summary",
              r.returncode == 0 and r.stdout.startswith("Summary: 3/3 passes."), r.stdout + r.stderr)

        # --- faulty engines: the right categories, the run finishes, the next file gets a new engine
        genmoves = write("engines/genmoves.tst", GENMOVES)
        for name, flags, category, first, detail in (
                ("crash", "--crash-at-move 3", "crashed", 3, "exited with status 1"),
                ("hang", "--hang-at-move 5", "timeout", 5, "no answer within 2.0 s"),
                ("garbage", "--garbage-at-move 2 --garbage-kind noprefix", "crashed", 2, "garbage")):
            r = regress("--engine", f"python3 {FAKE} {flags}", "--timeout", "2", "--json", genmoves, passing, timeout=60)
            rows = [json.loads(l) for l in r.stdout.splitlines()]
            tests = [row for row in rows if "result" in row and row["file"].endswith("genmoves.tst")]
            results = [t["result"] for t in tests]
            check(f"an engine that {name}s at test {first}: tests before it pass, it and the rest are '{category}'",
                  results == ["passed"] * (first - 1) + [category] * (8 - first + 1), results)
            check(f"... test {first} says what happened, the rest say they were not run",
                  detail in tests[first - 1]["answer"] and all(not t["run"] for t in tests[first:]),
                  tests[first - 1:first + 1])
            other = [row for row in rows if "result" in row and row["file"].endswith("passing.tst")]
            check(f"... and the next file ran with a fresh engine ({name})",
                  len(other) == 3 and r.returncode == 1, (other, r.returncode))

        # --- bad files: a per-file error each, the run goes on
        bad = {
            "no_bracket.tst": ("1 name\n#? goref\n", "no opening bracket"),
            "trailing_text.tst": ("1 name\n#? [goref] please\n", "unexpected text after the expected answer"),
            "orphan.tst": ("#? [x]\n1 name\n", "without a command before it"),
            "bad_regex.tst": ("1 name\n#? [(]\n", "no regular expression"),
            "binary.tst": (bytes(range(256)).decode("latin-1"), "binary file"),
            "empty.tst": ("", "no GTP command"),
        }
        paths = [write(f"bad/{name}", text, "w" if name != "binary.tst" else "w") for name, (text, _) in bad.items()]
        write("bad/missing_sgf.tst", "loadsgf no/such/game.sgf\n1 name\n#? [goref]\n")
        r = regress(os.path.join(folder, "bad"), passing)
        for name, (_, message) in bad.items():
            check(f"{name}: one clear error line naming the file", f"{name}: error: " in r.stdout and message in
                  [l for l in r.stdout.splitlines() if name in l][0], r.stdout)
        check("a missing SGF in loadsgf is a setup error of that file, and its test still runs",
              "missing_sgf.tst:line 1 setup command failed" in r.stdout and "missing_sgf.tst:1" not in r.stdout, r.stdout)
        check("after the bad files the good one still ran, and the exit status is 1",
              "3/3 passes" not in r.stdout and "Summary: 4/4 passes" in r.stdout and r.returncode == 1, r.stdout)
        r = regress(os.path.join(folder, "nothing_here"))
        check("a path that does not exist is that file's error", "nothing_here: error:" in r.stdout and r.returncode == 1,
              r.stdout)

        # --- goref's own transcript format (.gtp), and byte-exact transcripts (.expected)
        write("transcripts/ok.gtp", "# args: --rules japanese\ngoref-rules\n#~ (?m)^name japanese$\nboardsize 5\n"
              "play b A1\ncaptures b\n#= 0\nplay w A1\n#? illegal move: occupied\n")
        write("transcripts/wrong.gtp", "boardsize 5\ncaptures b\n#= 1\nplay w A1\nplay b A1\n#~ ^$\n")
        write("transcripts/mixed.gtp", "boardsize 5\n#= \n#? x\n")
        write("transcripts/directive.gtp", "boardsize 5\n#> what\n")
        write("transcripts/raw.gtp", "1 name\n")
        write("transcripts/raw.expected", "=1 goref\n\n")
        write("transcripts/raw_wrong.gtp", "1 name\n")
        write("transcripts/raw_wrong.expected", "=1 gnugo\n\n")
        r = regress(os.path.join(folder, "transcripts"))
        out = r.stdout
        check("a transcript whose every expectation holds passes (# args: reaches goref)",
              "ok.gtp" not in out.replace("transcripts/ok.gtp", "OK") or "ok.gtp:" not in out, out)
        check("a wrong #= and a #~ that finds nothing are unexpected failures, with the line",
              "wrong.gtp:2 unexpected FAIL: 'captures b' expected = 1, got '= 0'" in out
              and "wrong.gtp:5 unexpected FAIL" in out, out)
        check("mixed expectation kinds and an unknown directive are file errors",
              "mixed.gtp: error: line 3: mixed expectation kinds" in out
              and "directive.gtp: error: line 2: unknown directive '#>'" in out, out)
        check("a transcript with a .expected file is compared byte for byte",
              "raw.gtp:" not in out and "raw_wrong.gtp:1 unexpected FAIL" in out and "differs from byte 4" in out, out)

        # --- JUnit XML as GitLab, Jenkins and GitHub read it
        junit = os.path.join(folder, "report.xml")
        r = regress("--junit", junit, good, genmoves, "--engine", goref)
        root = ET.parse(junit).getroot()
        suites = root.findall("testsuite")
        required = all(s.get(a) is not None for s in suites for a in ("name", "tests", "failures", "errors", "time"))
        cases = root.findall(".//testcase")
        check("JUnit: <testsuites> of <testsuite name tests failures errors time>, one per file", root.tag == "testsuites"
              and len(suites) == 2 and required, ET.tostring(root)[:300])
        check("JUnit: every <testcase> has name and classname; the counts add up",
              all(c.get("name") and c.get("classname") for c in cases)
              and sum(int(s.get("tests")) for s in suites) == len(cases) == int(root.get("tests")), len(cases))
        check("JUnit: the unexpected pass is a <failure>, the expected failure <skipped>",
              any(c.find("failure") is not None and c.get("name").startswith("6 ") for c in cases)
              and any(c.find("skipped") is not None and c.get("name").startswith("2 ") for c in cases))

        # --- --jobs 2 gives the same report as --jobs 1
        files = [good, passing, genmoves] + paths
        one = regress("--jobs", "1", "--json", *files)
        two = regress("--jobs", "2", "--json", *files)
        strip = lambda out: [{k: v for k, v in json.loads(l).items() if k != "seconds"} for l in out.splitlines()]
        check("--jobs 2 reports exactly what --jobs 1 does, in file order", strip(one.stdout) == strip(two.stdout)
              and one.returncode == two.returncode == 1, (one.stdout[:300], two.stdout[:300]))

        # --- usage errors
        for args in ([], ["--timeout", "0", good], ["--jobs", "0", good], ["--frobnicate", good]):
            r = regress(*args)
            check(f"usage {args[:2]}: exit 2, one line", r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1,
                  r.stderr)
        r = regress(good, "--engine", "/no/such/engine")
        check("an engine that cannot start is that file's error, exit 1",
              "cannot start the engine" in r.stdout and r.returncode == 1, r.stdout)
    return failures


if __name__ == "__main__":
    failed = main()
    print(f"regress: {len(passes)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)
