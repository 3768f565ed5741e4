"""The signature block: where the execution part of a contract starts.

A signature marker ("IN WITNESS WHEREOF", "Signed by", "EXECUTED as an agreement.") opens it,
or the English closing formula ("This agreement has been entered into on the date stated at
the beginning of it."). Markers are searched with ``str.find`` in the casings drafting uses.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..company_forms import COMPANY_ABBREVIATIONS
from .contract_zones import PageNoise, soft_line_start

__all__ = [
    "blank_signatures",
    "find_signature",
    "is_closing_formula",
    "signatures_heading",
]


_SENTENCE_PUNCT = frozenset('.:;!?)]"”’*')


_SIGNATURE_LEAD = 3000


@lru_cache(maxsize=256)
def _case_variants(marker: str) -> tuple[str, ...]:
    """The ways a marker is written: lower, Capitalised, Title Case, UPPER, and its first
    word or two in capitals with the rest in lower case."""
    low = marker.lower()
    lead = "[" if low.startswith("[") else ""
    body = low[len(lead) :]
    cap = lead + body[:1].upper() + body[1:]
    title = lead + " ".join(w[:1].upper() + w[1:] for w in body.split(" "))
    # All lower case only inside brackets: elsewhere a marker starts a sentence or a line.
    forms = (low, cap, title, low.upper()) if lead else (cap, title, low.upper())
    # Drafting that puts only the opening words in capitals: "SIGNED at CAPE TOWN", "IN
    # WITNESS whereof", "EXECUTED as an agreement".
    words = body.split(" ")
    mixed = tuple(
        lead + " ".join([*(w.upper() for w in words[:i]), *words[i:]])
        for i in (1, 2)
        if len(words) > i
    )
    return tuple(dict.fromkeys((*forms, *mixed)))


def find_signature(text: str, markers: tuple[str, ...], after: int, noise: PageNoise) -> int:
    """Start of the signature block: the first signature marker after ``after``, or -1.

    "In witness whereof" counts after any sentence end; a bracketed marker anywhere; the other
    markers ("Signed by", "Executed as a deed") only when they begin a line or a sentence,
    capitalised. Each casing is searched with ``str.find`` (C speed), never past a hit found.
    """
    best = len(text)
    lo = after
    # One search per marker, not per casing: an ASCII-folded lower-case copy (one byte per
    # character, so offsets are the text's), the casing then read off the text itself.
    folded = text.encode("ascii", "replace").lower()
    ordered = sorted(markers, key=lambda m: not m.lower().startswith("in witness"))
    for marker in ordered:
        mk = marker.lower()
        best = _first_marker(text, folded if mk.isascii() else None, mk, lo, best, noise)
        if best < len(text) and mk.startswith("in witness"):
            # The other markers matter only just before it ("[Signature page follows]").
            lo = max(after, best - _SIGNATURE_LEAD)
    best = _closing_formula(text, lo, best, noise)
    return best if best < len(text) else -1


_TRIES = 64  # unusable occurrences of one casing read before that casing is given up


def _first_marker(
    text: str, folded: bytes | None, mk: str, lo: int, best: int, noise: PageNoise
) -> int:
    """The first occurrence of marker ``mk`` in a drafting casing (:func:`_case_variants`)
    that opens a signature block, between ``lo`` and ``best`` (kept when there is none);
    ``folded`` is the text ASCII-folded and lower-cased, or ``None`` to search each casing."""
    forms = _case_variants(mk)
    if folded is None:
        for form in forms:
            k = text.find(form, lo, best)
            tries = 0
            while k >= 0 and tries < _TRIES:
                if _signature_at(text, k, mk, noise):
                    best = k
                    break
                tries += 1
                k = text.find(form, k + 1, best)
        return best
    tries_of = dict.fromkeys(forms, 0)
    needle, size = mk.encode(), len(mk)
    k = folded.find(needle, lo, best)
    while k >= 0:
        form = text[k : k + size]
        tries = tries_of.get(form, _TRIES)
        if tries < _TRIES:
            if _signature_at(text, k, mk, noise):
                return k
            tries_of[form] = tries + 1
            if all(n >= _TRIES for n in tries_of.values()):
                break
        k = folded.find(needle, k + 1, best)
    return best


# The sentence that opens the execution part of an English agreement or deed ("This agreement
# has been entered into on the date stated at the beginning of it.", "This deed has been
# executed as a deed and is delivered and takes effect on the date stated at the beginning of
# it.", "This document has been executed as a deed ..."), as a paragraph of its own. Found by
# its lower-case (or capitals) tail with ``str.find``; its head is then read back, in any
# casing ("This Agreement has been ...").
_FORMULA_TAILS = (
    "on the date stated at the beginning of it",
    "ON THE DATE STATED AT THE BEGINNING OF IT",
    # The Loan Market Association's facility agreements: "... at the beginning of this
    # Agreement."
    "on the date stated at the beginning of this",
    "ON THE DATE STATED AT THE BEGINNING OF THIS",
)
_FORMULA = re.compile(
    r"(?i:this[ \t]{1,3}(?:agreement|deed|contract|amendment|lease|licence|license|document"
    r"|instrument|guarantee|debenture)[ \t]{1,3}"
    r"has[ \t]{1,3}been[ \t]{1,3}[a-z ,\t]{1,80}?)[ \t]{1,3}$"
)
_FORMULA_REACH = 160


def _closing_formula(text: str, lo: int, best: int, noise: PageNoise) -> int:
    """``best``, or the start of an earlier execution formula after ``lo`` that begins a
    line (inside a clause's sentence it is the clause's text)."""
    for tail in _FORMULA_TAILS:
        k = text.find(tail, lo, best)
        while k >= 0:
            m = _FORMULA.search(text, max(lo, k - _FORMULA_REACH), k)
            if m is not None:
                ls = text.rfind("\n", 0, m.start()) + 1
                if not text[ls : m.start()].strip() and soft_line_start(text, ls, noise) == "\n":
                    best = m.start()
                    break
            k = text.find(tail, k + 1, best)
    return best


def is_closing_formula(text: str, pos: int) -> bool:
    """Whether the execution formula ("This agreement has been entered into on the date
    stated at the beginning of it") starts at ``pos``."""
    k = -1
    for tail in _FORMULA_TAILS:
        k = text.find(tail, pos, pos + _FORMULA_REACH)
        if k >= 0:
            break
    return k >= 0 and (m := _FORMULA.match(text, pos, k)) is not None and m.end() == k


def _signature_at(text: str, k: int, marker: str, noise: PageNoise) -> bool:
    ls = text.rfind("\n", 0, k) + 1
    head = text[ls:k].strip()
    if marker.startswith("["):
        return True
    if marker.startswith("in witness"):
        return not head or head[-1] in _SENTENCE_PUNCT
    if not text[k].isupper():
        return False
    if head:
        return head[-1] in ".!?"  # "... beginning of it. Signed by JOHN SMITH ..." (one line)
    return soft_line_start(text, ls, noise) == "\n"


# A signatory's blank on a line of its own: a party's role or a signing label in front of a
# run of underscores ("LANDLORD: ____________", "By: __________", "Signature: ______").
# Led by the newline, a literal.
_BLANK_LINE = re.compile(
    r"\n[ \t]{0,40}(?:[A-Z][A-Z.&'’\-]{1,30}(?:[ \t][A-Z][A-Z.&'’\-]{0,30}){0,3}|By|Signature"
    r"|Signed)[ \t]{0,3}:[ \t]{0,3}_{4}"
)
_BLANK_PAIR = 600  # characters within which a second blank follows the first


def blank_signatures(text: str, after: int) -> int:
    """Start of a signature block without a marker, after ``after``: the first of two
    signatories' blank lines close together with no paragraph between them ("TENANT:
    ______    Date: ____"), or a signatory's line signed in conformed form ("By: /s/ Ana
    Ruiz", as filed copies print signatures) with the parties' names above it; or -1. A
    form's single blank ("AMOUNT: ____") is no block."""
    signed = _conformed(text, after)
    blank = _blank_pair(text, after, len(text) if signed < 0 else signed)
    return blank if blank >= 0 else signed


# A signatory's line signed in conformed form: "By: /s/ Ana Ruiz". Led by the newline.
_CONFORMED = re.compile(r"\n[ \t]{0,40}By[ \t]{0,3}:[ \t]{0,40}/s/")
_NAME_LINES = 4  # lines of parties' names and labels above the first signatory's line
_NAME_CHARS = 100


def _conformed(text: str, after: int) -> int:
    """Start of the block whose first signatory's line is signed "/s/": the line itself, or
    the lines of names above it ("QUILLON SYSTEMS, INC.     MARROW HEALTH PARTNERS, P.C.",
    "AGREED:"), short and closing no sentence; or -1."""
    k = text.find("/s/", after)
    while k >= 0:
        ls = text.rfind("\n", after, k)
        if ls >= 0 and _CONFORMED.match(text, ls, k + 3):
            return _names_above(text, ls + 1, after) if _ends_the_body(text, k) else -1
        k = text.find("/s/", k + 3)
    return -1


_AFTER_LINES = 40  # lines read after a signatory's line for what follows the block
_ANNEX_WORDS = ("schedule", "exhibit", "annex", "appendix", "attachment", "[signature")
_ITEM = re.compile(r"[ \t]{0,40}\(?[0-9A-Za-z]{1,3}[.)]")


def _ends_the_body(text: str, pos: int) -> bool:
    """Whether only the rest of the block (short lines: names, titles, dates, page furniture)
    lies between ``pos`` and the end of the text or a schedule's heading: a signed block that
    clauses, notes or numbered items follow is not the execution part."""
    nl = text.find("\n", pos)
    for _ in range(_AFTER_LINES):
        if nl < 0:
            return True
        nxt = text.find("\n", nl + 1)
        line = text[nl + 1 : len(text) if nxt < 0 else nxt].strip()
        nl = nxt
        if not line or line.isdigit():
            continue
        if line.lower().startswith(_ANNEX_WORDS):
            return True
        if _ITEM.match(line) or (len(line) > 150 and "/s/" not in line):
            return False
    return False


def _names_above(text: str, pos: int, floor: int) -> int:
    top = pos
    for _ in range(_NAME_LINES):
        end = top - 1
        while end > floor and text[end - 1].isspace():
            end -= 1
        start = text.rfind("\n", floor, end) + 1
        line = text[start:end].strip()
        if start <= floor or not line or len(line) > _NAME_CHARS or line[0].isdigit():
            break
        last = line.split()[-1]
        if last[-1] in ";!?," or (last[-1] == "." and not _abbreviated(last)):
            break  # a sentence of the last clause
        top = start
    return top


def _abbreviated(word: str) -> bool:
    """A name's abbreviation ends the word: "Inc.", "P.C.", "Ltd."."""
    core = word.strip("().,").lower()
    return "." in core or core in COMPANY_ABBREVIATIONS


def _blank_pair(text: str, after: int, before: int) -> int:
    if text.find("____", after, before) < 0:
        return -1  # no blank at all: the common case, decided with one search
    prev: re.Match[str] | None = None
    for m in _BLANK_LINE.finditer(text, after, before):
        if (
            prev is not None
            and m.start() - prev.start() <= _BLANK_PAIR
            and _short_lines(text, prev.end(), m.start())
        ):
            return prev.start() + 1
        prev = m
    return -1


def _short_lines(text: str, start: int, end: int) -> bool:
    """No line between ``start`` and ``end`` runs as a sentence (a paragraph of text)."""
    return all(len(line) < 60 for line in text[start:end].split("\n"))


# The heading of the signature pages after an English agreement's schedules, in capitals on
# a line of its own ("SIGNATURES", "SIGNATORIES", "EXECUTION PAGE"). Led by the newline.
_SIGNATURES_HEADING = re.compile(
    r"\n[ \t]*\n[ \t]{0,40}(?P<h>SIGNATURES|SIGNATORIES|SIGNATURE[ \t]PAGES?|EXECUTION[ \t]PAGES?"
    r"|THE[ \t]SIGNATORIES)[ \t]*\n"
)


def signatures_heading(text: str, after: int) -> int:
    """Start of the first signature pages' heading after ``after``, or -1."""
    m = _SIGNATURES_HEADING.search(text, after)
    return -1 if m is None else m.start("h")
