"""Clause types, and defined-term uses, in genres written for this hunt: English employment
contracts, leases, facility agreements, share purchases and subscription agreements."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.classify import Classification, KeywordClassifier
from clausewise.legal.terms import TermIndex
from clausewise.legal.tree import DocumentSection
from clausewise.legal.types import ClauseType as T
from clausewise.legal.types import DefinedTerm

OP = DocumentSection.OPERATIVE


def _keyword(title: str | None, body: str, parent: Classification | None = None) -> Classification:
    return KeywordClassifier().classify(title, body, doc_type="contract", section=OP, parent=parent)


def test_a_third_party_is_no_use_of_party() -> None:
    index = TermIndex(
        [
            DefinedTerm("Party", "each of the Supplier and the Customer", "Preamble"),
            DefinedTerm("Supplier", "Tern Data Limited", "Preamble"),
        ]
    )
    text = "The Supplier shall not disclose the Customer Data to any Third Party or THIRD PARTY."
    assert index.used_in(text) == ["Supplier"]
    # A party named by its role is one of the parties.
    text = "The Indemnified Party shall notify the other Party of any Third Parties' claim."
    assert index.used_in(text) == ["Party"]
    assert index.used_in("Each Party", 0) == ["Party"]


def test_a_catch_all_sub_heading_under_a_topic_yields_to_it() -> None:
    reps = Classification(T.REPRESENTATIONS, 1.0)
    body = (
        "The obligations expressed to be assumed by it in each Finance Document are legal, "
        "valid, binding and enforceable obligations."
    )
    got = _keyword("Binding obligations", body, reps)
    assert got.clause_type is T.REPRESENTATIONS
    # A body bearing the heading out keeps it: "Obligations" over the services themselves.
    body = "The Supplier shall provide the Services in accordance with the Specification."
    assert _keyword("Obligations", body, reps).clause_type is T.SERVICES
    # "Term" names a topic of its own: how long the obligations last.
    conf = Classification(T.CONFIDENTIALITY, 1.0)
    body = "The obligations in this clause continue for five years."
    assert _keyword("Term", body, conf).clause_type is T.TERMINATION


def test_english_drafting_of_general_clauses() -> None:
    notice = (
        "A notice given to a party under this agreement shall be in writing in the English "
        "language and signed by or on behalf of the party giving it. It shall be delivered by "
        "hand or sent by pre-paid first-class post or recorded delivery to the party at its "
        "registered office."
    )
    got = _keyword(None, notice)
    assert (got.clause_type, got.confidence > 0.6) == (T.NOTICES, True)
    third = (
        "This agreement does not confer any rights on any person (other than the parties and "
        "their permitted assigns) under the Contracts (Rights of Third Parties) Act 1999."
    )
    assert _keyword("Third Party Rights", third).clause_type is T.BOILERPLATE
    infringing = "If the Software infringes any third party rights, the Supplier shall modify it."
    assert _keyword("Infringement of Third Party Rights", infringing).clause_type is not (
        T.BOILERPLATE
    )
    withholding = (
        "The Company may withhold from any amounts payable under this Agreement all federal, "
        "state and local taxes required to be withheld under applicable law."
    )
    assert _keyword("Withholding", withholding).clause_type is T.PAYMENT


def test_lease_loan_and_share_purchase_clauses() -> None:
    quiet = (
        "The Landlord covenants with the Tenant that, so long as the Tenant pays the rents "
        "reserved by this Lease, the Tenant shall have quiet enjoyment of the Premises."
    )
    assert _keyword("Quiet Enjoyment", quiet).clause_type is T.COVENANTS
    assert _keyword(None, quiet).clause_type is T.COVENANTS
    assert _keyword("No default", "No Event of Default is continuing.").clause_type is (
        T.REPRESENTATIONS
    )
    assert _keyword("Events of Default", "Each of the following events.").clause_type is (
        T.TERMINATION
    )
    conditions = (
        "Completion is conditional on the Buyer having received written confirmation from the "
        "Company's bank that the overdraft facility will continue after Completion."
    )
    assert _keyword(None, conditions).clause_type is T.CONDITIONS


SPA = """SHARE PURCHASE AGREEMENT

