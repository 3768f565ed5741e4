"""General structure-aware chunking: regex boundaries, presets and heuristic detectors.

    from clausewise.general import Chunker
    from clausewise.presets import LEGAL_EU

    chunks = Chunker(target_size=1024, boundaries=LEGAL_EU).chunk_with_metadata(text)

Everything here feeds the one packer (:func:`clausewise.pack`): patterns and detectors only
produce boundaries, glue and keep-together regions.
"""

from __future__ import annotations

from . import presets
from .chunk import Chunk
from .chunker import FALLBACKS, OVERLAP_UNITS, Chunker
from .detectors import Annotation, BoundaryDetector, KeepTogetherRegion, SplitPoint
from .headings import HeadingCandidate, HeadingDetector
from .presets import (
    CHAT,
    CLINICAL,
    FINANCIAL,
    FINANCIAL_TABLE,
    LEGAL_EU,
    LEGAL_US,
    MARKDOWN,
    PLAIN,
    PRESETS,
    RFC,
    BoundaryPattern,
    rank_of,
    ranked,
)
from .preview import preview_boundaries
from .sentence_patterns import SENTENCE_END_CJK, SENTENCE_END_PERMISSIVE
from .tables import TableDetector

__all__ = [
    "CHAT",
    "CLINICAL",
    "FALLBACKS",
    "FINANCIAL",
    "FINANCIAL_TABLE",
    "LEGAL_EU",
    "LEGAL_US",
    "MARKDOWN",
    "OVERLAP_UNITS",
    "PLAIN",
    "PRESETS",
    "RFC",
    "SENTENCE_END_CJK",
    "SENTENCE_END_PERMISSIVE",
    "Annotation",
    "BoundaryDetector",
    "BoundaryPattern",
    "Chunk",
    "Chunker",
    "HeadingCandidate",
    "HeadingDetector",
    "KeepTogetherRegion",
    "SplitPoint",
    "TableDetector",
    "presets",
    "preview_boundaries",
    "rank_of",
    "ranked",
]
