"""An amendment that defines "the Agreement" as the agreement it amends: "Section 5 of the
Agreement" is a unit of that agreement, not the amendment's own clause 5. Texts written here."""

from __future__ import annotations

from clausewise import LegalChunk, LegalChunker

_US = LegalChunker(jurisdiction="us", max_chunk_size=512)

_AMENDMENT = """FIRST AMENDMENT TO SUPPLY AGREEMENT

This First Amendment (this "Amendment") is entered into as of March 1, 2025 and amends the
Supply Agreement dated January 5, 2024 (the "Agreement") between Northwind Foods Inc. and
Harbor Packaging LLC.

1. Deletion. Section 5 of the Agreement is deleted in its entirety, and Sections 8 and 9 of
the Agreement no longer apply.

2. Pricing. The prices in Schedule A apply from the date of this Amendment.

3. Effect. Except as set out in Section 1 and Section 2 of this Amendment, the Agreement
remains in full force and effect.

4. Counterparts. This Amendment may be signed in counterparts.

5. Governing Law. Section 4 applies to this Amendment as well.
"""


def _refs(chunks: list[LegalChunk], needle: str) -> list[tuple[str, str, str | None]]:
    chunk = next(c for c in chunks if needle in c.body)
    return [
        (
            r.raw_text,
            r.target_identifier,
            None if r.target_chunk_index is None else chunks[r.target_chunk_index].hierarchy_path,
        )
        for r in chunk.cross_references
    ]


def test_units_of_the_defined_agreement_are_the_amended_agreements() -> None:
    chunks = _US.chunk(_AMENDMENT)
    got = _refs(chunks, "deleted in its entirety")
    assert got == [
        ("Section 5", "Section 5, Supply Agreement", None),
        ("Sections 8", "Section 8, Supply Agreement", None),
        ("9", "Section 9, Supply Agreement", None),
    ]
    chunk = next(c for c in chunks if "deleted in its entirety" in c.body)
    assert all(r.target_kind == "external" for r in chunk.cross_references)
    assert chunk.cross_references[0].external == {
        "document": "Supply Agreement",
        "jurisdiction": "us",
        "section": "5",
    }


def test_the_amendments_own_units_still_resolve() -> None:
    chunks = _US.chunk(_AMENDMENT)
    assert [(g[0], g[2]) for g in _refs(chunks, "Except as set out in")] == [
        ("Section 1", "1"),
        ("Section 2", "2"),
    ]
    assert [(g[0], g[2]) for g in _refs(chunks, "applies to this Amendment")] == [
        ("Section 4", "4")
    ]


def test_an_agreement_defining_itself_keeps_its_units() -> None:
    text = _AMENDMENT.replace("FIRST AMENDMENT TO SUPPLY AGREEMENT", "SUPPLY AGREEMENT")
    chunks = _US.chunk(text)
    got = _refs(chunks, "deleted in its entirety")
    assert [(g[0], g[2]) for g in got] == [("Section 5", "5"), ("Sections 8", None), ("9", None)]


_DEED = """DEED OF VARIATION

THIS DEED is dated 3 March 2025 and is made between Alder Estates Limited and Birch Retail
Limited, the parties to the lease of Unit 4, Mill Road dated 1 June 2020 (the "Lease").

1. VARIATION

1.1 With effect from the date of this Deed, clause 5.2 of the Lease is deleted and clauses 7
and 8 of the Lease are varied as set out in the Schedule.

2. GENERAL

2.1 Clause 1.1 of this Deed takes effect on completion, and clause 2 of the Lease continues.

3. COSTS

3.1 Each party bears its own costs.
"""


def test_a_uk_deed_of_variation_points_into_the_lease() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=512).chunk(_DEED)
    got = _refs(chunks, "takes effect on completion")
    assert [g[:2] for g in got] == [("Clause 1.1", "1.1"), ("clause 2", "Clause 2, Lease")]
    assert got[0][2] is not None and got[1][2] is None
    varied = _refs(chunks, "is deleted and clauses")
    assert [g[1] for g in varied] == ["Clause 5.2, Lease", "Clause 7, Lease", "Clause 8, Lease"]
