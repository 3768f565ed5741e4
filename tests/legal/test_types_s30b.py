"""Clause types of transactions thin in the corpus: a lease's casualty, condemnation,
subordination, estoppel and hazardous-materials clauses; a share purchase's closing mechanics;
a facility agreement's guarantee, transfer and illegality clauses; a software licence's
source code escrow, open-source and service-level clauses. Each runs as a whole document
through ``LegalChunker``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from typecase import chunk_with as _at
from typecase import numbered as _doc
from typecase import whole_clauses as _chunks

from clausewise import LegalChunker
from clausewise.legal.types import ClauseType as T

LEASE = _doc(
    (
        "Damage or Destruction",
        "If the Premises or the Building are damaged by fire or other casualty, Landlord shall "
        "promptly repair and restore the same to substantially their condition immediately "
        "prior to such casualty, to the extent of the insurance proceeds received by Landlord. "
        "Until such restoration is complete, the Base Rent shall abate in proportion to the "
        "part of the Premises rendered untenantable. If the restoration cannot reasonably be "
        "completed within one hundred eighty (180) days after the date of the casualty, either "
        "party may terminate this Lease by written notice to the other given within thirty (30) "
        "days after such date.",
    ),
    (
        "Eminent Domain",
        "If all or any material part of the Premises is taken by eminent domain or conveyed "
        "under threat of condemnation, this Lease shall terminate as of the date title vests "
        "in the condemning authority. All compensation awarded for any such taking shall belong "
        "to Landlord, and Tenant hereby assigns to Landlord all of its right, title and "
        "interest in any such award, provided that Tenant may pursue a separate claim for its "
        "moving expenses and trade fixtures.",
    ),
    (
        "Subordination and Non-Disturbance",
        "This Lease is and shall be subject and subordinate to all ground leases and to the "
        "lien of any mortgage or deed of trust now or hereafter encumbering the Building, "
        "provided that the holder of such mortgage agrees not to disturb Tenant's possession of "
        "the Premises so long as no Event of Default has occurred. Tenant shall attorn to any "
        "purchaser at a foreclosure sale and shall execute such instruments as Landlord's "
        "lender may reasonably request to evidence such subordination.",
    ),
    (
        "Estoppel Certificates",
        "Within ten (10) days after request by Landlord, Tenant shall execute and deliver to "
        "Landlord a certificate stating that this Lease is unmodified and in full force and "
        "effect, the dates to which Rent has been paid, and whether to Tenant's knowledge "
        "Landlord is in default hereunder. Any such certificate may be relied upon by any "
        "prospective purchaser or mortgagee of the Building.",
    ),
    (
        "Hazardous Materials",
        "Tenant shall not cause or permit any Hazardous Materials to be brought upon, kept, "
        "used or released in or about the Premises by Tenant or its agents, employees or "
        "contractors, except for ordinary office and cleaning supplies in compliance with all "
        "Environmental Laws. Tenant shall remove at its own cost any Hazardous Materials so "
        "brought upon the Premises before the end of the Term.",
    ),
    (
        "Casualty Insurance",
        "Landlord shall maintain fire and extended coverage insurance on the Building in an "
        "amount equal to its full replacement cost, and Tenant shall maintain commercial "
        "general liability insurance with limits of not less than $2,000,000 per occurrence.",
    ),
)


@pytest.mark.parametrize(
    ("needle", "expected", "second"),
    [
        # An event neither party controls destroys or takes the premises: rent abates, the
        # lease may end. The lease's allocation of supervening risk, with its insurance or
        # termination wording second.
        ("1. Damage or Destruction", T.FORCE_MAJEURE, T.INSURANCE),
        ("2. Eminent Domain", T.FORCE_MAJEURE, None),
        # The tenant's promises to the landlord's lenders and buyers.
        ("3. Subordination and Non-Disturbance", T.COVENANTS, None),
        ("4. Estoppel Certificates", T.COVENANTS, None),
        ("5. Hazardous Materials", T.COVENANTS, None),
        # The policy, not the event.
        ("6. Casualty Insurance", T.INSURANCE, None),
    ],
)
def test_lease_risk_clauses(needle: str, expected: T, second: T | None) -> None:
    chunk = _at(_chunks(LEASE), needle)
    assert chunk.clause_type is expected
    if second is not None:
        assert chunk.secondary_clause_type is second


SPA = _doc(
    (
        "Earn-Out",
        "As additional consideration for the Shares, Buyer shall pay to Seller an amount equal "
        "to twenty percent (20%) of the amount by which the EBITDA of the Company for the "
        "fiscal year ending December 31, 2025 exceeds $10,000,000. Buyer shall deliver to "
        "Seller a statement of such EBITDA within sixty (60) days after the end of such fiscal "
        "year.",
    ),
    (
        "Closing",
        'The closing of the purchase and sale of the Shares (the "Closing") shall take place '
        "remotely by the electronic exchange of documents and signatures at 10:00 a.m. Eastern "
        "time on the third Business Day after the last of the conditions set forth in Article "
        "VII has been satisfied or waived, or at such other time and place as Buyer and Seller "
        "may mutually agree in writing.",
    ),
    (
        "Conduct of Business Prior to Closing",
        "From the date hereof until the Closing, except as otherwise provided in this Agreement "
        "or consented to in writing by Buyer, Seller shall cause the Company to conduct its "
        "business in the ordinary course consistent with past practice and to use reasonable "
        "best efforts to preserve intact its business organization, assets and goodwill. "
        "Without limiting the foregoing, the Company shall not declare any dividend or incur "
        "any indebtedness.",
    ),
    (
        "No Shop",
        "From the date hereof until the Closing or the earlier termination of this Agreement, "
        "Seller shall not, and shall cause the Company not to, directly or indirectly solicit, "
        "initiate or encourage any inquiry or proposal from any Person relating to the "
        "acquisition of the Shares or of all or any material portion of the assets of the "
        "Company, or enter into any discussions or negotiations regarding any such Acquisition "
        "Proposal.",
    ),
    (
        "Bulk Sales",
        "The parties hereby waive compliance with the provisions of any bulk sales, bulk "
        "transfer or similar laws of any jurisdiction that may otherwise be applicable with "
        "respect to the sale of any or all of the Purchased Assets to Buyer.",
    ),
    (
        "Conditions to Closing",
        "The obligations of Buyer to consummate the transactions contemplated by this "
        "Agreement shall be subject to the fulfillment, at or prior to the Closing, of each of "
        "the conditions set forth in this Section, any of which may be waived by Buyer.",
    ),
)


@pytest.mark.parametrize(
    ("needle", "expected"),
    [
        # Part of the price, contingent on the target's results.
        ("1. Earn-Out", T.PAYMENT),
        # The performance of the sale, as "Closing Deliverables" is; not a condition.
        ("2. Closing", T.SERVICES),
        # The seller's interim operating covenants.
        ("3. Conduct of Business Prior to Closing", T.COVENANTS),
        # The seller's no-solicitation covenant of competing bids, not termination.
        ("4. No Shop", T.NON_SOLICITATION),
        # Compliance with a statute, as "Compliance with Laws" is; no sale of goods.
        ("5. Bulk Sales", T.COVENANTS),
        ("6. Conditions to Closing", T.CONDITIONS),
    ],
)
def test_share_purchase_mechanics(needle: str, expected: T) -> None:
    assert _at(_chunks(SPA), needle).clause_type is expected


UK_SPA = """6. COMPLETION

