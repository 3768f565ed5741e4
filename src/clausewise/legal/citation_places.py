"""What a statute's name is followed by where a year would be: the place that enacted it
("the Income Tax Act (Canada)", "the Securities Act (Ontario)"), a revised statutes'
citation ("the Canada Business Corporations Act, R.S.C. 1985, c. C-44", "S.C. 2000, c. 17")
or a chapter of a revised edition ("the Limitation Act (Cap. 163)", "the Employment Act
(Chapter 91 of Singapore)"). Any of them makes the name a statute's as a year does, and the
place, when written, tells its jurisdiction.
"""

from __future__ import annotations

import re

__all__ = ["PLACE_AFTER_RE", "PLACE_END_RE", "place_jurisdiction", "statute_tail"]

# Places whose statutes are cited with the place in brackets, and their jurisdiction keys
# (the Australian states' abbreviations are read with an Act's year: "(Cth)", "(NSW)").
_PLACES = {
    "Canada": "ca",
    "Alberta": "ca",
    "British Columbia": "ca",
    "Manitoba": "ca",
    "New Brunswick": "ca",
    "Nova Scotia": "ca",
    "Ontario": "ca",
    "Quebec": "ca",
    "Québec": "ca",
    "Saskatchewan": "ca",
    "Singapore": "sg",
    "India": "in",
    "Malaysia": "my",
    "Hong Kong": "hk",
    "New Zealand": "nz",
    "NZ": "nz",
    "Ireland": "ie",
    "Australia": "au",
    "Cth": "au",
    "England and Wales": "uk",
    "Scotland": "uk",
    "Northern Ireland": "uk",
    "UK": "uk",
}
_PLACE = "|".join(sorted((re.escape(p) for p in _PLACES), key=len, reverse=True))
_GAP = r"(?:[ \t]{1,2}|[ \t]?\n[ \t]*)"
_STATUTE_TAIL_RE = re.compile(
    # ", R.S.C. 1985, c. C-44", ", S.C. 2000, c. 17", ", R.S.O. 1990, c. B.16"
    rf",{_GAP}(?P<revised>(?:R\.[ ]?)?S\.[ ]?(?:[A-Z]\.[ ]?){{1,2}}(?:19|20)\d\d,{_GAP}"
    r"c\.[ \t]?(?:[A-Z]{1,2}[-.])?\d{1,3}(?:\.\d{1,2})?)(?![\w.-])"
    # " (Cap. 163)", " (Chapter 91 of Singapore)", " (Canada)"
    rf"|{_GAP}\((?:(?:Cap\.?|Chapter){_GAP}\d{{1,3}}[A-Z]?(?:{_GAP}of{_GAP}(?P<of>{_PLACE}))?"
    rf"|(?P<place>{_PLACE}))\)"
)
# A name read with its place in brackets at its end: "Income Tax Act (Canada)", and the
# place after a statute's year: "Limitation Act 1959 (Singapore)"
PLACE_END_RE = re.compile(rf"[ \t]\((?P<place>{_PLACE})\)\Z")
PLACE_AFTER_RE = re.compile(rf"[ \t]\((?P<place>{_PLACE})\)")


def statute_tail(text: str, pos: int, key: str) -> tuple[int, str, str] | None:
    """(end, the place's bracket to keep in the name or "", jurisdiction) of the place or
    revised-statute citation written at ``pos`` after a statute's name; ``None`` if none."""
    m = _STATUTE_TAIL_RE.match(text, pos)
    if m is None:
        return None
    if m.group("revised"):
        return m.end(), "", "ca"  # the Revised Statutes of Canada and of its provinces
    place = m.group("place")
    if place:
        return m.end(), f" ({place})", _PLACES[place]
    return m.end(), "", _PLACES.get(m.group("of") or "", key)


def place_jurisdiction(name: str) -> str | None:
    """The jurisdiction of a name ending in its place: "Securities Act (Ontario)" -> "ca"."""
    m = PLACE_END_RE.search(name)
    return None if m is None else _PLACES[m.group("place")]
