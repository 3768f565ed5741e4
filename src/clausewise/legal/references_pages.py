"""A reference list carried over a page break: "Section 5.2(a) or" / the page's footer and
number / the next page's running header / "(b), all Fees become due".

Text extracted from a PDF keeps the page furniture between the two halves of the list, so the
member after the break is no longer next to its separator. When a separator ends its line
("or", "and", a comma) and a page number stands alone on one of the few short lines after
it, the list may go on at one of the two lines after that number (the second when a running
header comes first); the caller reads the member there or gives up.
"""

from __future__ import annotations

from ..boundaries import is_page_number_line

__all__ = ["after_page_break"]

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
