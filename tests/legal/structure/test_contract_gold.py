"""Gold structure tests: declared contracts, rendered in several layouts, parsed back.

The documents are declared unit by unit in ``tests/gen/contract_gold_docs.py`` and written out
by ``tests/gen/contract_gold_render.py`` (clean UK, clean US with article titles on the next
line, a table of contents, hard-wrapped with running headers, footers and page numbers, pages
collapsed onto single lines), which records where each marker lands. Every declared unit must
be found with its start, depth, identifier and section, and nothing else.
"""

from __future__ import annotations

import importlib.util
import itertools
import sys
from pathlib import Path
from types import ModuleType

import pytest

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.tree import ClauseTree, DocumentSection

D = DocumentSection


def _load() -> ModuleType:
    key = "clausewise_test_gen_contract_gold_render"
    if key not in sys.modules:
        path = Path(__file__).resolve().parents[2] / "gen" / "contract_gold_render.py"
        spec = importlib.util.spec_from_file_location(key, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        spec.loader.exec_module(module)
    return sys.modules[key]


G = _load()


def check_tree(text: str, tree: ClauseTree) -> None:
    """Pre-order, parents, depths, nesting and tiling hold for every node."""
    nodes = tree.nodes
    tops = [n for n in nodes if n.depth == 1]
    assert tops, "no top-level unit"
    assert tops[0].start == len(text) - len(text.lstrip())
    assert tops[-1].end == len(text.rstrip())
    for i, n in enumerate(nodes):
        assert 0 <= n.start <= n.heading_end <= n.end <= len(text)
        assert not text[n.end - 1 : n.end].isspace()
        if i:
            assert nodes[i - 1].start < n.start
            assert n.depth <= nodes[i - 1].depth + 1
        if n.parent is None:
            assert n.depth == 1
        else:
            p = nodes[n.parent]
            assert p.depth == n.depth - 1 and p.start < n.start and n.end <= p.end
    for a, b in itertools.pairwise(tops):
        assert a.end == len(text[: b.start].rstrip())


@pytest.mark.parametrize("name", G.VARIANTS)
@pytest.mark.parametrize("kind", ["us", "uk"])
def test_every_declared_unit_and_nothing_else(kind: str, name: str) -> None:
    text, expected = G.variant(kind, name)
    tree = parse_contract(text, get_profile(kind))
    got = [(n.start, n.depth, n.identifier, n.section) for n in tree.nodes]
    want = [(e.start, e.depth, e.identifier, e.section) for e in expected]
    assert got == want
    assert not tree.fallback
    check_tree(text, tree)


def test_gold_offsets_point_at_markers() -> None:
    # The renderer's bookkeeping itself: each expected start is the marker it declares.
    for kind in ("us", "uk"):
        for name in G.VARIANTS:
            text, expected = G.variant(kind, name)
            for e in expected:
                if e.identifier in ("Preamble", "Recitals", "Signatures"):
                    continue
                head = text[e.start : e.start + 14].upper()
                word, _, number = e.identifier.upper().partition(" ")
                if word == "RECITAL":
                    word = f"({number})"  # a lettered recital's marker: "(A) The Customer"
                assert head.startswith(word if number else e.identifier.upper()), (kind, name, e)


def test_us_titles_and_heading_ends() -> None:
    text, _ = G.variant("us", "clean")
    tree = parse_contract(text, get_profile("us"))
    assert tree.title == "MASTER SERVICES AGREEMENT"
    by_id = {n.identifier: n for n in tree.nodes if n.identifier.startswith(("Article", "Sec"))}
    art = by_id["Article II"]
    assert art.title == "SERVICES"
    assert text[art.start : art.heading_end] == "ARTICLE II\nSERVICES"
    sec = by_id["Section 2.01"]
    assert sec.title == "Provision of Services"
    assert text[sec.start : sec.heading_end] == "Section 2.01 Provision of Services."
    assert sec.kind == "section" and sec.number == "2.01"
    assert art.kind == "article" and art.number == "II"
    items = [n for n in tree.nodes if n.identifier in ("(a)", "(i)")]
    assert all(n.heading_end == n.start and n.title is None for n in items)
    exhibit = next(n for n in tree.nodes if n.identifier == "Exhibit A")
    assert (exhibit.kind, exhibit.number, exhibit.title) == (
        "exhibit",
        "A",
        "DESCRIPTION OF SERVICES",
    )
    assert [tree.nodes[i].kind for i in tree.children(tree.nodes.index(exhibit))] == [
        "paragraph",
        "paragraph",
    ]


def test_collapsed_us_titles_run_in_capitals() -> None:
    text, _ = G.variant("us", "collapsed")
    tree = parse_contract(text, get_profile("us"))
    art = next(n for n in tree.nodes if n.identifier == "Article III")
    assert art.title == "FEES AND PAYMENT"
    assert text[art.start : art.heading_end] == "ARTICLE III FEES AND PAYMENT"


def test_uk_titles_kinds_and_definitions_scope() -> None:
    text, _ = G.variant("uk", "clean")
    tree = parse_contract(text, get_profile("uk"))
    assert tree.title == "SERVICES AGREEMENT"
    one = next(n for n in tree.nodes if n.identifier == "1")
    assert (one.kind, one.title) == ("clause", "Definitions and interpretation")
    kinds = {n.identifier: n.kind for n in tree.nodes if n.depth <= 3}
    assert kinds["1.1"] == "subclause" and kinds["Schedule 1"] == "schedule"
    assert kinds["Part A"] == "part"
    part_a = next(i for i, n in enumerate(tree.nodes) if n.identifier == "Part A")
    paras = [tree.nodes[i] for i in tree.children(part_a)]
    assert [(p.identifier, p.kind, p.section) for p in paras] == [
        ("1", "paragraph", D.SCHEDULES),
        ("2", "paragraph", D.SCHEDULES),
    ]
    definitions = [n.identifier for n in tree.nodes if n.section is D.DEFINITIONS]
    assert definitions == ["1", "1.1", "1.2", "(a)", "(b)"]
