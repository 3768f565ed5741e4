"""A unit cited bare in a sentence that names the same unit of another instrument: "(ii) to
a relevant person pursuant to Section 275(1), or any person pursuant to Section 275(1A), and in
accordance with the conditions specified in Section 275 of the SFA".

Drafting often writes the instrument once, with the last (or first) mention of a section, and
leaves the other subsections of that same section bare. When this document has no unit so
numbered (the bare reference did not resolve) and the same sentence cites the same section
number of one instrument, the bare subsections are that instrument's. A different number
("Section 274 of the Act ... Section 2") never carries the instrument over, nor does a
sentence that ends between them.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import replace

from .references_model import Reference

__all__ = ["same_number_cited"]

_KINDS = frozenset({"section", "article", "regulation", "rule"})
_NAME_FIELDS = ("act", "instrument", "document", "code")
_REACH = 300  # one sentence of a list of conditions
_LONGEST = 500  # a citation's own length, at most
# what ends a sentence between the two mentions (a full stop before a blank, a semicolon
# ends a list's item, a blank line ends the paragraph)
_STOP_RE = re.compile(r"\.[ \t\n]|;|\n[ \t]*\n")
_MAIN_RE = re.compile(r"[0-9]{1,5}(?:\.[0-9]{1,4}){0,3}[A-Z]{0,2}")


def _main(pin: str) -> str:
    m = _MAIN_RE.match(pin)
    return m.group() if m is not None else ""


def _bare_pin(ref: Reference) -> str:
    """ "Section 275(1A)" -> "275(1A)"; "" for anything but a head word and one number."""
    words = ref.raw_text.split()
    return words[1] if len(words) == 2 and words[0].rstrip("s").lower() in _KINDS else ""


def same_number_cited(refs: list[Reference], text: str) -> list[Reference]:
    """``refs`` (in text order) with unresolved bare units made units of the instrument the
    same sentence cites for the same number."""
    cited = [
        (i, r) for i, r in enumerate(refs) if r.external is not None and r.target_kind == "external"
    ]
    if not cited:
        return refs
    out = list(refs)
    starts = [r.start for _, r in cited]  # (in text order)
    for i, ref in enumerate(refs):
        if ref.target_node is not None or ref.external is not None or ref.implied:
            continue
        if ref.target_kind not in _KINDS:
            continue
        pin = _bare_pin(ref)
        main = _main(pin)
        if not main:
            continue
        # (a citation is a few hundred characters at most: start the walk near the reference)
        lo = bisect_left(starts, ref.start - _REACH - _LONGEST)
        found = _partner(ref, main, cited, lo, text)
        if found is not None:
            out[i] = _external(ref, found, pin)
    return out


def _partner(
    ref: Reference, main: str, cited: list[tuple[int, Reference]], lo: int, text: str
) -> dict[str, str] | None:
    best: tuple[int, dict[str, str]] | None = None
    for k in range(lo, len(cited)):
        other = cited[k][1]
        ext = other.external or {}
        if other.end < ref.start - _REACH or not any(f in ext for f in _NAME_FIELDS):
            continue
        if other.start > ref.end + _REACH:
            break
        if _main(ext.get(ref.target_kind, "")) != main:
            continue
        a, b = (other.end, ref.start) if other.end <= ref.start else (ref.end, other.start)
        if _STOP_RE.search(text, a, b) is not None:
            continue
        gap = b - a
        if best is None or gap < best[0]:
            best = (gap, ext)
    return best[1] if best is not None else None


def _external(ref: Reference, ext: dict[str, str], pin: str) -> Reference:
    kind = ref.target_kind
    cite = {f: ext[f] for f in (*_NAME_FIELDS, "jurisdiction") if f in ext}
    cite[kind] = pin
    name = next(ext[f] for f in _NAME_FIELDS if f in ext)
    return replace(
        ref,
        target_identifier=f"{kind.capitalize()} {pin}, {name}",
        target_kind="external",
        target_node=None,
        external=cite,
        partial=False,
    )
