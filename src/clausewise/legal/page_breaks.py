"""Page breaks that fall inside a sentence, which the legal cascade must not read as paragraphs.

Text extracted from a PDF keeps each page break as a blank line, often with the page's footer
or the next page's header standing between the halves of a sentence:

    ... in no event shall the Supplier be liable for any

    Page 14 of 30

    indirect or consequential loss ...

Read naively, the two blank lines are paragraph ends and the footer a paragraph of its own, so
a chunk may end at "liable for any" although a sentence boundary lies a few lines back. This
module recognises the break by its shape: the text before it stops mid-sentence (a lower-case
word or a comma), one or two short lines stand alone between blank lines (the furniture), and
a lower-case word carries the sentence on. Such a break is no paragraph and no sentence start;
the cascade cuts inside that sentence only when nothing better fits.
"""

from __future__ import annotations

import re

from ..boundaries import blank_before, past_page_furniture, text_end
from .structure.contract_zones import JOINING_WORDS

__all__ = ["BLANK_RUN", "colon_before", "page_break_in_sentence", "page_breaks_in_sentences"]

# A blank line and the whitespace after it: where the plain paragraph rung cuts.
BLANK_RUN = re.compile(r"\n[ \t]*\n\s*")
# One line standing alone between blank lines, and the blank space after it.
_ALONE = re.compile(r"[^\n]{1,120}\n[ \t]*\n\s*")
# A line that opens a list item or a unit is text, never furniture: a bullet, an enumerator
# ("(b)", "b.", "iv)"), a decimal number ("6.1"). Bounded, anchored: linear.
_OPENS_ITEM = re.compile(
    r"[ \t]{0,40}(?:[#*>\u2022\u25cf\u25aa\u2013\u2014-][ \t]|o[ \t]"
    r"|\(?[0-9A-Za-z]{1,4}[.)](?:[ \t]|$)|[0-9]{1,4}(?:\.[0-9]{1,3}){1,4}\.?[ \t])",
    re.MULTILINE,
)
# The word that carries the sentence on after the break: lower case, two letters at least,
# not an enumerator ("ii.", "iv)") nor a one-letter bullet ("o Branded ...").
_GOES_ON = re.compile(r"[a-z]{2,}(?![a-z.)])")
# How many furniture lines a break may hold (a footer, and the next page's header).
_MOST = 2


def _stops_mid_sentence(text: str, end: int) -> bool:
    """Does the text ending at ``end`` stop inside a sentence: after a lower-case word or a
    comma ("... liable for any", "... the Supplier,")?"""
    last = text[end - 1 : end]
    return last == "," or last.islower()


def _furniture_end(text: str, start: int) -> int:
    """The end of the blank run after the furniture line at ``start``, or -1 when the line
    there is not alone between blank lines or opens a list item."""
    m = _ALONE.match(text, start)
    if m is None:
        return -1
    if _OPENS_ITEM.match(text, start) and past_page_furniture(text, start, len(text)) == start:
        return -1  # "- 14 -" is a page number, "- Delivery" a bullet
    return m.end()


def page_break_in_sentence(text: str, pos: int) -> bool:
    """Is ``pos`` (the first character after a blank line) inside a page break that splits a
    sentence? So it is the word that carries the sentence on right after a word no sentence
    ends with ("... Thereafter, this / Agreement shall ...", "... for any / indirect ..."),
    or a furniture line of such a break, or the word after the furniture."""
    b = blank_before(text, pos)
    if b <= 0:
        return False  # no blank line: the sentence source has judged that break already
    if _stops_mid_sentence(text, b):
        if text[pos : pos + 1].islower() and not _OPENS_ITEM.match(text, pos):
            return True  # not "o hosting": a bullet opens a list item
        if text[max(0, b - 24) : b].rsplit(None, 1)[-1] in JOINING_WORDS:
            return True
    return _across_furniture(text, pos, b)


def page_breaks_in_sentences(text: str, start: int, end: int) -> list[int]:
    """The places strictly inside ``(start, end)`` where a page break splits a sentence (see
    :func:`page_break_in_sentence`): the legal cascade's cut for a sentence too long for a
    chunk, before it cuts at a list item, a comma or a word."""
    out: list[int] = []
    for m in BLANK_RUN.finditer(text, start, end):
        p = m.end()
        if start < p < end and page_break_in_sentence(text, p):
            out.append(p)
    return out


def _across_furniture(text: str, pos: int, b: int) -> bool:
    """Is ``pos`` a furniture line of a page break inside a sentence, or the word after it?
    ``b`` is where the blank run before ``pos`` starts."""
    back, cur = 0, pos
    while not _stops_mid_sentence(text, b):
        if back == _MOST:
            return False
        line = text.rfind("\n", 0, b) + 1
        if _furniture_end(text, line) != cur:
            return False
        back, cur = back + 1, line
        b = blank_before(text, cur)
        if b <= 0:
            return False
    fwd, cur = 0, pos
    while not _GOES_ON.match(text, cur):
        if back + fwd == _MOST:
            return False
        cur = _furniture_end(text, cur)
        if cur < 0:
            return False
        fwd += 1
    return back + fwd > 0


def colon_before(text: str, pos: int) -> int:
    """The colon that ends the text before ``pos``, across the furniture of a page break
    ("... during the Term in the Territory: / Source: ACME INC, 10-K / (a) store ..."), or -1
    when that text ends otherwise."""
    end = pos
    for _ in range(_MOST + 1):
        q = text_end(text, end)
        if text[q - 1 : q] == ":":
            return q - 1
        line = text.rfind("\n", 0, q) + 1
        if line == 0 or _furniture_end(text, line) <= q or blank_before(text, line) <= 0:
            return -1
        end = line
    return -1
