"""External references: a parsed reference that names another instrument becomes one
:class:`Reference` per unit it cites, normalised into fields ("paragraph 3 of Schedule 1 to
the Act": schedule 1, paragraph 3; "Article 6(1)(a)": article 6(1)(a)) and an identifier
naming the instrument."""

from __future__ import annotations

from ._treeindex import SCHEDULE_KINDS
from .references_grammar import Parsed, member_spans
from .references_model import Reference
from .references_resolve import format_steps, steps_of
from .references_subparts import SUBPART, pin_kind, subpart_steps

__all__ = ["external_references"]


def external_references(text: str, parsed: Parsed, source: int | None) -> list[Reference]:
    """The external references of ``parsed`` (from ``source``, the unit holding it)."""
    ext = parsed.external or {}
    name = ext.get("act") or ext.get("instrument") or ext.get("document") or ""
    if not name and "code" in ext:
        name = f"{ext.get('title', '')} {ext['code']}".strip()  # "11 U.S.C."
    out = []
    for member, (start, end) in zip(parsed.members, member_spans(parsed), strict=True):
        if member.range_start is not None:
            # "Sections 14 to 18 of the Consumer Protection Act 1987": each section of the
            # range, each named by the whole range (its endpoint alone names no Act)
            start, end = member.range_start, parsed.end
        steps = subpart_steps(text, parsed, member, steps_of(parsed, member))
        # the pinpoint is named by its outermost unit: "point (1) of Article 4" -> article 4(1)
        kind = pin_kind(parsed, member, steps)
        if kind in SCHEDULE_KINDS or (kind in _GROUP_KINDS and _other_units(steps)):
            # "paragraph 3 of Schedule 1 to the Act": a schedule's paragraphs are numbered
            # afresh, so each unit keeps its own field (schedule 1, paragraph 3); so are the
            # units a Part or a Division groups ("Division 2 of Part 2D.1": part 2D.1,
            # division 2; "section 5 of Part 3": part 3, section 5)
            cite = {**ext, **_fields(steps)}
            label = format_steps(steps)
        else:
            pin = steps[0][1] + "".join(t if t.startswith("(") else f"({t})" for _, t in steps[1:])
            cite = {**ext, kind: pin}
            label = f"{kind.capitalize()} {pin}"
        ident = f"{label}, {name}" if name else label
        out.append(
            Reference(
                start, end, text[start:end], ident, "external", None, cite, source, member.implied
            )
        )
    return out


_GROUP_KINDS = frozenset({"part", SUBPART, "chapter", "division", "subdivision"})


def _other_units(steps: list[tuple[str | None, str]]) -> bool:
    """Does a Part or Chapter hold units of another kind in ``steps`` ("Division 2 of Part
    2D.1"), not only its own bracketed parts or a sub-unit of its kind ("Subchapter K")?"""
    kinds = [kind for kind, _ in steps if kind is not None]
    return len(kinds) > 1 and len(set(kinds)) == len(kinds)


def _fields(steps: list[tuple[str | None, str]]) -> dict[str, str]:
    """{unit kind: its number}: [("schedule", "1"), ("paragraph", "3"), (None, "(b)")] ->
    {"schedule": "1", "paragraph": "3(b)"}; a unit inside one of its own kind is a part of it
    ("Subchapter K of Chapter 1": {"chapter": "1(K)"})."""
    out: dict[str, str] = {}
    last = ""
    for kind, tok in steps:
        if (kind is None and last) or (kind is not None and kind == last):
            out[last] += tok if tok.startswith("(") else f"({tok})"
        else:
            last = kind or "paragraph"
            out[last] = tok
    return out
