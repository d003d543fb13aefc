#!/usr/bin/env python3
"""scripts/fox-rebuild on a small archive made here: Fox's komi and result conventions are read
(hundredths, stones, an even game at 7.5, a declared handicap with no stones and no komi), handicap stones move to the root, two passes end every
record, the moves are the main line's (not an AI's variations), resigned games are left out, and the figures count right and wrong winners with their
flags. Usage: fox_rebuild_test.py GOREF."""

import importlib.machinery
import importlib.util
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SCRIPT = os.path.join(ROOT, "scripts", "fox-rebuild")

loader = importlib.machinery.SourceFileLoader("fox_rebuild", SCRIPT)
spec = importlib.util.spec_from_loader("fox_rebuild", loader)
fox = importlib.util.module_from_spec(spec)
loader.exec_module(fox)

MOVES = ";B[pd];W[dd];B[pp];W[dp]"
# As Fox writes them: a root with its quirks, the handicap stones in the next node.
EVEN_HUNDREDTHS = "(;GM[1]FF[4]  SZ[19]  PB[a;b]  KM[650]HA[0]RU[Japanese]RE[B+2.5]  " + MOVES + ")"
EVEN_STONES = "(;GM[1]FF[4]  SZ[19]  KM[375]HA[0]RU[Chinese]RE[W+1.75]  " + MOVES + ")"
HANDICAP = "(;GM[1]FF[4]  SZ[19]  KM[0]HA[2]RU[Japanese]RE[W+4.0]  ;AB[pd][dp];W[dd];B[pp];W[tt];B[qq])"
HANDICAP_KOMI = "(;GM[1]FF[4]  SZ[19]  KM[650]HA[2]RU[Japanese]RE[B+3.5]  ;AB[pd][dp];W[dd];B[pp])"
NO_KOMI = "(;GM[1]FF[4]  SZ[19]  KM[0]HA[1]RU[Japanese]RE[B+6.0]  " + MOVES + ")"
EVEN_NO_KOMI_HEADER = "(;GM[1]FF[4]  SZ[19]  KM[0]HA[0]RU[Japanese]RE[B+6.0]  " + MOVES + ")"
RESIGNED = "(;GM[1]FF[4]  SZ[19]  KM[650]HA[0]RU[Japanese]RE[B+R]  " + MOVES + ")"
# A record that ends in an AI's variations after its third move, the first of them the game's
# own continuation, and a comment with a ')' in it.
WITH_VARIATIONS = ("(;GM[1]FF[4]  SZ[19]  KM[650]HA[0]RU[Japanese]RE[B+2.5]  ;B[pd];W[dd];B[pp]C[(see ) below]"
                   "  (;W[dp]  (;B[qq])(;B[dq]))(;W[qq];B[qp]))")

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def game(recorded, computed, handicap=0, moves=150, chains=(), unsettled=()):
    return {"type": "game", "handicap": handicap, "moves": moves,
            "result": {"recorded": recorded, "computed": computed, "uncertain_chains": list(chains),
                       "unsettled": list(unsettled)}}


def test_records():
    even = fox.rebuild(EVEN_HUNDREDTHS)
    check(even is not None and "KM[7.5]" in even and "RU[Chinese]" in even and "RE[B+2.5]" in even,
          "an even game is scored at 7.5 under Chinese rules with its RE: %r" % even)
    check(even is not None and even.rstrip().endswith(";W[dp];B[];W[])"),
          "two passes end the record, the player after the last move first: %r" % even)
    varied = fox.rebuild(WITH_VARIATIONS)
    check(varied is not None and varied.rstrip().endswith(";B[pd];W[dd];B[pp];W[dp];B[qq];W[];B[])"),
          "the main line alone, its first variation at each branch: %r" % varied)
    stones = fox.rebuild(EVEN_STONES)
    check(stones is not None and "RE[W+3.5]" in stones and "KM[7.5]" in stones,
          "a result in stones (KM[375]) is doubled into points: %r" % stones)
    handicap = fox.rebuild(HANDICAP)
    check(handicap is not None and "HA[2]" in handicap and "AB[pd][dp]" in handicap and "KM[0]" in handicap and "RE[W+4]" in handicap,
          "the handicap stones move to the root with no komi: %r" % handicap)
    check(handicap is not None and ";W[tt];B[qq];W[];B[])" in handicap,
          "a tt pass inside the game is kept, and the passes follow the last move: %r" % handicap)
    check(handicap is not None and ";AB" not in handicap, "no AB is left in a move node: %r" % handicap)
    with_komi = fox.rebuild(HANDICAP_KOMI)
    check(with_komi is not None and "KM[6.5]" in with_komi, "a handicap game keeps its komi: %r" % with_komi)
    no_komi = fox.rebuild(NO_KOMI)
    check(no_komi is not None and "KM[0]" in no_komi and "HA[0]" in no_komi and "RE[B+6]" in no_komi,
          "a game that declares a handicap with KM[0] and no setup stones is played without komi: %r" % no_komi)
    even_header = fox.rebuild(EVEN_NO_KOMI_HEADER)
    check(even_header is not None and "KM[7.5]" in even_header,
          "an even game's KM[0] is still scored at 7.5: %r" % even_header)
    check(fox.rebuild(RESIGNED) is None, "a resigned game is no counted record")


