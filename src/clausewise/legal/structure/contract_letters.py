"""Lettered groups over a numbering that restarts: "A. GENERAL" / 1. / 2. / "B. DELIVERY" / 1.

Purchase-order terms, policies and handbooks group their clauses under lettered headings
and number the clauses of each group from 1 again::

    A. GENERAL
    1. Acceptance. ...
    2. Pricing. ...
    B. DELIVERY
    1. Time. ...

The numbered chains are each shorter than the lettered one, and a numbering usually wins
over letters (a lettered list inside a clause must not carry the document), so without this
reading the second group's "1." ends the walk and everything after the first group is lost in
its last clause. The letters carry the document when each is a heading on a line of its own,
they run A, B, C ..., the numbering restarts at "1." right under at least two of them, and
no numbered clause comes before the first letter.
"""

from __future__ import annotations

from .contract_bundle import heading_rest
from .contract_chains import Chain, marker_format
from .contract_marks import Cand

__all__ = ["letter_groups"]

_LETTERS = "A."
_UNDER = 400  # how far below a group heading its "1." may start (the heading line between)


def letter_groups(text: str, cands: list[Cand], top: Chain) -> Chain | None:
    """The chain of lettered group headings that carries the document instead of ``top``
    (a chain of clauses "1.", "2." that restarts under each letter), or None."""
    if top.key != "dec1":
        return None
    letters: list[int] = []  # indexes into cands
    for i, c in enumerate(cands):
        if c.strength != 2 or c.weak or not c.line or c.fam != "enum":
            continue
        if (_LETTERS, (len(letters) + 1,)) in c.interps and heading_rest(text, c.end):
            letters.append(i)
    if len(letters) < 2 or _restarts(cands, letters) < 2:
        return None
    head = cands[letters[0]]
    if top.first < head.pos:
        return None  # numbered clauses before the first letter: the numbering carries
    chain = Chain(_LETTERS, head.pos, letters[0], (1,), marker_format(text, head))
    chain.last = cands[letters[-1]].pos
    chain.count = len(letters)
    chain.value = (len(letters),)
    return chain


def _restarts(cands: list[Cand], letters: list[int]) -> int:
    """How many of the lettered headings have the numbering start again at "1." right under
    them: the first numbered line after the letter, before the next letter, near it."""
    n = 0
    for k, i in enumerate(letters):
        stop = letters[k + 1] if k + 1 < len(letters) else len(cands)
        nxt = next((d for d in cands[i + 1 : stop] if d.fam == "dec" and d.line), None)
        if nxt is not None and ("dec", (1,)) in nxt.interps and nxt.pos - cands[i].end <= _UNDER:
            n += 1
    return n
