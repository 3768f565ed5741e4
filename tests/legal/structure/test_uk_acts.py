"""A UK Act of Parliament as legislation.gov.uk prints it: Parts, italic cross-headings over
groups of sections ("Enforcement"), sections whose title stands alone on the heading line
("3 Inspectors" / "(1) ..."), and schedules with the enabling section under the heading
("SCHEDULE 1" / "Section 3" / "POWERS OF INSPECTORS").

A cross-heading used to end the previous section's text (a chunk closing on a heading whose
body follows) or, right under a Part's title, to make a chunk of headings alone; the
schedule's enabling line hid its title. Expected positions are found in the text itself.
"""

from __future__ import annotations

from clausewise import LegalChunker

ACT = """Widget Safety Act 2026

2026 CHAPTER 14

An Act to make provision about the safety of widgets; and for connected purposes.

PART 1
SAFETY REQUIREMENTS

Duties of manufacturers

1 General duty
(1) A manufacturer must ensure that every widget it places on the market is safe.
(2) In this Part "safe", in relation to a widget, means that the widget presents no risk, or \
only the minimum risk compatible with its normal use.

2 Labelling
(1) A manufacturer must label each widget with its name and address.
(2) The Secretary of State may by regulations amend subsection (1).

Enforcement

3 Inspectors
(1) An enforcement authority may appoint inspectors.
(2) An inspector may, at any reasonable time, enter premises to which this section applies.

PART 2
GENERAL

4 Short title
This Act may be cited as the Widget Safety Act 2026.

SCHEDULE 1
Section 3
POWERS OF INSPECTORS

1 An inspector may require the production of records.
"""


def _text() -> str:
    return ACT.replace("\\\n", "")


def test_cross_headings_open_the_section_below_them() -> None:
    text = _text()
    nodes = {n.identifier: n for n in LegalChunker(jurisdiction="uk").parse_structure(text)}
    assert nodes["1"].char_start == text.index("Duties of manufacturers")
    assert nodes["3"].char_start == text.index("Enforcement")
    # The cross-heading is no title: the section keeps its own.
    assert (nodes["1"].title, nodes["3"].title) == ("General duty", "Inspectors")
    assert nodes["2"].char_end == text.index("subsection (1).") + len("subsection (1).")
    assert nodes["Schedule 1"].title == "POWERS OF INSPECTORS"


HEADINGS = frozenset(
    {
        "PART 1", "SAFETY REQUIREMENTS", "Duties of manufacturers", "1 General duty",
        "2 Labelling", "Enforcement", "3 Inspectors", "PART 2", "GENERAL", "4 Short title",
        "SCHEDULE 1", "Section 3", "POWERS OF INSPECTORS",
    }
)  # fmt: skip


def test_no_chunk_is_headings_alone_or_ends_on_a_cross_heading() -> None:
    text = _text()
    for size in (48, 64, 128):
        for chunk in LegalChunker(jurisdiction="uk", max_chunk_size=size).chunk(text):
            body = text[chunk.char_start : chunk.char_end]
            lines = [line.strip() for line in body.splitlines() if line.strip()]
            assert lines[-1] not in ("Enforcement", "Duties of manufacturers"), (size, body)
            assert any(line not in HEADINGS for line in lines), (size, body)


def test_a_sentence_case_line_is_no_cross_heading_after_an_unfinished_list() -> None:
    # A name standing alone after a notices lead-in ending with a colon is the end of that
    # clause, not a heading of the next one.
    text = (
        "1 Notices\n(1) Notices must be sent to the Supplier at:\n\nAcme Widgets Limited\n\n"
        "2 Assignment\n(1) Neither party may assign this agreement.\n"
    )
    nodes = {n.identifier: n for n in LegalChunker(jurisdiction="uk").parse_structure(text)}
    assert nodes["2"].char_start == text.index("2 Assignment")
