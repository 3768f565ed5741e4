"""An amendment written into one sentence, a clause amending another agreement as a whole,
and an amount written twice, are not units of this document.

- "Section 9.2 of the Master Lease is hereby amended by deleting the words "Section 8.1" and
  inserting "Section 8.3" in their place.": both quoted sections are the Master Lease's. The
  amendment's own clauses named after that sentence still resolve here.
- "within thirty (30) days" in clause 2 holds no item (30): "Section 2(30)" does not fall back
  to clause 2, while "Section 2(a)", whose item is written inline in clause 2, does.
- "the Credit Agreement is hereby amended as follows: (a) Section 1.1 is amended by ...":
  every reference in that clause is the Credit Agreement's; the amendment's own clauses named
  outside it still resolve here, and an agreement restated "in its entirety" is this
  document's own text.

Every text below is written for these tests.
"""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.types import CrossReference, LegalChunk

AMENDMENT = """\
SECOND AMENDMENT TO MASTER LEASE AGREEMENT

This SECOND AMENDMENT (this "Amendment") is made as of March 3, 2022, between HARBOR
EQUIPMENT FINANCE LLC (the "Lessor") and TRIDENT MARINE SERVICES, INC. (the "Lessee").

1. Definitions. Terms defined in the Master Lease have the same meanings here.

2. Amendment to Section 9.2. Section 9.2 of the Master Lease is hereby amended by deleting
the words "Section 8.1" and inserting "Section 8.3" in their place. The change applies from
the date in Section 3.

3. Effective Date. This Amendment takes effect on April 1, 2022.

4. Counterparts. This Amendment may be executed in counterparts.
"""

FEES = """\
SERVICES AGREEMENT

1. Services. The Supplier shall provide the services described in Exhibit A.

2. Fees. The Customer shall pay each invoice within thirty (30) days and shall (a) pay in
United States dollars and (b) bear its own bank charges.

3. Term. This Agreement runs for one year. The payment terms in Section 2(30) and the
currency rule of Section 2(a) apply to any renewal.

4. Governing Law. This Agreement is governed by the laws of the State of New York.
"""


def refs_of(text: str, size: int = 256) -> tuple[list[LegalChunk], list[CrossReference]]:
    chunker = LegalChunker(jurisdiction="us", min_chunk_size=0, max_chunk_size=size)
    chunks = chunker.chunk(text)
    return chunks, [r for c in chunks for r in c.cross_references]


def at(refs: list[CrossReference], text: str, needle: str, raw: str) -> CrossReference:
    base = text.index(needle)
    return next(r for r in refs if r.raw_text == raw and base <= r.char_start < base + len(needle))


def test_quoted_sections_in_an_amending_sentence_are_the_amended_agreements() -> None:
    _, refs = refs_of(AMENDMENT)
    for needle, pin in (('words "Section 8.1"', "8.1"), ('inserting "Section 8.3"', "8.3")):
        ref = at(refs, AMENDMENT, needle, f"Section {pin}")
        assert ref.target_kind == "external"
        assert ref.target_chunk_index is None
        assert ref.target_identifier == f"Section {pin}, Master Lease"
        assert ref.external is not None and ref.external["section"] == pin


def test_the_amendments_own_clause_after_that_sentence_still_resolves() -> None:
    chunks, refs = refs_of(AMENDMENT)
    own = at(refs, AMENDMENT, "the date in Section 3", "Section 3")
    assert own.target_kind == "section"
    assert own.target_chunk_index is not None
    assert chunks[own.target_chunk_index].hierarchy_path.startswith("3")


def test_an_amount_in_figures_is_not_an_item_of_the_clause() -> None:
    chunks, refs = refs_of(FEES)
    amount = at(refs, FEES, "terms in Section 2(30)", "Section 2(30)")
    assert amount.target_chunk_index is None
    inline = at(refs, FEES, "rule of Section 2(a)", "Section 2(a)")
    assert inline.target_chunk_index is not None
    assert chunks[inline.target_chunk_index].hierarchy_path.startswith("2")


CREDIT_AMENDMENT = """\
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


def test_references_in_the_amending_clause_are_the_credit_agreements() -> None:
    _, refs = refs_of(CREDIT_AMENDMENT, 128)
    for needle, raw in (
        ("(a) Section 1.1", "Section 1.1"),
        ("described in Section 6.12", "Section 6.12"),
        ("(b) Section 7.2(c)", "Section 7.2(c)"),
        ("(c) Article IX", "Article IX"),
        ("new Section 9.14", "Section 9.14"),
    ):
        ref = at(refs, CREDIT_AMENDMENT, needle, raw)
        assert ref.target_kind == "external", raw
        assert ref.target_chunk_index is None, raw
        assert ref.target_identifier == f"{raw}, Credit Agreement"
        assert ref.external is not None and ref.external["document"] == "Credit Agreement"


def test_the_amendments_own_clauses_still_resolve() -> None:
    chunks, refs = refs_of(CREDIT_AMENDMENT, 128)
    for needle, raw, path in (
        ("set forth in Section 1\nbelow", "Section 1", "1"),
        ("listed in Section 1 and", "Section 1", "1"),
        ("fees under Section 3", "Section 3", "3"),
    ):
        ref = at(refs, CREDIT_AMENDMENT, needle, raw)
        assert ref.target_kind == "section"
        assert ref.target_chunk_index is not None
        assert chunks[ref.target_chunk_index].hierarchy_path.startswith(path)


def test_a_restated_agreement_is_this_documents_own_text() -> None:
    chunks, refs = refs_of(RESTATED, 128)
    for needle, raw in (("terms of Section 2", "Section 2"), ("period in Section 3", "Section 3")):
        ref = at(refs, RESTATED, needle, raw)
        assert ref.target_kind == "section"
        assert ref.target_chunk_index is not None
        assert chunks[ref.target_chunk_index].hierarchy_path.startswith(raw[-1])
