"""What reference detection returns: one :class:`Reference` per unit a reference names, and
the counts ``cross_ref_stats`` reports over a document's references."""

from __future__ import annotations

from dataclasses import dataclass, fields
from operator import attrgetter
from typing import Any

from .._quick_init import quick_init
from .types import CrossReference

__all__ = ["BY_SPAN", "Reference", "resolution_stats"]


@quick_init
@dataclass(frozen=True, slots=True)
class Reference:
    """One reference to a unit of this document or to another instrument.

    ``start``/``end`` locate the reference text (``raw_text``) in the normalised text.
    ``target_identifier`` is normalised ("7.3(b)", "Article 6(1)(a)", "Schedule 2 paragraph
    2"); relative references take the identifier of the unit they resolve to. ``target_node``
    indexes ``tree.nodes`` (``None``: unresolved, ambiguous or external); ``source_node`` is
    the innermost node holding the reference. ``implied`` marks a range member the text does
    not write; ``partial`` a target the tree does not split as finely as the reference does
    ("7.3(b)" pointing at 7.3 because 7.3 has no sub-units in the tree).
    """

    start: int
    end: int
    raw_text: str
    target_identifier: str
    target_kind: str
    target_node: int | None = None
    external: dict[str, str] | None = None
    source_node: int | None = None
    implied: bool = False
    partial: bool = False

    @property
    def resolved(self) -> bool:
        return self.target_node is not None

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def to_cross_reference(self, target_chunk_index: int | None) -> CrossReference:
        """The public :class:`CrossReference` once the target's chunk is known."""
        return CrossReference(  # positional: read once per reference per chunk
            self.raw_text,
            self.target_identifier,
            target_chunk_index,
            self.target_kind,
            self.start,
            self.end,
            dict(self.external) if self.external is not None else None,
        )


# Sort key of references in text order (start, then end).
BY_SPAN = attrgetter("start", "end")


def resolution_stats(refs: list[Reference]) -> dict[str, Any]:
    """Counts for ``cross_ref_stats``: totals, resolved internal references, externals, and
    ``by_kind`` {kind: {"total", "resolved"}}; ``resolution_rate`` is over internal ones."""
    by_kind: dict[str, dict[str, int]] = {}
    for ref in refs:
        slot = by_kind.setdefault(ref.target_kind, {"total": 0, "resolved": 0})
        slot["total"] += 1
        slot["resolved"] += ref.resolved
    external = by_kind.get("external", {}).get("total", 0)
    resolved = sum(r.resolved for r in refs)
    internal = len(refs) - external
    return {
        "total": len(refs),
        "internal": internal,
        "resolved": resolved,
        "external": external,
        "resolution_rate": resolved / internal if internal else 0.0,
        "by_kind": dict(sorted(by_kind.items())),
    }
