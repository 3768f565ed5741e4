"""The candidate scan's fast paths give what the plain reading of the rules gives.

Each case is a shape a speed-up had to keep: a number is never cut short when a lower-case word
refuses it, a column gap may start after a tab inside a long blank run, unit words after a word
are found for every initial letter, and the recitals are found with or without characters
whose case folding differs from ``str.lower``. Expected positions are those of the strings
written into the text.
"""

from __future__ import annotations

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract_recitals import find_recitals
from clausewise.legal.structure.contract_scan import scan

US = get_profile("us")


def _scan(text: str) -> list[tuple[int, str, str]]:
    return [(c.pos, c.word, c.tok) for c in scan(text, US.unit_words, US.schedule_words)]


def test_refused_number_is_not_cut_short() -> None:
    # "Section 6.5 shall": a citation inside a sentence, not "Section 6" then a full stop.
    text = "The buyer may object. Section 6.5 shall apply. Section 7 Notices. Every notice"
    assert _scan(text) == [(text.index("Section 7"), "section", "7")]


def test_column_gap_after_a_tab_in_a_long_blank_run() -> None:
    gap = " " * 30 + "\t" + " " * 5
    text = "the Fees are due" + gap + "2. Payment Terms. Invoices are sent monthly."
    assert _scan(text) == [(text.index("2. Payment"), "", "2")]
    # The same run without the tab is too long to be a column gap.
    plain = "the Fees are due" + " " * 45 + "2. Payment Terms. Invoices are sent monthly."
    assert _scan(plain) == []


def test_unit_words_after_a_word_for_every_initial() -> None:
    text = (
        "signed below ARTICLE 4 TERM and later EXHIBIT B PRICES then Schedule 2 is not "
        "(capitals only) but CLAUSE 9 NOTICES then PART C SERVICES"
    )
    got = [(word, tok) for _, word, tok in _scan(text)]
    assert got == [
        ("article", "4"),
        ("exhibit", "B"),
        ("clause", "9"),
        ("part", "C"),
    ]


def test_recitals_with_special_case_folding() -> None:
    markers = US.recital_markers
    text = "SUPPLY AGREEMENT\n\nBetween A and B.\n\nBACKGROUND\n\n(A) A makes widgets.\n"
    assert find_recitals(text, markers, 0, len(text)) == text.index("BACKGROUND")
    # The Kelvin sign lower-cases to "k": the lower-cased copy cannot be trusted, the
    # case-insensitive search is used, with the same answer.
    kelvin = "Temperature 5 \u212a.\n\n" + text
    assert find_recitals(kelvin, markers, 0, len(kelvin)) == kelvin.index("BACKGROUND")
    # "Whereas" after a sentence end, not inside a sentence.
    inline = "THIS AGREEMENT is made today. Whereas A makes widgets, B buys them whereas C"
    assert find_recitals(inline, markers, 0, len(inline)) == inline.index("Whereas A")
