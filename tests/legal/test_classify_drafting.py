"""Clause typing on drafting the keyword lists once misread: run-in headings, ties, colon
definitions, and words whose legal sense depends on context (severance, merger, Commission)."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.classify import KeywordClassifier
from clausewise.legal.clause_typing import DEFINITION_HIT
from clausewise.legal.run_in import DEFINITION, HEADING, run_in
from clausewise.legal.signalset import fold
from clausewise.legal.tree import DocumentSection
from clausewise.legal.types import ClauseType as T

OP = DocumentSection.OPERATIVE


def _keyword(title: str | None, body: str, doc_type: str = "contract") -> T:
    got = KeywordClassifier().classify(title, body, doc_type=doc_type, section=OP, parent=None)
    return got.clause_type


def _types(text: str, **options: object) -> list[tuple[str, str]]:
    chunker = LegalChunker(min_chunk_size=0, **options)  # type: ignore[arg-type]
    return [(c.body[:24], c.clause_type.value) for c in chunker.chunk(text)]


def test_run_in_headings_are_found() -> None:
    def kind(line: str) -> tuple[str, str] | None:
        got = run_in(line, 0, len(line))
        return (got.kind, line[got.start : got.end]) if got else None

    assert kind("- **Assignment.** You may not assign.") == (HEADING, "Assignment")
    assert kind("**Entire agreement**: These Terms are all.") == (HEADING, "Entire agreement")
    assert kind("Limitation of Liability. In no event") == (HEADING, "Limitation of Liability")
    assert kind("Business Day: a day other than a Saturday") == (DEFINITION, "Business Day")
    # Sentences, labels and abbreviations are not headings.
    assert kind("Time is of the essence. The parties agree.") is None
    assert kind("CONFIDENTIAL TREATMENT REQUESTED. INFORMATION OMITTED") is None
    assert kind("Agreement No: VAL-12 dated 1 May") is None
    assert kind("Acme Inc. The Supplier shall") is None
    assert kind("Entire agreement. These Terms") is None  # plain sentence case: a sentence


TERMS = (
    "# Terms of Service\n"
    "\n"
    "These Terms of Service govern your use of the Acme app. By using the app you "
    "agree to them.\n"
    "\n"
    "## 1. Acceptable use\n"
    "\n"
    "You agree not to use the app for any illegal purpose.\n"
    "\n"
    "## 2. General\n"
    "\n"
    "- **Entire agreement.** These Terms and our Privacy Policy are the entire "
    "agreement between you and Acme about the app.\n"
    "{lead} You may not assign these Terms without our consent. We may assign them to "
    "an affiliate or in connection with a merger or sale of assets.\n"
    "- **Severability.** If any provision is held invalid, the remaining provisions "
    "stay in full force.\n"
)


def test_run_in_heading_titles_its_paragraph() -> None:
    for lead in ("- **Assignment.**", "Assignment."):
        chunks = LegalChunker(doc_type="terms_conditions", min_chunk_size=0).chunk(
            TERMS.format(lead=lead)
        )
        assigning = next(c for c in chunks if "You may not assign" in c.body)
        # Before: acceptable_use at 0.21 ("you may not" outscored the unheaded "assign").
        assert assigning.clause_type is T.ASSIGNMENT
        assert assigning.classification_confidence > 0.8
        severing = next(c for c in chunks if "held invalid" in c.body)
        assert severing.clause_type is T.SEVERABILITY


def test_ties_prefer_heading_then_tier_then_first_hit() -> None:
    clf = KeywordClassifier()
    # Strong "shall provide" (services) and strong "audited" (audit) tie at 2.55: the heading
    # mentions an audit, so audit wins (it used to be the alphabet: audit < services).
    body = "Vendor shall provide audited financial statements for each fiscal year."
    got = clf.classify("Financial Statements", body, doc_type="contract", section=OP, parent=None)
    assert got.confidence == 0.2126  # an exact tie
    titled = clf.classify("Audited Accounts", body, doc_type="contract", section=OP, parent=None)
    assert titled.clause_type is T.AUDIT and titled.secondary is T.SERVICES
    # Without a heading the first hit wins, whatever the names' order.
    assert got.clause_type is T.SERVICES
    swapped = "Audited statements: the Vendor shall provide them each fiscal year."
    assert _keyword(None, swapped) is T.AUDIT


def test_condition_headings() -> None:
    for title in (
        "Conditions to Obligations of Each Party",
        "Conditions to Obligations of Parent",
        "CONDITIONS OF THE OFFER",
        "Conditions Precedent",
        "Conditions to the Merger",
    ):
        # Before: "obligations of" made the first two covenants; the offer was unknown.
        assert _keyword(title, "The obligations are subject to the following.") is T.CONDITIONS


def test_severance_pay_is_not_severability() -> None:
    pay = "If the Company terminates the Executive's employment without Cause, it shall pay "
    pay += "the Executive's base salary for twelve months."
    assert _keyword("Severance", pay) is not T.SEVERABILITY  # was severability at 0.76
    assert _keyword("Severance Pay", "A lump sum of six months' salary.") is T.PAYMENT
    uk = "If any provision of this agreement is or becomes invalid, illegal or unenforceable, "
    uk += "it shall be deemed deleted."
    assert _keyword("Severance", uk) is T.SEVERABILITY  # the UK heading: the body decides
    assert _keyword("Severability", "The parties agree.") is T.SEVERABILITY


def test_merger_alone_is_not_assignment() -> None:
    clf = KeywordClassifier()
    extend = (
        "Merger Sub shall extend the Offer for successive periods of ten Business Days; "
        "each Share shall be canceled in the Merger."
    )
    assert T.ASSIGNMENT not in clf.evidence(None, extend, doc_type="contract")
    transfer = "Either party may transfer this agreement by merger or consolidation."
    assert T.ASSIGNMENT in clf.evidence(None, transfer, doc_type="contract")


def test_eu_commission_charging_and_delegation() -> None:
    clf = KeywordClassifier()

    def payment(body: str) -> float:
        return clf.evidence(None, body, doc_type="legislation").get(T.PAYMENT, 0.0)

    assert payment("The Commission is empowered to adopt delegated acts.") == 0.0
    assert payment("By 2027 the Commission shall evaluate this Regulation.") == 0.0
    assert payment("filed with the Securities and Exchange Commission") == 0.0
    assert payment("Operators shall ensure that charging points are accessible.") == 0.0
    assert payment("The Agent shall receive a commission of 5% of net sales.") > 0
    assert payment("The Sales Commission is payable monthly.") > 0
    assert payment("Additional charges are chargeable at cost.") > 0
    assert fold("the Commission") == "the c_mmission" and len(fold("The Commission")) == 14
    assert _keyword("Exercise of the delegation", "The power is conferred.") is not T.ASSIGNMENT
    assert _keyword("Assignment and Delegation", "") is T.ASSIGNMENT


DEFINITIONS = (
    "AGREED TERMS\n"
    "\n"
    "1. DEFINITIONS AND INTERPRETATION\n"
    "\n"
    "1.1 The definitions in this clause apply in this agreement.\n"
    "\n"
    "Business Day: a day other than a Saturday, Sunday or public holiday in England.\n"
    "\n"
    "Control: has the meaning given in section 1124 of the Corporation Tax Act 2010, "
    "and the expression change of Control shall be construed accordingly.\n"
    "\n"
    "Deliverables: all documents, products and materials developed by the Supplier as "
    "part of or in relation to the Services in any form or media.\n"
    "\n"
    "Intellectual Property Rights: patents, rights to inventions, copyright and "
    "related rights, trade marks, business names and domain names.\n"
    "\n"
    "Services: the warehousing, picking, packing and distribution services to be "
    "provided by the Supplier under this agreement.\n"
    "\n"
    "2. SUPPLY OF SERVICES\n"
    "\n"
    "2.1 The Supplier shall supply the Services.\n"
    "\n"
    "2.2 The Supplier shall comply with all applicable laws.\n"
)


def test_colon_definitions_are_definitions() -> None:
    assert KeywordClassifier().signals("contract").body.lookup(DEFINITION_HIT)[0][0] is (
        T.DEFINITIONS
    )
    for size in (64, 128, 512):
        chunks = LegalChunker(jurisdiction="uk", max_chunk_size=size, min_chunk_size=0).chunk(
            DEFINITIONS
        )
        inside = [c for c in chunks if c.hierarchy_path.startswith("1")]
        # Before: services, intellectual_property and assignment entries split the clause.
        assert {c.clause_type for c in inside} == {T.DEFINITIONS}, size
        assert any(c.clause_type is T.SERVICES for c in chunks if c.hierarchy_path == "2")


def test_heading_words_that_modify_the_next_noun() -> None:
    # "Term" names the agreement's term only as the head of its heading: a term loan, a
    # term sheet or a term rate is not (before: "Term Loans" was termination).
    loans = "Each Lender agrees to make a single loan to the Borrower on the Closing Date."
    assert _keyword("Term Loans", loans) is not T.TERMINATION
    summary = "The parties have signed a non-binding summary."
    assert _keyword("Term Sheet", summary) is not T.TERMINATION
    assert _keyword("Term", "This agreement lasts two years.") is T.TERMINATION
    assert _keyword("Term of Agreement", "This agreement lasts two years.") is T.TERMINATION
    assert _keyword("Initial Term", "This agreement lasts two years.") is T.TERMINATION
    # The same for "Default": events of default end the deal, default interest is a payment.
    accelerate = "Any of the following is an event of default: the Borrower fails to pay."
    assert _keyword("Events of Default", accelerate) is T.TERMINATION  # was unknown
    assert _keyword("Default", "If the Tenant fails to pay, the Landlord may act.") is (
        T.TERMINATION
    )
    overdue = "Overdue sums bear interest at the rate of 2% per annum above the base rate."
    assert _keyword("Default Interest", overdue) is T.PAYMENT
    # "General" is a catch-all heading, "General Partner" is not.
    clf = KeywordClassifier()
    assert T.BOILERPLATE in clf.evidence("General", "", doc_type="contract")
    assert T.BOILERPLATE not in clf.evidence("General Partner", "", doc_type="contract")


def test_accounting_terms_are_interpretation() -> None:
    gaap = (
        "All accounting terms not specifically defined herein shall be construed in "
        "conformity with GAAP applied on a consistent basis."
    )
    assert _keyword("Accounting Terms", gaap) is T.DEFINITIONS  # was audit at 1.0
    assert _keyword("Accounting Terms; GAAP", gaap) is T.DEFINITIONS
    assert _keyword("Terms Generally", "Words in the singular include the plural.") is (
        T.DEFINITIONS
    )
    books = "The Licensee shall keep complete books and records of all sales."
    assert _keyword("Accounting", books) is T.AUDIT


def test_a_particular_notice_is_not_the_notices_clause() -> None:
    kyc = (
        "Each Lender notifies the Borrower that under the USA PATRIOT Act it must obtain "
        "and record information that identifies the Borrower."
    )
    # Before: notices at 0.91.
    assert _keyword("USA PATRIOT Act Notice", kyc) is T.COVENANTS
    clf = KeywordClassifier()
    for title in ("Termination Notice", "Copyright Notice", "Written Notice"):
        assert T.NOTICES not in clf.evidence(title, "", doc_type="contract"), title
    how = "Notices shall be in writing and delivered by hand or by courier."
    for title in (
        "Notice",
        "Notices",
        "Manner of Giving Notice",
        "Legal Notices",
        "Notice; Delivery",
    ):
        assert _keyword(title, how) is T.NOTICES, title


def test_lease_headings() -> None:
    forfeit = (
        "If any rent is unpaid 21 days after becoming payable, the Landlord may re-enter "
        "the Property and the term shall end. The right of re-entry is in addition to the "
        "Landlord's other rights and remedies."
    )
    assert _keyword("FORFEITURE", forfeit) is T.TERMINATION  # was unknown
    assert _keyword(None, forfeit) is T.TERMINATION  # the re-entry itself is the evidence
    review = "The revised rent shall be the open market rent on the Review Date."
    assert _keyword("RENT REVIEW", review) is T.PAYMENT  # was unknown
    assert _keyword("SERVICE CHARGE", "The Tenant shall pay a fair proportion.") is T.PAYMENT
    assert _keyword("ALIENATION", "The Tenant shall not underlet the whole.") is T.ASSIGNMENT
    lease = (
        "1. RENT\n\nThe Tenant shall pay the Annual Rent by equal quarterly instalments.\n\n"
        "2. FORFEITURE\n\n2.1 If any rent is unpaid 21 days after becoming payable, the "
        "Landlord may re-enter the Property at any time, even if any previous right of "
        "re-entry has been waived, and then this lease shall end immediately. The right of "
        "re-entry is in addition to the Landlord's other rights and remedies.\n\n"
        "SCHEDULE 1 RENT REVIEW\n\n1. The revised Annual Rent shall be the open market rent "
        "which might reasonably be expected to be paid on the Review Date.\n"
    )
    chunks = LegalChunker(jurisdiction="uk").chunk(lease)
    assert [c.clause_type for c in chunks] == [T.PAYMENT, T.TERMINATION, T.PAYMENT]


def test_commissioner_is_an_office_not_a_commission() -> None:
    clf = KeywordClassifier()
    ico = "You have the right to complain to the Information Commissioner's Office."
    assert T.PAYMENT not in clf.evidence(None, ico, doc_type="terms_conditions")
    plant = "The Contractor shall complete the commissioning of the plant."
    assert T.PAYMENT not in clf.evidence(None, plant, doc_type="contract")
    assert T.PAYMENT in clf.evidence(None, "Agents earn commissions.", doc_type="contract")


PRIVACY = (
    "# Privacy Notice\n"
    "\n"
    "This notice explains how Brightwater Apps Ltd uses personal data.\n"
    "\n"
    "## 1. Information we collect\n"
    "\n"
    "We collect the following categories of personal data:\n"
    "\n"
    "- **Account information**: your name, email address and password when you create "
    "an account with us.\n"
    "- **Payment information**: your billing address and the last digits of your card; "
    "payments are processed by our payment provider.\n"
    "\n"
    "## 2. Your rights\n"
    "\n"
    "You have the right to access, correct and erase your personal data and to object to "
    "its processing.\n"
    "\n"
    "To exercise these rights, email privacy@brightwater.example. We will reply within one "
    "month. You may also complain to the Information Commissioner's Office.\n"
)


def test_privacy_notice_sections() -> None:
    chunks = LegalChunker(jurisdiction="uk", doc_type="terms_conditions").chunk(PRIVACY)
    collect = [c for c in chunks if c.hierarchy_path == "1"]
    # Before: account_security (account information, password) with payment second.
    assert collect and all(c.clause_type is T.DATA_PROTECTION for c in collect)
    exercise = next(c for c in chunks if "exercise these rights" in c.body)
    assert exercise.clause_type is T.DATA_PROTECTION  # was payment ("Commissioner")


GOVERNING = (
    "LOAN AGREEMENT\n"
    "\n"
    "Section 1.01 Notices. All notices under this Agreement shall be in writing and shall be "
    "delivered by hand, by courier or by registered mail to the address of the recipient "
    "set out on the signature page, and are effective on receipt.\n"
    "\n"
    "Section 1.02 Governing Law; Jurisdiction.\n"
    "\n"
    "(a) Governing Law. This Agreement shall be governed by the law of the State of New "
    "York.\n"
    "\n"
    "(b) Submission to Jurisdiction. Each party irrevocably submits to the nonexclusive "
    "jurisdiction of the courts of the State of New York sitting in New York County and of "
    "the United States District Court for the Southern District of New York, and agrees "
    "that all claims may be heard and determined in such courts.\n"
    "\n"
    "Section 1.03 Counterparts. This Agreement may be executed in counterparts, each of "
    "which is an original and all of which together are one instrument.\n"
)


def test_heading_naming_two_types_puts_the_first_first() -> None:
    # The short "(a)" merges with the longer "(b)" under the default min_chunk_size: the
    # chunk holds the heading "Governing Law; Jurisdiction" and is the governing-law clause
    # (before: dispute_resolution, the type with most characters).
    merged = [c for c in LegalChunker(jurisdiction="us").chunk(GOVERNING) if "1.02" in c.body]
    assert len(merged) == 1
    assert merged[0].clause_type is T.GOVERNING_LAW
    assert merged[0].secondary_clause_type is T.DISPUTE_RESOLUTION
    # Kept apart, each sub-clause has its own type.
    apart = LegalChunker(jurisdiction="us", min_chunk_size=0).chunk(GOVERNING)
    law = next(c for c in apart if "governed by" in c.body)
    courts = next(c for c in apart if "submits" in c.body)
    assert law.clause_type is T.GOVERNING_LAW and courts.clause_type is T.DISPUTE_RESOLUTION
