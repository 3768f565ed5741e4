"""Lines next to a candidate's line: the line above it, and the cells of a details table's row
("Item 4  Fees  $12,000 a month"), whose first cell is its label."""

from __future__ import annotations

import re

__all__ = ["first_cell_end", "line_before", "row_above"]


def line_before(text: str, ls: int) -> int:
    """Where the line above the one starting at ``ls`` (after a line break) starts."""
    return text.rfind("\n", 0, ls - 1) + 1


def row_above(text: str, ls: int, word: str) -> bool:
    """Whether the line above the one starting at ``ls`` is a row of the same table: it
    opens with the unit ``word`` too ("Item 3 ..." over "Item 4 ..."), so it wraps nothing."""
    above = text[line_before(text, ls) : ls - 1].lstrip(" \t")
    return above[: len(word)].lower() == word


# A column gap: two blanks or more, or a tab. Matched after a non-blank, never inside a run.
_CELL_GAP = re.compile(r"(?<=\S)(?:[ \t]{2,}|\t)")


def first_cell_end(text: str, start: int, end: int) -> int:
    """Where the first cell of the row running from ``start`` (after the marker) to ``end``
    ends: at the first column gap after some text, or ``end``."""
    j = start
    while j < end and text[j] in " \t":
        j += 1
    m = _CELL_GAP.search(text, j, end)
    return end if m is None else m.start()
