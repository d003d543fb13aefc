#!/usr/bin/env python3
"""goref's GoGui analyze commands against GoGui's formats (match-sources §6.2, gtp-sources
§2.6): every gogui-analyze_commands line is `type/label/command` with a type GoGui knows and
a command goref lists; every gfx command's answer, in positions that exercise it (an empty
board, a finished game with dead stones, a seki, an open semeai whose chains are uncertain, a board with no result), is made of draw
lines GoGui reads: a known keyword and, for each, arguments of the right kind (vertices on
this board, a colour, point/text or point/value pairs); a plist answer is vertices only (a command on a
point may fail where the point does not fit it).

Usage: gogui_gfx_test.py GOREF"""
import re
import subprocess
import sys

TYPES = {"bwboard", "cboard", "dboard", "sboard", "plist", "pspairs", "pstring", "hpstring", "string", "hstring",
         "var", "varb", "varc", "varp", "varpo", "varw", "eplist", "param", "gfx", "none"}
POINT_KEYWORDS = {"BLACK", "WHITE", "MARK", "SQUARE", "TRIANGLE", "CIRCLE"}
COLOURS = {"blue", "cyan", "green", "gray", "magenta", "pink", "red", "yellow", "black", "white"}
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
failures, passes = [], []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f"\n     {detail}"))
    (passes if condition else failures).append(name)


def vertex_ok(token, size):
    m = re.fullmatch(r"([A-HJ-Za-hj-z])(\d{1,2})", token)
    return bool(m) and LETTERS.index(m.group(1).upper()) < size and 1 <= int(m.group(2)) <= size


def gfx_problems(answer, size):
    problems = []
    for line in answer.split("\n"):
        if not line.strip():
            continue
        words = line.split()
        keyword = words[0].upper()
        args = words[1:]
        if keyword in POINT_KEYWORDS:
            bad = [a for a in args if not vertex_ok(a, size)]
            if bad or not args:
                problems.append(f"{line!r}: points expected, got {bad or 'none'}")
        elif keyword == "COLOR":
            if not args or not (args[0].lower() in COLOURS or re.fullmatch(r"#[0-9a-fA-F]{6}", args[0])):
                problems.append(f"{line!r}: a colour first")
            elif not all(vertex_ok(a, size) for a in args[1:]):
                problems.append(f"{line!r}: points after the colour")
        elif keyword in ("LABEL", "INFLUENCE"):
            if len(args) % 2 or not all(vertex_ok(a, size) for a in args[0::2]):
                problems.append(f"{line!r}: point/value pairs")
            if keyword == "INFLUENCE" and not all(re.fullmatch(r"-?\d+(\.\d+)?", v) for v in args[1::2]):
                problems.append(f"{line!r}: values must be numbers")
        elif keyword == "VAR":
            if len(args) % 2 or not all(c.lower() in ("b", "w") and (p.lower() == "pass" or vertex_ok(p, size))
                                        for c, p in zip(args[0::2], args[1::2])):
                problems.append(f"{line!r}: colour/point pairs")
        elif keyword in ("TEXT", "CLEAR"):
            pass
        else:
            problems.append(f"{line!r}: {keyword} is no gfx keyword (GoGui skips it silently)")
    return problems


def answers(goref, script):
    out = subprocess.run([goref], input=script, capture_output=True, text=True, timeout=120).stdout
    blocks = out.split("\n\n")
    return [(b[0], b[2:] if len(b) > 1 else "") for b in blocks if b]


