#!/usr/bin/env python3
"""goref's limits against hostile input (docs/limits.md), through the binary.

loadsgf of /dev/zero, a directory, a FIFO with no writer, a 1 GiB (sparse) file, a file of
more nodes than the reader's limit, a 100,000-deep variation tree (must not overflow the
stack); --max-moves for play, gogui-play_sequence and loadsgf; and millions of play/undo
pairs in bounded memory. Every refusal is one `?` answer and leaves the game as it was.
No figure here is a time: memory is compared with a bound, answers with their text.
"""
import os
import subprocess
import sys
import tempfile
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_responses import parse_responses  # noqa: E402

SETUP = b"boardsize 9\nplay b C3\nplay w D4\nplay b E5\n"
STATE = b"showboard\ncaptures b\ngoref-game_status\nprintsgf\n"

failures = []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"))
    if not condition:
        failures.append(name)


def run(goref, payload, args=(), timeout=120):
    result = subprocess.run([goref, *args], input=payload, capture_output=True, timeout=timeout)
    return result.returncode, parse_responses(result.stdout), result.stderr


def refused_and_unchanged(goref, name, command, expected, args=()):
    """`command` after SETUP answers `? ...expected...`; the state queries answer as without it."""
    _, before, _ = run(goref, SETUP + STATE, args)
    try:
        code, answers, err = run(goref, SETUP + command + b"\n" + STATE, args)
    except subprocess.TimeoutExpired:
        check(f"{name}: answers", False, "no answer within 120 s")
        return
    n = STATE.count(b"\n")
    answer = answers[len(answers) - n - 1]
    check(f"{name}: one '?' answer saying '{expected}'",
          code == 0 and not answer[0] and expected in answer[2] and "\n" not in answer[2] and len(answer[2]) < 300,
          f"rc={code} answer={answer!r} err={err[-500:]!r}")
    check(f"{name}: the game is unchanged", answers[-n:] == before[-n:],
          f"{answers[-n:]!r}"[:1000] + " != " + f"{before[-n:]!r}"[:1000])


