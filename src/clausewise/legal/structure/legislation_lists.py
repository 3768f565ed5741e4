"""Which list a point marker continues: the context rules for ``(a)``, ``(1)``, ``(i)``, ``—``.

A paragraph (or an article without numbered paragraphs, a recital, an annex) owns a stack of
open lists, outermost first. A marker continues the innermost list whose next value it is
("(i)" after "(h)" is the letter i, not the roman one); otherwise a first value ("(a)", "(1)",
"(i)", a dash) restarts the open list of its style or, if none is open, opens a nested list
under the current point; otherwise it rejoins the innermost list of the same style (numbering
gaps, inserted or deleted points) or, failing that, opens a new list. A point whose text ends
with a colon introduces a list of its own: "(i)" after "(h) ... one of the following
objectives:" opens the roman sub-points of (h), not the letter after (h).

When a marker continues two open lists ("(v)" after "(u) ...:" and "(iv)"), the inner one wins
unless its current item is its last: the item before it ended with "; or" / "; and", the
conjunction a drafter puts after the penultimate item. Next the look of the item decides: a
definition opening with a quote mark continues the list whose items open with one. A letter
"(i)" followed by "(ii)" was the first sub-point of the point before it, and a roman "(i)"
followed by "(j)" was the letter after "(h)": both are read again.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..roman import roman

__all__ = ["MAX_LEVELS", "ListStack", "item_cues", "marker_values"]

MAX_LEVELS = 6


# Style names: "alpha" (a, b, ... z, aa, bb ...), "roman" (i, ii ...), "digit" (1, 2, 4a ...),
# "dash" (indents: em dash, en dash, bullet).
Value = tuple[str, int]

# The end of an item that is the penultimate of its list: "...; or", "..., and", "; and/or".
_CONJ_END = re.compile(r"[;,][ \t\u00a0]{0,4}(?:and/or|and|or)[ \t\u00a0*_]{0,4}\Z")
_QUOTES = frozenset("‘“\"'«")


def item_cues(text: str, marker_start: int, marker_end: int) -> tuple[bool, str]:
    """``(after_conjunction, shape)`` for the list item whose marker spans the two offsets:
    whether the item before it ends with "; and" / "; or" (so the item now opening is the
    last of its list), and how the item's own text opens: ``"quote"`` (a definition's term),
    ``"upper"``, ``"lower"`` or ``"other"``."""
    tail = text[max(0, marker_start - 16) : marker_start].rstrip()
    conj = _CONJ_END.search(tail) is not None
    j = marker_end
    while j < len(text) and j < marker_end + 8 and text[j] in " \t\u00a0":
        j += 1
    ch = text[j] if j < len(text) else ""
    if ch in _QUOTES and ch:
        shape = "quote"
    elif ch.isupper():
        shape = "upper"
    elif ch.islower():
        shape = "lower"
    else:
        shape = "other"
    return conj, shape


def _roman(token: str) -> int | None:
    """A point's lower-case numeral, "(i)" to "(xxxix)"."""
    value = roman(token) if token.islower() else None
    return value if value is not None and value < 40 else None


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
    shape: str = ""  # how the list's first item opens (see :func:`item_cues`)
    final: bool = False  # the current item is the list's last ("; or" ended the one before)
    prev: int = -1  # the node of the item before the current one


class ListStack:
    """The open lists under one owner (paragraph, article, recital or annex)."""

    __slots__ = ("conj", "levels", "shape")

    def __init__(self) -> None:
        self.levels: list[_Level] = []
        self.conj = False
        self.shape = ""

    def clear(self) -> None:
        self.levels.clear()

    def place(
        self,
        values: tuple[Value, ...],
        opens: bool = False,
        cues: tuple[bool, str] = (False, ""),
    ) -> tuple[int, str, int]:
        """Where a marker goes: ``(level, style, ordinal)``; ``level`` may equal the depth
        of the stack (a new nested list). Levels deeper than ``level`` are closed.
        ``opens``: the text before the marker ends with a colon, so a marker that reads both
        as the next item of an open list and as the first item of a style not open ("(i)"
        after "(h)") is the first item of a new list under the current point. ``cues``:
        :func:`item_cues` of the marker, which choose between two open lists it continues."""
        levels = self.levels
        self.conj, self.shape = cues
        if opens and len(levels) < MAX_LEVELS and len(values) > 1:
            open_styles = {lv.style for lv in levels}
            for style, val in values:
                if val == 1 and style not in open_styles:
                    return len(levels), style, val
        hits = [
            (li, style, val)
            for li in range(len(levels) - 1, -1, -1)
            for style, val in values
            if style == levels[li].style and (style == "dash" or val == levels[li].last + 1)
        ]
        if hits:
            return self._cut(*self._choose(hits))
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

    def _choose(self, hits: list[tuple[int, str, int]]) -> tuple[int, str, int]:
        """Of the open lists a marker continues (innermost first), the one a drafter means:
        the inner list unless its current item was announced as its last (and this marker
        does not follow a conjunction of its own), then the list whose items open alike."""
        inner = hits[0]
        outer = [h for h in hits[1:] if h[0] != inner[0]]
        if not outer:
            return inner
        if self.levels[inner[0]].final and not self.conj:
            return outer[0]
        shape = self.shape
        if shape in ("quote", "upper") and self.levels[inner[0]].shape != shape:
            for hit in outer:
                if self.levels[hit[0]].shape == shape:
                    return hit
        return inner

    def reread(self, values: tuple[Value, ...]) -> tuple[int, int, bool] | None:
        """A marker that proves the item before it was read with the wrong value:
        ``(node, other, nested)``, where ``node`` is that item and ``other`` the point it
        becomes the first sub-point of (``nested``) or the next sibling of. The stack is
        updated; the caller moves the node and then places the marker as usual."""
        levels = self.levels
        if not levels or self.continues(values):
            return None
        top = levels[-1]
        if ("roman", 2) in values and top.style == "alpha" and top.last == 9 and top.prev >= 0:
            # "(h) ... which" / "(i) ..." / "(ii) ...": (i) opened sub-points of (h).
            if len(levels) >= MAX_LEVELS or any(lv.style == "roman" for lv in levels):
                return None
            node, top.node, top.last, top.prev = top.node, top.prev, 8, -1
            levels.append(_Level("roman", 1, node, top.shape))
            return node, top.node, True
        if (
            ("alpha", 10) in values
            and len(levels) > 1
            and top.style == "roman"
            and top.last == 1
            and levels[-2].style == "alpha"
            and levels[-2].last == 8
        ):
            # "(h) ...:" / "(i) ..." / "(j) ...": (i) was the letter after (h).
            levels.pop()
            up = levels[-1]
            other = up.node
            up.prev, up.node, up.last = up.node, top.node, 9
            return top.node, other, False
        return None

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
            self.levels.append(_Level(style, val, node, self.shape))
        else:
            lv = self.levels[level]
            if val == 1:
                lv.shape = self.shape  # a list restarting
            lv.final = self.conj and val == lv.last + 1
            lv.last = val
            lv.prev = lv.node
            lv.node = node
