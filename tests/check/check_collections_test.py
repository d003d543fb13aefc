#!/usr/bin/env python3
"""`goref check` on the shared collections (../shared/data).

fox: fox-pro/fox_pro_games.tar.xz (10,348 files). Every record of anomalies.csv must be
  reported with the right move and reason: for `move_on_occupied_point`, goref's first
  `occupied` move is at the SGF point of the `detail` column; for `suicide_move_count`, goref
  reports exactly that many `suicide` moves; and those games hold no other kind of illegal
  move. Every other game passes, except what goref finds beyond the collector's plain
  replay (captures only, no ko, no end of game), listed in FOX_EXTRA below with the reason,
  and 4 files cut short in the archive (FOX_TRUNCATED), which no strict SGF reader accepts.
  Run with --jobs 1 and --jobs 2: the same findings.
kgs: kgs-archives-2017q1/*.tar.gz (1,975 games): every game legal under its RU; and the 400
  counted games (all with TB/TW markup): goref's count with the markup's dead stones equals
  RE, except the three records of KGS_MISMATCHES.

Usage: check_collections_test.py GOREF SHARED_DATA fox|kgs. Exit 77 (skip) when the data
folder is absent.
"""
import collections
import csv
import json
import os
import subprocess
import sys

# Found by goref, not by the collector's plain replay (which does not know ko or the end of
# the game). Path -> (reason, move numbers).
FOX_EXTRA = {
    # A long cycle (RU[Japanese], RE[draw]): the position of move 197 occurs a third time,
    # which ends the game (J89 art. 12); the record goes on around the cycle for 16 moves.
    "Pro/7p/1461856565019999405.sgf": ("game over", list(range(198, 214))),
    # A triple ko (moves 85-96 twice around), RU[Japanese]: the game ends at its third
    # occurrence; the players went on (moves 97-102) before Black broke the cycle.
    "Pro/9p/1512483343010001802.sgf": ("game over", list(range(97, 103))),
    # A 1992 game typed in: W, B and W retake a ko immediately at rs / qs / rs.
    "Pro/9p/1550647483080010073.sgf": ("ko", [282, 283, 284]),
}
# Counted KGS games whose RE goref's count (markup dead stones, rules-based regions) does
# not reproduce. Path -> goref's count.
KGS_MISMATCHES = {
    # The known-bad record of kgs-markup-2017q1 (its markup itself gives B+0.5).
    "kgs-19-2017-02-new/2017-02-20-1.sgf": "B+0.5",
    # The markup covers a few points only (TB 7, TW 12); KGS's formula over it gives RE,
    # goref's count of the regions on the board differs.
    "kgs-19-2017-01-new/2017-01-31-2.sgf": "W+18.5",
    "kgs-19-2017-02-new/2017-02-13-1.sgf": "B+3.5",
}
# Cut short in the archive (1,118 bytes each, in the middle of a property or before ')').
FOX_TRUNCATED = {
    "Pro/9p/1511855947010001660.sgf": "unterminated property value",
    "Pro/9p/1507468590010001941.sgf": "unterminated property value",
    "Pro/9p/1501775164019999283.sgf": "unbalanced parentheses",
    "Pro/9p/1505979800019999227.sgf": "unbalanced parentheses",
}


def run_check(goref, args):
    r = subprocess.run([goref, "check", "--json", *args], capture_output=True, timeout=600)
    lines = [json.loads(x) for x in r.stdout.decode().splitlines()]
    return r.returncode, lines, r.stderr.decode()


