"""Australian Acts group a Part's sections in Divisions and Subdivisions ("Part 2—Licensing"
/ "Division 1—Applications" / "Subdivision A—Making an application" / "5  Application for a
licence"); amending Acts insert sections "1A", "12AB", "5ZA" between two sections, subsections
"(2A)" and paragraphs "(ba)" between two of theirs. Texts written for the test in those
layouts (Commonwealth of Australia Acts as the Federal Register of Legislation prints them,
UK Acts as legislation.gov.uk prints them)."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import UK, US
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.tree import ClauseTree

_AU_ACT = """Farm Dams Safety Act 2024

No. 31, 2024

An Act to provide for the safety of farm dams, and for related purposes

The Parliament of Australia enacts:

Part 1—Preliminary

1  Short title

  This Act is the Farm Dams Safety Act 2024.

2  Definitions

  In this Act:

  dam means a barrier built across a watercourse to hold back water.

Part 2—Licensing of dams

Division 1—Applications

Subdivision A—Making an application

3  Application for a licence

 (1) The owner of a dam may apply to the Regulator for a licence.

 (2) The application must be in the approved form.

Subdivision B—Deciding an application

3A  Decision on application

 (1) The Regulator must decide an application within 60 days.

 (2) The Regulator may ask for further information under section 3.

3B  Notice of decision

  The Regulator must give the applicant written notice of a decision under section 3A.

Division 2—Conditions of licences

4  Conditions

 (1) A licence is subject to the conditions prescribed by the rules.

 (2) The Regulator may impose further conditions on a licence granted under Division 1.

Part 3—Enforcement

5  Offence

  A person commits an offence if the person builds a dam without a licence.
"""


def _got(tree: ClauseTree) -> list[tuple[int, str, str | None]]:
    return [(n.depth, n.identifier, n.title) for n in tree.nodes if n.identifier[0] != "("]


def test_divisions_and_subdivisions_group_the_sections_of_a_part() -> None:
    tree = parse_contract(_AU_ACT, UK)
    assert _got(tree) == [
        (1, "Preamble", None),
        (1, "Part 1", "Preliminary"),
        (2, "1", "Short title"),
        (2, "2", "Definitions"),
        (1, "Part 2", "Licensing of dams"),
        (2, "Division 1", "Applications"),
        (3, "Subdivision A", "Making an application"),
        (4, "3", "Application for a licence"),
        (3, "Subdivision B", "Deciding an application"),
        (4, "3A", "Decision on application"),
        (4, "3B", "Notice of decision"),
        (2, "Division 2", "Conditions of licences"),
        (3, "4", "Conditions"),
        (1, "Part 3", "Enforcement"),
        (2, "5", "Offence"),
    ]
    nodes = tree.nodes
    division2 = next(n for n in nodes if n.identifier == "Division 2")
    assert nodes[division2.parent].identifier == "Part 2"  # type: ignore[index]
    section4 = next(n for n in nodes if n.identifier == "4")
    assert section4.parent == nodes.index(division2)
    subs = [n.identifier for n in nodes if n.parent == nodes.index(section4)]
    assert subs == ["(1)", "(2)"]
    inserted = next(n for n in nodes if n.identifier == "3A")
    assert [n.identifier for n in nodes if n.parent == nodes.index(inserted)] == ["(1)", "(2)"]


def test_a_reference_to_an_inserted_section_finds_it() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(_AU_ACT)
    notice = next(c for c in chunks if "written notice of a decision" in c.body)
    ref = next(r for r in notice.cross_references if r.raw_text == "section 3A")
    assert ref.target_identifier == "3A" and ref.target_chunk_index is not None
    target = chunks[ref.target_chunk_index]
    assert "3A  Decision on application" in target.body
    assert "Part 2 > Division 1 > Subdivision B" in target.hierarchy_path
    # Divisions are referred to as units too: "under Division 1", "Subdivision B of
    # Division 1 of Part 2".
    outline = "Subdivision B of Division 1 of Part 2 deals with decisions.\n\n  "
    text = _AU_ACT.replace("In this Act:", outline + "In this Act:")
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(text)
    refs = {r.raw_text: r for c in chunks for r in c.cross_references}
    assert refs["Division 1"].target_identifier == "Division 1"
    nested = refs["Subdivision B of Division 1 of Part 2"]
    assert nested.target_identifier == "Part 2 Division 1 Subdivision B"
    assert nested.target_chunk_index is not None
    assert "3A  Decision on application" in chunks[nested.target_chunk_index].body


_UK_ACT = """Water Industry (Performance) Act 2024

