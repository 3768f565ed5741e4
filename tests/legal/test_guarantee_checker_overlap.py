"""The guarantee checker reads two headings that touch or overlap (a title read on into the
next unit's heading line, as on a flattened Markdown document) as a run with nothing between
them, instead of failing. Found by ``benchmarks/fuzz_legal.py`` (seed 520032)."""

from __future__ import annotations

from itertools import pairwise
from types import ModuleType

from clausewise import LegalChunker
from clausewise.guarantees import structure_of


def test_overlapping_headings_are_checked_not_fatal(
    legal_docs: ModuleType, legal_checks: ModuleType
) -> None:
    features = legal_docs.Features(
        style="us", clauses=9, sub_depth=3, seed=4198125862, flatten=True, hard_wrap=0,
        page_numbers=True, crlf="crlf", tabs=True, controls=40, unicode_quotes=False,
        long_word=0, empty_sections=True, toc=False, schedules=3, caps_headings=True,
        bom=False, long_sentences=False, odd_chars=("\x0c",), markdown=True, amendments=False,
        joined_headings=False,
    )  # fmt: skip
    text = legal_docs.build(features)
    chunker = LegalChunker(
        jurisdiction="eu", max_chunk_size=64, min_chunk_size=48, chars_per_token=1,
        include_ancestor_headers=False,
    )  # fmt: skip
    clean = chunker.sanitize(text)
    _, headings = structure_of(clean, chunker.parse_structure(text))
    ordered = sorted(headings)
    # the shape that made the checker fail: one heading running past the next one's start
    assert any(a.end > b.start for a, b in pairwise(ordered))
    assert legal_checks.legal_problems(chunker, text, determinism=False) == []
