"""Clause typing of general clauses in their many wordings (no waiver, order of precedence),
of recitals without WHEREAS, of British spellings, and of plain-English, employment, consumer
and data-processing headings and phrases the keyword lists once missed."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker
from clausewise.legal.classify import KeywordClassifier
from clausewise.legal.tree import DocumentSection
from clausewise.legal.types import ClauseType as T

OP = DocumentSection.OPERATIVE


def _typed(body: str, title: str | None = None, doc_type: str = "contract") -> T:
    got = KeywordClassifier().classify(title, body, doc_type=doc_type, section=OP, parent=None)
    return got.clause_type


@pytest.mark.parametrize(
    "body",
    [
        "If we don't insist that you do something you are required to do under these Terms, "
        "we can still insist that you do it later.",
        "A delay in enforcing a right under this Agreement is not a waiver of that right.",
        "Even if we delay in enforcing this contract, we can still enforce it later.",
        "The failure of either party to require performance of any provision shall not affect "
        "its right to require performance at any time thereafter.",
        "No single or partial exercise of any right or remedy shall prevent any further "
        "exercise of that or any other right or remedy.",
        "If you break these terms and we do not take action immediately, this does not mean "
        "that we are giving up any rights that we may have.",
    ],
)
def test_no_waiver_in_other_words_is_boilerplate(body: str) -> None:
    assert _typed(body) is T.BOILERPLATE


@pytest.mark.parametrize(
    "body",
    [
        "If there is a conflict between these Terms and an Order, the Order wins.",
        "In the event of any inconsistency between the provisions of the Schedules and the "
        "clauses of this Agreement, the clauses shall prevail.",
        "In case of conflict between this Data Processing Addendum and the Agreement, this "
        "Addendum shall take precedence.",
    ],
)
def test_order_of_precedence_is_boilerplate(body: str) -> None:
    got = KeywordClassifier().classify(None, body, doc_type="contract", section=OP, parent=None)
    # How the documents are read together is also a rule of interpretation: second.
    assert (got.clause_type, got.secondary) == (T.BOILERPLATE, T.DEFINITIONS)


def test_order_of_precedence_heading_and_conflict_of_laws() -> None:
    assert _typed("The Order Form applies first, then these Terms.", "Order of Precedence") is (
        T.BOILERPLATE
    )
    # "In the event of any conflict of laws, Texas law will prevail" chooses a law.
    assert (
        _typed("In the event of any conflict of laws, the law of the State of Texas will prevail.")
        is T.GOVERNING_LAW
    )


# A UK supply agreement: parties, recitals (filled in per test), an interpretation clause with
# an order of precedence, and general clauses in plain English.
_PARTY = (
    "({n}) {name} Limited, a company incorporated in England and Wales with company number "
    '{number} whose registered office is at {address} (the "{role}"){end}'
)
_UK_SUPPLY = "\n\n".join(
    [
        "THIS AGREEMENT is dated 4 March 2025",
        "PARTIES",
        _PARTY.format(
            n=1,
            name="Northfield Components",
            number="04567123",
            address="12 Mill Lane, Leeds LS1 4AB",
            role="Supplier",
            end="; and",
        ),
        _PARTY.format(
            n=2,
            name="Ardent Machines",
            number="09876543",
            address="3 Dock Road, Hull HU1 2AA",
            role="Customer",
            end=".",
        ),
        "{recitals}",
        "AGREED TERMS",
        "1. Interpretation",
        '1.1 In this agreement "Products" means the bearings listed in Schedule 1.',
        "1.2 If there is an inconsistency between any of the provisions in the main body of "
        "this agreement and the Schedules, the provisions in the main body of this agreement "
        "shall prevail.",
        "2. Supply",
        "2.1 The Supplier shall supply the Products to the Customer in accordance with each Order.",
        "3. Price and payment",
        "3.1 The Customer shall pay each invoice within 30 days of receipt.",
        "4. General",
        "4.1 If a court finds part of this agreement illegal, the rest will continue in force.",
        "4.2 Any change to this agreement must be agreed in writing by both parties.",
    ]
)


def _chunks(recitals: str) -> list[tuple[str, str, str]]:
    text = _UK_SUPPLY.format(recitals=recitals)
    chunker = LegalChunker(jurisdiction="uk", min_chunk_size=0)
    return [
        (c.hierarchy_path, c.document_section.value, c.clause_type.value)
        for c in chunker.chunk(text)
    ]


@pytest.mark.parametrize(
    "recitals",
    [
        # A heading run into its first recital, opening its line.
        "Recitals: (A) The Supplier manufactures precision bearings. (B) The Customer wishes "
        "to buy bearings from the Supplier for its machines.",
        "BACKGROUND (A) The Supplier manufactures precision bearings. (B) The Customer wishes "
        "to buy bearings from the Supplier for its machines.",
        "Background: the Supplier manufactures precision bearings and the Customer wishes to "
        "buy bearings from the Supplier for its machines.",
    ],
)
def test_recitals_without_whereas_are_recitals(recitals: str) -> None:
    found = _chunks(recitals)
    assert found[1] == ("Recitals", "recitals", "recitals")
    assert found[0][2] == "preamble"


def test_uk_interpretation_keeps_its_order_of_precedence_and_general_clauses_typed() -> None:
    found = dict(
        (path, ctype)
        for path, _, ctype in _chunks("Background: the Supplier makes bearings.")
        if path.startswith(("1", "4"))
    )
    # The precedence sub-clause stays in the interpretation clause (its chunk is not split off).
    assert found["1"] == "definitions" and "1 > 1.2" not in found
    assert found["4"] == "severability"  # "4. General" with its first sub-clause
    assert found["4 > 4.2"] == "amendment"


def test_british_spellings_count_as_the_american_ones() -> None:
    keyword = KeywordClassifier()
    us = keyword.evidence(
        None, "Tell us at once of any unauthorized access to your account.", doc_type="contract"
    )
    uk = keyword.evidence(
        None, "Tell us at once of any unauthorised access to your account.", doc_type="contract"
    )
    assert uk == us and uk[T.ACCOUNT_SECURITY] > 2
    assert (
        _typed(
            "The Processor shall implement the technical and organisational measures set out in "
            "Annex 2 to ensure a level of security appropriate to the risk."
        )
        is T.DATA_PROTECTION
    )


def test_a_recital_stays_a_recital_whatever_it_is_about() -> None:
    recital = (
        "(71) The controller should use appropriate technical and organisational measures, "
        "secure personal data against a personal data breach and inform the data subject "
        "under the General Data Protection Regulation."
    )
    got = KeywordClassifier().classify(
        None, recital, doc_type="contract", section=DocumentSection.RECITALS, parent=None
    )
    assert (got.clause_type, got.secondary) == (T.RECITALS, T.DATA_PROTECTION)


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        # Plain-English and consumer headings.
        ("Events outside our control", "We will tell you as soon as possible.", T.FORCE_MAJEURE),
        ("Your rights to end the contract", "Call us or email us.", T.TERMINATION),
        (
            "Our responsibility for loss or damage suffered by you",
            "We are responsible for foreseeable loss.",
            T.LIMITATION_OF_LIABILITY,
        ),
        ("Customer Data", "You own all Customer Data.", T.DATA_PROTECTION),
        ("Restrictions after employment", "For six months the Employee shall not.", T.COVENANTS),
        ("Job title and duties", "The Employee is employed as Senior Engineer.", T.SERVICES),
        ("Pension", "The Company will enrol the Employee in its scheme.", T.PAYMENT),
        # A data processing agreement's headings.
        ("Sub-processors", "The Processor shall inform the Controller.", T.DATA_PROTECTION),
        ("International transfers", "Transfers comply with Chapter V.", T.DATA_PROTECTION),
        ("Recalls", "Supplier shall reimburse Buyer's reasonable costs.", T.SERVICES),
    ],
)
def test_headings(title: str, body: str, expected: T) -> None:
    assert _typed(body, title) is expected


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            "During the probationary period either party may end the employment by giving one "
            "week's notice.",
            T.TERMINATION,
        ),
        (
            "Each Authorised User must keep their login details secret and tell us at once if "
            "they suspect that anyone else knows them.",
            T.ACCOUNT_SECURITY,
        ),
        (
            "We will use reasonable endeavours to make the Platform available 99.5% of the "
            "time in each month, excluding planned maintenance.",
            T.SERVICES,
        ),
        (
            "We may suspend access to the Platform if we reasonably believe that you have "
            "breached clause 3.1.",
            T.TERMINATION,
        ),
        (
            "If there is a problem with the goods, please contact our customer service team "
            "within 30 days of delivery.",
            T.WARRANTIES,
        ),
        (
            "The Processor shall not engage another processor without the prior written "
            "authorisation of the Controller.",
            T.DATA_PROTECTION,
        ),
        (
            "Buyer's remedies for breach of the warranty in Section 5.1 are, at Supplier's "
            "option, replacement of the nonconforming Products or a credit of the price paid.",
            T.WARRANTIES,
        ),
    ],
)
def test_plain_phrases(body: str, expected: T) -> None:
    assert _typed(body) is expected
