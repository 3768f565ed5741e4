"""Clause types from headings that list two types ("Governing Law and Jurisdiction"), from
"Notice of ..." headings, from service-change headings of terms of service, and from a
marketing opt-out, which is no arbitration opt-out."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker
from clausewise.legal.classify import KeywordClassifier
from clausewise.legal.tree import DocumentSection
from clausewise.legal.types import ClauseType as T

OP = DocumentSection.OPERATIVE


def _typed(body: str, title: str | None = None, doc_type: str = "contract") -> tuple[T, T | None]:
    got = KeywordClassifier().classify(title, body, doc_type=doc_type, section=OP, parent=None)
    return got.clause_type, got.secondary


LAW_AND_COURTS = (
    "This Agreement and any dispute or claim arising out of or in connection with it shall be "
    "governed by the law of England and Wales, and the courts of England shall have exclusive "
    "jurisdiction to settle any dispute arising out of or in connection with it."
)


@pytest.mark.parametrize(
    "title",
    ["Governing law and jurisdiction", "GOVERNING LAW; JURISDICTION", "Governing Law & Courts"],
)
def test_a_heading_listing_two_types_is_named_by_the_first(title: str) -> None:
    # The jurisdiction sentence has more dispute words than the one "governed by": the heading
    # still names the clause, the body only the runner-up.
    assert _typed(LAW_AND_COURTS, title) == (T.GOVERNING_LAW, T.DISPUTE_RESOLUTION)


def test_the_uk_law_clause_in_a_contract() -> None:
    text = (
        "SERVICES AGREEMENT\n\n1. SERVICES\n\nThe Supplier shall provide the Services to the "
        "Customer in accordance with this Agreement.\n\n2. GOVERNING LAW AND JURISDICTION\n\n"
        + LAW_AND_COURTS
        + "\n"
    )
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=128).chunk(text)
    law = next(c for c in chunks if c.hierarchy_path == "2")
    assert (law.clause_type, law.secondary_clause_type) == (
        T.GOVERNING_LAW,
        T.DISPUTE_RESOLUTION,
    )


def test_a_later_type_still_wins_when_the_body_has_nothing_of_the_first() -> None:
    body = "The courts of England shall have exclusive jurisdiction to settle any dispute."
    assert _typed(body, "Governing Law and Jurisdiction")[0] is T.DISPUTE_RESOLUTION


def test_words_of_one_noun_phrase_are_no_list() -> None:
    # "Sponsorship, Advertising and Exclusivity Fees" are all fees: the body decides.
    body = (
        "The Client shall pay sponsorship and advertising fees of $250,000 and an exclusivity "
        "fee of $50,000. Such fees shall be paid in twelve equal monthly instalments, each due "
        "and payable in advance on the fifth day of the month."
    )
    assert _typed(body, "Sponsorship, Advertising and Exclusivity Fees")[0] is T.PAYMENT


@pytest.mark.parametrize(
    ("title", "want"),
    [
        ("Notice of Termination", T.TERMINATION),
        ("Notice of Assignment", T.ASSIGNMENT),
        ("Notification of Inquiries and Inspections", T.AUDIT),
        ("Notices", T.NOTICES),
        ("Manner of Giving Notice", T.NOTICES),
    ],
)
def test_a_notice_of_something_is_that_thing(title: str, want: T) -> None:
    assert KeywordClassifier().named(title, doc_type="contract") is want


@pytest.mark.parametrize(
    "title",
    [
        "Modifying the Service and Termination",
        "Modification of the Services",
        "Changing our Services",
    ],
)
def test_a_service_change_heading_is_a_unilateral_change(title: str) -> None:
    body = (
        "We may add new features or remove some features from time to time, and we may even "
        "suspend the Service entirely, in which case we will tell you in advance."
    )
    assert _typed(body, title, "terms_conditions")[0] is T.AMENDMENT


@pytest.mark.parametrize(
    "body",
    [
        "You may opt out of receiving promotional communications from us at any time by "
        "following the unsubscribe link in any marketing email we send you.",
        "You can opt-out of our promotional e-mails at any time in your account settings.",
    ],
)
def test_a_marketing_opt_out_is_no_arbitration(body: str) -> None:
    got = _typed(body, doc_type="terms_conditions")
    assert T.DISPUTE_RESOLUTION not in got
    assert got[0] in (T.DATA_PROTECTION, T.UNKNOWN)


def test_an_arbitration_opt_out_still_is() -> None:
    body = (
        "You may opt out of this arbitration provision by sending written notice to us within "
        "30 days of first accepting these Terms."
    )
    assert _typed(body, doc_type="terms_conditions")[0] is T.DISPUTE_RESOLUTION
