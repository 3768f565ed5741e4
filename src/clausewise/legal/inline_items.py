"""Inline sub-clauses: where the items of a run-on paragraph's outermost list begin.

Filings often run a clause's sub-clauses together in one paragraph: "... the sole negligence
of Manufacturer. (b) Commercial general liability insurance ...: (i) Occurrence form ...
(ii) To the extent ... (c) Automobile ...". The parser makes no nodes of markers inside a
line, but the packer can still rank their starts: a sentence that opens an item of the
outermost list running through the text starts a sub-clause, a better place for a chunk to
end than a plain sentence end or the start of an item nested in it ("(ii)" inside "(b)").

The nesting is read from the markers' sequence: an item continues the innermost open list
whose next marker it is ("(b)" after "(a)", "(iv)" after "(iii)"), closing the lists opened
inside that one; a first marker ("(a)", "(i)", "(1)", "(A)") opens a list inside the current
item. "(i)", "(v)" and "(x)" read as roman numerals or as letters, whichever continues a list.
"""

from __future__ import annotations

from ..boundaries import item_starts
from .structure.contract_marks import letter_value, roman_value

__all__ = ["outer_item_starts"]

# The nesting of the items in a range is read from this many characters before it too, so a
# range that opens inside a list (a chunk starting at "(iv)") still knows its outer list.
_CONTEXT = 1500

Reading = tuple[str, int]  # (kind of numbering, value): ("letter", 2) for "b"


def readings(marker: str) -> list[Reading]:
    """The ways a list marker (the text between its parentheses) can be read."""
    if marker.isdigit():
        return [("number", int(marker))]
    out: list[Reading] = []
    kind = "upper" if marker.isupper() else "lower"
    roman, letter = roman_value(marker), letter_value(marker)
    if roman:
        out.append((kind + " roman", roman))
    if letter:
        out.append((kind + " letter", letter))  # "(aa)" after "(z)" is 27
    return out


def outer_item_starts(text: str, start: int, end: int) -> list[int]:
    """Starts strictly inside ``(start, end)`` of the items of the outermost list that runs
    through the text, where an item follows a full stop (it opens a sentence: "... of
    Manufacturer. (b) Commercial ..."). None when the text read does not show where that
    list begins: a range read from inside a nested list cannot tell which list is outer."""
    if not item_starts(text, start, end):
        return []
    open_lists: list[Reading] = []  # the last item of each open list, outermost first
    anchored = False  # the outermost open list was seen from its first item
    out: list[int] = []
    for p in item_starts(text, max(-1, start - _CONTEXT), end):
        close = text.find(")", p, p + 8)
        reads = readings(text[p + 1 : close])
        if not reads:
            # An inserted item ("(ba)" after "(b)", "(2A)" after "(2)"): the list it sits in
            # goes on after it ("(c)"), so it neither opens nor closes one.
            continue
        depth = _continued(open_lists, reads)
        if depth < 0:
            first = next((r for r in reads if r[1] == 1), None)
            if not open_lists:
                anchored = first is not None
            open_lists.append(first or reads[0])
            depth = len(open_lists) - 1
        if depth == 0 and anchored and start < p and _after_full_stop(text, p):
            out.append(p)
    return out


def _continued(open_lists: list[Reading], reads: list[Reading]) -> int:
    """The depth of the innermost open list that a marker with ``reads`` continues (that
    list's last item becomes the marker, the lists inside it close), else -1."""
    for depth in range(len(open_lists) - 1, -1, -1):
        kind, value = open_lists[depth]
        for reading in reads:
            if reading == (kind, value + 1):
                del open_lists[depth:]
                open_lists.append(reading)
                return depth
    return -1


def _after_full_stop(text: str, pos: int) -> bool:
    return text[max(0, pos - 8) : pos].rstrip().endswith(".")
