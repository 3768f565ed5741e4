"""Text-level cut finders: where each rung of the split cascade may cut."""

from __future__ import annotations

import re

import pytest

from clausewise.boundaries import CLAUSE_PUNCT, ENUMERATOR, LINE, PARAGRAPH, WORD, start_finder

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


def test_enumerator_cuts_before_an_item_marker_after_whitespace() -> None:
    found = ENUMERATOR.find(TEXT, 0, len(TEXT))
    assert [TEXT[p : p + 4] for p in found] == ["(a) ", "(b) ", "(c) ", "(iv)", "(12)", "(A) "]
    marker = r"(?<=\s)\((?:[a-z]{1,2}|[ivxlc]{1,6}|[A-Z]|\d{1,3})\)\s"
    for start in range(0, len(TEXT), 7):
        for end in range(start, len(TEXT) + 1, 5):
            assert ENUMERATOR.find(TEXT, start, end) == _cuts(marker, TEXT, start, end, False)


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
