"""Inline definitions that a hard wrap (a PDF or EDGAR extraction at 76 columns) breaks over
lines: the long lead-in of a parenthetical and the parenthetical between a term and its verb.
The same sentences on one line define the same terms; a blank line still ends a definition."""

from __future__ import annotations

import textwrap

import pytest

from clausewise import LegalChunker

SENTENCES = (
    "The Licensor grants the Licensee a licence of the software known as Qwik-Fix Pro, "
    "its documentation and the associated marks (collectively, together with all "
    'copyrights, patents and other rights therein, the "Licensed Property").',
    "Title to any Assets not sold by December 31, 2026 (as may be extended by written "
    'agreement of the Parties from time to time, the "Designation Rights Termination Date") '
    "reverts to the Merchant.",
    "Each of the Vendor's employees and subcontractors (each and any of them individually, "
    'for the purpose of this Section, a "Vendor Representative") shall comply with all laws.',
    '"Control" (including the terms "Controlling" and "Controlled by") of a Person shall '
    "mean the power to direct the management and policies of that Person.",
)
TERMS = [
    "Licensed Property",
    "Designation Rights Termination Date",
    "Vendor Representative",
    "Control",
    "Controlling",
    "Controlled by",
]


def _terms(text: str) -> set[str]:
    return set(LegalChunker(jurisdiction="us").get_defined_terms(text))


@pytest.mark.parametrize("width", [60, 70, 76])
def test_hard_wrapped_definitions_are_found(width: int) -> None:
    flat = "\n\n".join(SENTENCES)
    wrapped = "\n\n".join(
        textwrap.fill(s, width, break_long_words=False, break_on_hyphens=False) for s in SENTENCES
    )
    assert wrapped.count("\n") > flat.count("\n")
    assert _terms(flat) >= set(TERMS)
    assert _terms(wrapped) >= set(TERMS)


def test_a_blank_line_inside_the_lead_in_ends_it() -> None:
    # The parenthetical opens in one paragraph and a quotation closes in the next: no term.
    text = (
        "The Supplier shall deliver the Goods (subject to the delivery schedule agreed in\n"
        "writing between the Parties from time to time and any\n\n"
        'changes to it, the "Delivery Plan") to the Site.\n'
    )
    assert "Delivery Plan" not in _terms(text)
