"""Line layout: is a line break a hard wrap or a logical break?

Plain legal text comes in two layouts. Hard-wrapped text (e-mail, plain-text licences, PDF
extractions) breaks lines at a width: many long lines end in the middle of a sentence, the
next line often goes on in lower case, and the lines of a paragraph are nearly as wide as the
width allows. Text with one paragraph, heading or list item per line (web pages, most terms of
service, CUAD's contracts) has logical line breaks: every one of them ends something.

``logical_bounds(text)`` reads the layout of each block of lines between blank lines, once per
text, in one pass over its lines: a block with at least ``_BLOCK_MIN`` line breaks decides for
itself, a smaller one follows the whole text, and with too little evidence either way a block
counts as wrapped (the safer reading: there the sentence rules still find headings and list
items line by line). ``wrap_evidence`` judges one line break of wrapped text from the lines
around it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from .errors import require_text

__all__ = [
    "line_opening_with",
    "logical_bounds",
    "logical_line_spans",
    "wrap_evidence",
    "wrapped_line_ends",
]

_CLOSING = "\"'”’»)]」』）】"
_TERMINAL = ".!?:;…。！？"
_FIRST_WORD = re.compile(r"\S{1,60}")
_NONBLANK = re.compile(r"\S")
_WRAP_MIN, _WRAP_MAX = 48, 250  # plausible hard-wrap widths, in characters
_WRAP_SLACK = 15  # a full wrapped line falls short of the width by less than a long word
_OPEN_MIN = 40  # a line this long that ends without punctuation was probably wrapped
_BLOCK_MIN = 6  # line breaks a block needs to decide its layout by itself
# A list marker or bullet at the start of a line: the line is a list item of its own. Bounded
# repetitions: a search over "1.1.1.1..." must not rescan the run from every position.
_ITEM = re.compile(
    r"[•◦▪▫●○■□·‣⁃*\-–—](?=\s)"
    r"|\((?:\d{1,3}|[a-zA-Z]{1,2}|[ivxlcIVXLC]{1,6})\)"
    r"|(?:\d{1,3}\.){1,6}\d{0,3}\s|(?:\d{1,3}\.){1,6}\d{1,3}\s+[A-Z]"
    r"|[a-zA-Z]\.\s|[ivxIVX]{1,5}\.\s"
)
# Words after which a line cannot end a heading or a sentence: the line was wrapped.
_CONTINUES = frozenset(
    " ".join(
        (
            "of the a an and or nor to in on at by for from with as that which who whom whose",
            "is are be been was were shall will may must can its their your our his her any",
            "all such than between under including without into onto upon per via",
        )
    ).split()
)
_ITEM_TAILS = ("; or", "; and", "; and/or")  # the end of a list item that is not the last


def wrap_evidence(text: str, nl: int, q: int) -> int:
    """How clearly was the line ending at ``nl`` hard-wrapped? 0 when it was not.

    A wrapped line is as long as the width allows: with the next word it would exceed the
    longest line around it. That alone also fits the longest item of a list, so the count
    returned is the number of neighbouring lines (two each side, same paragraph) that are
    full too. Short lines (headings, addresses) and very long ones (unwrapped paragraphs)
    never count as wrapped.
    """
    ls = text.rfind("\n", 0, nl) + 1
    width = nl - ls
    if not _WRAP_MIN <= width <= _WRAP_MAX:
        return 0
    lens: list[int] = []
    end = ls - 1
    while end >= 0 and len(lens) < 2:  # the lines before, up to a blank one
        s = text.rfind("\n", 0, end) + 1
        if not _NONBLANK.search(text, s, end):
            break
        lens.append(end - s)
        end = s - 1
    s = text.rfind("\n", nl, q) + 1
    n = len(text)
    last_end = -1  # where the paragraph's last line ends, if it is among those seen
    for _ in range(2):  # the lines after, up to a blank one
        e = text.find("\n", s)
        e = n if e < 0 else e
        if not _NONBLANK.search(text, s, e):
            last_end = s - 1
            break
        lens.append(e - s)
        if e >= n:
            last_end = e
            break
        s = e + 1
    widest = max(lens, default=0)
    word = _FIRST_WORD.match(text, q)
    if width + 1 + (len(word.group()) if word else 0) <= widest:
        return 0  # the next word would have fitted: the break was chosen, not forced
    widest = max(widest, width)
    full = sum(1 for k in lens if k >= widest - _WRAP_SLACK)
    if full == 0 and len(lens) == 1 and last_end > nl and _ends_sentence_at(text, last_end):
        return 1  # a two-line paragraph: a full line, then one that ends the sentence
    return full


def _ends_sentence_at(text: str, end: int) -> bool:
    """Does the line ending at ``end`` end with terminal punctuation?"""
    j = end - 1
    while j > 0 and text[j] in " \t\n":
        j -= 1
    while j > 0 and text[j] in _CLOSING:
        j -= 1
    return text[j] in ".!?:;"


def wrapped_line_ends(
    text: str, j: int, nl: int, q: int, starts_lower: Callable[[str, int], bool]
) -> bool:
    """In hard-wrapped text, does the line break at ``nl`` end a sentence (``text[j]`` is the
    line's last character)? ``starts_lower(text, q)``: does the next line go on in lower
    case (the sentence source's own reading of the next word)."""
    last = text[j]
    if last in ":;" or text.endswith(_ITEM_TAILS, max(0, j - 8), j + 1):
        # A list follows, or this was one item of it ("...; or"); in wrapped prose the
        # line break after a semicolon is chance, so only clear wrapping overrules it.
        return _ITEM.match(text, q) is not None or wrap_evidence(text, nl, q) < 2
    if starts_lower(text, q):
        return False  # the sentence goes on: the line was wrapped (or broken) mid-sentence
    if _ITEM.match(text, q):  # a list item or numbered heading starts
        return wrap_evidence(text, nl, q) < 2
    if last in ",-–(&/":
        return False
    tail = text[max(0, j - 20) : j + 1].rsplit(None, 1)
    if tail and tail[-1].lower() in _CONTINUES:
        return False
    return wrap_evidence(text, nl, q) == 0


# -- blocks: are their line breaks hard wraps or logical breaks? ----------------------------


# Cached by text: the packer asks for the sentences of many small ranges of one document, and
# each must not cost a pass over the whole of it (a str caches its own hash).
@lru_cache(maxsize=8)
def logical_bounds(text: str) -> tuple[int, ...]:
    """Starts and ends of the blocks whose line breaks are logical, flattened in order.

    A block is a run of non-blank lines. For each line break inside one, the line before it
    is measured: its length, whether it is long and ends without terminal punctuation
    ("open"), and whether the next line goes on in lower case.
    """
    # The length of every line followed by one in the same block, negative when the line ends
    # in terminal punctuation.
    lens: list[int] = []
    blocks: list[tuple[int, int, int, int, int, int]] = []  # start, end, lens from, to, open, cont
    start = first = opened = cont = 0
    prev = ""  # the previous non-blank line of the block, right-stripped; "" between blocks
    pos = 0
    for line in text.split("\n"):
        s = line.rstrip()
        if s and prev:
            end = prev[-1]
            if end in _TERMINAL or (end in _CLOSING and prev.rstrip(_CLOSING)[-1:] in _TERMINAL):
                lens.append(-len(prev))
            else:
                lens.append(len(prev))
                opened += len(prev) >= _OPEN_MIN
                cont += s.lstrip()[:1].islower()
        elif s:
            start, first, opened, cont = pos, len(lens), 0, 0
        elif prev:
            blocks.append((start, pos - 1, first, len(lens), opened, cont))
        prev = s
        pos += len(line) + 1
    if prev:
        blocks.append((start, len(text), first, len(lens), opened, cont))
    verdicts = [_layout_verdict(lens[i:k], o, c) for _, _, i, k, o, c in blocks]
    if None in verdicts:  # blocks too small or unclear follow the whole text
        whole = _layout_verdict(lens, sum(b[4] for b in blocks), sum(b[5] for b in blocks))
        verdicts = [whole if v is None else v for v in verdicts]
    bounds: list[int] = []
    for (a, z, i, k, _, _), logical in zip(blocks, verdicts, strict=True):
        if logical and k > i:
            bounds += (a, z)
    return tuple(bounds)


def _layout_verdict(lens: list[int], opened: int, cont: int) -> bool | None:
    """True when line breaks look logical, False when they look hard-wrapped, None unsure.

    ``lens`` are the lengths of the lines that end at a line break, negative for the lines
    that end in terminal punctuation; ``opened`` counts the long lines that do not, ``cont``
    the lines that do not and are followed by one starting in lower case.
    """
    n = len(lens)
    if n < _BLOCK_MIN:
        return None
    mid = sorted(abs(k) for k in lens if 30 <= abs(k) <= _WRAP_MAX)
    width = mid[len(mid) * 9 // 10] if mid else 0  # the wrap width, if the lines have one
    # open lines as wide as the width allows (a closed one is < 0, so never counts)
    full = sum(1 for k in lens if width - _WRAP_SLACK <= k <= width) if mid else 0
    if 10 * cont >= 3 * n or 2 * opened >= n or 2 * full >= n:
        return False  # lines end mid-sentence, go on in lower case, or are as wide as allowed
    if 5 * cont <= n and 10 * opened <= 3 * n and 10 * full <= 3 * n:
        return True
    return None


def logical_line_spans(text: str) -> list[tuple[int, int]]:
    """The blocks of ``text`` whose line breaks ``line_breaks="auto"`` reads as sentence ends.

    Each is a half-open span from the first character of a block's first line to the end of
    its last line; line breaks elsewhere are read as in ``"wrapped"`` text.
    """
    b = logical_bounds(require_text(text))
    return list(zip(b[::2], b[1::2], strict=True))


def line_opening_with(text: str, start: int, stop: int, number: str) -> int:
    """Start of the first line in ``text[start:stop]`` that opens with ``number``, or with one
    word and ``number`` ("1. SEVERABILITY", "Section 3.01 Term", "(2) Each party"); ``start``
    when none does (or ``number`` is empty). A unit's own marker line under a group heading
    ("AGREED TERMS" / "1. SEVERABILITY") is found so."""
    pos = start
    while number and pos < stop:
        nl = text.find("\n", pos, stop)
        words = text[pos : stop if nl < 0 else nl].split(None, 2)
        if words and (
            words[0].lstrip("(").startswith(number)
            or (len(words) > 1 and words[1].lstrip("(").startswith(number))
        ):
            return pos
        if nl < 0:
            break
        pos = nl + 1
    return start
