"""Structure shapes found wrong in the s28 hunt (regressions).

* A numbered list item citing a registration ("1. U.S. Patent No. 9,876,543, entitled ...")
  was titled "U.S. Patent No": the full stop of "No." was read as the end of a run-in title.
* A page number ("-1-", "Page 2 of 4") and the running header after it, standing between the
  last sentence of a unit and the next unit's marker, were the end of the (nested) unit before
  it; so was a footer with the page number at its right end ("Supply Agreement      Page 1 of 3").
* A US statute's sentence-case heading closed by a full stop and a dash ("(b) Use of
  funds.—An eligible entity ...") was no title below the section level, nor at the end of
  its line ("(c) Federal share.—" / "(1) In general.—...").
"""

from __future__ import annotations

from clausewise import LegalChunker

SIDE_LETTER = """THIS SIDE LETTER is made on 3 May 2027 between Acorn Tooling Inc. ("Licensor") \
and Bexley Machines Ltd ("Licensee").

1. Amendment of the Licence Agreement

1.1 The parties agree that the patents listed in the Schedule are added to the Licensed \
Patents under the Licence Agreement dated 1 January 2025.

1.2 Except as amended by this letter, the Licence Agreement continues in full force.

SCHEDULE
Additional Licensed Patents

1. U.S. Patent No. 9,876,543, entitled "Adaptive Spindle Controller".

2. European Patent No. EP 3 456 789 B1, validated in Germany and France.

3. Renewal Fees. The Licensee shall pay all renewal fees for the patents listed above.
"""


def test_a_number_abbreviation_does_not_close_a_run_in_title() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(SIDE_LETTER)
    items = {n.identifier: n for n in nodes if n.parent == "Schedule"}
    assert sorted(items) == ["1", "2", "3"]
    assert items["1"].title is None
    assert items["2"].title is None
    assert items["3"].title == "Renewal Fees"  # a real run-in title still reads


PAGED = """MASTER SERVICES AGREEMENT

This Master Services Agreement is entered into as of June 1, 2027 by and between Cobalt \
Analytics, Inc. ("Provider") and Redwood Retail Group LLC ("Customer").

1. DEFINITIONS

1.1 "Services" means the data analytics services described in each
Statement of Work.

1.2 "Statement of Work" means a document executed by both parties
that references this Agreement.

-1-

Confidential                                   Master Services Agreement

2. SERVICES

2.1 Provider shall perform the Services in a professional and workmanlike
manner in accordance with the applicable Statement of Work.

Page 2 of 4

3. FEES

3.1 Customer shall pay the fees set out in each Statement of Work within
thirty (30) days of the date of invoice, and shall provide to the

- 3 -

Provider a remittance advice.

4. TERM

4.1 This Agreement continues for three (3) years.
"""


def test_page_furniture_after_a_unit_is_not_part_of_it() -> None:
    nodes = {n.identifier: n for n in LegalChunker(jurisdiction="us").parse_structure(PAGED)}
    ends = {k: PAGED[n.char_start : n.char_end] for k, n in nodes.items()}
    assert ends["1.2"].endswith("that references this Agreement.")
    assert ends["2.1"].endswith("the applicable Statement of Work.")
    # The top-level units still tile the text: the furniture stays in one of them.
    assert ends["1"].endswith("Master Services Agreement")
    assert ends["2"].endswith("Page 2 of 4")
    # A sentence that goes on after the page break keeps the page number inside the unit.
    assert ends["3.1"].endswith("Provider a remittance advice.")


def test_page_furniture_stays_in_the_chunk_of_the_unit_before_it() -> None:
    chunks = LegalChunker(jurisdiction="us").chunk(PAGED)
    by_path = {c.hierarchy_path: c for c in chunks}
    assert by_path["1"].content.endswith("Confidential" + " " * 35 + "Master Services Agreement")
    assert by_path["2"].content.endswith("Page 2 of 4")
    # Nothing lost: every non-blank character is in some chunk body.
    covered = "".join(PAGED[c.char_start : c.char_end] for c in chunks)
    assert "".join(covered.split()) == "".join(PAGED.split())


FOOTED = """1. SUPPLY OF GOODS

1.1 The Supplier shall supply the Goods to the Buyer in accordance with the
Buyer's purchase orders issued from time to time under this agreement.

Supply Agreement - Tamar/Exe                                Page 1 of 3

1.2 Each purchase order shall specify the quantity of Goods and the delivery date.

2. PRICE

2.1 The price of the Goods shall be as set out in the Schedule.

Total                                                                   3

2.2 The Buyer shall pay each invoice within 30 days of receipt.
"""


def test_a_footer_ending_in_its_page_number_is_not_part_of_the_unit() -> None:
    nodes = {n.identifier: n for n in LegalChunker(jurisdiction="uk").parse_structure(FOOTED)}
    body = FOOTED[nodes["1.1"].char_start : nodes["1.1"].char_end]
    assert body.endswith("from time to time under this agreement.")
    # A bare figure after a column gap is the unit's own (a table's total), not a page number.
    assert FOOTED[nodes["2.1"].char_start : nodes["2.1"].char_end].endswith("3")


STATUTE = """\u00a7 702. Grant program
(a) Establishment.\u2014The Administrator shall establish a program to award grants.
(b) Use of funds.\u2014An eligible entity that receives a grant may use the grant\u2014
(1) to elevate structures located in a special flood hazard area; and
(2) for planning activities described in section 703.
(c) Federal share.\u2014
(1) In general.\u2014Except as provided in paragraph (2), the Federal share of the cost of a \
project shall not exceed 75 percent.
(2) Small communities.\u2014For a small community, the Federal share may be up to 90 percent.

\u00a7 703. Authorization of appropriations
There are authorized to be appropriated $200,000,000 for each of fiscal years 2028 through 2032.
"""


