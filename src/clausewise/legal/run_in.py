"""Run-in headings and colon-style definitions at the start of a paragraph.

A paragraph often opens with its own heading, run into the text rather than on a line of its
own: ``- **Assignment.** You may not assign ...`` (a Markdown bullet), ``Assignment. You may
not ...`` (plain text), ``**Fees**: Fees are payable ...``. Such a heading names the
paragraph's topic the way a clause heading does, so clause typing scores it as the paragraph's
title (:mod:`.clause_typing`).

A definitions clause drafted without quotes or "means" lists its entries the same way, with a
colon and a lower-case meaning: ``Business Day: a day other than a Saturday ...``. That is a
definition, not a heading: :func:`run_in` tells the two apart by the letter after the colon.

Recognised shapes (after optional spaces and an optional bullet ``-``, ``*``, ``+``, ``•``):

- with emphasis, ``**Words.**``, ``**Words**.``, ``**Words**:``, ``__Words__``: any words;
- plain, ``Words. Next``: every word capitalised or a short joining word
  ("Limitation of Liability", not "Time is of the essence"; in capitals a single word only,
  as an all-capitals sentence looks the same), the next sentence capitalised;
- a definition, ``Term: meaning`` (also emphasised or quoted): the meaning starts lower-case.

At most eight words of at most 80 characters; every pattern is anchored and linear.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .structure.headings import MINOR_WORDS, NAME_ABBREVIATIONS

__all__ = ["DEFINITION", "HEADING", "OPENERS", "RunIn", "run_in"]

HEADING = "heading"
DEFINITION = "definition"

# Bullet and opening emphasis or quote; then up to eight words (letters, digits after the
# first letter, apostrophes, '&', '/', '-', ',' inside the run); then closing marks.
_OPEN = re.compile(r"[ \t]*(?:[-*+\u2022\u00b7][ \t]+)?(\*\*|__)?([\"\u201c]?)")
_WORDS = re.compile(r"[A-Z][A-Za-z0-9'\u2019&/-]*(?:,?[ \t]+[A-Za-z][A-Za-z0-9'\u2019&/-]*){0,7}")
_CLOSE = re.compile(r"([\"\u201d]?)(\*\*|__)?([.:])?(\*\*|__)?[ \t]+(?=(\S))")

_MAX_CHARS = 80
# What a run-in can open with: a capital (the first word) or a character ``_OPEN`` takes
# (space, bullet, emphasis, quote). Anything else ("1.", "(a)", "the") is rejected without
# running the patterns: most paragraphs open with none.
OPENERS = frozenset(' \t-*+\u2022\u00b7_"\u201cABCDEFGHIJKLMNOPQRSTUVWXYZ')
# Words whose full stop is an abbreviation's, not a heading's.
_ABBREVIATIONS = NAME_ABBREVIATIONS | {
    "no", "nos", "st", "art", "sec", "para", "cl", "ch", "vol", "fig", "ref", "etc", "vs", "v"
}
# Words a title-case heading leaves in lower case.
_JOINING = MINOR_WORDS | {"over", "without"}


class RunIn(NamedTuple):
    """A run-in heading or definition: its kind, the heading words ``[start, end)``, and where
    the paragraph's text after it begins."""

    kind: str
    start: int
    end: int
    after: int


def run_in(text: str, pos: int, end: int) -> RunIn | None:
    """The run-in heading or colon definition opening the paragraph at ``pos``, if any (looked
    for in ``text[pos:end]``)."""
    if pos >= end or text[pos] not in OPENERS:
        return None
    opened = _OPEN.match(text, pos, end)
    if opened is None:  # pragma: no cover - the pattern can match the empty string
        return None
    emphasis, quote = opened.group(1), opened.group(2)
    words = _WORDS.match(text, opened.end(), min(end, opened.end() + _MAX_CHARS))
    if words is None:
        return None
    closed = _CLOSE.match(text, words.end(), end)
    if closed is None:
        return None
    close_quote, em_in, punct, em_out = closed.groups()[:4]
    nxt = closed.group(5)
    if bool(quote) != bool(close_quote):
        return None
    em_close = em_in or em_out
    if emphasis:
        if em_close != emphasis or (em_in and em_out):
            return None
    elif em_close:
        return None
    if punct == ":" and nxt.islower():
        return RunIn(DEFINITION, words.start(), words.end(), closed.end())
    if quote:
        return None  # a quoted term opening a sentence is not a heading
    if not emphasis:
        # Plain text needs a full stop ("Agreement No: VAL-12" is a label, not a heading),
        # and not an abbreviation's ("Acme, Inc. The ...").
        if punct != "." or not (nxt.isupper() or nxt in '"\u201c('):
            return None
        heading = words.group()
        if heading.rsplit(None, 1)[-1].lower() in _ABBREVIATIONS or not _title_case(heading):
            return None
    elif not (nxt.isupper() or nxt.isdigit() or nxt in '"\u201c('):
        return None
    return RunIn(HEADING, words.start(), words.end(), closed.end())


def _title_case(heading: str) -> bool:
    words = heading.replace(",", " ").split()
    if len(words) > 1 and heading.isupper():
        # "CONFIDENTIAL TREATMENT REQUESTED." or "THE SERVICE IS PROVIDED AS IS.": in capitals
        # a sentence looks like a heading; only one capitalised word is taken as a heading.
        return False
    return all(w[0].isupper() or w in _JOINING for w in words)
