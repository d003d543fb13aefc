#!/usr/bin/env python3
"""`goref match` with real engines: goref's random player against GNU Go (level 0) on 9x9,
every SGF reloaded with loadsgf and checked by `goref check` against its RE; a run killed with
SIGKILL midway and resumed gives the games of an uninterrupted run; a resume with other
settings is refused naming the difference; an INI file means what the command line means;
start-up errors are one line and exit status 2; a result goref counts on an unsettled board is
flagged in the record, the SGF and the summary.

Usage: match_run_test.py GOREF [GNUGO]   (the GNU Go part is skipped when it is missing)"""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

failures = []
passes = []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"))
    (passes if condition else failures).append(name)


def lines(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def comparable(games):
    """Games by id without what the wall clock decides."""
    out = {}
    for g in games:
        g = dict(g)
        g.pop("time_used", None)
        g.pop("move_ms", None)
        out[g["id"]] = g
    return out


def main():
    goref = os.path.abspath(sys.argv[1])
    gnugo = sys.argv[2] if len(sys.argv) > 2 else shutil.which("gnugo") or "/usr/games/gnugo"
    with tempfile.TemporaryDirectory() as folder:
        # The engines run goref through a link of this test's own, so that the check for
        # leftover processes sees only this test's engines (other tests run at the same time).
        engine_binary = os.path.join(folder, "goref-match-run-engine")
        os.symlink(goref, engine_binary)
        random_engine = lambda name: f"name={name},cmd={engine_binary} --player random --seed {{seed}}"
        def match(out, *args, **kw):
            return subprocess.run([goref, "match", "--out", os.path.join(folder, out), "--progress", "never", *args],
                                  capture_output=True, text=True, timeout=600, **kw)

        # --- a real match against GNU Go, every record reloadable and checked
        if os.path.exists(gnugo):
            r = match("gnugo", "--engine", random_engine("random"),
                      "--engine", f"name=gnugo,cmd={gnugo} --mode gtp --level 0 --chinese-rules --seed {{seed}}",
                      "--size", "9", "--games", "4", "--rules", "chinese", "--time", "canadian:30:5:5")
            games = lines(os.path.join(folder, "gnugo", "games.jsonl")) if r.returncode == 0 else []
            check("random against GNU Go: 4 games, exit 0, the table on stdout",
                  r.returncode == 0 and len(games) == 4 and "random vs gnugo: 4 games" in r.stdout, r.stdout + r.stderr)
            check("GNU Go beats the random player in every game",
                  all(g["winner_engine"] == "gnugo" for g in games), [g["result"] for g in games])
            check("each game was counted or resigned, with both engines' claims recorded",
                  all(g["reason"] in ("score", "resign") for g in games)
                  and all(g["claims"]["white"]["final_score"] or g["reason"] == "resign" for g in games), games[:1])
            check("a clock was sent to GNU Go as time_settings",
                  all(g["claims"]["black" if g["black"] == "gnugo" else "white"]["time_sent"] == "time_settings 30 5 5"
                      for g in games), games[:1])
            sgf_folder = os.path.join(folder, "gnugo", "games")
            for g in games:
                path = os.path.join(sgf_folder, g["id"] + ".sgf")
                text = open(path).read()
                gtp = subprocess.run([goref], input=f"loadsgf {path}\nquit\n", capture_output=True, text=True, timeout=60)
                check(f"game {g['id']}: RE[{g['result']}] in the SGF, and loadsgf takes it",
                      f"RE[{g['result']}]" in text and gtp.stdout.startswith("= "), gtp.stdout)
            c = subprocess.run([goref, "check", sgf_folder], capture_output=True, text=True, timeout=300)
            check("goref check agrees with every RE the match wrote",
                  c.returncode == 0 and "result differs from RE                  0" in c.stdout, c.stdout + c.stderr)
        else:
            print(f"skip GNU Go games: {gnugo} not found")

        # --- resume after SIGKILL equals an uninterrupted run
        args = ["--engine", random_engine("r1"), "--engine", random_engine("r2"), "--size", "9", "--games", "30",
                "--seed", "7", "--concurrency", "2"]
        r = match("whole", *args)
        whole = lines(os.path.join(folder, "whole", "games.jsonl"))
        check("an uninterrupted run of 30 games", r.returncode == 0 and len(whole) == 30, r.stderr)
        cut = os.path.join(folder, "cut")
        runner = subprocess.Popen([goref, "match", "--out", cut, "--progress", "never", *args],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        journal = os.path.join(cut, "games.jsonl")
        deadline = time.time() + 120
        while time.time() < deadline:
            if os.path.exists(journal) and len(open(journal).read().splitlines()) >= 8:
                break
            time.sleep(0.005)
        runner.send_signal(signal.SIGKILL)
        runner.wait()
        before = open(journal).read()
        killed_games = len(before.splitlines())
        check("the runner was killed midway", 0 < killed_games < 30, killed_games)
        r = match("cut", *args)
        after = open(journal).read()
        check("the resumed run says what it resumes", "resuming" in r.stderr and r.returncode == 0, r.stderr)
        check("nothing written before the kill was rewritten", after.startswith(before.rstrip("\n").rsplit("\n", 1)[0]),
              "")
        check("the resumed run has the uninterrupted run's games, game for game",
              comparable(lines(journal)) == comparable(whole),
              set(comparable(lines(journal))) ^ set(comparable(whole)))
        check("every game of the resumed run has its SGF",
              all(os.path.exists(os.path.join(cut, "games", g["id"] + ".sgf")) for g in lines(journal)))
        r = match("cut", *args)
        check("running a finished run again plays nothing", r.returncode == 0 and "0 games played" in r.stdout, r.stdout)

        # --- a resume with other settings is refused
        r = match("cut", *args, "--komi", "0.5")
        check("a resume with another komi is refused, naming komi",
              r.returncode == 2 and "komi" in r.stderr and "different match" in r.stderr and len(r.stderr.splitlines()) == 1,
              r.stderr)
        run = json.load(open(os.path.join(cut, "run.json")))
        check("run.json has the configuration, its hash, goref's and each engine's name and version",
              run["config"]["games_per_pair"] == 30 and len(run["config_hash"]) == 16 and run["goref"]["version"]
              and [e["reported_name"] for e in run["engines"]] == ["goref", "goref"], run)

        # --- an INI file means the same as the command line
        ini = os.path.join(folder, "match.ini")
        with open(ini, "w") as f:
            f.write(f"engine = {random_engine('r1')}\nengine = {random_engine('r2')}\nsize = 9\ngames = 30\nseed = 7\n"
                    "concurrency = 2\n")
        r = match("cut", "--config", ini)
        check("the same match from an INI file resumes the command line's run",
              r.returncode == 0 and "0 games played" in r.stdout, r.stdout + r.stderr)

        # --- start-up errors: one line, exit 2, before the first game
        r = match("missing", "--engine", "name=a,cmd=/no/such/engine", "--engine", random_engine("b"))
        check("a missing engine command: exit 2, one line naming the engine",
              r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "engine 'a'" in r.stderr
              and "No such file" in r.stderr, r.stderr)
        check("... and no game was played", not os.path.exists(os.path.join(folder, "missing", "games.jsonl")))
        r = match("notgtp", "--engine", "name=cat,cmd=/bin/echo hello", "--engine", random_engine("b"))
        check("a command that does not speak GTP: exit 2, one line",
              r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "engine 'cat'" in r.stderr, r.stderr)
        for bad in (["--engine", random_engine("a")], ["--engine", random_engine("a"), "--engine", random_engine("a")],
                    ["--engine", random_engine("a"), "--engine", random_engine("b"), "--time", "hourglass:5"],
                    ["--engine", random_engine("a"), "--engine", random_engine("b"), "--rules", "martian"],
                    ["--engine", random_engine("a"), "--engine", random_engine("b"), "--size", "26"],
                    ["--engine", random_engine("a"), "--engine", random_engine("b"), "--frobnicate"]):
            r = match("bad", *bad)
            check(f"bad options {bad[-1][:30]!r}: exit 2, one line", r.returncode == 2
                  and len(r.stderr.strip().splitlines()) == 1 and r.stderr.startswith("goref match:"), r.stderr)
        r = subprocess.run([goref, "match", "--engine", random_engine("a"), "--engine", random_engine("b")],
                           capture_output=True, text=True, timeout=60)
        check("no --out: exit 2", r.returncode == 2 and "--out" in r.stderr, r.stderr)

        # --- a full disk stops the run with the journal whole; with room again, it resumes
        disk = os.path.join(folder, "disk")
        os.makedirs(disk)
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", disk], capture_output=True).returncode == 0
        if mounted:
            try:
                full_args = ["--engine", random_engine("r1"), "--engine", random_engine("r2"), "--size", "9",
                             "--games", "40", "--seed", "3"]
                r = match(os.path.join(disk, "run"), *full_args)
                journal = os.path.join(disk, "run", "games.jsonl")
                text = open(journal).read()
                recorded = [json.loads(l) for l in text.splitlines()]
                check("a full disk stops the run: exit 1, one line saying so",
                      r.returncode == 1 and "No space left on device" in r.stderr and len(r.stderr.splitlines()) == 1,
                      r.stderr)
                check("... every line in the journal is a whole record, each with its SGF and no SGF without a line",
                      text.endswith("\n") and 0 < len(recorded) < 40
                      and sorted(os.listdir(os.path.join(disk, "run", "games"))) == sorted(g["id"] + ".sgf" for g in recorded),
                      (len(recorded), os.listdir(os.path.join(disk, "run", "games"))))
                subprocess.run(["mount", "-o", "remount,size=64m", disk], check=True)
                r = match(os.path.join(disk, "run"), *full_args)
                check("with room again the same command finishes the run",
                      r.returncode == 0 and len(lines(journal)) == 40 and open(journal).read().startswith(text), r.stderr)
            finally:
                subprocess.run(["umount", disk], capture_output=True)
        else:
            print("skip full disk: cannot mount a small tmpfs here")

        # --- a result goref counts itself is flagged when it is no confident count: two
        # engines that name no dead stones stop after one stone each on an open 9x9 board
        fake = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake_engine.py")
        fake_engine = lambda name, moves: (f"name={name},cmd={sys.executable} {fake} --no-final-status "
                                           f"--moves {moves} --tag match-run-{name}")
        r = match("unsettled", "--engine", fake_engine("early", "E5,pass"), "--engine", fake_engine("late", "C5,pass"),
                  "--size", "9", "--games", "2", "--rules", "chinese")
        games = lines(os.path.join(folder, "unsettled", "games.jsonl")) if r.returncode == 0 else []
        certainty = [g["referee"].get("certainty", {}) for g in games]
        check("a game stopped on an open board and counted by goref is flagged in games.jsonl",
              len(games) == 2 and all(g["referee"]["basis"] == "goref" for g in games)
              and all(c.get("flagged") and any("open border" in why for why in c.get("unsettled", [])) for c in certainty)
              and all(len(c.get("range", [])) == 2 for c in certainty), (r.stderr, certainty))
        check("... the summary says how many of goref's counts are not confident, naming them",
              "counted by goref: 2 games, 2 of them not a confident count" in r.stdout, r.stdout)
        sgf = open(os.path.join(folder, "unsettled", "games", games[0]["id"] + ".sgf")).read() if games else ""
        check("... and the SGF's comment gives the range and why the board is unsettled",
              "not a confident count: range" in sgf and "unsettled: open border" in sgf, sgf[-600:])
        stats = subprocess.run([goref, "match", "stats", os.path.join(folder, "unsettled"), "--json"],
                               capture_output=True, text=True, timeout=60)
        check("... and `goref match stats --json` lists them",
              stats.returncode == 0 and json.loads(stats.stdout.splitlines()[-1])["counted_by_goref"]["flagged"]
              == [g["id"] for g in games], stats.stdout + stats.stderr)

        # --- no engine process outlives the runner
        leftover = subprocess.run(["pgrep", "-f", f"{engine_binary} --player random"], capture_output=True, text=True)
        check("no engine process is left running", leftover.stdout.strip() == "", leftover.stdout)

    return failures


if __name__ == "__main__":
    failed = main()
    print(f"match run: {len(passes)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)
