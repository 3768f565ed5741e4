"""A clause that amends another agreement as a whole ("the Credit Agreement is hereby amended
as follows: (a) Section 1.1 is amended by ...") sends every reference in it to that agreement.

The amendment's own clauses, named outside that clause, still resolve here; an agreement
restated in its entirety ("is hereby amended and restated") is this document's own text.
Every text below is written for these tests.
"""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.types import CrossReference, LegalChunk

AMENDMENT = """\
FIRST AMENDMENT TO CREDIT AGREEMENT

This FIRST AMENDMENT TO CREDIT AGREEMENT (this "Amendment") is entered into as of June 1, 2021
among ACME HOLDINGS, INC. (the "Borrower"), the Lenders party hereto and FIRST NATIONAL BANK,
as administrative agent (the "Agent").

RECITALS

A. The Borrower, the Lenders and the Agent are parties to the Credit Agreement dated as of
January 15, 2019 (as amended, the "Credit Agreement").

B. The Borrower has requested that the Credit Agreement be amended as set forth in Section 1
below.

1. Amendments to Credit Agreement. Effective as of the date hereof, the Credit Agreement is
hereby amended as follows:

(a) Section 1.1 is amended by adding the following definition in the correct alphabetical
order: "Fourth Quarter Adjustment" means the adjustment described in Section 6.12.

(b) Section 7.2(c) is amended by deleting "$5,000,000" and inserting "$7,500,000" in its
place.

(c) Article IX is amended by adding a new Section 9.14 at the end thereof.

2. Conditions to Effectiveness. This Amendment becomes effective when the Agent has received
the documents listed in Section 1 and the fees under Section 3.

3. Fees. The Borrower shall pay the Agent an amendment fee of $25,000.

4. Counterparts. This Amendment may be executed in counterparts.
"""

RESTATED = """\
AMENDED AND RESTATED SUPPLY AGREEMENT

This AMENDED AND RESTATED SUPPLY AGREEMENT is made on May 1, 2020 between Acme Inc.
("Supplier") and Beta LLC ("Buyer"). The Original Supply Agreement is hereby amended and
restated in its entirety as follows:

1. Supply. Supplier shall supply the Products on the terms of Section 2.

2. Price. Buyer shall pay the prices in Exhibit A within the period in Section 3.

3. Payment. Invoices are payable within thirty days.
"""


def refs_of(text: str) -> tuple[list[LegalChunk], list[CrossReference]]:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=128).chunk(text)
    return chunks, [r for c in chunks for r in c.cross_references]


def at(refs: list[CrossReference], text: str, needle: str, raw: str) -> CrossReference:
    base = text.index(needle)
    return next(r for r in refs if r.raw_text == raw and base <= r.char_start < base + len(needle))


def test_references_in_the_amending_clause_are_the_credit_agreements() -> None:
    _, refs = refs_of(AMENDMENT)
    for needle, raw in (
        ("(a) Section 1.1", "Section 1.1"),
        ("described in Section 6.12", "Section 6.12"),
        ("(b) Section 7.2(c)", "Section 7.2(c)"),
        ("(c) Article IX", "Article IX"),
        ("new Section 9.14", "Section 9.14"),
    ):
        ref = at(refs, AMENDMENT, needle, raw)
        assert ref.target_kind == "external", raw
        assert ref.target_chunk_index is None, raw
        assert ref.target_identifier == f"{raw}, Credit Agreement"
        assert ref.external is not None and ref.external["document"] == "Credit Agreement"


def test_the_amendments_own_clauses_still_resolve() -> None:
    chunks, refs = refs_of(AMENDMENT)
    for needle, raw, path in (
        ("set forth in Section 1\nbelow", "Section 1", "1"),
        ("listed in Section 1 and", "Section 1", "1"),
        ("fees under Section 3", "Section 3", "3"),
    ):
        ref = at(refs, AMENDMENT, needle, raw)
        assert ref.target_kind == "section"
        assert ref.target_chunk_index is not None
        assert chunks[ref.target_chunk_index].hierarchy_path.startswith(path)


def test_a_restated_agreement_is_this_documents_own_text() -> None:
    chunks, refs = refs_of(RESTATED)
    for needle, raw in (("terms of Section 2", "Section 2"), ("period in Section 3", "Section 3")):
        ref = at(refs, RESTATED, needle, raw)
        assert ref.target_kind == "section"
        assert ref.target_chunk_index is not None
        assert chunks[ref.target_chunk_index].hierarchy_path.startswith(raw[-1])