def test_figures():
    games = [
        game("B+2.5", "B+2.5"),                                   # right, within a point
        game("B+2.5", "B+4.5", chains=["D4"]),                    # right, flagged
        game("W+1.5", "B+6.5"),                                   # wrong, unflagged, 8 points off
        game("W+1.5", "B+0.5"),                                   # wrong, unflagged, 2 points off
        game("W+3.5", "B+9.5", chains=["Q16 R16"]),               # wrong, flagged
        game("W+3.5", "B+9.5", unsettled=["open border"]),        # unsettled: not counted as settled
        game("W+0", "B+9.5"),                                     # no RE margin: left out
        game("B+5.5", "B+5.5", moves=60),                         # too short: left out
        game("B+5.5", "B+5.5", handicap=3),                       # another group
    ]
    row = fox.figures([g for g in games if g["handicap"] == 0], "even")
    expected = {"settled": 5, "right": 2, "right_flagged": 1, "wrong": 3, "wrong_flagged": 1,
                "wrong_unflagged_far": 1, "within_one": 1, "unsettled": 1}
    for name, value in expected.items():
        check(row[name] == value, "figures %s: %d, expected %d" % (name, row[name], value))


def test_run(goref):
    with tempfile.TemporaryDirectory() as tmp:
        archive = os.path.join(tmp, "fox.tar.xz")
        with tarfile.open(archive, "w:xz") as tar:
            for name, text in (("Pro/9p/1.sgf", EVEN_HUNDREDTHS), ("Pro/9p/2.sgf", HANDICAP),
                               ("Pro/9p/3.sgf", RESIGNED)):
                data = text.encode()
                info = tarfile.TarInfo(name)
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
        out = os.path.join(tmp, "out")
        run = subprocess.run([sys.executable, SCRIPT, "--goref", goref, "--archive", archive, "--out", out,
                              "--jobs", "1"], capture_output=True, text=True, timeout=300)
        check(run.returncode == 0, "exit status %d: %s" % (run.returncode, run.stderr))
        check(sorted(os.listdir(os.path.join(out, "records"))) == ["1.sgf", "2.sgf"],
              "the two counted records are written, the resigned one is not")
        with open(os.path.join(out, "check.jsonl")) as f:
            scored = [json.loads(line) for line in f if '"type":"game"' in line]
        check(len(scored) == 2, "goref check scored both records: %d" % len(scored))
        with open(os.path.join(out, "figures.jsonl")) as f:
            groups = [json.loads(line)["group"] for line in f]
        check(groups == ["even", "handicap", "all"], "one figures line per group: %s" % groups)
        check("| even |" in run.stdout, "the table is printed: %r" % run.stdout)
        missing = subprocess.run([sys.executable, SCRIPT, "--goref", goref, "--archive", os.path.join(tmp, "none"),
                                  "--out", out], capture_output=True, text=True, timeout=60)
        check(missing.returncode == 77 and "not found" in missing.stderr,
              "a missing archive is said, and skipped (77): %d %r" % (missing.returncode, missing.stderr))


def main() -> int:
    test_records()
    test_figures()
    test_run(sys.argv[1])
    for failure in failures:
        print("FAIL: " + failure)
    print("fox-rebuild: %s" % ("ok" if not failures else "%d failures" % len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
