"""clausewise: structure-aware chunking of legal documents for retrieval-augmented generation."""

from __future__ import annotations

from .document import Boundary, Document, KeepTogether, Level, Span
from .errors import ClausewiseError, ConfigError, InputError, ProviderError
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
from .sizing import CharSizer, TokenEstimate, hf_sizer, tiktoken_sizer

__version__ = "0.1.0"

__all__ = [
    "BatchError",
    "BatchResult",
    "Boundary",
    "CharSizer",
    "ClauseType",
    "ClausewiseError",
    "ConfigError",
    "CrossReference",
    "DefinedTerm",
    "Document",
    "DocumentSection",
    "HierarchyNode",
    "InputError",
    "Jurisdiction",
    "JurisdictionProfile",
    "KeepTogether",
    "LegalChunk",
    "LegalChunker",
    "MatchKind",
    "Level",
    "Piece",
    "PipelineMetrics",
    "ProvenanceTracker",
    "ProviderError",
    "SourceSpan",
    "Span",
    "StageMetric",
    "TokenEstimate",
    "hf_sizer",
    "normalize",
    "pack",
    "register_jurisdiction",
    "registered_jurisdictions",
    "sanitize",
    "tiktoken_sizer",
]
