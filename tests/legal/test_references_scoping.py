"""Whose unit a reference names: this document's (and which of its units), or another's."""

from __future__ import annotations

from clausewise import LegalChunk, LegalChunker

SPA = """SHARE PURCHASE AGREEMENT

This Agreement is made between Northfield Holdings Limited (the "Seller") and Eastgate
Capital LLP (the "Buyer").

1. SALE

1.1 The Seller shall sell the Shares to the Buyer.

2. WARRANTIES

2.1 The Seller warrants that the Warranties are true, save as fairly disclosed in paragraph 2
of the Disclosure Letter and in section 3 of the Disclosure Schedule.

2.2 The Seller shall procure that the Company complies with article 3 of the Company's
articles of association and with clause 3 of the Deed of Novation, and clause 3 applies.

3. COMPLETION

3.1 Completion shall take place on the Completion Date.
"""

ACT = """Harbour Moorings Act 2023

PART 1
LICENSING OF MOORINGS

Interpretation
1 (1) In this Act "mooring" means any buoy, chain or anchor used to secure a vessel.
(2) Subsection (1) does not apply to this section if a pontoon is fixed to the bed.

Requirement for a licence
2 (1) A person must not lay a mooring without a licence granted under section 3.
(2) A person who contravenes subsection (1) commits an offence.

Grant of licences
3 (1) The harbour authority may grant a licence on an application made to it.
(2) A licence may be granted subject to conditions.
"""

DEED = """DEED OF GUARANTEE

This deed is made between Bluegum Holdings Pty Ltd (Guarantor) and Southern Cross Finance
Limited (Financier).

RECITALS
(A) The Financier has agreed to provide financial accommodation to the Borrower.
(B) The Guarantor has agreed to guarantee the obligations of the Borrower.

1. GUARANTEE
1.1 The Guarantor guarantees the obligations referred to in Recital B.
1.2 This guarantee is a continuing guarantee.
"""


def _refs(chunks: list[LegalChunk]) -> list[tuple[str, str, str, str | None]]:
    return [
        (
            " ".join(r.raw_text.split()),
            r.target_kind,
            r.target_identifier,
            None if r.target_chunk_index is None else chunks[r.target_chunk_index].hierarchy_path,
        )
        for c in chunks
        for r in c.cross_references
    ]


def test_units_of_other_documents_never_resolve_to_this_agreement() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=48, min_chunk_size=0).chunk(SPA)
    refs = _refs(chunks)
    other = [r for r in refs if r[0] != "clause 3"]
    assert [r[0] for r in other] == [
        "paragraph 2 of the Disclosure Letter",
        "section 3 of the Disclosure Schedule",
        "article 3 of the Company's articles of association",
        "clause 3 of the Deed of Novation",
    ]
    assert all(kind == "external" and where is None for _, kind, _, where in other)
    # the agreement's own clause 3, named plainly in the same sentence, still resolves
    assert ("clause 3", "clause", "3", "3") in refs


def test_an_acts_sections_are_named_without_their_part() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=48, min_chunk_size=0).chunk(ACT)
    named = {r.raw_text: r for c in chunks for r in c.cross_references}
    for raw, ident, body in [
        ("Subsection (1)", "1(1)", '(1) In this Act "mooring"'),
        ("this section", "1", '1 (1) In this Act "mooring"'),
        ("subsection (1)", "2(1)", "(1) A person must not lay"),
        ("section 3", "3", "3 (1) The harbour authority"),
    ]:
        assert named[raw].target_identifier == ident
        target = named[raw].target_chunk_index
        assert target is not None and body in chunks[target].body


def test_a_recitals_heading_above_its_first_item_is_no_reference() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64, min_chunk_size=0).chunk(DEED)
    refs = _refs(chunks)
    assert [r[:3] for r in refs] == [("Recital B", "recital", "Recital B")]
    assert refs[0][3] is not None


EU_ACT = """REGULATION (EU) 2030/1 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL

HAVE ADOPTED THIS REGULATION:

CHAPTER I
GENERAL PROVISIONS

Article 1
Subject matter

This Regulation lays down rules on moorings.

CHAPTER II
AUTHORITIES

Section 1
Harbour authorities

Article 2
Tasks

1.   Each harbour authority shall apply this Section and Article 1.

2.   The tasks referred to in paragraph 1 are set out in Annex I, point 2, and in Article 2,
point (5), of Directive (EU) 2019/771.

Section 2
Cooperation

Article 3
Cooperation

Harbour authorities shall cooperate.

ANNEX I

LIST OF TASKS

1. Licensing of moorings.

2. Inspection of moorings.
"""


def test_eu_sections_and_comma_set_units() -> None:
    chunks = LegalChunker(jurisdiction="eu", max_chunk_size=48, min_chunk_size=0).chunk(EU_ACT)
    refs = {r[0]: r[1:] for r in _refs(chunks)}
    # a Section of an EU act groups Articles and is numbered afresh in each Chapter
    assert refs["this Section"][1] == "Chapter II Section 1"
    assert refs["Annex I, point 2"][0] == "point"
    target = next(
        r.target_chunk_index
        for c in chunks
        for r in c.cross_references
        if r.raw_text == "Annex I, point 2"
    )
    assert target is not None and "Inspection of moorings." in chunks[target].body
    assert refs["Article 2, point (5), of Directive (EU) 2019/771"] == (
        "external",
        "Article 2(5), Directive (EU) 2019/771",
        None,
    )


def test_a_list_goes_on_after_a_page_breaks_furniture() -> None:
    # PDF text keeps the footer, the page number and the next header between "or" and "(b)"
    text = (
        "Upon termination under Section 5.2(a) or\n"
        "Master Services Agreement - Confidential   Confidential\nPage 3\n\n"
        "Master Services Agreement - Confidential\n(b), all Fees become due, and under\n"
        "Section 6 or\nthe Customer's own notice, nothing more.\n"
    )
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=512)
    refs = [
        (r.raw_text, r.target_identifier) for c in chunker.chunk(text) for r in c.cross_references
    ]
    assert refs == [("Section 5.2(a)", "5.2(a)"), ("(b)", "5.2(b)"), ("Section 6", "6")]
