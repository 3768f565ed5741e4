"""Schedules whose own numbering or parts could be mistaken for the body's clauses."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker

BODY = """THIS AGREEMENT is dated 1 May 2025 between Alpha Limited (Supplier) and
Beta plc (Customer).

1. SERVICES

1.1 The Supplier shall provide the Services described in Schedule 1.

2. CHARGES

2.1 The Customer shall pay the charges set out in paragraph 2 of Schedule 1.

"""

CONTINUING = """SCHEDULE 1

THE SERVICES

1. The Supplier shall clean the premises daily.

2. The Customer shall pay the monthly fee for the cleaning.

3. The Supplier shall provide all cleaning materials.

4. The Supplier shall remove all waste from the premises weekly.
"""

PARTS = """{heading}

Part 1 Service Levels

1. The Supplier shall meet the service levels.

2. Service credits apply under this paragraph.

Part 2 Charges

1. The Customer shall pay the Charges.

2. Invoices are monthly.

3. Interest accrues on late sums.
"""


def _outline(text: str) -> list[tuple[str, int]]:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    return [(n.identifier, n.level) for n in nodes]


def test_schedule_paragraphs_numbered_past_the_last_clause_stay_in_the_schedule() -> None:
    # Paragraphs 3 and 4 of the schedule would continue clauses 1 and 2; the schedule
    # heading, under which the numbering starts again, ends the body's numbering.
    outline = _outline(BODY + CONTINUING)
    assert [i for i, level in outline if level == 1] == ["Preamble", "1", "2", "Schedule 1"]
    assert outline[-4:] == [("1", 2), ("2", 2), ("3", 2), ("4", 2)]


def test_a_reference_into_such_a_schedule_resolves_to_its_paragraph() -> None:
    text = BODY + CONTINUING
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=32, min_chunk_size=0).chunk(text)
    refs = {r.raw_text: r for c in chunks for r in c.cross_references}
    target = refs["paragraph 2 of Schedule 1"].target_chunk_index
    assert target is not None
    assert chunks[target].content.lstrip().endswith("monthly fee for the cleaning.")
    assert chunks[target].hierarchy_path == "Schedule 1 > 2"


@pytest.mark.parametrize(
    ("reference", "body", "other"),
    [
        ("Schedule 3, Part 2, paragraph 2", "Invoices are monthly.", "Service credits"),
        ("paragraph 2 of Part 1 of Schedule 3", "Service credits apply", "Invoices"),
    ],
)
def test_a_paragraph_of_a_schedule_part_resolves_inside_that_part(
    reference: str, body: str, other: str
) -> None:
    # Both parts have a paragraph 2: the part named between the schedule and the paragraph,
    # after commas or after "of", says which.
    text = BODY.replace("paragraph 2 of Schedule 1", reference) + PARTS.format(heading="SCHEDULE 3")
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=16, min_chunk_size=0).chunk(text)
    refs = {r.raw_text: r for c in chunks for r in c.cross_references}
    target = refs[reference].target_chunk_index
    assert target is not None
    assert body in chunks[target].content and other not in chunks[target].content


@pytest.mark.parametrize(
    "heading",
    ["SCHEDULE 3 CHARGES AND SERVICE LEVELS", "SCHEDULE 3\n\nCHARGES", "Schedule 3"],
)
def test_parts_right_under_a_schedule_divide_the_schedule(heading: str) -> None:
    # A body of two short clauses is narrower than the schedule's two parts; the parts
    # still sit inside the schedule, and the body is not read as a preamble.
    outline = _outline(BODY + PARTS.format(heading=heading))
    top = [i for i, level in outline if level == 1]
    assert top == ["Preamble", "1", "2", "Schedule 3"]
    assert ("Part 1", 2) in outline and ("Part 2", 2) in outline
    assert outline[-3:] == [("1", 3), ("2", 3), ("3", 3)]


def test_a_schedule_named_inside_a_wrapped_clause_does_not_end_the_numbering() -> None:
    text = (
        "1. SERVICES\n\n1.1 The Supplier shall provide the Services set out in\n"
        "Schedule 1\nto this Agreement.\n\n2. CHARGES\n\n2.1 The Customer shall pay.\n\n"
        "3. TERM\n\n3.1 This Agreement lasts two years.\n"
    )
    assert [i for i, level in _outline(text) if level == 1] == ["1", "2", "3"]


# -- a distributor agreement: headings that change style, exhibits titled before the word ----

DISTRIBUTION = """DISTRIBUTOR AGREEMENT

