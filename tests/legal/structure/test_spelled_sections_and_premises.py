"""Two shapes of US agreements: sections numbered in words, and clauses that name an address."""

from __future__ import annotations

from clausewise import LegalChunker

SPELLED = """DISTRIBUTION AGREEMENT

This Distribution Agreement is made on July 1, 2018 between Kappa Inc. ("Supplier") and
Lambda LLC ("Distributor").

SECTION ONE - APPOINTMENT

Supplier appoints Distributor as its exclusive distributor in the Territory.

SECTION TWO - ORDERS

A. Distributor shall place orders in writing.

B. Supplier shall confirm each order within five days.

SECTION THREE - PRICES

Prices are set out in Schedule A and may be changed on sixty days' notice.

IN WITNESS WHEREOF, the parties have signed this Agreement.
"""


def test_sections_numbered_in_words_are_the_outline() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(SPELLED)
    top = [(n.identifier, n.title) for n in nodes if n.level == 1]
    assert top == [
        ("Preamble", None),
        ("Section ONE", "APPOINTMENT"),
        ("Section TWO", "ORDERS"),
        ("Section THREE", "PRICES"),
        ("Signatures", None),
    ]
    assert [n.identifier for n in nodes if n.parent == "Section TWO"] == ["A.", "B."]


PREMISES = """1. LEASE

1.1 Landlord leases to Tenant the premises at 10 Main Street, Springfield, IL 62701.

1.2 Tenant accepts the premises in their present condition.

2. NOTICES

2.1 Notices to Landlord go to:

Gamma Realty LLC
10 Main Street
Springfield, IL 62701

2.2 Notices take effect on receipt.
"""


def test_a_clause_naming_an_address_is_a_clause_and_an_address_line_is_not() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(PREMISES)
    assert [n.identifier for n in nodes] == ["1", "1.1", "1.2", "2", "2.1", "2.2"]
    notice = next(n for n in nodes if n.identifier == "2.1")
    assert "Springfield, IL 62701" in PREMISES[notice.char_start : notice.char_end]
