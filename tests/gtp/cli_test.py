#!/usr/bin/env python3
"""The command line: help, version, one-line usage errors with exit 2, and
logs that never reach stdout (stdout belongs to GTP)."""
import os
import subprocess
import sys
import tempfile


def run(goref, args, stdin=b""):
    return subprocess.run([goref, *args], input=stdin, capture_output=True, timeout=60)


def main():
    goref = sys.argv[1]
    failures = []

    def check(name, condition):
        print(("ok   " if condition else "FAIL ") + name)
        if not condition:
            failures.append(name)

    r = run(goref, ["--help"])
    check("--help exits 0 and documents every option", r.returncode == 0 and all(
        o in r.stdout.decode() for o in ["--rules", "--komi", "--size", "--player", "--seed", "--log-level",
                                         "--log-file", "--version"]))
    r = run(goref, ["--version"])
    check("--version prints the version", r.returncode == 0 and r.stdout.decode().startswith("goref "))
    for bad in (["--bogus"], ["--size", "30"], ["--size", "x"], ["--rules", "nonsense"], ["--komi", "nan"],
                ["--player", "smart"], ["--log-level", "loud"], ["stray"]):
        r = run(goref, bad)
        err = r.stderr.decode().strip()
        check(f"{' '.join(bad)}: exit 2, one line on stderr, nothing on stdout",
              r.returncode == 2 and len(err.splitlines()) == 1 and r.stdout == b"")
    r = run(goref, ["--rules", "jp", "--komi", "0.5", "--size", "9"], b"goref-rules\nshowboard\n")
    out = r.stdout.decode()
    check("--rules, --komi, --size take effect", "name japanese" in out and "komi 0.5 (set)" in out and "G H J\n" in out)
    r = run(goref, ["--log-level", "debug"], b"protocol_version\nplay b D4\n")
    check("debug logging goes to stderr, stdout stays GTP",
          r.stdout == b"= 2\n\n= \n\n" and b"protocol_version" in r.stderr and b"play b D4" in r.stderr)
    with tempfile.TemporaryDirectory() as folder:
        log = os.path.join(folder, "goref.log")
        r = run(goref, ["--log-level", "debug", "--log-file", log], b"name\n")
        check("--log-file receives the log", r.stdout == b"= goref\n\n" and r.stderr == b""
              and "name" in open(log).read())
    r = run(goref, ["--player", "random", "--seed", "3", "--size", "5"], b"genmove b\ngenmove w\nlist_commands\n")
    answers = r.stdout.decode().split("\n\n")
    check("--player random makes genmove work and listed", answers[0].startswith("= ") and len(answers[0]) > 2
          and "genmove" in answers[2])
    print(f"cli: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