This Distributor Agreement is made between Northwind Systems, Inc. and Harbor Trading Ltd.

Section 1. Appointment

1.1  Appointment. Supplier appoints Distributor as a nonexclusive distributor.

Section 2. Term and Termination.

2.1  Term. The Term ends on the date set out in Exhibit A.

2.2  Termination. Either party may terminate on notice for material breach.

3.0  Force Majeure. Neither party is liable for delay caused by events beyond its control.

4.0  Entire Agreement. This Agreement includes the Standard Terms attached as Exhibit B.

{signature}
                        STANDARD DISTRIBUTOR TERMS                          EXHIBIT B

These Standard Terms form part of the Distributor Agreement.

{paragraphs}
"""

_TOPICS = ("Delivery", "Resale", "Records", "Taxes", "Interest", "Ownership", "Notices")


def _distribution(signature: str = "") -> str:
    paragraphs = "\n\n".join(
        f"{n}.  {_TOPICS[n % 7]}. Distributor shall comply with the {_TOPICS[n % 7].lower()} "
        "requirements that Supplier notifies to it in writing from time to time, at its cost."
        for n in range(1, 13)
    )
    return DISTRIBUTION.format(signature=signature, paragraphs=paragraphs)


def test_whole_clause_numbers_continue_sections_and_an_exhibit_keeps_its_own() -> None:
    # "3.0" goes on from "Section 2." (the ".0" marks a whole clause), so the body's
    # numbering spans the agreement and the longer Exhibit B's paragraphs 1-12 no longer
    # carry the document (before: the agreement was read as the preamble).
    text = _distribution()
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    top = [(n.identifier, n.title) for n in nodes if n.level == 1]
    assert top == [
        ("Preamble", None),
        ("Section 1", "Appointment"),
        ("Section 2", "Term and Termination"),
        ("3.0", "Force Majeure"),
        ("4.0", "Entire Agreement"),
        ("Exhibit B", "STANDARD DISTRIBUTOR TERMS"),
    ]
    exhibit = next(n for n in nodes if n.identifier == "Exhibit B")
    assert exhibit.char_start == text.index("STANDARD DISTRIBUTOR TERMS")
    inside = [n.identifier for n in nodes if n.parent == "Exhibit B"]
    assert inside == [str(n) for n in range(1, 13)]


def test_contents_lines_listing_the_exhibits_do_not_hold_back_the_body() -> None:
    # Contents lines without a "Contents" heading, the exhibits listed last: "1. Definitions"
    # restarts under "Exhibit A Form of Order", but the contents have no sentences, so the
    # clauses after them still carry the document.
    clauses = "\n\n".join(
        f"{n}. {title}. The parties agree the {title.lower()} terms set out in this clause."
        for n, title in enumerate(("Definitions", "Supply", "Price", "Delivery"), 1)
    )
    text = (
        "SUPPLY AGREEMENT\n\n1. Definitions\n2. Supply\n3. Price\n4. Delivery\n"
        f"Exhibit A Form of Order\n\n{clauses}\n\n"
        "EXHIBIT A\n\nFORM OF ORDER\n\n1. Goods. The Buyer orders the Goods listed below.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    top = [n.identifier for n in nodes if n.level == 1]
    assert top == ["Preamble", "1", "2", "3", "4", "Exhibit A"]
    assert nodes[1].char_start == text.index("1. Definitions. The parties")


def test_in_witness_thereof_opens_the_signatures() -> None:
    signature = (
        "IN WITNESS THEREOF, the parties have executed this Agreement.\n\n"
        "Northwind Systems, Inc.                 Harbor Trading Ltd.\n\n"
        "By: /s/ Dana Reyes                      By: /s/ Sam Okafor\n"
    )
    text = _distribution(signature)
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    top = [n.identifier for n in nodes if n.level == 1]
    assert top[-3:] == ["4.0", "Signatures", "Exhibit B"]
    sig = next(n for n in nodes if n.identifier == "Signatures")
    assert sig.char_start == text.index("IN WITNESS THEREOF")


def test_a_whole_clause_number_that_skips_a_clause_does_not_continue() -> None:
    # "4.0" after "Section 2." is no exact successor: a change of format is taken only for
    # the next number, so it stays inside Section 2.
    text = (
        "Section 1. Scope\n\n1.1  Scope. The Supplier shall supply the Goods.\n\n"
        "Section 2. Price\n\n2.1  Price. The Buyer shall pay the Price.\n\n"
        "4.0  Notices. Notices shall be in writing.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    assert [n.identifier for n in nodes if n.level == 1] == ["Section 1", "Section 2"]


def test_a_capitals_paragraph_ending_with_an_exhibit_name_is_no_exhibit_heading() -> None:
    # The line with "EXHIBIT B" at its end continues a paragraph in capitals (no blank line
    # above it): the exhibit is cited, not started.
    text = (
        "1. WARRANTY. THE SUPPLIER GIVES THE WARRANTIES SET OUT IN\n"
        "THE STANDARD TERMS ATTACHED AS      EXHIBIT B\n\n"
        "2. LIABILITY. The Supplier's liability is limited to the fees paid.\n\n"
        "3. NOTICES. Notices shall be in writing.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    assert [n.identifier for n in nodes if n.level == 1] == ["1", "2", "3"]


# -- excerpts and amendments: numbering that does not start at clause 1 of two or more -------


def test_a_single_article_above_its_sections_is_kept() -> None:
    text = (
        "FIRST AMENDMENT TO CREDIT AGREEMENT\n\nThis First Amendment is entered into by "
        'Halcyon Inc. (the "Borrower") and First Bank, N.A. (the "Lender").\n\n'
        "ARTICLE I\nAMENDMENTS\n\n"
        "Section 1.01 Interest Rate. The Applicable Margin is reduced to 1.75%.\n\n"
        "Section 1.02 Maturity. The Maturity Date is extended to June 30, 2029.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    got = [(n.identifier, n.parent, n.title) for n in nodes]
    assert got == [
        ("Preamble", None, None),
        ("Article I", None, "AMENDMENTS"),
        ("Section 1.01", "Article I", "Interest Rate"),
        ("Section 1.02", "Article I", "Maturity"),
    ]


@pytest.mark.parametrize("first", [1, 4, 17])
def test_an_excerpt_numbered_from_any_clause_keeps_its_clauses(first: int) -> None:
    text = (
        "EMPLOYMENT AGREEMENT\n\nThis Agreement is made between Tallgrass Inc. (the "
        '"Company") and\nJordan Mercer (the "Executive").\n\n'
        f"{first}. Benefits. The Executive may participate in the benefit plans.\n\n"
        f"{first + 1}. Termination of Employment.\n\n(a) Death. The employment ends on death.\n\n"
        "(b) Resignation. The Executive may resign on notice.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    assert [n.identifier for n in nodes] == ["Preamble", str(first), str(first + 1), "(a)", "(b)"]
    assert nodes[0].char_end == text.index('(the "Executive").') + len('(the "Executive").')


@pytest.mark.parametrize(
    ("first", "second", "ids"),
    [
        ("Section 2.01", "Section 2.02", ["Section 2.01", "Section 2.02"]),
        ("2.04", "2.05", ["2.04", "2.05"]),
        ("7.1", "7.2", ["7.1", "7.2"]),
    ],
)
def test_an_excerpt_starting_inside_an_article_keeps_its_sections(
    first: str, second: str, ids: list[str]
) -> None:
    text = (
        "CREDIT AGREEMENT (EXCERPT)\n\n"
        f"{first} Fees. The Borrower shall pay the fees set out in the Fee Letter.\n\n"
        f"{second} Interest. The Borrower shall pay interest on each Loan monthly.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    assert [n.identifier for n in nodes] == ["Preamble", *ids]
    assert [n.title for n in nodes[1:]] == ["Fees", "Interest"]


def test_articles_left_out_of_an_excerpt_do_not_hide_the_later_ones() -> None:
    text = (
        "CREDIT AGREEMENT\n\nARTICLE I\nDEFINITIONS\n\n"
        'Section 1.01 Defined Terms. "Loan" means a loan made under Article II.\n\n'
        "ARTICLE II\nTHE LOANS\n\nSection 2.01 The Loans. Each Lender shall make Loans.\n\n"
        "Section 2.02 Borrowings. The Borrower shall give notice of each Borrowing.\n\n"
        "ARTICLE VIII\nEVENTS OF DEFAULT\n\n"
        "Section 8.01 Events of Default. The Borrower fails to pay any Loan when due.\n\n"
        "Section 8.02 Remedies. The Agent may declare the Loans due.\n\n"
        "ARTICLE X\nMISCELLANEOUS\n\nSection 10.01 Notices. Notices shall be in writing.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    got = [(n.identifier, n.parent) for n in nodes]
    assert got == [
        ("Preamble", None),
        ("Article I", None),
        ("Section 1.01", "Article I"),
        ("Article II", None),
        ("Section 2.01", "Article II"),
        ("Section 2.02", "Article II"),
        ("Article VIII", None),
        ("Section 8.01", "Article VIII"),
        ("Section 8.02", "Article VIII"),
        ("Article X", None),
        ("Section 10.01", "Article X"),
    ]
    assert [n.title for n in nodes if n.parent is None][1:] == [
        "DEFINITIONS",
        "THE LOANS",
        "EVENTS OF DEFAULT",
        "MISCELLANEOUS",
    ]


# -- group headings: an unnumbered line in capitals above a numbered clause -----------------

LICENCE = """SOFTWARE LICENSE AGREEMENT

