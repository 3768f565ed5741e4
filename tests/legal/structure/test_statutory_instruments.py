"""UK statutory instruments: "2.—(1)" numbering, sentence-case headings above regulations,
and the enabling provision under a schedule heading.

A regulation with more than one paragraph opens its first paragraph on its own number's line
("3.—(1) A manufacturer must ..."); each regulation is headed by a short line in sentence case
above it ("Obligations of manufacturers"); a schedule heading is followed by the regulation
that brings it in ("Regulation 3") and only then by its title. The instrument below is written
for these tests in that form.
"""

from __future__ import annotations

from clausewise import LegalChunker

SI = """The Widget Safety Regulations 2019

Citation

1. These Regulations may be cited as the Widget Safety Regulations 2019.

Interpretation

2.—(1) In these Regulations "widget" means a fastening device made for sale.
(2) A reference to supply includes hire and lease.

Obligations of manufacturers

3.—(1) A manufacturer must comply with the requirements in paragraph 2 of Schedule 1.
(2) A manufacturer must keep records for 10 years.

Offences

4. A person who contravenes regulation 3(1) commits an offence.

SCHEDULE 1
Regulation 3

Safety requirements

1. A widget must be safe when used as intended.

2.–(1) The technical documentation must include drawings.
(2) It must be kept for 10 years after the widget is placed on the market.
"""


def _nodes() -> list[tuple[str, str | None, str | None]]:
    nodes = LegalChunker(jurisdiction="uk", min_chunk_size=0).parse_structure(SI)
    return [(n.identifier, n.title, n.parent) for n in nodes]


def test_regulations_with_paragraphs_on_their_number_line_are_found() -> None:
    got = _nodes()
    assert [(i, p) for i, _, p in got] == [
        ("Preamble", None),
        ("1", None),
        ("2", None),
        ("(1)", "2"),
        ("(2)", "2"),
        ("3", None),
        ("(1)", "3"),
        ("(2)", "3"),
        ("4", None),
        ("Schedule 1", None),
        ("1", "Schedule 1"),
        ("2", "Schedule 1"),
        ("(1)", "2"),
        ("(2)", "2"),
    ]


def test_the_heading_above_a_regulation_is_its_title() -> None:
    titles = {i: t for i, t, p in _nodes() if p is None}
    assert titles["2"] == "Interpretation"
    assert titles["3"] == "Obligations of manufacturers"
    assert titles["4"] == "Offences"
    nodes = LegalChunker(jurisdiction="uk").parse_structure(SI)
    three = next(n for n in nodes if n.identifier == "3")
    assert SI[three.char_start :].startswith("Obligations of manufacturers\n\n3.—(1)")


def test_a_schedule_title_comes_after_its_enabling_regulation() -> None:
    titles = {i: t for i, t, p in _nodes() if p is None}
    assert titles["Schedule 1"] == "Safety requirements"


def test_the_paragraph_of_a_schedule_resolves() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(SI)
    refs = [r for c in chunks for r in c.cross_references if r.raw_text.startswith("paragraph 2")]
    assert refs and refs[0].target_chunk_index is not None
    target = chunks[refs[0].target_chunk_index]
    assert "technical documentation" in target.body


PARTED = """The Widget Regulations 2019

The Secretary of State makes the following Regulations.

PART 1
General

Citation and commencement

1. These Regulations may be cited as the Widget Regulations 2019.

Interpretation

2. In these Regulations "widget" means a fastening device.

PART 2
Enforcement and penalties

Enforcing authority

3. A weights and measures authority must enforce these Regulations.
"""


def test_the_heading_under_a_part_title_is_the_first_regulation_title() -> None:
    # "General" is the Part's title; the next line, set apart by a blank line, heads
    # regulation 1 just as "Interpretation" heads regulation 2. A Part's title in sentence
    # case ("Enforcement and penalties") is read like one in title case.
    nodes = LegalChunker(jurisdiction="uk").parse_structure(PARTED)
    got = [(n.identifier, n.title) for n in nodes]
    assert got == [
        ("Preamble", None),
        ("Part 1", "General"),
        ("1", "Citation and commencement"),
        ("2", "Interpretation"),
        ("Part 2", "Enforcement and penalties"),
        ("3", "Enforcing authority"),
    ]
    one = next(n for n in nodes if n.identifier == "1")
    assert PARTED[one.char_start :].startswith("Citation and commencement\n\n1. These")


