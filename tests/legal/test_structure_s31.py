"""Code and statute shapes (round 31): subsection titles set single-spaced on the marker's
line, state code sections numbered with hyphens opening an excerpt, one section alone.
Texts written for the test in the style of the United States Code and state codes."""

from __future__ import annotations

from clausewise import LegalChunker

_USC = (
    "§ 1320d–2. Standards for information transactions and data elements\n"
    "(a) Standards to enable electronic exchange\n"
    "(1) In general\n"
    "The Secretary shall adopt standards for transactions, and data elements for such"
    " transactions, to enable health information to be exchanged electronically.\n"
    "(2) Additions\n"
    "The transactions referred to in paragraph (1) are transactions with respect to the"
    " following financial and administrative transactions:\n"
    "(A) Health claims or equivalent encounter information.\n"
    "(B) Health claims attachments.\n"
    "(b) Timetables\n"
    "The Secretary shall establish a timetable for the adoption of standards under"
    " subsection (a).\n"
    "(c) Security standards\n"
    "Each person who maintains or transmits health information shall maintain reasonable"
    " and appropriate safeguards.\n"
)


def _outline(text: str) -> list[tuple[int, str, str | None]]:
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    return [(n.level, n.identifier, n.title) for n in nodes]


def test_single_spaced_subsection_titles_of_one_code_section() -> None:
    assert _outline(_USC) == [
        (1, "§ 1320d–2", "Standards for information transactions and data elements"),
        (2, "(a)", "Standards to enable electronic exchange"),
        (3, "(1)", "In general"),
        (3, "(2)", "Additions"),
        (4, "(A)", None),
        (4, "(B)", None),
        (2, "(b)", "Timetables"),
        (2, "(c)", "Security standards"),
    ]
    nodes = LegalChunker(jurisdiction="us").parse_structure(_USC)
    b = next(n for n in nodes if n.identifier == "(b)")
    assert _USC[b.char_start : b.char_end].startswith("(b) Timetables\nThe Secretary")
    assert _USC[b.char_start : b.char_end].rstrip().endswith("under subsection (a).")
    # set apart by blank lines, the same outline
    assert _outline(_USC.replace("\n", "\n\n")) == _outline(_USC)


def test_ordinary_list_items_get_no_titles() -> None:
    text = (
        "7. Deliverables\n\n"
        "7.1 The Supplier shall deliver the following to the Customer:\n"
        "(a) Software Licences\n"
        "(b) Hardware Maintenance\n"
        "(c) Support Services\n"
        "7.2 Each deliverable shall be accepted under clause 8.\n"
        "(a) the Supplier shall notify the Customer in writing\n"
        "when a deliverable is ready for testing; and\n"
        "(b) Acceptance Tests shall be run within ten Business Days\n"
        "of that notice.\n"
        "(c) Company Name\n"
        "Acme Widgets Inc.\n"
        "8. Acceptance\n\n"
        "8.1 The Customer shall run the Acceptance Tests promptly.\n"
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    items = [(n.identifier, n.title) for n in nodes if n.identifier.startswith("(")]
    assert items == [
        ("(a)", None),
        ("(b)", None),
        ("(c)", None),
        ("(a)", None),
        ("(b)", None),
        ("(c)", None),
    ]


_STATE = (
    "Sec. 5-1-103. Definitions.\n"
    "As used in this article, unless the context otherwise requires:\n"
    '(1) "Board" means the state board of health.\n'
    '(2) "Department" means the department of public health and environment.\n'
    "Sec. 5-1-104. Powers of the board.\n"
    "The board may adopt rules for the administration of this article.\n"
    "Sec. 5-1-105. Fees.\n"
    "The department may charge fees for the inspections required under this article.\n"
)


def test_state_code_sections_opening_an_excerpt_past_the_first() -> None:
    assert _outline(_STATE) == [
        (1, "Section 5-1-103", "Definitions"),
        (2, "(1)", None),
        (2, "(2)", None),
        (1, "Section 5-1-104", "Powers of the board"),
        (1, "Section 5-1-105", "Fees"),
    ]
    nodes = LegalChunker(jurisdiction="us").parse_structure(_STATE)
    assert _STATE[nodes[3].char_start :].startswith("Sec. 5-1-104. Powers")


_UCC = (
    "§ 2-313. Express warranties by affirmation, promise, description, sample.\n"
    "(1) Express warranties by the seller are created as follows:\n"
    "(a) Any affirmation of fact or promise made by the seller to the buyer which relates to"
    " the goods creates an express warranty that the goods shall conform to it.\n"
    "(b) Any description of the goods which is made part of the basis of the bargain creates"
    " an express warranty that the goods shall conform to the description.\n"
    "(2) It is not necessary to the creation of an express warranty that the seller use"
    ' formal words such as "warrant" or "guarantee".\n'
    "§ 2-314. Implied warranty: merchantability; usage of trade.\n"
    "(1) Unless excluded or modified (Section 2-316), a warranty that the goods shall be"
    " merchantable is implied in a contract for their sale if the seller is a merchant.\n"
    "(2) Goods to be merchantable must be at least such as pass without objection in the"
    " trade under the contract description.\n"
)


def test_single_spaced_catchlines_of_a_uniform_act() -> None:
    tops = [(i, t) for lv, i, t in _outline(_UCC) if lv == 1]
    assert tops == [
        ("§ 2-313", "Express warranties by affirmation, promise, description, sample"),
        ("§ 2-314", "Implied warranty: merchantability; usage of trade"),
    ]


def test_one_code_section_alone_is_a_section() -> None:
    lone = _UCC[_UCC.index("§ 2-314") :]
    assert _outline(lone) == [
        (1, "§ 2-314", "Implied warranty: merchantability; usage of trade"),
        (2, "(1)", None),
        (2, "(2)", None),
    ]
    assert _outline("Sec. " + lone[2:]) == [
        (1, "Section 2-314", "Implied warranty: merchantability; usage of trade"),
        (2, "(1)", None),
        (2, "(2)", None),
    ]
    text = (
        "§ 1320d–2. Standards for information transactions and data elements\n"
        "(a) Standards to enable electronic exchange\n"
        "The Secretary shall adopt standards for transactions to enable health information"
        " to be exchanged electronically.\n"
        "(b) Timetables\n"
        "The Secretary shall establish a timetable for the adoption of standards.\n"
    )
    assert _outline(text) == [
        (1, "§ 1320d–2", "Standards for information transactions and data elements"),
        (2, "(a)", "Standards to enable electronic exchange"),
        (2, "(b)", "Timetables"),
    ]
