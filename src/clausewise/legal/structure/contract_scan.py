"""Candidate markers for contract structure: one regex pass over the whole text.

The scanner only proposes. Every match becomes a :class:`Cand` carrying the ways its numbering
can be read (``"(i)"`` is the ninth letter or the first roman numeral) and how strongly its
position suggests a clause start (own line, after a sentence end, or after capitals). The
outline builder (:mod:`.contract_outline`) decides which proposals are real clause starts by
numbering continuity; the gate (:mod:`.gate`) rejects shapes that are never headings.

The regex matches markers only where a clause can start: at a line start, or after sentence
punctuation and a few spaces (a reference such as "pursuant to Section 2.3" never matches), or
after a capital letter (a run-in title in capitals: "ARTICLE 5 CONFIDENTIALITY 5.1 ...").
"""

from __future__ import annotations

import re
import string
from functools import lru_cache

from .contract_code import code_lines
from .contract_marks import (
    DECIMAL_WORDS,
    NUM,
    ORDINAL_VALUE,
    ORDINAL_WORDS,
    Cand,
    dec_interps,
    enum_interps,
    inserted_interps,
    inserted_path_interps,
    unit_interps,
)
from .contract_words import after_word_numbers, loose_unit, unit_after_word

__all__ = ["LONE_POINTING", "Cand", "scan", "scan_at"]

# After an inline marker a lower-case word means a list inside a sentence or a citation, never
# a clause start ("... (a) the Supplier ...", "... Section 2.3 of the Act"). The regex refuses
# it right away, reading past the marker's trailing punctuation ``tail``: a conditional on the
# ``nl`` group (a line start) in the main pattern, always for column gaps, never at a spot.
_LOWER = r"[a-zß-öø-ÿ]"


def _refuse_lower(tail: str, mode: str) -> str:
    check = rf"(?!{tail}[ \t]{{0,12}}{_LOWER})"
    return {"line": rf"(?(nl)|{check})", "inline": check, "spot": ""}[mode]


_ABBREVIATED = {"sec": "section", "art": "article"}


def _body(words: tuple[str, ...], mode: str) -> str:
    """The marker shapes. Trailing punctuation sits in lookaheads (captured there) so it stays
    available as the lead character of a marker right after ("(b) (i)")."""
    alts = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    # "Sec. 2." heads a section in bylaws and older agreements; only with its period.
    sec = r"(?i:sec)(?=\.)" if "section" in words else "(?!)"
    # "Art. 1 Subject Matter" heads an article in contracts drafted on the Continent.
    art = r"(?i:art)(?=\.)" if "article" in words else "(?!)"
    # The initials first: most tries start a sentence ("The ..."), and a case-insensitive
    # alternation of words is slow to refuse.
    initials = re.escape(
        "".join(sorted({w[0].lower() for w in words} | {w[0].upper() for w in words}))
    )
    unit = (
        rf"(?=[{initials}§])(?P<uw>(?i:{alts})|§{{1,2}}|{sec}|{art})\.?[ \t]{{0,3}}"
        rf"(?:[-–—:][ \t]{{0,3}})?{NUM}"
        r"(?=(?P<ud>[.:]?))" + _refuse_lower("[.:]?", mode)
    )
    dec = (
        r"(?P<dec>[0-9]{1,4}(?:\.[0-9]{1,3}){0,4}(?:\.[A-Z](?=\.))?)"
        r"(?=(?P<dd>\.?)(?:[ \t]|$|[\"“(\[A-Z]|(?<=\.)[\-–—][(A-Z]))" + _refuse_lower(r"\.?", mode)
    )
    # "(2A)": a subsection inserted after "(2)" (see :func:`.contract_marks.inserted_interps`).
    par = (
        r"\((?P<par>[a-z]{1,4}|[A-Z]{1,4}|[0-9]{1,2}(?:[A-Z]{1,2})?)(?=\)(?:[ \t]|$|[\"“A-Z]))"
        + _refuse_lower(r"\)", mode)
    )
    den = r"(?P<den>[0-9]{1,2}(?=\))|[a-zA-Z]|[ivxIVX]{2,5})(?=(?P<dp>[.)])[ \t])" + _refuse_lower(
        "[.)]", mode
    )
    return f"(?:{unit}|{dec}|{par}|{den})"


