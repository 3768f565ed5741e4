"""Markers right after a word, with no punctuation between them.

After capitals a number may be a sub-clause following a run-in title in capitals
("PUBLICATION 5.1 Confidentiality", "OF THE PARTIES 1. APPOINTMENT"); after any word, a heading
whose sentence lost its full stop ("... solicitation 13. FORCE MAJEURE.", "... 52242 ARTICLE
FOUR DATA"). The walk takes these only as the exact next number. Each shape is one regex pass
led by a rare character class (digits; the capital initials of the unit words), so the engine
skips ahead in C, and the regex itself refuses most non-markers.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .contract_marks import NUM, Cand, dec_interps

__all__ = ["after_word_numbers", "loose_unit", "unit_after_word"]

# A decimal number ("5.1", "13.") after a word and one space, before a capital or a quote.
# A bare integer never counts here: the number holds or ends with a full stop, so the regex
# is led by that full stop (rarer than digits, and a literal the engine finds fast) and reads
# the one to four digits before it by lookbehind (first one digit: most full stops end words).
_AFTER_WORD = re.compile(
    r"\.(?<=[0-9]\.)(?:(?<=[A-Za-z0-9,)] [0-9]\.)|(?<=[A-Za-z0-9,)] [0-9]{2}\.)"
    r"|(?<=[A-Za-z0-9,)] [0-9]{3}\.)|(?<=[A-Za-z0-9,)] [0-9]{4}\.))"
    r"(?:(?P<rest>[0-9]{1,3}(?:\.[0-9]{1,3}){0,3})(?P<dd>\.?))?"
    r"(?=[ \t]{1,6}(?P<f>[A-Z\"“]))"
)


def after_word_numbers(text: str) -> list[Cand]:
    """Decimal numbers after a word in capitals (``pre`` "A") or before a capital ("w")."""
    out: list[Cand] = []
    for m in _AFTER_WORD.finditer(text):
        dot = m.start()
        s = dot - 1
        while text[s - 1].isdigit():
            s -= 1  # at most four digits: the lookbehind saw the blank before them
        if text[s - 2].isupper():
            pre = "A"
        elif m.group("f").isupper():
            pre = "w"
        else:
            continue
        rest = m.group("rest")
        tok = text[s:dot] if rest is None else text[s : dot + 1 + len(rest)]
        out.append(Cand(s, m.end(), "dec", "", tok, dec_interps(tok), False, pre))
    return out


@lru_cache(maxsize=32)
def loose_unit(words: tuple[str, ...], sched: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    """Unit words in capitals or capitalised ("Section 1.01"), schedule words in capitals
    ("... Title: President EXHIBIT A DESCRIPTION ..."), not followed by a lower-case word.

    One pattern per initial letter: each is led by that letter, a literal the engine finds
    several times faster than a class of initials (capitals are common). Two matches never
    overlap (a number is never the start of a unit word), so the passes together find what
    one pattern would."""
    forms = [w.upper() for w in words + sched] + [w.capitalize() for w in words]
    by_initial: dict[str, list[str]] = {}
    for w in sorted(set(forms), key=lambda w: (-len(w), w)):
        by_initial.setdefault(w[0], []).append(re.escape(w[1:]))
    tail = rf"[ \t]{{1,3}}{NUM}(?=(?P<ud>[.:]?))(?![.:]?[ \t]{{0,12}}[a-zß-öø-ÿ])"
    return tuple(
        re.compile(rf"(?P<uw>{re.escape(k)}(?:{'|'.join(rests)})){tail}")
        for k, rests in sorted(by_initial.items())
    )


_CITING_BEFORE = frozenset(
    {
        "in", "of", "to", "under", "with", "by", "see", "per", "and", "or", "pursuant",
        "than", "from", "within", "between", "as", "on", "at",
    }
)  # fmt: skip


def _cited(text: str, s: int) -> bool:
    """Whether the word before ``s`` makes what follows a citation ("under Section 5.2")."""
    head = text[max(0, s - 12) : s].split()
    return bool(head) and head[-1].lower() in _CITING_BEFORE


def _word_before(text: str, s: int) -> str:
    """The character ending the word before ``s`` (one to three blanks between), or ""."""
    k = s - 1
    while k >= 0 and s - k <= 4 and text[k] in " \t":
        k -= 1
    if k < 0 or k == s - 1 or text[k] in " \t\n":
        return ""
    return text[k]


def unit_after_word(text: str, patterns: tuple[re.Pattern[str], ...]) -> list[re.Match[str]]:
    """Matches of the :func:`loose_unit` patterns right after a word, not citations, in
    document order."""
    out: list[re.Match[str]] = []
    for m in (m for pattern in patterns for m in pattern.finditer(text)):
        end = m.end()
        if text[end : end + 4].lstrip(" \t:.")[:1].islower():
            continue  # "Section 5.2 of the ...": a citation (the cheapest test first)
        s = m.start()
        pc = _word_before(text, s)
        if not pc or not (pc.isalnum() or pc in ",)") or _cited(text, s):
            continue  # "under Section 5.2": a citation
        out.append(m)
    out.sort(key=_start)
    return out


def _start(m: re.Match[str]) -> int:
    return m.start()
