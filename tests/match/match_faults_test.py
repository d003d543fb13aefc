#!/usr/bin/env python3
"""`goref match` against fake engines (fake_engine.py beside this file) that crash, hang,
answer garbage, flood, play illegal moves, overrun their clocks, refuse moves, claim wrong
scores, fail to start, ignore quit or leave a child holding the pipes. Each run gets its own
temporary folder; every check reads the records (games.jsonl, games/ID.sgf, logs/) against
the runner's contract: the faulty engine forfeits the game, the run goes on, no process is
left behind. Usage: match_faults_test.py GOREF_BINARY"""
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
FAKE = os.path.join(HERE, "fake_engine.py")

# Game scripts for both engines (--sequence: entry i is move i of the game, Black first),
# checked with `goref --rules chinese --size 5`: the last move is the illegal one.
SUICIDE = "A2,E5,B1,A1"                  # move 4, White A1: no liberty, captures nothing
KO = "B3,D2,C2,D4,C4,E3,A1,C3,D3,C3"     # move 10, White retakes the ko at C3 at once
# Move 15, Black E4 takes back two stones' worth: the board of move 12 again, not a simple ko.
SUPERKO = "E1,E2,D5,A4,E4,A5,C4,D3,B3,D4,D1,B4,E3,E5,E4"

NORMAL_REASONS = ("score",)


class Run:
    """One `goref match` run and its records."""

    def __init__(self, rc, stdout, stderr, elapsed, out, survivors):
        self.rc, self.stdout, self.stderr, self.elapsed, self.out = rc, stdout, stderr, elapsed, out
        self.survivors = survivors  # fake engine processes of this run still alive after it
        self.games, self.bad_lines = [], []
        path = os.path.join(out, "games.jsonl")
        if os.path.exists(path):
            with open(path, encoding="utf-8", errors="replace") as f:
                for line in f:
                    if line.strip():
                        try:
                            self.games.append(json.loads(line))
                        except ValueError:
                            self.bad_lines.append(line[:200])
        self.games.sort(key=lambda g: str(g.get("id")))

    def game(self, number):
        wanted = f"{number:06d}"
        return next((g for g in self.games if g.get("id") == wanted), {})

    def sgf(self, game):
        path = os.path.join(self.out, "games", f"{game.get('id')}.sgf")
        if not os.path.exists(path):
            return None
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()

    def log(self, game_id, engine):
        path = os.path.join(self.out, "logs", f"{game_id}-{engine}.stderr")
        if not os.path.exists(path):
            return None
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()

    def describe(self):
        games = [{k: g.get(k) for k in ("id", "black", "white", "result", "reason", "loser_engine", "detail",
                                        "moves", "faults")} for g in self.games]
        return (f"rc={self.rc} elapsed={self.elapsed:.1f}s stderr={self.stderr[-800:]!r}\n     games="
                + json.dumps(games)[:3000] + (f"\n     unparsable lines: {self.bad_lines}" if self.bad_lines else ""))


def fake_processes(tag):
    """PIDs of running processes whose command line holds tag (zombies have none)."""
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                words = f.read().split(b"\0")
        except OSError:
            continue
        if tag.encode() in words and FAKE.encode() in words:
            found.append(int(pid))
    return found


