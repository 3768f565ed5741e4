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
from functools import lru_cache

__all__ = ["Cand", "roman_value", "scan", "scan_at", "word_number"]

_WORD_NUMBERS = [
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
]
_WORD_VALUE = {w: i + 1 for i, w in enumerate(_WORD_NUMBERS)}
for _i, _unit in enumerate(_WORD_NUMBERS[:9]):
    _WORD_VALUE[f"twenty-{_unit}"] = 21 + _i
    _WORD_VALUE[f"thirty-{_unit}"] = 31 + _i
_WORD_VALUE["thirty"] = 30

_ROMAN_DIGITS = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}
_ROMAN_CANON = re.compile(r"(?i)^(?:c?)(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})$")

# Unit words that open a decimal-numbered unit ("Section 2.3" is numbered 2.3 like a bare
# "2.3"); the others open their own numbering ("Article IV", "Part A").
_DECIMAL_WORDS = frozenset({"section", "clause", "§", "§§", "paragraph"})


def roman_value(token: str) -> int:
    """Value of a canonical roman numeral (``"iv"`` -> 4), 0 if ``token`` is not one."""
    if not token or _ROMAN_CANON.match(token) is None:
        return 0
    total = 0
    prev = 0
    for ch in reversed(token.lower()):
        v = _ROMAN_DIGITS[ch]
        total = total - v if v < prev else total + v
        prev = max(prev, v)
    return total


def word_number(token: str) -> int:
    """Value of a spelled-out number (``"FIVE"`` -> 5), 0 if unknown."""
    return _WORD_VALUE.get(token.lower(), 0)


def _letter_value(token: str) -> int:
    """``a`` -> 1 ... ``z`` -> 26, ``aa`` -> 27, ``bb`` -> 28 (doubled letters continue)."""
    low = token.lower()
    if len(low) == 1 and "a" <= low <= "z":
        return ord(low) - 96
    if len(low) == 2 and low[0] == low[1] and "a" <= low[0] <= "z":
        return 26 + ord(low[0]) - 96
    return 0


class Cand:
    """One proposed marker.

    ``interps`` lists (style, value) readings, value always a tuple of ints (a decimal path
    or a one-element ordinal). ``pre`` is the significant character before the marker: ``"\\n"``
    for a real line start, else the punctuation or letter that precedes it. ``line`` is true
    when the marker begins its line (the outline builder may downgrade hard-wrapped lines).
    ``strength`` (2 own line, 1 after a sentence end, 0 otherwise), ``weak`` (only an exact
    successor may accept it) and ``titled`` (a word with a capital follows, not a quote or a
    redaction) are filled in by :func:`.contract_candidates.viable`.
    """

    __slots__ = (
        "end",
        "fam",
        "fmt",
        "interps",
        "line",
        "pos",
        "pre",
        "strength",
        "titled",
        "tok",
        "weak",
        "word",
    )

    def __init__(
        self,
        pos: int,
        end: int,
        fam: str,
        word: str,
        tok: str,
        interps: tuple[tuple[str, tuple[int, ...]], ...],
        line: bool,
        pre: str,
    ) -> None:
        self.pos = pos
        self.end = end
        self.fam = fam
        self.word = word
        self.tok = tok
        self.interps = interps
        self.line = line
        self.pre = pre
        self.strength = 0
        self.weak = False
        self.titled = False
        self.fmt: tuple[str, str, int, bool] | None = None

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"Cand({self.pos}, {self.word!r} {self.tok!r}, {self.interps}, line={self.line})"


_NUM = (
    r"(?P<un>[0-9]{1,3}(?:\.[0-9]{1,3}){0,4}(?:\([a-zA-Z0-9]{1,4}\))?"
    r"|[A-Z]{1,2}-[0-9]{1,2}(?:\.[0-9]{1,2})?"
    r"|[A-Z]{1,2}[0-9]{1,2}"
    r"|[IVXLC]{1,7}"
    r"|[A-Z]{1,2}"
    r"|(?i:(?:twenty|thirty)-(?:one|two|three|four|five|six|seven|eight|nine)"
    r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty))"
    r"(?![A-Za-z0-9\-])"
)


