"""Filings that set each section's title on a line of its own under its number, closed by a
full stop as a run-in title would be ("Section 2.01" / "The Loan." / the text). The title is
the section's, without the full stop; a short sentence under a number stays text. Text
written for the test."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker

LOAN = """LOAN AGREEMENT

This Loan Agreement is dated as of March 3, 2023 between Granite Peak Lending LLC (the \
"Lender") and Solace Hospitality Group, Inc. (the "Borrower").

ARTICLE I

DEFINITIONS

Section 1.01
{gap}Defined Terms.

As used herein, "Loan" means the term loan made under Section 2.01.

Section 1.02
{gap}Other Interpretive Provisions.

References to Sections are to Sections of this Agreement.

ARTICLE II

THE LOAN

Section 2.01
{gap}The Loan.

The Lender agrees to make a term loan to the Borrower in the amount of $12,000,000.

Section 2.02
{gap}Repayment.

The Borrower shall repay the Loan in full on the Maturity Date.
"""


@pytest.mark.parametrize("gap", ["", "\n"])
def test_a_title_closed_by_a_full_stop_on_the_next_line(gap: str) -> None:
    text = LOAN.replace("\\\n", "").format(gap=gap)
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    got = [(n.identifier, n.title) for n in nodes if n.identifier.startswith("Section")]
    assert got == [
        ("Section 1.01", "Defined Terms"),
        ("Section 1.02", "Other Interpretive Provisions"),
        ("Section 2.01", "The Loan"),
        ("Section 2.02", "Repayment"),
    ]
    s201 = next(n for n in nodes if n.identifier == "Section 2.01")
    assert text[s201.char_start : s201.char_end].startswith(f"Section 2.01\n{gap}The Loan.\n\n")


def test_a_short_sentence_under_a_number_is_no_title() -> None:
    text = LOAN.replace("\\\n", "").format(gap="").replace("Repayment.", "Payment Is Due.")
    text = text.replace("Defined Terms.", "The Loan Shall Be Repaid.")
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    titles = {n.identifier: n.title for n in nodes}
    assert titles["Section 1.01"] is None
    assert titles["Section 2.02"] is None
