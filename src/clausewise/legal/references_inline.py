"""Items of an inline list named by their marker alone.

"The other party (i) fails to pay ..., (ii) materially breaches ... or (iii) becomes
insolvent; provided that, in the case of clauses (ii) and (iii) of this paragraph, ...": the
items a reference names ("clause (i) or (ii)", "clause (i) above") are often written inline, in
the running text of the unit holding the reference, and the parser makes no unit of them. A
bracketed item named without a number ("clause (ii)", not "Section 2.2(ii)") that the tree
does not have is then the nearest unit holding the reference whose own text writes that
marker as an item (not as a citation: "clause (ii)", "Section 7(ii)", "thirty (30)"): the
reference resolves, partially, to that unit. Only the text near the reference is read, where
an inline list it names stands, so the search stays linear in the document.
"""

from __future__ import annotations

import re

from ._treeindex import TreeIndex

__all__ = ["inline_item_unit"]

_BEFORE = 3000  # an inline list stands in the same sentence or paragraph as the reference
_AFTER = 1000
# Words right before a marker that cite it rather than write it ("clause (b)", "Sections
# 2(a) and (b)"), or a number spelled out before it in figures ("thirty (30) days"). (An
# inline list's own markers follow "and"/"or" too: "..., or (iii) becomes insolvent".)
_CITED = re.compile(
    r"(?:\b(?i:clauses?|paragraphs?|items?|sub-?sections?|sections?|points?|limbs?|one|two"
    r"|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]{3,5}teen|twenty|thirty"
    r"|forty|fifty|sixty|seventy|eighty|ninety|hundred)"
    # the next member of a cited list: "Section 5(a), (b) or (c)"
    r"|[0-9A-Za-z]\([0-9a-z]{1,5}\)[ \t]*(?:,|(?i:and|or|to|through))?)[ \t]*$"
)


def inline_item_unit(
    text: str,
    index: TreeIndex,
    source: int | None,
    parts: tuple[str, ...],
    span: tuple[int, int],
    placed: str = "",
) -> int | None:
    """The innermost of ``source`` and its ancestors whose text near ``span`` (the
    reference) writes the item marker "(part)" of the one bracketed part in ``parts``;
    ``None`` when none does. ``placed`` ("above"/"below" after the reference) keeps the
    markers on that side only."""
    if source is None or len(parts) != 1:
        return None
    part = parts[0]
    start, end = span
    lo, hi = max(0, start - _BEFORE), min(len(text), end + _AFTER)
    marker = re.compile(r"(?<![\w)])\(" + re.escape(part) + r"\)")
    found = [
        at
        for at in (m.start() for m in marker.finditer(text, lo, hi))
        if not start <= at < end
        and not _CITED.search(text, max(0, at - 14), at)
        and (not placed or (at < start) == (placed == "above"))
    ]
    if not found:
        return None
    for node in index.ancestors(source):
        n = index.nodes[node]
        if any(n.start <= at < n.end for at in found):
            return node
    return None
