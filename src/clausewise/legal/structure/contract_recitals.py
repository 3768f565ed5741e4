"""Where the recitals begin: a heading ("RECITALS", "Background", "W I T N E S S E T H") on its
own line, a heading run into the first recital ("Recitals: (A) ...", "BACKGROUND (A) ...")
after a sentence or at the start of a line, or the first "WHEREAS".

The search is led by the marker words themselves: one case-insensitive pass finds every place
a marker could start, and only there are the line start or the punctuation before it and the
shape after it checked. (A single regex with ``^`` and lookbehinds in front of the words has
no character to skip ahead on, so the engine would try every position of the preamble.)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from .contract_marks import letter_value

__all__ = ["find_recitals", "recital_items"]

_BEFORE_INLINE = frozenset('.:;!?)]"”’*')
_LINE_INDENT = 40
_INLINE_BLANKS = 8


class _Grammar:
    """The patterns of one profile's recital markers (lower case)."""

    __slots__ = ("capital", "finder", "heading", "lower", "upper")

    def __init__(self, markers: tuple[str, ...]) -> None:
        heads = [re.escape(m) for m in sorted(markers, key=len, reverse=True)]
        long = [m for m in markers if " " not in m and len(m) > 6]
        spaced = [r"[ \t]?".join(re.escape(ch) for ch in m) for m in long]
        spaced_caps = [r"[ \t]?".join(re.escape(ch) for ch in m.upper()) for m in long]
        words = "|".join(heads + spaced)
        # Every place a marker may start: the markers in any case, spaced out, and WHEREAS.
        self.finder = re.compile(rf"(?i:{words}|whereas)")
        # The same on lower-cased text: case-sensitive, so led by a character class of the
        # initials, which the engine skips ahead on (a case-insensitive pattern has none).
        self.lower = re.compile(rf"{words}|whereas")
        self.heading = re.compile(rf"(?i:{words})[ \t]*[:.\-–—]?[ \t]*$", re.MULTILINE)
        upper = "|".join([h.upper() for h in heads] + spaced_caps)
        self.upper = re.compile(rf"(?:{upper})(?=[ \t:.])")
        capital = "|".join(re.escape(m.capitalize()) for m in markers)
        self.capital = re.compile(rf"(?:{capital})(?=[ \t]*(?::|\((?:A|a|1|i)\)|A\.))")


@lru_cache(maxsize=16)
def _grammar(markers: tuple[str, ...]) -> _Grammar:
    return _Grammar(markers)


_WHEREAS = re.compile(r"(?:WHEREAS|Whereas)\b")


def _at_line_start(text: str, k: int, start: int) -> bool:
    """Only blanks (at most 40) between the start of the line and ``k``, in the range."""
    ls = text.rfind("\n", 0, k) + 1
    return ls >= start and k - ls <= _LINE_INDENT and not text[ls:k].strip(" \t")


def _after_sentence(text: str, k: int, start: int) -> bool:
    """One to eight blanks before ``k``, after sentence punctuation or a closing mark."""
    n = 0
    while n <= _INLINE_BLANKS and k - n - 1 >= 0 and text[k - n - 1] in " \t":
        n += 1
    if not 1 <= n <= _INLINE_BLANKS or k - n < start:
        return False
    return k - n - 1 >= 0 and text[k - n - 1] in _BEFORE_INLINE


def find_recitals(text: str, markers: tuple[str, ...], start: int, end: int) -> int:
    """Start of the recitals between ``start`` and ``end`` (a heading such as "RECITALS" or
    "Background" on its own line, in capitals after a sentence, or the first "WHEREAS"), or -1.
    """
    if not markers or start >= end:
        return -1
    g = _grammar(tuple(m.lower() for m in markers))
    for k in _hits(text, g, start, end):
        line = _at_line_start(text, k, start)
        inline = _after_sentence(text, k, start)
        if line and g.heading.match(text, k, end) is not None:
            return k
        # A heading run into its first recital, after a sentence or opening its line:
        # "Recitals: (A) The Seller owns ...", "BACKGROUND (A) ...", "Background: the Seller".
        if (line or inline) and (
            g.upper.match(text, k, end) is not None or g.capital.match(text, k, end) is not None
        ):
            return k
        if (line or inline) and _WHEREAS.match(text, k, end) is not None:
            return k
    return -1


