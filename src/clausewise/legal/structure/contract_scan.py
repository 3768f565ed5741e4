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

_WORD_NUMBERS = (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty"
).split()
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
    ``strength`` (2 own line, 1 after a sentence end, 0 otherwise) and ``weak`` (only an exact
    successor may accept it) are filled in by :func:`.contract_candidates.viable`.
    """

    __slots__ = ("end", "fam", "interps", "line", "pos", "pre", "strength", "tok", "weak", "word")

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
    alts = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    unit = rf"(?P<uw>(?i:{alts})|§{{1,2}})\.?[ \t]{{0,3}}{_NUM}(?P<ud>[.:]?)"
    dec = r"(?P<dec>[0-9]{1,3}(?:\.[0-9]{1,3}){0,4})(?P<dd>\.?)(?=[ \t]|$|[\"“(\[A-Z])"
    par = r"\((?P<par>[a-z]{1,4}|[A-Z]{1,4}|[0-9]{1,2})\)(?=[ \t]|$|[\"“A-Z])"
    den = r"(?P<den>[0-9]{1,2}(?=\))|[a-zA-Z]|[ivxIVX]{2,5})(?P<dp>[.)])(?=[ \t])"
    return f"(?:{unit}|{dec}|{par}|{den})"


@lru_cache(maxsize=32)
def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    pre_inline = r"(?<=[.:;!?)\]\"”’*])[ \t]{1,8}"
    caps_dec = (
        r"(?<=[A-Z])[ \t]{1,3}(?P<cdec>[0-9]{1,3}(?:\.[0-9]{1,3}){1,4})(?P<cdd>\.?)(?=[ \t])"
    )
    return re.compile(
        rf"(?:^(?P<ls>[ \t]{{0,40}})|{pre_inline}){_body(words)}|{caps_dec}", re.MULTILINE
    )


@lru_cache(maxsize=32)
def _bare_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    """The markers alone, for a spot match after a running-header prefix."""
    return re.compile(rf"(?P<ls>){_body(words)}|(?P<cdec>(?!))(?P<cdd>)", re.MULTILINE)


def _unit_interps(word: str, tok: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Readings of ``word tok``: decimal words give a path, the others an ordinal."""
    if word in _DECIMAL_WORDS:
        if "(" in tok or not tok[0].isdigit():
            return ()
        return (("dec", tuple(int(p) for p in tok.split("."))),)
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


def _enum_interps(tok: str, wrap: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Readings of an enumerator token inside ``wrap`` ("()", ".", ")")."""
    out: list[tuple[str, tuple[int, ...]]] = []
    if tok.isdigit():
        return (((f"(1)" if wrap == "()" else "1)"), (int(tok),)),)
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
    pat = _pattern(_words(words, schedule_words))
    sched = frozenset(w.lower() for w in schedule_words)
    out: list[Cand] = []
    for m in pat.finditer(text):
        c = _make(text, m, sched)
        if c is not None:
            out.append(c)
    return out


def scan_at(
    text: str, pos: int, words: tuple[str, ...], schedule_words: tuple[str, ...]
) -> Cand | None:
    """The marker starting exactly at ``pos`` (treated as a line start), or None."""
    m = _bare_pattern(_words(words, schedule_words)).match(text, pos)
    if m is None:
        return None
    return _make(text, m, frozenset(w.lower() for w in schedule_words))


def _make(text: str, m: re.Match[str], sched: frozenset[str]) -> Cand | None:
    line = m.group("ls") is not None
    if line:
        pre = "\n"
    else:
        s = m.start()
        pre = text[s - 1] if s > 0 else "\n"
    if m.group("uw") is not None:
        word = m.group("uw").lower()
        tok = m.group("un")
        pos = m.start("uw")
        if word in sched:
            return Cand(pos, m.end(), "sched", word, tok, (("sched", (0,)),), line, pre)
        interps = _unit_interps(word, tok)
        if not interps:
            return None
        fam = "sec" if word in _DECIMAL_WORDS else "unit"
        return Cand(pos, m.end(), fam, word, tok, interps, line, pre)
    if m.group("dec") is not None:
        tok = m.group("dec")
        if "." not in tok and not m.group("dd"):
            # A bare integer is a marker only at a line start with text after it
            # ("1 DEFINITIONS"); alone on its line it is a page number.
            e = m.end()
            if not line or text[e : e + 1] not in (" ", "\t") or not text[e : e + 8].strip():
                return None
        path = tuple(int(p) for p in tok.split("."))
        return Cand(m.start("dec"), m.end(), "dec", "", tok, (("dec", path),), line, pre)
    if m.group("par") is not None:
        tok = m.group("par")
        interps = _enum_interps(tok, "()")
        if not interps:
            return None
        return Cand(m.start("par") - 1, m.end(), "enum", "", tok, interps, line, pre)
    if m.group("den") is not None:
        tok = m.group("den")
        interps = _enum_interps(tok, m.group("dp"))
        if not interps:
            return None
        return Cand(m.start("den"), m.end(), "enum", "", tok, interps, line, pre)
    tok = m.group("cdec")
    path = tuple(int(p) for p in tok.split("."))
    return Cand(m.start("cdec"), m.end(), "dec", "", tok, (("dec", path),), False, "A")
