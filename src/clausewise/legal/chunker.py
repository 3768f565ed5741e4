"""``LegalChunker``: clause-aware chunking of contracts, terms and legislation."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence

from ..errors import require_text
from ..normalize import sanitize as _sanitize
from .batch import run_batch
from .ingested import StructuredText, run_ingested
from .jurisdiction import Jurisdiction, JurisdictionProfile
from .options import CONTEXT_HEADER_FIELDS, ClassificationHook, LegalOptions, make_options
from .pipeline import parse_tree, run
from .types import BatchResult, ClauseType, DefinedTerm, HierarchyNode, LegalChunk, PipelineMetrics

__all__ = ["LegalChunker"]


class LegalChunker:
    """Chunk legal documents along their own structure.

    >>> chunker = LegalChunker(jurisdiction="uk", max_chunk_size=256)
    >>> text = "1. Services\\nThe Supplier provides the Services.\\n\\n2. Fees\\nThe Customer pays."
    >>> [c.hierarchy_path for c in chunker.chunk(text, document_id="msa")]
    ['1', '2']
    """

    def __init__(
        self,
        jurisdiction: str | Jurisdiction | JurisdictionProfile = "uk",
        doc_type: str = "contract",
        max_chunk_size: int = 512,
        min_chunk_size: int | None = None,
        include_definitions: bool = True,
        include_context_header: bool = True,
        include_ancestor_headers: bool = True,
        document_id: str | None = None,
        chars_per_token: int = 4,
        extra_abbreviations: Sequence[str] | None = None,
        extra_clause_signals: Mapping[ClauseType | str, Sequence[str]] | None = None,
        classification_hook: ClassificationHook | None = None,
        classification_hook_threshold: float | None = 0.5,
        tokenizer: object = None,
        context_header_fields: Sequence[str] = CONTEXT_HEADER_FIELDS,
    ) -> None:
        self.options: LegalOptions = make_options(
            jurisdiction=jurisdiction,
            doc_type=doc_type,
            max_chunk_size=max_chunk_size,
            min_chunk_size=min_chunk_size,
            chars_per_token=chars_per_token,
            include_definitions=include_definitions,
            include_context_header=include_context_header,
            include_ancestor_headers=include_ancestor_headers,
            document_id=document_id,
            extra_abbreviations=extra_abbreviations,
            extra_clause_signals=extra_clause_signals,
            classification_hook=classification_hook,
            classification_hook_threshold=classification_hook_threshold,
            tokenizer=tokenizer,
            context_header_fields=context_header_fields,
        )
        self._ref_stats: dict[str, object] = {}
        self._ref_rate: float = 0.0

    # -- chunking --------------------------------------------------------------------------

    def chunk(
        self, text: str, document_id: str | None = None, *, raw_offsets: bool = False
    ) -> list[LegalChunk]:
        """Chunk one document; empty or whitespace-only text gives ``[]``."""
        return self.chunk_with_metrics(text, document_id, raw_offsets=raw_offsets)[0]

    def chunk_iter(
        self, text: str, document_id: str | None = None, *, raw_offsets: bool = False
    ) -> Iterator[LegalChunk]:
        """Yield the chunks of one document in order."""
        yield from self.chunk(text, document_id, raw_offsets=raw_offsets)

    def chunk_with_metrics(
        self, text: str, document_id: str | None = None, *, raw_offsets: bool = False
    ) -> tuple[list[LegalChunk], PipelineMetrics]:
        """Chunk one document and report per-stage timings and structure facts."""
        outcome = run(
            text, self.options, document_id=self._doc_id(document_id), raw_offsets=raw_offsets
        )
        self._remember_refs(outcome.chunks)
        return outcome.chunks, outcome.metrics

    def chunk_batch(
        self,
        texts: Iterable[str | tuple[str, str]],
        workers: int | None = None,
        *,
        raw_offsets: bool = False,
    ) -> BatchResult:
        """Chunk many documents; a failing document becomes a ``BatchError``, the rest complete.

        Items are ``str`` or ``(text, document_id)``. ``workers`` defaults to
        ``min(cpu_count(), len(texts))``; 1 (or two or fewer documents) runs serially.
        """
        return run_batch(self.options, texts, workers, raw_offsets)

    def chunk_documents(
        self,
        document: StructuredText,
        document_id: str | None = None,
        *,
        raw_offsets: bool = False,
    ) -> list[LegalChunk]:
        """Chunk a document whose structure a converter already found (see
        :mod:`clausewise.ingest`: Markdown, Docling, Unstructured): ``chunk()``'s pipeline with
        the converter's headings instead of heading detection. Offsets index
        ``document.text``."""
        outcome = run_ingested(
            document, self.options, document_id=self._doc_id(document_id), raw_offsets=raw_offsets
        )
        self._remember_refs(outcome.chunks)
        return outcome.chunks

    # -- inspection ------------------------------------------------------------------------

    def parse_structure(self, text: str) -> list[HierarchyNode]:
        """The clause tree as a flat list in document order, each node with its span."""
        from ..normalize import normalize

        tree = parse_tree(normalize(text), self.options)
        nodes = tree.nodes
        return [
            HierarchyNode(
                level=n.depth,
                identifier=n.identifier,
                title=n.title,
                parent=nodes[n.parent].identifier if n.parent is not None else None,
                char_start=n.start,
                char_end=n.end,
            )
            for n in nodes
        ]

    def get_defined_terms(self, text: str) -> dict[str, DefinedTerm]:
        """Every term the document defines, by name. A name defined more than once maps to
        the definition that applies document-wide (the first one), not to a schedule's own
        redefinition; a name only a schedule defines maps to that schedule's definition."""
        outcome = run(require_text(text), self.options)
        out: dict[str, DefinedTerm] = {}
        for t in outcome.enrichment.definitions:
            held = out.get(t.term)
            if held is None or (held.scope != "document" and t.scope == "document"):
                out[t.term] = t
        return out

    @staticmethod
    def sanitize(text: str) -> str:
        """The normalised text every ``char_start``/``char_end`` indexes."""
        return _sanitize(text)

    @property
    def cross_ref_resolution_rate(self) -> float:
        """Share of internal references resolved in the most recent call (0.0 if none)."""
        return self._ref_rate

    @property
    def cross_ref_stats(self) -> dict[str, object]:
        """Reference counts of the most recent call: total, resolved, external, by kind."""
        return dict(self._ref_stats)

    # -- helpers ---------------------------------------------------------------------------

    def _doc_id(self, document_id: str | None) -> str | None:
        if document_id is not None and not isinstance(document_id, str):
            from ..errors import InputError

            raise InputError(f"document_id must be a str, got {type(document_id).__name__}")
        return document_id if document_id is not None else self.options.document_id

    def _remember_refs(self, chunks: list[LegalChunk]) -> None:
        refs = [r for c in chunks for r in c.cross_references]
        internal = [r for r in refs if r.target_kind != "external"]
        resolved = sum(1 for r in internal if r.target_chunk_index is not None)
        by_kind: dict[str, int] = {}
        for r in refs:
            by_kind[r.target_kind] = by_kind.get(r.target_kind, 0) + 1
        self._ref_rate = resolved / len(internal) if internal else 0.0
        self._ref_stats = {
            "total": len(refs),
            "internal": len(internal),
            "resolved": resolved,
            "external": len(refs) - len(internal),
            "by_kind": by_kind,
        }

    def __repr__(self) -> str:
        o = self.options
        return (
            f"LegalChunker(jurisdiction={o.profile.key!r}, doc_type={o.doc_type!r}, "
            f"max_chunk_size={o.max_chunk_size}, min_chunk_size={o.min_chunk_size})"
        )
