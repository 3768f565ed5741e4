"""Sentence boundaries: the one sentence source every chunker uses.

``sentence_starts(text, start, end)`` returns the positions in ``(start, end)`` where a new
sentence begins: the first non-whitespace character after the terminal punctuation (and any
closing quotes or brackets, which stay with the sentence they close).

The rules are written for legal English (contracts, terms of service, legislation):

- Terminal ``.``, ``!``, ``?``, ``…`` followed by whitespace end a sentence when the next word
  does not start in lower case, unless the word before the period is an abbreviation
  ("Inc.", "Art.", "U.S.C.", "e.g."), an initial ("J. Smith") or a number or list marker at
  the start of a sentence ("1.1. The Supplier", "(ii) ... iv. the").
- Abbreviations come in two kinds. Prefixes and in-sentence ones ("Mr.", "Art.", "e.g.",
  "v.") never end a sentence; the user's own abbreviations join this kind. Names and places
  ("Inc.", "Ltd.", "U.S.", "etc.", "et seq.") end one only when the next word is one that
  usually opens a sentence ("The", "If", "You", ...).
- A blank line always ends a sentence. A single line break ends one unless the line was
  hard-wrapped: it ends in the middle of a phrase (a comma, "of", "and"), the next line
  starts in lower case, or the line is as long as its neighbours allow, so that the next word
  would not have fitted. Lines ending in ``:`` or ``;`` end a sentence (list items stand
  alone), and so do short lines such as headings ("ARTICLE IV", "1.1 Definitions").
- CJK ``。！？`` end a sentence with or without whitespace after them.

Everything is found by one ``finditer`` over the range; Python looks only at candidate
punctuation and line breaks, so the cost is linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from .errors import require_text

__all__ = ["SentenceSplitter", "sentence_spans", "sentence_starts"]

_CLOSERS = "\"'”’»)\\]」』）】"
_OPENERS = "\"'“‘«(\\[「『（【"

# One scan finds every candidate: terminal punctuation with the whitespace after it; a CJK
# full stop; or a line break (one not already consumed by the first kind). The pattern
# starts with a character class, so the scan between candidates runs at C speed; the word
# before the punctuation is looked up afterwards, only for the candidates.
_CANDIDATE = re.compile(
    rf"(?P<p>[.!?…]+)[{_CLOSERS}]*(?P<ws>\s+)"
    rf"|(?P<cjk>[。！？]+)[{_CLOSERS}]*\s*"
    r"|(?P<nl>\n)\s*"
)
_NEXT_WORD = re.compile(rf"[{_OPENERS}]?([^\W\d_]+)")
_FIRST_WORD = re.compile(r"\S{1,60}")
_NONBLANK = re.compile(r"\S")
# A list marker or bullet at the start of a line: the line is a list item of its own.
_ITEM = re.compile(
    r"[•◦▪▫●○■□·‣⁃*\-–—](?=\s)"
    r"|\((?:\d{1,3}|[a-zA-Z]{1,2}|[ivxlcIVXLC]{1,6})\)"
    r"|(?:\d{1,3}\.)+\d{0,3}\s|(?:\d{1,3}\.)+\d{1,3}\s+[A-Z]"
    r"|[a-zA-Z]\.\s|[ivxIVX]{1,5}\.\s"
)
_NUMBER = re.compile(r"(?:\d{1,3}\.){0,5}\d{1,4}")
_LOWER_ROMAN = re.compile(r"x{0,3}(?:ix|iv|v?i{0,3})")
_ROMAN = re.compile(r"(?:X{0,3}(?:IX|IV|V?I{0,3}))|(?:x{0,3}(?:ix|iv|v?i{0,3}))")
_ACRONYM = re.compile(r"(?:[A-Za-z]{1,2}\.)+[A-Za-z]{1,2}")

# Never end a sentence: titles and reference prefixes precede what they name, Latin and
# other in-sentence abbreviations are followed by more of the same sentence.
NEVER_ENDS = frozenset(
    """mr mrs ms messrs mmes dr prof rev hon gen col capt lt sgt gov sen rep pres supt
    art arts sec secs ss para paras subpara cl cls subcl p pp ch chap sch pt pts fig figs
    vol vols nos reg regs dir r rr ord sub subs exh annex
    e.g eg i.e ie cf viz vs v approx incl excl esp resp ca appx ref refs op cit ibid""".split()
)
# Never end a sentence when a number follows ("No. 5", "Jan. 1, 2020", "Tel. 555").
BEFORE_NUMBER = frozenset(
    "no tel fax ext nr jan feb mar apr jun jul aug sep sept oct nov dec min max".split()
)
# May end a sentence, but only before a word that usually opens one.
MAY_END = frozenset(
    """inc ltd co corp llc llp lp plc pty pte bhd cie gmbh ag nv bv sa srl spa ab oy
    bros mfg intl natl govt dept univ assn assoc est esq jr sr st ave blvd rd
    etc seq al u.s u.s.a u.k e.u u.s.c a.m p.m ph.d n.v b.v s.a l.p l.l.c""".split()
)
# Words that usually open a sentence; an ambiguous abbreviation before one ends a sentence.
STARTERS = frozenset(
    """the this these that those there then thus therefore however here a an any all
    each every either neither no none nothing both some such if in on at as by for from
    to with without within upon under unless until when where whether while after before
    during except notwithstanding subject although though because since so also further
    furthermore moreover additionally accordingly finally otherwise please we our us you
    your it its they their he she his her i my what which who how why do does see""".split()
)
# Words after which a line cannot end a heading or a sentence: the line was wrapped.
_CONTINUES = frozenset(
    """of the a an and or nor to in on at by for from with as that which who whom whose
    is are be been was were shall will may must can its their your our his her any all
    such than between under including without into onto upon per via""".split()
)
# Words naming a lettered item: "Exhibit A. The" ends a sentence, "J. Smith" does not.
_LABELS = frozenset(
    """exhibit schedule annex appendix attachment section article part class series item
    plan form tier option type level phase category rule paragraph clause chapter
    grade unit zone list table figure""".split()
)
_WRAP_MIN, _WRAP_MAX = 48, 250  # plausible hard-wrap widths, in characters


def _norm_abbrev(word: str) -> str:
    return word.strip().rstrip(".").lower()


class SentenceSplitter:
    """Rule-based sentence boundaries for legal text, with optional extra abbreviations.

    ``abbreviations`` are matched case-insensitively, with or without their final period
    (``"Flst"``, ``"lfd."``, ``"Bauabschn"``); they never end a sentence. Calling the splitter
    returns the sentence spans of a whole text, so it can be passed wherever a
    ``str -> list[tuple[int, int]]`` sentence splitter is accepted.
    """

    __slots__ = ("_never",)

    def __init__(self, abbreviations: Iterable[str] = ()) -> None:
        if isinstance(abbreviations, str):
            abbreviations = (abbreviations,)
        extra = {_norm_abbrev(require_text(a, "abbreviation")) for a in abbreviations}
        self._never = NEVER_ENDS | {a for a in extra if a}

    def __call__(self, text: str) -> list[tuple[int, int]]:
        return self.spans(text)

    def starts(self, text: str, start: int = 0, end: int | None = None) -> list[int]:
        """Positions strictly inside ``(start, end)`` where a sentence starts."""
        text = require_text(text)
        stop = len(text) if end is None else min(end, len(text))
        start = max(start, 0)
        out: list[int] = []
        for m in _CANDIDATE.finditer(text, _scan_from(text, start)):
            if m.start() >= stop:
                break
            q = m.end()
            if q <= start or q >= stop:
                continue
            kind = m.lastgroup
            if kind == "ws":
                ok = self._after_punct(text, m, q)
            elif kind == "cjk":
                ok = True
            else:
                ok = _line_ends_sentence(text, m.start(), q)
            if ok:
                out.append(q)
        return out

    def spans(self, text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
        """Sentence spans covering ``text[start:end]``, surrounding whitespace trimmed."""
        text = require_text(text)
        stop = len(text) if end is None else min(end, len(text))
        start = max(start, 0)
        cuts = [start, *self.starts(text, start, stop), stop]
        out: list[tuple[int, int]] = []
        for a, z in zip(cuts, cuts[1:]):
            while z > a and text[z - 1].isspace():
                z -= 1
            while a < z and text[a].isspace():
                a += 1
            if a < z:
                out.append((a, z))
        return out

    # -- terminal punctuation -------------------------------------------------------------

    def _after_punct(self, text: str, m: re.Match[str], q: int) -> bool:
        """Does the sentence end at this ``.``/``!``/``?`` (whose whitespace ends at ``q``)?"""
        ws = m.group("ws")
        if "\n" in ws:
            nl = m.start("ws") + ws.index("\n")
            if "\n" in ws[ws.index("\n") + 1 :]:
                return True  # blank line: a paragraph ends here whatever came before
            verdict = self._token_verdict(text, m, q)
            if verdict is not None:
                return verdict
            # A period that may or may not be an abbreviation, at the end of a line: the
            # line break decides unless the line was only wrapped there.
            return not _is_wrapped(text, nl, q) or _next_word_starts(text, q)
        nxt = _first_letter(text, q)
        if nxt.islower():
            return False  # "etc. and", "(see Section 2.) and", "? and"
        verdict = self._token_verdict(text, m, q)
        if verdict is not None:
            return verdict
        return _next_word_starts(text, q)

    def _token_verdict(self, text: str, m: re.Match[str], q: int) -> bool | None:
        """True/False when the token decides; None when it is an ambiguous abbreviation."""
        p = m.group("p")
        if "!" in p or "?" in p:
            return True
        te = m.start()
        ts = _token_start(text, te)
        while ts < te and text[ts] in _OPENERS:
            ts += 1
        tok = text[ts:te]
        if not tok:
            return True  # "Privacy Policy . By using": a stray space before the period
        low = tok.lower()
        if low in self._never:
            return False
        if low in BEFORE_NUMBER and _starts_number(text, q):
            return False
        if _is_marker(text, ts, tok):
            return False
        if len(tok) == 1 and tok.isalpha():
            return _initial_ends(text, ts, q)
        if low in MAY_END or _ACRONYM.fullmatch(tok):
            if low in ("seq", "al") and _prev_word(text, ts).lower() != "et":
                return True
            return None
        return True


def _token_start(text: str, end: int) -> int:
    """Start of the whitespace-delimited token ending at ``end`` (looking back 80 chars)."""
    lo = max(0, end - 80)
    return 1 + max(
        text.rfind(" ", lo, end),
        text.rfind("\n", lo, end),
        text.rfind("\t", lo, end),
        text.rfind("\xa0", lo, end),
        lo - 1,
    )


def _scan_from(text: str, start: int) -> int:
    """Where to begin scanning so that a sentence end just before ``start`` is seen."""
    i = start
    floor = max(0, start - 4096)  # bound the walk back over a pathological whitespace run
    while i > floor and text[i - 1].isspace():
        i -= 1
    return max(0, i - 100)


def _first_letter(text: str, q: int) -> str:
    """The first character of the next sentence, looking past an opening quote or bracket."""
    ch = text[q]
    if ch in _OPENERS and q + 1 < len(text):
        return text[q + 1]
    return ch


def _next_word_starts(text: str, q: int) -> bool:
    m = _NEXT_WORD.match(text, q)
    return m is not None and m.group(1).lower() in STARTERS


def _starts_number(text: str, q: int) -> bool:
    ch = _first_letter(text, q)
    return ch.isdigit() or ch in "#§"


def _prev_word(text: str, pos: int) -> str:
    """The word before position ``pos`` (the start of the current token)."""
    words = text[max(0, pos - 40) : pos].split()
    return words[-1].strip(_OPENERS + _CLOSERS + ",;:") if words else ""


def _at_sentence_start(text: str, pos: int) -> bool:
    """Is ``pos`` the first token of a line or of a sentence (after ``.``, ``:``, ``;``)?"""
    j = pos - 1
    while j >= 0 and text[j] in " \t":
        j -= 1
    return j < 0 or text[j] in "\n.!?:;" or text[j] in _CLOSERS


def _is_marker(text: str, pos: int, tok: str) -> bool:
    """A list number or letter before the period: "1.1. The", "(ii) ... iv. the", "a. Waiver"."""
    if _LOWER_ROMAN.fullmatch(tok) or (len(tok) == 1 and tok.islower()):
        return True  # a lower-case numeral or letter is never the last word of a sentence
    if _NUMBER.fullmatch(tok) or _ROMAN.fullmatch(tok) or (len(tok) == 1 and tok.isalpha()):
        return _at_sentence_start(text, pos)
    return False


def _initial_ends(text: str, pos: int, q: int) -> bool:
    """After a single capital letter: "Exhibit A. The" ends a sentence, "J. Smith" does not."""
    if _next_word_starts(text, q):
        return True
    return _prev_word(text, pos).lower() in _LABELS


# -- line breaks --------------------------------------------------------------------------


def _line_ends_sentence(text: str, nl: int, q: int) -> bool:
    """Does a line break at ``nl`` (not after terminal punctuation) end a sentence?"""
    if text.count("\n", nl + 1, q):
        return True  # blank line
    ls = text.rfind("\n", 0, nl) + 1
    j = nl - 1
    while j >= ls and text[j] in " \t":
        j -= 1
    if j < ls:
        return True  # the line was blank apart from spaces (cannot happen after rfind)
    last = text[j]
    if last in ":;":
        return True  # a list follows, or this was one item of it
    if _ITEM.match(text, q):
        return True
    words = text[max(ls, j - 20) : j + 1].split()
    if len(words) > 1 and words[-2].endswith(";") and words[-1] in ("and", "or", "and/or"):
        return True  # "...; or" ends a list item
    if last in ",-–(&/" or text[q].islower():
        return False
    if words and words[-1].lower() in _CONTINUES:
        return False
    return not _is_wrapped(text, nl, q)


def _is_wrapped(text: str, nl: int, q: int) -> bool:
    """Was the line ending at ``nl`` hard-wrapped, i.e. would the next word not have fitted?

    In a wrapped paragraph every line but the last is as long as the width allows, so a
    line break is forced when the line plus the next word exceeds its neighbours' lengths.
    Short lines (headings, addresses) and very long ones (unwrapped paragraphs) never count.
    """
    ls = text.rfind("\n", 0, nl) + 1
    width = nl - ls
    if not _WRAP_MIN <= width <= _WRAP_MAX:
        return False
    prev = 0
    if ls > 0:
        ps = text.rfind("\n", 0, ls - 1) + 1
        if _NONBLANK.search(text, ps, ls - 1):
            prev = ls - 1 - ps
    ns = text.rfind("\n", nl, q) + 1
    ne = text.find("\n", q)
    nxt = (len(text) if ne < 0 else ne) - ns
    word = _FIRST_WORD.match(text, q)
    need = width + 1 + (len(word.group()) if word else 0)
    return need > max(prev, nxt)


@lru_cache(maxsize=32)
def _splitter(abbreviations: tuple[str, ...]) -> SentenceSplitter:
    return SentenceSplitter(abbreviations)


def _key(abbreviations: Iterable[str]) -> tuple[str, ...]:
    if isinstance(abbreviations, str):
        return (abbreviations,)
    return tuple(sorted(set(abbreviations)))


def sentence_starts(
    text: str, start: int = 0, end: int | None = None, abbreviations: Iterable[str] = ()
) -> list[int]:
    """Positions strictly inside ``(start, end)`` where a sentence starts."""
    return _splitter(_key(abbreviations)).starts(text, start, end)


def sentence_spans(
    text: str, start: int = 0, end: int | None = None, abbreviations: Iterable[str] = ()
) -> list[tuple[int, int]]:
    """Sentence spans covering ``text[start:end]``, trailing whitespace trimmed."""
    return _splitter(_key(abbreviations)).spans(text, start, end)
