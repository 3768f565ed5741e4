"""Which document a unit belongs to: this one, or another one named with it.

- :func:`own_names`: the names a document calls itself by, read from its title. A "SUPPLY
  AGREEMENT" says "Section 3 of the Supply Agreement" of itself, while a "SECOND AMENDMENT TO
  CO-BRANDING AGREEMENT" cites the Co-Branding Agreement as another document. The names are
  the title up to its last document word ("agreement", "terms of service", ...; an amendment
  "to" another document ends before "to") and the shorter names its last words make ("Master
  Supply Agreement" is also "the Supply Agreement"); a title of one document word makes that
  word this document's ("INDENTURE": "Section 5.01 of the Indenture", where a "SUPPLEMENTAL
  INDENTURE" cites the Indenture it supplements).
- :func:`names_longer`: "the Deed of Novation" is another document than "the Deed";
  :func:`that_one`: "that Act" is the Act named just before.
- :func:`document_before`: another document named just before the unit, set off by a comma:
  "as described in our Privacy Policy, Section 3", "see the Service Level Agreement, clause
  4.2". Only where the reference closes its phrase (a full stop, comma, semicolon, colon or
  bracket after it): in "Under the Supply Agreement, Section 3 applies" Section 3 is the
  sentence's subject, this document's.
"""

from __future__ import annotations

import re

from .citation_before import named_before
from .citation_places import YEAR
from .citation_words import DOC_WORDS
from .citations import (
    external_name,
    field_of,
    head_noun,
    jurisdiction_of,
    names_document,
)
from .references_parsed import Parsed

__all__ = ["document_before", "names_longer", "own_names", "preamble_name", "that_one"]

_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'’&-]*")
# "Amendment No. 2 to Credit Agreement", "Joinder to the Pledge Agreement": what follows "to"
# is another document.
_TO_RE = re.compile(r"(?i)[ \t]to[ \t]")
_MAX_WORDS = 6
_LINKS = frozenset(("and", "of", "for", "the", "to", "on", "in", "&"))


def _whole_word_ends(text: str, word: str) -> list[int]:
    """Where ``word`` ends each time it stands as a whole word in ``text`` (no letter, digit,
    underscore or hyphen on either side). Plain string search: the document words vary per
    profile and would otherwise each compile a pattern per call."""
    out: list[int] = []
    at = text.find(word)
    while at >= 0:
        stop = at + len(word)
        before = text[at - 1] if at else " "
        after = text[stop] if stop < len(text) else " "
        if not (before.isalnum() or before in "_-" or after.isalnum() or after in "_-"):
            out.append(stop)
        at = text.find(word, at + 1)
    return out


def own_names(title: str | None, names: tuple[str, ...], words: tuple[str, ...]) -> tuple[str, ...]:
    """The names (lower case) ``title`` gives its document beyond the profile's own ``names``;
    ``words`` are the document words a title ends in ("agreement", "terms of service");
    ``()`` when the title ends in none."""
    if not title:
        return ()
    low = " ".join(title.split()).lower()
    to = _TO_RE.search(low)
    if to is not None:
        low = low[: to.start()]
    end, size = -1, 1
    for word in (*words, *sorted(DOC_WORDS)):
        for stop in _whole_word_ends(low, word):
            if stop > end or (stop == end and len(word.split()) > size):
                end, size = stop, len(word.split())
    if end < 0:
        return ()
    kept: list[str] = []
    tokens = low[:end].split()
    for token in reversed(tokens):
        if _WORD_RE.fullmatch(token) is None or len(kept) == _MAX_WORDS + size:
            break  # "Exhibit 10.9 Services Agreement": a number ends the name
        kept.insert(0, token)
    if len(kept) < size or _cites_unit_of(tokens[: len(tokens) - len(kept)], kept):
        return ()
    # every name ending in the document word, from the whole title down to the word itself
    found = [" ".join(kept[i:]) for i in range(len(kept) - size + 1)]
    if len(kept) > size == 1:
        found.pop()  # "Supplemental Indenture" cites "the Indenture" it supplements
    return tuple(n for n in found if n not in names and n.split()[0] not in _LINKS)


# The head words of a unit cited by number before "of": "Article 102 of the ... Code".
_UNIT_WORDS = frozenset(
    ("article", "section", "clause", "paragraph", "point", "part", "chapter", "schedule",
     "annex", "exhibit", "appendix", "rule", "regulation", "title", "§")
)
_UNIT_ID_RE = re.compile(r"[0-9ivxlc][\w.()-]{0,15}")


def _cites_unit_of(before: list[str], kept: list[str]) -> bool:
    """Whether the name read from a title follows a unit cited by number and "of": a
    "title" (a document's first line) reading "Article 102 of the European Electronic
    Communications Code" cites that Code; it is not the document's own name."""
    return (
        kept[0] == "of"
        and len(before) >= 2
        and _UNIT_ID_RE.fullmatch(before[-1]) is not None
        and before[-2].rstrip("s") in _UNIT_WORDS
    )


