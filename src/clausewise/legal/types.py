"""Public result types of the legal chunker.

All are frozen dataclasses with ``to_dict``; :class:`LegalChunk` also has ``from_dict``, so a
list of chunks round-trips through JSON. Enums are ``str`` enums: they compare equal to their
values and ``json.dumps`` accepts them.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any

from .._quick_init import quick_init
from .jurisdiction import Jurisdiction
from .tree import DocumentSection

__all__ = [
    "BatchError",
    "BatchResult",
    "ClauseType",
    "CrossReference",
    "DefinedTerm",
    "DocumentSection",
    "HierarchyNode",
    "Jurisdiction",
    "LegalChunk",
    "PipelineMetrics",
    "StageMetric",
]


class ClauseType(str, Enum):
    """What a clause is about (31 members; ``UNKNOWN`` when nothing scores)."""

    DEFINITIONS = "definitions"
    REPRESENTATIONS = "representations"
    WARRANTIES = "warranties"
    COVENANTS = "covenants"
    CONDITIONS = "conditions"
    INDEMNIFICATION = "indemnification"
    TERMINATION = "termination"
    CONFIDENTIALITY = "confidentiality"
    GOVERNING_LAW = "governing_law"
    FORCE_MAJEURE = "force_majeure"
    ASSIGNMENT = "assignment"
    AMENDMENT = "amendment"
    NOTICES = "notices"
    ENTIRE_AGREEMENT = "entire_agreement"
    SEVERABILITY = "severability"
    LIMITATION_OF_LIABILITY = "limitation_of_liability"
    PAYMENT = "payment"
    INTELLECTUAL_PROPERTY = "intellectual_property"
    DATA_PROTECTION = "data_protection"
    DISPUTE_RESOLUTION = "dispute_resolution"
    BOILERPLATE = "boilerplate"
    PREAMBLE = "preamble"
    RECITALS = "recitals"
    ACCEPTABLE_USE = "acceptable_use"
    USER_RESTRICTIONS = "user_restrictions"
    ACCOUNT_SECURITY = "account_security"
    SERVICES = "services"
    INSURANCE = "insurance"
    AUDIT = "audit"
    NON_SOLICITATION = "non_solicitation"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return self.value


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if hasattr(value, "to_dict"):
        return value.to_dict()
    return value


class _ToDict:
    __slots__ = ()

    def to_dict(self) -> dict[str, Any]:
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self)}  # type: ignore[arg-type]


@quick_init
@dataclass(frozen=True, slots=True)
class HierarchyNode(_ToDict):
    """Where a chunk sits: ``level`` (0 = document, 1 = top-level unit), its own
    ``identifier`` ("Section 7.2", "(a)", "chunk-3" under fallback), ``title`` and the
    identifier of its ``parent``. ``char_start``/``char_end`` give the unit's span."""

    level: int
    identifier: str
    title: str | None = None
    parent: str | None = None
    char_start: int = 0
    char_end: int = 0

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HierarchyNode:
        return cls(**{f.name: data[f.name] for f in fields(cls) if f.name in data})


@quick_init
@dataclass(frozen=True, slots=True)
class CrossReference(_ToDict):
    """A reference in a chunk to another unit of this document or to another instrument.

    ``target_kind`` is what it points at ("clause", "section", "article", "paragraph", "point",
    "schedule", "exhibit", "annex", "appendix", "chapter", "recital", "part", "division",
    "subdivision", "regulation", "item" (a row of a details schedule: "Item 5 of Schedule 1"),
    or "external").
    ``target_chunk_index`` is the chunk holding the target, ``None`` when unresolved, ambiguous
    or external. ``char_start``/``char_end`` locate the reference text in the sanitised source.
    ``external`` holds the normalised citation of an external reference (act, section,
    jurisdiction), else ``None``.
    """

    raw_text: str
    target_identifier: str
    target_chunk_index: int | None = None
    target_kind: str = "clause"
    char_start: int = -1
    char_end: int = -1
    external: dict[str, str] | None = None

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CrossReference:
        return cls(**{f.name: data[f.name] for f in fields(cls) if f.name in data})


