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
