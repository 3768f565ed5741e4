"""The literal-anchored scans find exactly what the plain ``finditer`` of their regex finds.

Each scan that reaches its candidates with ``str.find`` relies on a declared promise: every
match of its regex starts at one of its anchors. A pattern edited without its anchors would
silently lose matches, so every pair is checked here against the plain scan, on the bundled
real documents and on text written to hit the edges (matches at offset 0, overlapping
anchors, the spaced forms of U.S.C. and C.F.R.).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from clausewise.legal import (
    citations,
    definitions,
    definitions_brackets,
    definitions_derived,
    definitions_named,
    references_named,
)
from clausewise.legal._anchored import anchored_finditer

DATA = Path(__file__).resolve().parent.parent / "data"
DOCS = sorted(p for d in ("cuad", "claudette", "eu") for p in (DATA / d).glob("*.txt"))

PAIRS: dict[str, tuple[re.Pattern[str], Sequence[tuple[str, int]]]] = {
    "named-section heads": (references_named._HEAD_RE, references_named._HEAD_ANCHORS),
    "citation anchors": (citations._ANCHOR_RE, citations._ANCHOR_LITERALS),
    "means definitions": (definitions._MEANS_RE, definitions.QUOTE_ANCHORS),
    "hereinafter": (
        definitions_brackets._HEREINAFTER_RE,
        definitions_brackets._HEREINAFTER_ANCHORS,
    ),
    "construed accordingly": (definitions_derived._DERIVED_RE, definitions.QUOTE_ANCHORS),
    "each a party": (definitions_named._EACH_RE, definitions_named._EACH_ANCHORS),
}

EDGES = [
    "Section headings: see the Payment section below and the CLAUSES above.",
    "section 5 of the Securities Act of 1933, 42 U.S.C. 1983, 5 U. S. C 552, 7 USC 2",
    "40 C. F. R. 122, 17 C.F. R 240 and 12 CFR 1026; deregulation; Regulation (EU) 2016/679",
    'Act. Code. "Losses" means all losses; (hereinafter "Buyer") (hereinafter, the "Seller")',
    "DIRECTIVE 95/46/EC and DECISION No 1/2020 and REGULATION (EU) 2019/1020",
    '"Loss" shall be construed accordingly; "Controlled" and "Controlling" have corresponding',
    ' meanings. Kestrel and Marlow are each a "Party" and together the "Parties".',
]


def _spans(it: object) -> list[tuple[int, int]]:
    return [m.span() for m in it]  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", sorted(PAIRS))
def test_same_matches_on_real_documents_and_edges(name: str) -> None:
    regex, anchors = PAIRS[name]
    assert len(DOCS) >= 5
    found = 0
    for text in [p.read_text(encoding="utf-8") for p in DOCS] + EDGES:
        plain = _spans(regex.finditer(text))
        assert _spans(anchored_finditer(regex, text, anchors)) == plain
        found += len(plain)
    assert found > 0  # the comparison saw real matches


_ALPHABET = "SsCcEeTtIiOoNnLlAaUuRrgdD.§ \n\"'()1234567890,;:-"


@given(st.text(alphabet=_ALPHABET, max_size=200))
def test_same_matches_on_generated_text(text: str) -> None:
    for regex, anchors in PAIRS.values():
        plain = _spans(regex.finditer(text))
        assert _spans(anchored_finditer(regex, text, anchors)) == plain
