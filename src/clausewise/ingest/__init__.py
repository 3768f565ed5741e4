"""Ingestion: reuse the structure a document converter already found.

Each adapter turns a converter's output into an :class:`IngestedDocument`: one normalised text
and a :class:`~clausewise.legal.tree.ClauseTree` over it. ``LegalChunker.chunk_documents`` (or
:func:`clausewise.legal.ingested.chunk_ingested`) then runs the legal pipeline on it, skipping
only heading detection.

Importing this package imports no optional dependency. ``from_unstructured`` is duck-typed;
``from_docling`` is too, and imports ``docling_core`` (the ``docling`` extra) only to read a
serialised document and to include every content layer.
"""

from __future__ import annotations

from .docling import from_docling
from .document import IngestedDocument
from .markdown import from_markdown
from .unstructured import from_unstructured

__all__ = ["IngestedDocument", "from_docling", "from_markdown", "from_unstructured"]
