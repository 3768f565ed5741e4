"""Clause types, second round: assignments of intellectual property, a DPA's description of
the processing, a facility agreement's grant and drawing of the loan, liability exclusions
inside a representations clause, and marketplace and subscription terms of service."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from typecase import chunk_with as _at
from typecase import paragraphs as _doc
from typecase import small_chunks as _chunks

from clausewise import LegalChunker
from clausewise.legal.pipeline import run
from clausewise.legal.types import ClauseType as T


def _span_type(text: str, needle: str) -> T:
    """The type of the paragraph starting with ``needle`` (a sub-clause of a larger clause)."""
    result = run(text, LegalChunker(doc_type="contract").options)
    typer = result.enrichment.typer
    assert typer is not None
    start = text.index(needle)
    return typer(start, text.index("\n", start)).clause_type


IP_ASSIGNMENTS = _doc(
    "CONSULTING AGREEMENT",
    "7. Assignment of Intellectual Property Rights",
    "The Seller shall assign to the Buyer all its rights in the Transferred IP on Completion.",
    "8. Invention Assignment",
    "Employee hereby assigns to the Company all right, title and interest in any Inventions.",
    "9. Assignment of Patents",
    "Assignor hereby sells, assigns and transfers to Assignee the entire right, title and "
    "interest in the Patents.",
    "10. Assignment and Delegation",
    "Neither party may assign this Agreement or delegate its duties without the other party's "
    "consent.",
    "11. Assignment of Rights",
    "The Company may assign its rights under this Agreement to any Affiliate.",
)


@pytest.mark.parametrize(
    ("needle", "expected"),
    [
        ("Assignment of Intellectual Property Rights", T.INTELLECTUAL_PROPERTY),
        ("Invention Assignment", T.INTELLECTUAL_PROPERTY),
        ("Assignment of Patents", T.INTELLECTUAL_PROPERTY),
        # Assigning the contract, or rights under it, stays the assignment clause.
        ("Assignment and Delegation", T.ASSIGNMENT),
        ("Assignment of Rights", T.ASSIGNMENT),
    ],
)
def test_assignment_of_ip_is_intellectual_property(needle: str, expected: T) -> None:
    assert _at(_chunks(IP_ASSIGNMENTS), needle).clause_type is expected


DPA = _doc(
    "DATA PROCESSING AGREEMENT",
    "1. Subject Matter and Duration of the Processing",
    "The Processor shall process Personal Data for the duration of the Principal Agreement "
    "and until deletion of all Personal Data in accordance with this DPA.",
    "2. Subject Matter and Duration",
    "The Processor processes Personal Data on behalf of the Controller for the term of the "
    "Agreement.",
    "3. Nature and Purpose of the Processing",
    "The Processor will process Personal Data only as necessary to perform the Services.",
)

SERVICES_DEAL = _doc(
    "SERVICES AGREEMENT",
    "1. Subject Matter and Duration",
    "1.1 The Contractor shall provide the consulting services described in Annex 1. This "
    "Agreement is concluded for an indefinite term; either party may terminate it on three "
    "months' notice to the end of a calendar quarter.",
)


@pytest.mark.parametrize(
    "needle",
    [
        "Subject Matter and Duration of the Processing",
        "2. Subject Matter and Duration",
        "Nature and Purpose of the Processing",
    ],
)
def test_dpa_description_of_processing(needle: str) -> None:
    assert _at(_chunks(DPA), needle).clause_type is T.DATA_PROTECTION


def test_subject_matter_and_duration_of_a_contract_follows_its_body() -> None:
    got = _at(_chunks(SERVICES_DEAL), "Subject Matter").clause_type
    assert got is not T.DATA_PROTECTION


FACILITY = _doc(
    "FACILITY AGREEMENT",
    "1. The Facility",
    "Subject to the terms of this Agreement, the Lenders make available to the Borrower a term "
    "loan facility in an aggregate amount equal to the Total Commitments.",
    "2. Utilisation",
    "The Borrower may utilise the Facility by delivery to the Agent of a duly completed "
    "Utilisation Request not later than 11.00 a.m. three Business Days before the proposed "
    "Utilisation Date.",
    "3. Term Loans",
    "Each Lender severally agrees to make a term loan to the Borrower on the Closing Date in an "
    "amount not to exceed its Term Loan Commitment.",
    "4. Repayment",
    "The Borrower shall repay the Loans in full on the Termination Date.",
    "5. Interest",
    "The Borrower shall pay accrued interest on each Loan on the last day of each Interest Period.",
)


@pytest.mark.parametrize(
    ("needle", "expected"),
    [
        ("The Facility", T.SERVICES),
        ("Utilisation", T.SERVICES),
        ("Term Loans", T.SERVICES),
        ("Repayment", T.PAYMENT),
        ("Interest", T.PAYMENT),
    ],
)
def test_facility_agreement_headings(needle: str, expected: T) -> None:
    assert _at(_chunks(FACILITY), needle).clause_type is expected


REPS = _doc(
    "SHARE PURCHASE AGREEMENT",
    "6. Representations and Warranties",
    "6.1 The Seller represents and warrants to the Buyer that each of the Warranties is true "
    "and accurate on the date of this Agreement.",
    "6.2 The Seller shall not be liable for a claim for breach of the representations and "
    "warranties to the extent that the facts giving rise to the claim are fairly disclosed in "
    "the Disclosure Letter.",
    "6.3 The Seller represents that it has full power and authority to enter into this Agreement.",
)


def test_liability_exclusion_for_breach_of_representations() -> None:
    assert _span_type(REPS, "6.2 ") is T.LIMITATION_OF_LIABILITY
    # The representations around it stay representations.
    assert _span_type(REPS, "6.1 ") in {T.REPRESENTATIONS, T.WARRANTIES}
    assert _span_type(REPS, "6.3 ") is T.REPRESENTATIONS


MARKETPLACE = _doc(
    "MARKETPLACE TERMS OF USE",
    "1. Our Role as a Marketplace",
    "We provide a platform that allows Sellers to list items and Buyers to purchase them. We "
    "are not a party to any transaction between Buyers and Sellers, and we do not guarantee "
    "the quality, safety or legality of items listed.",
    "2. Free Trials",
    "Your free trial will convert to a paid subscription at the end of the trial period unless "
    "you cancel at least 24 hours before it ends.",
    "3. Acceptable Use",
    "You agree not to use the Service to upload any content that is unlawful, harassing or "
    "infringing, or to use bots, cheats or automated means to access the Service.",
)


@pytest.mark.parametrize(
    ("needle", "expected"),
    [
        ("Our Role as a Marketplace", T.LIMITATION_OF_LIABILITY),
        ("Free Trials", T.PAYMENT),
        ("Acceptable Use", T.ACCEPTABLE_USE),
    ],
)
def test_marketplace_and_subscription_terms(needle: str, expected: T) -> None:
    assert _at(_chunks(MARKETPLACE, "terms_conditions"), needle).clause_type is expected


def test_utilization_of_something_else_is_no_drawdown() -> None:
    text = _doc(
        "MAINTENANCE AGREEMENT",
        "6. Utilization of Minority and Women Owned Business Enterprises",
        "6.1 Vendor shall submit annual participation plans setting out its use of minority "
        "and women owned business enterprises.",
    )
    assert _at(_chunks(text), "Utilization of Minority").clause_type is not T.SERVICES


def test_service_description_naming_paid_plans_is_no_payment_clause() -> None:
    text = _doc(
        "TERMS OF SERVICE",
        "Our Service",
        "The Service allows you to discover, watch and share videos. You can read about our "
        "Kids app, our Partner Program and our paid subscriptions in our Help Center.",
    )
    assert _at(_chunks(text, "terms_conditions"), "Our Service").clause_type is not T.PAYMENT


def test_duration_sub_clause_of_a_dpa_stays_its_term() -> None:
    text = _doc(
        "DATA PROCESSING AGREEMENT",
        "Article 2 - Subject matter and duration",
        "2.1 The Processor processes personal data of the Controller's customers for the "
        "purpose of providing the hosting services described in Annex 1.",
        "2.2 This Agreement applies for as long as the Processor processes personal data on "
        "behalf of the Controller and ends automatically when the Main Agreement ends.",
    )
    assert _span_type(text, "2.1 ") is T.DATA_PROTECTION
    # The term of the DPA itself: "ends automatically" keeps termination among its two types
    # (its personal data, under a data protection heading, may still come first).
    result = run(text, LegalChunker(doc_type="contract").options)
    typer = result.enrichment.typer
    assert typer is not None
    start = text.index("2.2 ")
    got = typer(start, text.index("\n", start))
    assert T.TERMINATION in {got.clause_type, got.secondary}
