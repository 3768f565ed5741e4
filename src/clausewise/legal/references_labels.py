"""Head words that label rather than refer: "EXHIBIT 10.9" alone above a filed contract,
"SCHEDULE 2" at the top of a page, a filing's footer, an Act's own "2018 CHAPTER 12"."""

from __future__ import annotations

import re

__all__ = ["is_label"]

# A filing's own line: "Source: ACME INC, 10-K, 3/1/2019" (EDGAR adds it to every page).
_FILING_LINE = "Source: "
_LABEL_REACH = 300
_ACT_CHAPTER_RE = re.compile(r"(?:19|20)\d\d")


def is_label(text: str, pos: int, end: int) -> bool:
    """A unit named alone in a paragraph of its own ("EXHIBIT 10.9" above a filed contract,
    "SCHEDULE 2" at the top of a page) labels what follows or precedes it; and a filing footer
    ("Source: ..., Exhibits 10.9") is not the contract's text. Neither refers to anything."""
    # A label or a footer is a short line: look no further than _LABEL_REACH either way (a
    # document of one long line must not cost a scan of it per reference).
    nl = text.rfind("\n", max(0, pos - _LABEL_REACH), pos)
    if nl < 0 and pos > _LABEL_REACH:
        return False
    line_start = nl + 1
    line_end = text.find("\n", end, end + _LABEL_REACH)
    if line_end < 0:
        if end + _LABEL_REACH < len(text):
            return False
        line_end = len(text)
    before = text[line_start:pos].strip()
    if before.startswith(_FILING_LINE.rstrip()):
        return True
    after = text[end:line_end].strip(" \t.:-\u2013\u2014")
    if len(before) == 4 and not after and _ACT_CHAPTER_RE.fullmatch(before):
        # "2018 CHAPTER 12" under an Act's title: the Act's own chapter number
        return text[pos : pos + 7].upper() == "CHAPTER"
    if before or after or not text[pos].isupper():
        return False
    # A paragraph of its own (blank lines around it), not a line of hard-wrapped prose.
    above = text[max(0, line_start - 200) : line_start]
    below = text[line_end : line_end + 200]
    return (not above.strip() or above.rstrip(" \t").endswith("\n\n")) and (
        not below.strip() or below.lstrip(" \t").startswith("\n\n")
    )