# Characters that case-insensitive matching folds onto ASCII letters other than by
# ``str.lower`` (long s, Kelvin sign, dotted and dotless i): with one of them present the
# lower-cased copy could miss a place the case-insensitive pattern finds.
_FOLDS = ("ſ", "\u212a", "İ", "ı")


def _hits(text: str, g: _Grammar, start: int, end: int) -> Iterator[int]:
    """Every position in ``[start, end)`` where a marker may start, in order."""
    region = text[start:end]
    low = region.lower()
    if len(low) == len(region) and (region.isascii() or not any(f in region for f in _FOLDS)):
        pos = 0
        while (hit := g.lower.search(low, pos)) is not None:
            yield start + hit.start()
            pos = hit.start() + 1
        return
    pos = start
    while (found := g.finder.search(text, pos, end)) is not None:
        yield found.start()
        pos = found.start() + 1


# A numbered recital: "(A) The Supplier ...", "(1) ..." (also run into the text before it, as
# text extracted with its line breaks lost has it), or "B. The Customer ..." opening its line.
_PAREN = re.compile(r"\(([A-Za-z]|\d{1,2})\)[ \t]+\S")
_DOTTED = re.compile(r"(?m)^[ \t]{0,40}(([A-Z]|\d{1,2})\.)[ \t]+\S")
# A capital letter alone, then the recital's sentence: "A The Financier has agreed ..."
# (Australian drafting). "A" also opens sentences ("A party may ..."), so these count only
# as letters in sequence from A, each opening its line after a finished sentence.
_BARE = re.compile(r"(?m)^[ \t]{0,40}([A-Z])[ \t]{1,8}[A-Z]")


def recital_items(text: str, start: int, end: int) -> list[tuple[int, str]]:
    """The numbered recitals in ``[start, end)`` (the recitals section): ``(position, token)``
    of each "(A)", "(B)" ... (or "(a)", "(1)", and "A.", "1." or a bare "A" opening a line),
    in sequence from the first value, in one style; none unless two or more follow each
    other. The first comes right under the section's heading, each marker opens its line or
    follows a full stop or semicolon (a bare letter always opens its line after a finished
    sentence: "A party may ..." is no recital); lines of a list inside a recital ("(a)"
    under "(A)") are skipped while the next recital's marker is awaited."""
    marks = [(m.start(), m.group(1), "()") for m in _PAREN.finditer(text, start, end)]
    marks += [(m.start(1), m.group(2), ".") for m in _DOTTED.finditer(text, start, end)]
    marks += [(m.start(1), m.group(1), " ") for m in _BARE.finditer(text, start, end)]
    found: list[tuple[int, str]] = []
    style = ""
    for pos, token, shape in sorted(marks):
        shape += _kind(token)
        before = text[text.rfind("\n", start, pos) + 1 : pos].strip()
        if not found:
            if _value(token) == 1 and _heading_only(text, start, pos):
                found.append((pos, token))
                style = shape
        elif (
            shape == style
            and _value(token) == _value(found[-1][1]) + 1
            and (not before or before[-1] in ".;")
            and (shape[0] != " " or text[start:pos].rstrip()[-1:] in (".", ";"))
        ):
            found.append((pos, token))
    return found if len(found) >= 2 else []


def _heading_only(text: str, start: int, pos: int) -> bool:
    """Is the section's text before ``pos`` its heading line at most ("BACKGROUND",
    "Whereas:")? A list inside a recital's sentence is no run of numbered recitals."""
    head = text[start:pos].strip()
    return "\n" not in head and len(head) <= 100


def _kind(token: str) -> str:
    return "1" if token.isdigit() else "A" if token.isupper() else "a"


def _value(token: str) -> int:
    return int(token) if token.isdigit() else letter_value(token)