Completion shall take place at the offices of the Buyer's Solicitors on the Completion Date,
when the Seller shall deliver to the Buyer the share certificates and duly executed stock
transfer forms in respect of the Sale Shares and the Buyer shall pay the Consideration.

7. COMPLETION ACCOUNTS

Within sixty days after Completion the Buyer shall prepare and deliver to the Seller draft
Completion Accounts, and the Consideration shall be increased or reduced pound for pound by
the amount by which Net Assets exceed or fall short of the Target Net Assets.
"""


def test_uk_completion_is_the_closing() -> None:
    chunks = _chunks(UK_SPA)
    assert _at(chunks, "6. COMPLETION").clause_type is T.SERVICES
    assert _at(chunks, "7. COMPLETION ACCOUNTS").clause_type is T.PAYMENT


OTHER_CLOSINGS = """ARTICLE 3 COVENANTS OF THE COMPANY

3.3 Closing of Books. The Company will at no time close its transfer books against the
transfer of this Warrant or of any shares of Common Stock issued or issuable upon its
exercise in any manner which interferes with the timely exercise of this Warrant.

ARTICLE 4 DEPOSITS AND PAYMENTS

4.1 Closing Date Deposit. On the Closing Date the Servicer will deposit into the Collection
Account all amounts received as interest or principal on the Initial Receivables during the
period from the Cutoff Date to the Closing Date.

