"""The normalised view behind ProvenanceTracker: one spelling rule at a time.

Gold is declared here: pairs of spellings that must (or must not) compare equal, and the source
slices that canonical tokens map back to.
"""

from __future__ import annotations

import pytest

from clausewise.provenance.textview import TextView, inside_word


def joined(text: str) -> str:
    return TextView(text).joined


def pieces(text: str) -> list[str]:
    """The source slice behind each canonical token."""
    view = TextView(text)
    return [text[s:e] for s, e in zip(view.starts, view.ends, strict=True)]


# -- normalisation, one rule at a time ----------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("written notice", "written\n   notice"),  # whitespace and line breaks
        ("Written NOTICE", "written notice"),  # case
        ("“Agreement”", '"Agreement"'),  # curly and straight double quotes
        ("‘Agreement’", "'Agreement'"),  # single quotes
        ("thirty days’ notice", "thirty days' notice"),  # apostrophe styles
        ("thirty days' notice", "thirty days notice"),  # missing possessive apostrophe
        ("the Licensee’s rights", "the Licensees rights"),
        ("non-compete", "non–compete"),  # hyphen, en dash
        ("non—compete", "non−compete"),  # em dash, minus sign
        ("non-compete", "noncompete"),
        ("indem-\nnity", "indemnity"),  # hyphenated across a line break
        ("Café", "cafe"),  # accents
        ("Terms & Conditions", "terms and conditions"),
        ("[***]", "***"),
    ],
)
def test_spellings_that_normalise_equal(a: str, b: str) -> None:
    assert joined(a) == joined(b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("thirty (30) days", "30 days"),
        ("thirty (30) days", "thirty days"),
        ("Thirty (30) Days", "30 DAYS"),
        ("ninety (90) days", "90 days"),
        ("one hundred and twenty (120) days", "120 days"),
        ("twenty-five (25) business days", "25 business days"),
        ("$1,000,000", "$1000000"),
        ("$1,000,000", "one million dollars"),
        ("One Million Dollars ($1,000,000)", "$1,000,000"),
        ("Twenty-Five Thousand Dollars (US $25,000.00)", "$25,000"),
        ("$1.5 million", "$1,500,000"),
        ("ten percent (10%)", "10%"),
        ("ten percent (10%)", "10 per cent"),
    ],
)
def test_number_spellings_that_normalise_equal(a: str, b: str) -> None:
    assert joined(a) == joined(b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("thirty (30) days", "sixty (60) days"),
        ("$1,000,000", "$100,000"),
        ("Section 2.1", "Section 21"),
        ("Section 1 2", "Section 12"),  # numbers never run together
        ("twenty fifteen", "35"),  # two numbers (or a year), not 35
        ("Article 1(1)", "Article 1"),  # a restatement must change form: "1 (1)" is two numbers
    ],
)
def test_different_values_stay_different(a: str, b: str) -> None:
    assert joined(a) != joined(b)


def test_number_group_maps_to_its_whole_source_slice() -> None:
    text = "within thirty (30) days' notice"
    assert pieces(text) == ["within", "thirty (30)", "days", "notice"]
    assert TextView(text).canon == ["within", "30", "days", "notice"]


def test_money_group_keeps_unit_and_source_slice() -> None:
    text = "pay One Million Dollars ($1,000,000) now"
    assert TextView(text).canon == ["pay", "1000000", "usd", "now"]
    assert pieces(text)[1] == "One Million Dollars ($1,000,000)"


def test_section_numbers_are_tokens() -> None:
    assert TextView("Section 2.1.3 applies").canon == ["section", "2.1.3", "applies"]


@pytest.mark.parametrize(
    ("text", "pos", "inside"),
    [
        ("Licensee", 4, True),
        ("the Licensee", 3, False),
        ("Licensee's", 8, True),  # before the apostrophe of a possessive
        ("Licensee's", 9, True),  # after it
        ("days' notice", 5, False),
        ("of1 August", 2, False),  # letter next to digit is an edge
        ("2019", 2, True),
        ("x", 0, False),
        ("x", 1, False),
    ],
)
def test_inside_word(text: str, pos: int, inside: bool) -> None:
    assert inside_word(text, pos) is inside
