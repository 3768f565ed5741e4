"""Marker readings: what a numbering token can mean, and the candidate record.

``"(i)"`` is the ninth letter or the first roman numeral, ``"FIVE"`` is 5, ``"2.0"`` heads
clause 2, ``"Article 5.2"`` is a citation (no reading). :class:`Cand` carries every reading of
one proposed marker from the scan (:mod:`.contract_scan`) to the outline builder.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..roman import roman

__all__ = [
    "DECIMAL_WORDS",
    "NUM",
    "ORDINAL_VALUE",
    "ORDINAL_WORDS",
    "SPELLED_WORDS",
    "Cand",
    "dec_interps",
    "enum_interps",
    "inserted_interps",
    "inserted_path_interps",
    "inserted_step",
    "path",
    "roman_value",
    "state_code_number",
    "unit_interps",
    "word_number",
]

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

# Ordinals number the paragraphs of older agreements and of charters ("FIRST: The name of
# the corporation is ...", "ARTICLE SECOND"). Up to the thirtieth.
_ORDINALS = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
    "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
    "seventeenth", "eighteenth", "nineteenth", "twentieth",
]  # fmt: skip
ORDINAL_VALUE = {w: i + 1 for i, w in enumerate(_ORDINALS)}
for _i, _unit in enumerate(_ORDINALS[:9]):
    ORDINAL_VALUE[f"twenty-{_unit}"] = 21 + _i
ORDINAL_VALUE["thirtieth"] = 30
_WORD_VALUE.update(ORDINAL_VALUE)
# The ordinals as a regex alternation (no flags): "twenty-first" and "twentieth" before any
# shorter word they begin with.
ORDINAL_WORDS = "|".join(sorted(ORDINAL_VALUE, key=len, reverse=True))
# Every spelled number and ordinal, as one alternation (no flags), longest first.
SPELLED_WORDS = "|".join(sorted(_WORD_VALUE, key=len, reverse=True))


# Unit words that open a decimal-numbered unit ("Section 2.3" is numbered 2.3 like a bare
# "2.3"); the others open their own numbering ("Article IV", "Part A").
DECIMAL_WORDS = frozenset({"section", "clause", "§", "§§", "paragraph"})


def roman_value(token: str) -> int:
    """Value of a canonical roman numeral below 200 in any case (``"iv"`` -> 4), 0 if
    ``token`` is not one."""
    value = roman(token.lower())
    return value if value is not None and value < 200 else 0


def word_number(token: str) -> int:
    """Value of a spelled-out number or ordinal (``"FIVE"``, ``"Fifth"`` -> 5), 0 if
    unknown."""
    return _WORD_VALUE.get(token.lower(), 0)


def letter_value(token: str) -> int:
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


# A numbering token after a unit word: digits with sub-levels, roman numerals, letters,
# letter-digit forms ("A-1", "B2") or a number spelled out. The lookaheads keep the number
# whole: a later refusal (a lower-case word after it) must not backtrack to a shorter
# number ("Section 6.5 shall" is not "Section 6" then ".").
NUM = (
    # A US state code's section number, its title and its place joined by hyphens ("§ 12-101",
    # "Sec. 38-12-101"): read whole, one number (see :func:`path`).
    r"(?P<un>[0-9]{1,4}(?:-[0-9]{1,4}){1,3}(?![0-9\-]|\.[0-9])"
    r"|[0-9]{1,4}(?:\.[0-9]{1,3}){0,4}(?!\.?[0-9])"
    r"(?:\([a-zA-Z0-9]{1,4}\)|(?!\([a-zA-Z0-9]{1,4}\)))"
    r"|[A-Z]{1,2}-[0-9]{1,2}(?:\.[0-9]{1,2})?"
    r"|[A-Z]{1,2}[0-9]{1,2}"
    r"|[IVXLC]{1,7}"
    # Two capitals are a number ("Schedule AA"), not a word: "SCHEDULE OF RATES".
    r"|(?!(?:OF|TO|AN|AS|AT|BY|IN|ON|OR|IS|IT|NO|BE|IF|SO|UP|WE|US)(?![A-Za-z0-9\-]))[A-Z]{1,2}"
    r"|(?i:(?:twenty|thirty)-(?:one|two|three|four|five|six|seven|eight|nine)"
    r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|" + ORDINAL_WORDS + "))"
    # A hyphen after the number joins a longer token ("I-9"); two stand for a dash, as the
    # plain-text printings of US bills write it ("TITLE I--GENERAL PROVISIONS").
    r"(?![A-Za-z0-9]|-(?!-[A-Z]))"
)


@lru_cache(maxsize=4096)
def path(tok: str) -> tuple[int, ...]:
    """Decimal path of a number token; a trailing ".0" is dropped ("2.0" heads clause 2)."""
    if "-" in tok:
        # "12-101", "38-12-101": a state code's sections count in their last part, by
        # hundreds as US Acts do ("12-101", "12-102", then "12-201" for the next subtitle);
        # the parts before it (the title) stay the same through the document.
        return (int(tok.rsplit("-", 1)[1]),)
    # "1.A." numbers sub-clause A of clause 1: the letter counts like a number.
    path = tuple(int(p) if p.isdigit() else ord(p) - 64 for p in tok.split("."))
    if len(path) == 2 and tok.endswith(".0"):
        return path[:1]
    return path


@lru_cache(maxsize=4096)
def dec_interps(tok: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The one reading of a decimal number token: its path."""
    return (("dec", path(tok)),)


