"""The instrument named last before a reference that points back to it: what "Article 16
thereof", "section 98(4) of that Act" or "regulation 5(2) of those Regulations" cite.
Used by :mod:`.citations` and the reference readers."""

from __future__ import annotations

import re

from .citation_places import STATES, YEAR
from .citation_places import jurisdiction_of as _jurisdiction
from .citation_words import STOP

__all__ = ["named_before"]

# Instruments a later "Article 16 thereof" can point back to.
_NAMED_BEFORE_RE = re.compile(
    r"Treaty on (?:the )?(?:Functioning of )?(?:the )?European Union"
    r"|Treaty establishing the European (?:Economic )?Community"
    r"|Charter of Fundamental Rights of the European Union"
    r"|(?:Regulation|Directive|Decision) \((?:EU|EC|EEC|Euratom)\) (?:No )?\d{1,4}/\d{1,4}"
    r"|(?:Regulation|Directive|Decision) (?:No )?\d{1,4}/\d{1,4}/E(?:C|U|EC)"
    # "Landlord and Tenant Act 1954", "A New Tax System (Goods and Services Tax) Act 1999
    # (Cth)", "Companies Act, 2013"
    r"|[A-Z][A-Za-z]{0,20}(?: (?:[A-Z][A-Za-z]{0,20}|and|of|for|\([A-Z][A-Za-z ]{1,40}\)))"
    rf"{{0,8}} Act(?: of|,)? {YEAR}\b(?: {STATES})?"
    # a statutory instrument: "the Transfer of Undertakings (Protection of Employment)
    # Regulations 2006", which "those Regulations" points back to
    r"|[A-Z][A-Za-z]{0,20}(?: (?:[A-Z][A-Za-z]{0,20}|and|of|for|\([A-Z][A-Za-z ]{1,40}\)))"
    rf"{{0,8}} (?:Regulations|Rules|Order) {YEAR}\b"
    # a set of clauses "those clauses" points back to: "the Standard Contractual Clauses"
    r"|[A-Z][A-Za-z]{1,20}(?: [A-Z][A-Za-z]{1,20}){0,3} Clauses\b"
)
_LEAD_WORDS = STOP - {"A"}
# An Act or a statutory instrument named without its year: "the Corporations Act", "the
# Working Time Regulations"
_NAMED_ACT_RE = re.compile(
    r"[A-Z][A-Za-z]{0,20}(?: (?:[A-Z][A-Za-z]{0,20}|and|of|for)){0,8} (?P<head>Act|Regulations)\b"
)

# An Act cited by its initials, which "that Act" points back to as well: "sections 86 to 91
# of the ERA and section 98(4) of that Act" (not "the USA")
_ACT_INITIALS_RE = re.compile(r"\b(?:the|of|under) (?!USA\b)(?P<name>[A-Z]{1,5}A)\b")

_WORDS_RE = re.compile(r"[a-z]+")


def named_before(text: str, pos: int, key: str, kind: str | None = None) -> dict[str, str] | None:
    """The instrument named last in the 300 characters before ``pos``: what "thereof" in
    "the Treaty on the Functioning of the European Union, and in particular Article 16
    thereof" refers to, or "that Act" (``kind`` "act") in "... the Corporations Act 2001
    (Cth). Schedule 2 to that Act". ``None`` when none is named there."""
    found = [
        m
        for m in _NAMED_BEFORE_RE.finditer(text, max(0, pos - 300), pos)
        if kind is None or kind in _WORDS_RE.findall(m.group().lower())
    ]
    if not found and kind in ("act", "regulations"):
        # "section 9 of the Corporations Act and section 50AA of that Act": an Act named
        # without its year is what "that Act" points back to as well ("regulation 4 of the
        # Working Time Regulations ... regulation 5(2) of those Regulations")
        found = [
            m
            for m in _NAMED_ACT_RE.finditer(text, max(0, pos - 300), pos)
            if m.group("head").lower() == kind
        ]
    if kind == "act":
        initials = None
        for last in _ACT_INITIALS_RE.finditer(text, max(0, pos - 300), pos):
            initials = last
        if initials is not None and (not found or initials.end() > found[-1].end()):
            name = initials.group("name")
            return {"act": name, "jurisdiction": _jurisdiction(name, key)}
    if not found:
        return None
    words = found[-1].group().split()
    while len(words) > 2 and words[0] in _LEAD_WORDS:
        words.pop(0)  # "The Bribery Act 2010", "Under Directive 95/46/EC"
    if words[0] in _LEAD_WORDS:
        return None  # "This Act"
    name = " ".join(words)
    return {"act": name, "jurisdiction": _jurisdiction(name, key)}
