"""Units cited right after an instrument's name: "the European Electronic Communications
Code (Directive 2018/1972) Article 102 paragraphs 1, 3 and 5, Article 105 paragraph 1",
"Regulation (EU) 2016/679, Article 28".

Continental and EU drafting, and terms of service written after it, often name the act first
and its units after, with no "of": the act in brackets or set off by a comma, then the
article, then the paragraphs of that article ("Article 102 paragraphs 1, 3 and 5", the way
"Art. 6 para. 1" is written). Every unit of that list is the act's, not this document's: the
parser reads each unit on its own, with no instrument, so this pass gives them the act named
just before. The list ends where its separators end (a full stop, a verb, any other word).
US drafting does the same with a title of the United States Code ("Title 17, United States
Code, Section 512"). Only a whole act cited by name or number qualifies (an EU act's number, a
statute, a title of the Code), not another agreement: "the Credit Agreement (as amended)
Section 5 shall" is prose, and a document named before a comma is read by the parser itself.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .references_model import Reference

__all__ = ["units_after_act"]

# What may stand between the act's name and its first unit: the bracket that closes the act's
# number, a comma, one blank ("(Directive 2018/1972) Article 102", "Directive (EU)
# 2018/1972, Article 102")
_LEADS = frozenset({")", ",", ""})
# What joins the units of the list: a comma, "and", "or", or nothing but a blank between an
# article and its paragraphs ("Article 102 paragraphs 1, 3 and 5")
_SEPS = frozenset({",", "and", "or", "and/or", ", and", ", or", ""})
_NAME_FIELDS = ("instrument", "act")
# a unit this document qualifies as its own: "Article 5 of this Agreement", "Section 5 hereof"
_OWN_AFTER_RE = re.compile(
    r"[ \t\n]{1,3}(?:here(?:of|in|under|to)\b|of[ \t\n]{1,3}th(?:is|ese)[ \t\n])"
)
_KINDS = frozenset({"article", "paragraph", "point", "section", "chapter", "annex", "recital"})
_SUB_KINDS = frozenset({"paragraph", "point"})
_CODE_TITLE = frozenset({"code", "title", "jurisdiction"})
_BARE_SECTION = frozenset({"section", "jurisdiction"})


def _whole_act(ext: dict[str, str] | None) -> str | None:
    """The name of a whole act cited with no unit of it ("Directive 2018/1972", "17 U.S.C."
    from "Title 17, United States Code"), else None."""
    if ext is None:
        return None
    if ext.keys() == _CODE_TITLE:
        return f"{ext['title']} {ext['code']}"
    name = next((ext[f] for f in _NAME_FIELDS if f in ext), None)
    if name is None or any(k not in (*_NAME_FIELDS, "jurisdiction") for k in ext):
        return None
    return name


def _unnamed(ref: Reference) -> bool:
    """A unit of no named instrument: this document's, or a bare "Section 512" read as some
    code's without naming it."""
    ext = ref.external
    return ref.target_kind in _KINDS if ext is None else ext.keys() == _BARE_SECTION


def _gap(text: str, ref: Reference, nxt: Reference) -> str | None:
    """The words between two references, blanks folded; ``None`` across a blank line."""
    if nxt.start <= ref.end:
        return ""  # members of one range share its span
    gap = text[ref.end : nxt.start]
    if len(gap) > 12 or "\n\n" in gap:
        return None
    return " ".join(gap.split())


def _pin(ref: Reference) -> str:
    """The number the reference writes: "102" of "Article 102", "3" of "3", "6(1)(a)"."""
    if ref.implied:  # a member of a range the text does not write: its identifier's number
        return ref.target_identifier.split()[-1]
    return ref.raw_text.split()[-1]


def units_after_act(refs: list[Reference], text: str) -> list[Reference]:
    """``refs`` (in text order) with the units listed right after a whole act's citation made
    units of that act."""
    out = list(refs)
    i = 0
    while i < len(out) - 1:
        name = _whole_act(out[i].external)
        i += 1
        if name is None or not _unnamed(out[i]):
            continue
        act = out[i - 1].external or {}
        lead = _gap(text, out[i - 1], out[i])
        if lead not in _LEADS or (lead == "," and "instrument" not in act and "code" not in act):
            continue  # (a statute before a comma is read by the parser: "the Act, s. 5")
        if out[i].raw_text[:1].islower():
            continue  # (a unit this document calls its own stops the list in the loop below)
        cite = {f: act[f] for f in (*_NAME_FIELDS, "code", "title", "jurisdiction") if f in act}
        article = ""
        while i < len(out) and _unnamed(out[i]):
            ref = out[i]
            if _OWN_AFTER_RE.match(text, ref.end):
                break
            kind, pin = ("section" if ref.external else ref.target_kind), _pin(ref)
            if kind in _SUB_KINDS and article:  # "Article 102 paragraphs 1, 3": 102(1), 102(3)
                kind, pin = "article", f"{article}({pin.strip('()')})"
            elif kind == "article":
                article = pin
            out[i] = replace(
                ref,
                target_identifier=(
                    f"{name} \u00a7 {pin}"
                    if "code" in cite
                    else f"{kind.capitalize()} {pin}, {name}"
                ),
                target_kind="external",
                target_node=None,
                external={**cite, kind: pin},
                partial=False,
            )
            i += 1
            if i < len(out) and _gap(text, out[i - 1], out[i]) not in _SEPS:
                break
    return out
