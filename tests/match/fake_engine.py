#!/usr/bin/env python3
"""A fake GTP engine for testing `goref match`: it speaks GTP v2 on stdin/stdout, keeps a
simple board of its own, and misbehaves in the ways chosen by its flags.

Moves. By default `genmove` plays, for its colour, the next entry of --moves that is empty
on its board; when the list is used up it plays the first empty point in A1, B1, ..., A2, ...
order that is not its own eye (all four neighbours its own stones or the edge), not suicide
and not a repetition of an earlier whole-board position, else `pass`. Its board removes
captured chains (flood fill) and, for rules that allow it, the suicided chain.

"The N-th genmove" counts the genmove commands since the last clear_board or boardsize,
starting at 1. With --once FILE a fault fires only if FILE does not exist yet (it is created
when the fault fires), so an engine that is restarted for every game misbehaves in one game.

Flags
  --moves D4,E5,...      scripted moves for its own colour (entries may be `pass`, `resign`)
  --literal              play --moves as written, occupied points included
  --sequence C3,D3,...   a whole game: entry i is move i of the game (Black first); at its
                         turn the engine plays the entry for the current move number,
                         literally; past the end it plays as above
  --claim-score TEXT     the answer to final_score (default `0`)
  --claim-dead "D4 E5"   the answer to `final_status_list dead` (default: empty)
  --no-final-status      final_status_list is unknown (not listed, `? unknown command`)
  --no-time-commands     time_settings and time_left are unknown
  --stderr-lines N       write N lines to stderr at every genmove
  --echo-stderr          copy every command received to stderr
  --double-answer-at-play N  answers its N-th `play` twice (`= ` and then `= A1`), as an
                         engine that thinks off its clock inside `play` would
  --latin1-score         answers final_score with a byte that is no UTF-8 (`B+3 (r\xe9sultat)`)
  --exit-after-final-status  exits (status 0) right after answering final_status_list
  --defect NAME          one GTP compliance defect (for goref check-engine): no-space
                         (`=2`), no-id (ids not echoed), protocol-1, known-false
                         (known_command false for listed commands), unknown-wording,
                         crlf-output, keeps-cr (CR not removed from input), no-quit-answer,
                         splits-long-lines (at 512 bytes), accepts-any-size, accepts-occupied,
                         score-words (`B+3.5 points`)
  --extra-commands A,B   list and accept (answer `=`) these commands too, e.g.
                         kgs-time_settings,kata-set-rules,kgs-rules
  --tag TEXT             ignored; lets a test find its processes in `ps`
                         (every start writes `fake: started, pid N` to stderr)
  --once FILE            a fault fires only once across all processes sharing FILE

Faults
  --die-at-start         exit with status 3 before reading anything
  --not-gtp              answer `hello, I am not GTP` (and an empty line) to every line
  --crash-at-move N      at the N-th genmove exit with status 1 without answering
  --segv-at-move N       at the N-th genmove kill itself with SIGSEGV
  --hang-at-move N       at the N-th genmove sleep forever without answering
  --garbage-at-move N    at the N-th genmove answer garbage, as --garbage-kind says:
  --garbage-kind KIND      text: `= banana`; noprefix: `D4` without `=` (default text)
  --nul-at-move N        at the N-th genmove answer `= D<NUL>4`
  --long-line-at-move N  at the N-th genmove answer `= ` and a 10 MiB line
  --flood-at-move N      at the N-th genmove write `=` and then `x` lines forever
  --close-stdout-at-move N  at the N-th genmove close stdout and sleep forever
  --illegal KIND --at-move N  at the N-th genmove play an illegal move of KIND by its own
                         board: occupied, suicide, ko (retakes a ko at once) or superko
                         (repeats an earlier position); without such a point, plays normally
  --resign-at-move N     at the N-th genmove answer `resign`
  --sleep-ms N           sleep N ms before every genmove answer
  --sleep-at-move K      ... only before the K-th genmove's answer
  --refuse-play          answer `? illegal move` to every `play`
  --refuse-play-at N     answer `? illegal move` to the N-th `play` since clear_board
  --ignore-quit MODE     answer: answer `=` to quit and keep running (ignoring end of
                         input); silent: never answer quit and keep running
  --ignore-term          ignore SIGTERM (only SIGKILL ends it)
  --fork-child           at start fork a child that sleeps 1000 s holding the pipes
"""
import argparse
import os
import signal
import sys
import time

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
COMMANDS = ["protocol_version", "name", "version", "list_commands", "known_command", "quit",
            "boardsize", "clear_board", "komi", "play", "genmove", "undo", "final_score",
            "final_status_list", "time_settings", "time_left", "set_free_handicap"]


