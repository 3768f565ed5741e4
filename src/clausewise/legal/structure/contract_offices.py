"""The signature block of a statutory instrument: no "Signed by", only the signatory.

A UK statutory instrument (and an order, rules or regulations made the same way elsewhere)
ends its operative text with the signatory's name over the office they sign in, then the
department and the date::

    Thérèse Coffey
    Minister of State
    Department for Environment, Food and Rural Affairs
    14th May 2019

The office line, alone on its line, marks the block ("Minister of State", "Parliamentary
Under-Secretary of State", "Secretary of State for Transport", "Clerk of the Privy Council");
the block starts at the name above it, a short line closing no sentence. A sentence naming
the Secretary of State is no office line: the line must hold the office and nothing else.
"""

from __future__ import annotations

import re

__all__ = ["office_signature"]

# An office a statutory instrument is signed in, the whole of its line, with an optional
# department or portfolio after "for" / "of" / "to" ("Secretary of State for Health and
# Social Care", "Minister for Housing"). Led by the newline, a literal.
_OFFICE_LINE = re.compile(
    r"\n[ \t]{0,40}(?:(?:Parliamentary|Deputy|Assistant|Chief|Joint|Senior|Principal|Cabinet)"
    r"[ \t]{1,3})?(?:Under[ \t\-]{1,3})?"
    r"(?:Minister(?:[ \t]{1,3}of[ \t]{1,3}State)?|Secretary(?:[ \t]{1,3}of[ \t]{1,3}State)?"
    r"|Clerk[ \t]{1,3}of[ \t]{1,3}the[ \t]{1,3}Privy[ \t]{1,3}Council"
    r"|Lords?[ \t]{1,3}Commissioners?[ \t]{1,3}of[ \t]{1,3}(?:His|Her)[ \t]{1,3}Majesty['’]s"
    r"[ \t]{1,3}Treasury)"
    r"(?:[ \t]{1,3}(?:for|of|to)[ \t]{1,3}(?:the[ \t]{1,3})?[A-Z][A-Za-z,'’\-]{0,30}"
    r"(?:[ \t]{1,3}(?:[A-Z][A-Za-z,'’\-]{0,30}|and|of|the|for)){0,8})?"
    r"[ \t]*(?=\n|$)"
)
_NAME_WORDS = 6  # words a signatory's name line holds at most
_TAIL_LINES = 8  # lines the block holds after the office line (department, date, address)
_TAIL_WORDS = 12


def office_signature(text: str, after: int) -> int:
    """Start of a statutory instrument's signature block after ``after``: the signatory's
    name line above the last office line whose block runs to the end of the text (or to an
    explanatory note or a schedule); or -1."""
    found = -1
    for m in _OFFICE_LINE.finditer(text, after):
        start = _name_above(text, m.start())
        if start > after and _ends_the_text(text, m.end()):
            found = start
            break
    return found


def _name_above(text: str, nl: int) -> int:
    """Start of the signatory's name line above the office line ending at ``nl`` (its
    newline), a blank line between them allowed: a short line in capitals or title case
    closing no sentence; the date line above it ("14th May 2019") opens the block with it.
    -1 when there is no such name."""
    start, line = _line_above(text, nl)
    words = line.split()
    if not words or len(words) > _NAME_WORDS or line[-1] in ".:;,":
        return -1
    if not all(w[:1].isupper() or not w[:1].isalpha() for w in words):
        return -1
    if _YEAR.search(line):
        return -1  # a date is no name
    date_start, date = _line_above(text, start - 1) if start > 0 else (0, "")
    if date and len(date.split()) <= _DATE_WORDS and _YEAR.search(date) and date[-1] not in ".;:,":
        return date_start
    return start


def _line_above(text: str, nl: int) -> tuple[int, str]:
    """(start, stripped text) of the non-blank line ending at newline ``nl``, one blank line
    above it skipped; (-1, "") at the text start."""
    for _ in range(2):
        start = text.rfind("\n", 0, nl) + 1
        line = text[start:nl].strip()
        if line:
            return start + len(text[start:nl]) - len(text[start:nl].lstrip()), line
        if start == 0:
            break
        nl = start - 1
    return -1, ""


_YEAR = re.compile(r"\b(?:1[89]|20)[0-9]{2}\b")
_DATE_WORDS = 5


def _ends_the_text(text: str, pos: int) -> bool:
    """Whether only a block's short lines follow ``pos`` up to the text end, an explanatory
    note or a schedule heading."""
    lines = text[pos : pos + 1200].split("\n")
    count = 0
    for line in lines:
        s = line.strip()
        if not s:
            continue
        head = s.split(None, 1)[0].upper().strip("[(")
        if head in ("EXPLANATORY", "SCHEDULE", "SCHEDULES", "ANNEX", "APPENDIX"):
            return True
        count += 1
        if count > _TAIL_LINES or len(s.split()) > _TAIL_WORDS or s[-1] in ";:":
            return False
    return len(text) - pos <= 1200
