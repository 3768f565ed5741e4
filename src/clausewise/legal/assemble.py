"""Turn packed spans into :class:`LegalChunk` records with their legal metadata."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..document import Document
from ..packing import Piece
from .classify import UNKNOWN, Classification
from .context import context_header
from .enrich import Enrichment
from .jurisdiction import Jurisdiction
from .options import LegalOptions
from .plan import TreeIndex
from .references import Reference
from .tree import ClauseTree, DocumentSection
from .types import HierarchyNode, LegalChunk

__all__ = ["assemble"]

_SCHEDULE_KINDS = frozenset({"schedule", "exhibit", "annex", "appendix", "attachment"})


@dataclass(frozen=True, slots=True)
class _Place:
    hierarchy: HierarchyNode
    path: str
    section: DocumentSection
    chain: tuple[int, ...]
    scope: str


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
    """One :class:`LegalChunk` per packed piece, in order, with references resolved to
    chunk indices."""
    text = doc.text
    fallback = tree.fallback or not tree.nodes
    chunk_of = _chunk_finder(pieces)
    refs = _ReferenceCursor(enrichment.references)
    jurisdiction = _jurisdiction_value(options)
    out: list[LegalChunk] = []
    for i, piece in enumerate(pieces):
        place = _fallback_place(i, piece) if fallback else _place(index, piece)
        nclass = _classify(enrichment, piece, text, options, fallback)
        used = enrichment.terms.used_in(text, piece.start, piece.end, place.scope)
        context = {}
        if options.include_definitions:
            for term in used:
                found = enrichment.terms.definition(term, place.scope)
                if found is not None:
                    context[term] = found.definition
        crossrefs = [
            r.to_cross_reference(
                chunk_of(tree.nodes[r.target_node].start) if r.target_node is not None else None
            )
            for r in refs.within(piece.start, piece.end)
        ]
        header = ""
        if options.include_context_header:
            header = context_header(
                title=enrichment.title,
                parties=enrichment.parties,
                path_titles=[(tree.nodes[j].identifier, tree.nodes[j].title) for j in place.chain],
                clause_type=nclass.clause_type,
                section=place.section,
                document_id=document_id,
            )
        content = piece.head + text[piece.start : piece.end]
        raw = doc.raw_span(piece.start, piece.end) if raw_offsets else (-1, -1)
        out.append(
            LegalChunk(
                content=content,
                index=i,
                hierarchy=place.hierarchy,
                hierarchy_path=place.path,
                document_section=place.section,
                clause_type=nclass.clause_type,
                jurisdiction=jurisdiction,
                cross_references=crossrefs,
                defined_terms_used=used,
                defined_terms_context=context,
                classification_confidence=nclass.confidence,
                secondary_clause_type=nclass.secondary,
                cross_ref_total=len(crossrefs),
                cross_ref_resolved=sum(1 for r in crossrefs if r.target_chunk_index is not None),
                context_header=header,
                document_id=document_id,
                char_start=piece.start,
                char_end=piece.end,
                token_count=len(content) // options.chars_per_token,
                original_header=piece.head,
                classification_source=nclass.source,
                raw_char_start=raw[0],
                raw_char_end=raw[1],
            )
        )
    return out


def _classify(
    enrichment: Enrichment, piece: Piece, text: str, options: LegalOptions, fallback: bool
) -> Classification:
    if enrichment.typer is not None and not fallback:
        return enrichment.typer(piece.start, piece.end)
    if enrichment.classifier is None:
        return UNKNOWN
    # No clause tree: the chunk is the only unit there is, so classify its text.
    return enrichment.classifier.classify(
        None,
        text[piece.start : piece.end],
        doc_type=options.doc_type,
        section=DocumentSection.OPERATIVE,
        parent=None,
    )


def _fallback_place(i: int, piece: Piece) -> _Place:
    node = HierarchyNode(0, f"chunk-{i}", None, None, piece.start, piece.end)
    return _Place(node, node.identifier, DocumentSection.OPERATIVE, (), "document")


def _place(index: TreeIndex, piece: Piece) -> _Place:
    node_i = index.covering(piece.start, piece.end)
    if node_i is None:
        whole = HierarchyNode(0, "document", None, None, piece.start, piece.end)
        return _Place(whole, "document", DocumentSection.OPERATIVE, (), "document")
    chain = tuple(index.chain(node_i))
    node = index.nodes[node_i]
    parent = index.nodes[node.parent].identifier if node.parent is not None else None
    hierarchy = HierarchyNode(node.depth, node.identifier, node.title, parent, node.start, node.end)
    path = " > ".join(index.nodes[i].identifier for i in chain)
    scope = next(
        (index.nodes[i].identifier for i in chain if index.nodes[i].kind in _SCHEDULE_KINDS),
        "document",
    )
    return _Place(hierarchy, path, node.section, chain, scope)


class _ReferenceCursor:
    """Hands out references by chunk, in one forward pass (chunks and references are sorted)."""

    def __init__(self, refs: Sequence[Reference]) -> None:
        self.refs = sorted(refs, key=lambda r: r.start)
        self.i = 0

    def within(self, start: int, end: int) -> list[Reference]:
        refs, i = self.refs, self.i
        while i < len(refs) and refs[i].start < start:
            i += 1
        out = []
        while i < len(refs) and refs[i].start < end:
            out.append(refs[i])
            i += 1
        self.i = i
        return out


def _chunk_finder(pieces: list[Piece]) -> Callable[[int], int | None]:
    """``find(pos)``: index of the chunk whose body holds ``pos`` (else the next chunk)."""
    starts = [p.start for p in pieces]

    def find(pos: int) -> int | None:
        i = bisect_right(starts, pos) - 1
        if i >= 0 and pos < pieces[i].end:
            return i
        return i + 1 if i + 1 < len(pieces) else None

    return find


def _jurisdiction_value(options: LegalOptions) -> Any:
    key = options.profile.key
    return Jurisdiction(key) if key in Jurisdiction._value2member_map_ else key
