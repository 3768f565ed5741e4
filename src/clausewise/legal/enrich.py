"""Per-document legal facts, computed once before packing: definitions, references,
per-clause classification, title and parties. Each stage is a pure function of the text and
the tree; this module only runs them in order and keeps their results together.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ._treeindex import TreeIndex
from .classify import Classification, Classifier
from .clause_typing import TreeTyping, type_tree
from .context import (
    TITLE_WINDOW,
    act_title,
    find_parties_near,
    find_title,
    named_title,
    provider_parties,
)
from .definitions import find_definitions
from .hook import make_classifier
from .options import LegalOptions
from .references import Reference, find_references
from .terms import PRONOUNS, TermIndex
from .tree import ClauseTree, DocumentSection
from .types import DefinedTerm

__all__ = ["Enrichment", "title_and_parties"]

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
        """Run the stages in order; ``timer(name, fn, count)`` runs and times each one."""
        profile = options.profile
        index, found = timer(
            "definitions", lambda: _definitions(text, tree, options), lambda r: len(r[1])
        )
        definitions = tuple(found)
        # Where each defined term is used: one scan of the text, read per chunk in assembly.
        # A pronoun defined in lower case ("you") is no use to trace (see ``PRONOUNS``).
        traced = [d for d in definitions if d.term not in PRONOUNS]
        terms = timer("terms", lambda: TermIndex(traced).prepare(text), _term_count)
        refs = tuple(timer("references", lambda: find_references(text, tree, profile, index)))
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
        title, parties = title_and_parties(
            text,
            tree,
            legislation=profile.style == "legislation",
            terms=options.doc_type == "terms_conditions",
        )
        return cls(definitions, terms, refs, classes, typer, title, parties, classifier)


def _definitions(
    text: str, tree: ClauseTree, options: LegalOptions
) -> tuple[TreeIndex, list[DefinedTerm]]:
    # The tree index serves definitions and references alike: built once, with definitions.
    index = TreeIndex(tree)
    return index, find_definitions(text, tree, options.profile, index)


def _term_count(terms: TermIndex) -> int:
    return len(terms.terms)


def title_and_parties(
    text: str, tree: ClauseTree, *, legislation: bool = False, terms: bool = False
) -> tuple[str | None, tuple[str, ...]]:
    """The document's title and its parties (legislation has none: "between Member States"
    in a recital names no contracting party; terms of service name their provider)."""
    preamble = next((n for n in tree.nodes if n.section is DocumentSection.PREAMBLE), None)
    if preamble is not None:
        start, end = preamble.start, preamble.end
    else:
        start, end = 0, min(len(text), TITLE_WINDOW)
    # The name the contract gives itself ("THIS MARINE TRANSPORTATION AGREEMENT (this
    # "Agreement")") is more exact than a heading above it, which is often a filing label or a
    # shortened form.
    title = named_title(text, start, min(end, start + TITLE_WINDOW)) or tree.title
    title = title or find_title(text, start, end)
    if legislation:
        return (act_title(title) if title else title), ()
    parties = find_parties_near(text, start, end)
    if terms:
        parties = provider_parties(parties, title)
    return title, tuple(parties)
