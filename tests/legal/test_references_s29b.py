"""Session 29 (second round): subparts of the C.F.R. named around the code, a head word whose
number follows a page break, and items of an inline list named by their marker alone."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.types import CrossReference, LegalChunk

BAA = """BUSINESS ASSOCIATE AGREEMENT

1. Definitions

1.1 Terms used but not otherwise defined in this Agreement have the meanings given in the
Privacy Rule at Subpart E of 45 C.F.R. Part 164.

1.2 "Security Rule" means the Security Standards at 45 C.F.R. Part 160 and Part 164,
Subparts A and C.

2. Obligations

2.1 Business Associate shall comply with Section 1.1 and with Subpart C of 45 CFR Part 164.
"""

LEASE = """LEASE AGREEMENT

21. INSURANCE

21.1 The Tenant shall insure the Premises against the Insured Risks and shall give notice of
any claim to the Landlord in accordance with Clause

Page 14 of 60

22.1 within five Business Days of the claim arising.

21.2 The Landlord shall not be liable for any loss caused by an Insured Risk, and the Tenant
shall comply with this Clause

Page 15 of 60

22. NOTICES

22.1 Any notice under this Lease shall be in writing and delivered by hand or by recorded
delivery.

22.2 A notice is deemed served on the second Business Day after posting.

SCHEDULE

Page 16 of 60

1. The Premises are Unit 5, Riverside Business Park, Leeds.
"""

SUPPLY = """SUPPLY AGREEMENT

1. Definitions

1.1 "Products" means the products listed in Exhibit A.

2. Term and Termination

2.1 This Agreement shall commence on the Effective Date and continue for five years.

2.2 Either party may terminate this Agreement upon written notice if the other party (i)
fails to pay any amount when due, (ii) materially breaches this Agreement, or (iii) becomes
insolvent; provided that, in the case of clauses (ii) and (iii) of this paragraph, the
breaching party shall have thirty days to cure. Any termination for the reasons described in
clause (i) or (ii) shall be effective immediately.

3. Payment

3.1 Customer shall pay all invoices within thirty (30) days. Late amounts under clause (iv)
bear interest.
"""


def _refs(text: str, jurisdiction: str = "us") -> tuple[list[LegalChunk], list[CrossReference]]:
    chunks = LegalChunker(jurisdiction=jurisdiction, max_chunk_size=512).chunk(text)
    return chunks, [r for c in chunks for r in c.cross_references]


def test_subparts_of_a_cited_cfr_part_are_external() -> None:
    _, refs = _refs(BAA)
    subparts = [r for r in refs if r.raw_text.lower().startswith("subpart") or r.raw_text == "C"]
    assert [r.raw_text for r in subparts] == ["Subpart E", "Subparts A", "C", "Subpart C"]
    for r in subparts:
        assert r.external is not None and r.external["jurisdiction"] == "us"
        assert r.target_chunk_index is None
    # the agreement's own section still resolves
    own = next(r for r in refs if r.raw_text == "Section 1.1")
    assert own.external is None and own.target_chunk_index == 1


def test_head_word_before_page_break_takes_number_after_it() -> None:
    chunks, refs = _refs(LEASE, "uk")
    ref = next(r for r in refs if r.raw_text.startswith("Clause\n"))
    assert ref.target_identifier == "22.1"
    assert ref.target_kind == "clause"
    target = chunks[ref.target_chunk_index or 0]
    assert ref.target_chunk_index is not None and "22.1 Any notice" in target.content
    # "this Clause" at a page's end names its own clause: no number after the break
    assert not any(r.raw_text.startswith("Clause\n") and r is not ref for r in refs)
    # a heading alone on a page's last line is no head word waiting for its number
    assert not any(r.raw_text.startswith("SCHEDULE") for r in refs)


def test_items_of_an_inline_list_resolve_to_the_unit_writing_them() -> None:
    chunks, refs = _refs(SUPPLY)
    holder = next(c.index for c in chunks if "(iii) becomes" in c.content)
    named = [r for r in refs if "(i" in r.raw_text and "(iv)" not in r.raw_text]
    assert [r.raw_text for r in named] == [
        "clauses (ii)",
        "(iii) of this paragraph",
        "clause (i)",
        "(ii)",
    ]
    assert all(r.target_chunk_index == holder for r in named)
    # "clause (iv)" in 3.1: no unit near it writes an item (iv) ("(30)" is an amount)
    stray = next(r for r in refs if r.raw_text == "clause (iv)")
    assert stray.target_chunk_index is None