@lru_cache(maxsize=4096)
def unit_interps(word: str, tok: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Readings of ``word tok``: decimal words give a path, the others an ordinal."""
    if word in DECIMAL_WORDS:
        if "(" in tok or not tok[0].isdigit():
            # "SECTION ONE": a section number spelled out is the section's whole number
            spelled = word_number(tok)
            return (("dec", (spelled,)),) if spelled else ()
        return (("dec", path(tok)),)
    if tok[0].isdigit():
        if "." in tok or "(" in tok or "-" in tok:
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
def enum_interps(tok: str, wrap: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Readings of an enumerator token inside ``wrap`` ("()", ".", ")")."""
    out: list[tuple[str, tuple[int, ...]]] = []
    if tok.isdigit():
        return ((("(1)" if wrap == "()" else "1)"), (int(tok),)),)
    upper = tok.isupper()
    rom = roman_value(tok)
    if rom > 40:
        rom = 0  # "(c)" and "(l)" are letters
    let = letter_value(tok)

    def key(base: str) -> str:
        return f"({base})" if wrap == "()" else base + wrap

    if rom:
        out.append((key("I" if upper else "i"), (rom,)))
    if let:
        out.append((key("A" if upper else "a"), (let,)))
    if wrap == "()" and not rom:
        out.extend(_inserted_items(tok))
    return tuple(out)


# Inserted provisions: an amending Act puts "1A" between sections 1 and 2, "(2A)" between
# subsections (2) and (3), "(ba)" between paragraphs (b) and (c), "(ia)" after "(i)". The
# reading of an inserted number is its own style, the base style followed by "+" ("dec+",
# "(1)+", "(a)+"), valued (base number, rank of the letters), so that the walk places it
# only right after its base ("1A" after "1" or after another "1B") and continues the base's
# numbering after it ("2" after "1A").
_INSERTED_DIGITS = re.compile(r"([0-9]{1,4})([A-Z]{1,3})")


def _letters_rank(letters: str) -> int:
    """The letters of an inserted number as one integer ("A" 1, "B" 2, "ZA" 703)."""
    rank = 0
    for ch in letters.upper():
        rank = rank * 27 + ord(ch) - 64
    return rank


@lru_cache(maxsize=4096)
def inserted_interps(tok: str, style: str = "dec") -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The reading of a number with inserted letters ("1A", "12AB", "5ZA"): (``style`` +
    "+", (base, letters rank)); empty when ``tok`` is not one."""
    m = _INSERTED_DIGITS.fullmatch(tok)
    if m is None:
        return ()
    return ((style + "+", (int(m.group(1)), _letters_rank(m.group(2)))),)


# The first step of a sub-clause of an inserted clause ("2A.1" under "2A") stands for that
# clause as one number no clause numbers reach: its letters' rank times this, plus the base.
INSERTED_STEP = 10_000


def inserted_step(value: tuple[int, ...]) -> int:
    """The path step standing for an inserted number valued ``value`` ("2A": (2, 1))."""
    return value[1] * INSERTED_STEP + value[0]


@lru_cache(maxsize=4096)
def inserted_path_interps(tok: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The reading of a decimal number with an inserted step: a sub-clause of an inserted
    clause ("2A.1", "12AB.3.2") or a sub-clause inserted after another ("3.1A" after
    "3.1"). A decimal path whose inserted step stands for its number (see
    :func:`inserted_step`); empty when ``tok`` is not one."""
    steps: list[int] = []
    for part in tok.split("."):
        if part.isdigit():
            steps.append(int(part))
            continue
        inserted = inserted_interps(part)
        if not inserted:
            return ()
        steps.append(inserted_step(inserted[0][1]))
    if len(steps) < 2:
        return ()
    return (("dec", tuple(steps)),)


def _inserted_items(tok: str) -> list[tuple[str, tuple[int, ...]]]:
    """Readings of an inserted enumerator: "(2A)" after "(2)", "(ba)" after "(b)", "(ia)"
    or "(iia)" after a roman "(i)"/"(ii)", "(aa)" after "(a)". One lower-case letter follows
    a lower-case base."""
    if tok[:1].isdigit():
        return list(inserted_interps(tok, "(1)"))
    if len(tok) < 2 or not tok.islower():
        return []
    base, extra = tok[:-1], _letters_rank(tok[-1])
    out: list[tuple[str, tuple[int, ...]]] = []
    rom = roman_value(base)
    if 0 < rom <= 40:
        out.append(("(i)+", (rom, extra)))
    if len(base) == 1:
        out.append(("(a)+", (letter_value(base), extra)))
    return out


def state_code_number(tok: str) -> bool:
    """A state code's section number, its title and place joined by hyphens ("12-101",
    "5-1-103"): codes number sections through a whole title, so one may open an excerpt."""
    return tok[:1].isdigit() and "-" in tok
