"""Text-level cut finders: where each rung of the split cascade may cut."""

from __future__ import annotations

import re

import pytest

from clausewise.boundaries import (
    CLAUSE_PUNCT,
    ENUMERATOR,
    LINE,
    PARAGRAPH,
    WORD,
    past_page_furniture,
    start_finder,
)

TEXT = (
    "The Licensee shall: (a) pay the fee; (b) keep records;\n(c) allow audits; and\n\n"
    "(iv) report (12) items (A) yearly.(x) no space before, (ab)cd no space after."
)


def _cuts(pattern: str, text: str, start: int, end: int, at_end: bool) -> list[int]:
    """Reference: every position in (start, end) where ``pattern`` matches within
    ``text[:end]``, cut at the end (or the start) of the match."""
    out = []
    for m in re.finditer(pattern, text[:end]):
        p = m.end() if at_end else m.start()
        if start < p < end:
            out.append(p)
    return out


def _item_reference(text: str, start: int, end: int) -> list[int]:
    """Reference: an item marker after whitespace whose preceding text (before the spaces)
    is nothing, a line break, a non-alphanumeric character or a joining word."""
    marker = r"(?<=\s)\((?:[a-z]{1,2}|[ivxlc]{1,6}|[A-Z]|\d{1,3})\)\s"
    out = []
    for p in _cuts(marker, text, start, end, False):
        gap = re.search(r"\s*$", text[:p])
        assert gap is not None
        before = text[: gap.start()]
        words = before.split()
        if (
            not before
            or "\n" in gap.group()
            or not before[-1].isalnum()
            or words[-1].lower() in {"and", "or", "nor", "but", "and/or", "plus", "then"}
        ):
            out.append(p)
    return out


def test_enumerator_cuts_before_a_list_item_not_inside_wording() -> None:
    found = ENUMERATOR.find(TEXT, 0, len(TEXT))
    # "(12)" and "(A)" follow ordinary words: part of the sentence, not list items.
    assert [TEXT[p : p + 4] for p in found] == ["(a) ", "(b) ", "(c) ", "(iv)"]
    for start in range(0, len(TEXT), 7):
        for end in range(start, len(TEXT) + 1, 5):
            assert ENUMERATOR.find(TEXT, start, end) == _item_reference(TEXT, start, end)


@pytest.mark.parametrize(
    "text",
    [
        "the five (5) year period after the Closing",
        "pursuant to option (a) set forth in Section 2",
        "as provided in Rule 12 (b) of the Rules",
    ],
)
def test_enumerator_does_not_cut_a_number_or_a_reference(text: str) -> None:
    assert ENUMERATOR.find(text, 0, len(text)) == []


def test_enumerator_cuts_items_after_punctuation_and_joiners() -> None:
    text = "Licensee may (a) use, (b) copy and (c) sell; or\n(d) lend the Software."
    found = ENUMERATOR.find(text, 0, len(text))
    assert [text[p : p + 3] for p in found] == ["(b)", "(c)", "(d)"]


@pytest.mark.parametrize(
    ("rung", "pattern"),
    [(PARAGRAPH, r"\n[ \t]*\n\s*"), (CLAUSE_PUNCT, r"[;:]\s+"), (LINE, r"\n\s*"), (WORD, r"\s+")],
)
def test_regex_rungs_cut_after_their_separator(rung: object, pattern: str) -> None:
    find = rung.find  # type: ignore[attr-defined]
    for end in range(0, len(TEXT) + 1, 11):
        assert find(TEXT, 0, end) == _cuts(pattern, TEXT, 0, end, True)


def test_start_finder() -> None:
    find = start_finder(r"\d+")
    assert find("a 12 b 345 c", 0, 12) == [2, 7]
    assert find("a 12 b 345 c", 2, 12) == [7]  # strictly inside the range


def test_page_furniture_after_a_heading_is_skipped_to_the_body() -> None:
    text = "2. Term.\n\n- 2 -\n\n\nCONFIDENTIAL - Acme Inc.\n\n(a) The term is one year."
    pos = text.index("- 2 -")
    assert past_page_furniture(text, pos, len(text)) == text.index("(a)")
    footer = "5. DELIVERABLES:\n\n______\n\nPage 30 of 31\n\nSource: ACME, 8-K\n\n\nIf the"
    assert past_page_furniture(footer, footer.index("___"), len(footer)) == footer.index("If")
    # No page number: nothing moves ("(i)" is a list marker, "2023" starts a sentence).
    for body in ("(i)\nthe first item", "2023 was a year.\n\nMore.", "The body.\n\nMore."):
        assert past_page_furniture(body, 0, len(body)) == 0
    # Nothing but furniture up to the end: the body is not found, the position stays.
    assert past_page_furniture("- 2 -\n\nHeader\n\n", 0, 15) == 0


def test_a_numbered_paragraph_after_a_page_number_is_body_escaped_or_not() -> None:
    # Markdown escapes a paragraph number that opens no list ("1\. Member States ..."): the
    # short paragraph after the page number is the body, not the next page's running header.
    for number in ("1. ", "1\\. ", "(a) ", "2\\) "):
        text = f"## Article 19\n\n3\n\n{number}Member States shall act.\n\n2\\. Text."
        assert past_page_furniture(text, text.index("3\n"), len(text)) == text.index(number)
    header = "## Article 19\n\n3\n\nOfficial Journal L 119\n\n1\\. Member States shall act."
    assert past_page_furniture(header, header.index("3\n"), len(header)) == header.index("1\\.")