def _body(words: tuple[str, ...]) -> str:
    """The marker shapes. Trailing punctuation sits in lookaheads (captured there) so it stays
    available as the lead character of a marker right after ("(b) (i)")."""
    alts = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    unit = (
        rf"(?P<uw>(?i:{alts})|§{{1,2}})\.?[ \t]{{0,3}}(?:[-–—:][ \t]{{0,3}})?{_NUM}"
        r"(?=(?P<ud>[.:]?))"
    )
    dec = (
        r"(?P<dec>[0-9]{1,3}(?:\.[0-9]{1,3}){0,4}(?:\.[A-Z](?=\.))?)"
        r"(?=(?P<dd>\.?)(?:[ \t]|$|[\"“(\[A-Z]))"
    )
    par = r"\((?P<par>[a-z]{1,4}|[A-Z]{1,4}|[0-9]{1,2})(?=\)(?:[ \t]|$|[\"“A-Z]))"
    den = r"(?P<den>[0-9]{1,2}(?=\))|[a-zA-Z]|[ivxIVX]{2,5})(?=(?P<dp>[.)])[ \t])"
    return f"(?:{unit}|{dec}|{par}|{den})"


# Every match starts with one character from a fixed set (a newline or sentence punctuation),
# which lets the regex engine skip ahead in C between candidate positions.
_LEAD = '\n.:!?)\\]"”’*'


@lru_cache(maxsize=32)
def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(rf"[{_LEAD}](?P<sp>[ \t]{{0,40}}){_body(words)}", re.MULTILINE)


_TITLE_AHEAD = re.compile(r"[ \t]{1,3}[A-Z]")


# A run of three or more spaces (matched once, at its start): extracted filings often keep a
# paragraph break only as a column gap ("... at Chase's discretion   2. Affiliate ...").
_GAP = re.compile(r"   (?<! {4})[ \t]{0,37}(?=[0-9(§A-Za-z])")


@lru_cache(maxsize=32)
def _bare_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    """The markers alone, for a spot match (document start, after a running header)."""
    return re.compile(rf"(?P<sp>){_body(words)}", re.MULTILINE)


@lru_cache(maxsize=4096)
def _path(tok: str) -> tuple[int, ...]:
    """Decimal path of a number token; a trailing ".0" is dropped ("2.0" heads clause 2)."""
    # "1.A." numbers sub-clause A of clause 1: the letter counts like a number.
    path = tuple(int(p) if p.isdigit() else ord(p) - 64 for p in tok.split("."))
    if len(path) == 2 and tok.endswith(".0"):
        return path[:1]
    return path


