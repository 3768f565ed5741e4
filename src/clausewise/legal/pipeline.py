"""The legal pipeline as one pure function of (raw text, options).

``run`` reads as the design diagram: normalise, parse, enrich, plan, pack, assemble. Each stage
is a named call; timing lives here, not in the stages. Nothing is shared between calls, so the
same function runs in worker processes.

Markdown input (a converter's output: ``## 5. Liability``, ``**"Losses"** means``) is read
through :func:`clausewise.markup.plain_view`, the same text with its markup blanked: the tree,
definitions, references and types are found in the view, whose offsets are the text's, and
chunks are packed and sliced from the text itself, markup included.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TypeVar

from ..document import Document, Level
from ..markup import plain_view
from ..normalize import normalize
from ..packing import Piece, Prefix, pack
from .assemble import assemble
from .context import ancestor_header
from .enrich import Enrichment
from .heading_glue import glue_breaks, paragraph_heading_glue_parts
from .jurisdiction import contract_reading
from .markdown_levels import nest_by_level
from .markdown_subheads import with_subheadings
from .markdown_tree import heading_lines, over_markup
from .options import LegalOptions
from .plan import TreeIndex, legal_cascade, make_prefix, tree_plan
from .structure import parse
from .structure.legislation import may_find_units
from .tree import UNHEADED_KIND, ClauseNode, ClauseTree
from .types import LegalChunk, PipelineMetrics, StageMetric

__all__ = ["Outcome", "run"]

T = TypeVar("T")


@dataclass(slots=True)
class _Clock:
    stages: list[StageMetric] = field(default_factory=list)

    def time(self, name: str, fn: Callable[[], T], count: Callable[[T], int] = len) -> T:  # type: ignore[assignment]
        t0 = time.perf_counter()
        value = fn()
        ms = (time.perf_counter() - t0) * 1000.0
        self.stages.append(StageMetric(name, round(ms, 3), count(value)))
        return value


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one pipeline run produced."""

    document: Document
    tree: ClauseTree
    chunks: list[LegalChunk]
    metrics: PipelineMetrics
    enrichment: Enrichment


def parse_tree(doc: Document, options: LegalOptions) -> ClauseTree:
    """Structure of the normalised text (an empty fallback tree for blank input); the nodes
    of a Markdown text include the markup around their lines."""
    view = plain_view(doc.text)
    return over_markup(_read_tree(doc, options, view)[0], doc.text, view)


def _read_tree(
    doc: Document, options: LegalOptions, view: str
) -> tuple[ClauseTree, LegalOptions]:
    """Structure of ``view``, the plain view of the normalised text, and the options the
    rest of the pipeline reads it with: a document that a legislation profile finds no
    structure in (terms of service chunked with ``"eu"``) is read as a contract, when that
    finds one, and its references and definitions are then read with the same profile
    (:func:`~clausewise.legal.jurisdiction.contract_reading`)."""
    if not doc.text.strip():
        return ClauseTree(fallback=True), options
    headings = heading_lines(doc.text, view)
    if options.profile.style != "legislation":
        # "## 1. Information we collect" / "### Information you give us": sub-units.
        tree = parse(view, options.profile, headings)
        tree = nest_by_level(tree, doc.text, view, headings)  # "## Use" / "### Limits"
        return with_subheadings(tree, doc.text, view, headings), options
    contract = replace(options, profile=contract_reading(options.profile))
    readings = [options, contract]
    if not may_find_units(view, options.profile):
        # The legislation reading is sure to fall back: the contract reading goes first,
        # so terms of service chunked with "eu" take one parse, not two (same trees).
        readings.reverse()
    fallback = ClauseTree(fallback=True)
    for reading in readings:
        tree = parse(view, reading.profile, headings)
        if not tree.fallback:
            return tree, reading
        if reading is options:
            fallback = tree  # nothing found either way: the legislation reading's fallback
    return fallback, options


