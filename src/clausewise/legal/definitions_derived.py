"""Terms derived from a definition: '"Losses" means all losses, liabilities ...; and "Loss"
shall be construed accordingly', '"Control" means ..., and "Controlled" and "Controlling"
shall be construed accordingly', '"Commercialized" has a corresponding meaning'. Each quoted
term before such words is defined by the definition it follows, whose meaning it shares.
A lower-case form of the defined word ('"affiliated" has a corresponding meaning') is a
term too. Unquoted words ("cognate expressions shall be construed accordingly") name no
term."""

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
    pending: list[tuple[str, int, int, Found]] = []
    cuts: dict[int, int] = {}  # definitions holding derived words: where each then ends
    for m in anchored_finditer(_DERIVED_RE, text, QUOTE_ANCHORS):
        parent = _parent(text, found, m.start())
        if parent is None:
            continue
        terms = [
            t
            for t in _terms_in(text[m.start() : m.end()])
            if t != parent.term and _derived_ok(t, parent.term, legislation)
        ]
        pending += [(t, m.start(), m.end(), parent) for t in terms]
        if terms and parent.def_start < m.start() < parent.def_end:
            cut = _before_join(text, parent.def_start, m.start())
            cuts[id(parent)] = min(cut, cuts.get(id(parent), cut))
    # '"Update" means a correction ..., and "Updates" shall be construed accordingly': the
    # definition of "Update" (and so of "Updates") ends before the words deriving a term.
    for f in found:
        if id(f) in cuts:
            if f.end == f.def_end:
                f.end = cuts[id(f)]
            f.def_end = cuts[id(f)]
    return [Found(t, a, a, b, p.def_start, p.def_end, False) for t, a, b, p in pending]


def _before_join(text: str, start: int, pos: int) -> int:
    """``pos`` moved back over the words joining a derived term to its definition (", and",
    "; or"), not past ``start``; a full stop stays."""
    end = len(text[start:pos].rstrip())
    head = text[start : start + end]
    for word in (" and", " or", "\nand", "\nor", "\tand", "\tor"):
        if head.endswith(word):
            head = head[: -len(word)]
            break
    return start + len(head.rstrip().rstrip(",;").rstrip())


def _derived_ok(term: str, parent: str, legislation: bool) -> bool:
    """Whether ``term`` may be derived from ``parent``: any term a definition may have, or a
    form of the (accepted) parent's word in lower case ('"Affiliate" means ...; "affiliated"
    has a corresponding meaning', '"control" and "controlled" shall be construed
    accordingly'), which the text then uses in lower case."""
    if term_ok(term, legislation):
        return True
    stem = min(len(term), len(parent), 4)
    same = term[:stem].lower() == parent[:stem].lower()
    return same and term_ok(term, True) and term_ok(parent, legislation)


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
