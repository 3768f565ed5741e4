"""The clause tree: what structure parsing produces and every later legal stage reads.

A :class:`ClauseTree` is a flat, pre-order tuple of :class:`ClauseNode` records, each a span of
``Document.text`` with its depth, numbering and title. Parents are indices into the same tuple,
so the tree is plain data: cheap to build, to pickle to worker processes and to serialise.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .._quick_init import quick_init

__all__ = ["UNHEADED_KIND", "ClauseNode", "ClauseTree", "DocumentSection"]

# The kind of the one unit a contract without numbered clauses is read as ("Body"): it has
# no heading of its own, so no header line or context path names it.
UNHEADED_KIND = "body"


class DocumentSection(str, Enum):
    """Which part of the document a unit belongs to."""

    PREAMBLE = "preamble"
    RECITALS = "recitals"
    DEFINITIONS = "definitions"
    OPERATIVE = "operative"
    SCHEDULES = "schedules"
    SIGNATURES = "signatures"

    def __str__(self) -> str:
        return self.value


@quick_init
@dataclass(frozen=True, slots=True)
class ClauseNode:
    """One structural unit (chapter, article, clause, sub-clause, point, schedule, recital ...).

    Offsets index ``Document.text``. ``start`` is where the unit's heading or marker begins and
    ``end`` where its last block ends (trailing whitespace excluded); a node's span contains the
    spans of all its descendants. ``heading_end`` is the end of the heading text (marker plus
    title) when the unit has one that should travel with its body, else ``start``.

    ``kind`` is a lower-case word: "chapter", "part", "article", "section", "clause",
    "subclause", "item", "paragraph", "point", "subpoint", "schedule", "exhibit", "annex",
    "appendix", "recital", "preamble", "signatures". ``number`` is the bare numbering token as
    written ("7.2", "VII", "a", "iii", "2"), ``identifier`` the label used in paths
    ("Article VII", "Section 7.2", "7.2", "(a)", "Schedule 2", "Article 5(1)(a)" style is not
    used: each node names only itself). ``depth`` is 1 for a top-level unit.
    """

    start: int
    end: int
    depth: int
    kind: str
    identifier: str
    number: str
    title: str | None
    heading_end: int
    section: DocumentSection
    parent: int | None = None


@dataclass(frozen=True, slots=True)
class ClauseTree:
    """The parse of one document.

    ``nodes`` are in document order (pre-order). ``fallback`` is true when no usable structure
    was found; the chunker then packs sentences and paragraphs alone. ``rejected_headings``
    counts heading-shaped lines the plausibility gate turned down.
    """

    nodes: tuple[ClauseNode, ...] = ()
    fallback: bool = False
    rejected_headings: int = 0
    title: str | None = None
    notes: tuple[str, ...] = field(default=())

    def children(self, index: int | None) -> list[int]:
        """Indices of the direct children of node ``index`` (``None``: the top-level nodes)."""
        return [i for i, n in enumerate(self.nodes) if n.parent == index]

    def ancestors(self, index: int) -> list[int]:
        """Indices from the top-level ancestor down to the parent of ``index``."""
        out: list[int] = []
        parent = self.nodes[index].parent
        while parent is not None:
            out.append(parent)
            parent = self.nodes[parent].parent
        out.reverse()
        return out

    @property
    def top_level_count(self) -> int:
        return sum(1 for n in self.nodes if n.depth == 1)
