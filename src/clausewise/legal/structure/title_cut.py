"""A title never runs on into the next unit's heading.

On a flattened Markdown document two headings share a line: "# ARTICLE II - COSTS **ARTICLE
III - TERM** # ARTICLE 4", "# **Article 3** Definitions **Article 4** Principles". A heading
mark ("#", "##") or emphasis ("**", blanked to spaces by the sanitizer) followed by a unit
word and its number opens a heading of its own: the title ends before it. A title that cites
a unit in its words ("Derogations from Article 4") has neither mark before the word.
"""

from __future__ import annotations

import re

__all__ = ["cut_at_next_heading"]

_NEXT_HEADING = re.compile(
    r"(?:[ \t]#{1,6}[ \t]{1,4}|[ \t]{0,3}\*\*|[ \t]{3})[ \t]{0,4}(?:\*\*)?"
    r"(?i:article|chapter|section|part|clause|schedule|annex|title|§)"
    r"[ \t]{1,4}(?:[0-9]{1,4}|[IVXLCivxlc]{1,8})\b"
)
_TAIL = " \t*#_-–—:|"


def cut_at_next_heading(title: str | None) -> str | None:
    """``title`` without a unit heading that follows it on the same line; None if nothing
    is left."""
    if title is None or len(title) < 8:
        return title
    m = _NEXT_HEADING.search(title, 1)
    if m is None:
        return title
    return title[: m.start()].rstrip(_TAIL) or None


_WORD = re.compile(r"[^ \t\r\n]{1,200}")


def cut_heading(text: str, pos: int, title: str | None, end: int) -> tuple[str | None, int]:
    """(title, heading end) of a heading whose title is read from ``pos`` on, cut before a
    unit heading that follows it on the same line (see :func:`cut_at_next_heading`); the
    end moves back to the last word of the title left."""
    cut = cut_at_next_heading(title)
    if cut is None or cut == title:
        return cut, end if cut is not None else 0
    k = pos
    for m in _WORD.finditer(cut):
        at = text.find(m.group(), k, end)
        if at < 0:
            return title, end
        k = at + len(m.group())
    return cut, k
