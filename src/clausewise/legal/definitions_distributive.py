"""A distributive definition inside a sentence, without a bracket: "These features are split
into basic functions, each a "Basic Function", and enhanced functions, each an "Enhanced
Function"." The comma-delimited ", each a "X"" names each one of the noun phrase before its
comma, as the bracket "(each a "X")" would; the phrase is read as a bracket's is (its clause,
its verb), never back past a previous such definition of the same sentence."""

from __future__ import annotations

import re

from ._anchored import anchored_finditer
from .definitions_clause import clause_start
from .definitions_found import Found, term_ok
from .definitions_phrase import noun_phrase
from .definitions_quoted import GAP as _W
from .definitions_quoted import quoted as _quoted
from .definitions_quoted import term as _term

__all__ = ["distributive_definitions"]

# ", each a "X"" closed by a comma, a semicolon or a full stop (not "each a "Party" means").
_EACH_RE = re.compile(
    rf",{_W}each{_W}(?:such{_W})?an?{_W}{_quoted('e')}(?=[ \t]*(?:[,;:]|\.(?:\s|\Z)))"
)
_ANCHORS = ((", each ", 0), (",\neach ", 0), (", each\n", 0))
_JOIN = re.compile(r"[ \t\n,]*(?:(?:and|or)[ \t\n]+)?")


def distributive_definitions(text: str, legislation: bool) -> list[Found]:
    """Every ", each a "X"" definition in ``text``."""
    out: list[Found] = []
    last = -1
    for m in anchored_finditer(_EACH_RE, text, _ANCHORS):
        group = "ed" if m.group("ed") else "es"
        term = _term(m.group(group))
        if not term_ok(term, legislation):
            continue
        comma = m.start()
        start, predicate = clause_start(text, comma)
        if last > start:
            join = _JOIN.match(text, last, comma)  # (matches, maybe empty)
            assert join is not None
            start = join.end()
        last = m.end()
        if start >= comma:
            continue
        start = noun_phrase(text, start, comma, [term], predicate)
        if start < comma:
            out.append(Found(term, m.start(group), start, m.end(), start, comma, False))
    return out
