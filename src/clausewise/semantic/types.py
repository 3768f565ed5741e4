"""The PIC chunk, and the messages the pure core exchanges with the model drivers."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

__all__ = ["ModelReply", "ModelRequest", "PICChunk"]


@dataclass(frozen=True, slots=True)
class PICChunk:
    """One chunk of a document cut by :class:`~clausewise.semantic.PICChunker`.

    Named ``PICChunk`` because the general chunker owns the name ``Chunk``.

    ``text`` is exactly ``input[start:end]`` for the string passed to ``split``.
    ``sentence_start``/``sentence_end`` are the sentence range (end exclusive); a sentence
    longer than the size limit is cut into pieces that share its index. ``similarity`` is the
    mean cosine similarity of those sentences to the summary; ``relevant`` says whether
    sentences at or above the document's mean similarity make up at least half of the text.
    """

    doc_id: str
    index: int
    language: str
    text: str
    start: int
    end: int
    sentence_start: int
    sentence_end: int
    relevant: bool
    similarity: float
    summary: str

    def to_dict(self) -> dict[str, Any]:
        """A plain, JSON-serialisable dict of the fields."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def model_dump(self) -> dict[str, Any]:
        """Same as :meth:`to_dict`; kept for code written against Pydantic-style chunks."""
        return self.to_dict()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PICChunk:
        """Rebuild a chunk from :meth:`to_dict` output (extra keys are ignored)."""
        return cls(**{f.name: data[f.name] for f in fields(cls)})


@dataclass(frozen=True, slots=True)
class ModelRequest:
    """What the core needs next: a summary of ``prompt`` (when set) and embeddings.

    ``batches`` are the embedding requests to send, one call each, in order. The two parts
    are independent, so a driver may run them at the same time.
    """

    prompt: str | None
    batches: tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class ModelReply:
    """The answers to a :class:`ModelRequest`: the LLM's text and one result per batch.

    Results are passed on unchecked; the core validates them, so every driver reports a bad
    answer the same way.
    """

    summary: object
    results: Sequence[object]
