"""Sentence boundaries: the one sentence source every chunker uses.

``sentence_starts(text, start, end)`` returns the positions in ``(start, end)`` where a new
sentence begins: the first non-whitespace character after the terminal punctuation (and any
closing quotes or brackets, which stay with the sentence they close).

The rules are written for legal English (contracts, terms of service, legislation):

- Terminal ``.``, ``!``, ``?``, ``…`` followed by whitespace end a sentence when the next word
  does not start in lower case ("etc. and" goes on, "etc. The" ends), unless the word before
  the period is an abbreviation ("Inc.", "Art.", "U.S.C.", "e.g."), an initial ("J. Smith")
  or a list or heading number ("1.1. The Supplier", "(ii) ... iv. the", "ARTICLE IV. TERMS").
  A period glued to a capitalised word, as PDF extraction leaves it ("you Reserve.This
  price", "Liability.IN NO EVENT"), ends one too, except after an abbreviation ("Inc.The")
  and inside addresses and dotted names ("Jane.Doe@x.com", "www.Example.Com", "Ph.D.").
- Abbreviations come in two kinds. Prefixes and in-sentence ones ("Mr.", "Art.", "e.g.",
  "v.") never end a sentence; the user's own abbreviations join this kind. Names and places
  ("Inc.", "Ltd.", "U.S.", "et seq.") end one only when the next word is one that usually
  opens a sentence ("The", "If", "You", ...).
- A blank line always ends a sentence. A single line break is read by ``line_breaks``:
  ``"always"``: it ends a sentence (one paragraph, heading or list item per line).
  ``"wrapped"``: it ends one unless the line was hard-wrapped: it ends in the middle of a
  phrase (a comma, "of", "and"), the next line starts in lower case, or the line is as long
  as its neighbours allow, so that the next word would not have fitted. Lines ending in ``:``
  or ``;`` end a sentence (list items stand alone), and so do short lines such as headings
  ("ARTICLE IV", "1.1 Definitions").
  ``"never"``: it is read as a space; only punctuation and blank lines end a sentence.
  ``"auto"`` (the default): each block of lines between blank lines is read as ``"always"``
  or ``"wrapped"`` from its layout (see :mod:`clausewise.linebreaks`);
  ``logical_line_spans(text)`` returns the blocks read as ``"always"``.
- CJK ``。！？`` end a sentence with or without whitespace after them.

A list or heading number stays with the text it numbers ("12. Secret Chats" is one sentence),
so that a chunk never ends with a bare "12.". ``list_numbers="separate"`` instead makes a bare
number ending in a period that opens a line or sentence ("12.", "4.1.1.", "(2.)", "iv.") a
sentence of its own, as segmentations made for annotation do (CLAUDETTE); it is for scoring
against them and for sentence-level tagging, not for choosing chunk cuts. Letters ("b.", "A.")
stay attached either way: they cannot be told from initials.

Everything is found by one ``finditer`` over the range; Python looks only at candidate
punctuation and line breaks, so the cost is linear in the text. The layout of a text is read
once, in one pass over its lines, and cached for the next few texts (ranges of one text cost
only their length).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable
from functools import lru_cache
from itertools import pairwise
from typing import Literal

from .errors import ConfigError, require_text
from .linebreaks import logical_bounds, logical_line_spans, wrap_evidence, wrapped_line_ends

__all__ = [
    "LineBreaks",
    "ListNumbers",
    "SentenceSplitter",
    "logical_line_spans",
    "sentence_spans",
    "sentence_starts",
]

LineBreaks = Literal["auto", "always", "wrapped", "never"]
ListNumbers = Literal["attach", "separate"]
# How one line break is read: as a space, by its layout, or as a sentence end.
_NEVER, _WRAPPED, _ALWAYS, _AUTO = 0, 1, 2, -1
_MODES = {"never": _NEVER, "wrapped": _WRAPPED, "always": _ALWAYS, "auto": _AUTO}

_CLOSERS = "\"'”’»)\\]」』）】"
_OPENERS = "\"'“‘«(\\[「『（【"

# One scan finds every candidate: terminal punctuation with the whitespace after it (or glued
# to a capitalised word); a CJK full stop; or a line break (one not already consumed by the
# first kind). The pattern opens with a character class, which the engine turns into a C-speed
# skip to the next candidate character (a leading look-ahead would be tried at every
# position: twice as slow); look-behinds then tell the three kinds apart. Bounded bursts of
# punctuation keep it linear ("....." cannot backtrack far). The word before the punctuation
# is looked up afterwards, only for the candidates.
_CANDIDATE = re.compile(
    rf"[.!?…。！？\n](?:(?<=[.!?…])[.!?…]{{0,7}}(?:[{_CLOSERS}]{{0,4}}(?P<ws>\s+)"
    r"|(?<=[a-z]{2}[.!?])(?P<glued>[”’)\]]{0,3})(?=[“‘(]?[A-Z]))"
    rf"|(?<=[。！？])[。！？]*[{_CLOSERS}]{{0,4}}(?P<cjk>)\s*"
    r"|(?<=\n)(?P<nl>)\s*)"
)
_LOOKAHEAD = 64  # the most the pattern looks past a match's end
_NEXT_WORD = re.compile(rf"[{_OPENERS}]?([^\W\d_]{{1,40}})")
_NUMBER = re.compile(r"(?:\d{1,3}\.){0,5}\d{1,4}")
_BARE_NUMBER = re.compile(r"[(\[]?(?:(?:\d{1,3}\.){0,5}\d{1,3}|[ivxlc]{2,6}|[IVXLC]{2,6})")
# Small roman numerals in one case ("iv", "XII"); "mix" or "did" are words, not numerals.
_ROMAN = re.compile(r"(?=.)(?:X{0,3}(?:IX|IV|V?I{0,3})|x{0,3}(?:ix|iv|v?i{0,3}))")
_ACRONYM = re.compile(r"(?:[A-Za-z]{1,2}\.)+[A-Za-z]{1,2}")
_TOKEN = re.compile(r"\S{1,80}")
# What may open a sentence glued to a period: a capitalised word (not an abbreviation like
# "Assy." nor a run-together name like "InitialTipsKit"), "A" or "I", or shouted text.
_GLUED_NEXT = re.compile(
    r"[“‘(]?(?:[A-Z][a-z]{1,40}(?![A-Za-z.])|[AI]\s|[A-Z]{1,40}\s{1,4}[A-Z]{2})"
)
_CAMEL = re.compile(r"[a-z][A-Z]")
# A list item's marker in brackets, followed by a space: "(b) ", "(iv) ", "(12) ".
_ITEM_MARKER = re.compile(r"\((?:[a-z]{1,2}|[ivxlc]{1,6}|\d{1,3})\)[ \t]")
# A page number closing a table-of-contents line ("6", "xii", "A-1"), after a dot leader.
_PAGE_NUMBER = re.compile(r"(?:\d{1,4}|[ivxlc]{1,7}|[IVXLC]{1,7}|[A-Z]{1,2}-\d{1,3})[ \t]*(?:\n|$)")
_TLDS = frozenset({"com", "net", "org", "io", "co", "me", "gov", "edu", "eu", "uk", "de"})
# In the word after a glued period: the rest of an address ("Doe@x.com", "Example.Com/a").
_ADDRESS_TAIL = re.compile(r"[@/]|\.\w")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Never end a sentence: titles and reference prefixes precede what they name, Latin and
# other in-sentence abbreviations are followed by more of the same sentence.
NEVER_ENDS = _words(
    """mr mrs ms messrs mmes dr prof rev hon gen col capt lt sgt gov sen rep pres supt
    art arts sec secs ss para paras subpara cl cls subcl p pp ch chap sch pt pts fig figs
    vol vols nos reg regs dir r rr ord sub subs subd subds subdiv subsec subsecs exh annex
    stat stats supp civ crim proc evid admin
    e.g eg i.e ie cf viz vs v approx incl excl esp resp ca appx ref refs op"""
)
# Never end a sentence when a number follows ("No. 5", "Jan. 1, 2020", "Tel. 555").
BEFORE_NUMBER = _words("no tel fax ext nr jan feb mar apr jun jul aug sep sept oct nov dec min max")
# May end a sentence, but only before a word that usually opens one.
MAY_END = _words(
    """inc ltd co corp llc llp lp plc pty pte bhd cie gmbh ag nv bv sa srl spa ab oy
    bros mfg intl natl govt dept univ assn assoc est esq jr sr st ave blvd rd
    seq al cit ibid u.s u.s.a u.k e.u u.s.c a.m p.m ph.d n.v b.v s.a l.p l.l.c
    ala ariz ark cal calif colo conn del fla ga ill ind kan ky la md mass mich minn miss
    mo mont neb nev okla ore pa tenn tex va vt wash wis wyo bus"""
)
# Words that usually open a sentence; an ambiguous abbreviation before one ends a sentence.
STARTERS = _words(
    """the this these that those there then thus therefore however here a an any all
    each every either neither no none nothing both some such if in on at as by for from
    to with without within upon under unless until when where whether while after before
    during except notwithstanding subject although though because since so also further
    furthermore moreover additionally accordingly finally otherwise please we our us you
    your it its they their he she his her i my what which who how why do does see"""
)
# Words naming a lettered item: "Exhibit A. The" ends a sentence, "J. Smith" does not.
_LABELS = _words(
    """exhibit schedule annex appendix attachment section article part class series item
    plan form tier option type level phase category rule paragraph clause chapter
    grade unit zone list table figure"""
)


def _norm_abbrev(word: str) -> str:
    return word.strip().rstrip(".").lower()


class SentenceSplitter:
    """Rule-based sentence boundaries for legal text, with optional extra abbreviations.

    ``abbreviations`` are matched case-insensitively, with or without their final period
    (``"Flst"``, ``"lfd."``, ``"Bauabschn"``); they never end a sentence. ``line_breaks`` and
    ``list_numbers`` are described in the module documentation. Calling the splitter returns
    the sentence spans of a whole text, so it can be passed wherever a sentence splitter
    ``(text[, language]) -> list[tuple[int, int]]`` is accepted.
    """

    __slots__ = ("_mode", "_never", "_separate")

    def __init__(
        self,
        abbreviations: Iterable[str] = (),
        *,
        line_breaks: LineBreaks = "auto",
        list_numbers: ListNumbers = "attach",
    ) -> None:
        if isinstance(abbreviations, str):
            abbreviations = (abbreviations,)
        extra = {_norm_abbrev(require_text(a, "abbreviation")) for a in abbreviations}
        self._never = NEVER_ENDS | {a for a in extra if a}
        if line_breaks not in _MODES:
            raise ConfigError(f"line_breaks must be one of {sorted(_MODES)}, got {line_breaks!r}")
        if list_numbers not in ("attach", "separate"):
            raise ConfigError(f"list_numbers must be 'attach' or 'separate', got {list_numbers!r}")
        self._mode = _MODES[line_breaks]
        self._separate = list_numbers == "separate"

    def __call__(self, text: str, language: str = "en") -> list[tuple[int, int]]:
        """The sentence spans of ``text``; ``language`` is accepted for splitter protocols
        that pass one (the rules are the same for every language)."""
        return self.spans(text)

    def starts(self, text: str, start: int = 0, end: int | None = None) -> list[int]:
        """Positions strictly inside ``(start, end)`` where a sentence starts."""
        text = require_text(text)
        stop = len(text) if end is None else min(end, len(text))
        start = max(start, 0)
        out: list[int] = []
        # The layout is read once per text (cached), not looked up for every line break.
        lay = logical_bounds(text) if self._mode == _AUTO else ()
        # The scan stops near ``stop``, so that many small ranges cost their own length.
        limit = min(len(text), stop + _LOOKAHEAD)
        for m in _CANDIDATE.finditer(text, _scan_from(text, start), limit):
            at = m.start()
            if at >= stop:
                break
            q = m.end()
            if q <= start or q >= stop:
                continue
            kind = m.lastgroup
            if kind == "ws":
                ok = self._after_punct(text, at, m.start("ws"), q, lay)
            elif kind == "cjk":
                ok = True
            elif kind == "glued":
                ok = self._glued_ends(text, at, q)
            else:
                ok = self._line_ends(text, at, q, lay)
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
        for a, z in pairwise(cuts):
            while z > a and text[z - 1].isspace():
                z -= 1
            while a < z and text[a].isspace():
                a += 1
            if a < z:
                out.append((a, z))
        return out

    # -- line breaks and terminal punctuation ---------------------------------------------

    def _mode_at(self, lay: tuple[int, ...], nl: int) -> int:
        """How the single line break at ``nl`` is read: ``_NEVER``, ``_WRAPPED`` or ``_ALWAYS``.

        ``lay`` is ``logical_bounds(text)`` in the ``"auto"`` mode.
        """
        if self._mode != _AUTO:
            return self._mode
        return _ALWAYS if bisect_right(lay, nl) & 1 else _WRAPPED

    def _line_ends(self, text: str, nl: int, q: int, lay: tuple[int, ...]) -> bool:
        """Does a line break at ``nl`` (not after terminal punctuation) end a sentence?"""
        if text.find("\n", nl + 1, q) >= 0:
            return True  # blank line
        j = nl - 1
        while j >= 0 and text[j] in " \t":
            j -= 1
        if j < 0:
            return False  # nothing before it: no sentence to end
        if text[j] == "\n":
            return True  # a line of spaces: a blank line after all
        mode = self._mode_at(lay, nl)
        if mode == _WRAPPED and _ends_toc_line(text, j):
            return True  # a table of contents: its lines look wrapped, all one length
        return mode == _ALWAYS or (
            mode == _WRAPPED and wrapped_line_ends(text, j, nl, q, _starts_lower)
        )

    def _after_punct(self, text: str, at: int, ws: int, q: int, lay: tuple[int, ...]) -> bool:
        """Does a sentence end at the punctuation at ``at`` (whitespace from ``ws`` to ``q``)?"""
        if self._separate and _bare_number(text, at):
            return True  # "12. ‖Secret Chats", "4.1.1. ‖we will"
        nl = text.find("\n", ws, q)
        if nl >= 0 and text.find("\n", nl + 1, q) < 0:
            mode = self._mode_at(lay, nl)
            if mode == _ALWAYS:
                return True
            if mode == _NEVER:
                nl = -1  # read the line break as a space
        if nl < 0:
            if _PAGE_NUMBER.match(text, q) and _dot_leader(text, ws):
                return False  # "7. Confidential Information ........ 6": a table of contents
            if _ITEM_MARKER.match(text, q):
                # "... of Manufacturer. (b) Commercial general liability": a list item
                # starts, whatever the case of its marker, unless an abbreviation holds on.
                return self._token_verdict(text, at, q) is not False
            if _starts_lower(text, q) or text[q] in ".,;:…":
                return False  # "etc. and", "(see Section 2.) and", "? and", ". . . ." leaders
            verdict = self._token_verdict(text, at, q)
            return _next_word_starts(text, q) if verdict is None else verdict
        if text.find("\n", nl + 1, q) >= 0:
            return True  # blank line: a paragraph ends here whatever came before
        verdict = self._token_verdict(text, at, q)
        if verdict is not None:
            return verdict
        # An abbreviation that may end a sentence, at the end of a line: the line break
        # decides, unless the line was only wrapped there.
        return wrap_evidence(text, nl, q) == 0 or _next_word_starts(text, q)

    def _glued_ends(self, text: str, at: int, q: int) -> bool:
        """A period with no space before a capitalised word: "you Reserve.This price",
        "Limitation of Liability.IN NO EVENT".

        Not after an abbreviation ("Inc.The", "Art.The") nor inside a web or e-mail address
        or a dotted name ("www.Example.Com", "Jane.Doe@Example.com", "U.S.The", "e.g.The").
        """
        seg = text[max(0, at - 40) : at]
        word = seg.rsplit(None, 1)[-1].lstrip(_OPENERS) if seg.strip() else ""
        if any(c in word for c in "./@:") or _CAMEL.search(word):
            return False  # an address, "U.S", "e.g"; a brand name ("PayPal.Me")
        low = word.lower()
        if low in self._never or low in MAY_END:
            return False
        if _GLUED_NEXT.match(text, q) is None:
            return False  # "Ph.D.", "Pack.Assy.", "Fract.InitialTips", "Univer.HP Card"
        tail = _TOKEN.match(text, q).group()  # type: ignore[union-attr]
        return _ADDRESS_TAIL.search(tail) is None and _word_of(tail).lower() not in _TLDS

    def _token_verdict(self, text: str, at: int, q: int) -> bool | None:
        """Does the word before the punctuation at ``at`` let a sentence end there?

        None when it is an abbreviation that may or may not end a sentence.
        """
        if text[at] in "!?":
            return True
        seg = text[max(0, at - 24) : at]  # a longer word is no abbreviation or marker
        if not seg or seg[-1].isspace():
            # "Privacy Policy . By using": a stray space before the period, and
            # "shareholding. . If": a stray period; but ". . . 12" is a dot leader in a
            # table of contents (three dots at least, or a page number after).
            kept = seg.rstrip()
            if not kept.endswith("."):
                return True
            return not (kept.endswith(". .") or _starts_number(text, q))
        tok = seg.rsplit(None, 1)[-1].lstrip(_OPENERS)
        if not tok or tok[-1] in _CLOSERS:
            return True  # '("Themes ").': the word ended before the bracket
        ts = at - len(tok)
        low = tok.lower()
        if low in self._never:
            return False
        if low in BEFORE_NUMBER and _starts_number(text, q):
            return False
        if tok[-1].isdigit():  # "Section 2. The" ends a sentence, "1.1. The Supplier" not
            return not (_NUMBER.fullmatch(tok) and _numbers_heading(text, ts))
        if len(tok) == 1 and tok.isalpha():
            if tok.islower() or _at_sentence_start(text, ts):
                return False  # list markers: "(ii) ... b. the", "A. Definitions"
            return _initial_ends(text, ts, q)
        if len(tok) <= 5 and _ROMAN.fullmatch(tok):
            # "iv. the": a lower-case numeral never ends a sentence; "under Article IV. The"
            # does, but not "ARTICLE IV. DEFINITIONS" or "IV. TERMS" opening a line.
            return tok.isupper() and not _numbers_heading(text, ts)
        if low in MAY_END or ("." in tok and _ACRONYM.fullmatch(tok)):
            if low in ("seq", "al") and _prev_word(text, ts).lower() != "et":
                return True
            return None
        return True


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


def _starts_lower(text: str, q: int) -> bool:
    """Does the next sentence start in lower case? "mySugr" and "iPhone" do not."""
    if not _first_letter(text, q).islower():
        return False
    m = _NEXT_WORD.match(text, q)
    return m is None or m.group(1).islower()


def _word_of(token: str) -> str:
    """The letters a token starts with, after an opening quote or bracket."""
    m = _NEXT_WORD.match(token)
    return m.group(1) if m is not None else ""


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
    while j >= 0 and text[j] in " \t\u00a0":
        j -= 1
    return j < 0 or text[j] in "\n.!?:;" or text[j] in _CLOSERS


def _numbers_heading(text: str, ts: int) -> bool:
    """Is the number at ``ts`` a list or heading number ("1.1.", "ARTICLE IV.", "Section 5.")?

    It is when it opens a line or sentence, alone or after a label word that does.
    """
    if _at_sentence_start(text, ts):
        return True
    lo = max(0, ts - 30)
    seg = text[lo:ts].rstrip()
    word = seg.rsplit(None, 1)[-1] if seg else ""
    return word.lower() in _LABELS and _at_sentence_start(text, lo + len(seg) - len(word))


def _initial_ends(text: str, pos: int, q: int) -> bool:
    """After a single capital letter: "Exhibit A. The" ends a sentence, "J. Smith" does not."""
    if _next_word_starts(text, q):
        return True
    return _prev_word(text, pos).lower() in _LABELS


# -- list numbers and wrapped lines --------------------------------------------------------


def _dot_leader(text: str, ws: int) -> bool:
    """Does a dot leader ("......", "………", ". . .") end right before ``ws``?"""
    tail = text[max(0, ws - 3) : ws]
    return len(tail) == 3 and (not tail.strip(".…") or tail == ". .")


def _ends_toc_line(text: str, j: int) -> bool:
    """Does the line whose last character is at ``j`` end with a dot leader and a page
    number ("7. Confidential Information ........ 6")?"""
    words = text[max(0, j - 16) : j + 1].split()
    if not words or _PAGE_NUMBER.match(words[-1] + "\n") is None:
        return False
    ws = j + 1 - len(words[-1])  # where the page number starts; spaces go before it
    stop = max(0, ws - 40)
    while ws > stop and text[ws - 1] in " \t":
        ws -= 1
    return text[ws] in " \t" and _dot_leader(text, ws)


def _bare_number(text: str, at: int) -> bool:
    """Does the period at ``at`` end a bare list number opening a line or sentence ("12.")?"""
    if text[at] != ".":
        return False
    seg = text[max(0, at - 20) : at]
    tok = seg.rsplit(None, 1)[-1] if seg and not seg[-1].isspace() else ""
    return bool(_BARE_NUMBER.fullmatch(tok)) and _at_sentence_start(text, at - len(tok))


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
    """Sentence spans covering ``text[start:end]``, surrounding whitespace trimmed."""
    return _splitter(_key(abbreviations)).spans(text, start, end)
