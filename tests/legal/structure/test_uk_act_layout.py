"""A UK Act of Parliament as legislation.gov.uk prints it to text: Parts with titles,
sections numbered by a bare number with a sentence-case title (quotes included), cross-
headings between sections, subsections "(1)", and schedules whose paragraphs are bare numbers
run into their text ("1 (1) An application ...", "2 The authority must ...").

The Act below is written for this test in that layout.
"""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import UK
from clausewise.legal.structure.contract import parse_contract

_ACT = """Inland Waterways (Moorings) Act 2025

2025 CHAPTER 9

An Act to make provision about moorings on inland waterways; and for connected purposes.

{enact}

PART 1

PRELIMINARY

1 Meaning of "mooring"

(1) In this Act "mooring" means any post, ring, chain or other apparatus used for securing a boat.

(2) For the purposes of subsection (1), a pontoon is a mooring only if it is fixed to the bank.

2 Meaning of "navigation authority"

In this Act "navigation authority" means the body that manages the waterway.

PART 2

LICENCES

Grant

3 Requirement for a mooring licence

(1) A person must not place a mooring except under a licence granted by the navigation authority.

(2) Schedule 1 makes further provision about licences.

4 Revocation of licences

(1) The navigation authority may revoke a licence granted under section 3.

(2) Before revoking a licence the authority must give notice under paragraph 3 of Schedule 1.

SCHEDULE 1

LICENCES

1 (1) An application for a licence must be made in writing to the navigation authority.

(2) The application must be accompanied by the fee the authority sets.

2 The authority must decide an application within 28 days.

3 (1) Notice of a proposed revocation must be given at least 14 days before it takes effect.

(2) The notice must state the reasons for the revocation.
""".replace(
    "{enact}",
    "BE IT ENACTED by the King's most Excellent Majesty, by and with the advice and consent of"
    " the Lords Spiritual and Temporal, and Commons, in this present Parliament assembled, and"
    " by the authority of the same, as follows:\u2014",
)


def test_sections_under_parts_are_read() -> None:
    tree = parse_contract(_ACT, UK)
    got = [(n.depth, n.identifier, n.title) for n in tree.nodes if n.depth <= 2]
    assert got == [
        (1, "Preamble", None),
        (1, "Part 1", "PRELIMINARY"),
        (2, "1", 'Meaning of "mooring"'),
        (2, "2", 'Meaning of "navigation authority"'),
        (1, "Part 2", "LICENCES"),
        (2, "3", "Requirement for a mooring licence"),
        (2, "4", "Revocation of licences"),
        (1, "Schedule 1", "LICENCES"),
        (2, "1", None),
        (2, "2", None),
        (2, "3", None),
    ]
    # Paragraph 1 of the schedule keeps its first subsection, run into its line.
    para1 = next(n for n in tree.nodes if n.depth == 2 and n.start > _ACT.index("SCHEDULE 1"))
    subs = [n.identifier for n in tree.nodes if n.depth == 3 and para1.start <= n.start < para1.end]
    assert subs == ["(1)", "(2)"]


def test_references_to_sections_and_schedule_paragraphs_resolve() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(_ACT)
    revoke = next(c for c in chunks if "Before revoking" in c.body)
    ref = next(r for r in revoke.cross_references if r.raw_text.startswith("paragraph 3"))
    assert ref.target_chunk_index is not None
    assert "Notice of a proposed revocation" in chunks[ref.target_chunk_index].body


def test_page_numbers_and_amounts_at_a_line_start_stay_text() -> None:
    text = (
        "SUPPLY AGREEMENT\n\n1. Supply. The Supplier shall supply the Goods.\n\n"
        "2. Price. The price is payable within\n30 days of the invoice.\n\n"
        "3\n\n3. Term. This agreement lasts two years.\n"
    )
    tree = parse_contract(text, UK)
    assert [n.identifier for n in tree.nodes if n.depth == 1] == ["Preamble", "1", "2", "3"]


def test_the_note_under_a_schedule_heading_is_no_unit() -> None:
    # legislation.gov.uk prints the section that brings a schedule in under its heading,
    # on the next line or at the right of the same line.
    for note in ("\nSection 3\n", "                                   Section 3\n"):
        text = _ACT.replace("SCHEDULE 1\n", "SCHEDULE 1" + note)
        tree = parse_contract(text, UK)
        sched = next(n for n in tree.nodes if n.identifier == "Schedule 1")
        kids = [n.identifier for n in tree.nodes if n.depth == 2 and n.start > sched.start]
        assert (sched.title, kids) == ("LICENCES", ["1", "2", "3"])


