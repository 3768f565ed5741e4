"""US state codes number a section by its title and place, joined by a hyphen ("§ 12-101.",
"Sec. 38-12-101."), counting by hundreds from one subtitle to the next. Texts written for
the test."""

from __future__ import annotations

from clausewise import LegalChunker

_CODE = """TITLE 12. CONSUMER SALES

§ 12-101. Definitions.

(a) In this title the following words have the meanings indicated.

(b) "Consumer" means an individual who buys goods primarily for personal use.

§ 12-102. Scope.

This title applies to each sale of goods to a consumer in the State.

§ 12-201. Implied warranty of merchantability.

(a) A warranty that the goods are merchantable is implied in each consumer sale.

(b) The warranty may not be excluded or modified.

§ 12-202. Remedies.

A consumer may recover damages for breach of a warranty under § 12-201 of this title.
"""


def test_hyphenated_section_numbers_are_sections() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(_CODE)
    assert [(n.level, n.identifier, n.title) for n in nodes] == [
        (1, "Preamble", None),
        (1, "§ 12-101", "Definitions"),
        (2, "(a)", None),
        (2, "(b)", None),
        (1, "§ 12-102", "Scope"),
        (1, "§ 12-201", "Implied warranty of merchantability"),
        (2, "(a)", None),
        (2, "(b)", None),
        (1, "§ 12-202", "Remedies"),
    ]
    last = nodes[-1]
    assert _CODE[last.char_start :].startswith("§ 12-202. Remedies.")
    assert last.char_end == len(_CODE.rstrip())


def test_three_part_numbers_after_a_section_word() -> None:
    text = (
        _CODE.replace("§ 12-", "Sec. 38-12-")
        .replace("§ 38-12-201", "§ 12-201")
        .replace("TITLE 12. CONSUMER SALES", "ARTICLE 12. CONSUMER SALES")
    )
    tops = [n.identifier for n in LegalChunker(jurisdiction="us").parse_structure(text)]
    assert [t for t in tops if t.startswith("Section")] == [
        "Section 38-12-101",
        "Section 38-12-102",
        "Section 38-12-201",
        "Section 38-12-202",
    ]


def test_a_sentence_above_a_list_is_no_title() -> None:
    # A title in sentence case closed by a full stop, alone on its line, opens a list of
    # subsections; a one-line clause followed by the next clause is a sentence.
    text = (
        "1. Subject matter.\n\n(a) This agreement covers the supply of goods.\n\n"
        "2. Headings do not affect interpretation.\n\n3. Notices.\n\n"
        "(a) Notices must be in writing.\n"
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    titles = {n.identifier: n.title for n in nodes if n.level == 1}
    assert titles == {"1": "Subject matter", "2": None, "3": "Notices"}
