"""Whether a line break in an act's text is a hard wrap or the end of a block.

Text extracted from the Official Journal's PDF is hard-wrapped: every line of a paragraph is
filled up to about the same width, and only the last line of a block stops short. A line
that stops short enough for the next word to have fitted on it ended its block ("... offices
and agencies." / "Point (b) shall not apply ..."); a line that is nearly full was cut by the
wrap ("... the processing of personal data revealing racial or" / "ethnic origin ...").
Text with one line per paragraph (EUR-Lex HTML, Markdown) is unwrapped: each line break ends
a block.
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["block_ends", "wrap_width"]

_MIN_LINES = 12  # fewer lines say nothing about a wrap width
_MAX_WIDTH = 160  # wider than any page column: the text is not hard-wrapped
_FULL_SHARE = 0.3  # share of lines near the width in a hard-wrapped text


@lru_cache(maxsize=8)
def wrap_width(text: str) -> int | None:
    """The column at which ``text`` is hard-wrapped; ``0`` when it is unwrapped (one line
    per block); ``None`` when it has too few lines to tell."""
    lengths = sorted(len(line.rstrip()) for line in text.split("\n") if line.strip())
    if len(lengths) < _MIN_LINES:
        return None
    # The 90th percentile: at or below the widest lines, so a width read too low only
    # takes a break for a wrap (the cautious side).
    width = lengths[(len(lengths) * 9) // 10]
    if width > _MAX_WIDTH:
        return 0
    near = sum(1 for n in lengths if n >= width - width // 6)
    return width if near >= _FULL_SHARE * len(lengths) else 0


def block_ends(text: str, line_start: int, line_end: int) -> bool | None:
    """Whether the line ``[line_start, line_end)`` ends its block: the next line's first
    word would have fitted on it, with a margin for proportional fonts (``None``: the text
    has too few lines to tell; unwrapped text always ends a block at a line break)."""
    width = wrap_width(text)
    if width is None:
        return None
    if width == 0:
        return True
    nxt = line_end + 1
    while nxt < len(text) and text[nxt] in " \t\n":
        nxt += 1
    stop = nxt
    while stop < len(text) and stop < nxt + 40 and not text[stop].isspace():
        stop += 1
    used = len(text[line_start:line_end].rstrip()) + 1 + (stop - nxt)
    return used <= width - max(8, width // 8)