THIS AGREEMENT is dated 30 June 2025 between JAMES OKAFOR (the "Seller") and BRAMBLE \
HOLDINGS LIMITED (the "Buyer").

AGREED TERMS

1. CONDITIONS

1.1 Completion is conditional on the satisfaction (or waiver by the Buyer) of the following \
conditions:

(a) the Buyer having received written confirmation from the Company's bank that the \
overdraft facility will continue after Completion; and

(b) no Warranty having been breached at any time before Completion.
"""


def test_conditions_clause_of_a_share_purchase() -> None:
    chunks = LegalChunker(jurisdiction="uk", min_chunk_size=0).chunk(SPA)
    clause = next(c for c in chunks if "1. CONDITIONS" in c.body)
    assert clause.clause_type is T.CONDITIONS


def test_employment_clauses() -> None:
    outside = (
        "During the employment the Employee shall not, except with the prior written approval "
        "of the Board, whether paid or unpaid, be directly or indirectly engaged in any other "
        "business, trade, profession or occupation."
    )
    assert _keyword("Outside Interests", outside).clause_type is T.COVENANTS
    benefits = (
        "The Employee shall be entitled to participate in the Company's private medical "
        "insurance scheme and life assurance scheme, subject to the rules of those schemes."
    )
    got = _keyword("Employee Benefits", benefits)
    assert (got.clause_type, got.secondary) == (T.PAYMENT, T.INSURANCE)
    duties = (
        "The Employee shall faithfully and diligently perform such duties as may from time to "
        "time be assigned to her by the Board, and the tasks assigned by her line manager."
    )
    assert T.ASSIGNMENT not in KeywordClassifier().evidence(None, duties, doc_type="contract")
    # A real assignment still counts.
    transfer = "This Agreement may not be assigned to any third party without consent."
    assert _keyword(None, transfer).clause_type is T.ASSIGNMENT


EULA = """END USER LICENSE AGREEMENT

IMPORTANT: READ CAREFULLY. This End User License Agreement ("EULA") is a legal agreement \
between you (either an individual or a single entity) and Quillfeather Software LLC \
("Quillfeather") for the Quillfeather Notes software product (the "Software").

1. License Grant. Quillfeather grants you a non-exclusive licence to install and use one \
copy of the Software.
"""


def test_a_role_defining_the_instrument_names_no_party() -> None:
    chunks = LegalChunker(jurisdiction="us").chunk(EULA)
    assert "[Parties: Quillfeather Software LLC]" in chunks[0].context_header


def test_terms_in_a_sentence_of_capitals_are_used() -> None:
    index = TermIndex(
        [
            DefinedTerm("Licensor", "Ironbark Systems, Inc.", "Preamble"),
            DefinedTerm("Licensee", "Pelican Freight Co.", "Preamble"),
            DefinedTerm("Software", "the RouteMaster software", "1"),
            DefinedTerm("SIGA", "SIGA Technologies, Inc.", "Preamble"),
            DefinedTerm("SIGA Patents", "the patents in Schedule 1", "1"),
        ]
    )
    text = (
        "6.2 Cap. LICENSOR'S TOTAL LIABILITY UNDER THIS AGREEMENT SHALL NOT EXCEED THE FEES "
        "PAID BY LICENSEE IN THE TWELVE MONTHS PRECEDING THE CLAIM."
    )
    assert index.used_in(text) == ["Licensor", "Licensee"]
    # A heading or a title in capitals is no such sentence; lower-case text follows it.
    assert index.used_in("6. SOFTWARE\n\n6.1 The Licensee may copy it.") == ["Licensee"]
    title = "THIS SOFTWARE LICENSE AGREEMENT IS MADE BETWEEN THE LICENSOR AND THE LICENSEE."
    assert index.used_in(title) == ["Licensor", "Licensee"]  # not "Software": a name
    # A term in capitals of its own keeps its place in a heading ("SIGA PATENTS").
    assert index.used_in("SCHEDULE 1\n\nSIGA PATENTS\n\nIssued Patents") == ["SIGA"]
