"""Lists inside a clause numbered like the clauses: when "2." is an item, not clause 2.

A licence rendered from HTML numbers its sections "1.", "1.1.", "1.1.1." and the lists
inside them "1.", "2.", "3." again. The chains (:mod:`.contract_chains`) and the walk
(:mod:`.contract_outline`) ask :func:`major_after` which clause the next sub-clause numbers:
while it still numbers clause n-1, a marker "n." is an item of a list inside n-1.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .contract_marks import Cand

__all__ = ["NO_MAJOR", "major_after", "runs_on"]

NO_MAJOR = 1 << 30  # no sub-clause follows: larger than any clause number


def major_after(text: str, cands: Sequence[Cand], i: int, n: int) -> int:
    """The clause number of the next decimal sub-clause after ``cands[i]`` ("7" for "7.2" or
    "7.1.3"), looked for among the next few candidates, when the numbering does not start
    again before it (a clause number below ``n``: the body after a table of contents), or a
    number larger than any. Only a sub-clause that plainly heads one counts: on a line of
    its own after a blank line or a finished line (a version number that a hard wrap put at
    a line start, "... USERS OF PYTHON" / "1.6.1 FOR ANY ...", does not)."""
    for d in cands[i + 1 : i + _MAJOR_REACH]:
        if d.fam != "dec" or d.strength != 2 or d.weak:
            continue
        style, v = d.interps[0]
        if style != "dec":
            continue
        if len(v) == 1:
            if v[0] < n:
                return NO_MAJOR
        elif _after_break(text, d.pos):
            return v[0]
    return NO_MAJOR


def _after_break(text: str, pos: int) -> bool:
    """Does the line holding ``pos`` follow a blank line, the start of the text, or a line
    that ends a sentence or a lead-in (".", ":", ";")?"""
    ls = text.rfind("\n", 0, pos)
    if ls < 0:
        return True
    prev = text[text.rfind("\n", 0, ls) + 1 : ls].rstrip()
    return not prev or prev[-1] in ".:;"


_MAJOR_REACH = 32  # candidates looked at: a list inside a clause is shorter


_RUN_ON_REACH = 2000


def runs_on(text: str, start: int, end: int, style: str, value: int) -> bool:
    """Whether the item after ``value`` in ``style`` ("(a)", "1)", "i.") follows a comma, a
    semicolon or "and"/"or" in ``text[start:end]`` (at most ``_RUN_ON_REACH`` characters):
    the list goes on inside the sentence ("...; and 2) the combination ...")."""
    end = min(end, start + _RUN_ON_REACH)
    base = next((ch for ch in style if ch.isalnum()), "")
    if base == "1":
        tok = str(value + 1)
    elif base in ("i", "I") and value == 1:
        tok = "ii" if base == "i" else "II"  # only a first item is asked about
    elif base in ("a", "A") and value == 1:
        tok = chr(ord(base) + 1)
    else:
        return False
    marker = style.replace(base, tok, 1)
    return _after_joint(marker).search(text, start, end) is not None


@lru_cache(maxsize=64)
def _after_joint(marker: str) -> re.Pattern[str]:
    return re.compile(rf"(?:[,;]|\b(?:and|or))[ \t\n]{{1,4}}{re.escape(marker)}[ \t\n]")