class Matches:
    def __init__(self, goref, folder):
        self.goref, self.folder, self.count = goref, folder, 0
        self.leftovers = []  # (run name, pids) of processes a run left behind

    def path(self, name):
        return os.path.join(self.folder, name)

    def engine(self, name, flags, tag, extra=""):
        cmd = " ".join(shlex.quote(w) for w in [sys.executable, FAKE, "--tag", tag, *flags])
        return f"name={name},cmd={cmd}" + extra

    def run(self, name, engines, options=(), out=None, timeout=150):
        """engines: [(name, [flags]), ...] or [(name, [flags], ",restart=per-game")]; options are
        added to defaults (size 5, hang timeout 2 s, 2 games, no progress) unless they set them."""
        self.count += 1
        tag = f"goref-match-test-{os.getpid()}-{self.count}"
        os.makedirs(self.path(name), exist_ok=True)
        out = out or os.path.join(self.path(name), "out")
        args = [self.goref, "match", "--out", out]
        for e in engines:
            args += ["--engine", self.engine(e[0], e[1], tag, e[2] if len(e) > 2 else "")]
        options = list(options)
        for option, value in (("--size", "5"), ("--hang-timeout", "2"), ("--games", "2"), ("--progress", "never")):
            if option not in options and not (option == "--games" and "--rounds" in options):
                options += [option, value]
        start = time.monotonic()
        try:
            r = subprocess.run(args + options, capture_output=True, timeout=timeout, cwd=self.path(name))
            rc, stdout, stderr = r.returncode, r.stdout.decode(errors="replace"), r.stderr.decode(errors="replace")
        except subprocess.TimeoutExpired as e:
            rc, stdout, stderr = "timeout", (e.stdout or b"").decode(errors="replace"), \
                (e.stderr or b"").decode(errors="replace") + f" [killed by the test after {timeout} s]"
        elapsed = time.monotonic() - start
        survivors = fake_processes(tag)
        deadline = time.monotonic() + 2
        while survivors and time.monotonic() < deadline:
            time.sleep(0.1)
            survivors = fake_processes(tag)
        for pid in survivors:  # ours: started for this run; clean up so later runs are not disturbed
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        if survivors:
            self.leftovers.append((name, survivors))
        return Run(rc, stdout, stderr, elapsed, out, survivors)


