"""References that need the document's structure: a lease's prescribed clauses ("this clause"
written in clause LR4, "clause LR11.1"), and a heading of another document named in quotes
('the "Disputes" clause set out in the Main Contract')."""

from __future__ import annotations

from clausewise import LegalChunker

LEASE = """LEASE

LR1. Date of lease
1 March 2024

LR4. Property
In the case of a conflict between this clause and the remainder of this lease then, for the \
purposes of registration, this clause shall prevail.

LR11. Easements
LR11.1 Easements granted by this lease for the benefit of the Property: the rights in clause 2.1.

1. DEFINITIONS

1.1 "Property": the shop known as Unit 4, Harbour Parade.

2. GRANT

2.1 The Landlord lets the Property described in clause LR4 with the rights in clause LR11.1.
"""

SUBCONTRACT = """SUBCONTRACT

1. DEFINITIONS

1.1 "Main Contract" means the contract dated 1 May 2024 between the Employer and the Contractor.

2. DISPUTES

2.1 Any dispute shall be resolved under the "Disputes" clause set out in the Main Contract.

2.2 The Subcontractor is bound by the "Disputes" clause contained in the Main Contract.

3. NOTICES

3.1 A notice of a dispute is given under the "Notices" clause.
"""


def _refs(text: str) -> list[tuple[str, str, str | None]]:
    """(raw text, target identifier, hierarchy path of the target chunk) of each reference."""
    chunks = LegalChunker(jurisdiction="uk").chunk(text)
    out: list[tuple[str, str, str | None]] = []
    for chunk in chunks:
        for ref in chunk.cross_references:
            at = ref.target_chunk_index
            path = None if at is None else chunks[at].hierarchy_path
            out.append((ref.raw_text, ref.target_identifier, path))
    return out


def test_this_clause_in_a_prescribed_clause_and_prescribed_clause_numbers() -> None:
    refs = _refs(LEASE)
    assert ("this clause", "LR4", "LR4") in refs
    assert refs.count(("this clause", "LR4", "LR4")) == 2
    assert ("clause LR4", "LR4", "LR4") in refs
    assert ("clause LR11.1", "LR11.1", "LR11") in refs


def test_a_quoted_heading_set_out_in_another_document_is_not_this_ones() -> None:
    refs = _refs(SUBCONTRACT)
    assert refs == [('"Notices" clause', "3", "3")]
