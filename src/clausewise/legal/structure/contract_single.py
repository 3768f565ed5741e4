"""A document that is one clause: a clause library's extract, one clause a document.

"14. Limitation of Liability" / its text, "Section 7.2 Indemnification. The Supplier shall
...", "ARTICLE 5" / "CONFIDENTIALITY" / its text, "ARTICLE 5" / its text, "Clause 9 –
Termination" / its text: no second number makes a chain, yet the first line is a clause
heading. A numbered sentence ("1. The Supplier shall deliver the Goods ...", a letter's only
paragraph), a date, an address or a page number heads nothing.
"""

from __future__ import annotations

import re

from .contract_chains import Chain, is_unit
from .contract_marks import Cand
from .headings import NAME_ABBREVIATIONS, heading_line
from .title_words import DANGLING, MODALS, sentence_case_title

__all__ = ["section_over", "single_clause", "unit_over"]

_RUN_IN_REACH = 60  # characters a run-in title ("Indemnification.") may take
_RUN_IN_WORDS = 6
_OWN_LINE_WORDS = 10
# Abbreviations a run-in title never ends with: the parser's name abbreviations ("1. Mr.
# Smith shall ...", "Acme Co. Ltd.") and "No." / "St." before a number or a name.
_ABBREVIATIONS = NAME_ABBREVIATIONS | {"no", "st"}


def single_clause(
    text: str, cands: list[Cand], found: dict[str, list[Chain]], first: int
) -> Chain | None:
    """The chain of the one clause heading the document, when no numbering carries it and
    the marker at its first character (``first``) opens a heading line with text after it:
    a title on the marker's line, a run-in title closed by a full stop, or, after a unit
    word ("ARTICLE 5", "Section 3"), a title on the next line. None otherwise."""
    c = next((c for c in cands if c.pos >= first), None)
    if c is None or c.pos != first or c.strength != 2 or c.weak or not c.line:
        return None
    if c.fam == "sched" or not _heads_clause(text, c):
        return None
    for chs in found.values():
        for ch in chs:
            if ch.first == first and ch.count == 1:
                return ch
    return None


def _heads_clause(text: str, c: Cand) -> bool:
    nl = text.find("\n", c.end)
    eol = len(text) if nl < 0 else nl
    rest = text[c.end : eol].lstrip(".):-–— \t").rstrip()
    after = "" if nl < 0 else text[nl:].strip()
    if not rest:
        # "ARTICLE 5" / "CONFIDENTIALITY" / text, or "ARTICLE 5" / text: a unit word's number
        # alone on its line heads what follows, titled or not (a bare number does not).
        return bool(c.word) and c.word != "§" and bool(after)
    if after and _title(rest):
        return True
    return _run_in(rest)


def _title(line: str) -> bool:
    """A heading of its own line: short, in capitals or title case or a short sentence-case
    phrase without a verb; one closing full stop allowed ("Term.")."""
    if line.endswith(".") and not line.endswith(".."):
        line = line[:-1]
    words = line.split()
    if not words or len(words) > _OWN_LINE_WORDS or not line[0].isupper():
        return False
    if ":" in line or "|" in line or "\t" in line:
        return False  # a form's field ("Name: John Smith"), a table row
    if words[-1].lower() in DANGLING or not MODALS.isdisjoint(w.lower() for w in words):
        return False
    if heading_line(line):
        return True
    return line[-1] not in ".,;:!?\"'”" and sentence_case_title(words)


def _run_in(rest: str) -> bool:
    """A run-in title closed by a full stop, a sentence starting after it ("Indemnification.
    The Supplier shall ...")."""
    stop = rest.find(". ", 0, _RUN_IN_REACH)
    if stop < 4:
        return False
    head = rest[:stop]
    words = head.split()
    if len(words) > _RUN_IN_WORDS or words[-1].lower() in _ABBREVIATIONS:
        return False
    if words[-1].lower() in DANGLING or not MODALS.isdisjoint(w.lower() for w in words):
        return False
    body = rest[stop + 2 :].lstrip()
    return body[:1].isupper() and heading_line(head)


def unit_over(text: str, found: dict[str, list[Chain]], top: Chain, first: int) -> Chain | None:
    """The one article, part or chapter heading the document (at its first character
    ``first``) over paragraphs "1.", "2." numbered from 1 just below it: "Article 17" /
    "Right to erasure" / "1. The data subject ..." / "2. Where ...". An extract of one
    article of a regulation or an agreement is that article, its paragraphs inside it (its
    number need not be theirs, see :func:`.contract_chains.choose_top` for "ARTICLE I" /
    "Section 1.01")."""
    if top.key != "dec1" or top.opening != (1,) or not 0 < top.first - first <= _UNDER_HEADING:
        return None
    for key, chs in found.items():
        if is_unit(key):
            for ch in chs:
                if ch.first == first and ch.count == 1:
                    return ch
    return None


_UNDER_HEADING = 300  # how far below the unit's heading its first paragraph may start


# A code section's or an Act's section heading opening an excerpt: "§ 2-314.", "§ 1320d–2.",
# "Sec. 5-1-103.", "Section 7.".
_SECTION_HEAD = re.compile(r"(?:§|Sec\.|SEC\.|Section|SECTION)[ \t]{0,3}[0-9]")


def section_over(text: str, found: dict[str, list[Chain]], top: Chain, first: int) -> Chain | None:
    """The one section heading the document (at ``first``) over subsections "(1)", "(2)"
    numbered from 1 just below it: "§ 2-314. Implied warranty:
    merchantability" / "(1) Unless excluded ..." / "(2) Goods to be ...". An extract of one
    section of a code or an agreement is that section, its subsections inside it (as
    :func:`unit_over` reads one article over its paragraphs)."""
    if top.key != "(1)" or top.opening != (1,):
        return None
    if not 0 < top.first - first <= _UNDER_HEADING or not _SECTION_HEAD.match(text, first):
        return None
    for chs in found.values():
        for ch in chs:
            if ch.first == first and ch.count == 1 and ch is not top:
                return ch
    return None
