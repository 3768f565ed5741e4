"""Units of different kinds listed before one document's name: "Article IV and Section 9.3 of
the Supply Agreement", "Exhibit B and Section 2.1 of the Credit Agreement".

A list of units joined by "and" / "or" / commas and closed by "of the Supply Agreement" names
units of that agreement: the qualifier after the last item of a series reads back over the
whole series, as "Sections 5 and 6 of the Supply Agreement" does. The parser reads a list of
one head word as one reference; a list that changes head word ("Article IV and Section 9.3")
is read as two, and the first one, with no qualifier of its own, would be read against this
document's tree. Each unit listed right before an external reference to another document
becomes a reference to that document too. A unit with a qualifier of its own ("Section 2.1
hereof and Section 9.3 of the Supply Agreement", "this Article IV and ...") keeps it: the gap
between them is then no bare list separator.
"""

from __future__ import annotations

from dataclasses import replace

from .references_model import Reference

__all__ = ["listed_with_document"]

# What joins the items of a series: a comma, "and", "or", "and/or", or a comma and one of them
_SEPS = frozenset({",", "and", "or", "and/or", ", and", ", or", ", and/or"})
_NAME_FIELDS = frozenset({"document", "jurisdiction"})


def _listed(text: str, ref: Reference, nxt: Reference, last: bool) -> bool:
    """Is ``ref`` listed with ``nxt``? Before the last item the list says "and" or "or": a
    comma alone may end a clause instead ("Subject to Section 2, Section 9 of the Supply
    Agreement applies")."""
    gap = text[ref.end : nxt.start]
    if len(gap) > 12 or "\n\n" in gap:
        return False
    joined = " ".join(gap.split())
    return joined in _SEPS and (not last or joined != ",")


def _pin(ref: Reference) -> str:
    """The unit's number as written: "IV" of "Article IV", "A" of "Exhibit A"."""
    words = ref.raw_text.split()
    if not ref.implied and len(words) == 2:
        return words[1]
    ident = ref.target_identifier
    head = ref.target_kind.capitalize() + " "
    return ident[len(head) :] if ident.startswith(head) else ident


def _as_external(ref: Reference, cite: dict[str, str]) -> Reference:
    pin = _pin(ref)
    name = cite["document"]
    return replace(
        ref,
        target_identifier=f"{ref.target_kind.capitalize()} {pin}, {name}",
        target_node=None,
        target_kind="external",
        external={**{k: v for k, v in cite.items() if k in _NAME_FIELDS}, ref.target_kind: pin},
        partial=False,
    )


def listed_with_document(refs: list[Reference], text: str) -> list[Reference]:
    """``refs`` (in text order) with the internal units listed right before a unit of another
    document (joined to it by a bare "and", "or" or comma) made units of that document."""
    out = list(refs)
    for i in range(len(out) - 1, 0, -1):
        nxt = out[i]
        ext = nxt.external
        if ext is None or "document" not in ext:
            continue
        j = i - 1
        while j >= 0:
            ref = out[j]
            if ref.external is not None or ref.raw_text[:4].lower() in ("this", "thes"):
                break
            if not _listed(text, ref, out[j + 1], j == i - 1):
                break
            out[j] = _as_external(ref, ext)
            j -= 1
    return out