# One GTP compliance defect each, for `goref check-engine` (none: the fake complies).
DEFECTS = ["", "no-space", "no-id", "protocol-1", "known-false", "unknown-wording", "crlf-output", "keeps-cr",
           "no-quit-answer", "splits-long-lines", "accepts-any-size", "accepts-occupied", "score-words"]


def parse_args():
    p = argparse.ArgumentParser(description="fake GTP engine for goref match tests")
    add = p.add_argument
    add("--moves", default="")
    add("--literal", action="store_true")
    add("--sequence", default="")
    add("--claim-score", default="0")
    add("--claim-dead", default="")
    add("--no-final-status", action="store_true")
    add("--no-time-commands", action="store_true")
    add("--stderr-lines", type=int, default=0)
    add("--echo-stderr", action="store_true")
    add("--tag", default="")
    add("--once", default="")
    add("--die-at-start", action="store_true")
    add("--not-gtp", action="store_true")
    for fault in ["crash", "segv", "hang", "garbage", "nul", "long-line", "flood", "close-stdout", "resign"]:
        add(f"--{fault}-at-move", type=int, default=0)
    add("--garbage-kind", choices=["text", "noprefix"], default="text")
    add("--illegal", choices=["occupied", "suicide", "ko", "superko"])
    add("--at-move", type=int, default=0)
    add("--sleep-ms", type=int, default=0)
    add("--sleep-at-move", type=int, default=0)
    add("--refuse-play", action="store_true")
    add("--refuse-play-at", type=int, default=0)
    add("--ignore-quit", choices=["answer", "silent"])
    add("--ignore-term", action="store_true")
    add("--fork-child", action="store_true")
    add("--extra-commands", default="")
    add("--double-answer-at-play", type=int, default=0)
    add("--latin1-score", action="store_true")
    add("--exit-after-final-status", action="store_true")
    add("--defect", choices=DEFECTS, default="")
    return p.parse_args()


def sleep_forever():
    while True:
        time.sleep(3600)


def log(text):
    try:
        sys.stderr.write(f"fake: {text}\n")
        sys.stderr.flush()
    except OSError:
        pass


class Board:
    """Stones by (column, row), both from 0; no ko rule; captures by flood fill."""

    def __init__(self, size):
        self.size = size
        self.stones = {}
        self.history = [frozenset()]  # every whole-board position so far, the current one last

    def parse(self, text):
        text = text.strip().upper()
        if text == "PASS":
            return "pass"
        if len(text) < 2 or text[0] not in LETTERS[:self.size] or not text[1:].isdigit():
            return None
        x, y = LETTERS.index(text[0]), int(text[1:]) - 1
        return (x, y) if 0 <= y < self.size else None

    def name(self, point):
        return point if isinstance(point, str) else f"{LETTERS[point[0]]}{point[1] + 1}"

    def points(self):
        return [(x, y) for y in range(self.size) for x in range(self.size)]

    def neighbours(self, p):
        x, y = p
        return [(a, b) for a, b in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1))
                if 0 <= a < self.size and 0 <= b < self.size]

    def chain(self, stones, p):
        """The chain through p and whether it has a liberty."""
        colour, seen, todo, free = stones[p], {p}, [p], False
        while todo:
            for n in self.neighbours(todo.pop()):
                if n not in stones:
                    free = True
                elif stones[n] == colour and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return seen, free

    def after(self, colour, p):
        """(stones after colour plays p, whether the played chain had no liberties)."""
        stones = dict(self.stones)
        if p == "pass":
            return stones, False
        stones[p] = colour
        for n in self.neighbours(p):
            if n in stones and stones[n] != colour:
                chain, free = self.chain(stones, n)
                if not free:
                    for q in chain:
                        del stones[q]
        chain, free = self.chain(stones, p)
        if not free:
            for q in chain:
                del stones[q]
        return stones, not free

    def play(self, colour, p):
        if p != "pass":
            self.stones, _ = self.after(colour, p)
            self.history.append(frozenset(self.stones.items()))

    def own_eye(self, colour, p):
        return all(self.stones.get(n) == colour for n in self.neighbours(p))

    def fill_move(self, colour):
        for p in self.points():
            if p in self.stones or self.own_eye(colour, p):
                continue
            stones, suicide = self.after(colour, p)
            if not suicide and frozenset(stones.items()) not in self.history:
                return p
        return "pass"

    def illegal_move(self, colour, kind):
        """A point that is illegal of the given kind by this board, or None."""
        for p in self.points():
            if kind == "occupied":
                if p in self.stones:
                    return p
                continue
            if p in self.stones:
                continue
            stones, suicide = self.after(colour, p)
            position = frozenset(stones.items())
            if kind == "suicide" and suicide:
                return p
            if suicide:
                continue
            if kind == "ko" and len(self.history) >= 2 and position == self.history[-2]:
                return p
            if kind == "superko" and position in self.history[:-2]:
                return p
        return None