def test_dash_closed_sentence_case_headings_title_statute_subdivisions() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(STATUTE)
    titles = [(n.identifier, n.parent, n.title) for n in nodes]
    assert titles == [
        ("\u00a7 702", None, "Grant program"),
        ("(a)", "\u00a7 702", "Establishment"),
        ("(b)", "\u00a7 702", "Use of funds"),
        ("(1)", "(b)", None),
        ("(2)", "(b)", None),
        ("(c)", "\u00a7 702", "Federal share"),
        ("(1)", "(c)", "In general"),
        ("(2)", "(c)", "Small communities"),
        ("\u00a7 703", None, "Authorization of appropriations"),
    ]


PACKED_ACT = """Community Energy Act 2027
2027 CHAPTER 31
An Act to make provision about community energy schemes; and for connected purposes.
Be it enacted by the King's most Excellent Majesty, by and with the advice and consent of the \
Lords Spiritual and Temporal, and Commons, in this present Parliament assembled, and by the \
authority of the same, as follows:\u2014
1 Grants
(1) The Secretary of State may make grants to registered schemes.
(2) Part 2 of Schedule 1 applies to grants under this section.
Final provisions
2 Short title
This Act may be cited as the Community Energy Act 2027.
SCHEDULES
SCHEDULE 1
Section 1
THE REGISTER AND GRANTS
PART 1
THE REGISTER
1 The register must contain the name and address of each scheme.
2 (1) A scheme may apply to be registered.
(2) An application must be in writing.
PART 2
GRANTS
3 A grant may be made subject to conditions.
4 (1) Conditions imposed under paragraph 3 may in particular require repayment.
(2) In this paragraph "repayment" includes repayment with interest.
"""


def test_schedule_paragraphs_under_part_headings_of_an_act_without_blank_lines() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(PACKED_ACT)
    got = [(n.identifier, n.parent) for n in nodes if n.char_start >= PACKED_ACT.index("PART 1")]
    assert got == [
        ("Part 1", "Schedule 1"),
        ("1", "Part 1"),
        ("2", "Part 1"),
        ("(1)", "2"),
        ("(2)", "2"),
        ("Part 2", "Schedule 1"),
        ("3", "Part 2"),
        ("4", "Part 2"),
        ("(1)", "4"),
        ("(2)", "4"),
    ]


def test_a_cross_heading_without_blank_lines_heads_the_section_below() -> None:
    nodes = {}
    for n in LegalChunker(jurisdiction="uk").parse_structure(PACKED_ACT):
        nodes.setdefault(n.identifier, n)  # the Act's sections, not the schedule's paragraphs
    assert PACKED_ACT[nodes["1"].char_start : nodes["1"].char_end].endswith("this section.")
    assert PACKED_ACT[nodes["2"].char_start :].startswith("Final provisions\n2 Short title")
    assert nodes["2"].title == "Short title"


CONFORMED = """SOFTWARE LICENSE AGREEMENT

This Software License Agreement is made effective as of April 3, 2027 between Quillon Systems, \
Inc. ("Licensor") and Marrow Health Partners, P.C. ("Licensee").

1. Grant of License. Licensor grants Licensee a non-exclusive license to use the Software \
described in Exhibit A.

2. Miscellaneous. This Agreement is governed by the laws of the State of Washington.

QUILLON SYSTEMS, INC.                      MARROW HEALTH PARTNERS, P.C.

By: /s/ Ana Ruiz                           By: /s/ Tom Becker
Title: CEO                                 Title: Managing Partner

Exhibit A
Software

1. Quillon Scheduler, version 4.2, including the mobile companion application.
2. Quillon Analytics Module, version 2.0, for use on up to 40 workstations.
"""


def test_a_conformed_signature_block_without_a_marker_is_the_execution_part() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(CONFORMED)
    tops = [(n.identifier, CONFORMED[n.char_start : n.char_end]) for n in nodes if n.level == 1]
    assert [t[0] for t in tops] == ["Preamble", "1", "2", "Signatures", "Exhibit A"]
    assert tops[2][1].endswith("the State of Washington.")
    assert tops[3][1].startswith("QUILLON SYSTEMS, INC.")
    assert tops[3][1].endswith("Title: Managing Partner")


def test_a_conformed_signature_followed_by_numbered_text_is_no_execution_part() -> None:
    # Notes and items after the signed lines: the block is not where the body ends.
    text = CONFORMED.replace("Exhibit A\nSoftware\n\n", "")
    ids = [n.identifier for n in LegalChunker(jurisdiction="us").parse_structure(text)]
    assert "Signatures" not in ids



def test_a_contents_line_is_no_heading_above_a_paragraph() -> None:
    # Terms copied without blank lines: a contents list numbers its lines like the sections
    # ("6 User content"), so the lines above "7 ..." are no run of headings over it (which
    # let a contents list chain with the sections and lose real ones in CLAUDETTE's Spotify).
    from clausewise.legal.structure.contract_bare import _under_headings

    toc = "Welcome to the service.\n5 Third party apps\n6 User content\n7 Rights you grant us\n"
    assert not _under_headings(toc, toc.index("7 Rights"))
    act = "The duty is not complied with.\nPART 2\nGRANTS\n3 A grant may be made ...\n"
    assert _under_headings(act, act.index("3 A grant"))