2024 CHAPTER 12

An Act to make provision about the performance of water undertakers; and for connected purposes.

BE IT ENACTED by the King's most Excellent Majesty, by and with the advice and consent of the \
Lords Spiritual and Temporal, and Commons, in this present Parliament assembled, and by the \
authority of the same, as follows:\u2014

1 Performance commitments

(1) Each water undertaker must publish performance commitments.

(2) The commitments must be approved by the Authority.

(2A) The Authority may approve commitments subject to conditions.

(3) The commitments must cover\u2014

(a) leakage,

(b) interruptions to supply,

(ba) discharges from storm overflows,

(bb) pollution incidents, and

(c) customer service.

1A Review of commitments

(1) The Authority must review the commitments every five years.

(2) Section 1(2A) applies to revised commitments.

1B Publication of reviews

The Authority must publish each review under section 1A.

2 Penalties

(1) The Authority may impose a penalty for a breach of section 1A.

(2) A penalty must not exceed 10% of the undertaker's turnover.
"""


def test_inserted_sections_subsections_and_paragraphs_are_siblings() -> None:
    tree = parse_contract(_UK_ACT, UK)
    got = [(n.depth, n.identifier, n.title) for n in tree.nodes if n.identifier != "Preamble"]
    assert got == [
        (1, "1", "Performance commitments"),
        (2, "(1)", None),
        (2, "(2)", None),
        (2, "(2A)", None),
        (2, "(3)", None),
        (3, "(a)", None),
        (3, "(b)", None),
        (3, "(ba)", None),
        (3, "(bb)", None),
        (3, "(c)", None),
        (1, "1A", "Review of commitments"),
        (2, "(1)", None),
        (2, "(2)", None),
        (1, "1B", "Publication of reviews"),
        (1, "2", "Penalties"),
        (2, "(1)", None),
        (2, "(2)", None),
    ]
    section1 = next(n for n in tree.nodes if n.identifier == "1")
    assert "Review of commitments" not in _UK_ACT[section1.start : section1.end]


def test_references_to_inserted_provisions_resolve() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(_UK_ACT)
    refs = {(c.hierarchy_path, r.raw_text): r for c in chunks for r in c.cross_references}
    to_1a = refs[("2", "section 1A")]
    assert to_1a.target_identifier == "1A" and to_1a.target_chunk_index is not None
    assert chunks[to_1a.target_chunk_index].hierarchy_path == "1A"
    assert "(1) The Authority must review" in chunks[to_1a.target_chunk_index].body
    # Small chunks: the inserted subsection is a chunk of its own, and the list holding the
    # inserted paragraphs "(ba)", "(bb)" is cut between its items.
    small = LegalChunker(jurisdiction="uk", max_chunk_size=20).chunk(_UK_ACT)
    to_2a = next(r for c in small for r in c.cross_references if r.raw_text == "Section 1(2A)")
    assert to_2a.target_identifier == "1(2A)" and to_2a.target_chunk_index is not None
    assert small[to_2a.target_chunk_index].hierarchy_path == "1 > (2A)"
    assert small[to_2a.target_chunk_index].body.startswith("(2A) The Authority may approve")


def test_numbers_with_letters_in_an_agreement_stay_text() -> None:
    # A unit or flat number "1A" in an address, and a table row "2A" under clause 2, are no
    # inserted clauses.
    text = (
        "SUPPLY AGREEMENT\n\n1 Premises\n\n(1) The Supplier leases the premises at\n"
        "1A Harbour Road, Leith.\n\n(2) The Supplier keeps the premises in repair.\n\n"
        "2 Price\n\n(1) The Buyer pays the prices in the table below.\n\n"
        "2A  Widgets    $400 per 100\n\n(2) Prices exclude VAT.\n\n"
        "3 Term\n\n(1) This agreement lasts two years.\n"
    )
    tree = parse_contract(text, UK)
    assert [(n.depth, n.identifier) for n in tree.nodes] == [
        (1, "Preamble"),
        (1, "1"),
        (2, "(1)"),
        (2, "(2)"),
        (1, "2"),
        (2, "(1)"),
        (2, "(2)"),
        (1, "3"),
        (2, "(1)"),
    ]
    # A product code "1A" heading its own line under clause "1." is written unlike the
    # clause ("1." has its full stop): no clause inserted after it.
    levels = (
        "SERVICES AGREEMENT\n\n1. Services\n\nThe Supplier provides these service levels."
        "\n\n1A Premium Support\n\nResponse within one hour.\n\n2. Fees\n\nThe Customer"
        " pays the fees monthly.\n\n3. Term\n\nThe agreement lasts two years.\n"
    )
    tops = [n.identifier for n in parse_contract(levels, UK).nodes if n.depth == 1]
    assert tops == ["Preamble", "1", "2", "3"]
    # A company's divisions listed inside a clause are no units of the agreement: a
    # Division divides a Part of an Act, never a document on its own.
    deal = (
        "SHARE SALE AGREEMENT\n\n1. BUSINESS\n\nThe Company runs two divisions.\n\n"
        "Division 1 - Logistics\n\nThe logistics division operates the trucks.\n\n"
        "Division 2 - Storage\n\nThe storage division operates the warehouses.\n\n"
        "2. PRICE\n\nThe Buyer pays the Price on Completion.\n\n"
        "3. LAW\n\nThis Agreement is governed by English law.\n"
    )
    for profile in (UK, US):
        got = [(n.depth, n.identifier) for n in parse_contract(deal, profile).nodes]
        assert got == [(1, "Preamble"), (1, "1"), (1, "2"), (1, "3")]


def test_divisions_of_a_statute_quoted_in_an_agreement_name_nothing() -> None:
    # A contract is not divided into Divisions: "subdivision (a)" of the state law it quotes,
    # or "No Division" in its contents, refers to nothing in it.
    text = (
        "FRANCHISE AGREEMENT\n\n1. TRANSFER\n\n1.1 The Franchisee may not transfer the"
        " Franchise without consent.\n\n1.2 Section 20020 of the Code provides that a"
        " franchisor may refuse a transfer for good cause. This subdivision does not prevent a"
        " right of first refusal under subdivision (a).\n\n2. LAW\n\n2.1 This Agreement is"
        " governed by the laws of California.\n"
    )
    for jurisdiction in ("uk", "us"):
        chunks = LegalChunker(jurisdiction=jurisdiction, max_chunk_size=64).chunk(text)
        kinds = {r.target_kind for c in chunks for r in c.cross_references}
        assert not kinds & {"division", "subdivision"}


def _outline(text: str) -> list[tuple[int, str]]:
    """``(depth, identifier)`` of each unit, the same with the UK and the US profile."""
    uk, us = ([(n.depth, n.identifier) for n in parse_contract(text, p).nodes] for p in (UK, US))
    assert uk == us
    return uk


def _target(text: str, raw: str, size: int = 64) -> tuple[str, str]:
    """The target identifier of the one reference written ``raw``, and its chunk's content."""
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=size).chunk(text)
    (ref,) = [r for c in chunks for r in c.cross_references if r.raw_text == raw]
    assert ref.target_chunk_index is not None, ref
    return ref.target_identifier, chunks[ref.target_chunk_index].content


