"""Sentence boundaries: the one sentence source every chunker uses.

``sentence_starts(text, start, end)`` returns the positions in ``(start, end)`` where a new
sentence begins (after the terminal punctuation and the whitespace that follows it).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["sentence_spans", "sentence_starts"]

_END = re.compile(r"[.!?][\"'”’)\]]*\s+(?=[\"'“‘(\[]?[A-Z0-9])")


def sentence_starts(
    text: str, start: int = 0, end: int | None = None, abbreviations: Iterable[str] = ()
) -> list[int]:
    """Positions strictly inside ``(start, end)`` where a sentence starts."""
    stop = len(text) if end is None else end
    return [m.end() for m in _END.finditer(text, start, stop) if start < m.end() < stop]


def sentence_spans(
    text: str, start: int = 0, end: int | None = None, abbreviations: Iterable[str] = ()
) -> list[tuple[int, int]]:
    """Sentence spans covering ``text[start:end]``, trailing whitespace trimmed."""
    stop = len(text) if end is None else end
    cuts = [start, *sentence_starts(text, start, stop, abbreviations), stop]
    out: list[tuple[int, int]] = []
    for a, z in zip(cuts, cuts[1:]):
        while z > a and text[z - 1].isspace():
            z -= 1
        while a < z and text[a].isspace():
            a += 1
        if a < z:
            out.append((a, z))
    return out
