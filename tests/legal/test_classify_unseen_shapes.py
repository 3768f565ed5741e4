"""Clause types in document shapes the corpus lacks: a UK share purchase, a facility
agreement's events of default and conditions of utilisation, an employment agreement's
resignation clause, and the availability section of consumer terms of service."""

from __future__ import annotations

from clausewise.legal.classify import KeywordClassifier
from clausewise.legal.clause_typing import type_tree
from clausewise.legal.jurisdiction import UK
from clausewise.legal.structure import parse
from clausewise.legal.tree import DocumentSection
from clausewise.legal.types import ClauseType as T
from clausewise.normalize import normalize

OP = DocumentSection.OPERATIVE


def _typed(body: str, title: str | None = None, doc_type: str = "contract") -> tuple[T, T | None]:
    got = KeywordClassifier().classify(title, body, doc_type=doc_type, section=OP, parent=None)
    return got.clause_type, got.secondary


def _types(text: str) -> dict[str, tuple[T, T | None]]:
    """Each clause's type and runner-up, by its number."""
    text = normalize(text).text
    tree = parse(text, UK)
    typed = type_tree(text, tree, KeywordClassifier(), paragraphs=False).classes
    return {
        n.identifier: (c.clause_type, c.secondary) for n, c in zip(tree.nodes, typed, strict=True)
    }


def test_a_solicitor_is_no_solicitation() -> None:
    body = (
        "Completion shall take place at the offices of the Buyer's Solicitors immediately "
        "after the signing of this agreement, when the Seller's solicitors shall deliver the "
        "documents listed in Schedule 1."
    )
    assert T.NON_SOLICITATION not in _typed(body, "Completion")
    # The verb still is: "solicit or entice away" an employee.
    covenant = (
        "The Seller shall not, for 24 months after Completion, solicit or entice away from "
        "the Company any person who is an employee of the Company."
    )
    assert _typed(covenant)[0] is T.NON_SOLICITATION


FACILITY = """FACILITY AGREEMENT

THIS AGREEMENT is dated 2 May 2024 and made between BRENTFORD LOGISTICS LIMITED (the \
"Borrower") and NORTHERN MERCANTILE BANK PLC (the "Lender").

1. Conditions of Utilisation

1.1 The Borrower may not deliver a Utilisation Request unless the Lender has received all \
of the documents and other evidence listed in Schedule 1 in form and substance satisfactory \
to the Lender.

2. Events of Default

2.1 Non-payment. The Borrower does not pay on the due date any amount payable pursuant to a \
Finance Document unless its failure to pay is caused by administrative or technical error \
and payment is made within three Business Days of its due date.

2.2 Misrepresentation. Any representation or statement made or deemed to be made by the \
Borrower in the Finance Documents is or proves to have been incorrect or misleading in any \
material respect when made or deemed to be made.

2.3 Audit qualification. The Auditors qualify the audited annual financial statements of \
the Borrower.

2.4 Acceleration. On and at any time after the occurrence of an Event of Default which is \
continuing the Lender may by notice to the Borrower declare that all or part of the Loan, \
together with accrued interest, be immediately due and payable.

3. Termination

3.1 Either party may terminate this agreement by notice if the other commits a material \
breach of it.

3.2 Return of information. On termination each party shall return all Confidential \
Information of the other party and keep it confidential.
"""


def test_each_event_of_default_is_termination() -> None:
    types = _types(FACILITY)
    for path in ("2.1", "2.2", "2.3", "2.4"):
        assert types[path][0] is T.TERMINATION, path
    # The item keeps its own topic as the runner-up.
    assert types["2.1"][1] is T.PAYMENT


def test_a_termination_clause_is_no_list() -> None:
    # Only a heading that names a list of events makes every item termination.
    assert _types(FACILITY)["3.2"][0] is T.CONFIDENTIALITY


def test_conditions_of_utilisation_are_conditions() -> None:
    assert _typed("The Lender has received the documents.", "Conditions of Utilisation")[0] is (
        T.CONDITIONS
    )
    assert _types(FACILITY)["1"][0] is T.CONDITIONS


