"""Transfer headings: a franchise's or a holding's passing to another owner is assignment;
a transfer of personal data is data protection; a transfer of title stays delivery."""

from __future__ import annotations

import pytest

from clausewise import ClauseType, LegalChunker

FRANCHISE = (
    "FRANCHISE AGREEMENT\n\n"
    "15. TRAINING\n\nWe will train you and your staff before opening.\n\n"
    "16. TRANSFER OF INTEREST\n\n"
    "16.1 By Us. We may change our ownership or form without restriction.\n\n"
    "16.2 By You. You understand that the rights and duties in this Agreement are personal "
    "to you, and that we granted this franchise in reliance on your business skill and "
    "character.\n\n"
    "16.3 Conditions. We will not unreasonably withhold our approval if the proposed "
    "transferee meets our then-current standards for new franchisees.\n\n"
    "17. NOTICES\n\nNotices must be in writing.\n"
)


def _types(text: str) -> dict[str, ClauseType]:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=32).chunk(text)
    return {c.hierarchy_path: c.clause_type for c in chunks}


def test_the_clauses_under_a_transfer_of_interest_heading_are_assignment() -> None:
    types = _types(FRANCHISE)
    assert types["16 > 16.2"] is ClauseType.ASSIGNMENT
    assert types["16 > 16.3"] is ClauseType.ASSIGNMENT


@pytest.mark.parametrize(
    ("heading", "expected"),
    [
        ("Restrictions on Transfer", ClauseType.ASSIGNMENT),
        ("Transfers by Franchisee", ClauseType.ASSIGNMENT),
        ("Data Transfers", ClauseType.DATA_PROTECTION),
        ("Transfer of Title", ClauseType.SERVICES),
    ],
)
def test_transfer_headings(heading: str, expected: ClauseType) -> None:
    text = (
        f"1. {heading}\n\nThe parties agree to the matters below in this clause.\n\n"
        "2. Notices\n\nNotices must be in writing.\n"
    )
    assert LegalChunker(jurisdiction="us").chunk(text)[0].clause_type is expected
