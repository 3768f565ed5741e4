"""A facility agreement on the Loan Market Association's model: "SECTION n" headings group
clauses numbered through the whole agreement ("SECTION 2 / THE FACILITY / 2. THE FACILITY" /
"3. PURPOSE"), and the execution formula reads "... at the beginning of this Agreement.".
Text written for the test in that layout."""

from __future__ import annotations

from clausewise import LegalChunker

_FACILITY = """TERM FACILITY AGREEMENT

THIS AGREEMENT is dated 14 March 2023 and is made between:

(1)   NORTHWIND HOLDINGS LIMITED, a company incorporated in England and Wales with
registered number 01234567 (the "Borrower"); and

(2)   EASTERN BANK PLC as lender (the "Lender").

IT IS AGREED as follows:

SECTION 1
INTERPRETATION

1.   DEFINITIONS AND INTERPRETATION

1.1   Definitions

In this Agreement "Business Day" means a day (other than a Saturday or Sunday) on which
banks are open for general business in London.

1.2   Construction

(a)   Section, Clause and Schedule headings are for ease of reference only.

(b)   A Default is "continuing" if it has not been remedied or waived.

SECTION 2
THE FACILITY

2.   THE FACILITY

2.1   The Facility

Subject to the terms of this Agreement, the Lender makes available to the Borrower a term
loan facility in an aggregate amount equal to the Commitment.

3.   PURPOSE

3.1   Purpose

The Borrower shall apply all amounts borrowed by it towards its general corporate purposes.

SECTION 3
REPAYMENT

4.   REPAYMENT

The Borrower shall repay the Loan in full on the Termination Date.

This Agreement has been entered into on the date stated at the beginning of this Agreement.

SCHEDULE 1
CONDITIONS PRECEDENT

1.   A copy of the constitutional documents of the Borrower.

2.   A copy of a resolution of the board of directors of the Borrower.

SIGNATURES

THE BORROWER

NORTHWIND HOLDINGS LIMITED

By: ______________________
"""


def _outline() -> list[tuple[int, str, str | None, str | None]]:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_FACILITY)
    return [(n.level, n.identifier, n.title, n.parent) for n in nodes]


def test_sections_group_the_clauses_numbered_through_the_agreement() -> None:
    # Clause "1." was not a node and clauses 3 and 4 were merged into the sub-clause before
    # them: "SECTION 1" and "1." were read as one numbering.
    assert [o for o in _outline() if o[0] <= 2] == [
        (1, "Preamble", None, None),
        (1, "Section 1", "INTERPRETATION", None),
        (2, "1", "DEFINITIONS AND INTERPRETATION", "Section 1"),
        (1, "Section 2", "THE FACILITY", None),
        (2, "2", "THE FACILITY", "Section 2"),
        (2, "3", "PURPOSE", "Section 2"),
        (1, "Section 3", "REPAYMENT", None),
        (2, "4", "REPAYMENT", "Section 3"),
        (1, "Signatures", None, None),
        (1, "Schedule 1", "CONDITIONS PRECEDENT", None),
        (2, "1", None, "Schedule 1"),
        (2, "2", None, "Schedule 1"),
        (1, "Signatures", None, None),
    ]
    subs = [(o[1], o[3]) for o in _outline() if o[0] == 3]
    assert subs == [("1.1", "1"), ("1.2", "1"), ("2.1", "2"), ("3.1", "3")]


def test_the_loan_market_execution_formula_opens_the_signatures() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_FACILITY)
    sig = next(n for n in nodes if n.identifier == "Signatures")
    assert _FACILITY[sig.char_start :].startswith("This Agreement has been entered into")
    clause4 = next(n for n in nodes if n.identifier == "4")
    assert _FACILITY[: clause4.char_end].endswith("on the Termination Date.")


def test_a_section_with_its_own_sub_sections_is_no_group() -> None:
    # "Section 1" over "1.1" is a section with sub-sections, as US agreements number them.
    text = (
        "SECTION 1\nDEFINITIONS\n\n1.1 Defined Terms. Terms have the meanings given.\n\n"
        "SECTION 2\nTHE LOANS\n\n2.1 Commitment. Each Lender agrees to make loans.\n\n"
        "2.2 Interest. Loans bear interest at the Applicable Rate.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    assert [(n.level, n.identifier, n.parent) for n in nodes] == [
        (1, "Section 1", None),
        (2, "1.1", "Section 1"),
        (1, "Section 2", None),
        (2, "2.1", "Section 2"),
        (2, "2.2", "Section 2"),
    ]
