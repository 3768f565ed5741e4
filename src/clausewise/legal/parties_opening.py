"""Two readings of a preamble for :mod:`.parties`: whether a "between" opens the list of
parties (the preamble's formula, not '"Difference" means the difference between ...'), and
which commas separate two companies of a list ("Redwood Partners LP, Granite Holdings, Inc.
and Beta LLC")."""

from __future__ import annotations

import re

from .company_forms import COMPANY_ABBREVIATIONS

__all__ = [
    "COMPANY_WORDS",
    "company_commas",
    "cut_after_form",
    "entity_before",
    "is_entity",
    "names_instrument",
    "opens_list",
    "role_line_matches",
    "role_lines",
]

# The sentence before a lower-case "between" that opens a list of parties names the
# instrument or its making ("This Agreement is made between", "an agreement among"); a
# definition's verb there ('"Difference" means the difference between ...') or no such word
# at all ("the relationship between the Strike Price and ...") makes it an ordinary phrase.
_MAKING = re.compile(
    r"(?i:\b(?:agreement|contract|deed|lease|licen[cs]e|memorandum|indenture|guarantee"
    r"|guaranty|undertaking|amendment|addendum|terms|plan|instrument|charter|protocol"
    r"|made|entered|executed|dated|concluded|signed|effective)\b)"
)
_DEFINING = re.compile(r"\b(?:means|mean|meaning|refers\s+to|includes)\b")
_CLAUSE_BREAK = re.compile(r"[.;:!?]\s|\n[ \t]*\n")
_MAKING_REACH = 400


def opens_list(text: str, m: re.Match[str], lo: int) -> bool:
    """Whether the "between" / "among" (or "Parties") matched by ``m`` opens the list of
    parties: in capitals, capitalised, after "by and" or opening its line it does (the
    preamble's formula, the English "BETWEEN:", a title page's "between" on a line of its
    own); in lower case only after words naming the instrument or its making in the same
    sentence, and no definition's verb ("means the difference between")."""
    at = m.start()
    word = m.group()[:3]
    if not word.islower() or word.startswith("by"):
        return True
    back = max(lo, at - _MAKING_REACH)
    line = text.rfind("\n", back, at)
    if line >= 0 and not text[line:at].strip():
        return True
    breaks = [b.end() for b in _CLAUSE_BREAK.finditer(text, back, at)]
    sentence = text[breaks[-1] if breaks else back : at]
    return _MAKING.search(sentence) is not None and _DEFINING.search(sentence) is None


# A comma before a capital: between two names of a list ("Redwood Partners LP, Granite
# Holdings, Inc. and Beta LLC") when a company form ends the name before it and the words after
# it, up to the next separator, name a company too; not inside a name ("Granite Holdings,
# Inc.", "ABC Bank, N.A.") nor before a place ("Acme Inc., New York").
_COMMA = re.compile(r",[ \t]+(?=[A-Z])")
_NOT_FIRST = frozenset(["including", "excluding", "together", "each", "both", "the", "as", "with"])
_FORM_BEFORE = re.compile(r"([A-Za-z][A-Za-z.]{0,11})\Z")


