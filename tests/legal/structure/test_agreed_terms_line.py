"""The line in capitals an agreement puts between its background and its clauses ("AGREED
TERMS") opens the first clause: it is neither the last words of the last recital nor that
clause's title. A text written for the test, in an Australian agreement's layout."""

from __future__ import annotations

from clausewise import LegalChunker

_AGREEMENT = """SERVICES AGREEMENT

Date: 3 March 2025

Parties

Harbourside Logistics Pty Ltd ACN 123 456 789 of 10 Wharf Street, Sydney NSW 2000 (Customer)

Coastal Freight Services Pty Ltd ACN 987 654 321 of 22 Dock Road, Brisbane QLD 4000 (Supplier)

Background

A. The Customer operates a distribution business.

B. The Supplier has agreed to provide the Services on the terms of this agreement.

AGREED TERMS

1. The Supplier must provide the Services with due care and skill.

2. Definitions

In this agreement, Services means the freight services described in Schedule 1.
"""


def test_the_agreed_terms_line_opens_the_first_clause_untitled() -> None:
    # Not the last words of the last recital, and not the title of clause 1: an operative
    # turn.
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_AGREEMENT)
    got = {n.identifier: n for n in nodes}
    marker = _AGREEMENT.index("AGREED TERMS")
    assert got["Recital B"].char_end < marker
    assert got["1"].char_start == marker and got["1"].title is None
    assert got["2"].title == "Definitions"
