"""Chunk a document whose structure was found elsewhere (Markdown, Docling, Unstructured ...).

Ingestion is one more structure source: an adapter gives a normalised text and a
:class:`ClauseTree` over it, and the same pipeline as ``LegalChunker.chunk`` runs from the
enrichment stage on (definitions, references, classification, planning, packing, assembly);
only heading detection is skipped. So every guarantee of ``chunk`` holds here too.

This module accepts any object with ``.text`` and ``.tree``; it never imports
``clausewise.ingest`` (the edge layer builds on the legal face, not the other way round).
A tree built by hand is checked first: a tree that does not fit its text would break the
packer's and the assembler's invariants far from the cause.
"""

from __future__ import annotations

from typing import Protocol

from ..errors import InputError
from ..normalize import sanitize
from .options import LegalOptions
from .pipeline import Outcome, run
from .tree import ClauseNode, ClauseTree
from .types import LegalChunk

__all__ = ["StructuredText", "check_structured", "chunk_ingested", "run_ingested"]


class StructuredText(Protocol):
    """A text with its clause tree (``clausewise.ingest.IngestedDocument`` is one)."""

    @property
    def text(self) -> str: ...

    @property
    def tree(self) -> ClauseTree: ...


def chunk_ingested(
    doc: StructuredText,
    options: LegalOptions,
    document_id: str | None = None,
    *,
    raw_offsets: bool = False,
) -> list[LegalChunk]:
    """The chunks of ``doc``; ``document_id`` defaults to ``options.document_id``.

    Offsets index ``doc.text``. Raises ``InputError`` when ``doc`` has no ``str`` text or
    ``ClauseTree`` tree, when the text is not normalised, or when the tree does not fit it.
    """
    return run_ingested(doc, options, document_id=document_id, raw_offsets=raw_offsets).chunks


def run_ingested(
    doc: StructuredText,
    options: LegalOptions,
    *,
    document_id: str | None = None,
    raw_offsets: bool = False,
) -> Outcome:
    """The whole pipeline outcome (chunks, metrics, enrichment) for ``doc``."""
    text, tree = check_structured(doc)
    if not text.strip():
        tree = ClauseTree(fallback=True, notes=tree.notes)
    doc_id = document_id if document_id is not None else options.document_id
    return run(text, options, document_id=doc_id, raw_offsets=raw_offsets, tree=tree)


def check_structured(doc: object) -> tuple[str, ClauseTree]:
    """``(doc.text, doc.tree)`` once they are known to fit together."""
    text = getattr(doc, "text", None)
    tree = getattr(doc, "tree", None)
    if not isinstance(text, str) or not isinstance(tree, ClauseTree):
        raise InputError(
            "expected an ingested document with .text (str) and .tree (ClauseTree), such as "
            f"clausewise.ingest.from_markdown(...); got {type(doc).__name__}"
        )
    if sanitize(text) != text:
        raise InputError(
            "the ingested text is not normalised: build it with clausewise.normalize.sanitize "
            "(or an ingest adapter) so that the tree's offsets are the chunks' offsets"
        )
    problem = tree_problem(tree.nodes, len(text))
    if problem is not None:
        raise InputError(f"the clause tree does not fit its text: {problem}")
    return text, tree


def tree_problem(nodes: tuple[ClauseNode, ...], length: int) -> str | None:
    """The first broken tree invariant, or ``None``: spans inside the text, heading inside
    the span, nodes in pre-order, a parent containing its children, siblings disjoint."""
    stack: list[int] = []
    for i, n in enumerate(nodes):
        name = f"node {i} ({n.identifier!r})"
        if not 0 <= n.start <= n.heading_end <= n.end <= length:
            spans = f"{n.start}/{n.heading_end}/{n.end}"
            return f"{name}: start/heading_end/end {spans} not ordered within 0..{length}"
        if n.depth < 1:
            return f"{name}: depth {n.depth} < 1"
        while stack and stack[-1] != n.parent:
            k = stack.pop()
            if nodes[k].end > n.start:
                return f"{name} starts at {n.start}, inside node {k} that is not its parent"
        if n.parent is not None:
            if not stack:
                return f"{name}: parent {n.parent} is not an open ancestor (pre-order broken)"
            p = nodes[n.parent]
            if n.start < p.start or n.end > p.end or n.depth <= p.depth:
                return f"{name}: not inside its parent {n.parent} ({p.identifier!r})"
        stack.append(i)
    return None
