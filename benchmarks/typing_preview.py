"""Preview of a proposed pipeline change, applied in-process for the benchmarks' ``--preview``.

The change (proposed to the pipeline, not yet in it):

1. enrichment types the tree with ``clause_typing.type_tree`` (clauses, and long clauses
   paragraph by paragraph) instead of ``classify_tree`` + ``ChunkTyper`` (whole clauses);
2. packing starts a new chunk wherever the clause type changes (``TreeTyping.changes()``):
   the node boundary there becomes a split boundary, and a change inside a clause's text
   becomes a ``Level.PARAGRAPH`` split boundary. Undersized pieces still merge.

Nothing here is used by clausewise itself; delete this module once the pipeline does the same.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from clausewise.document import Boundary, Level
from clausewise.legal import enrich, pipeline
from clausewise.legal.clause_typing import TreeTyping, type_tree
from clausewise.legal.tree import ClauseTree

_last: dict[str, TreeTyping] = {}


def apply() -> None:
    """Patch ``Enrichment.build`` and ``tree_boundaries`` (single-threaded runs only)."""
    build: Callable[..., Any] = enrich.Enrichment.build.__func__  # type: ignore[attr-defined]
    boundaries = getattr(pipeline, "tree_boundaries")  # noqa: B009 (patched below)

    def typed_build(cls: Any, text: str, tree: ClauseTree, options: Any, timer: Any) -> Any:
        found = build(cls, text, tree, options, timer)
        _last.pop("typing", None)
        if found.typer is None or found.classifier is None:
            return found
        typing = timer(
            "clause typing",
            lambda: type_tree(text, tree, found.classifier, doc_type=options.doc_type),
        )
        object.__setattr__(found, "typer", typing)
        object.__setattr__(found, "classes", tuple(typing.classes))
        _last["typing"] = typing
        return found

    def split_boundaries(text: str, tree: ClauseTree) -> Any:
        bounds, glue = boundaries(text, tree)
        typing = _last.get("typing")
        if typing is None:
            return bounds, glue
        change = set(typing.changes())
        starts = {node.start for node in tree.nodes}
        out = [Boundary(b.pos, b.level, b.split or b.pos in change, b.label) for b in bounds]
        out += [Boundary(p, Level.PARAGRAPH, True, "paragraph") for p in sorted(change - starts)]
        return out, glue

    enrich.Enrichment.build = classmethod(typed_build)  # type: ignore[method-assign,assignment]
    setattr(pipeline, "tree_boundaries", split_boundaries)  # noqa: B010
