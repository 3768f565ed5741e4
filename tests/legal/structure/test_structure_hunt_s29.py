"""Layouts met in legislation and agreements printed to text, written for the test."""

from __future__ import annotations

from clausewise import LegalChunker

_REGULATIONS = """The Widget Safety Regulations 2021

The Secretary of State makes these Regulations in exercise of the powers conferred by
section 11 of the Consumer Protection Act 1987.

PART 1

General

Citation and commencement

1. These Regulations may be cited as the Widget Safety Regulations 2021.

Interpretation

2.—(1) In these Regulations "supplier" means a person who supplies widgets.

(2) References to supply include offering to supply.

PART 2

Safety requirements

Requirements

3.—(1) No person may supply a widget unless it complies with Schedule 1.

(2) Paragraph (1) does not apply to a widget supplied for export.

Offences

4. A person who contravenes regulation 3 commits an offence.
"""


def test_a_part_title_in_sentence_case_below_a_blank_line() -> None:
    # "PART 2" / blank / "Safety requirements" / blank: the title of the Part, as "General"
    # is of Part 1, though it is in sentence case.
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_REGULATIONS)
    parts = [(n.identifier, n.title) for n in nodes if n.level == 1]
    assert parts == [
        ("Preamble", None),
        ("Part 1", "General"),
        ("Part 2", "Safety requirements"),
    ]
    regs = [(n.identifier, n.title, n.parent) for n in nodes if n.level == 2]
    assert regs == [
        ("1", "Citation and commencement", "Part 1"),
        ("2", "Interpretation", "Part 1"),
        ("3", "Requirements", "Part 2"),
        ("4", "Offences", "Part 2"),
    ]


def test_a_sentence_below_a_unit_heading_is_no_title() -> None:
    text = (
        "ARTICLE 1\n\nDefinitions\n\n1.1 Terms have the meanings given.\n\n"
        "ARTICLE 2\n\nThe Seller will deliver the Goods\n\n2.1 Delivery is at the Site.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    assert [(n.identifier, n.title) for n in nodes if n.level == 1] == [
        ("Article 1", "Definitions"),
        ("Article 2", None),
    ]


_BILL = """AN ACT

To improve widget safety, and for other purposes.

Be it enacted by the Senate and House of Representatives of the United States of America in
Congress assembled,

SECTION 1. SHORT TITLE; TABLE OF CONTENTS.

(a) Short Title.—This Act may be cited as the "Widget Safety Act of 2022".

(b) Table of Contents.—The table of contents for this Act is as follows:

Sec. 1. Short title; table of contents.
Sec. 2. Definitions.
Sec. 3. Safety standards.

SEC. 2. DEFINITIONS.

In this Act:

(1) Commission.—The term "Commission" means the Consumer Product Safety Commission.

(2) Widget.—The term "widget" means a hand-held device.

SEC. 3. SAFETY STANDARDS.

(a) In General.—The Commission shall issue standards.

(b) Enforcement.—A violation of a standard is a prohibited act.
"""


def test_a_bills_first_section_keeps_its_subsections_above_the_contents() -> None:
    # The table of contents sits in section 1's subsection (b): it starts at its first
    # entry, not at the words "TABLE OF CONTENTS" in the section's heading.
    nodes = LegalChunker(jurisdiction="us").parse_structure(_BILL)
    first = [(n.identifier, n.title) for n in nodes if n.parent == "Section 1"]
    assert first == [("(a)", "Short Title"), ("(b)", "Table of Contents")]
    contents = next(n for n in nodes if n.identifier == "(b)" and n.parent == "Section 1")
    assert _BILL[: contents.char_end].endswith("Sec. 3. Safety standards.")
    tops = [n.identifier for n in nodes if n.level == 1]
    assert tops == ["Preamble", "Section 1", "Section 2", "Section 3"]


_INDIAN_ACT = """THE WIDGET REGULATION ACT, 2021

ACT NO. 12 OF 2021

An Act to regulate the manufacture and sale of widgets.

BE it enacted by Parliament in the Seventy-second Year of the Republic of India as
follows:—

CHAPTER I

PRELIMINARY

1. Short title, extent and commencement.—(1) This Act may be called the Widget
Regulation Act, 2021.

(2) It extends to the whole of India.

2. Definitions.—In this Act, unless the context otherwise requires,—

(a) "Authority" means the Widget Authority established under section 3;

(b) "widget" means any hand-held tool.

CHAPTER II

THE WIDGET AUTHORITY

3. Power of Central Government to establish Authority.—(1) The Central Government shall
establish an Authority to be called the Widget Authority.

(2) The Authority shall be a body corporate.

THE SCHEDULE

[See section 2]

LIST OF WIDGETS

1. Spanners.

2. Wrenches.
"""


_CHAPTERS = ("Chapter I", "Chapter II")


def test_an_indian_acts_run_in_section_titles_and_schedule() -> None:
    # "Short title, extent and commencement.—": a heading closed by a full stop and a dash
    # may hold commas and run to more than five words. "[See section 2]" under "THE
    # SCHEDULE" names the section it hangs from; the title is the line after it.
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_INDIAN_ACT)
    sections = [(n.identifier, n.title, n.parent) for n in nodes if n.parent in _CHAPTERS]
    assert sections == [
        ("1", "Short title, extent and commencement", "Chapter I"),
        ("2", "Definitions", "Chapter I"),
        ("3", "Power of Central Government to establish Authority", "Chapter II"),
    ]
    schedule = next(n for n in nodes if n.identifier == "Schedule")
    assert schedule.title == "LIST OF WIDGETS"
    first = next(n for n in nodes if n.parent == "Schedule")
    assert _INDIAN_ACT[first.char_start :].startswith("1. Spanners.")


def test_a_sentence_before_a_dash_is_no_title() -> None:
    text = (
        "1. Interpretation.—In this Act, unless the context otherwise requires,—\n\n"
        '(a) "Board" means the Board.\n\n'
        "2. The Board shall meet at least once in every year.—(1) The meetings are public.\n"
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    assert [(n.identifier, n.title) for n in nodes if n.level == 1] == [
        ("1", "Interpretation"),
        ("2", None),
    ]
