"""A lead-in sentence after a long clause: the plan looks for it near its colon first.

The sentence source reads each start from the text around it, so the plan reads only the
stretch before the colon, and the whole clause when that stretch holds no sentence start.
Both ways must give the sentence that ends in the colon.
"""

from __future__ import annotations

import pytest

from clausewise.legal.plan import tree_plan
from clausewise.legal.tree import ClauseNode, ClauseTree, DocumentSection

_RECORDS = (
    "The Supplier shall keep complete and accurate records of the Services, the Fees charged "
    "and the hours worked by its personnel, in accordance with generally accepted accounting "
    "principles consistently applied. "
)
_SHORT = "The Supplier shall deliver the reports as follows:"
# Longer than the stretch before the colon read first.
_LONG = (
    "The Supplier shall deliver to the Customer, within thirty days after the end of each "
    "calendar quarter and in the form the Customer reasonably requests from time to time, "
    "copies of the records kept under this clause together with a certificate signed by an "
    "officer of the Supplier confirming that the records are complete and accurate, a summary "
    "of the Fees charged in that quarter, the hours worked by each member of its personnel and "
    "any other information the Customer reasonably needs to verify the Fees, as follows:"
)


def _unit(text: str, marker: str, end: int, depth: int, parent: int | None) -> ClauseNode:
    start = text.index(marker)
    head_end = start + len(marker)
    kind = "clause" if depth == 1 else "paragraph"
    op = DocumentSection.OPERATIVE
    return ClauseNode(start, end, depth, kind, marker, marker, None, head_end, op, parent)


@pytest.mark.parametrize("lead_in", [_SHORT, _LONG])
def test_a_lead_in_after_a_long_clause_is_its_last_sentence(lead_in: str) -> None:
    # Three sentences (over 500 characters) come before the lead-in.
    t = f"7.2 Records. {_RECORDS * 3}{lead_in}\n\n(a) monthly; and\n\n(b) on request.\n"
    a, b, end = t.index("(a)"), t.index("(b)"), len(t.rstrip())
    tree = ClauseTree(
        (
            _unit(t, "7.2 Records.", end, 1, None),
            _unit(t, "(a)", t.rindex(";", 0, b) + 1 + len(" and"), 2, 0),
            _unit(t, "(b)", end, 2, 0),
        )
    )
    lead = t.index(lead_in)
    glue = tree_plan(t, tree, (), max_chars=a - lead + 40).glue
    assert (lead, a) in glue
