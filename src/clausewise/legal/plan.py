"""From a clause tree to what the packer needs, and back from chunk spans to tree nodes."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence

from ..document import Boundary, Level
from .tree import ClauseNode, ClauseTree

__all__ = ["TreeIndex", "tree_boundaries"]

# Units that start their own chunk even when their parent would fit whole, at any depth:
# the major divisions of contracts and legislation.
_MAJOR_KINDS = frozenset(
    {
        "preamble",
        "recitals",
        "chapter",
        "part",
        "title",
        "article",
        "schedule",
        "exhibit",
        "annex",
        "appendix",
        "attachment",
        "signatures",
        "footnotes",
        "furniture",
    }
)
# Numbered clauses and sections start their own chunk near the top of the tree; deeper ones,
# and lettered sub-clauses and points, stay with their parent unless it is too large.
_CLAUSE_KINDS = frozenset({"section", "clause", "heading"})


def tree_boundaries(
    text: str, tree: ClauseTree, type_changes: Sequence[int] = ()
) -> tuple[list[Boundary], list[tuple[int, int]]]:
    """Boundaries (one per node) and glue intervals (each heading with the start of its body).

    ``type_changes`` are positions where the clause type changes (``TreeTyping.changes()``):
    the packer must not merge across them, so a chunk keeps one type and a retriever looking
    for, say, the termination clause does not find it diluted inside a boilerplate chunk. A
    change at a node start makes that node's boundary a split; a change inside a clause's text
    (a paragraph of another type) adds a paragraph-level split there."""
    changes = set(type_changes)
    bounds: list[Boundary] = []
    glue: list[tuple[int, int]] = []
    n = len(text)
    for node in tree.nodes:
        level = min(max(node.depth, Level.TOP), Level.DEEPEST)
        split = (
            node.depth == 1
            or node.kind in _MAJOR_KINDS
            or (node.depth == 2 and node.kind in _CLAUSE_KINDS)
            or node.start in changes
        )
        changes.discard(node.start)
        bounds.append(Boundary(node.start, level, split, node.kind))
        if node.heading_end > node.start:
            body = node.heading_end
            while body < n and text[body].isspace():
                body += 1
            glue.append((node.start, min(body, node.end)))
    bounds += [Boundary(pos, Level.PARAGRAPH, True, "paragraph") for pos in sorted(changes)]
    return bounds, glue


class TreeIndex:
    """Fast lookups from positions and spans to nodes of one tree."""

    def __init__(self, tree: ClauseTree) -> None:
        self.tree = tree
        self.nodes = tree.nodes
        self.starts = [node.start for node in tree.nodes]

    def innermost(self, pos: int) -> int | None:
        """Index of the deepest node whose span contains ``pos``."""
        i = bisect_right(self.starts, pos) - 1
        while i is not None and i >= 0:
            node = self.nodes[i]
            if node.start <= pos < node.end:
                return i
            i = node.parent if node.parent is not None else -1
        return None

    def covering(self, start: int, end: int) -> int | None:
        """Index of the deepest node containing the whole span ``[start, end)``."""
        i = self.innermost(start)
        while i is not None:
            node = self.nodes[i]
            if node.end >= end:
                return i
            i = node.parent
        return None

    def top_level(self, index: int) -> int:
        while (parent := self.nodes[index].parent) is not None:
            index = parent
        return index

    def chain(self, index: int | None) -> list[int]:
        """Indices from the top-level ancestor down to ``index`` itself."""
        out: list[int] = []
        while index is not None:
            out.append(index)
            index = self.nodes[index].parent
        out.reverse()
        return out

    def open_ancestors(self, pos: int) -> list[int]:
        """Nodes containing ``pos`` whose heading lies before it: their headings are not in a
        chunk that starts at ``pos``, so the chunk needs them as context."""
        return [i for i in self.chain(self.innermost(pos)) if self.nodes[i].start < pos]


def heading_line(node: ClauseNode) -> str:
    """How a node is named in an ancestor header: identifier and title."""
    if node.title and node.title != node.identifier:
        return f"{node.identifier} {node.title}"
    return node.identifier


def make_prefix(
    index: TreeIndex, limit: int, render: Callable[[list[ClauseNode]], str] | None = None
) -> Callable[[int], tuple[str, ...]]:
    """``prefix(pos)``: candidate ancestor headers for a chunk starting at ``pos``, most
    informative first: every open ancestor with its title, then the nearest ones only, then
    the nearest identifier alone, then nothing. Each is at most ``limit`` characters."""
    cache: dict[tuple[int | None, bool], tuple[str, ...]] = {}
    nodes = index.nodes
    show = render or (lambda ns: "".join(heading_line(n) + "\n" for n in ns))

    def build(chain: list[int]) -> tuple[str, ...]:
        shown = [nodes[i] for i in chain if nodes[i].kind != "preamble"]
        out: list[str] = []
        for k in range(len(shown)):
            header = show(shown[k:])
            if len(header) <= limit and header not in out:
                out.append(header)
        if shown and len(shown[-1].identifier) + 1 <= limit:
            out.append(shown[-1].identifier + "\n")
        out.append("")
        return tuple(dict.fromkeys(out))

    def prefix(pos: int) -> tuple[str, ...]:
        # Only the innermost node can start exactly at ``pos``; its ancestors start earlier.
        inner = index.innermost(pos)
        key = (inner, inner is not None and nodes[inner].start == pos)
        found = cache.get(key)
        if found is None:
            chain = index.chain(inner)
            if key[1]:
                chain = chain[:-1]
            found = cache[key] = build(chain)
        return found

    return prefix
