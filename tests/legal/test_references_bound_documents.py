"""Several documents bound into one file, each numbered from 1: a reference is to a unit of
its own document; "of the Agreement" in an addendum is the agreement it amends."""

from __future__ import annotations

from clausewise import LegalChunker

USE = (
    "TERMS OF USE\n\n"
    "1. ABOUT THESE TERMS\n\n1.1. Who we are: We are Dealco Ltd.\n\n"
    "1.2. Our address: Our office is at 1 High Street, London.\n\n"
    "2. YOUR ACCOUNT\n\n2.1. Registering: You must register to use the Site.\n\n"
    "2.2. Notices: We write to you at the address in section 1.2.\n\n"
)
SALE = (
    "TERMS OF SALE\n\n"
    "1. ABOUT THESE TERMS OF SALE\n\n1.1. Scope: These terms cover Vouchers.\n\n"
    "1.2. Our address: Vouchers are issued from 5 Low Road, Leeds.\n\n"
    "2. CANCELLING\n\n2.1. Cancelling: You may cancel within 14 days.\n\n"
    "2.2. Returns: Send returns to the address in section 1.2.\n\n"
)
# Terms of sale bound after the terms of use that they amend: "the Agreement" is the terms of use.
AMENDING = SALE.replace(
    "Vouchers are issued from 5 Low Road, Leeds.",
    "Section 2 of the Agreement applies to Vouchers too.",
)


def _targets(text: str) -> list[tuple[str, str | None]]:
    chunks = LegalChunker(jurisdiction="uk", doc_type="terms_conditions", max_chunk_size=32)
    out = chunks.chunk(text)
    return [
        (r.raw_text, out[r.target_chunk_index].body if r.target_chunk_index is not None else None)
        for c in out
        for r in c.cross_references
    ]


def test_a_section_of_each_bound_document_is_its_own() -> None:
    targets = _targets(USE + SALE)
    assert [raw for raw, _ in targets] == ["section 1.2", "section 1.2"]
    (_, first), (_, second) = targets
    assert first is not None and "1 High Street" in first
    assert second is not None and "5 Low Road" in second


def test_the_agreement_an_addendum_amends_is_not_the_addendum() -> None:
    # "Section 2 of the Agreement" in the terms of sale is the terms of use's section 2 (or,
    # with two units numbered 2 in the file, unresolved: a wrong pointer is worse than none),
    # never the terms of sale's own section 2.
    targets = dict(_targets(USE + AMENDING))
    target = targets["Section 2"]
    assert target is None or "YOUR ACCOUNT" in target
