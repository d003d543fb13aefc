#!/usr/bin/env python3
"""Seed inputs for the dead_stones fuzz target (tests/fuzz/dead_stones.cpp) from GTP
transcripts and SGF games, so the fuzzer starts from real positions instead of empty boards:
- a transcript's boardsize, komi, gogui-setup stones and moves become one input for each
  ruleset the transcript scores them under (the positions the tests were written about:
  races, sekis, second eyes, kos);
- an SGF game's setup stones and moves become one input for its final position and one for
  the position half way (a finished game's dead stones, and an unfinished board's).

Usage: dead_stones_seeds.py OUT_DIR FILE...   (FILE: *.gtp or *.sgf)
"""
import hashlib
import importlib.machinery
import importlib.util
import pathlib
import re
import sys

# rules::presets() order (rules/presets.cpp); an unknown name keeps Chinese.
PRESETS = ["chinese", "chinese-simple", "japanese", "korean", "tromp-taylor", "aga", "new-zealand", "ing",
           "wmsg"]
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def vertex_index(vertex, size):
    """Index y * size + x with y from the top row, as the target reads it; None for a pass."""
    vertex = vertex.upper()
    if vertex == "PASS" or len(vertex) < 2 or vertex[0] not in LETTERS or not vertex[1:].isdigit():
        return None
    x = LETTERS.index(vertex[0])
    y = size - int(vertex[1:])
    if not (0 <= x < size and 0 <= y < size):
        return None
    return y * size + x


def encode(size, rules, komi, records):
    # Bit 4 of the ruleset byte (the analysis's full playout count) clear: the fuzzer gets
    # through its seeds quickly and sets it in mutations.
    header = bytes([(size - 2) % 24, 1, PRESETS.index(rules) if rules in PRESETS else 0,
                    int(round(komi * 2 + 30)) % 61])
    body = bytearray()
    for op, index in records:
        body += bytes([op, index >> 8, index & 0xFF])
    return header + bytes(body)


def seeds_from(text):
    size, rules, komi, records = 19, "chinese", 7.5, []
    match = re.search(r"^# args:.*--rules\s+(\S+)", text, re.M)
    if match:
        rules = match.group(1).lower()
    for line in text.splitlines():
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        if words[0].isdigit():
            words = words[1:]
        if not words:
            continue
        command, args = words[0], words[1:]
        if command == "boardsize" and args and args[0].isdigit():
            if records:
                yield size, rules, komi, records
            size, records = int(args[0]), []
        elif command == "clear_board" and records:
            yield size, rules, komi, records
            records = []
        elif command in ("goref-rules", "kgs-rules", "kata-set-rules") and args:
            # Transcripts score one position under each ruleset in turn: one input each.
            rules = args[0].lower().replace("_", "-")
            if records:
                yield size, rules, komi, list(records)
        elif command == "komi" and args:
            try:
                komi = float(args[0])
            except ValueError:
                pass
        elif command == "gogui-setup":
            for colour, vertex in zip(args[0::2], args[1::2]):
                index = vertex_index(vertex, size)
                if index is not None:
                    records.append((2 if colour.lower().startswith("b") else 3, index))
        elif command == "play" and len(args) == 2:
            index = vertex_index(args[1], size)
            records.append((0 if args[0].lower().startswith("b") else 1, size * size if index is None else index))
    if records:
        yield size, rules, komi, records


SGF_RULES = {"japanese": "japanese", "chinese": "chinese", "korean": "korean", "aga": "aga",
             "nz": "new-zealand", "new zealand": "new-zealand", "ing": "ing", "goe": "ing"}


def load_sgf_reader():
    """scripts/score-accuracy's SGF reader (main line, escapes, compressed point lists), loaded
    as scripts/bench-score loads it."""
    path = pathlib.Path(__file__).resolve().parents[2] / "scripts" / "score-accuracy"
    loader = importlib.machinery.SourceFileLoader("score_accuracy_script", str(path))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def seeds_from_sgf(text, sgf):
    """The main line's final position and the position half way."""
    nodes = sgf.parse_sgf(text)
    root = nodes[0] if nodes else {}
    size = int(root.get("SZ", ["19"])[0].split(":")[0] or 19)
    try:
        komi = float(root.get("KM", ["0"])[0])
    except ValueError:
        komi = 0.0
    rules = SGF_RULES.get(root.get("RU", [""])[0].strip().lower(), "chinese")
    records = []
    for node in nodes:
        for tag, op in (("AB", 2), ("AW", 3)):
            records += [(op, y * size + x) for x, y in sgf.sgf_points(node.get(tag, []), size)]
        for tag, op in (("B", 0), ("W", 1)):
            for value in node.get(tag, []):
                point = sgf.sgf_point(value, size)
                records.append((op, size * size if point is None else point[1] * size + point[0]))
    if records:
        yield size, rules, komi, records
        yield size, rules, komi, records[:len(records) // 2]


def main():
    out = pathlib.Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    written = 0
    sgf = None
    for path in sys.argv[2:]:
        text = pathlib.Path(path).read_text(errors="replace")
        if path.endswith(".sgf"):
            sgf = sgf or load_sgf_reader()
            seeds = seeds_from_sgf(text, sgf)
        else:
            seeds = seeds_from(text)
        for seed in seeds:
            if not 2 <= seed[0] <= 25:
                continue
            data = encode(*seed)
            (out / hashlib.md5(data).hexdigest()[:12]).write_bytes(data)
            written += 1
    print(f"dead_stones_seeds: {written} inputs", file=sys.stderr)


if __name__ == "__main__":
    main()