def company_commas(flat: str, seps: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The commas in ``flat`` (masked) that separate two companies of a list."""
    out: list[tuple[int, int]] = []
    for m in _COMMA.finditer(flat):
        before = _FORM_BEFORE.search(flat, max(0, m.start() - 12), m.start())
        if before is None or not _form_word(before.group(1)):
            continue
        nxt = min([a for a, _ in seps if a > m.end()] + [len(flat)])
        piece = flat[m.end() : nxt].split("\0", 1)[0]
        first = piece.split(None, 1)[0].rstrip(",")
        if _form_word(first) or first.lower() in _NOT_FIRST:
            continue  # "ABC Bank, N.A.", "BANKERS BANK, INCLUDING THE LIMITED WARRANTY"
        if is_entity(" ".join(w for w in piece.split() if w[:1].isupper())):  # not "as trustee"
            out.append((m.start(), m.end()))
    return out


_FORM_COMMA = re.compile(r",[ \t]+")


def cut_after_form(name: str) -> str:
    """``name`` up to its company form when an address or a description follows it after a
    comma ("Pinegate Digital GmbH, Bergstrasse 12" is "Pinegate Digital GmbH"); a second form
    goes on ("ABC Bank, N.A.", "Samsung Electronics Co., Ltd.")."""
    for m in _FORM_COMMA.finditer(name):
        before = name[: m.start()].split()
        after = name[m.end() :].split(None, 1)
        if before and after and _final_form(before[-1]) and not _form_word(after[0]):
            return name[: m.start()]
    return name


def _final_form(word: str) -> bool:
    """A company form that ends a name ("GmbH", "Ltd", "Limited"), not a word a name may go
    on after ("Wells Fargo Bank, National Association")."""
    return _form_word(word) and word.lower().rstrip(".") not in _NAME_GOES_ON


# The capitalised words that end a piece of prose ("This Privacy Policy explains how
# Ferncliff Apps Ltd"), up to eight of them.
_TRAILING_NAME = re.compile(r"(?:[A-Z][\w&'’.-]{0,30}[ \t]+){0,7}[A-Za-z][\w&'’.-]{0,30}[ \t]*\Z")


def entity_before(piece: str) -> str | None:
    """The company right before a role in prose ('... explains how Ferncliff Apps Ltd
    ("we")'): its capitalised words, when the last is a company form (not "Co. Dublin,
    Ireland", an address)."""
    piece = piece.rstrip()
    found = _TRAILING_NAME.search(piece, max(0, len(piece) - 200))
    if found is None:
        return None
    words = found.group().split()
    return " ".join(words) if len(words) > 1 and _form_word(words[-1]) else None


def _form_word(word: str) -> bool:
    low = word.lower().rstrip(".")
    return (
        low in COMPANY_ABBREVIATIONS
        or low.replace(".", "") in _COMPANY_FORMS
        or (low in COMPANY_WORDS and word[:1].isupper())
    )


COMPANY_WORDS = frozenset({"limited", "corporation", "company", "incorporated", "bank", "trust"})
# Company words after which a name may go on past a comma ("Wells Fargo Bank, National
# Association"); "Limited" and "Incorporated" end it.
_NAME_GOES_ON = COMPANY_WORDS - {"limited", "incorporated"}
# Company forms, written without dots ("S.p.A." is "spa"): with COMPANY_WORDS they mark a
# name as a legal entity ("Klarna Bank AB", "MG Japan Services GK", "Visa U.S.A. Inc.").
_COMPANY_FORMS = frozenset(
    {
        "inc", "ltd", "co", "corp", "llc", "plc", "lp", "llp", "na", "sa", "sas", "spa", "bv",
        "nv", "ag", "gmbh", "pte", "pty", "ab", "gk", "kk", "oy", "as", "aps", "sarl", "srl",
        "se", "sro", "sl", "slu", "kft", "lda", "ltda", "asa", "oyj",
    }
)  # fmt: skip
# Forms written in two or three words ("Stallmarket Europe S.à r.l.", "Wisla Media Sp. z
# o.o."), compared as the name's last words run together without dots or accents.
_SPLIT_FORMS = frozenset({"sarl", "spzoo"})


def is_entity(name: str) -> bool:
    words = [w.strip(".,()").replace(".", "").lower() for w in name.split()]
    if any(w in _COMPANY_FORMS or w in COMPANY_WORDS for w in words):
        return True
    tail = [w.replace("\u00e0", "a") for w in words[-3:]]
    return "".join(tail[-2:]) in _SPLIT_FORMS or "".join(tail) in _SPLIT_FORMS


# A title page names each party on its own line with its role: "ACME BANK PLC as Lender", or
# the role on the line below ("HARROW LOGISTICS LIMITED" / "as Borrower"), the way finance
# documents list them. The role is capitalised and closes its line.
_ROLE_LINE = re.compile(
    r"(?m)^[ \t]*(?P<name>[A-Z][^\n]{1,118}?)(?:[ \t]+|[ \t]*\n[ \t]*)as[ \t]+(?:the[ \t]+)?"
    r"[A-Z][A-Za-z-]{1,30}(?:[ \t][A-Z][A-Za-z-]{1,30}){0,3}[ \t]*$"
)


def role_line_matches(text: str, start: int, end: int) -> list[re.Match[str]]:
    """The lines of ``text[start:end]`` naming a party with its role ("ACME BANK PLC as
    Lender"; group "name"), in order (see :data:`_ROLE_LINE`)."""
    return list(_ROLE_LINE.finditer(text, start, end))


def role_lines(text: str, start: int, end: int) -> list[str]:
    """The names of :func:`role_line_matches`."""
    return [m.group("name").strip() for m in role_line_matches(text, start, end)]


# A bracketed role right after an instrument's name defines the instrument, not a party:
# 'IMPORTANT: READ CAREFULLY. This End User License Agreement ("EULA")' names no party
# "IMPORTANT". Read from at most 20 characters before the bracket.
_NAMES_INSTRUMENT = re.compile(r"(?i)\b(?:agreement|contract|indenture|deed|lease)[ \t\n]{0,4}\Z")


def names_instrument(before: str) -> bool:
    """Whether ``before`` (the text up to a bracketed role) ends with an instrument's name."""
    return _NAMES_INSTRUMENT.search(before, max(0, len(before) - 20)) is not None
