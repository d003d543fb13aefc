#!/usr/bin/env python3
"""scripts/dead-stone-differential against a fake GNU Go whose verdicts are fixed, so that every
disagreement it reports is known in advance: the sets of stones are grouped and attributed, goref's
flags are carried over, TB/TW markup is stripped before both engines see the game, and --finish
plays a game out to two passes and keeps it, on the main line of a record that ends in variations.
Usage: dead_stone_differential_test.py GOREF."""

import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SCRIPT = os.path.join(ROOT, "scripts", "dead-stone-differential")

# A GTP engine that loads nothing and calls C3-C4 (a two-stone set) and G7 dead.
FAKE_GNUGO = r'''#!/usr/bin/env python3
import sys
for line in sys.stdin:
    cmd = line.split()
    if not cmd:
        continue
    if cmd[0] == "quit":
        print("=\n", flush=True)
        break
    answer = {"loadsgf": "black", "final_status_list": "C3 C4\nG7", "final_score": "W+2.5",
              "genmove": "PASS"}.get(cmd[0], "")
    print("= " + answer + "\n", flush=True)
'''

# A finished 9x9 game: Black's wall on column D, White's on column E; Black's C4-C3 and White's
# G7 stand on their own sides, alive by any reading. The markup claims E5 dead: stripped, it
# must change nothing.
GAME = ("(;GM[1]FF[4]SZ[9]KM[6.5]RU[Chinese]"
        ";B[dc];W[ec];B[dd];W[ed];B[de];W[ee];B[df];W[ef];B[dg];W[eg];B[dh];W[eh];B[di];W[ei]"
        ";B[db];W[eb];B[da];W[ea];B[cf];W[gc];B[cg];W[];B[]TB[ee])")

# The same game resigned before its last moves, as Fox records end: the main line goes on into two
# variations an AI added, and a comment holds a ')' and an escaped ']'. The played-out moves
# belong after the main line's last node, not after the record's final ')'.
RESIGNED_WITH_VARIATIONS = ("(;GM[1]FF[4]SZ[9]KM[6.5]RU[Chinese]"
                            ";B[dc];W[ec];B[dd];W[ed];B[de];W[ee];B[df];W[ef];B[dg];W[eg];B[dh];W[eh]"
                            ";B[di];W[ei]C[a (note\\] )](;B[db];W[eb];B[da])(;B[aa]))")

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def folder_with(parent, name, filename, text):
    """A new folder holding one record."""
    folder = os.path.join(parent, name)
    os.makedirs(folder)
    with open(os.path.join(folder, filename), "w") as f:
        f.write(text)
    return folder


def run_script(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True, timeout=300)


def main() -> int:
    goref = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        fake = os.path.join(tmp, "gnugo")
        with open(fake, "w") as f:
            f.write(FAKE_GNUGO)
        os.chmod(fake, 0o755)
        games = folder_with(tmp, "games", "wall.sgf", GAME)
        out = os.path.join(tmp, "out.jsonl")
        run = run_script("--goref", goref, "--gnugo", fake, "--min-stones", "2", "--out", out, games)
        check(run.returncode == 0, "exit status %d: %s" % (run.returncode, run.stderr))
        records = [json.loads(line) for line in open(out)]
        check(len(records) == 1, "one record per game, got %d" % len(records))
        record = records[0]
        check(record["goref_dead"] == [], "goref reads no dead stone (markup stripped): %s" % record["goref_dead"])
        check(record["gnugo_dead"] == ["C3", "C4", "G7"], "GNU Go's list as it answered: %s" % record["gnugo_dead"])
        sets = sorted((d["dead_for"], d["size"], d["stones"][0], d["flagged"]) for d in record["disagreements"])
        check(sets == [("gnugo", 1, "G7", False), ("gnugo", 2, "C4", False)],
              "disagreements grouped by connected stones: %s" % sets)
        check("2 dead for gnugo only at C4" in run.stdout, "the wide set is printed: %s" % run.stdout)
        check("1 dead for gnugo only" not in run.stdout, "sets below --min-stones are not printed")
        check("games 1, errors 0, with a disagreement of 2 or more stones 1" in run.stdout,
              "summary line: %s" % run.stdout)

        finished = os.path.join(tmp, "finished")
        run = run_script("--goref", goref, "--gnugo", fake, "--finish", "1", "--finished-dir", finished, games)
        check(run.returncode == 0, "--finish exit status %d: %s" % (run.returncode, run.stderr))
        kept = open(os.path.join(finished, "wall.sgf")).read()
        check(kept.rstrip().endswith(";B[];W[])"), "played out to two passes and kept: %s" % kept[-40:])
        check("TB[" not in kept, "the kept game has no markup")

        resigned = folder_with(tmp, "resigned", "fox.sgf", RESIGNED_WITH_VARIATIONS)
        finished = os.path.join(tmp, "finished-fox")
        run = run_script("--goref", goref, "--gnugo", fake, "--finish", "1", "--finished-dir", finished, resigned)
        check(run.returncode == 0, "--finish on variations exit status %d: %s" % (run.returncode, run.stderr))
        check("errors 0" in run.stdout, "goref loads the played-out record with variations: %s" % run.stdout)
        kept = open(os.path.join(finished, "fox.sgf")).read()
        check(";B[da];B[];W[])(;B[aa]))" in kept,
              "the moves follow the main line's last node, the variations after them: %s" % kept[-60:])

        run = run_script("--goref", os.path.join(tmp, "missing"), games)
        check(run.returncode == 2 and "not an executable" in run.stderr, "a missing engine is a usage error")
    for message in failures:
        print("FAIL: " + message)
    print("%d checks failed" % len(failures) if failures else "all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
