"""Titles of other instruments: "Title IV of ERISA", "Title VII of the Civil Rights Act of
1964", "Title 11 of the United States Code". A US statute is divided into titles; a
reference names the title and the Act, and each is kept as its own field of the citation.
"""

from __future__ import annotations

import re

from .citations import Citation, external_name

__all__ = ["WORD_GAP", "title_at", "title_of"]

# The gap between a reference's words: spaces and at most one line break. Defined here, the
# lowest module of the reference grammar, which imports it.
WORD_GAP = r"(?:[ \t]{1,3}(?:\n[ \t]{0,3})?|[ \t]{0,3}\n[ \t]{0,3})"
_W1 = WORD_GAP
# "Chapter 11 of Title 11 of the United States Code", "Section 4062 of Title IV of ERISA"
_TITLE_OF_RE = re.compile(
    rf"(?:Title|TITLE|title){_W1}(?P<title>\d{{1,3}}|[IVXL]{{1,7}})(?![\w]){_W1}of{_W1}"
)
_US_CODE = frozenset(("United States Code", "U.S. Code"))
# A title of the United States Code as federal statutes cite it: "section 1981 of title 42,
# United States Code", and within the Code itself "section 1983 of title 42" (a statute's own
# titles are "this title" or named with their Act: "title I of the Act"). The bare form is
# lower case and numbered, as the Code's titles are; what follows ends the phrase.
_CODE_TITLE_RE = re.compile(
    rf"(?:(?P<lower>title)|Title|TITLE){_W1}(?P<title>\d{{1,2}})(?![\w(])"
    r"(?P<code>,[ \t]{1,2}(?:United[ \t]States|U\.S\.)[ \t]Code\b)?"
)
_PHRASE_END_RE = re.compile(
    r"[ \t]{0,3}(?:[.,;:)]|\n|\Z)|[ \t]{1,3}(?:and|or|shall|may|is|are|to|as)\b"
)


def title_of(text: str, pos: int, key: str) -> tuple[dict[str, str], int] | None:
    """A title of a code or Act ("Title 11 of the United States Code"), with the title kept."""
    m = _TITLE_OF_RE.match(text, pos)
    if m is None:
        return _code_title(text, pos)
    ext = external_name(text, m.end(), key)
    if ext is None:
        return None
    cite, end = ext
    if _name(cite) in _US_CODE:  # cited as "11 U.S.C.", as a free-standing citation reads
        return _usc(m.group("title")), end
    return {**cite, "title": m.group("title")}, end


def _code_title(text: str, pos: int) -> tuple[dict[str, str], int] | None:
    """A title of the United States Code cited by its number: "title 42, United States Code",
    "title 42" (lower case, where the phrase ends); else ``None``."""
    m = _CODE_TITLE_RE.match(text, pos)
    if m is None or (m.group("code") is None and not m.group("lower")):
        return None
    if m.group("code") is None and _PHRASE_END_RE.match(text, m.end()) is None:
        return None  # "title 42 of the Act", "title 4 (Leases)": not the Code's
    return _usc(m.group("title")), m.end()


def _usc(title: str) -> dict[str, str]:
    """Title ``title`` of the United States Code, as its citations read: "42 U.S.C."."""
    return {"code": "U.S.C.", "title": title, "jurisdiction": "us"}


def title_at(text: str, pos: int, key: str) -> Citation | None:
    """A title of another instrument named on its own: "Title IV of ERISA", "Title VII of
    the Civil Rights Act of 1964" (act and title kept); "Title 11 of the United States Code"
    reads as the citation "11 U.S.C." does. "Title to the Goods" names nothing."""
    if pos and text[pos - 1].isalnum():
        return None
    found = title_of(text, pos, key)
    if found is None:
        return None
    cite, end = found
    if "code" in cite:
        ident = f"{cite['title']} {cite['code']}"
    else:
        ident = f"Title {cite['title']}, {_name(cite)}"
        sub = _SUBTITLE_RE.search(text, max(0, pos - 20), pos)
        if sub is not None:  # "Subtitle B of Title I of ERISA": a subtitle of that title
            cite = {**cite, "subtitle": sub.group("sub")}
            ident = f"Subtitle {sub.group('sub')} of {ident}"
            pos = sub.start()
    return pos, end, ident, cite


# A subtitle written before its title: "Subtitle B of Title I of ERISA"
_SUBTITLE_RE = re.compile(rf"(?<![\w])Subtitle{_W1}(?P<sub>[A-Z])(?![\w]){_W1}of{_W1}\Z")


def _name(cite: dict[str, str]) -> str:
    """The named Act, document or instrument of a citation."""
    return cite.get("act") or cite.get("document") or cite.get("instrument") or ""