# Every match starts with one character from a fixed set (a newline or sentence punctuation),
# which lets the regex engine skip ahead in C between candidate positions. After punctuation
# a marker needs a space ("U.S." is no marker); after a newline the empty ``nl`` group says so.
# Every marker starts with one of [0-9(§A-Za-z]: checking that after the blanks stops the
# engine from trying the marker shapes again at each blank it gives back.
_LEAD = '\n.:!?)\\]"”’*'
_LEAD_ASCII = '\n.:!?)\\]"*'
_CURLY = ("”", "’")


def _lead(chars: str) -> str:
    # Or a dash right after a full stop, before a bracket: UK statutory instruments open a
    # regulation's first paragraph on its heading line ("2.—(1) In these ..."), Indian and
    # older UK Acts after a run-in title ("1. Short title.—(1) This Act ...").
    # The pattern opens with one character class (the dash folded in, its conditions in
    # lookarounds after it): only then can the engine skip to candidate positions in C. An
    # alternation of the class and a lookbehind made it try every position (~4x slower).
    return (
        rf"[{chars}\-–—](?:(?<=\n)(?P<nl>)|(?<![\-–—])(?=[ \t])|(?<=\w\.[\-–—])(?=\())"
        rf"(?P<sp>[ \t]{{0,40}})(?=[0-9(§A-Za-z])"
    )


_TITLE_AHEAD = re.compile(r"[ \t]{1,3}[A-Z]")
_BLANKS = re.compile(r"[ \t]*")


def _skip_blanks(text: str, pos: int) -> int:
    m = _BLANKS.match(text, pos)
    return pos if m is None else m.end()


class _Grammar:
    """The compiled patterns of one profile's unit and schedule words.

    ``main``: markers after a line start or sentence punctuation; ``gap``: after a run of three
    or more spaces (matched once, at its start), where extracted filings keep a paragraph break
    only as a column gap ("... at Chase's discretion   2. Affiliate ..."); ``bare``: a marker
    exactly at a position (document start, after a running header or a glued page number).
    """

    __slots__ = ("bare", "gap", "lone", "loose", "main", "main_ascii", "sched")

    def __init__(self, words: tuple[str, ...], sched: tuple[str, ...]) -> None:
        key = words + sched
        self.sched = frozenset(sched)
        body = _body(key, "line")
        self.main = re.compile(_lead(_LEAD) + body, re.MULTILINE)
        # Without the curly quotes, for texts that have none: the engine tests every
        # character against the lead class, and a class of plain ASCII tests faster.
        self.main_ascii = re.compile(_lead(_LEAD_ASCII) + body, re.MULTILINE)
        # Led by the three spaces (a literal the engine finds fast), at the first of them in
        # a run or right after a tab, at most 40 blanks before the marker; a longer run is
        # refused within 37 steps (giving blanks back only meets more blanks), and the
        # look-behind keeps it from being retried at each of its blanks.
        self.gap = re.compile(r"   (?<! {4})[ \t]{0,37}(?![ \t])(?P<sp>)" + _body(key, "inline"))
        self.bare = re.compile(r"(?P<sp>)" + _body(key, "spot"), re.MULTILINE)
        self.loose = loose_unit(words, tuple(sorted(sched)))
        self.lone = _lone_pattern(sched)


@lru_cache(maxsize=32)
def _grammar(words: tuple[str, ...], schedule_words: tuple[str, ...]) -> _Grammar:
    return _Grammar(tuple(w.lower() for w in words), tuple(w.lower() for w in schedule_words))


