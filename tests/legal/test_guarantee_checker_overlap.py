"""The guarantee checker reads two headings that touch or overlap (a title read on into the
next unit's heading line, as on a flattened Markdown document) as a run with nothing between
them, instead of failing. Found by ``benchmarks/fuzz_legal.py`` (seed 520032)."""

from __future__ import annotations

from itertools import pairwise
from types import ModuleType

from clausewise import LegalChunker
from clausewise.guarantees import Heading, heading_problems, structure_of


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
    # the shape that made the checker fail, one heading running past the next one's start
    # ("# ARTICLE II - ... COSTS **ARTICLE III - ...**" on one line), is read right since
    # round 31: each title stops where the next unit's heading starts
    assert not any(a.end > b.start for a, b in pairwise(ordered))
    assert legal_checks.legal_problems(chunker, text, determinism=False) == []


def test_the_checker_reads_overlapping_headings_as_one_run() -> None:
    # The parser no longer produces this shape on the fuzz document above, so the checker's
    # handling of it is driven directly: "ARTICLE II COSTS" read on into "ARTICLE III TERM"
    # on one flattened line, the first heading ending past the second one's start.
    text = "ARTICLE II COSTS ARTICLE III TERM\nThe term is one year from signature.\n"
    second = text.index("ARTICLE III")
    headings = [
        Heading(0, text.index("\n"), len(text), "Article II"),
        Heading(second, text.index("\n"), len(text), "Article III"),
    ]
    assert headings[0].end > headings[1].start
    # A chunk that ends with the run of headings, its body in the next one: reported once for
    # each heading of the run, read as headings alone (not a crash on the overlap).
    cut = text.index("\n") + 1
    problems = heading_problems(text, [(0, cut), (cut, len(text))], headings)
    assert len(problems) == 2
    assert all("is a chunk of headings alone" in p for p in problems)
    # With room for less than the run and its first body word, the cut is allowed.
    assert heading_problems(text, [(0, cut), (cut, len(text))], headings, room=20) == []
