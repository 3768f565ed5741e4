"""Provenance: resolve extracted values back to exact spans of the source text.

>>> tracker = ProvenanceTracker(source_url="nda.txt")
>>> tracker.register_text("Either party may terminate on thirty (30) days' written notice.")
>>> span = tracker.find_span("30 days written notice")
>>> span.text, span.match.value
("thirty (30) days' written notice", 'normalised')
"""

from __future__ import annotations

from .chunks import ChunkRange
from .tracker import MatchKind, ProvenanceTracker, SourceSpan

__all__ = ["ChunkRange", "MatchKind", "ProvenanceTracker", "SourceSpan"]
