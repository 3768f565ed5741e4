"""Invariants of reference and definition finding on generated and adversarial text."""

from __future__ import annotations

import time

from hypothesis import given, settings
from hypothesis import strategies as st

from clausewise.legal.definitions import TermIndex, find_definitions
from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.references import find_references
from clausewise.legal.tree import ClauseNode, ClauseTree, DocumentSection

WORDS = [
    "Clause", "clause", "Section", "Sections", "Article", "paragraph", "point", "Schedule",
    "Exhibit", "Annex", "this", "the preceding", "of", "and", "to", "through", "or", ",", ".",
    "7.3(b)", "2", "VII", "A", "(a)", "(iii)", "6(1)(a)", "\n", '"', "“", "”", "‘", "’", "'",
    "means", "shall mean", "(the", ")", "hereinafter", "Act", "1986", "U.S.C.", "§", "35",
    "Regulation", "(EU)", "2016/679", "Directive", "95/46/EC", "Services", "Party", ":",
]  # fmt: skip
PROFILES = ["uk", "us", "eu"]


def _tree(text: str) -> ClauseTree:
    mid = len(text) // 2
    return ClauseTree(nodes=(
        ClauseNode(0, len(text), 1, "clause", "1", "1", None, 0, DocumentSection.OPERATIVE),
        ClauseNode(mid, len(text), 2, "clause", "1.1", "1.1", None, mid,
                   DocumentSection.OPERATIVE, 0),
    ))  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=60), st.sampled_from(PROFILES))
def test_spans_are_exact_and_ordered(words: list[str], key: str) -> None:
    text = " ".join(words)
    tree = _tree(text)
    refs = find_references(text, tree, get_profile(key))
    assert [(r.start, r.end) for r in refs] == sorted((r.start, r.end) for r in refs)
    for r in refs:
        assert 0 <= r.start < r.end <= len(text)
        assert text[r.start : r.end] == r.raw_text
        assert r.target_identifier
        if r.target_kind == "external":
            assert r.target_node is None and r.external
        elif r.target_node is not None:
            assert 0 <= r.target_node < len(tree.nodes)
    terms = find_definitions(text, tree, get_profile(key))
    for d in terms:
        assert 0 <= d.char_start < d.char_end <= len(text)
        assert d.term and d.term == d.term.strip()
    TermIndex(terms).used_in(text)


def _fast(fn: object, text: str, key: str, limit: float = 2.0) -> None:
    t0 = time.process_time()
    fn(text, _tree(text), get_profile(key))  # type: ignore[operator]
    assert time.process_time() - t0 < limit


def test_adversarial_inputs_stay_linear() -> None:
    cases = [
        "Section 1, " * 20000,
        "(" * 100000,
        '"' * 100000,
        "‘a’ " * 30000,
        "Clause 1.1.1.1.1.1.1.1" * 10000,
        "The Big Red Very Long Capitalised Name Of Something " * 5000 + "Act 1986",
        "(the " * 20000 + '"X")',
        "A" * 200000,
        "points (a) to (z) of paragraph 1 of Article 2 of " * 5000,
        '"X" means ' * 20000,
        '(the "X") ' * 20000,
        "Act 1986 " * 20000,
    ]
    for text in cases:
        for fn in (find_references, find_definitions):
            _fast(fn, text, "uk")
