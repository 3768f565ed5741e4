"""Sections before an Act's first Part or Title.

An Act whose sections are grouped in Parts or Titles often opens with a few sections that
belong to none: "1 Short title" and "2 Definitions" above "PART 1" (Canadian and Australian
Acts), "SECTION 1. SHORT TITLE." and "SEC. 2. DEFINITIONS." above "TITLE I" (US public
laws). The numbering of the Parts carries the document, so the walk of the outline would
start at "PART 1" and leave those sections in the preamble. :func:`front_sections` finds
them: a run of sections numbered from 1 on lines of their own, right before the first unit,
whose numbering the sections inside that unit go on with ("3" under "PART 1" after "2"; "SEC.
101." under "TITLE I", an Act numbering each title's sections by hundreds). A numbered list
before an agreement's first article ("1." and "2." of its recitals, then "ARTICLE I" /
"Section 1.01") is not continued so, and stays where it was.
"""

from __future__ import annotations

from .contract_chains import Chain, is_unit, top_key
from .contract_marks import Cand

__all__ = ["front_sections", "next_in_hundred"]

_REACH = 6  # candidates read after the first unit for the first section inside it


def front_sections(cands: list[Cand], found: dict[str, list[Chain]], top: Chain) -> Chain | None:
    """The run of sections before the first unit of ``top`` (numbered from 1), or None when
    there is none. ``found``: the chains the top was chosen from. The run may go on past
    that unit (sections numbered right through the Parts of an Act)."""
    if not is_unit(top.key):
        return None
    runs = [
        ch
        for ch in found.get("dec1", ())
        if not ch.late and ch.opening == (1,) and ch.first < top.first
    ]
    if not runs:
        return None
    run = max(runs, key=lambda ch: (ch.last, ch.count))
    if not _own_lines(cands, run, top.first):
        return None
    if run.last > top.first:
        return run  # numbered right through: "2" above "PART 1", "3" under it
    k = next((i for i, c in enumerate(cands) if c.pos == top.first), -1)
    unit = top.opening[0]
    for c in cands[k + 1 : k + 1 + _REACH]:
        if c.strength < 2:
            continue
        values = [v[0] for s, v in c.interps if s == "dec" and len(v) == 1]
        if values:
            return run if unit * 100 + 1 in values else None
        if any(s == top.key for s, _ in c.interps):
            return None  # the next unit comes first: no section goes on in this one
    return None


def _own_lines(cands: list[Cand], run: Chain, end: int) -> bool:
    """Every section of the run before ``end`` heads its own line (a list written inside a
    sentence is no part of the outline)."""
    for c in cands:
        if c.pos >= min(run.last + 1, end):
            return True
        if (
            c.pos >= run.first
            and (c.strength < 2 or c.weak)
            and any(s == "dec" and len(v) == 1 for s, v in c.interps)
        ):
            return False
    return True


def next_in_hundred(style: str, v: tuple[int, ...], last_dec1: int) -> bool:
    """Whether section ``v`` may open the unit ``style`` just opened, inside a title whose
    sections are numbered by hundreds: a subtitle (a unit that only divides another) goes on
    in the hundred of the last section, possibly from the next ten ("SEC. 102." ...
    "Subtitle B" / "SEC. 111.")."""
    return (
        is_unit(style)
        and top_key(style, (1,)) is None
        and 100 < last_dec1 < v[0] < (last_dec1 // 100 + 1) * 100
    )