ARTICLE 5 WORKS

5.1 Completion of the Works. The Contractor shall complete the Works in accordance with the
Specification and shall notify the Employer when, in its opinion, the Works are complete.
"""


@pytest.mark.parametrize(
    "needle", ["3.3 Closing of Books", "4.1 Closing Date Deposit", "5.1 Completion of the Works"]
)
def test_other_closings_are_no_sale_closing(needle: str) -> None:
    # "Closing" names the closing of a sale only as the heading's head and first word:
    # books are closed, a deposit is made on a date, works are completed.
    assert _at(_chunks(OTHER_CLOSINGS), needle).clause_type is not T.SERVICES


def test_closing_an_account_ends_it() -> None:
    text = _doc(
        (
            "Closing Accounts",
            "We reserve the right to close Accounts if any user is violating our terms of use, "
            "and you may close your Account at any time from your account settings page.",
        ),
    )
    for doc_type in ("contract", "terms_conditions"):
        assert _at(_chunks(text, doc_type), "Closing Accounts").clause_type is T.TERMINATION


FACILITY = _doc(
    (
        "Guarantee and Indemnity",
        "Each Guarantor irrevocably and unconditionally jointly and severally guarantees to "
        "each Finance Party punctual performance by each Borrower of all that Borrower's "
        "obligations under the Finance Documents and undertakes that whenever a Borrower does "
        "not pay any amount when due, it shall immediately on demand pay that amount as if it "
        "was the principal obligor.",
    ),
    (
        "Changes to the Lenders",
        'Subject to this Clause, a Lender (the "Existing Lender") may transfer by novation any '
        "of its rights and obligations under the Finance Documents to another bank or financial "
        'institution (the "New Lender"). The consent of the Company is required for a '
        "transfer by a Lender, unless the transfer is to another Lender or an Affiliate of a "
        "Lender.",
    ),
    (
        "Illegality",
        "If, in any applicable jurisdiction, it becomes unlawful for any Lender to perform any "
        "of its obligations as contemplated by this Agreement or to fund or maintain its "
        "participation in any Loan, that Lender shall promptly notify the Agent, the "
        "Commitment of that Lender will be immediately cancelled and each Borrower shall repay "
        "that Lender's participation in the Loans made to that Borrower on the last day of the "
        "Interest Period.",
    ),
)

US_GUARANTY = """10. GUARANTY

