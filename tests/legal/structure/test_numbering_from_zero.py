"""Clauses numbered from 0, as licences number them ("0. PREAMBLE", "0. Definitions.").

A numbering that opens at 0 used to read as an excerpt starting late; a lettered list
inside one clause ("A." to "F.") then won as the outline and every numbered clause was lost.
"""

from __future__ import annotations

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract

US = get_profile("us")

_ITEMS = "ABCDEF"


def _licence() -> str:
    parts = [
        "FREE MANUAL LICENSE\nVersion 2, May 2031\n",
        "0. PREAMBLE\n\nThis License lets anyone copy a manual, with or without changes.\n",
    ]
    titles = [
        "APPLICABILITY",
        "VERBATIM COPYING",
        "COPYING IN QUANTITY",
        "MODIFICATIONS",
        "TERMINATION",
        "FUTURE REVISIONS",
    ]
    for n, title in enumerate(titles, start=1):
        parts.append(f"{n}. {title}\n\nThis section sets the rules on {title.lower()}.\n")
        if title == "MODIFICATIONS":
            parts.append("In the Modified Version you must:\n")
            for k, letter in enumerate(_ITEMS):
                parts.append(f"{letter}. Keep notice number {k + 1} of the original manual.\n")
    return "\n".join(parts)


def test_a_numbering_from_zero_is_the_outline() -> None:
    text = _licence()
    tree = parse_contract(text, US)
    tops = [(n.identifier, n.start) for n in tree.nodes if n.depth == 1 and n.kind != "preamble"]
    assert tops == [(str(n), text.index(f"\n{n}. ") + 1) for n in range(7)]
    items = [n for n in tree.nodes if n.identifier.rstrip(".") in _ITEMS]
    assert [n.start for n in items] == [text.index(f"\n{x}. Keep") + 1 for x in _ITEMS]
    four = next(n for n in tree.nodes if n.identifier == "4")
    assert all(n.depth == 2 and four.start < n.start < four.end for n in items)
