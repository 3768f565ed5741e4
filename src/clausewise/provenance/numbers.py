"""Recognise amounts in a token stream so that every spelling of a number compares equal.

Contracts spell numbers several ways at once ("thirty (30) days", "One Million Dollars
($1,000,000)", "ten percent (10%)") and extracted values use any one of them ("30 days",
"$1000000"). :func:`parse_amount` reads one amount starting at a token and returns its
canonical digits, a unit ("usd", "eur", "gbp", "percent") and where the amount ends, having
swallowed a parenthesised restatement of the same value. Both the source and every looked-up
value go through the same code, so the two sides always agree.

Tokens are ``(kind, text, start, end)`` with ``kind`` one of :data:`NUM`, :data:`WORD`,
:data:`PUNCT` and ``text`` already case-folded.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

__all__ = ["NUM", "NUMBER_WORDS", "PUNCT", "WORD", "RawToken", "parse_amount"]

NUM, WORD, PUNCT = 0, 1, 2
RawToken = tuple[int, str, int, int]

_UNIT_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
)  # fmt: skip
_TENS_WORDS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_UNITS = {w: i for i, w in enumerate(_UNIT_WORDS)}
_TENS = {w: 10 * (i + 2) for i, w in enumerate(_TENS_WORDS)}
NUMBER_WORDS = frozenset(_UNITS) | frozenset(_TENS)  # the words a spelled number starts with
_SCALES = {"thousand": 10**3, "million": 10**6, "billion": 10**9, "trillion": 10**12}
_PREFIX_SYMBOLS = {"$": "usd", "€": "eur", "£": "gbp"}
_CURRENCY_WORDS = {
    "usd": "usd",
    "dollar": "usd",
    "dollars": "usd",
    "eur": "eur",
    "euro": "eur",
    "euros": "eur",
    "gbp": "gbp",
}

# Which number word may follow which: "twenty five", "one hundred", "five thousand", but not
# "one two" (two numbers in a row) or "hundred" with nothing before it.
_FOLLOWS: dict[str | None, frozenset[str]] = {
    None: frozenset({"unit", "tens"}),
    "unit": frozenset({"hundred", "scale"}),
    "tens": frozenset({"unit", "hundred", "scale"}),
    "hundred": frozenset({"unit", "tens", "scale"}),
    "scale": frozenset({"unit", "tens"}),
}


def _word_class(word: str) -> str | None:
    if word in _UNITS:
        return "unit"
    if word in _TENS:
        return "tens"
    if word == "hundred":
        return "hundred"
    if word in _SCALES:
        return "scale"
    return None


def _is_word(toks: list[RawToken], i: int, *words: str) -> bool:
    return i < len(toks) and toks[i][0] == WORD and toks[i][1] in words


def _is_punct(toks: list[RawToken], i: int, chars: str) -> bool:
    return i < len(toks) and toks[i][0] == PUNCT and toks[i][1] in chars


def _next_class(toks: list[RawToken], i: int) -> str | None:
    return _word_class(toks[i][1]) if i < len(toks) and toks[i][0] == WORD else None


def _parse_words(toks: list[RawToken], i: int) -> tuple[int, int] | None:
    """A spelled-out number at ``toks[i]``: ``(value, end)``, or None."""
    total = current = 0
    last: str | None = None
    j = end = i
    while j < len(toks):
        kind, text = toks[j][0], toks[j][1]
        if last is not None and kind == PUNCT and text == "-" and _next_class(toks, j + 1):
            j += 1  # "twenty-five"
            continue
        if (
            last in ("hundred", "scale")
            and kind == WORD
            and text == "and"
            and _next_class(toks, j + 1) in ("unit", "tens")
        ):
            j += 1  # "one hundred and fifty"
            continue
        cls = _word_class(text) if kind == WORD else None
        if cls is None or cls not in _FOLLOWS[last]:
            break
        if last == "tens" and cls == "unit" and not 0 < _UNITS[text] < 10:
            break  # "twenty fifteen" is two numbers (or a year), not 35
        if cls == "hundred":
            current *= 100
        elif cls == "scale":
            total += current * _SCALES[text]
            current = 0
        else:
            current += _UNITS[text] if cls == "unit" else _TENS[text]
        last, j = cls, j + 1
        end = j
    if last is None:
        return None
    return total + current, end


def _digits(text: str) -> tuple[Decimal, str] | None:
    """Value and canonical spelling of a digit token ("1,000,000.00" -> "1000000")."""
    plain = text.replace(",", "")
    if plain.endswith(".00"):
        plain = plain[:-3]  # cents written out
    try:
        return Decimal(plain), plain
    except InvalidOperation:  # "1.2.3": a section number, not a quantity
        return None


def _canonical(value: Decimal) -> str:
    if value == value.to_integral_value():
        return str(int(value))
    return format(value.normalize(), "f")


def _number(toks: list[RawToken], i: int) -> tuple[Decimal, str, int, bool] | None:
    """``(value, canonical, end, spelled)`` for the number at ``toks[i]``."""
    if i >= len(toks):
        return None
    kind, text = toks[i][0], toks[i][1]
    if kind == NUM:
        parsed = _digits(text)
        if parsed is None:
            return None
        value, canon = parsed
        if _is_word(toks, i + 1, "hundred", *_SCALES):  # "1.5 million"
            scale = 100 if toks[i + 1][1] == "hundred" else _SCALES[toks[i + 1][1]]
            value *= scale
            return value, _canonical(value), i + 2, True
        return value, canon, i + 1, False
    words = _parse_words(toks, i) if kind == WORD else None
    if words is None:
        return None
    return Decimal(words[0]), str(words[0]), words[1], True


def _prefix(toks: list[RawToken], i: int) -> tuple[str | None, int]:
    if _is_punct(toks, i, "$€£"):
        return _PREFIX_SYMBOLS[toks[i][1]], i + 1
    if _is_word(toks, i, "us") and _is_punct(toks, i + 1, "$"):
        return "usd", i + 2
    if _is_word(toks, i, "usd", "eur", "gbp"):
        return toks[i][1], i + 1
    return None, i


def _suffix(toks: list[RawToken], i: int) -> tuple[str | None, int]:
    if i >= len(toks):
        return None, i
    if _is_punct(toks, i, "%") or _is_word(toks, i, "percent"):
        return "percent", i + 1
    if _is_word(toks, i, "per") and _is_word(toks, i + 1, "cent"):
        return "percent", i + 2
    if toks[i][0] == WORD and toks[i][1] in _CURRENCY_WORDS:
        return _CURRENCY_WORDS[toks[i][1]], i + 1
    return None, i


def _core(toks: list[RawToken], i: int) -> tuple[Decimal, str, str | None, int, bool] | None:
    unit, j = _prefix(toks, i)
    number = _number(toks, j)
    if number is None:
        return None
    value, canon, j, spelled = number
    after, k = _suffix(toks, j)
    if after is not None and (unit is None or unit == after):
        unit, j = after, k
    return value, canon, unit, j, spelled


def parse_amount(toks: list[RawToken], i: int) -> tuple[str, str | None, int] | None:
    """The amount starting at ``toks[i]``: ``(canonical digits, unit, end index)``, or None.

    A parenthesised restatement right after it ("thirty (30)", "$5 (five dollars)") is part of
    the amount when it has the same value and is written the other way (words vs digits) or as
    money; "Article 1(1)" stays two numbers.
    """
    first = _core(toks, i)
    if first is None:
        return None
    value, canon, unit, end, spelled = first
    if _is_punct(toks, end, "("):
        second = _core(toks, end + 1)
        if second is not None:
            value2, _, unit2, end2, spelled2 = second
            same_unit = unit is None or unit2 is None or unit == unit2
            restated = spelled != spelled2 or (unit or unit2) is not None
            if value2 == value and same_unit and restated and _is_punct(toks, end2, ")"):
                return canon, unit or unit2, end2 + 1
    return canon, unit, end
