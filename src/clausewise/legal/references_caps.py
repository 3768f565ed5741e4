"""A statute cited after a reference written in capitals: "SECTIONS 5-1401 AND 5-1402 OF THE
GENERAL OBLIGATIONS LAW", "ARTICLE 2(1) OF THE HAGUE SECURITIES CONVENTION".

Governing-law and disclaimer clauses are often set in capitals, and the statute they invoke
with them. The name reader after "of" (``citations.external_name``) tells a name's words
from prose by their capitals and joins them with lower-case links ("of the"), so a sentence
in capitals gives it nothing to stop at. Here the name is read word by word from "OF THE"
and ends at the first word naming a statute (LAW, ACT, CODE, CONVENTION ...), with a year
after it ("ACT OF 1933"); at least one word must come before that one ("OF THE ACT" names
the document's defined Act, which the mixed-case reader handles). Another agreement in
capitals ("OF THE CREDIT AGREEMENT") is left alone: it may be this document's own name.
"""

from __future__ import annotations

import re

from .citations import YEAR, field_of, jurisdiction_of
from .references_parsed import Parsed

__all__ = ["capitals_statute"]

_G = r"(?:[ \t]{1,3}|[ \t]{0,3}\n[ \t]{0,3})"
_OF_THE_RE = re.compile(rf"{_G}OF{_G}THE{_G}")
_WORD_RE = re.compile(r"[A-Z][A-Z&'’\-]{0,30}(?![\w])")
_GAP_RE = re.compile(r"[ \t]{1,2}|[ \t]?\n[ \t]{0,3}")
_YEAR_RE = re.compile(rf"(?:[ \t]{{1,2}}OF)?[ \t]{{1,2}}{YEAR}\b")
_STATUTES = frozenset(
    ("LAW", "ACT", "CODE", "CONVENTION", "TREATY", "STATUTE", "STATUTES", "CONSTITUTION")
)
_MAX_WORDS = 7


def capitals_statute(text: str, parsed: Parsed, key: str) -> None:
    """Set ``parsed.external`` (and its end) to the statute named in capitals after the
    reference, when its head word is written in capitals and one is; else leave it."""
    head = parsed.members[0].start if parsed.members else -1
    if head < 0 or not text[head : head + 2].isupper():
        return
    of = _OF_THE_RE.match(text, parsed.end)
    if of is None:
        return
    at, end = of.end(), -1
    words: list[str] = []
    while len(words) < _MAX_WORDS:
        word = _WORD_RE.match(text, at)
        if word is None:
            return
        words.append(word.group())
        if word.group() in _STATUTES:
            end = word.end()
            break
        gap = _GAP_RE.match(text, word.end())
        if gap is None:
            return
        at = gap.end()
    if end < 0 or len(words) < 2:
        return
    year = _YEAR_RE.match(text, end)
    end = year.end() if year else end
    name = " ".join(text[of.end() : end].split())
    field = field_of(words[-1].lower(), name)  # (the statute's word: "ACT" in "... ACT OF 1933")
    parsed.external = {field: name, "jurisdiction": jurisdiction_of(name, key)}
    parsed.end = end