Parent hereby absolutely and unconditionally guarantees to Lessor, as primary obligor and not
merely as surety, the due and punctual payment and performance of all obligations of Lessee
under this Agreement. This is a continuing guaranty of payment and not of collection.
"""


@pytest.mark.parametrize(
    ("text", "needle", "expected"),
    [
        # A surety answers for another's debt: an indemnity, no product warranty.
        (FACILITY, "1. Guarantee and Indemnity", T.INDEMNIFICATION),
        (US_GUARANTY, "10. GUARANTY", T.INDEMNIFICATION),
        # The lenders' transfer clause.
        (FACILITY, "2. Changes to the Lenders", T.ASSIGNMENT),
        # The lender's commitment is cancelled and its share prepaid.
        (FACILITY, "3. Illegality", T.PAYMENT),
    ],
)
def test_facility_lender_clauses(text: str, needle: str, expected: T) -> None:
    assert _at(_chunks(text), needle).clause_type is expected


def test_product_guarantee_stays_a_warranty() -> None:
    text = _doc(
        (
            "Guarantee",
            "We guarantee that the Products will be free from defects in materials and "
            "workmanship for twelve months from delivery, and will repair or replace any "
            "defective Product returned to us within that period.",
        ),
    )
    assert _at(_chunks(text), "Guarantee").clause_type is T.WARRANTIES


LICENCE = _doc(
    (
        "Source Code Escrow",
        "Licensor shall deposit the Source Code of the Software, together with all "
        "documentation reasonably necessary to maintain it, with the Escrow Agent under the "
        "Escrow Agreement within thirty (30) days after the Effective Date and shall update the "
        "deposit with each new Release. If Licensor becomes insolvent or ceases to support the "
        "Software, the Escrow Agent shall release the deposit to Licensee.",
    ),
    (
        "Open Source Software",
        "The Software may include components that are subject to open source licenses, which "
        "are listed in the Documentation. Such components are licensed under the terms of the "
        "applicable open source license and not under this Agreement, and nothing in this "
        "Agreement limits Customer's rights under, or grants rights that supersede, the terms "
        "of any such license.",
    ),
    (
        "SLA",
        "Provider shall make the Platform available 99.9% of the time in each calendar month, "
        "measured as set out in Schedule 2, and shall credit Customer with the percentage of "
        "the monthly fee set out in Schedule 2 for each shortfall.",
    ),
)


@pytest.mark.parametrize(
    ("needle", "expected"),
    [
        # The licensee's access to the source code on a release event.
        ("1. Source Code Escrow", T.INTELLECTUAL_PROPERTY),
        # Which licences govern bundled components.
        ("2. Open Source Software", T.INTELLECTUAL_PROPERTY),
        ("3. SLA", T.SERVICES),
    ],
)
def test_licence_clauses(needle: str, expected: T) -> None:
    assert _at(_chunks(LICENCE), needle).clause_type is expected


_BY_SCHEDULE = [
    ("Eminent Domain", T.FORCE_MAJEURE),
    ("Estoppel Certificates", T.COVENANTS),
    ("Earn-Out", T.PAYMENT),
    ("Closing", T.SERVICES),
    ("Conduct of Business Prior to Closing", T.COVENANTS),
    ("Guaranty", T.INDEMNIFICATION),
    ("Changes to the Lenders", T.ASSIGNMENT),
    ("Source Code Escrow", T.INTELLECTUAL_PROPERTY),
    ("Open Source Software", T.INTELLECTUAL_PROPERTY),
    ("SLA", T.SERVICES),
]


@pytest.mark.parametrize(("title", "expected"), _BY_SCHEDULE)
def test_heading_over_a_schedule_reference(title: str, expected: T) -> None:
    # A clause that only points to its schedule is typed by its heading alone.
    text = _doc(
        (
            "Interpretation",
            'In this Agreement "Schedule" means a schedule to this Agreement, and the Schedules '
            "form part of this Agreement.",
        ),
        (title, "The provisions of Schedule 4 shall apply and are incorporated in this Clause."),
    )
    chunk = _at(_chunks(text), f"2. {title}")
    assert chunk.clause_type is expected
    assert chunk.classification_confidence >= 0.5


LMA_GUARANTEE = """19. GUARANTEE AND INDEMNITY

19.1 Guarantee and indemnity

Each Guarantor irrevocably and unconditionally jointly and severally guarantees to each Finance
Party punctual performance by each Borrower of all that Borrower's obligations under the Finance
Documents, and indemnifies each Finance Party immediately on demand against any cost, loss or
liability suffered by that Finance Party if any obligation guaranteed by it is or becomes
unenforceable, invalid or illegal.

19.2 Continuing guarantee

This guarantee is a continuing guarantee and will extend to the ultimate balance of sums payable
by any Obligor under the Finance Documents, regardless of any intermediate payment or discharge
in whole or in part.

20. GUARANTEE

20.1 The Guarantor guarantees to the Lender the due and punctual payment of the Secured
Obligations as principal obligor and not merely as surety.
"""


@pytest.mark.parametrize("needle", ["19.1 Guarantee and indemnity", "19.2 Continuing", "20.1 The"])
def test_surety_guarantee_clauses(needle: str) -> None:
    # The guarantor answers for the borrower's debt, as a primary obligor for the indemnity
    # limb: no warranty of a product's quality.
    chunks = LegalChunker(min_chunk_size=0, max_chunk_size=400, jurisdiction="uk").chunk(
        LMA_GUARANTEE
    )
    assert _at(chunks, needle).clause_type is T.INDEMNIFICATION
