""""Acceptance of Terms" in terms of service is the opening that binds the user, not the
acceptance of deliverables that the heading word "Acceptance" names in a contract."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.types import ClauseType as T

TERMS = """Terms of Use

Please read these Terms of Use carefully before using the PhotoShare website and mobile \
application operated by PhotoShare, Inc.

Acceptance of Terms
By accessing or using the Platform, you agree to be bound by these Terms. If you do not \
agree, do not use the Platform.

Eligibility
You must be at least 13 years old to use the Platform. If you are under 18, you may use the \
Platform only with the consent of a parent or guardian.

Prohibited Conduct
You agree not to post content that is illegal or harassing, or use any robot or scraper to \
access the Platform.
"""

CONTRACT = """1. Delivery

The Supplier shall deliver the Software to the Customer's premises on the Delivery Date.

2. Acceptance

The Customer shall carry out the Acceptance Tests within ten Business Days of delivery and
shall notify the Supplier of any failure of the Software to pass them.

3. Fees

The Customer shall pay the Fees within thirty days of the date of each invoice.
"""


def _type(text: str, heading: str, doc_type: str) -> T:
    chunker = LegalChunker(
        jurisdiction="us", doc_type=doc_type, max_chunk_size=512, min_chunk_size=0  # type: ignore[arg-type]
    )
    return next(c for c in chunker.chunk(text) if heading in c.hierarchy_path).clause_type


def test_acceptance_of_terms_opens_the_terms() -> None:
    assert _type(TERMS, "Acceptance of Terms", "terms_conditions") is T.PREAMBLE


def test_acceptance_of_deliverables_stays_a_service() -> None:
    assert _type(CONTRACT, "2", "contract") is T.SERVICES
