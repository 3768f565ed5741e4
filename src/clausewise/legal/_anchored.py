"""``finditer`` for patterns whose matches all start with one of a few literal strings.

A pattern that starts with a character class or an alternation makes the regex engine test
every character of the text against that class, which costs more than the match itself when
matches are rare ("hereinafter", a quotation mark). When every match must start with one of
a few literal strings, ``str.find`` (or ``bytes.find``) reaches the candidates at memchr speed
and the pattern is only tried there. The matches are exactly those of ``finditer``: tried in
text order, each at or after the end of the previous one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import AnyStr

__all__ = ["anchored_finditer", "positions"]


def positions(text: AnyStr, anchors: Sequence[tuple[AnyStr, int]]) -> list[int]:
    """Sorted, distinct ``i + offset`` for every occurrence ``i`` of each ``(literal,
    offset)`` in ``text``."""
    found: set[int] = set()
    for literal, offset in anchors:
        i = text.find(literal)
        while i >= 0:
            found.add(i + offset)
            i = text.find(literal, i + 1)
    return sorted(found)


def anchored_finditer(
    regex: re.Pattern[AnyStr], text: AnyStr, anchors: Sequence[tuple[AnyStr, int]]
) -> Iterator[re.Match[AnyStr]]:
    """The matches of ``regex.finditer(text)``, given that every match of ``regex`` starts
    at ``i + offset`` for an occurrence ``i`` of some ``(literal, offset)`` of ``anchors``
    and is never empty."""
    end = 0
    match = regex.match
    for pos in positions(text, anchors):
        if pos < end:
            continue
        m = match(text, pos)
        if m is not None:
            end = m.end()
            yield m
