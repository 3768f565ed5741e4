"""An inline marker that a heading on its own line repeats further down is a citation.

"Section 1.01 Terms. Article II (Loans) applies to each Advance." then, two paragraphs on,
"ARTICLE II" / "THE LOANS" on its own line: the first "Article II" follows a sentence end
and continues the numbering, so the walk would take it and turn the real heading down as a
repeat. A heading starts its line whenever the document has one there: an inline marker whose
reading the next own-line marker written the same way (family and unit word) repeats is
text. A collapsed filing, with no own-line marker of that kind after it, keeps its run-in
headings.
"""

from __future__ import annotations

from .contract_marks import Cand

__all__ = ["repeated_below"]

_REACH = 60  # candidates read ahead


def repeated_below(cands: list[Cand], i: int, style: str, value: tuple[int, ...]) -> bool:
    """Whether ``cands[i]`` (inline, read as ``style`` ``value``) comes back as the next
    marker of its family and unit word that heads its own line."""
    c = cands[i]
    if c.fam != "unit" and c.fam != "sec":
        return False  # a number or a letter may come twice in a careless draft
    for d in cands[i + 1 : i + _REACH]:
        if d.strength == 2 and d.fam == c.fam and d.word == c.word:
            return (style, value) in d.interps
    return False
