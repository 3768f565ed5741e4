"""Turn packed spans into :class:`LegalChunk` records with their legal metadata."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..document import Document
from ..packing import Piece
from .classify import UNKNOWN, Classification
from .context import ancestor_header, context_header, display_title
from .enrich import Enrichment
from .jurisdiction import Jurisdiction
from .options import LegalOptions
from .plan import TreeIndex
from .references import Reference
from .tree import UNHEADED_KIND, ClauseTree, DocumentSection
from .types import ClauseType, CrossReference, HierarchyNode, LegalChunk

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
    view: str | None = None,
) -> list[LegalChunk]:
    """One :class:`LegalChunk` per packed piece, in order, with references resolved to
    chunk indices. ``view`` is the text the enrichment read (a Markdown document's plain
    view, :mod:`clausewise.markup`); bodies are sliced from ``doc.text``."""
    build = _Builder(doc, tree, index, pieces, enrichment, options, document_id)
    if view is not None:
        build.view = view
    return [build.chunk(i, piece, raw_offsets) for i, piece in enumerate(pieces)]


class _Builder:
    """Per-document state of assembly. Chunks of one unit share its place and, mostly, its
    header, and a term its definition: each is computed once and reused."""

    def __init__(
        self,
        doc: Document,
        tree: ClauseTree,
        index: TreeIndex,
        pieces: list[Piece],
        enrichment: Enrichment,
        options: LegalOptions,
        document_id: str | None,
    ) -> None:
        self.doc = doc
        self.view = doc.text  # what the enrichment read; bodies come from doc.text
        self.nodes = tree.nodes
        self.index = index
        self.enrichment = enrichment
        self.options = options
        self.size = options.sizer  # built once: the estimate is an object too
        self.document_id = document_id
        self.fallback = tree.fallback or not tree.nodes
        self.chunk_of = _chunk_finder(pieces)
        self.refs = _ReferenceCursor(enrichment.references)
        self.jurisdiction = _jurisdiction_value(options)
        # The header names the document by its displayed title, else by ``document_id``:
        # worked out once here instead of once per chunk.
        title = enrichment.title
        self.shown = display_title(title) if title and title.strip() else document_id
        self.places: dict[int, _Place] = {}
        self.headers: dict[tuple[tuple[int, ...], ClauseType, DocumentSection], str] = {}
        self.lines: dict[int, str] = {}  # a node's ancestor-header line, as in original_header
        self.meanings: dict[tuple[str, str], str | None] = {}

    def chunk(self, i: int, piece: Piece, raw_offsets: bool) -> LegalChunk:
        text, options, size = self.view, self.options, self.size
        start, end = piece.start, piece.end
        place = _fallback_place(i, piece) if self.fallback else self.place(piece)
        nclass = _classify(self.enrichment, piece, text, options, self.fallback)
        used = self.enrichment.terms.used_in(text, start, end, place.scope)
        context = self.context(used, place.scope) if options.include_definitions else {}
        crossrefs = self.crossrefs(start, end)
        resolved = 0
        for ref in crossrefs:
            if ref.target_chunk_index is not None:
                resolved += 1
        header = (
            self.header(place, nclass.clause_type, piece) if options.include_context_header else ""
        )
        content = piece.head + self.doc.text[start:end]
        raw = self.doc.raw_span(start, end) if raw_offsets else (-1, -1)
        return LegalChunk(
            content=content,
            index=i,
            hierarchy=place.hierarchy,
            hierarchy_path=place.path,
            document_section=place.section,
            clause_type=nclass.clause_type,
            jurisdiction=self.jurisdiction,
            cross_references=crossrefs,
            defined_terms_used=used,
            defined_terms_context=context,
            classification_confidence=nclass.confidence,
            secondary_clause_type=nclass.secondary,
            cross_ref_total=len(crossrefs),
            cross_ref_resolved=resolved,
            context_header=header,
            document_id=self.document_id,
            char_start=start,
            char_end=end,
            token_count=size(content),
            original_header=piece.head,
            classification_source=nclass.source,
            raw_char_start=raw[0],
            raw_char_end=raw[1],
        )

    def place(self, piece: Piece) -> _Place:
        node_i = self.index.covering(piece.start, piece.end)
        if node_i is None:
            whole = HierarchyNode(0, "document", None, None, piece.start, piece.end)
            return _Place(whole, "document", DocumentSection.OPERATIVE, (), "document")
        found = self.places.get(node_i)
        if found is None:
            found = self.places[node_i] = _node_place(self.index, node_i)
        return found

    def context(self, used: list[str], scope: str) -> dict[str, str]:
        out: dict[str, str] = {}
        meanings = self.meanings
        for term in used:
            key = (term, scope)
            if key in meanings:
                meaning = meanings[key]
            else:
                found = self.enrichment.terms.definition(term, scope)
                meaning = meanings[key] = found.definition if found is not None else None
            if meaning is not None:
                out[term] = meaning
        return out

    def crossrefs(self, start: int, end: int) -> list[CrossReference]:
        nodes, chunk_of = self.nodes, self.chunk_of
        return [
            r.to_cross_reference(
                chunk_of(nodes[r.target_node].start) if r.target_node is not None else None
            )
            for r in self.refs.within(start, end)
        ]

    def header(self, place: _Place, clause_type: ClauseType, piece: Piece) -> str:
        """The context header: what ``content`` does not already say. The header is meant
        to be prepended to ``content``, so a path step whose heading ``content`` already
        shows (an ancestor line of ``original_header``, or the unit's own heading at the
        chunk's start) is left out rather than indexed twice."""
        hidden = tuple(
            j
            for j in place.chain
            if self.nodes[j].kind != UNHEADED_KIND and not self.shown_in(j, piece)
        )
        key = (hidden, clause_type, place.section)
        found = self.headers.get(key)
        if found is None:
            nodes = self.nodes
            found = self.headers[key] = context_header(
                title=None,
                parties=self.enrichment.parties,
                path_titles=[(nodes[j].identifier, nodes[j].title) for j in hidden],
                clause_type=clause_type,
                section=place.section if not place.chain else None,
                document_id=self.shown,
            )
        return found

    def shown_in(self, j: int, piece: Piece) -> bool:
        node = self.nodes[j]
        if node.start >= piece.start:
            return True  # its heading opens the chunk body
        line = self.lines.get(j)
        if line is None:
            line = self.lines[j] = ancestor_header([(node.identifier, node.title)])
        return bool(line) and line in piece.head


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


def _node_place(index: TreeIndex, node_i: int) -> _Place:
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
