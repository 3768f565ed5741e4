"""A bracket defining an agreement named with its parties: 'a supply agreement dated 1 March
2020 between Acme Limited and Beta Limited (the "Original Agreement")', 'the Credit Agreement,
dated as of May 1, 2019, among the Borrower, the Lenders and the Agent (as amended, the "Credit
Agreement")', 'the Mutual Nondisclosure Agreement between the parties (the "NDA")'.

The clause step stops at "between" (a contract's opening names its parties after it: 'made
between Acme Ltd and Beta Ltd (together the "Parties")'), so such a bracket read "Acme Limited
and Beta Limited" as the Original Agreement. The bracket names the document when its term is
one ("Original Agreement", "Lease", an acronym ending in the document word's letter: "NDA",
"SPA"), or when the words after "between" are only "the parties": the phrase then reaches back
to the document and its determiner. Used once per defining bracket; the cheap test comes first.
"""

from __future__ import annotations

import re

__all__ = ["document_between"]

# "between" or "among" (and a comma before it) just before the phrase the clause step found
_BETWEEN_RE = re.compile(r"(?:between|among|amongst),?[ \t\n]{1,3}\Z")
_DOC_WORDS = (
    "agreement|lease|deed|contract|licen[cs]e|indenture|note|guarantee|guaranty|letter|plan"
    "|instrument|memorandum|undertaking|debenture|charge|mortgage|assignment|amendment"
)
_DOC_RE = re.compile(rf"(?i:(?<![\w-])(?:{_DOC_WORDS})s?(?![\w-]))")
# what may stand between the document and "between": a date, "made", "entered into", commas
_GAP_STOP = frozenset('()"“”;:')
# a sentence ending in that gap ("... the Agreement. Payments between ..."); "Inc." and "N.A."
# end no sentence
_SENTENCE_END_RE = re.compile(r"[a-z]{4}\.[ \t\n]+[A-Z]")
_DETERMINER_RE = re.compile(
    r"(?<![\w-])(?:[Tt]hat[ \t\n]+certain|[Tt]he|[Aa]n?|[Ii]ts|[Tt]heir|[Tt]his)[ \t\n]+"
)
# from the determiner to the document word: a few words of its name ("Mutual Nondisclosure")
_NAME_RE = re.compile(r"(?:[\w&'’\-]{1,30}[ \t\n]{1,3}){0,6}")
_PARTIES_ONLY = frozenset({"the parties", "the parties hereto", "the parties thereto", "us"})
# how far before "between" the document word may be (its date, "made", "entered into" between)
_REACH = 120
_DOC_LETTERS = frozenset("ADLCIGNPMUEBKS")


def _names_document(term: str) -> bool:
    """Whether ``term`` names a document: "Original Agreement", "Lease", "NDA", "SPA"."""
    last = term.rsplit(None, 1)[-1].lower()
    if _DOC_RE.fullmatch(last):
        return True
    return 2 <= len(term) <= 5 and term.isupper() and term.isalpha() and term[-1] in _DOC_LETTERS


def document_between(text: str, start: int, end: int, terms: list[str]) -> int:
    """``start``, or the start of the document named before the "between" that ``start`` (the
    phrase the bracket defines, ending at ``end``) follows, when the bracket names it."""
    if not (text[start - 1 : start].isspace() or text[start - 1 : start] == ","):
        return start
    between = _BETWEEN_RE.search(text, max(0, start - 24), start)
    if between is None:
        return start
    after = " ".join(text[start:end].split()).lower()
    if after not in _PARTIES_ONLY and not any(_names_document(t) for t in terms):
        return start
    lo = max(0, between.start() - _REACH)
    docs = list(_DOC_RE.finditer(text, lo, between.start()))
    if not docs:
        return start
    doc = docs[-1]
    gap = text[doc.end() : between.start()]
    if (
        any(c in _GAP_STOP for c in gap)
        or "\n\n" in gap
        or _SENTENCE_END_RE.search(text, doc.start(), between.start())
    ):
        return start
    dets = list(_DETERMINER_RE.finditer(text, max(0, doc.start() - 80), doc.start()))
    if dets:
        name = _NAME_RE.match(text, dets[-1].end(), doc.start())
        if name is not None and name.end() == doc.start():
            return dets[-1].start()
    return start
