"""Lists inside a clause numbered like the clauses: when "2." is an item, not clause 2.

A licence rendered from HTML numbers its sections "1.", "1.1.", "1.1.1." and the lists
inside them "1.", "2.", "3." again. The chains (:mod:`.contract_chains`) and the walk
(:mod:`.contract_outline`) ask :func:`major_after` which clause the next sub-clause numbers:
while it still numbers clause n-1, a marker "n." is an item of a list inside n-1.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from functools import lru_cache

from .contract_marks import Cand

# One open numbering level on the walk's stack: (style, value). A tuple, not a class: the walk
# pushes one for every accepted clause.
Frame = tuple[str, tuple[int, ...]]

__all__ = ["NO_MAJOR", "Frame", "list_item", "lookahead", "major_after", "runs_on"]

NO_MAJOR = 1 << 30  # no sub-clause follows: larger than any clause number


def list_item(
    text: str,
    cands: Sequence[Cand],
    i: int,
    got: tuple[int, str, tuple[int, ...]],
    current: tuple[int, int],
    items: Collection[int] | None,
) -> bool:
    """Is the top-level clause number n of ``cands[i]`` a list item inside the current
    clause (``current``: its number and where its marker is)? It is when the next sub-clause
    still numbers the current clause ("1.1.1 Grant" / "  2. Modify ..." / "1.1.2
    Distribution"), when lines "1." to "n-1." written the same way (two at least) stand
    between it and the current clause ("2.7 Attachment B" / "1. ..." / "2. ..." / "3. ..."),
    and when it is indented under the current clause's marker while a later "n." stands
    at that marker's margin (see :func:`_nested`)."""
    j, style, v = got
    if j != 0 or style != "dec" or len(v) != 1:
        return False
    n = v[0]
    if major_after(text, cands, i, n) == current[0]:
        return True
    if current[1] >= 0 and _nested(text, cands, i, n, current[1]):
        return True
    # A list that already had its own item n ("1. copy ...;" ... "3. interfere ...") does not
    # go on with a second n: that one is the next clause ("3. Payments").
    return n >= 3 and items is not None and n not in items and all(k in items for k in range(1, n))


def _nested(text: str, cands: Sequence[Cand], i: int, n: int, parent: int) -> bool:
    """Is the marker "n." of ``cands[i]`` an item of a list nested in the clause whose marker
    is at ``parent``: indented deeper than that marker, with a later "n." on a line of its
    own at the parent's margin before any other clause there? Markdown nests an ordered
    list so ("1. **Services.** ..." / "   1. The Consultant ..." / "   2. ..." / "2.
    **Fees.** ..."), and so do plain texts that indent their lists."""
    margin = _column(text, parent)
    deeper = _column(text, cands[i].pos)
    if margin < 0 or deeper < margin + _NESTED_STEP:
        return False
    for d in cands[i + 1 : i + _MAJOR_REACH]:
        if d.fam != "dec" or not d.line or _column(text, d.pos) != margin:
            continue
        return d.interps[0] == ("dec", (n,))
    return False


_NESTED_STEP = 2  # columns a nested list is indented by, at least


def _column(text: str, pos: int) -> int:
    """The column of ``pos`` on its line (a tab counting four) when only blanks come
    before it there, else -1."""
    ls = text.rfind("\n", 0, pos) + 1
    lead = text[ls:pos]
    if lead.strip():
        return -1
    return len(lead.expandtabs(4))


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


def lookahead(
    cands: Sequence[Cand], i: int, succ: dict[str, tuple[int, ...]], above: Sequence[Frame]
) -> str | None:
    """Which of the styles in ``succ`` shows its expected next value first after ``i``,
    before the next unit of a level ``above`` the list: "(h)" / "(i)" / "Section 4.4" ends
    the list, so "(ii)" under the next section's "(c)" does not make "(i)" a roman one."""
    ends = {(style, (*v[:-1], v[-1] + 1)) for style, v in above}
    for c in cands[i + 1 : i + 40]:
        for style, v in c.interps:
            if succ.get(style) == v:
                return style
            if (style, v) in ends:
                return None
    return None
