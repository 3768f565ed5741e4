"""An act that names itself: its own title, its short title, and its units cited by its name.

"DIRECTIVE (EU) 2023/999 OF THE EUROPEAN PARLIAMENT ..." opens the directive itself, and
"These Regulations may be cited as the Widget Safety Regulations 2024" gives the regulations
their own name. Neither is a reference to another instrument: read as citations they would
list the document as something it refers to. And "Article 7 of Directive (EU) 2023/999"
inside that directive, or "section 3 of the Widget Safety Act of 2024" inside that Act, is
its own Article 7 or section 3, as "Article 7 of this Directive" would be.

The document's own names are read from two places only, so another instrument is never
taken for it: an instrument cited on the document's first line, before anything else, and
the name after "may be cited as". A mention of an own name is then read as "this Directive"
/ "these Regulations" / "this Act": the unit references before it resolve in this document,
and the mention itself is no reference.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import replace

from .references_model import Reference

__all__ = ["own_act_references"]

# "These Regulations may be cited as the ...", "This Act may be cited as the "...""
# (any case; the first letter outside the case-blind group, so the engine skips to an "m"
# instead of testing a word boundary at every character of the document)
_CITED_AS = re.compile(
    r"[Mm](?<!\w[Mm])(?i:ay[ \t\n]{1,3}be[ \t\n]{1,3}cited[ \t\n]{1,3}as[ \t\n]{1,3})"
)
# After the number in a title: the line ends, or the enacting body or date follows ("OF THE
# EUROPEAN PARLIAMENT", "of 24 May 2019")
_TITLE_GOES_ON = re.compile(r"[ \t]{0,3}(?:\Z|(?i:of)\b)")
_BLANKS = re.compile(r"\s*")
_BEFORE_NAME = re.compile(r"(?:the[ \t\n]{1,3})?[\"“‘']?")
# The kind of instrument a name ends in (or, for an EU act, starts with), and how the
# document then calls itself.
_KINDS = {
    "act": "this Act",
    "regulation": "this Regulation",
    "regulations": "these Regulations",
    "directive": "this Directive",
    "decision": "this Decision",
    "order": "this Order",
    "rules": "these Rules",
    "code": "this Code",
    "ordinance": "this Ordinance",
    "statute": "this Statute",
}
_UNIT_FREE = frozenset({"instrument", "act", "jurisdiction"})  # keys of a whole instrument


def _cited(ref: Reference) -> tuple[str | None, bool]:
    """The instrument an external reference cites, and whether it cites a unit of it."""
    ext = ref.external
    if ref.target_kind != "external" or ext is None:
        return None, False
    return ext.get("instrument") or ext.get("act"), not set(ext) <= _UNIT_FREE


def _name(ref: Reference) -> str | None:
    """The instrument a reference cites as a whole (no unit of it), else ``None``."""
    name, unit = _cited(ref)
    return None if unit else name


def _cites_unit_of(ref: Reference, names: list[str]) -> bool:
    """Whether ``ref`` cites a unit of one of the instruments ``names``."""
    name, unit = _cited(ref)
    return unit and name in names


def _own_names(text: str, refs: list[Reference]) -> list[str]:
    names: list[str] = []
    blanks = _BLANKS.match(text)
    lead = blanks.end() if blanks is not None else 0
    line_end = text.find("\n", lead)
    line_end = len(text) if line_end < 0 else line_end
    if refs and refs[0].start < line_end:  # the first line's first citation, as its title:
        first = refs[0]
        issuer = text[lead : first.start]  # "COMMISSION IMPLEMENTING", or nothing
        name = _name(first)
        if (
            name is not None
            and len(issuer) <= 60
            and not any(c.islower() for c in issuer)
            and _TITLE_GOES_ON.match(text, first.end, line_end) is not None
        ):
            names.append(name)
    starts: list[int] = []
    for m in _CITED_AS.finditer(text):
        starts = starts or [r.start for r in refs]
        at = _BEFORE_NAME.match(text, m.end())
        i = bisect_left(starts, m.end())
        if i < len(refs) and at is not None and refs[i].start <= at.end():
            name = _name(refs[i])
            if name is not None and name not in names:
                names.append(name)
    return names


def _self_phrase(name: str) -> str | None:
    words = [w.lower() for w in name.split()]
    kinds = [w for w in words if w in _KINDS]
    if not kinds:
        return None
    # an EU act starts with its kind ("Directive (EU) 2023/999"), a statute ends in it
    # ("Widget Safety Act of 2024": the last kind word before its year)
    return _KINDS[kinds[0] if words[0] in _KINDS else kinds[-1]]


def _mention_re(name: str) -> re.Pattern[str]:
    words = [re.escape(w) for w in name.split()]
    gap = r"[ \t\n]{1,3}"
    return re.compile(rf"(?i)(?<![\w-])(?:the{gap})?" + gap.join(words) + r"(?!\w)")


def own_act_references(
    text: str, refs: list[Reference], find: Callable[[str], list[Reference]]
) -> list[Reference]:
    """``refs`` with the document's own names read as "this Directive" / "this Act": the
    mentions are no references, and units cited by the own name are this document's.
    ``find`` runs the reference scan on a text of the same length."""
    names = _own_names(text, refs)
    if not names:
        return refs
    if not any(_cites_unit_of(r, names) for r in refs):
        # (the usual case: the title, and no unit cited by the own name; no second scan)
        return [r for r in refs if _name(r) not in names]
    masks: list[tuple[int, int]] = []
    pieces: list[str] = []
    pos = 0
    spans: list[tuple[int, int, str]] = []
    for name in names:
        phrase = _self_phrase(name)
        if phrase is None:
            continue
        for m in _mention_re(name).finditer(text):
            if m.end() - m.start() >= len(phrase):
                spans.append((m.start(), m.end(), phrase))
    if not spans:
        return [r for r in refs if _name(r) not in names]
    spans.sort()
    for start, end, phrase in spans:
        if start < pos:
            continue
        pieces.append(text[pos:start])
        pieces.append(phrase.ljust(end - start))
        masks.append((start, end))
        pos = end
    pieces.append(text[pos:])
    masked = "".join(pieces)
    out = []
    for ref in find(masked):
        if any(ref.start < e and s < ref.end for s, e in masks):
            ref = replace(ref, raw_text=text[ref.start : ref.end])
        if _name(ref) not in names:
            out.append(ref)
    return out
