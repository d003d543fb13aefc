#!/usr/bin/env python3
"""Differential test: goref against GNU Go 3.8 on seeded random games.

For each of four rule modes (ko rule x suicide rule) both engines follow the
same random games on 5x5, 7x7 and 9x9.  After every move the script compares
`all_legal` for both colours and `captures` for both colours.  Each move is
drawn uniformly from the union of the two engines' legal lists for the side to
move (plus a pass now and then), so that a vertex only one engine allows gets
played; if exactly one engine accepts it, that engine is rolled back by
replaying the game without the move.

Every disagreement is classified:

  known    -- the GNU Go defect of spec README section 1: with a suicide option
              and a superko option GNU Go accepts a suicide that recreates an
              earlier position (its superko check looks at the board before
              the suicided stones are removed); goref answers `superko`.
              Confirmed three ways: a Python model of the rules says the move
              is a suicide whose result repeats the history, goref's
              `goref-illegal_reason` (when it has it) answers `superko`, and
              GNU Go accepts it.
  unexplained -- everything else.  Each one is printed with a GTP transcript.

Exit status: 0 when no unexplained disagreement, 1 otherwise, 2 on an engine
or protocol failure, 77 (ctest SKIP_RETURN_CODE) when GNU Go is not installed.

A disagreement is one vertex for one colour in one position where the two
`all_legal` answers differ, one `captures` answer that differs, or one `play`
whose acceptance contradicts the engine's own `all_legal` of that position.
A `play` that exactly one engine rejects, on a vertex where the two `all_legal`
answers already differed, is not counted twice.

The script also contains a small pure-Python GTP engine implementing the same
rules (`--model-engine --rules NAME`), used to develop and self-check the
harness without goref:  --goref "python3 gnugo_differential.py --model-engine".
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import shlex
import subprocess
import sys
import tempfile
import time

EMPTY, BLACK, WHITE = 0, 1, 2
COLOUR_NAME = {BLACK: "b", WHITE: "w"}
COLS = "ABCDEFGHJKLMNOPQRST"

SKIP = 77


def other(c: int) -> int:
    return 3 - c


# --------------------------------------------------------------------------
# Rules model (independent third implementation, used to classify)
# --------------------------------------------------------------------------

_GEOMETRY: dict[int, list[tuple[int, ...]]] = {}


def neighbours(n: int) -> list[tuple[int, ...]]:
    g = _GEOMETRY.get(n)
    if g is None:
        g = []
        for p in range(n * n):
            x, y = p % n, p // n
            nb = []
            if x > 0:
                nb.append(p - 1)
            if x < n - 1:
                nb.append(p + 1)
            if y > 0:
                nb.append(p - n)
            if y < n - 1:
                nb.append(p + n)
            g.append(tuple(nb))
        _GEOMETRY[n] = g
    return g


def vertex_name(p: int, n: int) -> str:
    return f"{COLS[p % n]}{p // n + 1}"


def parse_vertex(s: str, n: int) -> int | None:
    s = s.strip().upper()
    if len(s) < 2 or s[0] not in COLS:
        return None
    x = COLS.index(s[0])
    try:
        y = int(s[1:]) - 1
    except ValueError:
        return None
    if not (0 <= x < n and 0 <= y < n):
        return None
    return y * n + x


def parse_colour(s: str) -> int | None:
    s = s.strip().lower()
    if s in ("b", "black"):
        return BLACK
    if s in ("w", "white"):
        return WHITE
    return None


# preset name -> (ko rule, suicide rule); suicide: none | multi | all
MODEL_RULES = {
    "japanese": ("simple", "none"),
    "korean": ("simple", "none"),
    "chinese-simple": ("simple", "none"),
    "chinese": ("psk", "none"),
    "wmsg": ("psk", "none"),
    "tromp-taylor": ("psk", "all"),
    "ing": ("psk", "multi"),
    "aga": ("ssk", "none"),
    "new-zealand": ("ssk", "all"),
}


class RulesModel:
    """A plain Go board with simple ko / PSK / SSK and three suicide rules."""

    def __init__(self, ko: str, suicide: str):
        self.ko_rule = ko
        self.suicide_rule = suicide
        self.reset(9)

    def reset(self, n: int) -> None:
        self.n = n
        self.nb = neighbours(n)
        self.board = bytearray(n * n)
        self.to_move = BLACK
        self.ko: tuple[int, int] | None = None  # (point, colour banned from it)
        self.caps = [0, 0, 0]  # caps[c] = stones captured BY c
        start = (bytes(self.board), BLACK)
        self.boards = collections.Counter([start[0]])
        self.situations = collections.Counter([start])
        self.since_pass = collections.Counter([start])
        self.moves: list[tuple[int, int | None]] = []
        self.passes_in_a_row = 0

    def _chain(self, b, p):
        colour = b[p]
        nb = self.nb
        stones = [p]
        seen = {p}
        libs = False
        i = 0
        while i < len(stones):
            q = stones[i]
            i += 1
            for r in nb[q]:
                v = b[r]
                if v == EMPTY:
                    libs = True
                elif v == colour and r not in seen:
                    seen.add(r)
                    stones.append(r)
        return stones, libs

    def simulate(self, c: int, p: int):
        """Board after c plays p (captures, then suicide removal).

        Returns (board bytes, captured stones list, suicided stone count)."""
        b = bytearray(self.board)
        b[p] = c
        captured: list[int] = []
        opp = other(c)
        for q in self.nb[p]:
            if b[q] == opp:
                stones, libs = self._chain(b, q)
                if not libs:
                    for s in stones:
                        b[s] = EMPTY
                    captured.extend(stones)
        stones, libs = self._chain(b, p)
        suicided = 0
        if not libs:
            suicided = len(stones)
            for s in stones:
                b[s] = EMPTY
        return bytes(b), captured, suicided

    def repeats(self, new_board: bytes, c: int) -> bool:
        """Would the board after a play by c repeat the history (superko)?"""
        if self.ko_rule == "psk":
            return new_board in self.boards
        if self.ko_rule == "ssk":
            return (new_board, other(c)) in self.situations
        return False

    def legality(self, c: int, p: int) -> str:
        if self.board[p] != EMPTY:
            return "occupied"
        new_board, _captured, suicided = self.simulate(c, p)
        if suicided:
            if self.suicide_rule == "none":
                return "suicide"
            if self.suicide_rule == "multi" and suicided == 1:
                return "suicide"
        if self.ko is not None and self.ko == (p, c):
            return "ko"
        if self.repeats(new_board, c):
            return "superko"
        return "legal"

    def legal_moves(self, c: int) -> list[int]:
        return [p for p in range(self.n * self.n)
                if self.board[p] == EMPTY and self.legality(c, p) == "legal"]

    def _record(self, c_next: int) -> None:
        key = (bytes(self.board), c_next)
        self.boards[key[0]] += 1
        self.situations[key] += 1
        self.since_pass[key] += 1

    def play(self, c: int, p: int | None) -> None:
        """Apply a move already known to be legal (p None = pass)."""
        self.moves.append((c, p))
        if p is None:
            self.ko = None
            self.to_move = other(c)
            self.passes_in_a_row += 1
            self.since_pass = collections.Counter()
            self._record(self.to_move)
            return
        self.passes_in_a_row = 0
        new_board, captured, suicided = self.simulate(c, p)
        self.board = bytearray(new_board)
        self.caps[c] += len(captured)
        self.caps[other(c)] += suicided
        self.ko = None
        if len(captured) == 1 and not suicided:
            stones, _ = self._chain(self.board, p)
            if len(stones) == 1:
                libs = [q for q in self.nb[p] if self.board[q] == EMPTY]
                if libs == captured:
                    self.ko = (captured[0], other(c))
        self.to_move = other(c)
        self._record(self.to_move)

    def long_cycle(self) -> bool:
        """Current (board, player to move) seen 3 times since the last pass."""
        return self.since_pass[(bytes(self.board), self.to_move)] >= 3

    def is_own_eye(self, c: int, p: int) -> bool:
        return all(self.board[q] == c for q in self.nb[p])


# --------------------------------------------------------------------------
# Pure-Python GTP engine over the model (development aid / bench fallback)
# --------------------------------------------------------------------------

def model_engine(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="gnugo_differential.py --model-engine")
    ap.add_argument("--model-engine", action="store_true")
    ap.add_argument("--rules", default="japanese")
    ap.add_argument("--player", default=None)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--size", type=int, default=19)
    ap.add_argument("--komi", default=None)
    ap.add_argument("--log-level", default=None)
    a = ap.parse_args(argv)
    ko, suicide = MODEL_RULES[a.rules.lower().replace("_", "-").replace(" ", "-")]
    m = RulesModel(ko, suicide)
    m.reset(a.size)
    rng = random.Random(a.seed)
    out = sys.stdout

    def answer(ok, text=""):
        out.write(("= " if ok else "? ") + text + "\n\n")
        out.flush()

    for raw in sys.stdin:
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        cmd, args = parts[0].lower(), parts[1:]
        if cmd == "quit":
            answer(True)
            return 0
        if cmd in ("protocol_version",):
            answer(True, "2")
        elif cmd == "name":
            answer(True, "goref-model")
        elif cmd == "boardsize":
            m.reset(int(args[0]))
            answer(True)
        elif cmd == "clear_board":
            m.reset(m.n)
            answer(True)
        elif cmd in ("komi",):
            answer(True)
        elif cmd == "known_command":
            answer(True, "true" if args and args[0] in (
                "goref-illegal_reason", "all_legal", "captures", "play", "undo") else "false")
        elif cmd == "play":
            c = parse_colour(args[0])
            if args[1].lower() == "pass":
                m.play(c, None)
                answer(True)
                continue
            p = parse_vertex(args[1], m.n)
            r = m.legality(c, p)
            if r != "legal":
                answer(False, "illegal move: " + r)
            else:
                m.play(c, p)
                answer(True)
        elif cmd == "all_legal":
            c = parse_colour(args[0])
            answer(True, " ".join(vertex_name(p, m.n) for p in m.legal_moves(c)))
        elif cmd == "captures":
            answer(True, str(m.caps[parse_colour(args[0])]))
        elif cmd == "goref-illegal_reason":
            c = parse_colour(args[0])
            answer(True, m.legality(c, parse_vertex(args[1], m.n)))
        elif cmd == "undo":
            if not m.moves:
                answer(False, "cannot undo")
                continue
            moves = m.moves[:-1]
            m.reset(m.n)
            for c, p in moves:
                m.play(c, p)
            answer(True)
        elif cmd == "genmove":
            c = parse_colour(args[0])
            empties = [p for p in range(m.n * m.n) if m.board[p] == EMPTY]
            rng.shuffle(empties)
            mv = None
            for p in empties:
                if not m.is_own_eye(c, p) and m.legality(c, p) == "legal":
                    mv = p
                    break
            m.play(c, mv)
            answer(True, "pass" if mv is None else vertex_name(mv, m.n))
        else:
            answer(False, "unknown command")
    return 0


# --------------------------------------------------------------------------
# GTP client
# --------------------------------------------------------------------------

class EngineError(RuntimeError):
    pass


class GtpEngine:
    def __init__(self, label: str, argv: list[str]):
        self.label = label
        self.argv = argv
        self.err = tempfile.TemporaryFile()
        try:
            self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=self.err)
        except OSError as e:
            raise EngineError(f"{label}: cannot start {shlex.join(argv)}: {e}") from e

    def _fail(self, what: str):
        self.err.seek(0)
        tail = self.err.read()[-2000:].decode(errors="replace")
        raise EngineError(f"{self.label} ({shlex.join(self.argv)}): {what}"
                          + (f"\n--- stderr tail ---\n{tail}" if tail.strip() else ""))

    def send(self, cmds: list[str]) -> None:
        try:
            self.proc.stdin.write(("\n".join(cmds) + "\n").encode())
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            self._fail("engine closed its input")

    def recv(self) -> tuple[bool, str]:
        """One GTP answer: (success, text after '='/'?'); ends with an empty line."""
        out = self.proc.stdout
        while True:
            line = out.readline()
            if not line:
                self._fail("engine exited (EOF on stdout)")
            line = line.rstrip(b"\r\n")
            if line.strip():
                break
        if line[:1] not in (b"=", b"?"):
            self._fail(f"not a GTP answer: {line!r}")
        ok = line[:1] == b"="
        # drop an optional numeric id after the status character
        head = line[1:].decode(errors="replace")
        stripped = head.lstrip()
        if stripped[:1].isdigit():
            digits = len(stripped) - len(stripped.lstrip("0123456789"))
            stripped = stripped[digits:]
        body = [stripped.strip()]
        while True:
            line = out.readline()
            if not line:
                self._fail("engine exited in the middle of an answer")
            line = line.rstrip(b"\r\n")
            if not line:
                break
            body.append(line.decode(errors="replace"))
        return ok, "\n".join(body).strip()

    def ask(self, cmds: list[str]) -> list[tuple[bool, str]]:
        self.send(cmds)
        return [self.recv() for _ in cmds]

    def must(self, cmds: list[str]) -> list[str]:
        res = self.ask(cmds)
        for c, (ok, text) in zip(cmds, res):
            if not ok:
                self._fail(f"command {c!r} failed: {text}")
        return [t for _, t in res]

    def close(self) -> None:
        try:
            if self.proc.poll() is None:
                self.send(["quit"])
                self.recv()
            self.proc.stdin.close()
            self.proc.wait(timeout=10)
        except (EngineError, OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()


# --------------------------------------------------------------------------
# The differential driver
# --------------------------------------------------------------------------

class Mode:
    def __init__(self, key, title, goref_rules, gnugo_flags, ko, suicide, default=True):
        self.key, self.title = key, title
        self.goref_rules, self.gnugo_flags = goref_rules, gnugo_flags
        self.ko, self.suicide = ko, suicide
        self.default = default


MODES = [
    Mode("simple-ko", "simple ko + no suicide", "japanese", [], "simple", "none"),
    Mode("psk-suicide", "positional superko + suicide", "tromp-taylor",
         ["--allow-all-suicide", "--positional-superko"], "psk", "all"),
    Mode("ssk", "situational superko + no suicide", "aga", ["--situational-superko"], "ssk", "none"),
    Mode("ssk-suicide", "situational superko + all suicide", "new-zealand",
         ["--allow-all-suicide", "--situational-superko"], "ssk", "all"),
    # Not run by default: GNU Go's --allow-suicide (multi-stone only) against goref's `ing`.
    Mode("psk-multi-suicide", "positional superko + multi-stone suicide", "ing",
         ["--allow-suicide", "--positional-superko"], "psk", "multi", default=False),
]


def fmt_move(c: int, p: int | None, n: int) -> str:
    return f"{COLOUR_NAME[c].upper()} {'pass' if p is None else vertex_name(p, n)}"


def transcript(n: int, moves, tail: list[str]) -> str:
    lines = [f"boardsize {n}", "clear_board"]
    lines += [f"play {COLOUR_NAME[c]} {'pass' if p is None else vertex_name(p, n)}" for c, p in moves]
    return "\n".join(["    " + x for x in lines + tail])


class ModeStats:
    def __init__(self):
        self.games = self.positions = self.points = 0
        self.known = 0
        self.unexplained = 0
        self.moves = 0
        self.rollbacks = 0
        self.undos = 0
        self.ends: collections.Counter = collections.Counter()
        self.known_kinds: collections.Counter = collections.Counter()
        self.known_example: dict = {}
        self.unexplained_kinds: collections.Counter = collections.Counter()

    @property
    def disagreements(self):
        return self.known + self.unexplained


class Differential:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.unexplained_printed = 0

    # -- helpers ---------------------------------------------------------
    def start(self, mode: Mode):
        goref = GtpEngine("goref", shlex.split(self.args.goref) + ["--rules", mode.goref_rules]
                          + self.args.goref_arg)
        gnugo = GtpEngine("gnugo", [self.args.gnugo, "--mode", "gtp"] + mode.gnugo_flags)
        ok, text = goref.ask(["known_command goref-illegal_reason"])[0]
        self.has_reason = ok and text.strip().lower() == "true"
        return goref, gnugo

    def reason(self, goref: GtpEngine, c: int, p: int, n: int) -> str | None:
        if not self.has_reason:
            return None
        ok, text = goref.ask([f"goref-illegal_reason {COLOUR_NAME[c]} {vertex_name(p, n)}"])[0]
        return text.strip().lower() if ok else None

    def replay(self, eng: GtpEngine, n: int, moves) -> None:
        cmds = ["clear_board"] + [f"play {COLOUR_NAME[c]} {'pass' if p is None else vertex_name(p, n)}"
                                  for c, p in moves]
        eng.must(cmds)

    def classify(self, mode, model: RulesModel, c, p, gnugo_ok, goref_ok, goref_reason):
        """Return (known?, description)."""
        n = model.n
        model_verdict = model.legality(c, p)
        if gnugo_ok and not goref_ok and mode.ko in ("psk", "ssk") and mode.suicide != "none":
            new_board, _cap, suicided = model.simulate(c, p)
            if (suicided and model.board[p] == EMPTY and model.repeats(new_board, c)
                    and model_verdict == "superko" and goref_reason in (None, "superko")):
                stones = "single-stone" if suicided == 1 else "multi-stone"
                current = new_board == bytes(model.board) and (
                    mode.ko == "psk" or other(c) == model.to_move)
                when = "the current" if current else "an earlier"
                what = "position" if mode.ko == "psk" else "situation (board + player to move)"
                who = "player to move" if c == model.to_move else "player not to move"
                return True, f"{stones} suicide by the {who} recreating {when} {what}"
        return False, (f"{COLOUR_NAME[c]} {vertex_name(p, n)}: GNU Go says "
                       f"{'legal' if gnugo_ok else 'illegal'}, goref says "
                       f"{'legal' if goref_ok else 'illegal'}"
                       + (f" ({goref_reason})" if goref_reason else "")
                       + f", model says {model_verdict}")

    def record_known(self, st: ModeStats, mode, model, kind, c, p, n, reason):
        st.known += 1
        st.known_kinds[kind] += 1
        ex = st.known_example.get(kind)
        if ex is None or len(model.moves) < len(ex[1]) or (
                len(model.moves) == len(ex[1]) and n < ex[0]):
            st.known_example[kind] = (n, list(model.moves), c, p, reason)
        if self.args.print_known:
            print(f"known [{mode.key}: goref {mode.goref_rules}] {kind}: size {n}, moves: "
                  f"{' '.join(fmt_move(cc, pp, n) for cc, pp in model.moves) or '(none)'}; then "
                  f"{fmt_move(c, p, n)}")

    def record_unexplained(self, st: ModeStats, mode, model, kind, detail, tail):
        st.unexplained += 1
        st.unexplained_kinds[kind] += 1
        if self.unexplained_printed < self.args.max_print:
            self.unexplained_printed += 1
            n = model.n
            print(f"UNEXPLAINED [{mode.key}: goref {mode.goref_rules} vs gnugo "
                  f"{' '.join(mode.gnugo_flags) or '(defaults)'}] size {n}, after "
                  f"{len(model.moves)} moves: {kind}: {detail}")
            print("  moves: " + (" ".join(fmt_move(c, p, n) for c, p in model.moves) or "(none)"))
            print("  transcript:\n" + transcript(n, model.moves, tail))
            sys.stdout.flush()

    # -- one game ----------------------------------------------------------
    def game(self, mode: Mode, st: ModeStats, goref, gnugo, n: int) -> None:
        rng = self.rng
        model = RulesModel(mode.ko, mode.suicide)
        model.reset(n)
        engines = (goref, gnugo)
        for e in engines:
            e.send([f"boardsize {n}", "clear_board"])
        for e in engines:
            for _ in range(2):
                ok, text = e.recv()
                if not ok:
                    e._fail(f"boardsize/clear_board failed: {text}")
        cap = 3 * n * n
        st.games += 1
        queries = ["all_legal b", "all_legal w", "captures b", "captures w"]
        while True:
            # ---- compare the position --------------------------------------
            for e in engines:
                e.send(queries)
            ans = [[e.recv() for _ in queries] for e in engines]
            for e, a in zip(engines, ans):
                for q, (ok, text) in zip(queries, a):
                    if not ok:
                        e._fail(f"{q!r} failed: {text}")
            legal = []
            for a in ans:
                sets = {}
                for c, (_, text) in zip((BLACK, WHITE), a[:2]):
                    s = set()
                    for tok in text.split():
                        p = parse_vertex(tok, n)
                        if p is None:
                            if tok.lower() == "pass":
                                continue
                            raise EngineError(f"bad vertex {tok!r} in all_legal")
                        s.add(p)
                    sets[c] = s
                legal.append(sets)
            st.positions += 1
            st.points += 2 * n * n
            for c in (BLACK, WHITE):
                diff = legal[0][c] ^ legal[1][c]
                for p in sorted(diff):
                    goref_ok = p in legal[0][c]
                    gnugo_ok = p in legal[1][c]
                    rsn = None if goref_ok else self.reason(goref, c, p, n)
                    known, desc = self.classify(mode, model, c, p, gnugo_ok, goref_ok, rsn)
                    if known:
                        self.record_known(st, mode, model, desc, c, p, n, rsn)
                    else:
                        self.record_unexplained(st, mode, model, "all_legal differs", desc,
                                                [f"all_legal {COLOUR_NAME[c]}",
                                                 f"# expected {vertex_name(p, n)} "
                                                 f"{'listed' if gnugo_ok else 'not listed'} (GNU Go)"])
            for i, c in enumerate((BLACK, WHITE)):
                g_cap, n_cap = ans[0][2 + i][1].strip(), ans[1][2 + i][1].strip()
                if g_cap != n_cap:
                    self.record_unexplained(
                        st, mode, model, "captures differs",
                        f"captures {COLOUR_NAME[c]}: goref {g_cap}, GNU Go {n_cap}, model {model.caps[c]}",
                        [f"captures {COLOUR_NAME[c]}"])
            if len(model.moves) >= cap:
                st.ends["move cap"] += 1
                break
            # ---- choose and play a move --------------------------------------
            c = model.to_move
            union = sorted(legal[0][c] | legal[1][c])
            tried: set[int] = set()
            while True:
                cands = [p for p in union if p not in tried]
                if not cands or rng.random() < self.args.pass_rate:
                    p = None
                else:
                    p = rng.choice(cands)
                v = "pass" if p is None else vertex_name(p, n)
                cmd = [f"play {COLOUR_NAME[c]} {v}"]
                for e in engines:
                    e.send(cmd)
                (g_ok, g_txt), (n_ok, n_txt) = goref.recv(), gnugo.recv()
                if g_ok and n_ok:
                    break
                if p is None:
                    raise EngineError(f"pass rejected: goref {g_txt!r}, gnugo {n_txt!r}")
                tried.add(p)
                predicted = (p in legal[0][c]) != (p in legal[1][c])
                # play must agree with the engine's own all_legal
                for label, ok_, lst, txt in (("goref", g_ok, legal[0][c], g_txt),
                                             ("GNU Go", n_ok, legal[1][c], n_txt)):
                    if ok_ != (p in lst):
                        self.record_unexplained(
                            st, mode, model, f"{label} play contradicts its all_legal",
                            f"{COLOUR_NAME[c]} {v}: all_legal {'listed' if p in lst else 'omitted'} it, "
                            f"play answered {'=' if ok_ else '? ' + txt}", [cmd[0]])
                if g_ok != n_ok and not predicted:
                    rsn = None
                    if not g_ok and g_txt.lower().startswith("illegal move:"):
                        rsn = g_txt.split(":", 1)[1].strip().lower()
                    known, desc = self.classify(mode, model, c, p, n_ok, g_ok, rsn)
                    if known:
                        self.record_known(st, mode, model, desc, c, p, n, rsn)
                    else:
                        self.record_unexplained(st, mode, model, "play differs", desc, [cmd[0]])
                # roll the engine that accepted the move back
                for e, ok_ in ((goref, g_ok), (gnugo, n_ok)):
                    if ok_:
                        st.rollbacks += 1
                        if self.args.rollback == "undo":
                            e.must(["undo"])
                        else:
                            self.replay(e, n, model.moves)
            model.play(c, p)
            st.moves += 1
            if model.passes_in_a_row >= 2:
                # Two passes end the game; goref then answers `all_legal` with
                # nothing (game over) while GNU Go has no notion of it: stop
                # before comparing.
                st.ends["two passes"] += 1
                break
            if mode.ko == "simple" and model.long_cycle():
                # goref ends a long cycle under simple ko with no result (spec
                # README §1); GNU Go has no such rule.  The game stops here.
                st.ends["long cycle"] += 1
                break
            if rng.random() < self.args.undo_rate:
                # Take the move back on both engines (exercises `undo`, ko and
                # superko history restoration); the position is compared again.
                for e in engines:
                    e.send(["undo"])
                (g_ok, g_txt), (n_ok, n_txt) = goref.recv(), gnugo.recv()
                if not (g_ok and n_ok):
                    self.record_unexplained(st, mode, model, "undo differs",
                                            f"goref {'=' if g_ok else '? ' + g_txt}, GNU Go "
                                            f"{'=' if n_ok else '? ' + n_txt}", ["undo"])
                    for e in engines:
                        self.replay(e, n, model.moves[:-1])
                moves = model.moves[:-1]
                model.reset(n)
                for mc, mp in moves:
                    model.play(mc, mp)
                st.undos += 1

    # -- one mode ------------------------------------------------------------
    def run_mode(self, mode: Mode) -> ModeStats:
        st = ModeStats()
        goref, gnugo = self.start(mode)
        t0 = time.monotonic()
        try:
            for n in self.args.sizes:
                for _ in range(self.args.games_per_size):
                    self.game(mode, st, goref, gnugo, n)
        finally:
            goref.close()
            gnugo.close()
        st.seconds = time.monotonic() - t0
        return st


def main(argv: list[str]) -> int:
    if "--model-engine" in argv:
        return model_engine(argv)
    here = os.path.dirname(os.path.abspath(__file__))
    default_goref = os.path.normpath(os.path.join(here, "..", "..", "build", "src", "app", "goref"))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--goref", default=default_goref,
                    help="goref command line (shell-split; --rules NAME is appended)")
    ap.add_argument("--goref-bin", default=None,
                    help="goref binary path, taken as one argument (overrides --goref)")
    ap.add_argument("--goref-arg", action="append", default=[],
                    help="extra argument for goref (repeatable)")
    ap.add_argument("--gnugo", default="/usr/games/gnugo", help="GNU Go binary")
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--games-per-size", type=int, default=70)
    ap.add_argument("--sizes", type=lambda s: [int(x) for x in s.split(",")], default=[5, 7, 9])
    ap.add_argument("--modes", default=",".join(m.key for m in MODES if m.default),
                    help="comma-separated subset of: " + ", ".join(m.key for m in MODES))
    ap.add_argument("--pass-rate", type=float, default=0.03)
    ap.add_argument("--undo-rate", type=float, default=0.02,
                    help="probability of taking a move back with `undo` on both engines")
    ap.add_argument("--rollback", choices=["replay", "undo"], default="replay",
                    help="how the engine that accepted a disputed move is rolled back: replay the "
                         "game without it (default) or send `undo` (exercises undo)")
    ap.add_argument("--print-known", action="store_true",
                    help="print every known-defect case (default: a count and the shortest "
                         "example of each kind)")
    ap.add_argument("--max-print", type=int, default=20,
                    help="print at most this many unexplained disagreements in full")
    args = ap.parse_args(argv)

    gnugo_path = args.gnugo
    if not (os.path.isfile(gnugo_path) and os.access(gnugo_path, os.X_OK)):
        print(f"SKIP: GNU Go not found at {gnugo_path} (install the gnugo package; "
              f"scripts/test does)", flush=True)
        return SKIP
    if args.goref_bin:
        args.goref = shlex.quote(args.goref_bin)
    goref_cmd = shlex.split(args.goref)
    if not goref_cmd or (os.sep in goref_cmd[0] and not os.access(goref_cmd[0], os.X_OK)):
        print(f"ERROR: goref not found: {args.goref}", file=sys.stderr)
        return 2

    wanted = [k.strip() for k in args.modes.split(",") if k.strip()]
    modes = [m for m in MODES if m.key in wanted]
    if len(modes) != len(wanted):
        print(f"ERROR: unknown mode in {args.modes!r}", file=sys.stderr)
        return 2

    print(f"differential: seed {args.seed}, sizes {args.sizes}, {args.games_per_size} games per "
          f"size per mode, pass rate {args.pass_rate}, goref {args.goref}, GNU Go {gnugo_path}",
          flush=True)
    d = Differential(args)
    t0 = time.monotonic()
    total = ModeStats()
    results = []
    try:
        for mode in modes:
            st = d.run_mode(mode)
            results.append((mode, st))
            print(f"mode {mode.key} ({mode.title}; goref --rules {mode.goref_rules} vs gnugo "
                  f"{' '.join(mode.gnugo_flags) or '(defaults)'}): {st.games} games, "
                  f"{st.positions} positions, {st.points} points compared, {st.disagreements} "
                  f"disagreements ({st.known} known GNU Go defect, {st.unexplained} unexplained); "
                  f"{st.moves} moves, {st.undos} undos, {st.rollbacks} rollbacks, games ended by: "
                  f"{', '.join(f'{k} {v}' for k, v in sorted(st.ends.items()))}; "
                  f"{st.seconds:.1f}s", flush=True)
    except EngineError as e:
        print(f"ERROR: {e}", file=sys.stderr)
        return 2

    for mode, st in results:
        for kind, count in sorted(st.known_kinds.items()):
            n, moves, c, p, rsn = st.known_example[kind]
            print(f"known GNU Go defect [{mode.key}: goref {mode.goref_rules} vs gnugo "
                  f"{' '.join(mode.gnugo_flags)}] {kind}: {count} cases; shortest: size {n}, "
                  f"moves: {' '.join(fmt_move(cc, pp, n) for cc, pp in moves) or '(none)'}; "
                  f"then {fmt_move(c, p, n)} (GNU Go accepts; goref rejects: {rsn or 'illegal'})")
        for kind, count in sorted(st.unexplained_kinds.items()):
            print(f"unexplained [{mode.key}] {kind}: {count}")
        total.games += st.games
        total.positions += st.positions
        total.points += st.points
        total.known += st.known
        total.unexplained += st.unexplained
    print(f"differential: {total.games} games, {total.positions} positions, {total.points} points "
          f"compared, {total.disagreements} disagreements ({total.known} known GNU Go defect, "
          f"{total.unexplained} unexplained) in {time.monotonic() - t0:.1f}s", flush=True)
    return 1 if total.unexplained else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
