"""The legal text cascade: where the packer may cut inside a unit too large for a chunk.

The default cascade (paragraph, sentence, semicolon, enumerator, comma, line, word) with
rungs that know legal drafting: a blank line inside a sentence (a page break) or after a
lead-in or a list item is no paragraph; a sentence that opens an item of a paragraph's outer
list ("... Manufacturer. (b) Commercial ...") comes before the other sentence ends; a sentence
that follows a colon is cut only after the other sentence starts, and one that opens by
referring back ("Such notice ...") only where the others would leave a chunk less than half
full; a page's own break in a sentence comes before a comma; a proviso after a semicolon comes
after the item markers. Each rung ranks below the one before it: the packer uses it only
where none of those has a cut within reach.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from ..boundaries import DEFAULT_CASCADE, Finder, Splitter, regex_finder
from ..document import Level
from ..sentences import sentence_starts
from .inline_items import outer_item_starts
from .page_breaks import BLANK_RUN as _BLANK_RUN
from .page_breaks import page_break_in_sentence, page_breaks_in_sentences

__all__ = ["LEGAL_CASCADE", "LIST_JOINERS", "legal_cascade", "sentence_starts_in"]

# Words that join the last item of a list to the one before it ("...; and (c) ...").
LIST_JOINERS = frozenset({"or", "and", "and/or", "nor", "plus", "then"})


def _paragraph_starts(text: str, start: int, end: int) -> list[int]:
    """Paragraph starts strictly inside ``(start, end)``, as the plain paragraph rung finds
    them, less two kinds of blank line that do not end a paragraph: one after a lead-in
    ending in a colon (it goes with the list it introduces; the sentence rung may still cut
    there), and a page break inside a sentence (see :mod:`.page_breaks`)."""
    out: list[int] = []
    for m in _BLANK_RUN.finditer(text, start, end):
        p = m.end()
        if not start < p < end:
            continue
        if _after_colon(text, m.start()) or _ends_item(text, m.start()):
            continue
        if not page_break_in_sentence(text, p):
            out.append(p)
    return out


def sentence_starts_in(text: str, start: int, end: int) -> list[int]:
    """Sentence starts as the shared sentence source finds them, less page breaks inside a
    sentence (which that source reads as blank lines, and so as sentence ends)."""
    return [p for p in _SENTENCE.find(text, start, end) if not page_break_in_sentence(text, p)]


def _after_stop(text: str, pos: int) -> bool:
    """Does one blank after a full stop come right before ``pos`` (most sentence starts)? Then
    the text before ends neither with a colon nor with a list item's semicolon."""
    return pos >= 2 and text[pos - 1] == " " and text[pos - 2] in ".!?"


def _after_colon(text: str, pos: int) -> bool:
    """Does the text before ``pos`` end with a colon (a lead-in to what starts there)?"""
    return text[max(0, pos - 40) : pos].rstrip().endswith(":")


def _ends_item(text: str, pos: int) -> bool:
    """Does the text before ``pos`` end a list item that the next one continues: a
    semicolon, or a semicolon and a joining word ("...; or", "...; and")? The blank line
    after it parts two items of one list, not two paragraphs: the paragraph and sentence
    rungs do not cut there (the semicolon rung does), so a chunk ends after the list, or
    before its lead-in, rather than between its items."""
    before = text[max(0, pos - 64) : pos].rstrip()
    if before.endswith(";"):
        return True
    words = before.rsplit(None, 1)
    return len(words) == 2 and words[1].lower() in LIST_JOINERS and words[0].endswith(";")


def _split_lead_ins(finder: Finder) -> tuple[Finder, Finder, Finder]:
    """``finder``'s sentence starts in three rungs: the ones that follow a full stop, the
    ones that open by referring back ("Such notice ...", "Any such audit ..."), and the ones
    that follow a lead-in ending in a colon ("... with the following limits:\n\nEach
    Occurrence: $2,000,000 ..."). What follows a colon completes the lead-in, and a sentence
    about "such" a thing cannot be read without the one that named it, so the packer cuts
    there only when the two cannot share a chunk."""

    def ends(text: str, start: int, end: int) -> list[int]:
        return [
            p
            for p in finder(text, start, end)
            if not (
                (not _after_stop(text, p) and (_after_colon(text, p) or _ends_item(text, p)))
                or _REFERS_BACK.match(text, p)
            )
        ]

    def continuations(text: str, start: int, end: int) -> list[int]:
        return [
            p
            for p in finder(text, start, end)
            if _REFERS_BACK.match(text, p) and not (_after_colon(text, p) or _ends_item(text, p))
        ]

    def lead_ins(text: str, start: int, end: int) -> list[int]:
        return [p for p in finder(text, start, end) if _after_colon(text, p)]

    return ends, continuations, lead_ins


