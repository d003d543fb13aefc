#!/usr/bin/env python3
"""`goref check` on the command line: exit status (0 all good, 1 problems found, 2 usage or
I/O error), messages, JSON lines, the progress bar, and a corpus of deliberately broken SGF
(unterminated values, unbalanced parentheses, huge SZ, negative HA, moves off the board,
100,000 levels of variation nesting, a 50 MB value, binary junk): each gets a clear message,
no crash, bounded memory. The corpus is written to a temporary folder at run time."""
import json
import os
import resource
import subprocess
import sys
import tarfile
import tempfile

GOOD = "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]RE[W+R];B[ee];W[cc];B[gg];W[cg])"

# name -> (file content, what the message must say). Every one is a problem in the data:
# exit 1, one line naming the file.
BROKEN = {
    "unterminated_value.sgf": (b"(;GM[1]SZ[19];B[pd];W[dd];C[never closed", "unterminated property value"),
    "unclosed_paren.sgf": (b"(;GM[1]SZ[19];B[pd](;W[dd])", "unbalanced parentheses"),
    "stray_paren.sgf": (b"(;GM[1]SZ[19];B[pd]))", "')'"),
    "huge_size.sgf": (b"(;GM[1]SZ[100000];B[aa])", "SZ"),
    "negative_handicap.sgf": (b"(;GM[1]SZ[19]HA[-3];B[pd])", "negative"),
    "move_off_board.sgf": (b"(;GM[1]SZ[9];B[ee];W[zz])", "off the 9x9 board"),
    "move_off_small_board.sgf": (b"(;GM[1]SZ[9];B[ee];W[jj])", "off the 9x9 board"),
    "deep_nesting_unbalanced.sgf": (b"(;GM[1]SZ[19]" + b"(;B[aa]" * 100_000 + b")" * 100_000, "unbalanced parentheses"),
    "binary_junk.sgf": (bytes(range(256)) * 64, ""),
    "empty.sgf": (b"", ""),
    "no_game.sgf": (b"just some text, no game tree", ""),
}


def run(goref, args, **kw):
    return subprocess.run([goref, "check", *args], capture_output=True, timeout=300, **kw)