@quick_init
@dataclass(frozen=True, slots=True)
class DefinedTerm(_ToDict):
    """A term the document defines: its name, definition text, the clause it is defined in,
    the span of the definition in the sanitised text and its scope ("document", or the
    identifier of the schedule it is limited to)."""

    term: str
    definition: str
    source_clause: str
    char_start: int = -1
    char_end: int = -1
    scope: str = "document"

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DefinedTerm:
        return cls(**{f.name: data[f.name] for f in fields(cls) if f.name in data})


@quick_init
@dataclass(frozen=True, slots=True)
class LegalChunk(_ToDict):
    """One chunk of a legal document.

    ``content == original_header + body`` where ``body`` is exactly
    ``sanitised[char_start:char_end]``; ``original_header`` holds the ancestor headings
    prepended for retrieval (empty with ``include_ancestor_headers=False``).
    """

    content: str
    index: int
    hierarchy: HierarchyNode
    hierarchy_path: str
    document_section: DocumentSection
    clause_type: ClauseType
    jurisdiction: Jurisdiction | str
    cross_references: list[CrossReference] = field(default_factory=list)
    defined_terms_used: list[str] = field(default_factory=list)
    defined_terms_context: dict[str, str] = field(default_factory=dict)
    classification_confidence: float = 0.0
    secondary_clause_type: ClauseType | None = None
    cross_ref_total: int = 0
    cross_ref_resolved: int = 0
    context_header: str = ""
    document_id: str | None = None
    char_start: int = 0
    char_end: int = 0
    token_count: int = 0
    original_header: str = ""
    classification_source: str = "keyword"
    raw_char_start: int = -1
    raw_char_end: int = -1

    @property
    def body(self) -> str:
        """The chunk text without the ancestor header: the exact source slice."""
        return self.content[len(self.original_header) :]

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LegalChunk:
        names = {f.name for f in fields(cls)}
        kw: dict[str, Any] = {k: v for k, v in data.items() if k in names}
        kw["hierarchy"] = HierarchyNode.from_dict(data["hierarchy"])
        kw["document_section"] = DocumentSection(data["document_section"])
        kw["clause_type"] = ClauseType(data["clause_type"])
        secondary = data.get("secondary_clause_type")
        kw["secondary_clause_type"] = ClauseType(secondary) if secondary else None
        juris = data["jurisdiction"]
        kw["jurisdiction"] = (
            Jurisdiction(juris) if juris in Jurisdiction._value2member_map_ else juris
        )
        kw["cross_references"] = [
            CrossReference.from_dict(r) for r in data.get("cross_references", [])
        ]
        kw["defined_terms_used"] = list(data.get("defined_terms_used", []))
        kw["defined_terms_context"] = dict(data.get("defined_terms_context", {}))
        return cls(**kw)


@dataclass(frozen=True, slots=True)
class BatchError(_ToDict):
    """One document of a batch that failed: its position, a preview, the message and type."""

    index: int
    text_preview: str
    error: str
    error_type: str


@dataclass(frozen=True, slots=True)
class BatchResult(_ToDict):
    """``results[i]`` holds the chunks of input ``i`` (empty if it failed); ``errors`` the
    failures, in input order."""

    results: list[list[LegalChunk]]
    errors: list[BatchError]


@dataclass(frozen=True, slots=True)
class StageMetric(_ToDict):
    """Time spent in one pipeline stage and how many items it produced."""

    name: str
    duration_ms: float
    item_count: int


@dataclass(frozen=True, slots=True)
class PipelineMetrics(_ToDict):
    """Facts about one ``chunk_with_metrics`` call."""

    total_duration_ms: float
    chunk_count: int
    stage_metrics: list[StageMetric]
    fallback_used: bool
    clause_count: int
    top_level_clause_count: int
    chunks_spanning_multiple_top_level_clauses: int
    heading_candidates_rejected: int
    chunks_unclassified: int
    input_chars: int = 0
    cross_ref_total: int = 0
    cross_ref_resolved: int = 0
    defined_terms: int = 0
