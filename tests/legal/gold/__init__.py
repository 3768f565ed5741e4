"""Gold documents for legal enrichment, generated from declared structure.

``documents()`` gives the declared UK, US and EU documents; ``render(doc, variant)`` their
text (``plain``, ``wrapped`` at 78 columns, ``pdf`` with running headers and page numbers),
clause tree and answer key; ``score_references``/``score_definitions`` compare results with it.
"""

from __future__ import annotations

from .eu import eu_regulation
from .model import DeclaredDef, DeclaredRef, Document, Unit
from .render import VARIANTS, Rendered, render
from .score import DefScore, RefScore, score_definitions, score_references
from .uk import uk_services_agreement
from .us import us_msa

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
    "render",
    "score_definitions",
    "score_references",
]


def documents() -> list[Document]:
    """The declared documents, one per jurisdiction (the US one has exhibits after signature)."""
    return [uk_services_agreement(), us_msa(), eu_regulation()]


def all_rendered() -> list[Rendered]:
    """Every declared document in every variant."""
    return [render(doc, variant) for doc in documents() for variant in VARIANTS]