def test_an_act_with_a_single_part_keeps_the_part_over_its_sections() -> None:
    text = (
        "Harbour Moorings Act 2025\n\n2025 CHAPTER 4\n\n"
        "An Act to make provision about moorings; and for connected purposes.\n\n"
        "PART 1\nPRELIMINARY\n\n1 Meaning of \u201cmooring\u201d\n"
        "(1) In this Act \u201cmooring\u201d means any buoy or chain used to secure a vessel.\n"
        "(2) A pontoon is not a mooring.\n\n2 Licences\n"
        "(1) A person must not place a mooring except under a licence.\n\n"
        "3 Offences\nA person who contravenes section 2(1) commits an offence.\n"
    )
    tree = parse_contract(text, UK)
    got = [(n.depth, n.identifier) for n in tree.nodes if n.depth <= 2]
    assert got == [(1, "Preamble"), (1, "Part 1"), (2, "1"), (2, "2"), (2, "3")]


def test_front_matter_lines_in_capitals_are_not_the_outline() -> None:
    # Indian drafting: "BETWEEN" / parties / "AND" / parties / "WHEREAS:" / recitals / "NOW
    # THIS AGREEMENT WITNESSETH AS FOLLOWS:" before the numbered clauses, which start past
    # the middle of a short agreement.
    party = (
        "{name}, a company incorporated under the Companies Act, 2013, having its registered"
        " office at {address} (hereinafter referred to as the \u201c{role}\u201d, which"
        " expression shall include its successors and assigns) of the {part} PART"
    )
    text = (
        "SERVICE AGREEMENT\n\nTHIS AGREEMENT is made at Mumbai on this 5th day of March, 2025"
        "\n\nBETWEEN\n\n"
        + party.format(
            name="ACME TECHNOLOGIES PRIVATE LIMITED",
            address="12 Marine Drive, Mumbai 400002",
            role="Company",
            part="ONE",
        )
        + ";\n\nAND\n\n"
        + party.format(
            name="BLUEWAVE SERVICES PRIVATE LIMITED",
            address="4 MG Road, Bengaluru 560001",
            role="Service Provider",
            part="OTHER",
        )
        + ".\n\nWHEREAS:\n\n(A) The Company develops software.\n\n(B) The Service Provider"
        " has the expertise to provide the Services.\n\nNOW THIS AGREEMENT WITNESSETH AS"
        " FOLLOWS:\n\n1. DEFINITIONS\n\n1.1 \u201cServices\u201d means the services in"
        " Schedule I.\n\n2. FEES\n\nThe Company shall pay within 30 days.\n\n"
        "3. CONFIDENTIALITY\n\nThe Service Provider shall keep all information confidential."
        "\n\nIN WITNESS WHEREOF the parties have signed this Agreement.\n"
    )
    tree = parse_contract(text, UK)
    tops = [n.identifier for n in tree.nodes if n.depth == 1]
    assert tops == ["Preamble", "Recitals", "1", "2", "3", "Signatures"]


_NO_PARTS = """Coastal Moorings Act 2023

2023 CHAPTER 41

An Act to make provision about the regulation of moorings in coastal waters.

BE IT ENACTED by the King's most Excellent Majesty, by and with the advice and consent of the
Lords Spiritual and Temporal, and Commons, in this present Parliament assembled, as follows:—

1 Grant of mooring licence

(1) A harbour authority may grant a mooring licence to any person.

(2) Schedule 1 makes further provision about applications.

2 Short title

This Act may be cited as the Coastal Moorings Act 2023.

SCHEDULE 1
Section 1

APPLICATIONS FOR MOORING LICENCES

1 An application for a mooring licence must be made in writing to the harbour authority.

2 (1) The application must specify the proposed location of the mooring.

(2) The authority may require further information under sub-paragraph (1).

3 The authority must determine an application within 28 days, unless paragraph 2(2) applies.
"""


def test_a_schedule_after_sections_without_parts_keeps_its_paragraphs() -> None:
    # The schedule's paragraphs number from 1 again; its first one is a sentence, not "1 (1)".
    tree = parse_contract(_NO_PARTS, UK)
    got = [(n.depth, n.identifier) for n in tree.nodes if n.identifier != "Preamble"]
    assert got == [
        (1, "1"),
        (2, "(1)"),
        (2, "(2)"),
        (1, "2"),
        (1, "Schedule 1"),
        (2, "1"),
        (2, "2"),
        (3, "(1)"),
        (3, "(2)"),
        (2, "3"),
    ]
    refs = {
        r.raw_text: r.target_identifier
        for c in LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(_NO_PARTS)
        for r in c.cross_references
    }
    assert refs["paragraph 2(2)"] == "Schedule 1 paragraph 2(2)"
    # A footnote under a table in a schedule is no paragraph: nothing numbered 2 follows it.
    footnote = _NO_PARTS.split("1 An application")[0] + (
        "Budget 2024: $ 93.8\n\n1 Reduced to account for sales taxes already included. 2 For"
        " the avoidance of doubt, fees are excluded.\n"
    )
    sched = [n for n in parse_contract(footnote, UK).nodes if n.identifier == "Schedule 1"]
    assert sched and not [n for n in parse_contract(footnote, UK).nodes if n.depth == 2
                          and n.start > sched[0].start]
