"""In an amendment, "the Agreement" is the agreement it amends, not the amendment itself.

"This First Amendment (this "Amendment") amends the Supply Agreement dated January 5, 2024
(the "Agreement") ... Section 5 of the Agreement is deleted in its entirety." -- the
amendment defines "the Agreement" as another document and calls itself "this Amendment", so
"Section 5 of the Agreement" is a unit of the Supply Agreement. Read against the amendment's
own tree it would point at the amendment's own clause 5. Such references become external
references to the defined agreement ("Section 5, Supply Agreement").

The rule needs three things, all read once per document: a title that names an amending
instrument ("First Amendment to ...", "Addendum ...", "Deed of Variation"), the defined term
``(the "Agreement")`` (any word the profile calls a document by) and the amendment naming
itself otherwise ("this Amendment", "this Deed"). Only references followed by "of the <word>"
(or a list of them: "Sections 5 and 6 of the Agreement") move; "Section 2 of this Amendment"
and a bare "Section 2" stay.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .references_model import Reference

__all__ = ["retarget_defined_agreement"]

_AMENDING = re.compile(
    r"(?i)\b(?:amendment|addendum|supplement(?:al)?|modification|amending|variation)\b"
)
# (the "Agreement"), (as amended, the "Agreement"), (such agreement, the "Lease")
_DEFINED = re.compile(
    r"\((?:[^()\"“”\n]{0,80}?,[ \t\n]{1,3})?(?:the|such)[ \t\n]{1,3}"
    r"[\"“](?P<word>[A-Z][a-z]{2,12})[\"”]\)"
)
# the amendment naming itself: "this Amendment", "this First Amendment", "this Addendum",
# "this Deed" (a UK deed of variation)
_SELF = re.compile(
    r"\b[Tt]his[ \t\n]{1,3}(?:[A-Z][a-z]{1,12}[ \t\n]{1,3}){0,2}"
    r"(?:Amendment|Addendum|Supplement|Modification|Deed|Variation)\b"
    r"(?![ \t\n]{1,3}Agreement)"
)
# The name the definition gives: "the Supply Agreement dated ... (the "Agreement")", "that
# certain fully executed Wireless Content License Agreement Number 12965 ... (the "Agreement")".
_NAME = (
    r"(?<![\w&'’-])(?:(?:The|That|This)[ \t\n]{1,3})?"
    r"(?P<name>(?:[A-Z][\w&'’-]{0,30}[ \t\n]{1,3}){1,5}%s)\b"
)
_HEAD = 4000  # the definitions of an amendment's parties and recitals come first
_SEPS = frozenset({",", "and", "or", ", and", ", or", "through", "to", "-", "–"})


def _defined_other(text: str, title: str | None, names: tuple[str, ...]) -> tuple[str, str] | None:
    """(defined word, name of the agreement it stands for) when this amendment defines a
    document word as another agreement; else None."""
    if not title or _AMENDING.search(title) is None:
        return None
    head = text[:_HEAD]
    for m in _DEFINED.finditer(head):
        word = m.group("word")
        if word.lower() not in names or _AMENDING.fullmatch(word) is not None:
            continue
        if _SELF.search(head) is None:
            return None
        before = head[max(0, m.start() - 300) : m.start()]
        found = list(re.finditer(_NAME % re.escape(word), before))
        name = " ".join(found[-1].group("name").split()) if found else word
        return word, name
    return None


def retarget_defined_agreement(
    refs: list[Reference], text: str, title: str | None, names: tuple[str, ...], key: str
) -> list[Reference]:
    """``refs`` (in text order) with those naming units "of the Agreement", where this
    amendment defines the Agreement as the one it amends, made external references to it."""
    other = _defined_other(text, title, names)
    if other is None:
        return refs
    word, name = other
    after = re.compile(rf"[ \t\n]{{1,3}}(?:of|in|under|to)[ \t\n]{{1,3}}the[ \t\n]{{1,3}}{word}\b")
    out = list(refs)
    moving = False
    for i in range(len(out) - 1, -1, -1):
        ref = out[i]
        if ref.target_kind == "external" or ref.raw_text[:4].lower() == "this":
            moving = False
            continue
        if after.match(text, ref.end) is not None:
            moving = True
        elif moving and i + 1 < len(out):
            nxt = out[i + 1]
            gap = " ".join(text[ref.end : nxt.start].split())
            moving = ref.end >= nxt.start or gap in _SEPS
        else:
            moving = False
        if moving:
            out[i] = _external(ref, name, key)
    return out


def _external(ref: Reference, name: str, key: str) -> Reference:
    kind = ref.target_kind
    raw = " ".join(ref.raw_text.split())
    pin = ref.target_identifier
    if not ref.implied and raw.count(" ") == 1 and ref.target_node is not None:
        # as written ("paragraph 3"): a resolved identifier was read against this tree
        pin = raw.split(" ")[1]
    cite = {"document": name, "jurisdiction": key, kind: pin}
    label = pin if pin[:1].isupper() else f"{kind.capitalize()} {pin}"
    return replace(
        ref,
        target_identifier=f"{label}, {name}",
        target_kind="external",
        target_node=None,
        external=cite,
        partial=False,
    )