def test_a_second_capitals_line_under_an_article_title_is_not_taken() -> None:
    # A repeated title in capitals under "ARTICLE II - RESTRICTIONS" stays with the article.
    text = (
        "ARTICLE I - SERVICES\n\n1.01 The Supplier shall provide the services.\n\n"
        "ARTICLE II - RESTRICTIONS\n\nRESTRICTIONS ON CUSTOMER\n\n"
        "2.01 The Customer shall not resell the services.\n\n"
        "2.02 The Customer shall not copy the software.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    titles = {n.identifier: n.title for n in nodes}
    assert titles["Article II"] == "RESTRICTIONS"
    assert titles["2.01"] is None


def test_a_wrapped_sentence_under_a_part_is_no_title() -> None:
    text = (
        "PART 1\nThe Secretary of State must\npublish a report.\n\n"
        "Review\n\n1. The report must be laid before Parliament.\n\n"
        "PART 2\nFinal provisions\n\nRevocation\n\n2. The 1995 Regulations are revoked.\n"
    )
    titles = [
        (n.identifier, n.title) for n in LegalChunker(jurisdiction="uk").parse_structure(text)
    ]
    assert ("Part 1", None) in titles
    assert ("Part 2", "Final provisions") in titles


COMMA_HEADINGS = """STATUTORY INSTRUMENTS

2024 No. 512

The Waste Storage (Permits) Regulations 2024

The Secretary of State makes these Regulations under section 2 of the Waste Management Act 2019.

PART 1
GENERAL

Citation, commencement and application

1.—(1) These Regulations may be cited as the Waste Storage (Permits) Regulations 2024.

(2) These Regulations come into force on 8th May 2024.

Interpretation

2. In these Regulations, "regulator" means the Environment Agency.

PART 2
PERMITS

Permits, exemptions and conditions

3.—(1) An operator must not operate a storage facility except under a permit.

(2) Paragraph (1) does not apply to a facility listed in the Schedule.
"""


def test_a_heading_with_commas_above_a_regulation_is_its_title() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(COMMA_HEADINGS)
    text = LegalChunker.sanitize(COMMA_HEADINGS)
    regs = {n.identifier: n for n in nodes if n.level == 2}
    assert regs["1"].title == "Citation, commencement and application"
    assert regs["2"].title == "Interpretation"
    assert regs["3"].title == "Permits, exemptions and conditions"
    # The heading line travels with its regulation, not with the Part's previous text.
    assert text[regs["3"].char_start :].startswith("Permits, exemptions and conditions")
    part_1 = next(n for n in nodes if n.identifier == "Part 1")
    assert "Permits, exemptions" not in text[part_1.char_start : part_1.char_end]


def test_a_section_with_no_subsections_after_its_dash() -> None:
    # Irish and older UK drafting: "2.—In this Act ..." is section 2, run into its text.
    text = (
        "Inland Waterways (Moorings) Act 2023\n\nAn Act to provide for the regulation of"
        " moorings.\n\nBe it enacted by the Oireachtas as follows:\n\nShort title\n\n1.—(1) This"
        " Act may be cited as the Inland Waterways (Moorings) Act 2023.\n\n(2) This Act shall"
        " come into operation on such day as the Minister may appoint.\n\nInterpretation\n\n"
        '2.—In this Act, "waterway" means a navigable inland waterway.\n\nMooring permits\n\n'
        "3.—(1) Waterways Ireland may grant a permit for a mooring.\n\n(2) A permit under"
        " subsection (1) may be subject to conditions.\n"
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    tops = [(n.identifier, n.title) for n in nodes if n.level == 1]
    assert tops[1:] == [
        ("1", "Short title"),
        ("2", "Interpretation"),
        ("3", "Mooring permits"),
    ]
