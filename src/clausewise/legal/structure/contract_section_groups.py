"""Sections that group clauses: "SECTION 1 / INTERPRETATION / 1. DEFINITIONS AND
INTERPRETATION / 1.1 Definitions" ... "SECTION 2 / THE FACILITY / 2. THE FACILITY" / "3.
PURPOSE". Facility agreements on the Loan Market Association's model (and other long
agreements) divide their clauses, numbered through the whole document, into sections: a
section heading right above a clause heading is no clause itself (one clause cannot have
two headings), so "SECTION n" is read there as a unit word, like "ARTICLE n" over its
clauses, and the clauses under it keep their own numbering.
"""

from __future__ import annotations

from .contract_marks import Cand

__all__ = ["section_groups"]

_TITLE_ROOM = 200  # characters a section's title line may take before the clause heading
_MIN_GROUPS = 2


def section_groups(text: str, cands: list[Cand]) -> None:
    """Read as units the "SECTION n" heading lines that stand right above a clause heading
    "m." (only a title line between), when the document has two of them or more."""
    found: list[Cand] = []
    for k, c in enumerate(cands):
        if c.word != "section" or c.strength != 2 or c.weak or not c.line or "." in c.tok:
            continue
        if len(c.interps) != 1 or len(c.interps[0][1]) != 1:
            continue
        nxt = next((d for d in cands[k + 1 : k + 4] if d.strength == 2), None)
        if nxt is None or nxt.fam != "dec" or nxt.weak or not nxt.titled:
            continue
        if any(len(v) != 1 for _, v in nxt.interps) or nxt.pos - c.end > _TITLE_ROOM:
            continue
        if text.count("\n", c.end, nxt.pos) < 2 or not _title_only(text, c.end, nxt.pos):
            continue
        found.append(c)
    if len(found) < _MIN_GROUPS:
        return
    for c in found:
        c.fam = "unit"
        c.interps = (("section", c.interps[0][1]),)
        c.fmt = None


def _title_only(text: str, start: int, end: int) -> bool:
    """Whether the text between a section heading and the clause under it is at most one
    title line (no sentence)."""
    lines = [ln.strip() for ln in text[start:end].split("\n") if ln.strip()]
    if len(lines) > 2:
        return False
    return all(not ln.endswith((".", ";", ",")) or len(ln.split()) <= 6 for ln in lines)