_LEASE = "LEASE\n\n1. DEFINITIONS\n\n1.1 The terms below apply.\n\n2. RENT\n\n"


def test_a_clause_inserted_after_a_clause_with_sub_clauses_is_its_sibling() -> None:
    # A lease varied by deed: clause "2A" is inserted after clause 2, whose sub-clause "2.1"
    # was the last unit read. "2A" still follows "2" (it was refused: the walk met "2.1"
    # first and took it for a sibling with another number), and "3" goes on after it.
    text = _LEASE + (
        "2.1 The Tenant shall pay the rent.\n\n2A. SERVICE CHARGE\n\n"
        "The Tenant shall pay the service charge, as clause 2A says.\n\n3. TERM\n\n"
        "3.1 The term is five years.\n"
    )
    assert _outline(text) == [
        (1, "Preamble"), (1, "1"), (2, "1.1"), (1, "2"), (2, "2.1"), (1, "2A"), (1, "3"),
        (2, "3.1"),
    ]  # fmt: skip
    ident, content = _target(text, "clause 2A")
    assert ident == "2A" and "SERVICE CHARGE" in content


def test_sub_clauses_of_an_inserted_clause_are_its_children() -> None:
    # "2A.1" and "2A.2" number the sub-clauses of the inserted clause "2A"; "3" goes on after
    # them, and "clause 2A.2" finds its sub-clause.
    text = _LEASE + (
        "2.1 The Tenant shall pay the rent.\n\n2A. SERVICE CHARGE\n\n"
        "2A.1 The Tenant shall pay the service charge.\n\n"
        "2A.2 The Landlord shall account for it each year.\n\n3. TERM\n\n"
        "3.1 The term is five years, and clause 2A.2 applies throughout.\n"
    )
    assert _outline(text) == [
        (1, "Preamble"), (1, "1"), (2, "1.1"), (1, "2"), (2, "2.1"), (1, "2A"), (2, "2A.1"),
        (2, "2A.2"), (1, "3"), (2, "3.1"),
    ]  # fmt: skip
    ident, content = _target(text, "clause 2A.2")
    assert ident == "2A.2" and "2A.2 The Landlord" in content