def main():
    goref = os.path.abspath(sys.argv[1])
    passed, failures = [], []

    def check(name, condition, detail=""):
        print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"), flush=True)
        (passed if condition else failures).append(name)

    def colour_of(game, engine):
        return "black" if game.get("black") == engine else "white" if game.get("white") == engine else None

    def normal(game):
        return game.get("reason") in NORMAL_REASONS and not game.get("faults") and game.get("winner") in (
            "black", "white") and game.get("loser_engine") in (None, "")

    def forfeit(game, loser, reason, detail_words=(), result_letter=None):
        """game was lost by engine loser for reason; detail holds the words; result X+letter."""
        colour = colour_of(game, loser)
        if colour is None:
            return False
        winner = "white" if colour == "black" else "black"
        other = game.get("white") if colour == "black" else game.get("black")
        result = str(game.get("result", ""))
        return (game.get("reason") == reason and game.get("loser_engine") == loser
                and game.get("winner") == winner and game.get("winner_engine") == other
                and result.startswith(winner[0].upper() + "+")
                and (result_letter is None or result == f"{winner[0].upper()}+{result_letter}")
                and all(w in str(game.get("detail", "")) for w in detail_words))

    def faulted(game, engine, kind=None):
        return any(f.get("engine") == engine and (kind is None or f.get("kind") == kind)
                   for f in game.get("faults") or [])

    def records(run, name, games):
        """The common record checks: games lines, ids, SGF with RE equal to the result."""
        ids = [g.get("id") for g in run.games]
        check(f"{name}: every one of the {games} games has a line in games.jsonl, ids 000001..",
              ids == [f"{i:06d}" for i in range(1, games + 1)] and not run.bad_lines, run.describe())
        missing = []
        for g in run.games:
            sgf = run.sgf(g)
            found = re.search(r"RE\[([^\]]*)\]", sgf or "")
            if sgf is None or not found or found.group(1) != str(g.get("result")):
                missing.append((g.get("id"), g.get("result"), found.group(1) if found else sgf and sgf[:200]))
        check(f"{name}: every line has games/ID.sgf whose RE[] is the line's result", not missing, missing)

    def no_leftovers(run, name):
        check(f"{name}: no engine process is left running after the run", not run.survivors,
              f"still running: {run.survivors}")

    with tempfile.TemporaryDirectory() as folder:
        m = Matches(goref, folder)
        once = lambda name: ["--once", os.path.join(m.path(name), "fault-fired")]

        # --- two well-behaved engines
        r = m.run("plain", [("A", []), ("B", [])])
        g1, g2 = r.game(1), r.game(2)
        check("two well-behaved engines: exit 0, both games scored, no faults",
              r.rc == 0 and len(r.games) == 2 and all(normal(g) for g in r.games), r.describe())
        check("colours alternate: game 1 has the first engine as Black, game 2 as White",
              (g1.get("black"), g1.get("white"), g2.get("black"), g2.get("white")) == ("A", "B", "B", "A"),
              r.describe())
        fields = ["id", "seed", "black", "white", "size", "rules", "komi", "handicap", "result", "winner",
                  "winner_engine", "reason", "detail", "moves", "time_used", "claims", "faults"]
        check("a games.jsonl line has every field of the contract, size 5, rules chinese",
              all(f in g for g in r.games for f in fields) and all(g.get("size") == 5 and g.get("rules") ==
                                                                    "chinese" for g in r.games),
              [sorted(set(fields) - set(g)) for g in r.games] or r.describe())
        check("a scored game names the winner consistently (winner, winner_engine, result)",
              all(g.get("winner_engine") == g.get(g.get("winner")) and str(g.get("result", "")).startswith(
                  str(g.get("winner", "?"))[0].upper() + "+") for g in r.games), r.describe())
        try:
            with open(os.path.join(r.out, "run.json")) as f:
                json.load(f)
            run_json = True
        except (OSError, ValueError) as e:
            run_json = e
        check("run.json exists and is JSON", run_json is True, run_json)
        records(r, "two well-behaved engines", 2)

        # --- crashes
        r = m.run("crash", [("A", ["--crash-at-move", "3", *once("crash")]), ("B", [])])
        g1, g2 = r.game(1), r.game(2)
        check("an engine that crashes mid-game loses by forfeit (W+F, reason crash, 'exited with status 1')",
              forfeit(g1, "A", "crash", ["exited with status 1"], "F") and faulted(g1, "A", "crash"), r.describe())
        check("the crash came at the crashing engine's 3rd genmove: 4 moves were played", g1.get("moves") == 4,
              r.describe())
        check("after a crash the engine is restarted and the next game is played normally",
              r.rc == 0 and normal(g2), r.describe())
        log = r.log("000001", "A") or ""
        check("the crashed engine's last stderr line is in logs/000001-A.stderr", "crashing at genmove 3" in log,
              repr(log[-500:]))
        records(r, "crash", 2)

        r = m.run("segv", [("A", ["--segv-at-move", "2", *once("segv")]), ("B", [])])
        g1, g2 = r.game(1), r.game(2)
        check("an engine killed by SIGSEGV loses by forfeit ('killed by signal 11'), the next game is played",
              forfeit(g1, "A", "crash", ["killed by signal 11"], "F") and faulted(g1, "A", "crash")
              and normal(g2) and r.rc == 0, r.describe())
        records(r, "segv", 2)

        # --- hangs
        r = m.run("hang", [("A", []), ("B", ["--hang-at-move", "2", *once("hang")])])
        g1, g2 = r.game(1), r.game(2)
        check("an engine that hangs in genmove loses by forfeit after --hang-timeout 2 ('no answer ... within 2 s')",
              forfeit(g1, "B", "hang", [], "F") and faulted(g1, "B", "hang") and r.elapsed >= 2
              and re.search(r"no answer\b.*\bwithin 2(\.\d+)? s", str(g1.get("detail"))) is not None, r.describe())
        check("after a hang the next game is played normally, the run ends in time",
              r.rc == 0 and normal(g2) and r.elapsed < 30, r.describe())
        no_leftovers(r, "hang")
        records(r, "hang", 2)

        # --- garbage answers
        # A well-framed answer that is no move is a bad move, not a broken engine: a forfeit
        # without a fault (the process stays in sync and is used again, as for an illegal move).
        r = m.run("garbage-text", [("A", ["--garbage-at-move", "2", *once("garbage-text")]), ("B", [])])
        g1, g2 = r.game(1), r.game(2)
        check("an engine answering genmove with '= banana' loses by forfeit (unparsable_move), no fault",
              forfeit(g1, "A", "unparsable_move") and "banana" in str(g1.get("detail")) and not g1.get("faults"),
              r.describe())
        check("after '= banana' the next game is played normally", r.rc == 0 and normal(g2), r.describe())
        records(r, "garbage-text", 2)
        for name, flags, what in (("garbage-noprefix", ["--garbage-at-move", "2", "--garbage-kind", "noprefix"],
                                   "a line without '='"),
                                  ("garbage-nul", ["--nul-at-move", "2"], "'= D<NUL>4'"),
                                  ("garbage-long-line", ["--long-line-at-move", "2"], "a 10 MiB line")):
            r = m.run(name, [("A", [*flags, *once(name)]), ("B", [])])
            g1, g2 = r.game(1), r.game(2)
            check(f"an engine answering genmove with {what} loses by forfeit (unparsable_move, a garbage fault)",
                  forfeit(g1, "A", "unparsable_move") and faulted(g1, "A", "garbage"), r.describe())
            check(f"after {what} the next game is played normally", r.rc == 0 and normal(g2), r.describe())
            records(r, name, 2)

        r = m.run("flood", [("A", ["--flood-at-move", "2", *once("flood")]), ("B", [])])
        g1, g2 = r.game(1), r.game(2)
        check("an engine that floods endless lines loses by forfeit (unparsable_move or hang), the run goes on",
              (forfeit(g1, "A", "unparsable_move") or forfeit(g1, "A", "hang")) and faulted(g1, "A")
              and normal(g2) and r.rc == 0 and r.elapsed < 60, r.describe())
        no_leftovers(r, "flood")
        records(r, "flood", 2)

        # --- illegal moves
        r = m.run("occupied", [("A", ["--illegal", "occupied", "--at-move", "2"]), ("B", [])])
        check("a move on an occupied point loses the game (illegal_move, 'occupied'), with either colour",
              len(r.games) == 2 and all(forfeit(g, "A", "illegal_move", ["occupied"]) for g in r.games)
              and r.rc == 0, r.describe())
        records(r, "occupied", 2)

        for name, script, rules, word, bad_colour, moves in (
                ("suicide", SUICIDE, "chinese", "suicide", "white", 3),
                ("ko", KO, "chinese", "ko", "white", 9),
                ("superko", SUPERKO, "chinese", "superko", "black", 14)):
            r = m.run(name, [("A", ["--sequence", script]), ("B", ["--sequence", script])], ["--rules", rules])
            ok = len(r.games) == 2 and r.rc == 0
            for g in r.games:
                detail = str(g.get("detail", ""))
                ok = ok and forfeit(g, g.get(bad_colour), "illegal_move") and g.get("moves") == moves \
                    and re.search(rf"\b{word}\b", detail) is not None and (word == "superko" or "superko" not in detail)
            check(f"{'a simple ko retaken at once' if name == 'ko' else name} under {rules}: the {bad_colour} engine "
                  f"loses after {moves} moves (illegal_move, '{word}')", ok, r.describe())
            records(r, name, 2)

        r = m.run("superko-japanese", [("A", ["--sequence", SUPERKO]), ("B", ["--sequence", SUPERKO])],
                  ["--rules", "japanese"])
        check("the same superko repetition under japanese (no superko) is not an illegal move",
              len(r.games) == 2 and all(g.get("reason") != "illegal_move" and g.get("moves", 0) > 15
                                        for g in r.games), r.describe())

        # --- clocks
        r = m.run("move-time-over", [("A", ["--sleep-ms", "1600", "--sleep-at-move", "2"]), ("B", [])],
                  ["--move-time", "1"])
        check("a 1.6 s move against --move-time 1 loses on time: W+T as Black, B+T as White, reason time",
              r.rc == 0 and len(r.games) == 2 and all(forfeit(g, "A", "time", result_letter="T") for g in r.games),
              r.describe())
        overs = [re.search(r"(\d+) ms over", str(g.get("detail", ""))) for g in r.games]
        overs = [o and int(o.group(1)) for o in overs]
        check("... and the detail says by how much: 'N ms over' with N about 600",
              len(overs) == 2 and all(o is not None and 450 <= o <= 1200 for o in overs),
              f"ms over: {overs}; details: {[g.get('detail') for g in r.games]}")
        records(r, "move-time-over", 2)

        r = m.run("move-time-under", [("A", ["--sleep-ms", "800", "--sleep-at-move", "2"]), ("B", [])],
                  ["--move-time", "1"])
        check("a 0.8 s move against --move-time 1 is no loss; time_used counts it",
              r.rc == 0 and len(r.games) == 2 and all(normal(g) and float(
                  (g.get("time_used") or {}).get(colour_of(g, "A"), 0)) >= 0.8 for g in r.games), r.describe())

        r = m.run("move-time-margin", [("A", ["--sleep-ms", "1020", "--sleep-at-move", "2"]), ("B", [])],
                  ["--move-time", "1", "--games", "1"])
        check("a move 20 ms over --move-time 1 is inside the default 100 ms margin: no loss",
              r.rc == 0 and len(r.games) == 1 and normal(r.game(1)), r.describe())
        r = m.run("move-time-no-margin", [("A", ["--sleep-ms", "1020", "--sleep-at-move", "2"]), ("B", [])],
                  ["--move-time", "1", "--games", "1", "--time-margin", "0"])
        check("the same move with --time-margin 0 loses on time",
              r.rc == 0 and len(r.games) == 1 and forfeit(r.game(1), "A", "time", result_letter="T"), r.describe())

        r = m.run("absolute", [("A", ["--sleep-ms", "300"]), ("B", [])], ["--time", "absolute:2", "--games", "1"])
        g = r.game(1)
        used = (g.get("time_used") or {})
        check("--time absolute:2 with 0.3 s moves: the slow engine loses on time after about 7 moves",
              r.rc == 0 and forfeit(g, "A", "time", [], "T") and float(used.get("black", 0)) >= 2.0
              and float(used.get("white", 9)) < 1.0 and 12 <= g.get("moves", 0) <= 16, r.describe())
        over = re.search(r"(\d+) ms over", str(g.get("detail", "")))
        check("... and the detail says by how much it overran ('N ms over', N under 400)",
              over is not None and 0 < int(over.group(1)) < 400, g.get("detail"))

        for kind, sleep, loses in (("canadian:0.5:1:2", 1000, False), ("canadian:0.5:1:2", 2000, True),
                                   ("japanese:0.5:1:2", 1200, False), ("japanese:0.5:1:2", 3000, True)):
            name = f"{kind.split(':')[0]}-{sleep}"
            r = m.run(name, [("A", ["--sleep-ms", str(sleep), "--sleep-at-move", "3"]), ("B", [])],
                      ["--time", kind, "--games", "1"])
            g = r.game(1)
            check(f"--time {kind}: a {sleep / 1000:g} s 3rd move " + ("loses on time" if loses else "is no loss"),
                  r.rc == 0 and len(r.games) == 1 and (forfeit(g, "A", "time", [], "T") if loses else normal(g)),
                  r.describe())

        r = m.run("fischer", [("A", ["--sleep-ms", "200"]), ("B", ["--no-time-commands"])],
                  ["--time", "fischer:1:0.5", "--games", "1"])
        check("--time fischer:1:0.5 with 0.2 s moves: no time loss, the game is scored",
              r.rc == 0 and len(r.games) == 1 and normal(r.game(1)), r.describe())
        check("an engine without time_settings/time_left plays a timed game without a fault",
              len(r.games) == 1 and not faulted(r.game(1), "B"), r.describe())

        # --- refusing the opponent's legal move, resigning, the move limit
        r = m.run("refuse", [("A", []), ("B", ["--refuse-play"])])
        check("an engine that refuses the opponent's legal move loses (refused_move), with either colour",
              r.rc == 0 and len(r.games) == 2 and all(forfeit(g, "B", "refused_move") for g in r.games),
              r.describe())
        records(r, "refuse", 2)

        r = m.run("resign", [("A", ["--resign-at-move", "3"]), ("B", [])])
        g1, g2 = r.game(1), r.game(2)
        check("an engine that resigns loses W+R as Black and B+R as White, reason resign, no fault",
              r.rc == 0 and g1.get("result") == "W+R" and g2.get("result") == "B+R"
              and all(g.get("reason") == "resign" and g.get("winner_engine") == "B" and not g.get("faults")
                      for g in r.games), r.describe())
        records(r, "resign", 2)

        r = m.run("max-moves", [("A", []), ("B", [])], ["--max-moves", "10"])
        check("--max-moves 10: both games stop at 10 moves (reason max_moves)",
              r.rc == 0 and len(r.games) == 2 and all(g.get("reason") == "max_moves" and g.get("moves") == 10
                                                      for g in r.games), r.describe())
        records(r, "max-moves", 2)

        # --- score claims
        control = m.run("claims-control", [("A", []), ("B", ["--no-final-status"])])
        check("an engine without final_status_list plays scored games without a fault",
              control.rc == 0 and len(control.games) == 2 and all(normal(g) for g in control.games),
              control.describe())
        r = m.run("claims", [("A", ["--claim-score", "B+100", "--claim-dead", "A1 B1"]), ("B", [])])
        same = len(r.games) == 2 and [g.get("result") for g in r.games] == [g.get("result") for g in control.games]
        check("a wrong score claim does not change the result: the referee's count stands",
              r.rc == 0 and same and all(g.get("reason") == "score" and g.get("result") != "B+100" for g in r.games),
              f"control results {[g.get('result') for g in control.games]}; " + r.describe())
        claims_ok = len(r.games) == 2
        for g in r.games:
            claims = g.get("claims") or {}
            mine, theirs = claims.get(colour_of(g, "A")) or {}, claims.get(colour_of(g, "B")) or {}
            claims_ok = claims_ok and mine.get("final_score") == "B+100" and mine.get("dead") == ["A1", "B1"] \
                and theirs.get("final_score") == "0" and theirs.get("dead") == []
        check("the claims are recorded: claims.<colour>.final_score and .dead of each engine", claims_ok,
              [g.get("claims") for g in r.games])
        records(r, "claims", 2)

        # --- engines that cannot start or do not speak GTP: exit 2 before the first game
        for name, flags in (("dies-at-start", ["--die-at-start"]), ("not-gtp", ["--not-gtp"])):
            r = m.run(name, [("good", []), (name, flags)], timeout=60)
            err = r.stderr.strip().splitlines()
            check(f"an engine that {'dies at start-up' if name == 'dies-at-start' else 'does not speak GTP'}: "
                  "exit 2, one line on stderr 'goref match: ...' naming it, no game played",
                  r.rc == 2 and len(err) == 1 and err[0].startswith("goref match:") and name in err[0]
                  and not r.games, r.describe())
            no_leftovers(r, name)

        # --- engines that will not go away
        r = m.run("close-stdout", [("A", ["--close-stdout-at-move", "2", *once("close-stdout")]), ("B", [])])
        g1, g2 = r.game(1), r.game(2)
        check("an engine that closes stdout but keeps running loses by forfeit (a 'closed' fault)",
              (forfeit(g1, "A", "crash") or forfeit(g1, "A", "hang")) and faulted(g1, "A", "closed"), r.describe())
        check("after a closed stdout the next game is played normally, the run ends in time",
              r.rc == 0 and normal(g2) and r.elapsed < 30, r.describe())
        no_leftovers(r, "close-stdout")
        records(r, "close-stdout", 2)

        for mode in ("answer", "silent"):
            r = m.run(f"ignore-quit-{mode}", [("A", ["--ignore-quit", mode, "--ignore-term"]), ("B", [])])
            check(f"an engine that {'answers quit but keeps running' if mode == 'answer' else 'never answers quit'}"
                  " (and ignores SIGTERM): the games are normal, the run ends in time",
                  r.rc == 0 and len(r.games) == 2 and all(normal(g) for g in r.games) and r.elapsed < 45,
                  r.describe())
            no_leftovers(r, f"ignore-quit-{mode}")

        r = m.run("fork-child", [("A", ["--fork-child", "--crash-at-move", "2", *once("fork-child")]), ("B", [])],
                  timeout=120)
        g1, g2 = r.game(1), r.game(2)
        check("an engine whose child keeps the pipes open after it exits: a crash ('exited with status 1')",
              forfeit(g1, "A", "crash", ["exited with status 1"], "F"), r.describe())
        check("with a child holding the pipes the next game is played and the run ends in time",
              r.rc == 0 and normal(g2) and r.elapsed < 45, r.describe())
        no_leftovers(r, "fork-child (the children too)")
        records(r, "fork-child", 2)

        # --- the fault threshold
        r = m.run("max-faults", [("A", ["--crash-at-move", "2"]), ("B", [])], ["--games", "4", "--max-faults", "0"])
        check("--max-faults 0: the first crash stops the run with exit 1; games.jsonl holds the finished game",
              r.rc == 1 and len(r.games) == 1 and forfeit(r.game(1), "A", "crash"), r.describe())
        records(r, "max-faults", 1)
        r = m.run("max-faults-1", [("A", ["--crash-at-move", "2"]), ("B", [])], ["--games", "4", "--max-faults", "1"])
        check("--max-faults 1: two crashes stop the run with exit 1 after game 2",
              r.rc == 1 and len(r.games) == 2 and all(forfeit(g, "A", "crash") for g in r.games), r.describe())

        # --- an --out that cannot be written
        blocker = m.path("a-file")
        with open(blocker, "w") as f:
            f.write("not a folder\n")
        r = m.run("unwritable", [("A", []), ("B", [])], out=os.path.join(blocker, "out"), timeout=60)
        err = r.stderr.strip().splitlines()
        check("an --out that cannot be created (under a file): nonzero exit, one line 'goref match: ...' on stderr",
              r.rc not in (0, "timeout") and len(err) == 1 and err[0].startswith("goref match:"), r.describe())
        no_leftovers(r, "unwritable")

        # --- engine logs
        r = m.run("stderr-logs", [("A", ["--stderr-lines", "3"]), ("B", [])])
        logs_ok, seen = r.rc == 0 and len(r.games) == 2, {}
        for g in r.games:
            a, b = r.log(g.get("id"), "A"), r.log(g.get("id"), "B")
            seen[g.get("id")] = (a and a[-300:], b is not None)
            logs_ok = logs_ok and a is not None and b is not None and "genmove 1 line 3 of 3" in a \
                and a.count("line 1 of 3") == a.count("line 3 of 3") >= 2
        check("logs/ID-ENGINE.stderr exists for both engines of each game and holds that game's stderr lines",
              logs_ok, seen or r.describe())

        r = m.run("restart-per-game", [("A", [], ",restart=per-game"), ("B", [])])
        pids = [re.findall(r"started, pid (\d+)", r.log(f"{i:06d}", "A") or "") for i in (1, 2)]
        check("restart=per-game: each game's log shows its own process start, two different pids",
              r.rc == 0 and len(r.games) == 2 and all(len(p) == 1 for p in pids) and pids[0] != pids[1], pids)

        r = m.run("rounds", [("A", []), ("B", [])], ["--rounds", "2"])
        check("--rounds 2: two colour-swapped pairs, four games",
              r.rc == 0 and [g.get("black") for g in r.games] == ["A", "B", "A", "B"]
              and all(normal(g) for g in r.games), r.describe())

        # --- several games at once
        r = m.run("concurrency", [("A", []), ("B", [])], ["--games", "4", "--concurrency", "2"])
        check("--concurrency 2 --games 4: four normal games, colours alternating by id",
              r.rc == 0 and len(r.games) == 4 and all(normal(g) for g in r.games)
              and [g.get("black") for g in r.games] == ["A", "B", "A", "B"], r.describe())
        records(r, "concurrency", 4)

        check("no fake engine process outlived its run (all runs)", not m.leftovers, m.leftovers)

    print(f"{len(passed)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
