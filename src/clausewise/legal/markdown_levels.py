"""Unnumbered Markdown headings nested by their level.

"## Using our site" / text / "### Things you must not do" / text / "### Content you upload" /
text / "## Our liability": a document without numbers marks its outline with the number of
"#" alone. The parser reads such headings as one flat run of units; the source says that a
"###" heading divides the "##" heading above it, as "1.1" divides "1". Here each top-level
unit headed by an unnumbered Markdown heading becomes a child of the nearest unit before it
headed at a shallower level, with nothing but such headings between; a unit of any other kind
(a numbered clause, the preamble, the signatures) ends the run.
"""

from __future__ import annotations

from dataclasses import replace

from .markdown_subheads import heading_level
from .structure.heading_nesting import reparented
from .tree import ClauseTree

__all__ = ["nest_by_level"]


def nest_by_level(tree: ClauseTree, text: str, view: str, headings: frozenset[int]) -> ClauseTree:
    """``tree`` (of the plain ``view`` of the Markdown ``text``) with its top-level units
    headed by unnumbered heading lines (``headings``: the line starts marked as headings)
    nested by the level of their marks (see the module documentation)."""
    nodes = tree.nodes
    if not headings or len(nodes) < 2 or tree.fallback:
        return tree
    parent: dict[int, int] = {}  # top-level node -> its new parent
    stack: list[tuple[int, int]] = []  # (level, node index) of the open headings
    for i, n in enumerate(nodes):
        if n.parent is not None:
            continue
        own = view.rfind("\n", 0, n.start) + 1
        level = heading_level(text, own) if own in headings else 0
        if n.kind != "heading" or not level:
            stack.clear()
            continue
        while stack and stack[-1][0] >= level:
            stack.pop()
        if stack:
            parent[i] = stack[-1][1]
        stack.append((level, i))
    if not parent:
        return tree
    return replace(tree, nodes=reparented(nodes, parent))
