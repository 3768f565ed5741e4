"""Read the numbering of a heading a converter found: "Article 5 — Scope", "2.1 Fees", "(a) Term".

A converter knows *that* a line is a heading and how deep its layout puts it; it does not know
that "Schedule 2" is a schedule or that "7.2" is clause 7.2. :func:`read_label` splits a heading
into the same (kind, identifier, number, title) the structure parsers produce, so hierarchy
paths read alike whichever way the tree was found.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..legal.jurisdiction import JurisdictionProfile

__all__ = ["Label", "clean_heading", "read_label"]

# A numbering token after a unit word: 7, 7.2, 7.2a, VII, B.
_UNIT_NUMBER = r"(?P<num>\d{1,4}(?:\.\d{1,4}){0,6}[A-Za-z]?|[IVXLCDM]{1,8}|[A-Za-z])"
# What may sit between the number and the title: a dash, colon or full stop, or just space.
_TITLE_SEP = r"(?:\.?[ \t]*[-–—:.][ \t]*|\.?[ \t]+|\.?$)"
_DECIMAL = re.compile(
    r"(?P<num>\d{1,3}(?:\.\d{1,3}){0,6})\.?(?:\)|:)?(?:[ \t]+(?P<title>\S.*))?$", re.DOTALL
)
_ENUMERATOR = re.compile(
    r"\((?P<paren>[a-z]{1,2}|[A-Z]|[ivxlcdm]{1,6}|\d{1,3})\)[ \t]*(?P<title1>.*)$"
    r"|(?P<num>[IVXLCDM]{1,8}|[A-Z])[.)][ \t]+(?P<title2>\S.*)$",
    re.DOTALL,
)
_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")
# The look-behind starts a match only where its blanks start: a later start in a run of
# blanks would rescan the rest of the run.
_ATTRIBUTES = re.compile(r"(?<![ \t])[ \t]*\{#[^{}\n]{0,200}\}$")
_STRONG = re.compile(r"\*\*|__")
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class Label:
    """What a heading's text says about its unit."""

    kind: str
    identifier: str
    number: str
    title: str | None


def clean_heading(raw: str) -> str:
    """Heading text without Markdown dressing: escapes, strong/emphasis wrappers, ``{#id}``
    attributes, and with runs of whitespace (line breaks of a wrapped heading) as one space."""
    # Whitespace first: with no runs of blanks left, the patterns below stay linear.
    s = _SPACES.sub(" ", raw).strip()
    s = _ATTRIBUTES.sub("", s)
    s = _ESCAPE.sub(r"\1", s)
    s = _STRONG.sub("", s).strip()
    if len(s) > 2 and s[0] == s[-1] and s[0] in "*_":
        s = s[1:-1].strip()
    return s


@lru_cache(maxsize=32)
def _unit_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    # Longest words first so "sub-clause" wins over "clause" and "schedules" over "schedule".
    alts = "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True))
    return re.compile(
        rf"(?:(?P<word>(?i:{alts}))[ \t]+|(?P<sect>§{{1,2}})[ \t]*)"
        rf"{_UNIT_NUMBER}\b{_TITLE_SEP}(?P<title>.*)$",
        re.DOTALL,
    )


def read_label(text: str, profile: JurisdictionProfile) -> Label:
    """The unit a heading opens; an unnumbered heading names itself (kind ``"heading"``)."""
    words = profile.unit_words + profile.schedule_words
    m = _unit_pattern(words).match(text)
    if m is not None:
        num = m.group("num")
        word = m.group("word")
        kind, name = ("section", m.group("sect")) if word is None else (word.lower(),) * 2
        return Label(kind, f"{name.capitalize()} {num}", num, _title(m.group("title")))
    m = _DECIMAL.match(text)
    if m is not None:
        num = m.group("num")
        return Label("clause" if "." not in num else "subclause", num, num, _title(m["title"]))
    m = _ENUMERATOR.match(text)
    if m is not None:
        if m.group("paren") is not None:
            num = m.group("paren")
            return Label("paragraph", f"({num})", num, _title(m.group("title1")))
        num = m.group("num")
        return Label("paragraph", num, num, _title(m.group("title2")))
    return Label("heading", _short(text), "", text or None)


def _title(rest: str | None) -> str | None:
    rest = (rest or "").strip()
    return rest or None


def _short(text: str, limit: int = 80) -> str:
    """An unnumbered heading's identifier: the heading itself, cut at a word when long."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[: cut if cut > limit // 2 else limit].rstrip() + "…"
