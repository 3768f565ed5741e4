"""The one-pass boundary scan: first-character guards, line positions, pattern precedence."""

from __future__ import annotations

import re

import pytest

from clausewise.general.firstchars import first_chars
from clausewise.general.presets import PRESETS
from clausewise.general.scan import PatternSet


@pytest.mark.parametrize(
    ("pattern", "chars"),
    [
        (r"Article\s+\d+", "A"),
        (r"\d{1,2}\.\d", "0-9"),
        (r"(?:PART|TITLE)\b", "PT"),
        (r"\((?:i|ii)\)", r"\("),
        (r"[A-Z][a-z]+|§\s*\d", "A-Z§"),
        (r"a?b", None),  # the first item may be absent
        (r"(?i:article)", None),  # flags: not read
        (r"\s*x", None),
        (r"(x|y)", None),  # capturing groups: not read
    ],
)
def test_first_chars(pattern: str, chars: str | None) -> None:
    assert first_chars(pattern) == chars


def test_guards_never_hide_a_match(real_docs: dict[str, str]) -> None:
    """For every preset pattern, a line it matches starts with a character of its guard."""
    for patterns in PRESETS.values():
        for pattern in patterns:
            rest = re.sub(r"^\^(\[ \\t\]\*)?", "", str(pattern))
            guard = first_chars(rest)
            if guard is None:
                continue
            rx = re.compile(rest)
            for text in real_docs.values():
                for line in text.split("\n"):
                    body = line.lstrip(" \t")
                    if rx.match(body):
                        assert re.match(f"[{guard}]", body), (pattern, line)


def test_scan_reports_line_starts_and_the_first_listed_pattern() -> None:
    text = "Intro\n  Article 5 Scope\nArticle text goes on; see TABLE 3\n\n\nTABLE 4 Fees\n"
    patterns = PatternSet([r"^Article", r"^\s*Article\s+\d+", r"TABLE\s+\d", (r"^TABLE", 2)])
    hits = patterns.scan(text)
    assert [(h.pos, h.rule) for h in hits] == [
        (text.index("Article 5"), 1),  # leading spaces skipped; the first pattern needs column 0
        (text.index("Article text"), 0),
        (text.index("TABLE 4"), 2),  # listed before the ranked "^TABLE"
    ]
    assert [patterns.rules[h.rule].rank for h in hits] == [0, 0, 0]
    assert text[hits[0].pos : hits[0].end] == "Article 5"


def _generic(patterns: PatternSet, text: str) -> list[object]:
    """The same scan without the captured filter (a second, grouped match per line)."""
    capture, patterns.capture = patterns.capture, None
    try:
        return list(patterns.scan(text))
    finally:
        patterns.capture = capture


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_captured_filter_finds_what_the_grouped_match_finds(
    name: str, real_docs: dict[str, str]
) -> None:
    patterns = PatternSet(PRESETS[name])
    odd = "\n \u00a0Article 5\n\t(a) x\n\n   \n§ 3 y\n1.1 Z\n" * 3
    for text in [*real_docs.values(), odd, "Article 1 first line\nArticle 2"]:
        assert patterns.scan(text) == _generic(patterns, text)


def test_one_shared_prefix_uses_the_captured_filter() -> None:
    from clausewise.general.presets import LEGAL_EU, LEGAL_US

    assert PatternSet([*LEGAL_US, *LEGAL_EU]).capture is not None
    mixed = PatternSet([r"^Article", r"^\s*Article\s+\d+", r"TABLE\s+\d"])
    assert mixed.capture is None  # several prefixes, or a pattern matching mid-line
    text = "\n\n  \nArticle 9\n \u00a0 Article 3 x\n"
    spaced = PatternSet([r"^\s*Article\s+\d+", r"^\s*Annex"])
    assert spaced.capture is not None
    assert [(h.pos, h.end) for h in spaced.scan(text)] == [
        (text.index("Article 9"), text.index("Article 9") + 9),
        (text.index("Article 3"), text.index("Article 3") + 9),
    ]
    assert spaced.scan(text) == _generic(spaced, text)
