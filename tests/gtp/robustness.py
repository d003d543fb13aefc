#!/usr/bin/env python3
"""Bad bytes never crash or hang goref and never change the game.

Feeds a set-up game, then each hostile input, then the same queries again:
1 MiB line, a 20 MiB line (over the 16 MiB limit), NUL bytes inside commands,
seeded random binary noise, and commands made of random printable tokens.
Every answer must be a well-formed GTP response, the process must exit 0 at
EOF, and the board, captures and history must be exactly as before.
"""
import random
import subprocess
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from gtp_responses import parse_responses  # noqa: E402

SETUP = b"boardsize 9\nplay b C3\nplay w D4\nplay b E5\nplay w C4\n"
QUERIES = b"showboard\ncaptures b\ncaptures w\ngoref-game_status\nall_legal b\n"


def run(goref, payload, timeout=300):
    result = subprocess.run([goref], input=payload, capture_output=True, timeout=timeout)
    if result.returncode != 0:
        raise AssertionError(f"exit {result.returncode}: {result.stderr[-2000:]!r}")
    return parse_responses(result.stdout)


def hostile_inputs(seed):
    rng = random.Random(seed)
    yield "1 MiB line", b"play b " + b"A" * (1 << 20) + b"\n"
    yield "20 MiB line", b"x" * (20 << 20) + b"\n"
    yield "NUL bytes", b"pl\x00ay b A\x001\n\x00\x00\nundo\x00\n"
    noise = bytes(rng.randrange(256) for _ in range(200_000))
    yield "binary noise", noise + b"\n"
    words = ["play", "b", "w", "A1", "T19", "Z99", "pass", "undo", "komi", "nan", "boardsize", "-3",
             "fixed_handicap", "9", "set_free_handicap", "gg-undo", "1000", "kata-set-rules", "{", "}"]
    lines = [" ".join(rng.choice(words) for _ in range(rng.randrange(1, 5))) for _ in range(2000)]
    # Only commands that cannot legally change the game are kept, so the game must stay as it was.
    # (a leading number is an id, so every token is checked, not only the first).
    mutating = {"play", "undo", "komi", "boardsize", "fixed_handicap", "set_free_handicap", "gg-undo",
                "kata-set-rules"}
    safe = [line for line in lines if not mutating & set(line.split())]
    yield "random tokens", ("\n".join(safe) + "\n").encode()
    # Commands that must all fail and change nothing.
    yield "failing commands", (b"boardsize 0\nboardsize 26\nboardsize -3\nboardsize abc\nkomi nan\nkomi inf\n"
                               b"komi 1e999\nkomi x\nplay b I5\nplay b Z99\nplay b A0\nplay b T20\nplay red A1\n"
                               b"fixed_handicap 2\nplay b C3\nplay\nplay b\nplay b A1 extra\nfoo\n")


def main():
    goref = sys.argv[1]
    before = run(goref, SETUP + QUERIES)[-5:]
    for name, payload in hostile_inputs(20261129):
        answers = run(goref, SETUP + payload + QUERIES)
        after = answers[-5:]
        if after != before:
            print(f"{name}: the game changed\nbefore {before}\nafter  {after}")
            return 1
        print(f"{name}: {len(answers)} well-formed answers, game unchanged")
    return 0


if __name__ == "__main__":
    sys.exit(main())