def test_a_sub_clause_inserted_after_another_is_its_sibling() -> None:
    # "3.1A" and "3.1B" inserted after "3.1", then "3.2": siblings, not "3.1" followed by the
    # text "A The Customer ..." (the number's letter was read as the text's first word).
    text = (
        "SUPPLY AGREEMENT\n\n1. DEFINITIONS\n\n1.1 The terms below apply.\n\n3. FEES\n\n"
        "3.1 The Customer shall pay the fees.\n\n3.1A The Customer shall pay interest on "
        "late payments.\n\n3.1B The Supplier may suspend supply while fees are unpaid.\n\n"
        "3.2 Clause 3.1B applies only after notice.\n\n4. TERM\n\n"
        "4.1 The agreement lasts two years.\n"
    )
    assert _outline(text) == [
        (1, "Preamble"), (1, "1"), (2, "1.1"), (1, "3"), (2, "3.1"), (2, "3.1A"), (2, "3.1B"),
        (2, "3.2"), (1, "4"), (2, "4.1"),
    ]  # fmt: skip
    ident, content = _target(text, "Clause 3.1B", size=32)
    assert ident == "3.1B" and "3.1B The Supplier may suspend" in content
    # A careless extraction glues a heading in capitals to its number: with no "1.2" before
    # it, "1.2THE SUPPLIER" is clause 1.2, not a clause inserted after it.
    glued = (
        "SUPPLY AGREEMENT\n\n1. SUPPLY\n\n1.1 The Supplier supplies goods.\n\n"
        "1.2THE SUPPLIER shall deliver them.\n\n1.3 The Customer pays for them.\n"
    )
    assert [i for _, i in _outline(glued)] == ["Preamble", "1", "1.1", "1.2", "1.3"]
