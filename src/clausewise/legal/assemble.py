"""Turn packed spans into :class:`LegalChunk` records with their legal metadata."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

from .._quick_init import quick_init
from ..document import Document
from ..packing import Piece
from ._treeindex import TreeIndex as LabelIndex
from .classify import UNKNOWN, Classification
from .context import ancestor_header, context_header, display_title, heading_text
from .definitions_unit_scope import units_around
from .enrich import Enrichment
from .jurisdiction import Jurisdiction
from .options import LegalOptions
from .plan import TreeIndex
from .references import Reference
from .structure.contract_page_ends import before_page_furniture
from .terms_pointed import pointed_terms
from .tree import UNHEADED_KIND, ClauseNode, ClauseTree, DocumentSection
from .types import ClauseType, CrossReference, DefinedTerm, HierarchyNode, LegalChunk

_BY_START = attrgetter("start")

__all__ = ["assemble"]

_SCHEDULE_KINDS = frozenset({"schedule", "exhibit", "annex", "appendix", "attachment"})


@quick_init
@dataclass(frozen=True, slots=True)
class _Place:
    hierarchy: HierarchyNode
    path: str
    section: DocumentSection
    chain: tuple[int, ...]
    scope: str | tuple[str, ...]
    # The headed steps of ``chain`` as (node, its start): what the context header may name
    # (see ``_Builder.header``); and the schedule-like unit the place lies in, if any.
    steps: tuple[tuple[int, int], ...] = ()
    schedule: str | None = None


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
    chunk = build.chunk
    return [chunk(i, piece, raw_offsets) for i, piece in enumerate(pieces)]


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
        self.meanings: dict[tuple[str, str | tuple[str, ...]], str | None] = {}
        # terms defined for one unit only, which a use elsewhere may point to ("as defined in")
        self.scoped: dict[str, list[DefinedTerm]] = enrichment.terms.scoped_only
        # scopes of definitions limited to a unit ("In this Part, ..."): a place in such a
        # unit reads its definitions first
        self.units = enrichment.terms.unit_scopes
        self.labels = LabelIndex(tree) if self.units else None
        self.lines: dict[int, str] = {}  # a node's ancestor-header line, as in original_header
        self.step_texts: dict[int, str] = {}
        # What every context header starts with: the document's name and its parties.
        fields = options.context_header_fields
        self.lead = context_header(
            title=None,
            parties=enrichment.parties if "parties" in fields else (),
            document_id=self.shown if "document" in fields else None,
        )
        self.show_path = "section" in fields
        self.show_type = "type" in fields

    def chunk(self, i: int, piece: Piece, raw_offsets: bool) -> LegalChunk:
        text, options, enrichment = self.view, self.options, self.enrichment
        start, end = piece.start, piece.end
        place = _fallback_place(i, piece) if self.fallback else self.place(start, end)
        typer = enrichment.typer
        if typer is not None and not self.fallback:
            nclass = typer(start, end)
        else:
            nclass = _classify(enrichment, piece, text, options)
        scope = place.scope
        used = enrichment.terms.used_in(text, start, end, scope)
        context = self.context(used, scope) if options.include_definitions and used else {}
        pointed = pointed_terms(text, start, end, self.scoped, used)
        if pointed:  # "Any Claim (as defined in clause 11)": that unit's definition
            used = used + list(pointed)
            if options.include_definitions:
                context.update((term, d.definition) for term, d in pointed.items())
        crossrefs = self.crossrefs(start, end)
        resolved = 0
        for ref in crossrefs:
            if ref.target_chunk_index is not None:
                resolved += 1
        clause_type = nclass.clause_type
        header = self.header(place, clause_type, piece) if options.include_context_header else ""
        head = piece.head
        content = head + self.doc.text[start:end] if head else self.doc.text[start:end]
        raw = self.doc.raw_span(start, end) if raw_offsets else (-1, -1)
        return LegalChunk(
            content=content,
            index=i,
            hierarchy=place.hierarchy,
            hierarchy_path=place.path,
            document_section=place.section,
            clause_type=clause_type,
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
            token_count=self.size(content),
            original_header=head,
            classification_source=nclass.source,
            raw_char_start=raw[0],
            raw_char_end=raw[1],
        )

    def place(self, start: int, end: int) -> _Place:
        # Markup the plain view blanks (a closing code fence, an HTML comment) may end the
        # chunk after the last word of its unit: the unit's span ends at that word.
        view = self.view
        while end > start and view[end - 1].isspace():
            end -= 1
        # A page's footer and header after a unit's text are in its chunk, not in its span;
        # a chunk of furniture alone goes with the unit before it.
        bare = before_page_furniture(view, end)
        if bare == end:
            node_i = self.index.covering(start, end)
        else:
            node_i = self.index.covering(start if bare > start else max(bare - 1, 0), bare)
        if node_i is None:
            whole = HierarchyNode(0, "document", None, None, start, end)
            return _Place(whole, "document", DocumentSection.OPERATIVE, (), "document")
        return self.places.get(node_i) or self.node_place(node_i)

    def node_place(self, i: int) -> _Place:
        """The place of node ``i``, built on its parent's (each computed once)."""
        found = self.places.get(i)
        if found is not None:
            return found
        node = self.nodes[i]
        ident = node.identifier
        chain: tuple[int, ...]
        steps: tuple[tuple[int, int], ...]
        schedule: str | None
        if node.parent is None:
            up = None
            path, chain, steps, schedule = ident, (i,), (), None
        else:
            up = self.node_place(node.parent)
            path, chain = f"{up.path} > {ident}", (*up.chain, i)
            steps, schedule = up.steps, up.schedule
        if node.kind != UNHEADED_KIND:
            steps = (*steps, (i, node.start))
        if node.kind in _SCHEDULE_KINDS:
            # the innermost schedule, named as the definitions scoped to it name it
            schedule = self.labels.label(i) if self.labels is not None else ident
        parent = up.hierarchy.identifier if up is not None else None
        hierarchy = HierarchyNode(node.depth, ident, node.title, parent, node.start, node.end)
        scope: str | tuple[str, ...] = schedule if schedule is not None else "document"
        if self.labels is not None:
            scope = units_around(self.labels, self.units, chain, schedule) or scope
        found = self.places[i] = _Place(
            hierarchy, path, node.section, chain, scope, steps, schedule
        )
        return found

    def context(self, used: list[str], scope: str | tuple[str, ...]) -> dict[str, str]:
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
        found = self.refs.within(start, end)
        if not found:
            return []
        return [
            r.to_cross_reference(
                chunk_of(nodes[r.target_node].start) if r.target_node is not None else None
            )
            for r in found
        ]

    def header(self, place: _Place, clause_type: ClauseType, piece: Piece) -> str:
        """The context header: what ``content`` does not already say. The header is meant
        to be prepended to ``content``, so a path step whose heading ``content`` already
        shows (an ancestor line of ``original_header``, or the unit's own heading at the
        chunk's start) is left out rather than indexed twice."""
        # A step is shown when its heading opens the body (it starts at or after the chunk)
        # or when its line is one of the header's lines.
        pstart, head = piece.start, piece.head
        hidden: list[int] = []
        for j, s in place.steps:
            if s >= pstart:
                continue  # its heading opens the body
            if head:
                line = self.lines.get(j)
                if line is None:
                    line = self.lines[j] = _line(self.nodes[j])
                if line and line in head:
                    continue
            hidden.append(j)
        key = (tuple(hidden), clause_type, place.section)
        found = self.headers.get(key)
        if found is None:
            # The header's fields joined by spaces: the document's (the same for every
            # chunk, rendered once) and the chunk's own.
            own = context_header(
                title=None,
                path_titles=[self.step(j) for j in hidden] if self.show_path else (),
                clause_type=clause_type if self.show_type else None,
                section=place.section if self.show_path and not place.chain else None,
            )
            lead = self.lead
            found = self.headers[key] = f"{lead} {own}" if lead and own else lead or own
        return found

    def step(self, j: int) -> str:
        """Node ``j`` as a step of the header's path, rendered once."""
        found = self.step_texts.get(j)
        if found is None:
            node = self.nodes[j]
            found = self.step_texts[j] = heading_text(node.identifier, node.title)
        return found


def _classify(
    enrichment: Enrichment, piece: Piece, text: str, options: LegalOptions
) -> Classification:
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


def _line(node: ClauseNode) -> str:
    """A node's line in an ancestor header (as in ``original_header``)."""
    return ancestor_header([(node.identifier, node.title)])


class _ReferenceCursor:
    """Hands out references by chunk, in one forward pass (chunks and references are sorted)."""

    def __init__(self, refs: Sequence[Reference]) -> None:
        self.refs = sorted(refs, key=_BY_START)
        self.starts = [r.start for r in self.refs]
        self.i = 0

    def within(self, start: int, end: int) -> list[Reference]:
        """The references starting in ``[start, end)``, from where the last call stopped."""
        first = bisect_left(self.starts, start, self.i)
        self.i = bisect_left(self.starts, end, first)
        return self.refs[first : self.i]


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
