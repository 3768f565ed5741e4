"""Per-document legal facts, computed once before packing: definitions, references,
per-clause classification, title and parties. Each stage is a pure function of the text and
the tree; this module only runs them in order and keeps their results together.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .classify import Classification, Classifier
from .clause_typing import TreeTyping, type_tree
from .context import find_parties, find_title
from .definitions import find_definitions
from .hook import make_classifier
from .options import LegalOptions
from .references import Reference, find_references
from .terms import TermIndex
from .tree import ClauseTree, DocumentSection
from .types import DefinedTerm

__all__ = ["Enrichment"]

Timer = Callable[..., Any]


@dataclass(frozen=True, slots=True)
class Enrichment:
    """What the enrichment stages found in one document."""

    definitions: tuple[DefinedTerm, ...]
    terms: TermIndex
    references: tuple[Reference, ...]
    classes: tuple[Classification, ...]
    typer: TreeTyping | None
    title: str | None
    parties: tuple[str, ...]
    classifier: Classifier | None = None

    @classmethod
    def build(cls, text: str, tree: ClauseTree, options: LegalOptions, timer: Timer) -> Enrichment:
        profile = options.profile
        definitions = tuple(timer("definitions", lambda: find_definitions(text, tree, profile)))
        refs = tuple(timer("references", lambda: find_references(text, tree, profile)))
        classifier = make_classifier(
            dict(options.extra_clause_signals) or None,
            options.classification_hook,
            options.classification_hook_threshold,
        )
        # Clauses are typed whole, and long clauses paragraph by paragraph, so a chunk's type
        # comes from the structural units it holds, never from where the packer cut.
        typer = None
        classes: tuple[Classification, ...] = ()
        if tree.nodes and not tree.fallback:
            typer = timer(
                "classification",
                lambda: type_tree(text, tree, classifier, doc_type=options.doc_type),
            )
            classes = tuple(typer.classes)
        title, parties = _title_and_parties(text, tree)
        terms = TermIndex(definitions)
        return cls(definitions, terms, refs, classes, typer, title, parties, classifier)


def _title_and_parties(text: str, tree: ClauseTree) -> tuple[str | None, tuple[str, ...]]:
    preamble = next((n for n in tree.nodes if n.section is DocumentSection.PREAMBLE), None)
    start, end = (
        (preamble.start, preamble.end) if preamble is not None else (0, min(len(text), 3000))
    )
    title = tree.title or find_title(text, start, end)
    return title, tuple(find_parties(text, start, end))