def scan(text: str, words: tuple[str, ...], schedule_words: tuple[str, ...]) -> list[Cand]:
    """Every marker-shaped match in ``text``, in document order."""
    g = _grammar(words, schedule_words)
    sched = g.sched
    bare = g.bare
    out: list[Cand] = []
    m0 = bare.match(text, _skip_blanks(text, 0))
    if m0 is not None:
        c0 = _make(text, m0, sched, True, "\n")
        if c0 is not None:
            out.append(c0)
    append = out.append
    main = g.main if any(q in text for q in _CURLY) else g.main_ascii
    for m in main.finditer(text):
        if m.group("nl") is not None:
            c = _make(text, m, sched, True, "\n")
            if c is not None and c.fam == "dec" and c.end == m.end() and "." not in c.tok:
                inner = _unglue(text, c, bare, sched)
                if inner is not None and inner is not c and _FIRST_SUB.match(text, inner.pos):
                    append(c)  # "1 (1) An application ...": a paragraph and its subsection
                c = inner
        else:
            # Three spaces or more after the punctuation: a paragraph break turned column gap.
            sp = m.end("sp") - m.start("sp")
            c = _make(text, m, sched, False, " " if sp >= 3 else text[m.start()])
        if c is not None:
            append(c)
    inserted = _inserted(text)
    if inserted:
        _prefer_inserted(out, inserted)
    seen = {c.pos for c in out}
    extra = _gaps(text, g, seen)
    extra.extend(_lone(text, g.lone))
    extra.extend(_ordinals(text))
    extra.extend(inserted)
    extra.extend(code_lines(text))
    extra.extend(after_word_numbers(text))
    for m in unit_after_word(text, g.loose):
        if m.start() not in seen:
            c = _make(text, m, sched, False, "w")
            if c is not None:
                extra.append(c)
    if extra:
        for c in extra:  # in priority order: column gap, after capitals, after a word
            if c.pos not in seen:
                seen.add(c.pos)
                out.append(c)
        out.sort(key=_pos)
    return out


def _gaps(text: str, g: _Grammar, seen: set[int]) -> list[Cand]:
    """Markers after a column gap: a run of blanks with three spaces at its start (or right
    after a tab in it) and at most 40 blanks from there to the marker."""
    out: list[Cand] = []
    sched = g.sched
    for m in g.gap.finditer(text):
        if m.start("sp") not in seen:  # most gaps follow punctuation: the main scan has it
            c = _make(text, m, sched, False, " ")
            if c is not None:
                out.append(c)
    return out


def _lone_pattern(sched: tuple[str, ...]) -> re.Pattern[str]:
    """A schedule word alone on its line, with no number: "SCHEDULE", "THE SCHEDULE",
    "APPENDIX", or "The Schedule" opening a paragraph (a capitalised word alone on a line of
    running prose is a hard wrap, not a heading). Led by the newline, a literal."""
    words = sorted(sched, key=lambda w: (-len(w), w))
    caps = "|".join(re.escape(w.upper()) for w in words)
    title = "|".join(re.escape(w.capitalize()) for w in words)
    return re.compile(
        rf"\n[ \t]{{0,40}}(?:(?P<cw>"
        rf"(?:{_ORDINAL_CAPS}|THE[ \t]{{1,3}}|{_DETAILS_CAPS}[ \t]{{1,3}})?"
        rf"(?P<cword>{caps})(?:{_LONE_NAME}|{_DASH_NAME_CAPS})?)"
        rf"|(?<=\n\n)(?P<tw>(?:{_ORDINAL_TITLE}|The[ \t]{{1,3}}|{_DETAILS_TITLE}[ \t]{{1,3}})?"
        rf"(?P<tword>{title})"
        rf"(?:{_DASH_NAME_TITLE})?))[ \t]*(?=\n|$)"
    )


# A schedule numbered by an ordinal before its word, as Indian, older English, Australian and
# Malaysian instruments head them: "THE FIRST SCHEDULE", "SECOND SCHEDULE", "The Third
# Schedule". The ordinal is the schedule's number ("the Second Schedule" is Schedule 2).
_ORDINAL_CAPS = rf"(?:THE[ \t]{{1,3}})?(?P<co>{ORDINAL_WORDS.upper()})[ \t]{{1,3}}"
_ORDINAL_TITLE = rf"(?:The[ \t]{{1,3}})?(?P<to>{ORDINAL_WORDS.title()})[ \t]{{1,3}}"


# Words after an unnumbered schedule word that point back at the text ("THE SCHEDULE ABOVE
# REFERRED TO", "THE SCHEDULE HEREINABOVE REFERRED TO").
LONE_POINTING = frozenset({"ABOVE", "HEREINABOVE", "HEREIN", "BELOW", "HEREUNDER", "REFERRED"})
# What may follow an unnumbered schedule word in capitals on its line: its name ("SCHEDULE
# OF RATES") or the words pointing back at the text.
_LONE_NAME = (
    rf"[ \t]{{1,3}}(?:OF|{'|'.join(sorted(LONE_POINTING, key=lambda w: (-len(w), w)))})"
    r"(?:[ \t]{1,3}[A-Z][A-Z&'’\-]{0,20}){0,6}"
)


