"""``clausewise inspect``: what clausewise finds in each document, for a terminal or as JSON."""

from __future__ import annotations

import json
import statistics
from functools import cache
from typing import Any, TextIO

from .legal.chunker import LegalChunker

__all__ = ["inspect_document", "write_report"]


# A small contract touching every stage (structure, a definition, a reference, a schedule):
# chunked once before the first document, so that document's time is its own, not that of
# the process's first call (imports, patterns compiled on first use).
_SAMPLE = (
    "SERVICES AGREEMENT\n\n1. Definitions\n\n"
    '1.1 "Services" means the services set out in Schedule 1.\n\n'
    "2. Term\n\nSubject to Clause 1.1, this Agreement starts on 1 January 2025 "
    '(the "Effective Date").\n\n3. Liability\n\nThe Supplier shall not be liable for '
    "any indirect or consequential loss.\n\n"
    "SCHEDULE 1\n\nThe Services.\n"
)


@cache
def _warm_up(jurisdiction: str, doc_type: str) -> None:
    LegalChunker(jurisdiction=jurisdiction, doc_type=doc_type).chunk(_SAMPLE)


def inspect_document(chunker: LegalChunker, text: str, name: str) -> dict[str, Any]:
    """Structure, chunk sizes, classification and reference facts of one document. Its time
    leaves out the process's first-call set-up (a sample is chunked first, once per profile)."""
    _warm_up(chunker.options.profile.key, chunker.options.doc_type)
    chunks, metrics = chunker.chunk_with_metrics(text, document_id=name)
    structure = chunker.parse_structure(text)
    sizes = [c.token_count for c in chunks] or [0]
    refs = [r for c in chunks for r in c.cross_references]
    unresolved = [
        r.raw_text for r in refs if r.target_kind != "external" and r.target_chunk_index is None
    ]
    return {
        "source": name,
        "jurisdiction": chunker.options.profile.key,
        "doc_type": chunker.options.doc_type,
        "characters": metrics.input_chars,
        "fallback_used": metrics.fallback_used,
        "units": len(structure),
        "top_level_units": metrics.top_level_clause_count,
        "top_level": [n.identifier for n in structure if n.level == 1][:40],
        "chunks": metrics.chunk_count,
        "tokens_min": min(sizes),
        "tokens_median": statistics.median(sizes),
        "tokens_max": max(sizes),
        "unclassified_share": round(metrics.chunks_unclassified / max(1, metrics.chunk_count), 3),
        "references": len(refs),
        "unresolved_references": unresolved[:20],
        "unresolved_count": len(unresolved),
        "headings_rejected": metrics.heading_candidates_rejected,
        "chunks_spanning_top_level": metrics.chunks_spanning_multiple_top_level_clauses,
        "milliseconds": metrics.total_duration_ms,
    }


def write_report(reports: list[dict[str, Any]], out: TextIO, fmt: str) -> None:
    if fmt == "json":
        json.dump(reports, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return
    for r in reports:
        out.write(f"{r['source']}\n")
        out.write(
            f"  profile        {r['jurisdiction']} / {r['doc_type']}, {r['characters']:,} chars\n"
        )
        status = "FALLBACK (no structure found)" if r["fallback_used"] else "found"
        out.write(
            f"  structure      {status}: {r['units']} units, {r['top_level_units']} top-level\n"
        )
        if r["top_level"]:
            out.write(f"  top level      {', '.join(r['top_level'][:12])}\n")
        out.write(
            f"  chunks         {r['chunks']} (tokens min {r['tokens_min']}, median "
            f"{r['tokens_median']}, max {r['tokens_max']})\n"
        )
        out.write(f"  unclassified   {r['unclassified_share']:.0%} of chunks\n")
        out.write(
            f"  references     {r['references']} found, "
            f"{r['unresolved_count']} internal unresolved\n"
        )
        for raw in r["unresolved_references"][:5]:
            out.write(f"                 unresolved: {raw}\n")
        out.write(f"  headings       {r['headings_rejected']} candidates rejected\n")
        out.write(f"  time           {r['milliseconds']:.1f} ms\n\n")
