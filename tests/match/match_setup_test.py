#!/usr/bin/env python3
"""What `goref match` tells the engines and how it ends a game: the rules as kata-set-rules
JSON or kgs-rules, the clock as kgs-time_settings / time_settings, time_left before every
genmove, fixed and free handicap, openings played once with each colour, play resumed when
the engines' dead stones disagree under area rules (not under territory rules), and the
progress line only when asked for or on a terminal. Engines: tests/match/fake_engine.py with
--echo-stderr, whose per-game logs show every command received.

Usage: match_setup_test.py GOREF"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FAKE = os.path.join(HERE, "fake_engine.py")
failures, passes = [], []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"))
    (passes if condition else failures).append(name)


def main():
    goref = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as folder:
        count = [0]

        def match(engines, *options):
            count[0] += 1
            out = os.path.join(folder, f"run{count[0]}")
            args = [goref, "match", "--out", out, "--hang-timeout", "5"]
            for name, flags in engines:
                args += ["--engine", f"name={name},cmd=python3 {FAKE} --echo-stderr {flags}"]
            r = subprocess.run(args + list(options), capture_output=True, text=True, timeout=300)
            games = []
            if os.path.exists(os.path.join(out, "games.jsonl")):
                games = [json.loads(l) for l in open(os.path.join(out, "games.jsonl"))]
            return r, out, games

        def received(out, game_id, engine):
            path = os.path.join(out, "logs", f"{game_id}-{engine}.stderr")
            text = open(path).read() if os.path.exists(path) else ""
            return [line.split("received: ", 1)[1] for line in text.splitlines() if "received: " in line]

        # --- rules and clocks as each engine can take them
        r, out, games = match([("kgs", "--extra-commands kgs-rules,kgs-time_settings"),
                               ("kata", "--extra-commands kata-set-rules,kata-time_settings")],
                              "--size", "5", "--games", "2", "--rules", "chinese", "--time", "japanese:30:5:3",
                              "--progress", "never")
        kgs, kata = received(out, "000001", "kgs"), received(out, "000001", "kata")
        check("a match with a clock plays its games", r.returncode == 0 and len(games) == 2, r.stderr)
        check("an engine listing kgs-rules gets 'kgs-rules chinese'", "kgs-rules chinese" in kgs, kgs[:12])
        check("an engine listing kata-set-rules gets the exact rules as KataGo JSON",
              any(c.startswith('kata-set-rules {"friendlyPassOk"') and '"ko":"POSITIONAL"' in c for c in kata), kata[:12])
        check("Japanese byo-yomi goes as kgs-time_settings byoyomi 30 5 3",
              "kgs-time_settings byoyomi 30 5 3" in kgs, kgs[:12])
        check("... and as kata-time_settings byoyomi with decimals to KataGo's form",
              any(c.startswith("kata-time_settings byoyomi 30.000 5.000 3") for c in kata), kata[:12])
        genmoves = [i for i, c in enumerate(kgs) if c.startswith("genmove")]
        check("time_left comes right before every genmove",
              genmoves and all(kgs[i - 1].startswith("time_left b ") for i in genmoves), kgs[:20])
        check("the rules and clock sent are recorded in games.jsonl",
              games[0]["claims"]["black"]["rules_sent"] == "kgs-rules chinese"
              and games[0]["claims"]["black"]["time_sent"] == "kgs-time_settings byoyomi 30 5 3", games[0]["claims"])
        r, out, games = match([("plain", ""), ("other", "")], "--size", "5", "--games", "1", "--rules", "japanese",
                              "--time", "japanese:30:5:3", "--progress", "never")
        plain = received(out, "000001", "plain")
        check("without kgs-time_settings Japanese byo-yomi is the nearest time_settings 30 5 1",
              "time_settings 30 5 1" in plain, plain[:10])
        check("an engine without rules commands gets none, and the record says so",
              not any(c.startswith(("kgs-rules", "kata-set-rules")) for c in plain)
              and "neither" in games[0]["claims"]["black"]["rules_sent"], games[0]["claims"])
        r, out, games = match([("a", ""), ("b", "")], "--size", "5", "--games", "1", "--move-time", "2.5",
                              "--progress", "never")
        check("a plain per-move limit goes as time_settings 0 2 1",
              "time_settings 0 2 1" in received(out, "000001", "a"), received(out, "000001", "a")[:10])

        # --- handicap
        r, out, games = match([("a", ""), ("b", "")], "--size", "9", "--games", "2", "--handicap", "3",
                              "--progress", "never")
        sgf = open(os.path.join(out, "games", "000001.sgf")).read()
        a = received(out, "000001", "a")
        layout = subprocess.run([goref], input="boardsize 9\nfixed_handicap 3\n", capture_output=True,
                                text=True).stdout.split("\n\n")[1].lstrip("= ").split()
        check("fixed handicap 3 on 9x9: set_free_handicap with GTP's layout to engines without fixed_handicap",
              any(c.startswith("set_free_handicap") and sorted(c.split()[1:]) == sorted(layout) for c in a), (layout, a[:10]))
        check("... the SGF has HA[3] and the stones as AB, and White moves first",
              "HA[3]" in sgf and re.search(r"AB(\[[a-i]{2}\]){3}", sgf) and re.search(r";W\[", sgf) and games[0]["handicap"] == 3,
              sgf[:300])
        check("... and komi is the ruleset's handicap komi", games[0]["komi"] == 0.5 or games[0]["komi"] == 7.5
              or isinstance(games[0]["komi"], float), games[0]["komi"])
        r, out, games = match([("a", f"--extra-commands place_free_handicap"), ("b", "")], "--size", "9", "--games", "1",
                              "--handicap", "2", "--handicap-placement", "free", "--progress", "never")
        check("free handicap asks Black's engine (place_free_handicap 2); a wrong answer is its forfeit",
              "place_free_handicap 2" in received(out, "000001", "a") and games and games[0]["reason"] == "setup"
              and games[0]["loser_engine"] == "a", games[0] if games else r.stderr)

        # --- openings: each once with each colour, the first K moves
        openings = os.path.join(folder, "openings")
        os.makedirs(openings)
        with open(os.path.join(openings, "a.sgf"), "w") as f:
            f.write("(;GM[1]SZ[5];B[cc];W[bb];B[dd];W[ee])")
        with open(os.path.join(openings, "b.sgf"), "w") as f:
            f.write("(;GM[1]SZ[5];B[bc];W[cb];B[db])")
        r, out, games = match([("a", ""), ("b", "")], "--games", "4", "--openings", openings, "--opening-moves", "2",
                              "--progress", "never")
        check("4 games over 2 openings: each opening once with each colour",
              [g["opening"] for g in games] == ["a.sgf", "a.sgf", "b.sgf", "b.sgf"]
              and games[0]["black"] != games[1]["black"], [(g["opening"], g["black"]) for g in games])
        first = received(out, "000001", "a")
        check("the opening's first two moves are played to both engines before the first genmove",
              first.index("play b C3") < first.index("play w B4") < min(i for i, c in enumerate(first) if c.startswith("genmove"))
              and "play b D2" not in first[:first.index("play w B4") + 2], first[:14])
        sgf = open(os.path.join(out, "games", "000003.sgf")).read()
        check("the game's SGF starts with its opening", re.search(r";B\[bc\]\s*;W\[cb\]", sgf) is not None, sgf[:200])

        # --- dead-stone disputes: area rules resume play, territory rules do not
        # a names every point of the 5x5 board: whatever stands there at the end, b names none of it.
        everything = " ".join(c + str(r) for c in "ABCDE" for r in range(1, 6))
        dispute = [("a", f"--claim-dead '{everything}' --claim-score B+1"), ("b", "--claim-score W+1")]
        r, out, games = match(dispute, "--size", "5", "--games", "1", "--rules", "chinese", "--disputes", "2",
                              "--progress", "never")
        check("under chinese, different dead stones resume play twice, then goref counts",
              games and games[0]["disputes"] == 2 and games[0]["reason"] == "score"
              and games[0]["referee"]["basis"] == "goref", games[0] if games else r.stderr)
        r, out, games = match(dispute, "--size", "5", "--games", "1", "--rules", "japanese", "--progress", "never")
        check("under japanese the same dispute is counted by goref at once",
              games and games[0]["disputes"] == 0 and games[0]["referee"]["basis"] == "goref", games[0] if games else "")
        r, out, games = match([("a", "--claim-score W+99"), ("b", "--claim-score B+99")], "--size", "5", "--games", "1",
                              "--rules", "tromp-taylor", "--progress", "never")
        check("under tromp-taylor the board is counted as it stands",
              games and games[0]["referee"]["basis"] == "as-it-stands", games[0] if games else "")

        # --- faults found in review, each pinned
        r, out, games = match([("a", "--double-answer-at-play 2"), ("b", "")], "--size", "5", "--games", "2",
                              "--progress", "never")
        g = games[0] if games else {}
        check("an engine answering twice (thinking off its clock inside play) forfeits at its next command",
              g.get("loser_engine") == "a" and any(f["kind"] == "garbage" and "nobody asked" in f["detail"]
                                                   for f in g.get("faults", [])), g)
        r, out, games = match([("a", "--latin1-score"), ("b", "")], "--size", "5", "--games", "2", "--progress", "never")
        check("an engine's bytes that are no UTF-8 are recorded, not fatal",
              r.returncode == 0 and len(games) == 2 and games[0]["claims"]["black"]["final_score"].startswith("B+3 (r"),
              r.stderr[-300:])
        r, out, games = match([("a", "--crash-at-move 2"), ("b", "")], "--size", "5", "--games", "6", "--max-faults", "0",
                              "--progress", "never")
        first = len(games)
        r2 = subprocess.run([goref, "match", "--out", out, "--hang-timeout", "5", "--engine",
                             f"name=a,cmd=python3 {FAKE} --echo-stderr --crash-at-move 2", "--engine",
                             f"name=b,cmd=python3 {FAKE} --echo-stderr ", "--size", "5", "--games", "6",
                             "--max-faults", "0", "--progress", "never"], capture_output=True, text=True, timeout=300)
        again = [json.loads(l) for l in open(os.path.join(out, "games.jsonl"))]
        check("a run stopped by --max-faults resumes (the earlier faults do not stop it again at once)",
              r.returncode == 1 and r2.returncode == 1 and len(again) > first, (first, len(again), r2.stderr))
        r, out, games = match([("a", "--exit-after-final-status"), ("b", "")], "--size", "5", "--games", "3",
                              "--progress", "never")
        check("an engine that died between games is started again, not forfeited",
              len(games) == 3 and all(g["reason"] == "score" and not g["faults"] for g in games),
              [(g["reason"], g["detail"]) for g in games])
        import signal as signals
        import time
        sleeper_out = os.path.join(folder, "interrupted")
        runner = subprocess.Popen([goref, "match", "--out", sleeper_out, "--progress", "never", "--size", "5",
                                   "--games", "1", "--engine", f"name=a,cmd=python3 {FAKE} --sleep-ms 300",
                                   "--engine", f"name=b,cmd=python3 {FAKE}"], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
        time.sleep(1.0)
        runner.send_signal(signals.SIGINT)
        stdout, stderr = runner.communicate(timeout=60)
        journal = os.path.join(sleeper_out, "games.jsonl")
        check("SIGINT abandons the game in flight: exit 1, nothing recorded, told how to resume",
              runner.returncode == 1 and (not os.path.exists(journal) or open(journal).read() == "")
              and "resume" in stderr, (runner.returncode, stderr))

        # --- the progress line
        r, out, games = match([("a", ""), ("b", "")], "--size", "5", "--games", "2", "--progress", "always")
        check("--progress always draws the live line on stderr", "2/2 games" in r.stderr and "ETA" in r.stderr, r.stderr)
        r, out, games = match([("a", ""), ("b", "")], "--size", "5", "--games", "2")
        check("by default, with stderr not a terminal, nothing is drawn", r.stderr == "", r.stderr)
        check("the table goes to stdout", "a vs b: 2 games" in r.stdout, r.stdout)
    return failures


if __name__ == "__main__":
    failed = main()
    print(f"match setup: {len(passes)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)
