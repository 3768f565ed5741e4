"""Bare paragraph letters placed by "above" or "below": "paragraph (a) above", "sub-paragraph
(ii) below" (UK loan agreements, LMA style). The word says which way to look from the
reference: "above" is the nearest earlier unit so numbered in the same enclosing unit, "below"
the next one after it. A unit on the wrong side is never the one meant: two lists lettered
from (a) in one clause, or an "(i)" under an earlier paragraph, must not answer "(i) below".

The nearest is chosen only within the numbered clause holding the reference ("24.1"): beyond
it several units so lettered stay ambiguous (only those on the right side count), and an
inline list in the reference's own sentence ("(ii) if such disagreement ..., clause (ii)
above") is read by :mod:`.references_inline`, on the same side."""

from __future__ import annotations

import re

from ._treeindex import TreeIndex

__all__ = ["on_side", "pick_placed", "placed_after"]

# "above"/"below" right after the reference and a blank or two, the blank may end its line
# ("paragraph (a) above", "paragraph (b) " / "below")
_PLACED_RE = re.compile(r"[ \t]{1,3}(?:\n[ \t]{0,3})?(?P<w>above|below)\b")


def placed_after(text: str, end: int) -> str:
    """ "above" or "below" when that word follows the reference ending at ``end``, else ""."""
    if text[end + 1 : end + 2] not in ("a", "b", "\n", " ", "\t"):
        return ""  # (most references: no test at all)
    m = _PLACED_RE.match(text, end)
    return m.group("w") if m is not None else ""


def on_side(index: TreeIndex, hits: list[int], placed: str, at: int) -> list[int]:
    """The ``hits`` on the side ``placed`` says of the reference at ``at``."""
    if placed == "above":
        return [c for c in hits if index.nodes[c].start < at]
    return [c for c in hits if index.nodes[c].start > at]


def pick_placed(index: TreeIndex, hits: list[int], placed: str, at: int) -> list[int]:
    """Of ``hits`` (equally good matches within the numbered clause holding the reference),
    the one on the side ``placed`` says, nearest the reference at ``at``: ``[]`` when none
    lies on that side."""
    side = on_side(index, hits, placed, at)
    if len(side) < 2:
        return side
    pick = max if placed == "above" else min
    return [pick(side, key=lambda c: index.nodes[c].start)]
