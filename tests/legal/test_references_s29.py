"""Session 29: abbreviated head words ("cl.", "para. 2 of Sch. 2") resolved in a lease, and
a range's "(inclusive)" before the Act it is of."""

from __future__ import annotations

from clausewise import LegalChunker

LEASE = """THIS LEASE is dated 1 March 2024

1. DEFINITIONS

1.1 In this Lease:

"Premises" means the premises described in Sch. 1.

"Rent" means £45,000 a year.

2. RENT

2.1 The Tenant shall pay the Rent on the quarter days.

2.2 Interest is payable on late payments of Rent.

3. ALIENATION

3.1 The Tenant shall not assign the whole of the Premises without consent.

3.2 Subject to cl. 3.1 and the conditions in para. 2 of Sch. 2, the Tenant may assign.

3.3 The provisions of sections 24 to 28 (inclusive) of the Landlord and Tenant Act 1954 are
excluded.

SCHEDULE 1 THE PREMISES

1. The land known as Unit 4, Riverside Park, Leeds.

SCHEDULE 2 CONDITIONS FOR ASSIGNMENT

1. The assignee shall enter into a direct covenant with the Landlord.

2. The Tenant shall enter into an authorised guarantee agreement.
"""


def _refs() -> tuple[list[str], dict[str, tuple[str, str, int | None, dict[str, str] | None]]]:
    chunks = LegalChunker(jurisdiction="uk").chunk(LEASE)
    bodies = [c.content for c in chunks]
    refs = {
        r.raw_text + "|" + r.target_identifier: (
            r.target_kind,
            r.target_identifier,
            r.target_chunk_index,
            r.external,
        )
        for c in chunks
        for r in c.cross_references
    }
    return bodies, refs


def test_abbreviated_heads_resolve_in_a_lease() -> None:
    bodies, refs = _refs()
    kind, ident, at, _ = refs["cl. 3.1|3.1"]
    assert (kind, ident) == ("clause", "3.1")
    assert at is not None and "3.1 The Tenant shall not assign" in bodies[at]
    kind, ident, at, _ = refs["para. 2 of Sch. 2|Schedule 2 paragraph 2"]
    assert (kind, ident) == ("paragraph", "Schedule 2 paragraph 2")
    assert at is not None and "authorised guarantee agreement" in bodies[at]
    kind, ident, at, _ = refs["Sch. 1|Schedule 1"]
    assert kind == "schedule" and at is not None and "Riverside Park" in bodies[at]


def test_inclusive_range_of_an_act() -> None:
    _, refs = _refs()
    raw = "sections 24 to 28 (inclusive) of the Landlord and Tenant Act 1954"
    found = {k: v for k, v in refs.items() if k.startswith(raw)}
    assert sorted(v[3]["section"] for v in found.values() if v[3]) == ["24", "25", "26", "27", "28"]
    assert all(v[0] == "external" and v[2] is None for v in found.values())
    assert all(v[3] and v[3]["act"] == "Landlord and Tenant Act 1954" for v in found.values())


FACILITY = """1. DEFINITIONS

1.1 In this Agreement "Obligor" means the Borrower or a Guarantor.

2. THE FACILITY

2.1 The Lenders make available a term loan facility.

5. REPAYMENT

5.1 The Borrower shall repay the Loan on the Termination Date.

5.2 Mandatory prepayment

(a) The Borrower shall prepay:

(i) the Loan in full on a Change of Control; and

(ii) an amount equal to the Disposal Proceeds.

6. UNDERTAKINGS

6.1 The Borrower shall supply its annual financial statements.

6.2 The Borrower shall not create any Security.

7. EVENTS OF DEFAULT

7.1 It is an Event of Default if an Obligor fails to pay the amount referred to in limb (ii) of
paragraph (a) of Clause 5.2 or breaches Clauses 6.1 (Financial statements) or 6.2 (Negative
pledge).
"""


def test_limb_and_headed_list_resolve_in_a_facility_agreement() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=400).chunk(FACILITY)
    refs = {
        " ".join(r.raw_text.split()): (r.target_kind, r.target_identifier, r.target_chunk_index)
        for c in chunks
        for r in c.cross_references
    }
    kind, ident, at = refs["limb (ii) of paragraph (a) of Clause 5.2"]
    assert (kind, ident) == ("paragraph", "5.2(a)(ii)")
    assert at is not None and "the Disposal Proceeds" in chunks[at].content
    listed = (("Clauses 6.1", "6.1", "annual financial"), ("6.2", "6.2", "Security"))
    for raw, number, words in listed:
        kind, ident, at = refs[raw]
        assert (kind, ident) == ("clause", number)
        assert at is not None and words in chunks[at].content