# The names of a details schedule, which sets out a contract's key terms in rows ("Item 1
# Customer ..."): "REFERENCE SCHEDULE", "KEY DETAILS SCHEDULE", "Contract Details Schedule".
_DETAILS = ("reference", "particulars", "key terms", "details", "key details", "contract details")
_DETAILS_CAPS = "(?:" + "|".join(w.upper().replace(" ", r"[ \t]{1,3}") for w in _DETAILS) + ")"
_DETAILS_TITLE = "(?:" + "|".join(w.title().replace(" ", r"[ \t]{1,3}") for w in _DETAILS) + ")"
# A name after a dash or a colon: "SCHEDULE – REFERENCE DETAILS", "Schedule - Reference
# Details", in capitals or in title case as the heading's word.
_DASH = r"[ \t]{1,3}[-–—:][ \t]{1,3}"
_DASH_NAME_CAPS = _DASH + r"[A-Z][A-Z&'’\-]{0,20}(?:[ \t]{1,3}[A-Z][A-Z&'’\-]{0,20}){0,5}"
_DASH_NAME_TITLE = (
    _DASH + r"[A-Z][A-Za-z&'’\-]{0,20}(?:[ \t]{1,3}(?:[A-Z][A-Za-z&'’\-]{0,20}|of|and|the)){0,5}"
)


def _lone(text: str, lone: re.Pattern[str]) -> list[Cand]:
    """Candidates of the schedule headings that carry no number (their ``tok`` is empty)."""
    out: list[Cand] = []
    for m in lone.finditer(text):
        group = "cw" if m.group("cw") is not None else "tw"
        pos, end = m.start(group), m.end(group + "ord")
        word = m.group(group + "ord").lower()
        ordinal = m.group("co") or m.group("to")
        value = ORDINAL_VALUE[ordinal.lower()] if ordinal else 0
        tok = str(value) if value else ""
        out.append(Cand(pos, end, "sched", word, tok, (("sched", (value,)),), True, "\n"))
    return out


# An ordinal opening a line, in capitals or capitalised, with a colon or a full stop and then
# a capital, a quote or the line end: "FIRST: The name of ...", "Second. Term." Prose says
# "First, ..." and never puts a capital after "First:" on a line of its own, and the outline
# takes the ordinals only as a run (FIRST then SECOND). Led by the newline, a literal.
_ORDINAL_LINE = re.compile(
    rf"\n[ \t]{{0,40}}(?P<o>(?:{ORDINAL_WORDS.upper()})|(?:{ORDINAL_WORDS.title()}))"
    r"(?=[.:](?:[ \t]{1,6}[A-Z\"“(]|[ \t]*\n))"
)


def _ordinals(text: str) -> list[Cand]:
    """Candidates of the paragraphs numbered by an ordinal alone ("FIRST:")."""
    out: list[Cand] = []
    for m in _ORDINAL_LINE.finditer(text):
        tok = m.group("o")
        value = ORDINAL_VALUE[tok.lower()]
        pos, end = m.span("o")
        out.append(Cand(pos, end + 1, "unit", "ordinal", tok, (("ordinal", (value,)),), True, "\n"))
    return out


# A section inserted by an amending Act, opening its line: "1A Review of commitments",
# "12AB  Notice" (Australian spacing), "1A.—(1) ..." (Irish), "2A. Grant of permit.—(1)"
# (Indian). The number's letters are capitals; a title, a subsection or a dash follows.
# Led by the newline, a literal.
# A sub-clause of an inserted clause ("2A.1 The Tenant ...") reads as a decimal path under
# it, and a sub-clause inserted after another ("3.1A" after "3.1") as one beside it.
_INSERTED_LINE = re.compile(
    r"\n[ \t]{0,40}(?P<n>[0-9]{1,4}(?:[A-Z]{1,3}(?:\.[0-9]{1,3}){0,3}|"
    r"(?:\.[0-9]{1,3}){1,3}[A-Z]{1,3}))"
    r"(?=(?P<d>\.?)(?:[ \t]{1,8}[A-Z\"“(]|[\-–—]))"
)


def _prefer_inserted(out: list[Cand], inserted: list[Cand]) -> None:
    """Replace in ``out`` a marker that an inserted number continues ("3.1" read in "3.1A
    The Customer ...", its letter taken for the text) by the inserted one, when its base
    number heads a line before it ("3.1"): "2.2THE SUPPLIER ..." of a careless extraction,
    with no "2.2" before it, stays "2.2"."""
    at = {c.pos: k for k, c in enumerate(out)}
    first: dict[str, int] = {}  # where each number first heads a line
    for c in out:
        if c.line:
            first.setdefault(c.tok.rstrip("."), c.pos)
    for c in inserted:
        k = at.get(c.pos, -1)
        if k < 0 or out[k].end > c.end or not c.tok.startswith(out[k].tok.rstrip(".")):
            continue
        if first.get(c.tok.rstrip(string.ascii_uppercase), c.pos) < c.pos:
            out[k] = c