This Software License Agreement is made by Ridgeline LLC and Prairie Inc.

LICENSE GRANT

1. License Grant. Licensor grants to Licensee a non-exclusive license to use the Software.

2. Restrictions. Licensee shall not reverse engineer the Software.

LIMITATION OF LIABILITY

3. Limitation of Liability. IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR INDIRECT DAMAGES.
"""


def test_a_group_heading_opens_the_clause_below_it() -> None:
    text = LICENCE
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    starts = {n.identifier: n.char_start for n in nodes}
    assert starts["1"] == text.index("LICENSE GRANT\n")
    assert starts["3"] == text.index("LIMITATION OF LIABILITY\n")
    assert starts["2"] == text.index("2. Restrictions")
    assert nodes[0].char_end == text.index("Prairie Inc.") + len("Prairie Inc.")
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=64, min_chunk_size=0).chunk(text)
    bodies = [text[c.char_start : c.char_end] for c in chunks]
    assert not any(b.rstrip().endswith(("LIABILITY", "GRANT")) for b in bodies), bodies
    assert any(b.startswith("LIMITATION OF LIABILITY\n\n3. Limitation") for b in bodies)


def test_a_schedules_divider_is_no_schedule_and_opens_the_first_schedule() -> None:
    text = BODY + "SCHEDULES\n\n" + CONTINUING
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    assert [n.identifier for n in nodes if n.level == 1] == ["Preamble", "1", "2", "Schedule 1"]
    assert nodes[-5].char_start == text.index("SCHEDULES")


def test_a_title_line_under_a_heading_is_not_a_group_heading() -> None:
    text = (
        "ARTICLE IV [RESTRICTIONS]\n\nRESTRICTIONS ON AFFILIATE\n\n"
        "4.01 Restrictions. Affiliate shall not contact the Bank.\n\n"
        "4.02 Name. Affiliate shall not use the name of the Bank.\n\n"
        "ARTICLE V [TERM]\n\nTERM AND TERMINATION\n\n5.01 Term. Five years.\n"
    )
    # An excerpt from Article IV on: the articles are still its top level.
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    starts = {n.identifier: n.char_start for n in nodes}
    assert [n.identifier for n in nodes if n.level == 1] == ["Article IV", "Article V"]
    assert starts["4.01"] == text.index("4.01")
    assert starts["5.01"] == text.index("5.01")
