"""Presets: what each one matches (declared lines), ranks, names, and the preview."""

from __future__ import annotations

import re

import pytest

import clausewise.presets as top_level
from clausewise import ConfigError
from clausewise.general import Chunker, HeadingDetector, TableDetector, preview_boundaries
from clausewise.general.presets import (
    CHAT,
    CLINICAL,
    FINANCIAL,
    FINANCIAL_TABLE,
    LEGAL_EU,
    LEGAL_US,
    MARKDOWN,
    PLAIN,
    PRESETS,
    RFC,
    preset,
    rank_of,
    ranked,
)

# preset: (lines that must match, with the entry's name), (lines that must not match)
CASES: dict[str, tuple[list[tuple[str, str]], list[str]]] = {
    "LEGAL_EU": (
        [
            ("CHAPTER IV", "chapter"),
            ("Section 2", "section"),
            ("Article 17", "article"),
            ("1. Personal data shall be:", "paragraph"),
            ("(12) Recital text", "recital"),
            ("(b) processed lawfully", "point"),
            ("(iv) a sub-point", "subpoint"),
            ("ANNEX I", "annex"),
            ("TITLE II", "part"),
        ],
        ["Article 17 of the Charter applies.", "according to Article 5", "(1)"],
    ),
    "LEGAL_US": (
        [
            ("ARTICLE IV", "article"),
            ("Section 2.3 Fees", "section"),
            ("§ 12 Notices", "section-sign"),
            ("1. Definitions", "clause"),
            ("1.1 Agreement means", "subclause"),
            ("1.1.1 Affiliate means", "subsubclause"),
            ("WHEREAS, the parties", "whereas"),
            ("NOW, THEREFORE the parties", "now-therefore"),
            ("(a) the Buyer", "letter"),
            ("(ii) the Seller", "roman"),
            ("EXHIBIT A", "exhibit"),
        ],
        ["10. million units were sold", "see Section 5", "1.1"],
    ),
    "RFC": (
        [
            ("1. Introduction", "section"),
            ("3.1 Overview", "subsection"),
            ("4.2.1. Details", "subsubsection"),
            ("Appendix A", "appendix"),
        ],
        ["   1. Indented body item", "3.1 is the version"],
    ),
    "MARKDOWN": (
        [("# Title", "h1"), ("### Sub", "h3"), ("---", "rule"), ("* * *", "rule")],
        ["#hashtag", "####### seven"],
    ),
    "CHAT": (
        [
            ("[14:30] Agent: hello", "time"),
            ("2024-05-01 14:30 user joined", "iso-time"),
            ("Customer: my order", "speaker"),
        ],
        ["no speaker here", "lowercase: not a speaker"],
    ),
    "CLINICAL": (
        [
            ("HPI: 65-year-old male", "section"),
            ("Assessment: stable", "section"),
            ("DISCHARGE MEDICATIONS:", "section"),
        ],
        ["The plan is to admit.", "HPI without colon"],
    ),
    "FINANCIAL": (
        [
            ("PART II", "part"),
            ("Item 1A. Risk Factors", "item"),
            ("NOTE 3", "note"),
            ("Schedule A", "schedule"),
        ],
        ["Item 1 is described below", "part of the deal"],
    ),
    "FINANCIAL_TABLE": (
        [("TABLE 3 Revenue", "caption")],
        ["the table below", "Table of Contents"],
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_presets_match_the_declared_lines(name: str) -> None:
    patterns = getattr(top_level, name)
    chunker = Chunker(boundaries=patterns)
    hits, misses = CASES[name]
    for line, entry in hits:
        found = preview_boundaries("Intro line of text.\n" + line + "\nMore text.", chunker)
        assert (2, entry, line) in found, (line, found)
    for line in misses:
        found = preview_boundaries("Intro line of text.\n" + line + "\nMore text.", chunker)
        assert [f for f in found if f[0] == 2] == [], (line, found)


def test_markdown_tables_are_found_after_a_blank_line_only() -> None:
    chunker = Chunker(boundaries=FINANCIAL_TABLE)
    text = "Intro.\n\n| Year | Fee |\n|---|---|\n| 2024 | 100 |\n"
    assert preview_boundaries(text, chunker) == [(3, "markdown-table", "| Year | Fee |")]


def test_ranks_nest_chapters_over_articles_over_paragraphs() -> None:
    by_name = {p.name: p.rank for p in LEGAL_EU}  # type: ignore[attr-defined]
    assert by_name["chapter"] < by_name["section"] < by_name["article"] < by_name["paragraph"]
    assert by_name["paragraph"] < by_name["point"] < by_name["subpoint"]
    assert [rank_of(p) for p in MARKDOWN[:6]] == [0, 1, 2, 3, 4, 5]
    assert rank_of(r"^Plain") == 0 and rank_of((r"^x", 3)) == 3 and rank_of(ranked("^y", 2)) == 2
    assert PLAIN == [] and all(isinstance(p, str) for p in LEGAL_US + RFC + CHAT + CLINICAL)
    combined = [*FINANCIAL, r"^Annex\s+"]
    assert isinstance(combined, list) and re.compile(combined[0])


def test_presets_by_name() -> None:
    assert preset("legal-eu") == LEGAL_EU == preset("LEGAL_EU")
    assert set(PRESETS) >= {
        "legal-eu",
        "legal-us",
        "rfc",
        "markdown",
        "chat",
        "clinical",
        "financial",
        "financial-table",
        "plain",
    }
    with pytest.raises(ConfigError, match="legal-eu"):
        preset("legal-uk")
    with pytest.raises(ConfigError, match="heading, marker, separator"):
        ranked("^x", 0, kind="title")
    assert top_level.LEGAL_EU is LEGAL_EU


def test_preview_lists_patterns_and_detectors_in_line_order() -> None:
    text = (
        "MASTER AGREEMENT\n\n"
        "This agreement is made between the parties named below, who agree as follows.\n\n"
        "Article 1\n\n"
        "The first article says something long enough to be body text for a heading.\n\n"
        "Year      Fee\n2024      100\n2025      110\n2026      120\n"
    )
    chunker = Chunker(
        boundaries=[r"^Article\s+\d+"], detectors=[HeadingDetector(), TableDetector()]
    )
    assert preview_boundaries(text, chunker) == [
        (1, "HeadingDetector", "MASTER AGREEMENT"),
        (5, r"^Article\s+\d+", "Article 1"),
        (5, "HeadingDetector", "Article 1"),
        (9, "TableDetector keep-together (to line 12)", "Year      Fee"),
    ]
