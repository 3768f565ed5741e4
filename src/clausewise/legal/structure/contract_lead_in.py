"""The line that leads from an agreement's background into its clauses.

"(B) The Customer wishes to licence the Software." then, on a paragraph of its own, "IT IS
AGREED as follows:", "NOW, THEREFORE, in consideration of the mutual covenants herein, the
parties agree as follows:" or "NOW THIS DEED WITNESSES as follows:". The line closes the
recitals section; it is no part of the last recital's sentence (as the enacting formula of an
EU act is no part of its last recital). It opens with one of the drafting phrases below and
ends with a colon, within a short paragraph.
"""

from __future__ import annotations

import re

from .contract_marks import Cand
from .contract_recitals import find_recitals

__all__ = ["lead_in_start", "numbered_recitals", "operative_turn"]

# The drafting phrases that turn to the clauses, shared by the patterns below (lower case,
# read case-insensitively).
_NOW_THEREFORE = r"now[ \t,]{1,3}therefore"
_WITNESSES = r"now[ \t,]{1,3}this[ \t]{1,3}(?:agreement|deed)[ \t]{1,3}witness"
_AGREED = r"it[ \t]{1,3}is[ \t]{1,3}(?:hereby[ \t]{1,3})?(?:mutually[ \t]{1,3})?agreed"
_PARTIES_AGREE = r"the[ \t]{1,3}parties[ \t]{1,3}(?:hereby[ \t]{1,3})?agree"

_LEAD_IN = re.compile(
    rf"(?i:{_NOW_THEREFORE}|{_WITNESSES}(?:es|eth)?|{_AGREED}|{_PARTIES_AGREE}"
    r"|accordingly|in[ \t]{1,3}consideration[ \t]{1,3}of|therefore)\b"
)
_REACH = 400  # the longest lead-in paragraph read


def lead_in_start(text: str, start: int, end: int) -> int:
    """Where the lead-in that ends ``text[start:end]`` (a recital's span, trailing blanks
    trimmed) begins, or -1: a paragraph (after a blank line) or a line after a finished
    sentence, opening with a lead-in phrase and ending with a colon."""
    if end - start < 2 or text[end - 1] != ":":
        return -1
    lo = max(start, end - _REACH)
    para = text.rfind("\n\n", lo, end)
    if para >= 0:
        at = para + 2
    else:
        line = text.rfind("\n", lo, end)
        if line < 0 or text[:line].rstrip()[-1:] not in (".", ";"):
            return -1
        at = line + 1
    while at < end and text[at] in " \t\n":
        at += 1
    return at if at > start and _LEAD_IN.match(text, at) else -1


# The turn that opens an agreement's operative text when it opens its line with a capital:
# "IT IS AGREED that the Lender releases ...", "NOW THIS DEED WITNESSES that:", "The parties
# agree:".
_TURN = re.compile(
    rf"\n[ \t]{{0,40}}(?=[INT])(?P<t>(?i:{_AGREED}|{_WITNESSES}(?:es|eth)?|{_PARTIES_AGREE})\b)"
)


def operative_turn(text: str, start: int, limit: int) -> tuple[int, int] | None:
    """(start, end) of the paragraph in ``[start, limit)`` that opens with a turn to the
    operative text, or None. The operative text starts after it when it ends with a colon
    (a lead-in) and at it otherwise (the turn runs into what the parties agree)."""
    for m in _TURN.finditer(text, start, limit):
        before = text[max(start, m.start() - 200) : m.start()].rstrip(" \t")
        if not before or before[-1] in "\n.;:":
            break  # a paragraph of its own, not a hard-wrapped line of the one before
    else:
        return None
    at = m.start("t")
    gap = text.find("\n\n", at, limit)
    end = text[at : limit if gap < 0 else gap].rstrip()
    return at, at + len(end)


# A line that turns from the background to the clauses: a lead-in closed by a colon ("IT IS
# AGREED as follows:", "NOW, THEREFORE, ... the parties agree as follows:") or a heading
# ("Agreed terms", "OPERATIVE PROVISIONS"). Led by the newline, a literal.
_TURN_LINE = re.compile(
    r"\n[ \t]{0,40}(?=[AINOT])(?:(?i:agreed[ \t]{1,3}terms|terms[ \t]{1,3}agreed|operative"
    r"[ \t]{1,3}provisions)[ \t:.]*(?=\n)"
    rf"|(?P<lead>(?i:{_NOW_THEREFORE}|{_WITNESSES}|{_AGREED}|{_PARTIES_AGREE})))"
)
_RECITALS_REACH = 20000  # characters from the document's start searched for its recitals


def numbered_recitals(
    text: str, cands: list[Cand], markers: tuple[str, ...], first: int
) -> tuple[int, int] | None:
    """(start, end) of a recitals section numbered like the clauses after it ("RECITALS" /
    "1. The Discloser is developing ..." / "2. ..." / "IT IS AGREED as follows:" / "1.
    Definitions"), or None. Its numbers are the recitals', not the first clauses': both lists
    open at "1." on their lines, one on each side of the line that turns to the clauses."""
    if not cands or not markers:
        return None
    reach = min(len(text), first + _RECITALS_REACH)
    rec = find_recitals(text, markers, first, reach)
    if rec < 0:
        return None
    turn = _TURN_LINE.search(text, rec, reach)
    if turn is None:
        return None
    end = turn.end()
    if turn.group("lead") is not None:
        gap = text.find("\n\n", end, reach)
        end = len(text[: reach if gap < 0 else gap].rstrip())
        if text[end - 1] != ":":
            return None
    ones = [c.pos for c in cands if c.line and ("dec", (1,)) in c.interps and c.pos > rec]
    if len(ones) < 2 or not ones[0] < end < ones[1]:
        return None
    return rec, end