def run(
    raw: object,
    options: LegalOptions,
    *,
    document_id: str | None = None,
    raw_offsets: bool = False,
    tree: ClauseTree | None = None,
) -> Outcome:
    """Chunk one document. Raises ``InputError`` for a non-``str``.

    ``tree`` is a structure found elsewhere (ingestion): it replaces heading detection and must
    index the normalised text (see :mod:`clausewise.legal.ingested`)."""
    t0 = time.perf_counter()
    clock = _Clock()
    doc = clock.time("normalize", lambda: normalize(raw), lambda d: len(d.text))
    view = plain_view(doc.text)
    given = tree
    read, options = clock.time(
        "structure",
        lambda: (given, options) if given is not None else _read_tree(doc, options, view),
        lambda found: len(found[0].nodes),
    )
    enrichment = Enrichment.build(view, read, options, clock.time)
    tree = read if given is not None else over_markup(read, doc.text, view)
    if tree is not read and enrichment.typer is not None:
        moved = {
            a.start: b.start
            for a, b in zip(read.nodes, tree.nodes, strict=True)
            if a.start != b.start
        }
        enrichment = replace(enrichment, typer=enrichment.typer.remap(moved))
    index = TreeIndex(tree)
    prefix = _prefix(tree, index, options)
    pieces = clock.time("packing", lambda: _pack(doc.text, view, tree, options, prefix, enrichment))
    chunks = clock.time(
        "assembly",
        lambda: assemble(
            doc, tree, index, pieces, enrichment, options, document_id, raw_offsets, view
        ),
    )
    metrics = _metrics(doc, tree, index, chunks, clock, t0, len(enrichment.definitions))
    return Outcome(doc, tree, chunks, metrics, enrichment)


def _prefix(tree: ClauseTree, index: TreeIndex, options: LegalOptions) -> Prefix | None:
    if not options.include_ancestor_headers or tree.fallback or not tree.nodes:
        return None
    # A header may take at most a third of the chunk; shorter candidates are used when a
    # unit would otherwise not fit whole.
    return make_prefix(index, options.max_chars // 3, line=_header_line)


def _header_line(node: ClauseNode) -> str:
    # The header is line-wise: each ancestor's line is rendered once and reused. The unit a
    # document without numbered clauses is read as ("Body") has no heading to repeat.
    if node.kind == UNHEADED_KIND:
        return ""
    return ancestor_header([(node.identifier, node.title)])


def _pack(
    text: str,
    view: str,
    tree: ClauseTree,
    options: LegalOptions,
    prefix: Prefix | None,
    enrichment: Enrichment,
) -> list[Piece]:
    sizer = options.sizer
    if tree.fallback or not tree.nodes:
        # No clauses found, but a lone heading line still stays with its paragraph
        # ("# 1 DEFINITIONS" / "Affiliate means ..."): the same glue as inside a clause.
        lines, marked = paragraph_heading_glue_parts(view, tree, text)
        return pack(
            text,
            [],
            options.max_chunk_size,
            sizer,
            min_size=options.min_chunk_size,
            glue=lines + marked,
            give_way=glue_breaks(marked, lines),
            cascade=legal_cascade(options.extra_abbreviations),
        )
    changes = enrichment.typer.changes() if enrichment.typer is not None else ()
    plan = tree_plan(view, tree, changes, options.max_chars, text)
    return pack(
        text,
        plan.bounds,
        options.max_chunk_size,
        sizer,
        min_size=options.min_chunk_size,
        hard_level=Level.TOP,
        glue=plan.glue,
        give_way=plan.breaks,
        cascade=legal_cascade(options.extra_abbreviations),
        prefix=prefix,
    )


def _metrics(
    doc: Document,
    tree: ClauseTree,
    index: TreeIndex,
    chunks: list[LegalChunk],
    clock: _Clock,
    t0: float,
    definitions: int,
) -> PipelineMetrics:
    spanning = 0
    if tree.nodes and not tree.fallback:
        innermost, top_level = index.innermost, index.top_level
        for c in chunks:
            a = innermost(c.char_start)
            if a is None:
                continue
            z = innermost(max(c.char_start, c.char_end - 1))
            if z is not None and z != a and top_level(a) != top_level(z):
                spanning += 1
    refs = [r for c in chunks for r in c.cross_references]
    return PipelineMetrics(
        total_duration_ms=round((time.perf_counter() - t0) * 1000.0, 3),
        chunk_count=len(chunks),
        stage_metrics=clock.stages,
        fallback_used=tree.fallback or not tree.nodes,
        clause_count=len(tree.nodes),
        top_level_clause_count=tree.top_level_count,
        chunks_spanning_multiple_top_level_clauses=spanning,
        heading_candidates_rejected=tree.rejected_headings,
        chunks_unclassified=sum(1 for c in chunks if c.clause_type.value == "unknown"),
        input_chars=len(doc.text),
        cross_ref_total=len(refs),
        cross_ref_resolved=sum(1 for r in refs if r.target_chunk_index is not None),
        defined_terms=definitions,
    )