class Engine:
    def __init__(self, args):
        self.args = args
        self.board = Board(19)
        self.moves = [m.strip() for m in args.moves.split(",") if m.strip()]
        self.sequence = [m.strip() for m in args.sequence.split(",") if m.strip()]
        self.new_game()

    def new_game(self):
        self.board = Board(self.board.size)
        self.genmoves = 0    # genmove commands since clear_board
        self.plays = 0       # play commands since clear_board
        self.move_number = 0  # moves of the game so far, both colours
        self.script = list(self.moves)

    def fault(self, at):
        """Whether a fault set to fire at genmove `at` fires now."""
        if not at or at != self.genmoves:
            return False
        if self.args.once:
            try:
                os.close(os.open(self.args.once, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
            except FileExistsError:
                return False
        return True

    def choose(self, colour):
        """The move to answer genmove with, as text."""
        b, number = self.board, self.move_number
        if number < len(self.sequence):
            return self.sequence[number]
        while self.script:
            entry = self.script.pop(0)
            if entry.lower() in ("pass", "resign"):
                return entry.lower()
            p = b.parse(entry)
            if p is not None and (self.args.literal or p not in b.stones):
                return entry.upper()
        return b.name(b.fill_move(colour))

    def genmove(self, colour):
        """The answer to genmove, or None when the engine answers by itself (or never)."""
        a = self.args
        self.genmoves += 1
        for i in range(a.stderr_lines):
            log(f"genmove {self.genmoves} line {i + 1} of {a.stderr_lines}")
        if self.fault(a.crash_at_move):
            log(f"crashing at genmove {self.genmoves}")
            os._exit(1)
        if self.fault(a.segv_at_move):
            log(f"SIGSEGV at genmove {self.genmoves}")
            os.kill(os.getpid(), signal.SIGSEGV)
            sleep_forever()
        if self.fault(a.hang_at_move):
            log(f"hanging at genmove {self.genmoves}")
            sleep_forever()
        if self.fault(a.close_stdout_at_move):
            log(f"closing stdout at genmove {self.genmoves}")
            sys.stdout.flush()
            os.close(1)
            sleep_forever()
        if self.fault(a.flood_at_move):
            log(f"flooding at genmove {self.genmoves}")
            chunk = b"x\n" * 32768
            try:
                os.write(1, b"= x\n")
                while True:
                    os.write(1, chunk)
            except OSError:
                os._exit(0)
        if a.sleep_ms and (not a.sleep_at_move or a.sleep_at_move == self.genmoves):
            time.sleep(a.sleep_ms / 1000)
        if self.fault(a.garbage_at_move):
            return "raw", b"= banana\n\n" if a.garbage_kind == "text" else b"D4\n\n"
        if self.fault(a.nul_at_move):
            return "raw", b"= D\x004\n\n"
        if self.fault(a.long_line_at_move):
            return "raw", b"= " + b"x" * (10 << 20) + b"\n\n"
        if self.fault(a.resign_at_move):
            return "ok", "resign"
        move = None
        if a.illegal and self.fault(a.at_move):
            p = self.board.illegal_move(colour, a.illegal)
            if p is None:
                log(f"no {a.illegal} point at genmove {self.genmoves}; playing normally")
            else:
                move = self.board.name(p)
        if move is None:
            move = self.choose(colour)
        p = self.board.parse(move)
        if p is not None:
            self.board.play(colour, p)
        self.move_number += 1
        return "ok", move

    def play(self, args):
        if len(args) != 2 or args[0].lower() not in ("b", "w", "black", "white"):
            return "error", "syntax error"
        self.plays += 1
        if self.args.double_answer_at_play == self.plays:
            return "raw", b"= \n\n= A1\n\n"
        if self.args.refuse_play or self.args.refuse_play_at == self.plays:
            self.plays -= 1
            return "error", "illegal move"
        p = self.board.parse(args[1])
        if p is None:
            return "error", "invalid coordinate"
        if p in self.board.stones and self.args.defect != "accepts-occupied":
            return "error", "illegal move"
        self.board.play(args[0][0].lower(), p)
        self.move_number += 1
        return "ok", ""

    def known(self, name):
        if self.args.no_final_status and name == "final_status_list":
            return False
        if self.args.no_time_commands and name in ("time_settings", "time_left"):
            return False
        return name in COMMANDS or name in self.extra_commands()

    def extra_commands(self):
        return [c for c in self.args.extra_commands.split(",") if c]

    def handle(self, name, args):
        """(kind, answer): kind is ok, error, raw (bytes as they are) or quit."""
        if not self.known(name):
            return "error", "command not found" if self.args.defect == "unknown-wording" else "unknown command"
        if name == "protocol_version":
            return "ok", "1" if self.args.defect == "protocol-1" else "2"
        if name == "name":
            return "ok", "fake"
        if name == "version":
            return "ok", "1"
        if name == "list_commands":
            return "ok", "\n".join(c for c in COMMANDS + self.extra_commands() if self.known(c))
        if name == "known_command":
            if self.args.defect == "known-false":
                return "ok", "false"
            return "ok", "true" if args and self.known(args[0]) else "false"
        if name == "quit":
            return "quit", ""
        if name == "boardsize":
            if self.args.defect != "accepts-any-size" and (
                    len(args) != 1 or not args[0].isdigit() or not 1 <= int(args[0]) <= 25):
                return "error", "unacceptable size"
            self.board.size = int(args[0])
            self.new_game()
            return "ok", ""
        if name == "clear_board":
            self.new_game()
            return "ok", ""
        if name == "play":
            return self.play(args)
        if name == "genmove":
            if len(args) != 1 or args[0].lower() not in ("b", "w", "black", "white"):
                return "error", "syntax error"
            return self.genmove(args[0][0].lower())
        if name == "set_free_handicap":
            for vertex in args:
                p = self.board.parse(vertex)
                if p is None:
                    return "error", "invalid coordinate"
                self.board.play("b", p)
            return "ok", ""
        if name == "undo":
            return "error", "cannot undo"
        if name == "final_score" and self.args.latin1_score:
            return "raw", b"= B+3 (r\xe9sultat)\n\n"
        if name == "final_score":
            return "ok", self.args.claim_score + (" points" if self.args.defect == "score-words" else "")
        if name == "final_status_list":
            return "ok", self.args.claim_dead if args and args[0].lower() == "dead" else ""
        return "ok", ""  # komi, time_settings, time_left


def main():
    args = parse_args()
    log(f"started, pid {os.getpid()}")
    if args.die_at_start:
        log("dying at start")
        sys.exit(3)
    if args.ignore_term:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if args.fork_child and os.fork() == 0:
        time.sleep(1000)
        os._exit(0)
    engine = Engine(args)
    out = sys.stdout.buffer
    quitting = False
    while True:
        try:
            line = sys.stdin.buffer.readline(512 if args.defect == "splits-long-lines" else -1)
        except OSError:
            line = b""
        if not line:
            if quitting:
                sleep_forever()
            return
        if args.not_gtp:
            out.write(b"hello, I am not GTP\n\n")
            out.flush()
            continue
        text = line.decode("utf-8", "replace").split("#")[0].replace("\t", " ")
        text = text.strip(" \n") if args.defect == "keeps-cr" else text.strip()
        if args.echo_stderr:
            log(f"received: {text}")
        if not text:
            continue
        # keeps-cr: a CR stays part of the last word, as in engines that split on spaces only.
        words = [w for w in text.split(" ") if w] if args.defect == "keeps-cr" else text.split()
        ident = ""
        if words[0].isdigit():
            ident = words.pop(0)
        if not words:
            continue
        kind, answer = engine.handle(words[0], words[1:])
        if kind == "quit" and args.defect == "no-quit-answer":
            return
        if kind == "quit" and args.ignore_quit == "silent":
            quitting = True
            continue
        if kind == "raw":
            data = answer
        else:
            shown_id = "" if args.defect == "no-id" else ident
            space = "" if args.defect == "no-space" else " "
            data = f"{'?' if kind == 'error' else '='}{shown_id}{space}{answer}\n\n".encode()
            if args.defect == "crlf-output":
                data = data.replace(b"\n", b"\r\n")
        try:
            out.write(data)
            out.flush()
        except OSError:
            return
        if words[0] == "final_status_list" and args.exit_after_final_status:
            sys.exit(0)
        if kind == "quit":
            if args.ignore_quit:
                quitting = True
                continue
            return


if __name__ == "__main__":
    main()
