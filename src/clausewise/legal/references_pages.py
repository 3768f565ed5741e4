"""A reference list carried over a page break: "Section 5.2(a) or" / the page's footer and
number / the next page's running header / "(b), all Fees become due".

Text extracted from a PDF keeps the page furniture between the two halves of the list, so the
member after the break is no longer next to its separator. When a separator ends its line
("or", "and", a comma) and a page number stands alone on one of the few short lines after
it, the list may go on at one of the two lines after that number (the second when a running
header comes first); the caller reads the member there or gives up. A head word that ends
its line ("... in accordance with Clause" / "Page 14 of 60" / "22.1 within five days") has
its number there in the same way.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..boundaries import is_page_number_line

__all__ = ["after_page_break", "number_after_break"]

_MOST_BEFORE = 2  # lines before the page number: a footer, a rule
_LONGEST = 100  # furniture lines are short


def after_page_break(text: str, pos: int) -> list[int]:
    """The starts of the (at most two) lines after the page number of a page break that
    begins with the line break at ``pos``; none when no page number stands there."""
    if text[pos : pos + 1] != "\n":
        return []
    lines: list[tuple[int, int]] = []  # (start of its text, end) of each non-blank line
    line = pos + 1
    while len(lines) < _MOST_BEFORE + 3 and line < len(text):
        stop = text.find("\n", line, line + _LONGEST + 1)
        if stop < 0:
            stop = min(len(text), line + _LONGEST + 1)
        piece = text[line:stop]
        if piece.strip():
            lines.append((stop - len(piece.lstrip()), stop))
        if stop >= len(text) or text[stop] != "\n":
            break
        line = stop + 1
    for k, (start, stop) in enumerate(lines[: _MOST_BEFORE + 1]):
        if is_page_number_line(text, start, min(len(text), stop + 1)):
            return [s for s, _ in lines[k + 1 : k + 3]]
        if stop - start >= _LONGEST or text[stop - 1] in ".;":
            return []  # a line of text: no furniture here
    return []


# A word before a head word that makes it a noun of its own ("this Clause", "such Section"):
# no number is missing after it, and the number after the page break starts a new unit.
_UNNUMBERED_BEFORE_RE = re.compile(
    r"\b(?i:this|that|these|those|such|the|each|any|every|said|same|which|relevant|other"
    r"|applicable|preceding|foregoing|following)[ \t\n]{1,3}$"
)


def number_after_break(
    text: str, start: int, eol: int, reads: Callable[[int], object | None]
) -> int:
    """Where the number of the head word at ``start``, which ends its line at ``eol``, is
    written after a page break: the first line after the page number that ``reads`` reads a
    number at; -1 when there is none, the head word is a noun of its own or it opens its
    line (a heading, its first unit on the next page)."""
    if _UNNUMBERED_BEFORE_RE.search(text, max(0, start - 14), start) is not None:
        return -1
    if not text[max(0, start - 40) : start].rpartition("\n")[2].strip():
        return -1  # "SCHEDULE" alone on the page's last line: a heading, not a reference
    return next((p for p in after_page_break(text, eol) if reads(p) is not None), -1)