# The opening words of a contract naming it: "This Distribution Agreement (this "Agreement") is
# made ...", "THIS MASTER SERVICES AGREEMENT is entered into ..."
_PREAMBLE_RE = re.compile(
    r"(?<![\w-])(?:THIS|This)[ \t\n]{1,3}(?P<name>[A-Z][\w&'’-]{0,30}"
    r"(?:[ \t\n]{1,3}[A-Z][\w&'’-]{0,30}){0,7})"
)
_PREAMBLE_REACH = 3000  # the preamble opens the document


def preamble_name(text: str, names: tuple[str, ...], words: tuple[str, ...]) -> tuple[str, ...]:
    """For a document without a title: the names its opening words give it, as
    :func:`own_names` reads them from a title ("This Supply Agreement (the "Agreement")"
    names it "supply agreement"); ``()`` when the opening names none."""
    for i, m in enumerate(_PREAMBLE_RE.finditer(text, 0, _PREAMBLE_REACH)):
        found = own_names(m.group("name"), names, words)
        if found or i == 2:
            return found
    return ()


# "our Privacy Policy, ", "the Service Level Agreement, ": capitalised words, maybe joined by
# "of" / "and", ending at the comma right before the head word.
_GAP = r"(?:[ \t]{1,2}|[ \t]?\n[ \t]{0,3})"  # a space or two, or a hard wrap
_NAME_BEFORE_RE = re.compile(
    rf"(?:(?<=[ \t\n(])|\A)(?P<name>[A-Z][\w'’&-]{{0,30}}"
    rf"(?:{_GAP}(?:(?:of|and|for){_GAP})?[A-Z][\w'’&-]{{0,30}}){{0,5}}"
    rf"(?:[ ]{YEAR})?),{_GAP}\Z"  # a statute's year: "the Bribery Act 2010, section 7"
)
_DET_BEFORE_RE = re.compile(rf"(?:the|our|your|its|their|each|any|applicable){_GAP}\Z")
# What closes the reference's phrase: it names where to look, it is not a subject.
_CLOSED_RE = re.compile(r"[ \t]{0,2}(?:[.;:,)\]]|\n|\Z)")
_REACH = 90  # a document's name is a few words


def document_before(
    text: str, start: int, end: int, names: tuple[str, ...], key: str
) -> tuple[dict[str, str], int] | None:
    """(citation, where its name starts) of another document named right before the
    reference ``text[start:end]`` and set off from it by a comma; ``None`` when none is, when
    the name is one this document calls itself by, or when the reference does not close its
    phrase."""
    comma = text.rfind(",", max(0, start - 6), start)
    if comma < 1 or not text[comma - 1].isalnum() or not _CLOSED_RE.match(text, end):
        return None
    word = comma - 1
    if text[comma - 1].isdigit():  # "the Bribery Act 2010, section 7": the word before the year
        if text[comma - 5 : comma - 4] != " " or not text[comma - 4 : comma].isdigit():
            return None
        word = comma - 6
    while word > max(0, comma - 32) and text[word - 1] not in " \t\n(":
        word -= 1
    if not text[word].isupper():
        return None  # (cheap) the word before the comma is no capitalised name's
    lo = max(0, start - _REACH)
    m = _NAME_BEFORE_RE.search(text, lo, start)
    if m is None:
        return None
    name = " ".join(m.group("name").split())
    det = _DET_BEFORE_RE.search(text, max(0, m.start() - 12), m.start())
    first = name.split()[0]
    if first in ("This", "These") or name.lower() in names or not names_document(name):
        return None  # "this Agreement, Section 3": this document's own
    if det is None and m.start() > 0 and text[m.start() - 1] not in "(\n":
        return None  # the name follows a determiner or opens its line or bracket
    # (the field "of" the name gives: "the Bribery Act 2010, section 7" cites an Act)
    field = field_of(head_noun(name), name)
    return {field: name, "jurisdiction": jurisdiction_of(name, key)}, m.start()


def names_longer(text: str, pos: int, length: int, key: str) -> bool:
    """Do the words at ``pos`` name another document whose name only starts with this
    document's word: "the Deed of Novation", "the Lease Agreement" (not "the Deed", "the
    Agreement dated ...")?"""
    if text[pos + length : pos + length + 1] != " ":
        return False
    if text[pos + length + 1 : pos + length + 2].isupper():
        return True
    named = external_name(text, pos, key)
    return named is not None and named[1] > pos + length


def that_one(text: str, parsed: Parsed, cite: dict[str, str], key: str) -> dict[str, str]:
    """ "that Act", "that Directive", "the said Act", "such Act", "those Regulations": the one of
    that kind named just before, when there is one ("... the Corporations Act 2001 (Cth).
    Schedule 2 to that Act")."""
    field = next((f for f in ("act", "instrument", "document") if f in cite), "")
    words = cite.get(field, "").split()
    if len(words) != 2 or words[0] not in ("that", "those", "said", "such"):
        return cite
    before = named_before(text, parsed.members[0].start, key, words[1].lower())
    if before is None:
        return cite
    return {field: before["act"], "jurisdiction": before["jurisdiction"]}
