"""Terms derived from a definition: '"Losses" means all losses, liabilities ...; and "Loss"
shall be construed accordingly', '"Control" means ..., and "Controlled" and "Controlling"
shall be construed accordingly', '"Commercialized" has a corresponding meaning'. Each quoted
term before such words is defined by the definition it follows, whose meaning it shares.
Unquoted words ("cognate expressions shall be construed accordingly") name no term."""

from __future__ import annotations

import re

from ._anchored import anchored_finditer
from .definitions_found import Found, term_ok
from .definitions_quoted import GAP as _W
from .definitions_quoted import QUOTE_ANCHORS
from .definitions_quoted import quoted as _quoted
from .definitions_quoted import terms_in as _terms_in

__all__ = ["derived_terms"]

_S = r"[ \t\n]+"
_DERIVED_RE = re.compile(
    _quoted("a")
    + rf"(?:{_W}(?:,|and|or|and/or)?{_W}{_quoted('b')}){{0,4}}{_W}"
    + rf"(?:(?:shall|will|is|are|must|should|to){_S}(?:to{_S})?be{_S}"
    + rf"(?:construed|interpreted|read|understood){_S}accordingly"
    + rf"|(?:(?:shall|will){_S})?ha(?:s|ve){_S}(?:a{_S})?correspond(?:ing)?{_S}meanings?)"
    + r"(?![\w])"
)
# What may stand between the end of a definition and the words that derive a term from it:
# the punctuation that closes it and an "and" ('...; and "Loss" shall be ...').
_JOIN = re.compile(r"[ \t\n]*[.;,]?[ \t\n]*(?:(?:and|or)[ \t\n]+)?")


def derived_terms(text: str, found: list[Found], legislation: bool) -> list[Found]:
    """The terms derived from the definitions ``found`` (ends known, in text order by
    ``start``): each spans from its quotation mark to "accordingly" ("meaning"), and its
    definition is that of the closest definition before it that holds those words or ends
    right before them."""
    out: list[Found] = []
    if "accordingly" not in text and "corresponding" not in text:
        return out
    for m in anchored_finditer(_DERIVED_RE, text, QUOTE_ANCHORS):
        parent = _parent(text, found, m.start())
        if parent is None:
            continue
        for term in _terms_in(text[m.start() : m.end()]):
            if term != parent.term and term_ok(term, legislation):
                out.append(
                    Found(term, m.start(), m.start(), m.end(), parent.def_start, parent.def_end,
                          False)
                )
    return out


def _parent(text: str, found: list[Found], pos: int) -> Found | None:
    """The definition a term derived at ``pos`` comes from: the one that starts closest
    before ``pos`` among those whose text holds it or ends right before it."""
    best: Found | None = None
    for f in found:
        if f.start >= pos or f.def_end <= f.def_start:
            continue
        holds = f.def_start <= pos < f.end
        joined = f.end <= pos and _JOIN.fullmatch(text, f.end, pos) is not None
        if (holds or joined) and (best is None or f.start > best.start):
            best = f
    return best
