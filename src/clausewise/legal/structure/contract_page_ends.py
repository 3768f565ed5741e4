"""Where a unit ends when a page break follows its text.

Text extracted from a PDF keeps each page's footer and the next page's header as lines of their
own between blank lines. When a page ends where a unit ends, that furniture stands between the
unit's last sentence and the next unit's marker:

    1.2 "Statement of Work" means a document executed by both parties ...

    -1-

    Confidential                                   Master Services Agreement

    2. SERVICES

The page number and the running header belong to neither unit, so the first unit's span ends
at its own last sentence (its chunk still holds the furniture: nothing is lost, the chunks
tile the text, the tree does not). Only a page number alone between blank lines counts ("3",
"- 3 -", "Page 3 of 12"), with at most one running-header line after it: a line of text after
a blank line is the unit's own.
"""

from __future__ import annotations

import re

from ...boundaries import blank_before, is_page_number_line

__all__ = ["before_page_furniture"]

_HEADER_CHARS = 80  # a running header is one short line
# A line that opens a unit or an item is text, never a running header: a bullet, a bracket,
# a number or an enumerator ("1.3 [Reserved].", "b) ..."), a unit word.
_OPENS_UNIT = re.compile(
    r"[ \t]{0,40}(?:[(\[#*\u2022\u2013\u2014-]|[0-9]|[A-Za-z]{1,4}[.)][ \t]"
    r"|(?i:section|article|clause|schedule|exhibit|annex|appendix|part)\b)"
)


def _page_number_alone(text: str, start: int, end: int) -> int:
    """The end of the text before the page-number line ``text[start:end]`` (a blank line
    between), or -1 when the line is no page number or does not stand alone."""
    pos = start
    while pos < end and text[pos] in " \t":
        pos += 1
    if pos == end:
        return -1
    if not is_page_number_line(text, pos, end):
        # A footer with the page's number set off at its right end, after a column gap:
        # "Supply Agreement - Tamar/Exe          Page 1 of 3". Only a number that says it is
        # one ("Page 3", "3 of 12", "- 3 -"), not a bare figure ("Total        3").
        gap = text.rfind("   ", pos, end)
        if gap < 0 or end - start > _HEADER_CHARS + 20:
            return -1
        num = gap + 3
        while num < end and text[num] in " \t":
            num += 1
        shown = text[num:end]
        if not (shown[:1] in "Pp-\u2013\u2014" or " of " in shown):
            return -1
        if not is_page_number_line(text, num, end):
            return -1
    return blank_before(text, start)


def before_page_furniture(text: str, end: int) -> int:
    """``end`` (just after a unit's last non-blank character) moved back over a page number
    and the running header after it, to the end of the unit's own text; ``end`` itself when no
    page furniture ends the unit."""
    line = text.rfind("\n", 0, end) + 1
    if line == 0:
        return end
    q = _page_number_alone(text, line, end)
    if q > 0:
        return q
    if end - line > _HEADER_CHARS or _OPENS_UNIT.match(text, line, end):
        return end
    head_end = blank_before(text, line)
    if head_end < 0:
        return end
    q = _page_number_alone(text, text.rfind("\n", 0, head_end) + 1, head_end)
    if q < 0 or text[end - 1] in ".;," or text[q - 1] == "," or text[q - 1].islower():
        # "... who is under no obligation to the" / "-8-" / "Company to maintain such
        # information in confidence.": the sentence goes on after the page number.
        return end
    return q
