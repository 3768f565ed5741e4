"""Which list a point marker continues: the context rules for ``(a)``, ``(1)``, ``(i)``, ``—``.

A paragraph (or an article without numbered paragraphs, a recital, an annex) owns a stack of
open lists, outermost first. A marker continues the innermost list whose next value it is
("(i)" after "(h)" is the letter i, not the roman one); otherwise a first value ("(a)", "(1)",
"(i)", a dash) restarts the open list of its style or, if none is open, opens a nested list
under the current point; otherwise it rejoins the innermost list of the same style (numbering
gaps, inserted or deleted points) or, failing that, opens a new list. A point whose text ends
with a colon introduces a list of its own: "(i)" after "(h) ... one of the following
objectives:" opens the roman sub-points of (h), not the letter after (h).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["MAX_LEVELS", "ListStack", "marker_values"]

MAX_LEVELS = 6

_ROMAN_RE = re.compile(r"(x{0,3})(ix|iv|v?i{0,3})")
_ROMAN_DIGITS = {"i": 1, "v": 5, "x": 10}

# Style names: "alpha" (a, b, ... z, aa, bb ...), "roman" (i, ii ...), "digit" (1, 2, 4a ...),
# "dash" (indents: em dash, en dash, bullet).
Value = tuple[str, int]


def _roman(token: str) -> int | None:
    if not token or _ROMAN_RE.fullmatch(token) is None:
        return None
    total = 0
    prev = 0
    for ch in reversed(token):
        val = _ROMAN_DIGITS[ch]
        total += -val if val < prev else val
        prev = max(prev, val)
    return total


def _alpha(token: str) -> int | None:
    """a=1 ... z=26, aa=27 ...; an inserted point ("ca" after "c") counts as its first letter."""
    if not token.isalpha():
        return None
    if len(set(token)) == 1:
        return (ord(token[0]) - 96) + 26 * (len(token) - 1)
    return ord(token[0]) - 96 if len(token) == 2 else None


def marker_values(token: str) -> tuple[Value, ...]:
    """The (style, ordinal) readings of a point token; "i", "v", "x" have two."""
    if token[0].isdigit():
        digits = token.rstrip("abcdefghijklmnopqrstuvwxyz")
        return (("digit", int(digits)),)
    out: list[Value] = []
    alpha = _alpha(token)
    if alpha is not None:
        out.append(("alpha", alpha))
    roman = _roman(token)
    if roman is not None:
        out.append(("roman", roman))
    return tuple(out) or (("alpha", 0),)


@dataclass(slots=True)
class _Level:
    style: str
    last: int
    node: int


class ListStack:
    """The open lists under one owner (paragraph, article, recital or annex)."""

    __slots__ = ("levels",)

    def __init__(self) -> None:
        self.levels: list[_Level] = []

    def clear(self) -> None:
        self.levels.clear()

    def place(self, values: tuple[Value, ...], opens: bool = False) -> tuple[int, str, int]:
        """Where a marker goes: ``(level, style, ordinal)``; ``level`` may equal the depth
        of the stack (a new nested list). Levels deeper than ``level`` are closed.
        ``opens``: the text before the marker ends with a colon, so a marker that reads both
        as the next item of an open list and as the first item of a style not open ("(i)"
        after "(h)") is the first item of a new list under the current point."""
        levels = self.levels
        if opens and len(levels) < MAX_LEVELS and len(values) > 1:
            open_styles = {lv.style for lv in levels}
            for style, val in values:
                if val == 1 and style not in open_styles:
                    return len(levels), style, val
        for li in range(len(levels) - 1, -1, -1):
            lv = levels[li]
            for style, val in values:
                if style == lv.style and (style == "dash" or val == lv.last + 1):
                    return self._cut(li, style, val)
        for style, val in values:
            if val != 1:
                continue
            # A list of a style already open restarts at its own level (a second "(a)" list
            # after an unnumbered subparagraph); EU drafting never nests a style in itself.
            for li in range(len(levels) - 1, -1, -1):
                if levels[li].style == style:
                    return self._cut(li, style, val)
            if len(levels) < MAX_LEVELS:
                return len(levels), style, val
        for li in range(len(levels) - 1, -1, -1):
            for style, val in values:
                if style == levels[li].style:
                    return self._cut(li, style, val)
        style, val = values[0]
        if len(levels) >= MAX_LEVELS:
            # Runaway nesting (no real act goes this deep): stay at the innermost list, which
            # also keeps every placement O(MAX_LEVELS).
            return len(levels) - 1, levels[-1].style, val
        return len(levels), style, val

    def continues(self, values: tuple[Value, ...]) -> bool:
        """Whether a marker reads as the next item of an open list."""
        return any(
            style == lv.style and val == lv.last + 1 for lv in self.levels for style, val in values
        )

    def _cut(self, li: int, style: str, val: int) -> tuple[int, str, int]:
        del self.levels[li + 1 :]
        if style == "dash":
            val = self.levels[li].last + 1
        return li, style, val

    def parent_node(self, level: int) -> int | None:
        """The point a marker at ``level`` hangs under (``None``: the owner itself)."""
        return self.levels[level - 1].node if level > 0 else None

    def record(self, level: int, style: str, val: int, node: int) -> None:
        """Note that node ``node`` is the current item of list ``level``."""
        if level == len(self.levels):
            self.levels.append(_Level(style, val, node))
        else:
            lv = self.levels[level]
            lv.last = val
            lv.node = node
