"""SGF text helpers shared by the measurement scripts (dead-stone-differential, fox-rebuild), which
work on record text rather than on a parsed game tree."""


def main_line_end(text: str) -> int:
    """Where the main line's last node ends: the index of the first ')' outside a property value.

    The main line follows each node's first variation, and a second variation can only open after
    the first has closed, so the first sequence closed is the main line's last one. Every '(' before
    that point opens a first variation: the text up to it, without those, is the main line (Fox
    records end with an AI's variations, whose moves are no part of the game)."""
    in_value = False
    escaped = False
    for i, c in enumerate(text):
        if in_value:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == "]":
                in_value = False
        elif c == "[":
            in_value = True
        elif c == ")":
            return i
    raise ValueError("no end of the main line in the record")
