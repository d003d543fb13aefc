#!/usr/bin/env python3
"""goref as a process when its peers misbehave (docs/limits.md, "Process"):

- the controller closes goref's stdout (a GUI that died mid-answer): exit status 1, no
  SIGPIPE death;
- stdin ends in the middle of a line: the partial line is answered like a whole one, then
  exit 0;
- SIGTERM / SIGINT during `goref check`: whole lines only on stdout, the summary marked
  interrupted, exit 128 + the signal (143, 130);
- `printsgf FILE` replaces FILE through a rename (a hard link to the old file keeps the old
  text), leaves no temporary file, and leaves FILE as it was when it cannot write.
"""
import json
import os
import signal
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_responses import parse_responses  # noqa: E402

failures = []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"))
    if not condition:
        failures.append(name)


GAME = "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]RE[W+R]" + "".join(
    f";{'BW'[i % 2]}[{'abcdefghi'[i % 9]}{'abcdefghi'[(i // 9) % 9]}]" for i in range(60)) + ")"


def stdout_closed(goref):
    proc = subprocess.Popen([goref], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()  # the GUI is gone before goref answers
    try:
        proc.stdin.write(b"boardsize 9\nshowboard\n" * 1000)
        proc.stdin.close()
    except BrokenPipeError:
        pass  # goref may already have left: that is the point
    proc.wait(timeout=60)
    err = proc.stderr.read().decode(errors="replace")
    check("stdout closed by the controller: exit 1, not killed by SIGPIPE",
          proc.returncode == 1, f"rc={proc.returncode} err={err[-500:]!r}")


def stdin_cut_mid_line(goref):
    for payload, expected in [(b"1 boardsize 9\n2 play b E", "=1 \n\n?2 invalid vertex: E\n\n"),
                              (b"1 boardsize 9\n2 protocol_vers", "=1 \n\n?2 unknown command\n\n"),
                              (b"1 boardsize 9\n2 play b E5", "=1 \n\n=2 \n\n")]:
        r = subprocess.run([goref], input=payload, capture_output=True, timeout=60)
        check(f"stdin ends mid-line after {payload[-10:]!r}: the partial line is answered, exit 0",
              r.returncode == 0 and r.stdout.decode() == expected, f"rc={r.returncode} out={r.stdout!r}")


def check_interrupted(goref, folder):
    corpus = os.path.join(folder, "many")
    os.mkdir(corpus)
    for i in range(30_000):
        with open(os.path.join(corpus, f"g{i:05}.sgf"), "w") as f:
            f.write(GAME)
    for sig, expected_status in [(signal.SIGTERM, 143), (signal.SIGINT, 130)]:
        for json_mode in (True, False):
            args = [goref, "check", "--progress", "never", "--all", *(["--json"] if json_mode else []), corpus]
            proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            first = proc.stdout.readline()  # games are being checked: the handler is in place
            proc.send_signal(sig)
            rest = proc.stdout.read()
            proc.wait(timeout=120)
            lines = (first + rest).decode(errors="replace").splitlines()
            name = f"{signal.Signals(sig).name} during goref check{' --json' if json_mode else ''}"
            if json_mode:
                try:
                    objects = [json.loads(x) for x in lines]
                    whole = True
                except ValueError:
                    objects, whole = [], False
                summary = objects[-1] if objects else {}
                games = [o for o in objects if o.get("type") == "game"]
                check(f"{name}: exit {expected_status}, every line whole JSON, summary interrupted",
                      proc.returncode == expected_status and whole and summary.get("type") == "summary"
                      and summary.get("interrupted") is True and 0 < len(games) < 30_000
                      and summary.get("games") == len(games),
                      f"rc={proc.returncode} whole={whole} last={lines[-1:]!r} games={len(games)}")
            else:
                game_lines = [x for x in lines if x.startswith(corpus)]
                check(f"{name}: exit {expected_status}, whole lines, the summary says interrupted",
                      proc.returncode == expected_status
                      and any(x.startswith("goref check: interrupted by a signal") for x in lines)
                      and all(x.endswith(")") for x in game_lines) and 0 < len(game_lines) < 30_000,
                      f"rc={proc.returncode} tail={lines[-12:]!r}")


def printsgf_atomic(goref, folder):
    target = os.path.join(folder, "game.sgf")
    with open(target, "w") as f:
        f.write("old text\n")
    link = os.path.join(folder, "old-link.sgf")
    os.link(target, link)
    r = subprocess.run([goref], input=f"boardsize 9\nplay b E5\nprintsgf {target}\n".encode(),
                       capture_output=True, timeout=60)
    answers = parse_responses(r.stdout)
    with open(target) as f:
        new_text = f.read()
    with open(link) as f:
        linked = f.read()
    check("printsgf FILE: the new record is in FILE", answers[-1][0] and "B[ee]" in new_text, new_text)
    check("printsgf FILE: written elsewhere and renamed (a hard link keeps the old text)", linked == "old text\n",
          linked)
    check("printsgf FILE: no temporary file left", sorted(os.listdir(folder)) == ["game.sgf", "old-link.sgf"],
          os.listdir(folder))
    locked = os.path.join(folder, "locked")
    os.mkdir(locked)
    kept = os.path.join(locked, "kept.sgf")
    with open(kept, "w") as f:
        f.write("kept\n")
    os.chmod(locked, 0o555)
    try:
        r = subprocess.run([goref], input=f"play b E5\nprintsgf {kept}\n".encode(), capture_output=True, timeout=60)
        answers = parse_responses(r.stdout)
        with open(kept) as f:
            still = f.read()
        writable = os.access(locked, os.W_OK)  # root writes anyway: then only the answer is checked
        check("printsgf into a directory it cannot write: '? cannot write file', FILE as it was",
              (writable and answers[-1][0]) or
              (not answers[-1][0] and answers[-1][2].startswith(f"cannot write file: {kept}: ") and still == "kept\n"),
              f"{answers[-1]!r} {still!r}")
    finally:
        os.chmod(locked, 0o755)
    r = subprocess.run([goref], input=f"printsgf {folder}/no/such/dir/x.sgf\n".encode(), capture_output=True, timeout=60)
    answers = parse_responses(r.stdout)
    check("printsgf into a missing directory: one '?' line",
          not answers[-1][0] and answers[-1][2] == f"cannot write file: {folder}/no/such/dir/x.sgf: No such file or directory",
          answers)


def main():
    goref = sys.argv[1]
    stdout_closed(goref)
    stdin_cut_mid_line(goref)
    with tempfile.TemporaryDirectory() as folder:
        printsgf_atomic(goref, folder)
    with tempfile.TemporaryDirectory() as folder:
        check_interrupted(goref, folder)
    print(f"process: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
