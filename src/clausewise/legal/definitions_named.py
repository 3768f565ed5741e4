"""Terms a sentence names with a verb: 'The resulting work is called a "modified version"',
'Each licensee is addressed as "you"'. The term is what
the subject of "is called" is called: the definition is that subject ("The resulting work",
"Each licensee"), found as for "referred to as" (:mod:`.definitions_referred`).

Only after a form of "be" (and maybe "also", "thus", "sometimes" ...): "a so-called
"undump" method" and "the file called "README"" name nothing the text then uses as a term.
A lower-case term counts here (the verb says it is a name), as in a definitions list."""

from __future__ import annotations

import re

from ._anchored import anchored_finditer
from .definitions_clause import clause_start
from .definitions_found import Found, term_ok
from .definitions_quoted import GAP, quoted, terms_in
from .definitions_referred import referred_subject

__all__ = ["named_terms"]

_NAMED_RE = re.compile(
    rf"(?:called|addressed{GAP}as)(?![\w]){GAP}(?:(?:the|an?){GAP})?"
    # 'is called the contributor's "contributor version"'
    rf"(?:[A-Za-z][\w-]{{0,30}}['’]s{GAP})?{quoted('n')}"
)
_ANCHORS = (("called", 0), ("addressed", 0))
_BE_BEFORE = re.compile(
    r"(?<![\w])(?:is|are|be|been|was|were)"
    r"(?:[ \t\n]+(?:also|sometimes|thus|often|hereafter|hereinafter|herein|each|collectively))?"
    r"[ \t\n]+\Z"
)
_SENTENCE_END = re.compile(r"[.!?][)\"”’\]]{0,3}[ \t\n]+(?=[A-Z\"“])")
_LOWER_NAME = re.compile(r"[a-z][a-z'’\-]{1,30}(?: [A-Za-z][a-z'’\-]{0,30}){0,5}")


def named_terms(text: str, legislation: bool) -> list[Found]:
    """Every 'X is called "Term"' in ``text``: the term, defined as the subject X."""
    out: list[Found] = []
    for m in anchored_finditer(_NAMED_RE, text, _ANCHORS):
        be = _BE_BEFORE.search(text, max(0, m.start() - 40), m.start())
        if be is None:
            continue
        start, _ = clause_start(text, be.start())
        end = be.start()
        for stop in _SENTENCE_END.finditer(text, start, end):
            start = stop.end()  # '(... "modification".)  Each licensee is addressed as'
        while start < end and start > 0 and text[start - 1].isalnum():
            start += 1  # no sentence start within reach: the subject starts at a word
        while start < end and text[start] in " \t\n":
            start += 1
        while end > start and text[end - 1] in " \t\n,":
            end -= 1
        if start >= end:
            continue
        named = referred_subject(text, start, end)
        for term in terms_in(text[m.start() : m.end()]):
            if term_ok(term, legislation) or _LOWER_NAME.fullmatch(term):
                out.append(Found(term, m.start(), start, m.end(), named[0], named[1], False))
    return out
