"""What every ingestion adapter returns: one text and the clause tree over it."""

from __future__ import annotations

from dataclasses import dataclass

from ..legal.tree import ClauseTree

__all__ = ["IngestedDocument"]


@dataclass(frozen=True, slots=True)
class IngestedDocument:
    """A converter's output made ready for the legal pipeline.

    ``text`` is normalised (``clausewise.normalize.sanitize(text) == text``) and every span of
    ``tree`` indexes it, as every chunk's ``char_start``/``char_end`` will. ``source`` says
    where the document came from when the converter knew (a file name, a Docling
    ``origin.filename``, ``unstructured``'s ``metadata.filename``), else ``None``.
    Pass it to ``LegalChunker.chunk_documents`` or
    :func:`clausewise.legal.ingested.chunk_ingested`.
    """

    text: str
    tree: ClauseTree
    source: str | None = None

    @property
    def title(self) -> str | None:
        """The document title the converter or the heading levels gave, if any."""
        return self.tree.title
