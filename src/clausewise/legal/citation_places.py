"""What a statute's name is followed by where a year would be: the place that enacted it
("the Income Tax Act (Canada)", "the Securities Act (Ontario)"), a revised statutes'
citation ("the Canada Business Corporations Act, R.S.C. 1985, c. C-44", "S.C. 2000, c. 17")
or a chapter of a revised edition ("the Limitation Act (Cap. 163)", "the Employment Act
(Chapter 91 of Singapore)"). Any of them makes the name a statute's as a year does, and the
place, when written, tells its jurisdiction.

:func:`jurisdiction_of` gives any cited instrument its jurisdiction: from such a place, from
an instrument known by its short name ("GDPR" eu, "BGB" de, "CCPA" us, whatever profile
reads the document), from a country's adjective ("German Civil Code"), or from the form of
its name ("Act of 1933" us, "Act 2006" uk); else the profile's key.
"""

from __future__ import annotations

import re

__all__ = [
    "PLACE_AFTER_RE",
    "PLACE_END_RE",
    "STATES",
    "STATE_END_RE",
    "YEAR",
    "jurisdiction_of",
    "known_jurisdiction",
    "place_jurisdiction",
    "statute_tail",
]

# An Australian statute's jurisdiction after its year: "Corporations Act 2001 (Cth)".
STATES = r"\((?:Cth|NSW|Vic|Qld|WA|SA|Tas|ACT|NT)\)"
STATE_END_RE = re.compile(rf"[ \t]{STATES}\Z")
# A statute's year: the nineteenth century's too ("Partnership Act 1890", "Indian Contract
# Act, 1872", "Bills of Exchange Act 1882" are cited in force)
YEAR = r"(?:1[89]|20)\d\d"

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


# Instruments cited by a short name that carries no year or place: each has one home,
# whatever profile reads the document ("GDPR" is the EU's also in a US privacy notice).
_KNOWN = {
    "GDPR": "eu",
    "EU GDPR": "eu",
    "DSGVO": "eu",
    "RGPD": "eu",
    "PSD2": "eu",
    "MiFID II": "eu",
    "NIS2": "eu",
    "eIDAS": "eu",
    "UK GDPR": "uk",
    "PECR": "uk",
    "BGB": "de",
    "HGB": "de",
    "BDSG": "de",
    "GmbHG": "de",
    "AktG": "de",
    "UWG": "de",
    "StGB": "de",
    "ZPO": "de",
    "UrhG": "de",
    "TTDSG": "de",
    "TDDDG": "de",
    "NetzDG": "de",
    "UrhDaG": "de",
    "ABGB": "at",
    "UGB": "at",
    "KSchG": "at",
    "FAGG": "at",
    "CCPA": "us",
    "CPRA": "us",
    "HIPAA": "us",
    "ERISA": "us",
    "COPPA": "us",
    "FCRA": "us",
    "GLBA": "us",
    "FERPA": "us",
    "DMCA": "us",
    "UCC": "us",
    "FCPA": "us",
    "TCPA": "us",
    "CAN-SPAM": "us",
    "FLSA": "us",
    "PIPEDA": "ca",
    "LGPD": "br",
    "POPIA": "za",
}
# A statute named with its country's adjective or a US state: "German Civil Code", "Indian
# Contract Act, 1872", "California Civil Code", "New York General Obligations Law".
_ADJECTIVES = {
    "German": "de",
    "French": "fr",
    "Swiss": "ch",
    "Dutch": "nl",
    "Italian": "it",
    "Spanish": "es",
    "Austrian": "at",
    "Belgian": "be",
    "Irish": "ie",
    "Indian": "in",
    "Australian": "au",
    "Canadian": "ca",
    "Singapore": "sg",
    "Japanese": "jp",
    "Chinese": "cn",
    "Brazilian": "br",
    "California": "us",
    "Californian": "us",
    "Delaware": "us",
    "New York": "us",
    "Texas": "us",
    "Illinois": "us",
    "Virginia": "us",
}
_ADJECTIVE_RE = re.compile(
    "(?:" + "|".join(sorted(map(re.escape, _ADJECTIVES), key=len, reverse=True)) + r")(?= [A-Z])"
)

_TREATY_RE = re.compile(r"\b(?:Convention|Treaty|Protocol)\b")


def known_jurisdiction(name: str) -> str | None:
    """The home of an instrument known by its short name ("GDPR" -> "eu", "BGB" -> "de",
    "CCPA" -> "us") or named after its country or state ("German Civil Code" -> "de");
    ``None`` for any other name."""
    known = _KNOWN.get(name)
    if known is not None:
        return known
    m = _ADJECTIVE_RE.match(name)
    if m is None or _TREATY_RE.search(name):
        return None  # "the New York Convention", "the Singapore Convention": international
    return _ADJECTIVES[m.group()]


_EU_HINTS = ("TFEU", "TEU", "Charter", "Treaty", "European", "Union", "Directive", "Regulation (E")
_US_HINTS = ("U.S.", "United States", "Code", "Federal")
_US_YEAR = re.compile(rf" of {YEAR}$")
_UK_YEAR = re.compile(rf"\b(?:Act|Regulations|Order) {YEAR}$")


def jurisdiction_of(name: str, key: str) -> str:
    """The jurisdiction of the instrument ``name``: read from its state, place, short name,
    hints ("European", "U.S.") or the form of its year ("Act of 1933" us, "Act 2006" uk);
    ``key`` (the profile's) when none tells."""
    if STATE_END_RE.search(name):
        return "au"
    place = place_jurisdiction(name) or known_jurisdiction(name)
    if place is not None:
        return place  # "Income Tax Act (Canada)", "GDPR", "German Civil Code"
    if name.startswith("UK "):
        return "uk"  # "UK GDPR"
    if name.startswith("EU "):
        return "eu"
    if name.startswith("US "):
        return "us"  # "US GAAP", "the US Foreign Corrupt Practices Act"
    if any(h in name for h in _EU_HINTS) and not _UK_YEAR.search(name):
        # (a UK Act or statutory instrument names the EU in its title: "the European Union
        # (Withdrawal) Act 2018", "the Privacy and Electronic Communications (EC Directive)
        # Regulations 2003")
        return "eu"
    if _US_YEAR.search(name) or any(h in name for h in _US_HINTS):
        return "us"
    if _UK_YEAR.search(name):
        return "uk"
    return key