def _inserted(text: str) -> list[Cand]:
    """Candidates of the sections an amending Act inserted ("1A", "12AB", "5ZA"): numbered
    like the clauses (family "dec"), read as inserted after their base number."""
    out: list[Cand] = []
    for m in _INSERTED_LINE.finditer(text):
        tok = m.group("n")
        pos, end = m.span("n")
        end += len(m.group("d"))
        interps = inserted_path_interps(tok) if "." in tok else inserted_interps(tok)
        out.append(Cand(pos, end, "dec", "", tok, interps, True, "\n"))
    return out


def _pos(c: Cand) -> int:
    return c.pos


# The first subsection of an Act's paragraph, run into the paragraph number's line.
_FIRST_SUB = re.compile(r"\(1\)[ \t]{1,4}[A-Z]")


def _unglue(text: str, c: Cand, bare: re.Pattern[str], sched: frozenset[str]) -> Cand | None:
    """A bare number starting a line and followed by another marker or by lower-case text is
    a page number glued to the first line of the next page ("2 (c) The Consultant ...",
    "4 ARTICLE 4 TERMINATION"): drop it, and keep the marker after it as a line start."""
    j = _skip_blanks(text, c.end)
    if j < len(text) and text[j].islower():
        return None
    m = bare.match(text, j)
    if m is None:
        return c
    return _make(text, m, sched, True, "\n")


def scan_at(
    text: str, pos: int, words: tuple[str, ...], schedule_words: tuple[str, ...]
) -> Cand | None:
    """The marker starting exactly at ``pos`` (treated as a line start), or None."""
    g = _grammar(words, schedule_words)
    m = g.bare.match(text, pos)
    if m is None:
        return None
    return _make(text, m, g.sched, True, "\n")


def _make(text: str, m: re.Match[str], sched: frozenset[str], line: bool, pre: str) -> Cand | None:
    """The candidate of a match; the patterns have already refused a lower-case word after
    an inline marker."""
    last = m.lastgroup
    if last == "dd" or last == "dec":
        tok, dot = m.group("dec", "dd")
        e = m.end()
        if dot:
            end = e + 1
        elif "." not in tok:
            # A bare integer is a marker only before a title: at a line start with text after
            # it ("1 DEFINITIONS"), or inline before a capital ("... as follows: 1 GRANT 1.1").
            # Alone on its line it is a page number. :func:`.contract_candidates.viable`
            # asks for more evidence (a title in capitals, or clause n.1 right after).
            if text[e : e + 1] not in (" ", "\t") or not text[e : e + 8].strip():
                return None
            if not line and _TITLE_AHEAD.match(text, e) is None:
                return None
            end = e
        else:
            end = e
        return Cand(m.start("dec"), end, "dec", "", tok, dec_interps(tok), line, pre)
    if last == "ud" or last == "un":
        word = m.group("uw").lower()
        word = _ABBREVIATED.get(word, word)
        tok = m.group("un")
        if m.start("un") == m.end("uw") and tok[:1].isalpha():
            return None  # "SCHEDULES", "Parties": the word goes on; no letter numbers it
        end = m.end() + len(m.group("ud") or "")
        pos = m.start("uw")
        if word in sched:
            return Cand(pos, end, "sched", word, tok, (("sched", (0,)),), line, pre)
        interps = unit_interps(word, tok)
        if not interps:
            return None
        fam = "sec" if word in DECIMAL_WORDS else "unit"
        return Cand(pos, end, fam, word, tok, interps, line, pre)
    if last == "par":
        tok = m.group("par")
        interps = enum_interps(tok, "()")
        if not interps:
            return None
        return Cand(m.start("par") - 1, m.end() + 1, "enum", "", tok, interps, line, pre)
    tok, wrap = m.group("den", "dp")
    if tok is None:
        return None
    interps = enum_interps(tok, wrap)
    if not interps:
        return None
    return Cand(m.start("den"), m.end() + 1, "enum", "", tok, interps, line, pre)
