"""The order of the types a heading names, kept against the body's word counts.

A heading that lists several clause types ("Governing Law and Jurisdiction", "Governing Law;
Arbitration", "Indemnification and Limitation of Liability") names the clause by the first of
them. The keyword classifier weighs the first ``10`` and a later one ``7``, so one strong
phrase of the body could overturn that order, and some clauses always say one topic in more
words than the other: a choice of law is one "governed by the laws of", a jurisdiction
sentence has its courts, its exclusive jurisdiction and its disputes. When the body bears the
first type out (it has evidence of it), a type listed later stays the heading's gap below it,
whatever its body count; a body without a word of the first type still lets a later one win.

Only a list counts: the types must sit in different items of the heading, divided by ";",
",", "&", "/" or "and". Words of one noun phrase ("Liability Insurance", "Termination Fee",
"Bank Account Payment Method", "Waiver of Punitive Damages") name one thing, and the body
still decides between the types they touch. So do single words that share the head noun of
the last item ("Sponsorship, Advertising and Exclusivity Fees" are all fees, "Audit and
Inspection Rights" all rights), which are no list of clauses.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from .signalset import TITLE_TIER, SignalSet
from .types import ClauseType

__all__ = ["LATER_TITLE_WEIGHT", "TITLE_CHARS", "keep_heading_order"]

# The heading weight of a type named after the first (the first weighs ``TITLE_WEIGHT``).
LATER_TITLE_WEIGHT = 7.0
TITLE_CHARS = 200  # how much of a heading is read

# Where one item of a heading's list ends and the next begins.
_ITEM_BREAK = re.compile(r"[;,&/]|\sand\s")


def keep_heading_order(
    scores: dict[ClauseType, float],
    heading: Mapping[ClauseType, float],
    body: Mapping[ClauseType, float],
    sigs: SignalSet,
    title: str,
) -> None:
    """Cap, in ``scores``, every type the heading ``title`` lists after its first one (weight
    :data:`LATER_TITLE_WEIGHT`) at the first type's score less the heading's gap, when
    ``body`` has evidence of the first type (see the module docstring)."""
    named = [t for t, w in heading.items() if w >= LATER_TITLE_WEIGHT]
    if len(named) < 2 or not body.get(named[0]):
        return
    low = title[:TITLE_CHARS].lower()
    items = _items(sigs, low)
    first = named[0]
    where = items.get(first)
    if where is None or _shared_head(_ITEM_BREAK.split(low), where):
        return
    cap = scores[first] - (heading[first] - LATER_TITLE_WEIGHT)
    for ctype in named[1:]:
        item = items.get(ctype)
        if item is not None and item > where and scores.get(ctype, 0.0) > cap:
            scores[ctype] = cap


def _items(sigs: SignalSet, low: str) -> dict[ClauseType, int]:
    """The list item (0 for the first) of each type's first heading phrase in ``low``."""
    breaks = [m.start() for m in _ITEM_BREAK.finditer(low)]
    out: dict[ClauseType, int] = {}
    for start, hit in sigs.title.positions(low):
        item = sum(1 for b in breaks if b < start)
        for ctype, _, tier in sigs.title.lookup(hit):
            if tier == TITLE_TIER and ctype not in out:
                out[ctype] = item
    return out


def _shared_head(parts: list[str], where: int) -> bool:
    """Whether item ``where`` is one word qualifying the head noun of the last item, a
    compound of two or more words without "of" ("Advertising" of "Advertising and
    Exclusivity Fees"; not "Indemnification" of "Indemnification and Limitation of
    Liability")."""
    last = parts[-1].split()
    return (
        where < len(parts) - 1
        and len(parts[where].split()) == 1
        and len(last) > 1
        and "of" not in last
    )
