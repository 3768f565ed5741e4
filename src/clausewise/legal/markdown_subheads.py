"""Markdown sub-headings without numbers inside a numbered unit, as its sub-units.

"## 1. Information we collect" / "### Information you give us" / text / "### Information we
collect automatically" / text: the source marks the lines under the numbered heading as
headings of a deeper level, so they divide the unit the way numbered sub-clauses would. The
parser reads numbers; these lines have none, so they are added here, in the plain view, as
children of a unit that has no sub-units of its own, each running to the next of them.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import replace

from .tree import ClauseNode, ClauseTree

__all__ = ["heading_level", "with_subheadings"]

_NOT_HEADED = frozenset({"preamble", "recitals", "signatures", "body"})


def heading_level(text: str, start: int) -> int:
    """The number of "#" opening the Markdown heading line at ``start`` (0 for none)."""
    p = start
    while p < len(text) and p - start < 3 and text[p] == " ":
        p += 1
    n = 0
    while p + n < len(text) and text[p + n] == "#" and n < 7:
        n += 1
    return n if 0 < n <= 6 else 0


def with_subheadings(
    tree: ClauseTree, text: str, view: str, headings: frozenset[int]
) -> ClauseTree:
    """``tree`` (of the plain ``view`` of the Markdown ``text``) with the unnumbered heading
    lines ``headings`` holds that lie inside a unit without children, below its own heading
    line and marked deeper than it, added as that unit's children (the shallowest such
    level only; deeper ones stay text)."""
    nodes = tree.nodes
    if not headings or not nodes or tree.fallback:
        return tree
    lines = sorted(headings)
    starts = sorted(n.start for n in nodes)
    parents = {n.parent for n in nodes}
    added: dict[int, list[ClauseNode]] = {}
    for i, n in enumerate(nodes):
        if i in parents or n.kind in _NOT_HEADED:
            continue
        own = view.rfind("\n", 0, n.start) + 1
        level = heading_level(text, own) if own in headings else 0
        if not level:
            continue
        lo, hi = bisect_right(lines, max(n.heading_end, n.start)), bisect_left(lines, n.end)
        inner = [
            s for s in lines[lo:hi] if heading_level(text, s) > level and _unplaced(view, s, starts)
        ]
        if not inner:
            continue
        top = min(heading_level(text, s) for s in inner)
        kids = [s for s in inner if heading_level(text, s) == top]
        added[i] = _children(view, n, i, kids)
    if not added:
        return tree
    return replace(tree, nodes=_rebuilt(nodes, added))


def _unplaced(view: str, line: int, starts: list[int]) -> bool:
    """Whether no unit starts on the line at ``line``: an unnumbered heading."""
    nl = view.find("\n", line)
    end = len(view) if nl < 0 else nl
    k = bisect_left(starts, line)
    return (k == len(starts) or starts[k] >= end) and bool(view[line:end].strip())


def _children(view: str, n: ClauseNode, i: int, lines: list[int]) -> list[ClauseNode]:
    out: list[ClauseNode] = []
    for k, line in enumerate(lines):
        nl = view.find("\n", line)
        eol = len(view) if nl < 0 else nl
        title = view[line:eol].strip()
        start = line + view[line:eol].index(title)
        end = n.end if k + 1 == len(lines) else lines[k + 1]
        while end > start and view[end - 1].isspace():
            end -= 1
        out.append(
            ClauseNode(
                start, end, n.depth + 1, "heading", title, "", title, start + len(title),
                n.section, i,
            )
        )  # fmt: skip
    return out


def _rebuilt(
    nodes: tuple[ClauseNode, ...], added: dict[int, list[ClauseNode]]
) -> tuple[ClauseNode, ...]:
    """``nodes`` in pre-order with each unit's new children right after it (the unit has no
    other children), parents renumbered."""
    index: dict[int, int] = {}
    out: list[ClauseNode] = []
    for i, n in enumerate(nodes):
        index[i] = len(out)
        parent = None if n.parent is None else index[n.parent]
        out.append(n if parent == n.parent else _with_parent(n, parent))
        for kid in added.get(i, ()):
            out.append(_with_parent(kid, index[i]))
    return tuple(out)


def _with_parent(n: ClauseNode, parent: int | None) -> ClauseNode:
    return ClauseNode(
        n.start, n.end, n.depth, n.kind, n.identifier, n.number, n.title, n.heading_end,
        n.section, parent,
    )  # fmt: skip
