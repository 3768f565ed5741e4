"""Every guarantee of ``DESIGN.md`` checked on one ``LegalChunker`` run.

Shared by ``tests/legal/test_properties.py`` (generated documents), ``tests/test_hostile_inputs.py``
and ``benchmarks/guarantees_legal.py`` (the shared corpus); both load it by path.

The structure checks are computed here from ``parse_structure()`` and the chunk offsets, not
taken from the chunker's own metrics (which are checked as well).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from typing import Any

from clausewise import LegalChunk, LegalChunker, TokenEstimate, sanitize
from clausewise.guarantees import violations

__all__ = ["heading_problems", "legal_problems", "top_level_problems"]

_NON_SPACE = re.compile(r"\S")
_HEAD_PUNCT = " \t.:;-\u2013\u2014|"


def _core(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The chunk body without surrounding whitespace, or None when it is blank."""
    body = text[start:end]
    stripped = body.strip()
    if not stripped:
        return None
    lead = len(body) - len(body.lstrip())
    return start + lead, start + lead + len(stripped)


def _has_text(text: str, start: int, end: int) -> bool:
    return start < end and _NON_SPACE.search(text, start, end) is not None


def top_level_problems(
    text: str, nodes: Sequence[Any], spans: Sequence[tuple[int, int]]
) -> list[str]:
    """Chunks whose text lies in more than one top-level node of ``parse_structure()``."""
    tops = sorted((n.char_start, n.char_end, n.identifier) for n in nodes if n.parent is None)
    starts = [t[0] for t in tops]
    out: list[str] = []
    for i, (s, e) in enumerate(spans):
        core = _core(text, s, e)
        if core is None:
            continue
        a, z = core
        hit: list[str] = []
        # Top-level nodes are disjoint and ordered; look at those that can intersect [a, z).
        for ns, ne, ident in tops[max(0, bisect_right(starts, a) - 1) : bisect_left(starts, z)]:
            if _has_text(text, max(a, ns), min(z, ne)):
                hit.append(ident)
        if len(hit) > 1:
            out.append(f"chunk {i} ({s}, {e}) spans top-level units {hit}")
    return out


def _heading_end(text: str, node: Any) -> int | None:
    """End of a heading that stands alone on its line(s), or None when the line holds more.

    The heading is the line holding ``char_start``, plus the next non-blank line when the
    title sits there ("ARTICLE I" / "DEFINITIONS", "Article 5" / "Principles ...").
    """
    ls = text.rfind("\n", 0, node.char_start) + 1
    le = text.find("\n", node.char_start)
    le = len(text) if le < 0 else le
    heading = text[ls:le]
    if node.title not in heading:
        m = re.compile(r"\n[ \t]*\n?[ \t]*([^\n]*)").match(text, le)
        if m is None or node.title not in m.group(1):
            return None
        heading += " " + m.group(1)
        le = m.end()
    # Identifiers are normalised ("Schedule 1" for "SCHEDULE 1"): compare without case.
    rest = re.sub(re.escape(node.identifier), "", heading, count=1, flags=re.IGNORECASE)
    rest = rest.replace(node.title, "", 1)
    return le if not rest.strip(_HEAD_PUNCT) else None


def _glued_run_start(text: str, nodes: Sequence[Any], node: Any) -> int:
    """Where the stack of headings ending right before ``node`` begins (``ARTICLE 5`` then
    ``5.1 Title``): they all travel with the same first body word."""
    start = node.char_start
    changed = True
    while changed:
        changed = False
        for m in nodes:
            if m.title and m.char_start < start:
                end = _heading_end(text, m)
                if end is not None and end <= start and not text[end:start].strip():
                    start, changed = m.char_start, True
                    break
    return start


def heading_problems(
    text: str,
    nodes: Sequence[Any],
    spans: Sequence[tuple[int, int]],
    room: int | None = None,
) -> list[str]:
    """Chunks whose last line is a heading while that heading's body follows in a later chunk.

    ``room``: the most characters a chunk body can hold. A run of headings (only blanks
    between them) plus the first word of the body that is longer than that cannot share one
    chunk, so the guarantee cannot hold there and nothing is reported.
    """
    cores = sorted((c[1], c[0]) for s, e in spans if (c := _core(text, s, e)) is not None)
    ends = [z for z, _ in cores]
    heads: list[tuple[int, int, Any]] = []  # (line start, heading end, node), heading-only
    for n in nodes:
        head_end = _heading_end(text, n) if n.title else None
        if head_end is not None:
            heads.append((text.rfind("\n", 0, n.char_start) + 1, head_end, n))
    heads.sort(key=lambda h: h[0])
    out: list[str] = []
    for k, (line_start, head_end, n) in enumerate(heads):
        if not _has_text(text, head_end, n.char_end):
            continue
        i = bisect_left(ends, line_start + 1)
        if i >= len(ends) or ends[i] > head_end:
            continue
        chain_start = _chain_start(text, heads, k)
        if room is not None and _word_end(text, head_end) - chain_start > room:
            continue
        # Two shapes: the chunk holds nothing but headings, or text and then the heading.
        alone = cores[i][1] >= chain_start
        out.append(
            f"heading {n.identifier!r} {n.title!r} at {n.char_start} "
            + ("is a chunk of headings alone" if alone else "ends a chunk")
            + f" (chunk text ends at {ends[i]}) while its body follows"
        )
    return out


_FIRST_WORD = re.compile(r"\s*\S+")


def _chain_start(text: str, heads: list[tuple[int, int, Any]], k: int) -> int:
    """Start of the run of headings (only blanks between them) that ends at ``heads[k]``."""
    j = k
    while j > 0 and not _has_text(text, heads[j - 1][1], heads[j][0]):
        j -= 1
    return heads[j][0]


def _word_end(text: str, pos: int) -> int:
    m = _FIRST_WORD.match(text, pos)
    return m.end() if m else pos


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
    out = violations(
        clean,
        spans,
        contents=[c.content for c in chunks],
        prefixes=[c.original_header for c in chunks],
        sizer=TokenEstimate(o.chars_per_token),
        capacity=o.max_chunk_size,
    )
    out += _chunk_fields(chunks, o.chars_per_token, o.include_ancestor_headers)
    if metrics.chunks_spanning_multiple_top_level_clauses:
        out.append(
            f"metrics: {metrics.chunks_spanning_multiple_top_level_clauses} chunks span "
            "two top-level clauses"
        )
    if structure and not metrics.fallback_used:
        nodes = chunker.parse_structure(raw)
        out += top_level_problems(clean, nodes, spans)[:5]
        out += heading_problems(clean, nodes, spans, chunker.options.max_chars)[:5]
    if determinism:
        out += _determinism(chunker, raw, chunks, fresh)
    if raw_offsets:
        out += _raw_offset_problems(chunker, raw, chunks)
    return out


def _chunk_fields(chunks: list[LegalChunk], cpt: int, headers: bool) -> list[str]:
    out: list[str] = []
    if [c.index for c in chunks] != list(range(len(chunks))):
        out.append("chunk indices are not 0..n-1")
    for c in chunks:
        if c.token_count != len(c.content) // cpt:
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
