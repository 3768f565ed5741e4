"""Helpers shared by the EU layout tests: read an excerpt from ``tests/data/eu/layouts``,
parse it with the EU profile, and find the node a wording of the text starts."""

from __future__ import annotations

from pathlib import Path

from clausewise.legal.jurisdiction import EU
from clausewise.legal.structure.legislation import parse_legislation
from clausewise.legal.tree import ClauseNode, ClauseTree

DATA = Path(__file__).resolve().parents[2] / "data" / "eu" / "layouts"


def read(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


def tree_of(text: str) -> ClauseTree:
    return parse_legislation(text, EU)


def at(tree: ClauseTree, text: str, wording: str) -> ClauseNode:
    """The node starting where ``wording`` (unique in ``text``) starts."""
    assert text.count(wording) == 1, wording
    pos = text.index(wording)
    return next(n for n in tree.nodes if n.start == pos)


def parent_of(tree: ClauseTree, node: ClauseNode) -> ClauseNode:
    assert node.parent is not None
    return tree.nodes[node.parent]