POSITIONS = {
    "an empty 9x9 board": (9, "boardsize 9\nclear_board\n"),
    "a finished 5x5 game with a dead stone": (5, "boardsize 5\n" + "".join(
        f"play {c} {v}\n" for c, v in zip("bwbwbwbwbwbw", ["A4", "A2", "B4", "B2", "C4", "C2", "D4", "D2", "E4",
                                                            "E2", "pass", "C5"])) + "play b pass\nplay w pass\n"),
    "a seki in the corner (japanese)": (5, "goref-rules japanese\nboardsize 5\n" + "".join(
        f"play {c} {v}\n" for c, v in zip("bwbwbwbwbw", ["A3", "A2", "B3", "B2", "C3", "C2", "C1", "D2", "D3", "E2"]))),
    # Both chains of the race are uncertain: goref-uncertain_gfx answers SQUARE lines.
    "an open semeai (9x9)": (9, "boardsize 9\ngogui-setup w A9 w B9 w C9 b D9 b E9 w A8 w B8 b E8 w B7 b C7 w D7 "
                             "b E7 w A6 w B6 b C6 w D6 b E6 w A5 w B5 b C5 w D5 b E5 w A4 w B4 b C4 w D4 b E4 w B3 "
                             "b C3 w D3 b E3 w A2 w B2 b E2 w A1 w B1 w C1 b D1 b E1\n"),
    # Black's E5 in a ko left open between two living groups: goref-uncertain_gfx answers a TRIANGLE line.
    "an open ko between living groups (9x9)": (9, "boardsize 9\ngogui-setup b D9 w E9 w F9 b D8 w E8 w F8 b D7 w E7 w F7 b C6 b D6 w E6 w F6 b A5 b B5 b C5 b E5 w F5 w G5 w H5 w J5 b C4 b D4 w E4 w F4 b D3 w E3 w F3 b D2 w E2 w F2 b D1 w E1 w F1\n"),
    "19x19 after a few moves": (19, "boardsize 19\nplay b Q16\nplay w D4\nplay b C16\nplay w R4\n"),
}


def main():
    goref = sys.argv[1]
    listing = answers(goref, "gogui-analyze_commands\nlist_commands\n")
    entries = [l for l in listing[0][1].split("\n") if l and not l.startswith("#")]
    listed = set(listing[1][1].split("\n"))
    for entry in entries:
        fields = entry.split("/")
        ok = 3 <= len(fields) <= 5 and fields[0] in TYPES and fields[1] and fields[2].split()[0] in listed
        check(f"analyze entry {entry!r}: type/label/command, a known type, a listed command", ok, fields)
    labels = [e.split("/")[1] for e in entries]
    check("no two analyze entries share a label (GoGui drops duplicates)", len(labels) == len(set(labels)), labels)
    gfx = [e.split("/")[2] for e in entries if e.startswith("gfx/")]
    plists = [e.split("/")[2] for e in entries if e.startswith("plist/")]
    check("goref offers at least one gfx command", bool(gfx), entries)
    for name, (size, setup) in POSITIONS.items():
        originals = gfx + plists
        commands = [c.replace("%c", "b").replace("%p", "A1") for c in originals]
        replies = answers(goref, setup + "\n".join(commands) + "\n")[-len(commands):]
        for original, command, (status, text) in zip(originals, commands, replies):
            if status == "?" and "%p" in original:
                continue  # a point the command does not apply to (an empty one): GoGui shows the error
            if command in gfx:
                problems = gfx_problems(text, size) if status == "=" else [f"failed: {text}"]
                check(f"{name}: {command} answers draw lines GoGui reads", not problems, problems)
            else:
                bad = [t for t in text.split() if not vertex_ok(t, size)] if status == "=" else [text]
                check(f"{name}: {command} answers vertices only", not bad, bad)
    # The uncertain stones are marked: the semeai's two chains, ten stones, as SQUARE points.
    size, setup = POSITIONS["an open semeai (9x9)"]
    (status, text), = answers(goref, setup + "goref-uncertain_gfx\n")[-1:]
    squares = [l.split()[1:] for l in text.split("\n") if l.startswith("SQUARE ")]
    check("goref-uncertain_gfx puts a SQUARE on each stone of the semeai's uncertain chains",
          status == "=" and len(squares) == 1 and sorted(squares[0]) == sorted(
              [c + r for c in "CD" for r in "34567"]), text)
    # A stone in an open ko is no uncertain chain but an unfinished board: a TRIANGLE, no SQUARE.
    size, setup = POSITIONS["an open ko between living groups (9x9)"]
    (status, text), = answers(goref, setup + "goref-uncertain_gfx\n")[-1:]
    lines = text.split("\n")
    check("goref-uncertain_gfx puts a TRIANGLE on the stone in an open ko and no SQUARE",
          status == "=" and "TRIANGLE E5" in lines and not any(l.startswith("SQUARE") for l in lines), text)
    return failures


if __name__ == "__main__":
    failed = main()
    print(f"gogui gfx: {len(passes)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)
