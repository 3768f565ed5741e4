"""Turn packed spans into :class:`LegalChunk` records with their legal metadata."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..document import Document
from ..packing import Piece
from .options import LegalOptions
from .plan import TreeIndex
from .tree import ClauseTree, DocumentSection
from .types import ClauseType, CrossReference, DefinedTerm, HierarchyNode, LegalChunk

__all__ = ["Enrichment", "assemble"]

Timer = Callable[..., Any]

_SECTION_TYPES = {
    DocumentSection.PREAMBLE: ClauseType.PREAMBLE,
    DocumentSection.RECITALS: ClauseType.RECITALS,
    DocumentSection.DEFINITIONS: ClauseType.DEFINITIONS,
}


@dataclass(frozen=True, slots=True)
class NodeClass:
    """The classification of one tree node."""

    clause_type: ClauseType
    confidence: float = 0.0
    secondary: ClauseType | None = None
    source: str = "keyword"


@dataclass(frozen=True, slots=True)
class Enrichment:
    """Per-document legal facts computed once, before packing: definitions, references and
    per-node classification. Stages are pure functions of the text and the tree."""

    definitions: tuple[DefinedTerm, ...] = ()
    classes: tuple[NodeClass, ...] = ()
    title: str | None = None
    parties: tuple[str, ...] = ()
    extras: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def build(cls, text: str, tree: ClauseTree, options: LegalOptions, timer: Timer) -> Enrichment:
        classes = timer("classification", lambda: _classify(tree))
        return cls(classes=tuple(classes), title=tree.title)

    def node_class(self, index: int | None) -> NodeClass:
        if index is None or index >= len(self.classes):
            return NodeClass(ClauseType.UNKNOWN)
        return self.classes[index]


def _classify(tree: ClauseTree) -> list[NodeClass]:
    return [NodeClass(_SECTION_TYPES.get(n.section, ClauseType.UNKNOWN)) for n in tree.nodes]


def assemble(
    doc: Document,
    tree: ClauseTree,
    index: TreeIndex,
    pieces: list[Piece],
    enrichment: Enrichment,
    options: LegalOptions,
    document_id: str | None,
    raw_offsets: bool = False,
) -> list[LegalChunk]:
    text = doc.text
    fallback = tree.fallback or not tree.nodes
    out: list[LegalChunk] = []
    for i, piece in enumerate(pieces):
        body = text[piece.start : piece.end]
        header = piece.head
        content = header + body
        if fallback:
            hierarchy = HierarchyNode(0, f"chunk-{i}", None, None, piece.start, piece.end)
            path = hierarchy.identifier
            section = DocumentSection.OPERATIVE
            nclass = NodeClass(ClauseType.UNKNOWN)
        else:
            node_i = index.covering(piece.start, piece.end)
            hierarchy, path, section = _place(index, node_i, piece)
            nclass = enrichment.node_class(node_i)
        raw = doc.raw_span(piece.start, piece.end) if raw_offsets else (-1, -1)
        out.append(
            LegalChunk(
                content=content,
                index=i,
                hierarchy=hierarchy,
                hierarchy_path=path,
                document_section=section,
                clause_type=nclass.clause_type,
                jurisdiction=_jurisdiction_value(options),
                classification_confidence=nclass.confidence,
                secondary_clause_type=nclass.secondary,
                document_id=document_id,
                char_start=piece.start,
                char_end=piece.end,
                token_count=len(content) // options.chars_per_token,
                original_header=header,
                classification_source=nclass.source,
                raw_char_start=raw[0],
                raw_char_end=raw[1],
            )
        )
    return out


def _place(
    index: TreeIndex, node_i: int | None, piece: Piece
) -> tuple[HierarchyNode, str, DocumentSection]:
    if node_i is None:
        whole = HierarchyNode(0, "document", None, None, piece.start, piece.end)
        return whole, "document", DocumentSection.OPERATIVE
    chain = index.chain(node_i)
    node = index.nodes[node_i]
    parent = index.nodes[node.parent].identifier if node.parent is not None else None
    hierarchy = HierarchyNode(node.depth, node.identifier, node.title, parent, node.start, node.end)
    path = " > ".join(index.nodes[i].identifier for i in chain)
    return hierarchy, path, node.section


def _jurisdiction_value(options: LegalOptions) -> Any:
    from .jurisdiction import Jurisdiction

    key = options.profile.key
    return Jurisdiction(key) if key in Jurisdiction._value2member_map_ else key


def chunk_at(pieces: list[Piece]) -> Callable[[int], int | None]:
    """``chunk_at(pos)``: index of the chunk whose body contains ``pos`` (or the next one)."""
    starts = [p.start for p in pieces]

    def find(pos: int) -> int | None:
        i = bisect_right(starts, pos) - 1
        if i >= 0 and pos < pieces[i].end:
            return i
        return i + 1 if i + 1 < len(pieces) else None

    return find


def with_references(chunk: LegalChunk, refs: list[CrossReference]) -> LegalChunk:
    """A copy of ``chunk`` carrying ``refs`` and their counts."""
    from dataclasses import replace

    resolved = sum(1 for r in refs if r.target_chunk_index is not None)
    return replace(
        chunk, cross_references=refs, cross_ref_total=len(refs), cross_ref_resolved=resolved
    )
