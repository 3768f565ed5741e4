"""Clause types on genres thin in the corpus (employment, facility, lease, supply, NDA, DPA,
SaaS terms), named dates as type evidence, and fixed compounds as defined-term uses."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from typecase import chunk_with as _at
from typecase import paragraphs as _doc
from typecase import small_chunks as _chunks

from clausewise.legal.classify import KeywordClassifier
from clausewise.legal.signalset import fold
from clausewise.legal.terms import TermIndex
from clausewise.legal.tree import DocumentSection
from clausewise.legal.types import ClauseType as T
from clausewise.legal.types import DefinedTerm

OP = DocumentSection.OPERATIVE


def _heading(title: str, body: str = "", doc_type: str = "contract") -> T:
    got = KeywordClassifier().classify(title, body, doc_type=doc_type, section=OP, parent=None)
    return got.clause_type


@pytest.mark.parametrize(
    ("title", "body", "expected"),
    [
        ("Benefits", "The Executive may participate in the Company's plans.", T.PAYMENT),
        ("Vacation", "The Executive shall be entitled to four weeks of paid vacation.", T.PAYMENT),
        ("Holidays", "The Employee is entitled to 25 working days' holiday each year.", T.PAYMENT),
        ("Stock Options", "", T.PAYMENT),
        ("Clawback", "Incentive pay is subject to the Company's recoupment policy.", T.PAYMENT),
        ("Hours of Work", "The Employee's normal hours are 9.00 am to 5.30 pm.", T.SERVICES),
        ("Place of Work", "The Employee's normal place of work is Leeds.", T.SERVICES),
        ("Payment in Lieu of Notice", "", T.TERMINATION),
        ("Summary Dismissal", "", T.TERMINATION),
        ("Non-Dealing", "", T.NON_SOLICITATION),
        ("Full Time and Attention", "", T.COVENANTS),
    ],
)
def test_employment_headings(title: str, body: str, expected: T) -> None:
    assert _heading(title, body) is expected


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # Leases.
        ("Yielding Up", T.TERMINATION),
        ("Holding Over", T.TERMINATION),
        ("Security Deposit", T.PAYMENT),
        # Supply agreements.
        ("Title and Risk", T.SERVICES),
        ("Passing of Risk", T.SERVICES),
        ("Rejection", T.SERVICES),
        ("Most Favoured Customer", T.PAYMENT),
        ("Change Control", T.AMENDMENT),
        # NDAs.
        ("Compelled Disclosure", T.CONFIDENTIALITY),
        ("Obligations of Confidentiality", T.CONFIDENTIALITY),
        ("Standstill", T.COVENANTS),
        ("Non-Circumvention", T.COVENANTS),
        # Data processing agreements.
        ("Data Subject Rights", T.DATA_PROTECTION),
        ("Details of Processing", T.DATA_PROTECTION),
        # SaaS and online terms.
        ("Feedback", T.INTELLECTUAL_PROPERTY),
        ("Agreement to Arbitrate", T.DISPUTE_RESOLUTION),
        ("Waiver of Class Actions", T.DISPUTE_RESOLUTION),
        ("No Class Actions", T.DISPUTE_RESOLUTION),
        # "Benefits" of the agreement itself are who may enforce it, not remuneration.
        ("Benefits of this Agreement", T.BOILERPLATE),
        ("Third Party Benefits", T.BOILERPLATE),
    ],
)
def test_genre_headings(title: str, expected: T) -> None:
    assert _heading(title) is expected


def test_background_names_the_recitals_only_as_the_head() -> None:
    assert _heading("Background") is T.RECITALS
    assert _heading("Background Intellectual Property") is T.INTELLECTUAL_PROPERTY
    assert _heading("Background Checks") is not T.RECITALS


EMPLOYMENT = _doc(
    "EXECUTIVE EMPLOYMENT AGREEMENT",
    (
        "This Agreement is made on 1 March 2024 between Northwind Robotics, Inc. (the "
        '"Company") and Jane Alvarez (the "Executive").'
    ),
    (
        "1. Duties. The Executive shall serve as Chief Technology Officer and shall "
        "perform the duties customarily associated with that position."
    ),
    (
        "2. Base Salary. The Company shall pay the Executive a base salary at the annual "
        "rate of $325,000, payable in accordance with its payroll practices."
    ),
    (
        "3. Benefits. The Executive shall be entitled to participate in all group health,"
        " dental and retirement plans that the Company makes available to its senior "
        "executives."
    ),
    (
        "4. Vacation. The Executive shall be entitled to twenty days of paid vacation per"
        " calendar year, to be taken at times reasonably approved by the Company."
    ),
    (
        "5. Garden Leave. During any notice period the Company may require the Executive "
        "not to attend work, while continuing to receive her salary."
    ),
    ("6. Governing Law. This Agreement shall be governed by the laws of the State of California."),
)


def test_employment_agreement_end_to_end() -> None:
    chunks = _chunks(EMPLOYMENT, jurisdiction="us")
    assert _at(chunks, "3. Benefits").clause_type is T.PAYMENT
    assert _at(chunks, "4. Vacation").clause_type is T.PAYMENT
    assert _at(chunks, "5. Garden Leave").clause_type is T.TERMINATION


FACILITY = _doc(
    "FACILITY AGREEMENT",
    (
        'dated 12 June 2024 between ACME HOLDINGS LIMITED (the "Company") and BIG BANK '
        'PLC as agent (the "Agent").'
    ),
    "1. DEFINITIONS",
    (
        'In this Agreement "Termination Date" means the date falling 60 months after the '
        "date of this Agreement."
    ),
    "2. REPAYMENT",
    "The Company shall repay the Loans in full on the Termination Date.",
    "3. FEES",
    (
        "The Company shall pay to the Agent a commitment fee computed at the rate of 35 "
        "per cent. of the applicable Margin, accrued from the date of this Agreement "
        "until the Termination Date."
    ),
    "4. REPRESENTATIONS",
    (
        "Each Obligor makes the representations and warranties set out in this Clause 4 "
        "to each Finance Party on the date of this Agreement."
    ),
    "4.1 Binding obligations",
    (
        "The obligations expressed to be assumed by it in each Finance Document are "
        "legal, valid, binding and enforceable obligations."
    ),
    "4.2 No proceedings pending",
    (
        "No litigation, arbitration or administrative proceedings of or before any court "
        "have been started or threatened against it."
    ),
    "5. INFORMATION UNDERTAKINGS",
    (
        "The undertakings in this Clause 5 remain in force for so long as any amount is "
        "outstanding under the Finance Documents."
    ),
    "5.1 Financial statements",
    (
        "The Company shall supply to the Agent as soon as they are available, but in any "
        "event within 120 days after the end of each of its financial years, its audited "
        "consolidated financial statements for that financial year."
    ),
    "5.2 Information: miscellaneous",
    (
        "The Company shall supply to the Agent promptly upon becoming aware of them, the "
        "details of any litigation, arbitration or administrative proceedings which are "
        "current, threatened or pending against it."
    ),
    "6. GOVERNING LAW",
    "This Agreement is governed by English law.",
)


def test_undertakings_keep_their_headed_parents_type() -> None:
    chunks = _chunks(FACILITY, jurisdiction="uk")
    assert _at(chunks, "5.1 Financial statements").clause_type is T.COVENANTS
    assert _at(chunks, "5.2 Information: miscellaneous").clause_type is T.COVENANTS
    assert _at(chunks, "4.1 Binding obligations").clause_type is T.REPRESENTATIONS


def test_named_dates_are_no_evidence_of_their_event() -> None:
    chunks = _chunks(FACILITY, jurisdiction="uk")
    repay = _at(chunks, "2. REPAYMENT")
    fees = _at(chunks, "3. FEES")
    assert repay.clause_type is T.PAYMENT and fees.clause_type is T.PAYMENT
    assert repay.secondary_clause_type is not T.TERMINATION
    assert fees.secondary_clause_type is not T.TERMINATION


def test_fold_blanks_named_dates_only() -> None:
    text = "repay on the Termination Date, the Expiry Dates or the termination date"
    low = fold(text)
    assert len(low) == len(text)
    assert "termination date," not in low and "expiry dates" not in low
    assert low.endswith("the termination date")  # lower case: plain words, still evidence
    # Payments fall due on a payment date: the clauses naming it are about payment.
    assert fold("On each Interest Payment Date") == "on each interest payment date"


def test_a_topic_heading_still_yields_to_a_change_of_subject() -> None:
    text = _doc(
        "SERVICES AGREEMENT",
        (
            'This Agreement is made between Alpha Ltd (the "Supplier") and Beta Ltd (the '
            '"Customer").'
        ),
        "1. SERVICES",
        (
            "The Supplier shall provide the services described in the Statement of Work with "
            "reasonable skill and care."
        ),
        "1.1 Invoicing",
        (
            "The Customer shall pay the fees within thirty days of the date of invoice. Late "
            "payments shall bear interest at 4% per annum above the base rate."
        ),
    )
    chunks = _chunks(text, jurisdiction="uk")
    assert _at(chunks, "1.1 Invoicing").clause_type is T.PAYMENT


def test_restrictive_covenant_kinds_keep_their_type() -> None:
    text = _doc(
        "EMPLOYMENT AGREEMENT",
        (
            'This Agreement is made between Acme Ltd (the "Company") and John Smith (the '
            '"Employee").'
        ),
        "1. DUTIES",
        (
            "The Employee shall serve as Sales Director and shall perform the duties assigned"
            " by the Board."
        ),
        "2. RESTRICTIVE COVENANTS",
        "The Employee agrees to the restrictions in this clause 2, which are reasonable.",
        "2.1 Employees",
        (
            "For twelve months after the Termination Date the Employee shall not employ or "
            "seek to employ any person who is then employed by the Company."
        ),
        "3. GOVERNING LAW",
        "This Agreement is governed by English law.",
    )
    chunks = _chunks(text, jurisdiction="uk")
    assert _at(chunks, "2.1 Employees").clause_type is T.NON_SOLICITATION


def _index() -> TermIndex:
    return TermIndex(
        [
            DefinedTerm("Customer", "the entity that accepts these Terms", "Definitions"),
            DefinedTerm("Bank", "Big Bank plc", "Definitions"),
            DefinedTerm("Product", "the software described in Schedule 1", "Definitions"),
        ]
    )


def test_a_fixed_compound_is_no_use_of_its_first_word() -> None:
    index = _index()
    assert index.used_in("Please contact Customer Service by email.") == []
    assert index.used_in("Our Customer Support team answers within a day.") == []
    assert index.used_in("No payment is due on a Bank Holiday.") == []


def test_the_term_before_another_noun_is_still_used() -> None:
    index = _index()
    assert index.used_in("Provider will process Customer Data as instructed.") == ["Customer"]
    assert index.used_in("on Customer's documented instructions") == ["Customer"]
    assert index.used_in("Product Support is available on business days.") == ["Product"]
    assert index.used_in("The Customer may contact Customer Service.") == ["Customer"]
    assert index.used_in("The Bank shall notify the Agent.") == ["Bank"]


def test_confidentiality_exclusions_without_the_defined_term() -> None:
    body = (
        "The obligations in clause 2 do not apply to information which is or becomes generally "
        "available to the public other than through a breach of this Agreement, or which was "
        "lawfully in the possession of the Recipient before it was disclosed."
    )
    assert _heading("Exclusions", body) is T.CONFIDENTIALITY