def main():
    goref = sys.argv[1]
    failures = []

    def check(name, condition, detail=""):
        print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"))
        if not condition:
            failures.append(name)

    with tempfile.TemporaryDirectory() as folder:
        good = os.path.join(folder, "good.sgf")
        with open(good, "w") as f:
            f.write(GOOD)

        # --- exit status 0 and the summary
        r = run(goref, [good])
        out = r.stdout.decode()
        check("a good file: exit 0, summary on stdout, nothing on stderr",
              r.returncode == 0 and "goref check: 1 game in 1 SGF file" in out and r.stderr == b"",
              f"rc={r.returncode} out={out!r} err={r.stderr!r}")
        check("the summary table lists the counts",
              all(s in out for s in ["  games ", "  passed ", "  with illegal moves ", "  result differs from RE ",
                                     "  unreadable SGF files ", "  I/O errors "]), out)

        # --- usage errors: exit 2, one line on stderr, nothing on stdout
        for bad in ([], ["--bogus", good], ["--jobs", "0", good], ["--jobs", "x", good], ["--rules", "nonsense", good],
                    ["--default-rules", "nonsense", good], ["--results", "some", good], ["--progress", "maybe", good]):
            r = run(goref, bad)
            err = r.stderr.decode().strip()
            check(f"check {' '.join(bad)}: exit 2, one line on stderr",
                  r.returncode == 2 and len(err.splitlines()) == 1 and r.stdout == b"", f"rc={r.returncode} err={err!r}")
        r = run(goref, ["--help"])
        check("check --help: exit 0, documents the options and exit status",
              r.returncode == 0 and all(o in r.stdout.decode() for o in
                                        ["--json", "--jobs", "--rules", "--default-rules", "--results", "--progress",
                                         "Exit status"]), r.stdout.decode())

        # --- I/O errors: exit 2, named on stderr, the rest still checked
        missing = os.path.join(folder, "missing.sgf")
        r = run(goref, [missing, good])
        check("a missing path: exit 2, named on stderr, the other file still checked",
              r.returncode == 2 and f"{missing}: no such file or directory" in r.stderr.decode()
              and "1 game in 1 SGF file" in r.stdout.decode(), f"rc={r.returncode} err={r.stderr!r}")
        junk_archive = os.path.join(folder, "junk.tar.gz")
        with open(junk_archive, "wb") as f:
            f.write(b"\x1f\x8b\x08\x00 this is not really gzip")
        r = run(goref, [junk_archive])
        check("a broken archive: exit 2 and 'broken archive' on stderr",
              r.returncode == 2 and "broken archive" in r.stderr.decode(), f"rc={r.returncode} err={r.stderr!r}")
        r = run(goref, ["--json", missing])
        lines = [json.loads(x) for x in r.stdout.decode().splitlines()]
        check("--json: an I/O error is a JSON line too",
              r.returncode == 2 and lines[0]["type"] == "io_error" and lines[0]["file"] == missing
              and lines[-1]["type"] == "summary" and lines[-1]["io_errors"] == 1, r.stdout.decode())

        # --- the broken corpus
        corpus = os.path.join(folder, "broken")
        os.mkdir(corpus)
        for name, (content, _) in BROKEN.items():
            with open(os.path.join(corpus, name), "wb") as f:
                f.write(content)
        big = os.path.join(corpus, "fifty_mb_value.sgf")
        with open(big, "wb") as f:
            f.write(b"(;GM[1]SZ[19]C[" + b"x" * (50 << 20) + b"];B[pd];W[dd])")
        # 100,000 levels of variations, balanced: valid SGF, 100,000 empty nodes on the main line.
        deep = os.path.join(corpus, "deep_nesting_balanced.sgf")
        with open(deep, "wb") as f:
            f.write(b"(;GM[1]SZ[19]RE[B+R]" + b"(;" * 100_000 + b")" * 100_001)
        unclosed_big = os.path.join(corpus, "fifty_mb_unterminated.sgf")
        with open(unclosed_big, "wb") as f:
            f.write(b"(;GM[1]SZ[19]C[" + b"x" * (50 << 20))
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        r = run(goref, [corpus])
        peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        out = r.stdout.decode(errors="replace")
        check("the broken corpus: exit 1 (problems found), no crash", r.returncode == 1,
              f"rc={r.returncode} err={r.stderr[-2000:]!r}")
        for name, (_, expected) in BROKEN.items():
            path = os.path.join(corpus, name)
            lines = [x for x in out.splitlines() if x.startswith(path + ":")]
            check(f"{name}: one clear line" + (f" saying '{expected}'" if expected else ""),
                  len(lines) == 1 and expected in lines[0] and len(lines[0]) < 400, lines)
        check("a 50 MB comment is read like any value: the game passes",
              not any(x.startswith(big + ":") for x in out.splitlines()), out[:2000])
        check("100,000 levels of balanced variations: read, the game passes",
              not any(x.startswith(deep + ":") for x in out.splitlines()), out[:2000])
        check("a 50 MB unterminated value: one line", sum(x.startswith(unclosed_big + ":") for x in out.splitlines()) == 1,
              out[:2000])
        check(f"bounded memory on the broken corpus (peak {peak_kb // 1024} MiB < 1024 MiB)", peak_kb < (1 << 20),
              f"{before} -> {peak_kb}")
        check("broken SGF is counted as unreadable files",
              f"  unreadable SGF files {len(BROKEN) + 1:>{12 + 8}}" in out
              or any(x.startswith("  unreadable SGF files") and x.split()[-1] == str(len(BROKEN) + 1)
                     for x in out.splitlines()), out[-1500:])

        # --- the same corpus in JSON, and with several jobs
        r = run(goref, ["--json", "--jobs", "3", corpus])
        lines = [json.loads(x) for x in r.stdout.decode().splitlines()]
        unreadable = [x for x in lines if x.get("status") == "unreadable"]
        check("--json --jobs 3: every broken file is a JSON line with status 'unreadable'",
              r.returncode == 1 and len(unreadable) == len(BROKEN) + 1 and lines[-1]["type"] == "summary"
              and lines[-1]["unreadable_files"] == len(BROKEN) + 1, r.stdout[-1500:])

        # --- illegal moves and a game that cannot be replayed
        bad_moves = os.path.join(folder, "bad_moves.sgf")
        with open(bad_moves, "w") as f:
            f.write("(;SZ[9]RU[Japanese];B[ee];W[ff];B[ee];W[ba];B[ab];W[gg];B[aa];W[aa])"
                    "(;SZ[9]AB[aa]AW[ab][ba];B[ee])")
        r = run(goref, [bad_moves])
        out = r.stdout.decode()
        check("illegal moves: exit 1, one line per move with number, colour, vertex, SGF point and reason",
              r.returncode == 1 and f"{bad_moves} game 1: move 3: B E5 [ee]: occupied (skipped)\n" in out
              and f"{bad_moves} game 1: move 8: W A9 [aa]: occupied (skipped)\n" in out, out)
        check("a setup without liberties: 'cannot replay' with the node",
              f"{bad_moves} game 2: cannot replay: node 0: the setup leaves a chain without liberties\n" in out, out)

        # --- a ko left open between living groups: no uncertain chain, an open ko, an unsettled board
        open_ko = os.path.join(folder, "open_ko.sgf")
        with open(open_ko, "w") as f:
            f.write("(;GM[1]FF[4]SZ[9]RU[Chinese]KM[0]RE[W+7]"
                    "AB[da][db][dc][cd][dd][ae][be][ce][ee][cf][df][dg][dh][di]"
                    "AW[ea][fa][eb][fb][ec][fc][ed][fd][fe][ge][he][ie][ef][ff][eg][fg][eh][fh][ei][fi];B[tt];W[tt])")
        r = run(goref, ["--json", open_ko])
        games = [json.loads(line) for line in r.stdout.decode().splitlines() if '"type":"game"' in line]
        result = games[0]["result"] if games else {}
        check("--json: a stone in an open ko is listed in open_kos, not as an uncertain chain, and the board is "
              "unsettled", r.returncode == 0 and result.get("open_kos") == ["E5"] and result.get("uncertain_chains") == []
              and result.get("range") == ["W+7", "W+9"]
              and any("open ko" in why for why in result.get("unsettled", [])), result)

        # --- archives and directories
        archive = os.path.join(folder, "games.tar.xz")
        with tarfile.open(archive, "w:xz") as tar:
            for i, text in enumerate([GOOD, GOOD.replace(";W[cg]", ";W[ee]")]):
                path = os.path.join(folder, f"g{i}.sgf")
                with open(path, "w") as f:
                    f.write(text)
                tar.add(path, arcname=f"games/g{i}.sgf")
        r = run(goref, [archive])
        out = r.stdout.decode()
        check("a .tar.xz archive: entries named archive:entry",
              r.returncode == 1 and f"{archive}:games/g1.sgf: move 4: W E5 [ee]: occupied (skipped)" in out
              and "2 games in 2 SGF files (1 archive)" in out, out)

        # --- progress bar: never on a pipe unless asked, never on stdout
        r = run(goref, [good, good, good])
        check("no progress bar when stderr is not a terminal", r.stderr == b"", r.stderr)
        r = run(goref, ["--progress", "always", corpus])
        check("--progress always: the bar goes to stderr only",
              b"games/s" not in r.stdout.split(b"goref check:")[0] and r.returncode == 1, r.stdout[:300])

    print(f"check cli: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