def main():
    goref = sys.argv[1]
    # Under AddressSanitizer freed memory waits in a quarantine and the allocator keeps its
    # own caches, so resident memory says nothing about goref's: the memory checks are
    # release-build checks; the behaviour checks run in both builds.
    sanitized = "--sanitized" in sys.argv[2:]

    def memory_check(name, condition, detail=""):
        if sanitized:
            print(f"skip {name} (sanitizer build: RSS is the sanitizer's)")
        else:
            check(name, condition, detail)
    with tempfile.TemporaryDirectory() as folder:
        # --- play/undo pairs in memory that does not grow with their number; a game at the
        # move limit in bounded memory
        def peak_rss_kib(payload, args=()):
            """Exit code, peak RSS (VmHWM, read while goref is alive: ru_maxrss of a child would
            include the forked test process) and the answers to `payload`."""
            proc = subprocess.Popen([goref, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.DEVNULL)
            marker = b"=987654 2\n\n"
            writer = threading.Thread(target=lambda: (proc.stdin.write(payload + b"987654 protocol_version\n"),
                                                      proc.stdin.flush()))
            writer.start()
            chunks, tail = [], b""
            while not tail.endswith(marker):
                chunk = proc.stdout.read1(1 << 20)
                if not chunk:
                    break
                chunks.append(chunk)
                tail = (tail + chunk)[-len(marker):]
            writer.join()
            with open(f"/proc/{proc.pid}/status") as f:
                hwm = next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))
            proc.stdin.close()
            rest = proc.stdout.read()
            proc.wait(timeout=60)
            return proc.returncode, hwm, parse_responses(b"".join(chunks) + rest)[:-1]

        small = peak_rss_kib(b"boardsize 9\n" + b"play b E5\nundo\n" * 200_000)
        large = peak_rss_kib(b"boardsize 9\n" + b"play b E5\nundo\n" * 2_000_000)
        check("2,000,000 play/undo pairs: every answer '='",
              large[0] == 0 and len(large[2]) == 4_000_001 and all(a[0] for a in large[2]), large[:2])
        memory_check(f"play/undo pairs in constant memory: peak RSS {small[1] // 1024} MiB after 200,000, "
              f"{large[1] // 1024} MiB after 2,000,000", large[1] - small[1] < 2048, (small[1], large[1]))
        full = peak_rss_kib(b"boardsize 19\n" + b"play b pass\nplay w pass\n" * 50_000 + b"play b pass\nundo\nplay b pass\n",
                            ["--rules", "japanese"])
        check("a game at --max-moves (100,000 turns): the next pass answers 'illegal move: move limit 100000 reached', "
              "undo frees a turn", [a[0] for a in full[2][-3:]] == [False, True, True]
              and full[2][-3][2] == "illegal move: move limit 100000 reached", full[2][-3:])
        memory_check(f"a game at --max-moves in bounded memory: peak RSS {full[1] // 1024} MiB < 128 MiB",
              full[1] < 128 * 1024, full[1])

        # --- files that are no SGF file at all, or far too large
        refused_and_unchanged(goref, "loadsgf /dev/zero", b"loadsgf /dev/zero",
                              "cannot load file: /dev/zero: not a regular file (character device)")
        refused_and_unchanged(goref, "loadsgf of a directory", f"loadsgf {folder}".encode(),
                              f"cannot load file: {folder}: is a directory")
        fifo = os.path.join(folder, "fifo.sgf")
        os.mkfifo(fifo)
        refused_and_unchanged(goref, "loadsgf of a FIFO without writer", f"loadsgf {fifo}".encode(),
                              f"cannot load file: {fifo}: not a regular file (FIFO)")
        huge = os.path.join(folder, "huge.sgf")
        with open(huge, "wb") as f:
            f.truncate(1 << 30)  # sparse: 1 GiB without writing it
        refused_and_unchanged(goref, "loadsgf of a 1 GiB file", f"loadsgf {huge}".encode(),
                              "file too large: 1073741824 bytes (the limit is 64 MiB)")
        refused_and_unchanged(goref, "loadsgf of a missing file", f"loadsgf {folder}/none.sgf".encode(),
                              "No such file or directory")
        many_nodes = os.path.join(folder, "many_nodes.sgf")
        with open(many_nodes, "wb") as f:
            f.write(b"(;GM[1]SZ[9]" + b";" * (5 << 20) + b")")
        refused_and_unchanged(goref, "loadsgf of 5 Mi nodes", f"loadsgf {many_nodes}".encode(),
                              "too many nodes: more than 4194304")

        # --- 100,000 nested variations: read without recursion; the main line is 100,000 moves
        # deep (A9, C7, then passes: legal under Japanese rules, which resume after two passes).
        deep = os.path.join(folder, "deep.sgf")
        moves = [b"B[aa]", b"W[cc]", b"B[]", b"W[]"]
        with open(deep, "wb") as f:
            f.write(b"(;GM[1]SZ[9]RU[Japanese]" + b"".join(b"(;" + moves[min(i, 2 + i % 2)] for i in range(100_000))
                    + b")" * 100_001)
        code, answers, err = run(goref, f"loadsgf {deep}\ncaptures b\nundo\nprintsgf\n".encode())
        check("loadsgf of a 100,000-deep variation tree (100,000 moves, the default limit): loaded, no crash",
              code == 0 and len(answers) == 4 and all(a[0] for a in answers) and "W[cc]" in answers[3][2],
              f"rc={code} {[a[:2] + (a[2][:200],) for a in answers]!r} {err[-500:]!r}")
        refused_and_unchanged(goref, "a 100,000-deep tree past --max-moves 50", f"loadsgf {deep}".encode(),
                              "100000 moves, more than the move limit 50 (--max-moves)", ["--max-moves", "50"])
        code, answers, _ = run(goref, f"loadsgf {deep} 40\ngoref-game_status\n".encode(), ["--max-moves", "50"])
        check("loadsgf FILE 40 under --max-moves 50: the first 39 moves load", code == 0 and answers[0][0], answers)

        # --- --max-moves for play and gogui-play_sequence; undo frees a turn
        code, answers, _ = run(goref, b"boardsize 9\nplay b A1\nplay w A2\nplay b pass\nplay w B2\n"
                                      b"undo\nplay w pass\ngogui-play_sequence w B2\n", ["--max-moves", "3"])
        check("--max-moves 3: the 4th turn answers '? illegal move: move limit 3 reached'",
              [a[0] for a in answers] == [True, True, True, True, False, True, True, False]
              and answers[4][2] == "illegal move: move limit 3 reached"
              and answers[7][2] == "illegal move: move limit 3 reached", answers)
        for bad in ["0", "-1", "x", "10000001", "1e5"]:
            r = subprocess.run([goref, "--max-moves", bad], input=b"", capture_output=True, timeout=30)
            err = r.stderr.decode().strip()
            check(f"--max-moves {bad}: one-line usage error, exit 2",
                  r.returncode == 2 and len(err.splitlines()) == 1 and "--max-moves" in err and r.stdout == b"", err)

    print(f"limits: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
