"""Terms defined inside another definition without quotation marks, as English drafting
writes a related term after the main one: "Group: the Company and its subsidiaries, and Group
Company means any of them", "Warranties: the warranties in Schedule 4, and Warranty means any
of them". The embedded term's definition is the whole entry, which its own words point back
to ("any of them"); the definition holding it ends before the "and"."""

from __future__ import annotations

import re

from .definitions_found import Found, term_ok

__all__ = ["embedded_terms"]

_WORD = r"[A-Z][A-Za-z'’\-]{0,30}"
# (Not from inside a run of blanks: the match starts at its comma or its first blank.)
_EMBEDDED = re.compile(
    rf"(?<![ \t\n])[,;]?[ \t\n]+and[ \t\n]+(?P<t>{_WORD}(?:[ \t]{_WORD}){{0,3}})[ \t\n]+"
    r"(?P<v>means|shall[ \t\n]+mean|has[ \t\n]+the[ \t\n]+meaning)\b"
)


def embedded_terms(text: str, found: list[Found], legislation: bool) -> list[Found]:
    """The terms embedded in the list-like definitions of ``found`` (their ends known); each
    definition holding one is cut before it."""
    out: list[Found] = []
    for f in found:
        begin, end = f.def_start, f.def_end
        if not f.list_like or end <= begin or text.find(" and ", begin, end) < 0:
            continue
        m = _EMBEDDED.search(text, begin, end)
        if m is None or m.start() == begin:
            continue
        term = " ".join(m.group("t").split())
        if term == f.term or not term_ok(term, legislation):
            continue
        # "any of them" points back: the embedded term's definition keeps the one before it
        out.append(Found(term, m.start("t"), m.start("t"), end, begin, end, False))
        f.end = f.def_end = m.start()
    return out
