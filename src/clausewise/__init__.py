"""clausewise: structure-aware chunking of legal documents for retrieval-augmented generation."""

from __future__ import annotations

from .clause_aware import ClauseAwareChunker, SemanticChunker
from .document import Boundary, Document, KeepTogether, Level, Span
from .errors import ClausewiseError, ConfigError, InputError, ProviderError
from .general import (
    SENTENCE_END_CJK,
    SENTENCE_END_PERMISSIVE,
    BoundaryDetector,
    Chunk,
    Chunker,
    HeadingDetector,
    KeepTogetherRegion,
    SplitPoint,
    TableDetector,
)
from .legal.chunker import LegalChunker
from .legal.jurisdiction import (
    Jurisdiction,
    JurisdictionProfile,
    register_jurisdiction,
    registered_jurisdictions,
)
from .legal.types import (
    BatchError,
    BatchResult,
    ClauseType,
    CrossReference,
    DefinedTerm,
    DocumentSection,
    HierarchyNode,
    LegalChunk,
    PipelineMetrics,
    StageMetric,
)
from .normalize import normalize, sanitize
from .packing import Piece, pack
from .provenance import MatchKind, ProvenanceTracker, SourceSpan
from .semantic import SUMMARY_PROMPT, AsyncPICChunker, PICChunk, PICChunker, token_length
from .sizing import CharSizer, TokenEstimate, hf_sizer, tiktoken_sizer

__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    # The provider factories live at the edge (they may import LiteLLM or a local model):
    # resolve them on first use so ``import clausewise`` stays light.
    if name in ("chunker_from_env", "async_chunker_from_env"):
        from . import providers

        return getattr(providers, name)
    raise AttributeError(f"module 'clausewise' has no attribute {name!r}")


__all__ = [
    "SENTENCE_END_CJK",
    "SENTENCE_END_PERMISSIVE",
    "SUMMARY_PROMPT",
    "AsyncPICChunker",
    "BatchError",
    "BatchResult",
    "Boundary",
    "BoundaryDetector",
    "CharSizer",
    "Chunk",
    "Chunker",
    "ClauseAwareChunker",
    "ClauseType",
    "ClausewiseError",
    "ConfigError",
    "CrossReference",
    "DefinedTerm",
    "Document",
    "DocumentSection",
    "HeadingDetector",
    "HierarchyNode",
    "InputError",
    "Jurisdiction",
    "JurisdictionProfile",
    "KeepTogether",
    "KeepTogetherRegion",
    "LegalChunk",
    "LegalChunker",
    "Level",
    "MatchKind",
    "PICChunk",
    "PICChunker",
    "Piece",
    "PipelineMetrics",
    "ProvenanceTracker",
    "ProviderError",
    "SemanticChunker",
    "SourceSpan",
    "Span",
    "SplitPoint",
    "StageMetric",
    "TableDetector",
    "TokenEstimate",
    "async_chunker_from_env",
    "chunker_from_env",
    "hf_sizer",
    "normalize",
    "pack",
    "register_jurisdiction",
    "registered_jurisdictions",
    "sanitize",
    "tiktoken_sizer",
    "token_length",
]
