"""Gold documents for legal enrichment, generated from declared structure.

``documents()`` reads the declared UK, US and EU documents from ``docs/`` (an indented outline
format described in ``README.md``); ``render(doc, variant)`` their
text (``plain``, ``wrapped`` at 78 columns, ``pdf`` with running headers and page numbers),
clause tree and answer key; ``score_references``/``score_definitions`` compare results with it.
"""

from __future__ import annotations

from pathlib import Path

from .model import DeclaredDef, DeclaredRef, Document, Unit, load_outline
from .render import VARIANTS, Rendered, render
from .score import DefScore, RefScore, score_definitions, score_references

DOCS = Path(__file__).resolve().parent / "docs"

__all__ = [
    "VARIANTS",
    "DeclaredDef",
    "DeclaredRef",
    "DefScore",
    "Document",
    "RefScore",
    "Rendered",
    "Unit",
    "all_rendered",
    "documents",
    "load_outline",
    "render",
    "score_definitions",
    "score_references",
]


def documents() -> list[Document]:
    """The declared documents in ``docs/`` (UK, US with exhibits after the signature, EU)."""
    return [load_outline(p.read_text(encoding="utf-8")) for p in sorted(DOCS.glob("*.txt"))]


def all_rendered() -> list[Rendered]:
    """Every declared document in every variant."""
    return [render(doc, variant) for doc in documents() for variant in VARIANTS]