def test_a_resignation_clause_is_termination() -> None:
    body = (
        'The Executive may resign for Good Reason within ninety days. "Good Reason" means a '
        "material reduction in Base Salary or a material diminution in the Executive's duties."
    )
    assert _typed(body, "Resignation for Good Reason")[0] is T.TERMINATION


def test_availability_in_terms_of_service_is_decided_by_its_body() -> None:
    change = (
        "The Site may be modified, updated, interrupted, suspended or discontinued at any time "
        "without notice or liability."
    )
    got = _typed(change, "Site Availability", "terms_conditions")
    assert T.SERVICES not in got and T.AMENDMENT in got
    stop = (
        "We may limit, suspend or terminate the Services, or stop offering the Services, at "
        "any time, and your licence to use them will then end."
    )
    assert _typed(stop, "Availability of the Services", "terms_conditions")[0] is T.TERMINATION
    # Maintenance windows are still about the service; in a contract the heading is an SLA.
    upkeep = "The Service may be unavailable during scheduled maintenance, announced in advance."
    assert _typed(upkeep, "Service Availability", "terms_conditions")[0] is T.SERVICES
    sla = "The Supplier shall make the Service available 99.9% of the time in each month."
    assert _typed(sla, "Service Availability")[0] is T.SERVICES


LAW_AND_COURTS = (
    "This Agreement is governed by the law of Scotland and the parties submit to the "
    "exclusive jurisdiction of the Scottish courts."
)


def test_a_law_heading_is_the_choice_of_law() -> None:
    for title in ("Law", "Law.", "Law and Courts", "LAW AND JURISDICTION"):
        assert _typed(LAW_AND_COURTS, title) == (T.GOVERNING_LAW, T.DISPUTE_RESOLUTION), title


def test_law_later_in_a_heading_names_no_choice_of_law() -> None:
    body = "If a Change in Law increases the Supplier's costs, the Charges shall be adjusted."
    assert T.GOVERNING_LAW not in _typed(body, "Change in Law")
    assert _typed("Each party shall comply with the Bribery Act 2010.", "Compliance with Law")[
        0
    ] is (T.COVENANTS)


def test_a_data_location_clause_is_data_protection() -> None:
    body = (
        "All Customer Data will be hosted in data centres located in the United States. The "
        "Supplier will not move Customer Data elsewhere without the Customer's written consent."
    )
    for title in ("Data Location", "Data Residency", "Location of Customer Data"):
        assert _typed(body, title)[0] is T.DATA_PROTECTION, title


def test_an_account_heading_word_before_another_noun_is_its_modifier() -> None:
    body = "We may deactivate your account if it has not been used for 24 months."
    for title in ("Account Deactivation", "Account Suspension and Termination"):
        assert _typed(body, title, "terms_conditions")[0] is T.TERMINATION, title
    # As the head of the heading it is still the account clause.
    keep = "Keep your password secret. You are responsible for all activity on your account."
    for title in ("Account", "Your Account", "Account and Password"):
        assert _typed(keep, title, "terms_conditions")[0] is T.ACCOUNT_SECURITY, title


def test_a_heading_ending_the_users_subscription_is_termination() -> None:
    body = (
        "You can cancel your subscription at any time in your account settings. We will "
        "charge the monthly fee until the end of the billing period."
    )
    for title in ("Ending Your Subscription", "Cancelling your membership", "How to cancel"):
        assert _typed(body, title, "terms_conditions") == (T.TERMINATION, T.PAYMENT), title
    # Cancelling a payment is about the payment.
    got = _typed(body, "Cancelling your payment instruction", "terms_conditions")
    assert got[0] is T.PAYMENT


def test_personal_non_commercial_use_is_no_personal_data() -> None:
    body = (
        "Any purchase of a Voucher is for your non-commercial, personal use only. You may use "
        "the App for your personal, non-commercial purposes."
    )
    got = _typed(body, None, "terms_conditions")
    assert T.DATA_PROTECTION not in got and T.USER_RESTRICTIONS in got