_SENTENCE = next(rung for rung in DEFAULT_CASCADE if rung.name == "sentence")
# A sentence that opens by pointing back at what the one before named.
_REFERS_BACK = re.compile(r"(?:Such|Said|(?:Any|Each|All|No)[ \t]{1,3}such)\b")
_ENDS, _CONTINUATIONS, _LEAD_INS = _split_lead_ins(sentence_starts_in)
LEGAL_PARAGRAPH = Splitter(Level.PARAGRAPH, _paragraph_starts, "paragraph")
LEGAL_SENTENCE = Splitter(_SENTENCE.level, _ENDS, "sentence")
LEGAL_CONTINUATION = Splitter(_SENTENCE.level, _CONTINUATIONS, "continuation", backup=True)
LEGAL_LEAD_IN = Splitter(_SENTENCE.level, _LEAD_INS, "lead-in")
# Inside a sentence, a semicolon ends a provision ("...; and the Customer shall ..."); a
# colon opens what completes it ("Automobile Liability Insurance: $2,000,000 ...", "except
# that: (1) ..."), so the legal cascade does not cut after one (the item marker after a colon
# is still a cut, one rung down). A joining word between a semicolon and the next item marker
# ends the item before it ("...; or (ii) ...", "...; and iii. ..."), so the cut follows it.
# A proviso after a semicolon ("...; provided, however, that ...") does not end the provision:
# it qualifies it, and reads wrongly alone. The cascade cuts there after the item markers,
# only before a comma.
_SEMICOLON = regex_finder(r";\s+(?:(?:and/or|and|or|nor)\s+(?=\(?[0-9A-Za-z]{1,5}[.)]))?")
_PROVISO = re.compile(r"provided\b", re.IGNORECASE)


def _semicolons(text: str, start: int, end: int) -> list[int]:
    """Cuts after a semicolon, but before a proviso."""
    return [p for p in _SEMICOLON(text, start, end) if not _PROVISO.match(text, p)]


def _provisos(text: str, start: int, end: int) -> list[int]:
    """Cuts after a semicolon, before a proviso."""
    return [p for p in _SEMICOLON(text, start, end) if _PROVISO.match(text, p)]


LEGAL_SEMICOLON = Splitter(Level.CLAUSE_PUNCT, _semicolons, "semicolon")
LEGAL_PROVISO = Splitter(Level.ENUMERATOR, _provisos, "proviso")
# A page break inside a sentence is no paragraph and no sentence end (see .page_breaks), but
# where a sentence too long for a chunk must be cut, the page's own break is a better place
# than a comma or a word: the footer between the halves then ends a chunk or opens one.
LEGAL_PAGE_BREAK = Splitter(Level.CLAUSE_PUNCT, page_breaks_in_sentences, "page-break")
LEGAL_ENUMERATOR = next(rung for rung in DEFAULT_CASCADE if rung.name == "enumerator")
# A sentence that opens an item of the outermost list running through a paragraph ("...
# Manufacturer. (b) Commercial ...") starts a sub-clause the parser did not make a node of
# (see .inline_items): the cascade cuts there before it cuts at other sentence ends.
LEGAL_ITEM = Splitter(_SENTENCE.level, outer_item_starts, "item")
_LEGAL_RUNGS = {
    "paragraph": (LEGAL_PARAGRAPH, LEGAL_ITEM),
    "sentence": (LEGAL_SENTENCE, LEGAL_CONTINUATION, LEGAL_LEAD_IN),
    "semicolon": (LEGAL_SEMICOLON, LEGAL_PAGE_BREAK),
    "enumerator": (LEGAL_ENUMERATOR, LEGAL_PROVISO),
}
# The text cascade for legal documents: the default one with the rungs above (the paragraph
# rung followed by the item rung, the sentence rung by its continuation and lead-in rungs, the
# semicolon rung by the page-break rung, the enumerator rung by the proviso rung).
LEGAL_CASCADE: tuple[Splitter, ...] = tuple(
    r for rung in DEFAULT_CASCADE for r in _LEGAL_RUNGS.get(rung.name, (rung,))
)


@lru_cache(maxsize=32)
def legal_cascade(abbreviations: tuple[str, ...] = ()) -> tuple[Splitter, ...]:
    """:data:`LEGAL_CASCADE` whose sentence rung also knows the user's ``abbreviations``
    (``LegalChunker(extra_abbreviations=...)``): "Sched." or "Cttee." then ends no sentence."""
    if not abbreviations:
        return LEGAL_CASCADE

    def starts(text: str, start: int, end: int) -> list[int]:
        found = sentence_starts(text, start, end, abbreviations)
        return [p for p in found if not page_break_in_sentence(text, p)]

    ends, continuations, lead_ins = _split_lead_ins(starts)
    finders = {"sentence": ends, "continuation": continuations, "lead-in": lead_ins}
    # The same rungs (level, name, backup) with the finders that know the abbreviations.
    return tuple(
        replace(rung, find=finders[rung.name]) if rung.name in finders else rung
        for rung in LEGAL_CASCADE
    )

