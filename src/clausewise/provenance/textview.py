"""A normalised view of a text in which trivially different spellings of a value compare equal.

The text is cut into tokens (runs of letters, numbers, single punctuation characters); each
token keeps its ``(start, end)`` in the text. Words are case-folded, stripped of accents and of
apostrophes ("Licensee’s" and "Licensees" both become ``licensees``); amounts become canonical
digits (see :mod:`.numbers`); other punctuation, quotes and dashes disappear, and so do
whitespace and line breaks. What remains is joined *without separators* (a space only between
two numbers), so "non-compete", "non compete", "noncompete" and a word hyphenated across a
line break all read the same. A match in the joined string counts only when it starts and ends
on token edges, and maps back to the source through the tokens' offsets.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right

from .numbers import NUM, NUMBER_WORDS, PUNCT, WORD, RawToken, parse_amount

__all__ = ["TextView", "char_class", "inside_word"]

_APOSTROPHES = "'’‘`´ʼ"
_RAW = re.compile(
    r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)*)"  # a number: 1,000,000.00 or 2.1
    rf"|([^\W\d_]+(?:[{_APOSTROPHES}][^\W\d_]+)*|\*+)"  # a word; a redaction mark "***"
    r"|([^\w\s])"  # one punctuation character
)
_DROP_APOSTROPHES = str.maketrans("", "", _APOSTROPHES)
_QUOTES = '"“”„‟«»‹›〝〞＂' + _APOSTROPHES + "‚′″"
_DASHES = "-‐‑‒–—―−﹘﹣－"
_CHAR_CLASS = str.maketrans({**dict.fromkeys(_QUOTES, '"'), **dict.fromkeys(_DASHES, "-")})


def char_class(text: str) -> str:
    """``text`` with every quote written ``"`` and every dash ``-``."""
    return text.translate(_CHAR_CLASS)


def _fold(word: str) -> str:
    if not word.isascii():
        decomposed = unicodedata.normalize("NFKD", word)
        word = "".join(c for c in decomposed if not unicodedata.combining(c))
    return word.casefold().translate(_DROP_APOSTROPHES)


def raw_tokens(text: str) -> list[RawToken]:
    """Tokens of ``text``: ``(kind, folded text, start, end)``."""
    lowered = text.lower()
    if len(lowered) != len(text):  # a character that lower-cases to two: fold word by word
        lowered = text
    # One comprehension for the common case; the few tokens needing more are fixed after.
    out: list[RawToken] = [
        ((m.lastindex or 1) - 1, m.group(), m.start(), m.end()) for m in _RAW.finditer(lowered)
    ]
    for k, (kind, word, start, end) in enumerate(out):
        if kind == WORD and not (word.isascii() and word.isalpha() and lowered is not text):
            out[k] = (kind, "*" if word[0] == "*" else _fold(word), start, end)
        elif kind == PUNCT and not word.isascii():
            out[k] = (kind, char_class(word), start, end)
    return out


def canonical_tokens(raw: list[RawToken]) -> tuple[list[str], list[int], list[int]]:
    """Canonical tokens with their source starts and ends; punctuation dropped."""
    canon: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    i, n = 0, len(raw)
    while i < n:
        kind, text, start, end = raw[i]
        if kind == PUNCT and text not in "$€£&%":
            i += 1
            continue
        if kind in (NUM, PUNCT) or text in _AMOUNT_STARTS:
            amount = parse_amount(raw, i)
            if amount is not None:
                digits, unit, j = amount
                stop = raw[j - 1][3]
                canon.append(digits)
                starts.append(start)
                ends.append(stop)
                if unit is not None:
                    canon.append(unit)
                    starts.append(start)
                    ends.append(stop)
                i = j
                continue
        if kind == WORD and text == "per" and i + 1 < n and raw[i + 1][1] == "cent":
            canon.append("percent")
            starts.append(start)
            ends.append(raw[i + 1][3])
            i += 2
            continue
        if kind != PUNCT or text == "&":  # words, and section numbers such as 2.1.3
            canon.append("and" if text == "&" else text)
            starts.append(start)
            ends.append(end)
        i += 1
    return canon, starts, ends


_AMOUNT_STARTS = frozenset({*NUMBER_WORDS, "us", "usd", "eur", "gbp"})


def join(canon: list[str]) -> tuple[str, list[int]]:
    """The tokens joined without separators (a space between two numbers), and each offset."""
    parts: list[str] = []
    offsets: list[int] = []
    pos = 0
    prev_digit = False
    for tok in canon:
        if prev_digit and tok[0].isdigit():
            parts.append(" ")
            pos += 1
        parts.append(tok)
        offsets.append(pos)
        pos += len(tok)
        prev_digit = tok[-1].isdigit()
    return "".join(parts), offsets


def inside_word(text: str, i: int) -> bool:
    """Whether position ``i`` of ``text`` falls inside a word (so no span may start or end there).

    Letters next to letters and digits next to digits are one word; an apostrophe between two
    letters ("Licensee's") is inside the word too. A letter next to a digit is an edge.
    """
    if i <= 0 or i >= len(text):
        return False
    a, b = text[i - 1], text[i]
    if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
        return True
    if a in _APOSTROPHES and b.isalpha():
        return i >= 2 and text[i - 2].isalpha()
    if b in _APOSTROPHES and a.isalpha():
        return i + 1 < len(text) and text[i + 1].isalpha()
    return False


class TextView:
    """The normalised view of one text, built once and searched many times."""

    __slots__ = ("_end_at", "_start_at", "canon", "ends", "joined", "offsets", "starts", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.canon, self.starts, self.ends = canonical_tokens(raw_tokens(text))
        self.joined, self.offsets = join(self.canon)
        self._start_at = {off: k for k, off in enumerate(self.offsets)}
        ends = (off + len(tok) for off, tok in zip(self.offsets, self.canon, strict=True))
        self._end_at = {end: k for k, end in enumerate(ends)}

    def __len__(self) -> int:
        return len(self.canon)

    def find(self, query: str, limit: int = 1) -> list[tuple[int, int]]:
        """Up to ``limit`` runs of whole tokens whose joined form is ``query``, in text order.

        Each run is ``(first, last)`` token indices.
        """
        found: list[tuple[int, int]] = []
        hit = self.joined.find(query)
        while hit >= 0 and len(found) < limit:
            first = self._start_at.get(hit)
            last = self._end_at.get(hit + len(query))
            if first is not None and last is not None:
                found.append((first, last))
            hit = self.joined.find(query, hit + 1)
        return found

    def find_widened(self, query: str, slack: float) -> tuple[int, int, int] | None:
        """First hit of ``query`` that whole tokens cover with at most ``slack * len`` extra chars.

        For a value cut mid-word ("greement shall ..."): ``(first, last, extra chars)``.
        """
        pos, limit = 0, int(slack * len(query))
        while True:
            hit = self.joined.find(query, pos)
            if hit < 0:
                return None
            first = bisect_right(self.offsets, hit) - 1
            last = bisect_right(self.offsets, hit + len(query) - 1) - 1
            extra = (hit - self.offsets[first]) + (
                self.offsets[last] + len(self.canon[last]) - hit - len(query)
            )
            if extra <= limit:
                return first, last, extra
            pos = hit + 1
