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
# 'Kestrel and Marlow are each a "Party" and together the "Parties"': the subject of "are"
# named with "each", "together" ... The word after "are" is what the match starts with.
_EACH_RE = re.compile(
    rf"(?:each|individually|collectively|together|jointly|both)(?![\w]){GAP}"
    rf"(?:(?:a|an|the){GAP})?{quoted('n')}"
    rf"(?:{GAP},?{GAP}(?:and|or){GAP}(?:(?:each|individually|collectively|together|jointly)"
    rf"(?![\w]){GAP})?(?:(?:a|an|the){GAP})?{quoted('m')})?"
)
_EACH_ANCHORS = tuple(
    (w, 0) for w in ("each", "individually", "collectively", "together", "jointly", "both")
)
# Or a comma: 'between Acme Inc. and Beta LLC, each a "Party" and together the "Parties".'
# The subject is then a list ("and"): one name is no "each".
_ARE_BEFORE = re.compile(r"(?:(?<![\w])(?:is|are)|(?P<comma>,))[ \t\n]+\Z")
_BE_BEFORE = re.compile(
    r"(?<![\w])(?:is|are|be|been|was|were)"
    r"(?:[ \t\n]+(?:also|sometimes|thus|often|hereafter|hereinafter|herein|each|collectively))?"
    r"[ \t\n]+\Z"
)
_LIST = re.compile(r"[ \t\n](?:and|or)[ \t\n]")
_SENTENCE_END = re.compile(r"[.!?][)\"”’\]]{0,3}[ \t\n]+(?=[A-Z\"“])")
_LOWER_NAME = re.compile(r"[a-z][a-z'’\-]{1,30}(?: [A-Za-z][a-z'’\-]{0,30}){0,5}")


def named_terms(text: str, legislation: bool) -> list[Found]:
    """Every 'X is called "Term"' and 'X and Y are each a "Term"' in ``text``: the term,
    defined as the subject X (and Y)."""
    out: list[Found] = []
    for m in anchored_finditer(_NAMED_RE, text, _ANCHORS):
        be = _BE_BEFORE.search(text, max(0, m.start() - 40), m.start())
        if be is not None:
            out.extend(_subject_named(text, m, be.start(), legislation))
    for m in anchored_finditer(_EACH_RE, text, _EACH_ANCHORS):
        if m.start() and text[m.start() - 1].isalnum():
            continue  # a word ending in "each" ("breach")
        be = _ARE_BEFORE.search(text, max(0, m.start() - 8), m.start())
        if be is not None:  # capitalised terms only: "are each a "party" to" is no name
            named = _subject_named(text, m, be.start(), False)
            if be.group("comma"):
                named = [f for f in named if _listed(text, f.def_start, f.def_end, be.start())]
            out.extend(f for f in named if f.term[:1].isupper())
    return out


def _listed(text: str, start: int, end: int, comma: int) -> bool:
    """Whether ``text[start:end]`` before ``comma`` is a list of what "each" names, outside
    any bracket ("(together with all amendments, each a "Lease")" is a bracket's term) and
    naming no other term."""
    lo = max(0, comma - 400)
    if text.rfind("(", lo, comma) > text.rfind(")", lo, comma):
        return False
    return _LIST.search(text, start, end) is not None and not any(
        q in text[start:end] for q in '"“”'
    )


def _subject_named(text: str, m: re.Match[str], verb: int, legislation: bool) -> list[Found]:
    """The terms ``m`` quotes, each defined as the subject of the verb at ``verb``."""
    start, _ = clause_start(text, verb)
    end = verb
    for stop in _SENTENCE_END.finditer(text, start, end):
        start = stop.end()  # '(... "modification".)  Each licensee is addressed as'
    while start < end and start > 0 and text[start - 1].isalnum():
        start += 1  # no sentence start within reach: the subject starts at a word
    while start < end and text[start] in " \t\n":
        start += 1
    while end > start and text[end - 1] in " \t\n,":
        end -= 1
    if start >= end:
        return []
    named = referred_subject(text, start, end)
    return [
        Found(term, m.start(), start, m.end(), named[0], named[1], False)
        for term in terms_in(text[m.start() : m.end()])
        if term_ok(term, legislation) or _LOWER_NAME.fullmatch(term)
    ]
