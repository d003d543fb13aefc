#!/usr/bin/env python3
"""`goref match` at scale: shards played by GNU parallel and merged equal the unsharded run game
for game (records and SGFs); merge refuses folders of different matches, a game recorded twice and
missing games; a shard resumes only as the same shard; `goref check --shard` splits a collection
so that the shards' --json outputs together hold every game once; `goref match stats` agrees with
the end-of-run table; a GSPRT stops early on a lopsided pairing (goref's random player against
GNU Go) and does not stop on a fair one (two random players) within the game cap; the shards of
one match share a decision through --sprt-shared.

Usage: match_scale_test.py GOREF [GNUGO] [SHARED_DATA]"""
import filecmp
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

failures = []
passes = []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"))
    (passes if condition else failures).append(name)


def games_of(folder):
    out = {}
    with open(os.path.join(folder, "games.jsonl")) as f:
        for line in f:
            if line.strip():
                g = json.loads(line)
                g.pop("time_used", None)
                g.pop("move_ms", None)
                out[g["id"]] = g
    return out


def main():
    goref = os.path.abspath(sys.argv[1])
    gnugo = sys.argv[2] if len(sys.argv) > 2 else "/usr/games/gnugo"
    shared = sys.argv[3] if len(sys.argv) > 3 else ""
    work = tempfile.mkdtemp(prefix="goref-match-scale-")
    random_engine = lambda name: f"name={name},cmd={goref} --player random --seed {{seed}}"
    base = ["--engine", random_engine("r1"), "--engine", random_engine("r2"), "--size", "9", "--games", "24",
            "--seed", "11", "--progress", "never"]

    def match(*args):
        return subprocess.run([goref, "match", *args], capture_output=True, text=True, timeout=600)

    try:
        full = os.path.join(work, "full")
        r = match(*base, "--out", full)
        check("the unsharded run plays 24 games", r.returncode == 0 and len(games_of(full)) == 24, r.stderr)

        # Four shards, run by GNU parallel as docs/scaling.md says.
        parallel = shutil.which("parallel")
        shards = [os.path.join(work, f"shard-{i}") for i in range(4)]
        command = [goref, "match", *base, "--shard", "{}/4", "--out", os.path.join(work, "shard-{}")]
        if parallel:
            r = subprocess.run([parallel, "--will-cite", "-q", "--halt", "now,fail=1", "-j", "2", *command, ":::", "0", "1", "2", "3"],
                               capture_output=True, text=True, timeout=600)
            check("GNU parallel runs the four shards", r.returncode == 0, r.stderr[-2000:])
        else:
            print("skip GNU parallel is not installed (apt-get install parallel); the shards run one by one")
            for i in range(4):
                subprocess.run([c.replace("{}", str(i)) for c in command], capture_output=True, timeout=600)
        counts = [len(games_of(s)) for s in shards]
        check("each shard plays whole colour-swapped pairs: 12 pairs over 4 shards is 6 games each", counts == [6, 6, 6, 6],
              str(counts))
        pairs_split = False
        for s in shards:
            by_pair = {}
            for g in games_of(s).values():
                by_pair.setdefault(g["pair"], []).append(g)
            pairs_split |= any(len(v) != 2 for v in by_pair.values())
        check("no colour-swapped pair is split between shards", not pairs_split)

        merged = os.path.join(work, "merged")
        r = subprocess.run([goref, "match", "merge", merged, *shards], capture_output=True, text=True)
        check("merge joins the four shards", r.returncode == 0 and "24 of 24 scheduled games" in r.stderr, r.stderr)
        check("the merged run equals the unsharded run game for game", games_of(merged) == games_of(full))
        sgf_equal = all(filecmp.cmp(os.path.join(merged, "games", f"{i}.sgf"), os.path.join(full, "games", f"{i}.sgf"),
                                    shallow=False) for i in games_of(full))
        check("and SGF for SGF", sgf_equal)
        with open(os.path.join(merged, "games.jsonl")) as f:
            ids = [json.loads(line)["id"] for line in f]
        check("the merged journal is in schedule order", ids == sorted(ids))
        with open(os.path.join(merged, "run.json")) as f:
            run = json.load(f)
        check("the merged run.json names no shard and lists its sources",
              run["shard"] is None and len(run["merged_from"]) == 4)
        r = match(*base, "--out", merged)
        check("a merged folder resumes as the whole run (nothing left to play)",
              r.returncode == 0 and "0 games played" in r.stdout, r.stdout + r.stderr)
        logs = len(os.listdir(os.path.join(merged, "logs")))
        check("the engines' logs come along", logs == sum(len(os.listdir(os.path.join(s, "logs"))) for s in shards), str(logs))

        r = subprocess.run([goref, "match", "merge", os.path.join(work, "m2"), *shards[:3]], capture_output=True, text=True)
        check("merge refuses missing games, naming them", r.returncode == 2 and "6 of 24 scheduled games are missing" in r.stderr
              and not os.path.exists(os.path.join(work, "m2")), r.stderr)
        r = subprocess.run([goref, "match", "merge", "--partial", os.path.join(work, "m3"), *shards[:3]],
                           capture_output=True, text=True)
        check("merge --partial accepts them", r.returncode == 0 and "18 of 24" in r.stderr, r.stderr)
        r = subprocess.run([goref, "match", "merge", os.path.join(work, "m4"), shards[0], shards[0], *shards[1:]],
                           capture_output=True, text=True)
        check("merge refuses a game recorded twice", r.returncode == 2 and "is recorded in both" in r.stderr, r.stderr)
        other = os.path.join(work, "other")
        match(*base[:-4], "--seed", "12", "--progress", "never", "--shard", "0/4", "--out", other)
        r = subprocess.run([goref, "match", "merge", os.path.join(work, "m5"), other, *shards[1:]], capture_output=True, text=True)
        check("merge refuses folders of different matches, naming the difference",
              r.returncode == 2 and "holds a different match" in r.stderr and "seed: 12" in r.stderr, r.stderr)
        r = subprocess.run([goref, "match", "merge", merged, *shards], capture_output=True, text=True)
        check("merge never writes into an existing folder", r.returncode == 2 and "already exists" in r.stderr, r.stderr)
        r = match(*base, "--shard", "1/4", "--out", shards[0])
        check("a shard resumes only as the same shard", r.returncode == 2 and "holds shard 0/4, not shard 1/4" in r.stderr,
              r.stderr)
        r = match(*base, "--shard", "4/4", "--out", os.path.join(work, "bad"))
        check("--shard 4/4 is a usage error", r.returncode == 2 and "--shard must be I/N" in r.stderr, r.stderr)

        r = subprocess.run([goref, "match", "stats", *shards], capture_output=True, text=True)
        table = match(*base, "--out", full).stdout
        check("stats over the shards prints the unsharded run's table",
              r.returncode == 0 and r.stdout.split("faults:")[0] == table.split("faults:")[0], r.stdout + "\n---\n" + table)
        damaged = os.path.join(work, "damaged")
        shutil.copytree(shards[0], damaged)
        with open(os.path.join(damaged, "games.jsonl"), "a") as f:
            f.write('{"id": "0000x9", "black": 1, "white": "r2"}\n')
        r = subprocess.run([goref, "match", "stats", damaged], capture_output=True, text=True)
        r2 = subprocess.run([goref, "match", "merge", os.path.join(work, "m6"), damaged], capture_output=True, text=True)
        check("a record damaged by hand is a one-line error naming its line, for stats and merge",
              r.returncode == 2 and "line 7 is not a game record" in r.stderr and r2.returncode == 2
              and "line 7 is not a game record" in r2.stderr, r.stderr + r2.stderr)
        r = subprocess.run([goref, "match", "stats", "--json", merged], capture_output=True, text=True)
        stats = json.loads(r.stdout)
        pairing = stats["pairings"][0]
        check("stats --json counts every game and pair",
              stats["games"] == 24 and sum(pairing["pentanomial"]) == 12 and pairing["wins"] + pairing["losses"] + pairing["draws"] == 24,
              r.stdout[:400])

        # GSPRT: lopsided (GNU Go against a random player) stops early; fair (random vs random) does not.
        if os.path.exists(gnugo):
            lopsided = os.path.join(work, "lopsided")
            r = match("--engine", f"name=gnugo,cmd={gnugo} --mode gtp --level 0 --chinese-rules --seed {{seed}}",
                      "--engine", random_engine("random"), "--size", "9", "--games", "200", "--concurrency", "2",
                      "--sprt", "elo0=0,elo1=50", "--progress", "never", "--out", lopsided)
            played = len(games_of(lopsided))
            check("a GSPRT stops early on a lopsided pairing, accepting H1, with no draws at all",
                  r.returncode == 0 and "SPRT accepted H1" in r.stderr and played < 80, r.stderr + f" ({played} games)")
            check("the table says what the SPRT decided", "H1 accepted (elo1)" in r.stdout, r.stdout)
        else:
            print("skip GNU Go is not installed: the lopsided GSPRT needs it (apt-get install gnugo)")
        fair = os.path.join(work, "fair")
        r = match("--engine", random_engine("r1"), "--engine", random_engine("r2"), "--size", "9", "--games", "60",
                  "--seed", "5", "--progress", "never", "--sprt", "elo0=-10,elo1=10", "--out", fair)
        check("a GSPRT between two random players does not stop within 60 games",
              r.returncode == 0 and len(games_of(fair)) == 60 and "undecided" in r.stdout, r.stdout + r.stderr)

        # Shards sharing a decision: shard 0 decides (its games alone are lopsided) and shard 1 sees it.
        if os.path.exists(gnugo):
            pool = os.path.join(work, "pool")
            os.makedirs(pool)
            lop = ["--engine", f"name=gnugo,cmd={gnugo} --mode gtp --level 0 --chinese-rules --seed {{seed}}",
                   "--engine", random_engine("random"), "--size", "9", "--games", "400", "--progress", "never",
                   "--sprt", "elo0=0,elo1=50", "--sprt-shared", pool]
            procs = [subprocess.Popen([goref, "match", *lop, "--shard", f"{i}/2", "--out", os.path.join(pool, f"s{i}")],
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for i in range(2)]
            outs = [p.communicate(timeout=900) for p in procs]
            decision = os.path.join(pool, "sprt-decision.json")
            total = sum(len(games_of(os.path.join(pool, f"s{i}"))) for i in range(2))
            check("shards sharing a folder stop on one decision, written once for all",
                  all(p.returncode == 0 for p in procs) and os.path.exists(decision) and total < 200,
                  str([o[1][-300:] for o in outs]) + f" ({total} games)")
            check("the decision names who decided, and the other shard says so",
                  any("decided by" in o[1] for o in outs) or all("over every shard" in o[1] for o in outs), str([o[1] for o in outs]))

        # goref check --shard: the shards' --json outputs together hold every game once.
        sgf_folder = None
        for candidate in [os.path.join(shared, "ogs-counted-9x9"), os.path.join(shared, "gnugo")]:
            if candidate and os.path.isdir(candidate) and glob.glob(os.path.join(candidate, "**", "*.sgf"), recursive=True):
                sgf_folder = candidate
                break
        if sgf_folder is None:
            sgf_folder = os.path.join(work, "collection")
            os.makedirs(sgf_folder)
            for i, g in enumerate(sorted(games_of(full))):
                shutil.copy(os.path.join(full, "games", f"{g}.sgf"), os.path.join(sgf_folder, f"g{i:02d}.sgf"))

        def game_lines(*extra):
            r = subprocess.run([goref, "check", "--json", *extra, sgf_folder], capture_output=True, text=True, timeout=900)
            games = [line for line in r.stdout.splitlines() if line.strip() and "\"summary\"" not in line
                     and "games_per_second" not in line]
            return r, games
        _, whole = game_lines()
        parts = [game_lines("--shard", f"{i}/3")[1] for i in range(3)]
        together = [line for part in parts for line in part]
        check(f"goref check --shard I/3 over {sgf_folder}: the shards' game lines together are the whole run's, once each",
              len(whole) > 0 and sorted(together) == sorted(whole) and all(len(p) > 0 for p in parts),
              f"{len(whole)} vs {len(together)}")
        r, _ = game_lines("--shard", "3/3")
        check("goref check --shard 3/3 is a usage error", r.returncode == 2, r.stderr)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{len(passes)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
