"""Chunk metadata as framework adapters hand it to vector stores."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..legal.types import LegalChunk

__all__ = ["chunk_metadata", "stable_id"]


def chunk_metadata(
    chunk: LegalChunk, *, with_definitions: bool = False, flatten: bool = False, prefix: str = ""
) -> dict[str, Any]:
    """The retrieval metadata of one chunk (JSON-safe; scalars only with ``flatten``).

    ``char_start``/``char_end`` index the sanitised text (``clausewise.sanitize``),
    ``raw_char_start``/``raw_char_end`` the text as passed in."""
    data: dict[str, Any] = {
        "clause_type": chunk.clause_type.value,
        "secondary_clause_type": chunk.secondary_clause_type.value
        if chunk.secondary_clause_type
        else None,
        "classification_confidence": chunk.classification_confidence,
        "hierarchy_path": chunk.hierarchy_path,
        "hierarchy_level": chunk.hierarchy.level,
        "document_section": chunk.document_section.value,
        "jurisdiction": str(chunk.jurisdiction),
        "document_id": chunk.document_id,
        "chunk_index": chunk.index,
        "char_start": chunk.char_start,
        "char_end": chunk.char_end,
        # Offsets into the text the caller passed (before line endings, a byte-order mark or
        # odd spaces were normalised); -1 unless chunked with ``raw_offsets=True``.
        "raw_char_start": chunk.raw_char_start,
        "raw_char_end": chunk.raw_char_end,
        "token_count": chunk.token_count,
        "context_header": chunk.context_header,
        "original_header": chunk.original_header,
        "defined_terms_used": list(chunk.defined_terms_used),
        "cross_references": [r.to_dict() for r in chunk.cross_references],
    }
    if with_definitions:
        data["defined_terms_context"] = dict(chunk.defined_terms_context)
    if flatten:
        data = {k: json.dumps(v) if isinstance(v, (list, dict)) else v for k, v in data.items()}
    return {f"{prefix}{k}": v for k, v in data.items()}


def stable_id(*parts: object) -> str:
    """A deterministic id from its parts (same input, same id, in any process)."""
    digest = hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).hexdigest()
    return digest[:32]
