"""Every guarantee of ``DESIGN.md`` checked on one ``LegalChunker`` run.

Shared by ``tests/legal/test_properties.py`` (generated documents), ``tests/test_hostile_inputs.py``
and ``benchmarks/guarantees_legal.py`` (the shared corpus); both load it by path.

The structure checks (``clausewise.guarantees``: no chunk across two top-level units, no heading
left at the end of a chunk) read the units from ``parse_structure()`` and the chunk offsets,
not the chunker's own metrics (which are checked as well).

``reference_rows`` lays a run's cross-references out as rows, for the reference tests that
compare them with what a reader of the document expects.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from clausewise import LegalChunk, LegalChunker, guarantees, sanitize
from clausewise.guarantees import structure_of, violations
from clausewise.ingest import IngestedDocument
from clausewise.legal.ingested import chunk_ingested
from clausewise.legal.options import LegalOptions
from clausewise.sizing import TokenEstimate

__all__ = [
    "heading_problems",
    "ingested_problems",
    "legal_problems",
    "reference_rows",
    "top_level_problems",
]


def top_level_problems(
    text: str, nodes: Sequence[Any], spans: Sequence[tuple[int, int]]
) -> list[str]:
    """Chunks whose text lies in more than one top-level node of ``parse_structure()``."""
    units, _ = structure_of(text, nodes)
    return guarantees.unit_problems(text, spans, units)


def heading_problems(
    text: str,
    nodes: Sequence[Any],
    spans: Sequence[tuple[int, int]],
    room: int | None = None,
) -> list[str]:
    """Chunks whose last line is a heading while that heading's body follows in a later chunk
    (see ``clausewise.guarantees.heading_problems``; ``room``: the most characters a chunk
    body can hold)."""
    _, headings = structure_of(text, nodes)
    return guarantees.heading_problems(text, spans, headings, room)


def legal_problems(
    chunker: LegalChunker,
    raw: str,
    *,
    fresh: Callable[[], LegalChunker] | None = None,
    determinism: bool = True,
    raw_offsets: bool = True,
    structure: bool = True,
) -> list[str]:
    """Every broken guarantee of one document (empty when all hold)."""
    o = chunker.options
    chunks, metrics = chunker.chunk_with_metrics(raw)
    clean = sanitize(raw)
    if not clean.strip():
        return [] if chunks == [] else [f"blank input gave {len(chunks)} chunks"]
    spans = [(c.char_start, c.char_end) for c in chunks]
    # Structure from parse_structure(), not from the chunker's own metrics (checked too).
    units, headings = (
        structure_of(clean, chunker.parse_structure(raw))
        if structure and not metrics.fallback_used
        else (None, None)
    )
    out = violations(
        clean,
        spans,
        contents=[c.content for c in chunks],
        prefixes=[c.original_header for c in chunks],
        sizer=o.sizer,
        capacity=o.max_chunk_size,
        units=units,
        headings=headings,
        room=o.max_chars,
    )
    out += _chunk_fields(chunks, o)
    if metrics.chunks_spanning_multiple_top_level_clauses:
        out.append(
            f"metrics: {metrics.chunks_spanning_multiple_top_level_clauses} chunks span "
            "two top-level clauses"
        )
    if determinism:
        out += _determinism(chunker, raw, chunks, fresh)
    if raw_offsets:
        out += _raw_offset_problems(chunker, raw, chunks)
    return out


def _chunk_fields(chunks: list[LegalChunk], o: LegalOptions) -> list[str]:
    cpt, headers = o.chars_per_token, o.include_ancestor_headers
    out: list[str] = []
    if [c.index for c in chunks] != list(range(len(chunks))):
        out.append("chunk indices are not 0..n-1")
    for c in chunks:
        if c.token_count != o.sizer(c.content):
            out.append(f"chunk {c.index}: token_count {c.token_count} != sizer(content)")
        if o.tokenizer is None and c.token_count != len(c.content) // cpt:
            out.append(f"chunk {c.index}: token_count {c.token_count} != len(content)//{cpt}")
        if not headers and c.original_header:
            out.append(f"chunk {c.index}: original_header set with include_ancestor_headers off")
        if not c.content.strip():
            out.append(f"chunk {c.index}: blank chunk")
    return out[:5]


def _determinism(
    chunker: LegalChunker,
    raw: str,
    chunks: list[LegalChunk],
    fresh: Callable[[], LegalChunker] | None,
) -> list[str]:
    out: list[str] = []
    if chunker.chunk(raw) != chunks:
        out.append("not deterministic: a second call gave different chunks")
    if fresh is not None:
        again = fresh().chunk(raw)
        if [c.to_dict() for c in again] != [c.to_dict() for c in chunks]:
            out.append("not deterministic: a new chunker with the same options differs")
    return out


def _raw_offset_problems(chunker: LegalChunker, raw: str, chunks: list[LegalChunk]) -> list[str]:
    out: list[str] = []
    mapped = chunker.chunk(raw, raw_offsets=True)
    if [(c.char_start, c.char_end) for c in mapped] != [(c.char_start, c.char_end) for c in chunks]:
        return ["raw_offsets=True changed the chunk offsets"]
    prev = 0
    for c in mapped:
        rs, re_ = c.raw_char_start, c.raw_char_end
        if not prev <= rs <= re_ <= len(raw):
            out.append(f"chunk {c.index}: raw offsets ({rs}, {re_}) out of order or range")
        # sanitize() drops a byte-order mark only at the very start, so one that opens the
        # slice (but sat mid-document) is dropped here and kept in the body.
        elif c.body.lstrip("\ufeff") not in sanitize(raw[rs:re_]):
            out.append(
                f"chunk {c.index}: sanitize(raw[{rs}:{re_}]) does not contain the body "
                f"({c.body[:40]!r})"
            )
        prev = max(prev, re_)
        if len(out) >= 5:
            break
    return out


def ingested_problems(
    doc: IngestedDocument, size: int, *, min_chunk_size: int, jurisdiction: str = "uk"
) -> tuple[list[LegalChunk], list[str]]:
    """The chunks of a converted document (Markdown, Docling, Unstructured) and every broken
    guarantee among them: the packing guarantees, a heading that ends a chunk while its body
    follows, a second run that differs."""
    chunker = LegalChunker(
        jurisdiction=jurisdiction, max_chunk_size=size, min_chunk_size=min_chunk_size
    )
    chunks = chunk_ingested(doc, chunker.options)
    problems = violations(
        doc.text,
        [(c.char_start, c.char_end) for c in chunks],
        contents=[c.content for c in chunks],
        prefixes=[c.original_header for c in chunks],
        sizer=TokenEstimate(4),
        capacity=size,
    )
    ends = [c.char_end for c in chunks]
    problems += [
        f"heading {n.identifier!r} ends a chunk while its body follows"
        for n in doc.tree.nodes
        if n.heading_end < n.end and any(n.start < e <= n.heading_end for e in ends)
    ]
    if chunks != chunk_ingested(doc, chunker.options):
        problems.append("a second run gave other chunks")
    return chunks, problems


def reference_rows(chunks: Sequence[LegalChunk]) -> list[tuple[str, str, str, str | None]]:
    """Every chunk's cross-references in text order, as (raw text, target identifier, target
    kind, ``hierarchy_path`` of the chunk holding the target, or None)."""
    out = []
    for c in chunks:
        for r in c.cross_references:
            at = r.target_chunk_index
            path = chunks[at].hierarchy_path if at is not None else None
            out.append((r.raw_text, r.target_identifier, r.target_kind, path))
    return out