@lru_cache(maxsize=4096)
def _unit_interps(word: str, tok: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Readings of ``word tok``: decimal words give a path, the others an ordinal."""
    if word in _DECIMAL_WORDS:
        if "(" in tok or not tok[0].isdigit():
            return ()
        return (("dec", _path(tok)),)
    if tok[0].isdigit():
        if "." in tok or "(" in tok:
            return ()  # "Article 5.2" is a reference, not a heading
        return ((word, (int(tok),)),)
    out: list[tuple[str, tuple[int, ...]]] = []
    rom = roman_value(tok) if tok.isupper() else 0
    if rom:
        out.append((word, (rom,)))
    if len(tok) == 1 and tok.isupper():
        out.append((word, (ord(tok) - 64,)))
    elif not rom and word_number(tok):
        out.append((word, (word_number(tok),)))
    return tuple(out)


@lru_cache(maxsize=4096)
def _enum_interps(tok: str, wrap: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Readings of an enumerator token inside ``wrap`` ("()", ".", ")")."""
    out: list[tuple[str, tuple[int, ...]]] = []
    if tok.isdigit():
        return ((("(1)" if wrap == "()" else "1)"), (int(tok),)),)
    upper = tok.isupper()
    rom = roman_value(tok)
    if rom > 40:
        rom = 0  # "(c)" and "(l)" are letters
    let = _letter_value(tok)

    def key(base: str) -> str:
        return f"({base})" if wrap == "()" else base + wrap

    if rom:
        out.append((key("I" if upper else "i"), (rom,)))
    if let:
        out.append((key("A" if upper else "a"), (let,)))
    return tuple(out)


def _words(words: tuple[str, ...], schedule_words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(w.lower() for w in words) + tuple(w.lower() for w in schedule_words)


def scan(text: str, words: tuple[str, ...], schedule_words: tuple[str, ...]) -> list[Cand]:
    """Every marker-shaped match in ``text``, in document order."""
    key = _words(words, schedule_words)
    sched = frozenset(w.lower() for w in schedule_words)
    out: list[Cand] = []
    lead = len(text) - len(text.lstrip(" \t"))
    m0 = _bare_pattern(key).match(text, lead)
    if m0 is not None:
        c0 = _make(text, m0, sched, True, "\n")
        if c0 is not None:
            out.append(c0)
    bare = _bare_pattern(key)
    for m in _pattern(key).finditer(text):
        ch = text[m.start()]
        if ch == "\n":
            c = _make(text, m, sched, True, "\n")
            if c is not None and c.fam == "dec" and c.end == m.end() and "." not in c.tok:
                c = _unglue(text, c, bare, sched)
        elif m.group("sp"):
            # Three spaces or more after the punctuation: a paragraph break turned column gap.
            c = _make(text, m, sched, False, " " if len(m.group("sp")) >= 3 else ch)
        else:
            continue  # "U.S." : a marker needs a space after the punctuation
        if c is not None:
            out.append(c)
    extra: list[Cand] = []
    if "   " in text:
        for g in _GAP.finditer(text):
            gm = bare.match(text, g.end())
            if gm is not None:
                c = _make(text, gm, sched, False, " ")
                if c is not None:
                    extra.append(c)
    extra.extend(_after_words(text, key, sched))
    if extra:
        seen = {c.pos for c in out}
        for c in extra:  # in priority order: column gap, after capitals, after a word
            if c.pos not in seen:
                seen.add(c.pos)
                out.append(c)
        out.sort(key=lambda c: c.pos)
    return out


# Numbers right after a word, with no punctuation between. After capitals they may be a
# sub-clause following a run-in title in capitals ("PUBLICATION 5.1 Confidentiality",
# "OF THE PARTIES 1. APPOINTMENT"); after any word, a heading whose sentence lost its full
# stop ("... solicitation 13. FORCE MAJEURE.", "... 52242 ARTICLE FOUR DATA"). The walk takes
# these only as the exact next number. One digit-led regex finds both: digits are rare, so
# the engine skips ahead in C.
_AFTER_WORD = re.compile(
    r"(?P<dec>[0-9](?<=[A-Za-z0-9,)] [0-9])[0-9]{0,2}(?:\.[0-9]{1,3}){0,4})(?P<dd>\.?)"
    r"(?=[ \t]{1,6}(?P<f>[A-Z\"“]))"
)


@lru_cache(maxsize=32)
def _loose_unit(words: tuple[str, ...], sched: tuple[str, ...]) -> re.Pattern[str]:
    """Unit words in capitals or capitalised ("Section 1.01"), schedule words in capitals
    ("... Title: President EXHIBIT A DESCRIPTION ...")."""
    forms = [w.upper() for w in words + sched] + [w.capitalize() for w in words]
    alts = "|".join(re.escape(w) for w in sorted(set(forms), key=len, reverse=True))
    return re.compile(rf"(?P<uw>{alts})[ \t]{{1,3}}{_NUM}(?=(?P<ud>[.:]?))")


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


def _after_words(text: str, key: tuple[str, ...], sched: frozenset[str]) -> list[Cand]:
    out: list[Cand] = []
    for m in _AFTER_WORD.finditer(text):
        tok, dot, f = m.group("dec", "dd", "f")
        if not dot and "." not in tok:
            continue
        s = m.start()
        pc = text[s - 2]
        if pc.isupper():
            pre = "A"
        elif f.isupper():
            pre = "w"
        else:
            continue
        out.append(Cand(s, m.end(), "dec", "", tok, (("dec", _path(tok)),), False, pre))
    words = tuple(w for w in key if w not in sched)
    for m in _loose_unit(words, tuple(sorted(sched))).finditer(text):
        pc = _word_before(text, m.start())
        if not pc or not (pc.isalnum() or pc in ",)"):
            continue
        after = text[m.end() : m.end() + 4].lstrip(" \t:.")
        if after[:1].islower() or _cited(text, m.start()):
            continue  # "Section 5.2 of the ...", "under Section 5.2": a citation
        c = _make(text, m, sched, False, "w")
        if c is not None:
            out.append(c)
    return out


def _unglue(text: str, c: Cand, bare: re.Pattern[str], sched: frozenset[str]) -> Cand | None:
    """A bare number starting a line and followed by another marker or by lower-case text is
    a page number glued to the first line of the next page ("2 (c) The Consultant ...",
    "4 ARTICLE 4 TERMINATION"): drop it, and keep the marker after it as a line start."""
    j = c.end
    n = len(text)
    while j < n and text[j] in " \t":
        j += 1
    if j < n and text[j].islower():
        return None
    m = bare.match(text, j)
    if m is None:
        return c
    return _make(text, m, sched, True, "\n")


def scan_at(
    text: str, pos: int, words: tuple[str, ...], schedule_words: tuple[str, ...]
) -> Cand | None:
    """The marker starting exactly at ``pos`` (treated as a line start), or None."""
    m = _bare_pattern(_words(words, schedule_words)).match(text, pos)
    if m is None:
        return None
    return _make(text, m, frozenset(w.lower() for w in schedule_words), True, "\n")


def _lower_after(text: str, end: int) -> bool:
    """A lower-case word right after an inline marker: a list inside a sentence or a citation,
    never a clause start ("... (a) the Supplier ...", "... Section 2.3 of the Act")."""
    rest = text[end : end + 13].lstrip(" \t")
    return bool(rest) and rest[0].islower()


def _make(text: str, m: re.Match[str], sched: frozenset[str], line: bool, pre: str) -> Cand | None:
    last = m.lastgroup
    if last == "ud" or last == "un":
        word = m.group("uw").lower()
        tok = m.group("un")
        end = m.end() + len(m.group("ud") or "")
        if not line and _lower_after(text, end):
            return None
        pos = m.start("uw")
        if word in sched:
            return Cand(pos, end, "sched", word, tok, (("sched", (0,)),), line, pre)
        interps = _unit_interps(word, tok)
        if not interps:
            return None
        fam = "sec" if word in _DECIMAL_WORDS else "unit"
        return Cand(pos, end, fam, word, tok, interps, line, pre)
    if last == "dd" or last == "dec":
        tok, dot = m.group("dec", "dd")
        dot = dot or ""
        e = m.end()
        if not line and _lower_after(text, e + len(dot)):
            return None
        if "." not in tok and not dot:
            # A bare integer is a marker only before a title: at a line start with text after
            # it ("1 DEFINITIONS"), or inline before a capital ("... as follows: 1 GRANT 1.1").
            # Alone on its line it is a page number. :func:`.contract_candidates.viable`
            # asks for more evidence (a title in capitals, or clause n.1 right after).
            if text[e : e + 1] not in (" ", "\t") or not text[e : e + 8].strip():
                return None
            if not line and _TITLE_AHEAD.match(text, e) is None:
                return None
        return Cand(m.start("dec"), e + len(dot), "dec", "", tok, (("dec", _path(tok)),), line, pre)
    if last == "par":
        tok = m.group("par")
        if not line and _lower_after(text, m.end() + 1):
            return None
        interps = _enum_interps(tok, "()")
        if not interps:
            return None
        return Cand(m.start("par") - 1, m.end() + 1, "enum", "", tok, interps, line, pre)
    tok, wrap = m.group("den", "dp")
    if tok is None or (not line and _lower_after(text, m.end() + 1)):
        return None
    interps = _enum_interps(tok, wrap)
    if not interps:
        return None
    return Cand(m.start("den"), m.end() + 1, "enum", "", tok, interps, line, pre)
