"""A two-page PDF extract repeats the document's title as the running header of its second
page, right above a clause: too rare to count as page furniture, it is still no heading of
that clause. A text written for the test."""

from __future__ import annotations

from clausewise import LegalChunker

_MSA = """MASTER SERVICES AGREEMENT

1. Services

The Supplier shall provide the Services described in each Statement of Work.

2. Fees

The Customer shall pay the fees set out in each Statement of Work.

Page 1 of 2

MASTER SERVICES AGREEMENT

3. Confidentiality

Each party shall keep the other party's confidential information secret.

4. Governing Law

This Agreement is governed by the laws of the State of New York.
"""


def test_the_title_repeated_as_a_header_does_not_open_the_next_clause() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(_MSA)
    got = {n.identifier: n for n in nodes}
    assert got["3"].char_start == _MSA.index("3. Confidentiality")
    assert got["3"].title == "Confidentiality"
    assert [n.identifier for n in nodes] == ["Preamble", "1", "2", "3", "4"]