def main():
    goref, shared, which = sys.argv[1], sys.argv[2], sys.argv[3]
    failures = []

    def check(name, condition, detail=""):
        print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"))
        if not condition:
            failures.append(name)

    if which == "fox":
        folder = os.path.join(shared, "fox-pro")
        archive = os.path.join(folder, "fox_pro_games.tar.xz")
        if not os.path.exists(archive):
            print(f"skipped: {archive} not found (point the CMake cache variable GOREF_SHARED_DATA at ../shared/data)")
            return 77
        anomalies = collections.defaultdict(dict)
        with open(os.path.join(folder, "anomalies.csv")) as f:
            for row in csv.DictReader(f):
                anomalies[row["path_in_archive"]][row["anomaly"]] = row["detail"]
        outputs = {}
        for jobs in ("1", "2"):
            rc, lines, err = run_check(goref, ["--jobs", jobs, archive])
            check(f"--jobs {jobs}: exit 1 (problems found), nothing on stderr", rc == 1 and err == "", f"rc={rc} {err[:500]}")
            outputs[jobs] = lines
        strip = lambda lines: [x for x in lines if x["type"] != "summary"]
        check("--jobs 1 and --jobs 2 report the same, in the same order", strip(outputs["1"]) == strip(outputs["2"]))
        lines = outputs["1"]
        games = {x["entry"]: x for x in lines if x["type"] == "game"}
        files = {x["entry"]: x for x in lines if x["type"] == "file"}
        summary = lines[-1]
        check("10,344 games read, 4 files unreadable", len(games) == 10344 and len(files) == 4 and
              summary["games"] == 10344 and summary["unreadable_files"] == 4, summary)
        check("over 2,000,000 moves replayed", summary["moves"] > 2_000_000, summary["moves"])
        for path, expected in sorted(FOX_TRUNCATED.items()):
            check(f"{path}: unreadable, '{expected}'", path in files and expected in files[path]["error"], files.get(path))
        for path, kinds in sorted(anomalies.items()):
            game = games.get(path)
            if game is None:
                check(f"{path}: present", False)
                continue
            moves = game["illegal"]
            reasons = collections.Counter(m["reason"] for m in moves)
            if "move_on_occupied_point" in kinds:
                occupied = [m for m in moves if m["reason"] == "occupied"]
                point = kinds["move_on_occupied_point"]
                check(f"{path}: first occupied move at {point}",
                      occupied and occupied[0]["sgf"] == point and not occupied[0]["played"], moves)
            else:
                check(f"{path}: no occupied move", reasons["occupied"] == 0, moves)
            suicides = int(kinds.get("suicide_move_count", "0"))
            check(f"{path}: {suicides} suicide moves", reasons["suicide"] == suicides, moves)
            check(f"{path}: nothing but occupied and suicide", set(reasons) <= {"occupied", "suicide"}, reasons)
            check(f"{path}: status illegal", game["status"] == "illegal", game["status"])
        for path, (reason, numbers) in sorted(FOX_EXTRA.items()):
            moves = games[path]["illegal"]
            check(f"{path}: {reason} at moves {numbers[0]}..{numbers[-1]}",
                  [m["move"] for m in moves] == numbers and all(m["reason"] == reason for m in moves), moves)
        others = [p for p, g in games.items() if p not in anomalies and p not in FOX_EXTRA and g["status"] != "ok"]
        check("every other game passes", not others, [(p, games[p]["status"], games[p]["illegal"][:3]) for p in others[:10]])
        problem_games = len(anomalies) + len(FOX_EXTRA)
        check(f"summary: {problem_games} games with illegal moves",
              summary["illegal_games"] == problem_games and summary["passed"] == 10344 - problem_games, summary)
    elif which == "kgs":
        folder = os.path.join(shared, "kgs-archives-2017q1")
        archives = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".tar.gz")) \
            if os.path.isdir(folder) else []
        if not archives:
            print(f"skipped: {folder} has no archives (point the CMake cache variable GOREF_SHARED_DATA at ../shared/data)")
            return 77
        rc, lines, err = run_check(goref, ["--results", "none", *archives])
        games = [x for x in lines if x["type"] == "game"]
        summary = lines[-1]
        check("exit 0, nothing on stderr", rc == 0 and err == "", f"rc={rc} {err[:500]}")
        check("1,975 games in 3 archives", len(games) == 1975 and summary["archives"] == 3, summary)
        illegal = [(g["entry"], g["illegal"][:3]) for g in games if g["status"] != "ok"]
        check("every game legal under its RU", not illegal, illegal[:10])
        by_rules = collections.Counter((g["RU"], g["rules"], g["rules_from"]) for g in games)
        check("every RU understood", all(origin == "RU" for (_, _, origin) in by_rules), by_rules)
        print("     rules:", dict(by_rules))
        # Results, with --jobs 2 this time.
        rc, lines, err = run_check(goref, ["--jobs", "2", *archives])
        games = [x for x in lines if x["type"] == "game"]
        counted = [g for g in games if g["result"]["check"] in ("match", "mismatch")]
        mismatches = {g["entry"]: g["result"]["computed"] for g in games if g["result"]["check"] == "mismatch"}
        check("400 counted games recomputed from their markup",
              len(counted) == 400 and all(g["result"]["dead_stones"] == "markup" for g in counted),
              collections.Counter(g["result"]["check"] for g in games))
        check("every count equals RE but the known three", mismatches == KGS_MISMATCHES, mismatches)
        check("exit 1 for those three", rc == 1 and lines[-1]["result_mismatches"] == len(KGS_MISMATCHES), lines[-1])
    else:
        print(f"unknown collection {which}")
        return 2
    print(f"check {which}: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
