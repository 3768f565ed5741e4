"""One article over its sections, a lead-in paragraph between: "ARTICLE I" / "AMENDMENTS" /
"The Credit Agreement is hereby amended as follows ...:" / "Section 1.01 ..." / "Section
1.02 ...". An amendment, an excerpt or a short agreement with a single article has it as its
top level however long the paragraph under its heading runs
(:func:`.contract_chains.choose_top` finds the article only right above its first section).
"""

from __future__ import annotations

from .contract_chains import Chain, is_unit
from .contract_marks import Cand

__all__ = ["lead_in_unit"]

_LEAD_IN = 1500  # how far above its first section an article's heading may stand


def lead_in_unit(cands: list[Cand], found: dict[str, list[Chain]], top: Chain) -> Chain | None:
    """The chain of the lone unit heading on its own line ("ARTICLE 5") that stands above
    the first of the decimal sections ``top`` carries, numbered like them ("5.1", "Section
    5.01"), with no other heading line between; None otherwise."""
    if not top.key.startswith("dec") or len(top.opening) < 2:
        return None
    major = top.opening[0]
    k = next((i for i, c in enumerate(cands) if c.pos == top.first), -1)
    head = next((c for c in reversed(cands[:k]) if c.strength == 2), None) if k > 0 else None
    if head is None or head.fam != "unit" or head.weak or not head.line:
        return None
    if top.first - head.pos > _LEAD_IN:
        return None
    for style, v in head.interps:
        if is_unit(style) and v == (major,):
            return next((ch for ch in found.get(style, ()) if ch.first == head.pos), None)
    return None
