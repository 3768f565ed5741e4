"""What the reference grammar reads: the units one reference names (:class:`Member`) and the
reference as written (:class:`Parsed`). Kept apart from the grammar so the modules that read
a reference's parts (its suffix, its list) share them without importing the grammar."""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Member", "Parsed", "anchor_kind"]


@dataclass(slots=True)
class Member:
    """One unit a reference names: ``main`` numbering ("7.3", "VII", "A", "" when only
    bracketed parts are written) and bracketed ``parts`` ("b", "iii")."""

    start: int
    end: int
    kind: str
    main: str
    parts: tuple[str, ...]
    implied: bool = False
    # where the range holding this member starts ("Sections 14 to 18": both endpoints and
    # the members between), ``None`` outside a range
    range_start: int | None = None


@dataclass(slots=True)
class Parsed:
    """A reference as written: its members, the outer units qualifying them (innermost
    first), how to anchor the search and, for another instrument, the citation."""

    members: list[Member]
    end: int
    outer: list[Member] = field(default_factory=list)
    anchor: str = "global"  # global | context | main | this | prev | next
    anchor_kind: str = ""
    external: dict[str, str] | None = None
    # names a place inside its unit, not the whole ("clause (y) of the proviso to Section 7.01")
    within: bool = False
    # "of the Agreement" rather than "of this Agreement": in an addendum bound into the same
    # file, the agreement it amends (see ``references_resolve``)
    of_the: bool = False
    # "above" / "below" after a bare paragraph or item: which way to look for it
    placed: str = ""


def anchor_kind(head: str, kind: str) -> str:
    """The unit "this <head>" names, ``kind`` being the head word's: "subsection" and
    "sub-clause" keep their "sub" (the unit just inside a numbered section or clause)."""
    if kind in ("section", "clause") and head[:3].lower() == "sub":
        return "sub" + kind
    return kind
