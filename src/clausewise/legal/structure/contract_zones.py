"""Document zones around the clause outline: page furniture and title (the signature block
is found by :mod:`.contract_signatures`, the recitals by :mod:`.contract_recitals`).

Real filings carry page numbers, running headers and footers ("Source: ACME CORP, 8-K, ...")
and headers glued to the first line of a page ("Confidential Execution Version 1.5 ...").
These are found once per document from repetition, so a marker that follows them still counts
as starting its line, and a line that follows a page break is not mistaken for a wrapped one.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

__all__ = [
    "JOINING_WORDS",
    "PageNoise",
    "find_title",
    "page_noise",
    "soft_line_start",
    "strip_legend",
    "title_line_regex",
    "title_regex",
]

_PAGE_NUMBER = re.compile(
    r"(?i)^(?:page[ \t]{1,3})?[-–—(\[]?[ \t]?(?:[0-9]{1,3}|[ivxl]{1,6})[ \t]?[-–—)\]]?"
    r"(?:[ \t]{1,3}of[ \t]{1,3}[0-9]{1,3})?$"
)
_PAGE_NUMBER_MAX = 28  # the longest text _PAGE_NUMBER can match ("Page  123 -  of  123")


def _page_number(stripped: str) -> bool:
    return len(stripped) <= _PAGE_NUMBER_MAX and _PAGE_NUMBER.match(stripped) is not None


_TERMINAL = frozenset('.:;!?)]"”’*')
# A dash ending a line introduces a list in legislation as a colon does ("unless—").
_LEAD_IN = frozenset("—–")
_PAGE_START = re.compile(r"\n[ \t]*\n[ \t]*\n(?:[ \t]*\n){0,20}(?P<l>[^\n]{1,200})")
# A list item's end: a semicolon or comma, then the word joining it to the next item.
_ITEM_JOINER = re.compile(r"[;,][ \t]*(?:and|or|and/or|nor)$")
# A previous line shorter than this ends a paragraph or is a heading, not a hard wrap.
_SHORT_LINE = 45
# A previous line longer than this is a paragraph of its own (a Word or HTML export writes
# one line per paragraph, often without blank lines between): converters that wrap lines
# wrap them well before it. It ends where its paragraph does, unless the next line plainly
# goes on with its sentence (a page's text joined on one line and cut mid-sentence).
_PARAGRAPH_LINE = 150
# A page number left at the end of a line when an extraction joins a page's text onto one
# line: "... the Agreement.     3" / "... as follows:   2" / "... hereof.  - 4 -" / "... Third
# Party. Page 2 of 85". A bare number is set off by two or more spaces. The line ends where
# the text before it ends.
_TRAILING_FOLIO = re.compile(
    r"(?<![ \t])(?:[ \t]{2,8}(?:-[ \t]?)?[0-9]{1,3}(?:[ \t]?-)?"
    r"|[ \t]{1,8}[Pp]age[ \t]{1,8}[0-9]{1,4}(?:[ \t]{1,8}of[ \t]{1,8}[0-9]{1,4})?)$"
)
# A heading in capitals left at the end of a line that runs a clause on into the next one's
# heading: "... (Working Groups). 2. DEVELOPMENT" / "... as follows: ARTICLE 1 DEFINITIONS".
_TRAILING_HEADING = re.compile(
    r"[.:;][ \t]{1,3}[0-9A-Z][0-9A-Z.\-]{0,12}(?:[ \t]{1,3}[0-9A-Z.\-]{1,8}){0,2}"
    r"[ \t]{1,3}[A-Z][A-Z&,'\- ]{3,60}$"
)


_FURNITURE = 200


# A page's number inside a running header or footer ("Case 18-1024 Doc 63 Filed 04/18/18
# Page 12 of 60", "Distribution Agreement - Page 7"): such a line changes from page to page.
# Or a bare number set off by column gaps from a title of three words or more ("Distributor
# Agreement     4     083096").
_PAGE_IN_LINE = re.compile(r"(?i)\bpage[ \t]{0,3}[0-9]|[ \t]{3}[0-9]{1,3}(?:[ \t]{3}|$)")
_DIGITS_AND_BLANKS = re.compile(r"[0-9]+|[ \t]+")


def _numbered_key(stripped: str) -> str | None:
    """The form a header or footer that names its page keeps on every page (numbers and
    spacing dropped), or None for a line that names no page."""
    if "\t" not in stripped and "   " not in stripped and "page" not in stripped.lower():
        return None  # the pattern cannot match: skip it (most lines)
    m = _PAGE_IN_LINE.search(stripped)
    if m is None or (m.group()[0] in " \t" and len(stripped[: m.start()].split()) < 3):
        return None
    return _DIGITS_AND_BLANKS.sub(lambda m: "#" if m.group()[0].isdigit() else "", stripped)


class PageNoise:
    """Repeated lines (running headers, footers, redaction legends), headers and footers
    repeated but for their page number, and glued header prefixes."""

    __slots__ = ("_text", "_unwrapped", "lines", "numbered", "prefixes")

    def __init__(
        self,
        lines: frozenset[str],
        prefixes: tuple[str, ...],
        numbered: frozenset[str] = frozenset(),
        text: str = "",
    ) -> None:
        self.lines = lines
        self.prefixes = prefixes
        self.numbered = numbered
        self._text = text
        self._unwrapped: bool | None = None

    @property
    def unwrapped(self) -> bool:
        """The text is laid out one line per paragraph (no hard wraps): see :func:`_unwrapped`.
        Judged the first time a line start needs it (most never do)."""
        if self._unwrapped is None:
            self._unwrapped = _unwrapped(self._text)
        return self._unwrapped

    def is_noise(self, stripped: str) -> bool:
        if stripped in self.lines or _page_number(stripped):
            return True
        return bool(self.numbered) and _numbered_key(stripped) in self.numbered


def page_noise(text: str) -> PageNoise:
    """Find page furniture by repetition: lines seen three times or more, short enough, and
    lines naming their page seen three times or more but for the numbers."""
    # Only short lines can be furniture: long ones are counted no further (most of a text).
    lines = [s for s in text.split("\n") if len(s) <= _FURNITURE or len(s.strip()) <= _FURNITURE]
    counts = Counter(map(str.strip, lines))
    repeated = frozenset(
        s for s, n in counts.items() if n >= 3 and s and len(s) <= _FURNITURE and s[0] not in '("'
    )
    keys: Counter[str] = Counter()
    for s in counts:
        if len(s) <= _FURNITURE and s and s[0] not in '("' and s not in repeated:
            key = _numbered_key(s)
            if key is not None:
                keys[key] += 1
    numbered = frozenset(k for k, n in keys.items() if n >= 3)
    return PageNoise(repeated, _glued_prefixes(text, repeated), numbered, text)


# A line that may have been hard-wrapped: long enough, no sentence end, a line right below.
# Where a converter wraps lines, most such lines go on below with a word in lower case
# (the rest of the sentence); where it writes one line per paragraph, few do (a sentence
# cut by a page break). Text in capitals says nothing either way and is not counted.
_WRAP_EVIDENCE = 12  # such lines needed to judge
_WRAPPED_SHARE = 0.15  # of them going on in lower case, at least, in wrapped text


def _unwrapped(text: str) -> bool:
    """Whether ``text`` shows one line per paragraph: enough lines that a converter might
    have wrapped, and few of them going on below in lower case."""
    judged = lower = 0
    lines = text.split("\n")
    for k in range(len(lines) - 1):
        above = lines[k].strip()
        if len(above) < _SHORT_LINE or above[-1] in _TERMINAL:
            continue
        below = lines[k + 1].lstrip()
        if not below or below == below.upper():
            continue
        judged += 1
        lower += below[0].islower()
    return judged >= _WRAP_EVIDENCE and lower < _WRAPPED_SHARE * judged


def _glued_prefixes(text: str, repeated: frozenset[str]) -> tuple[str, ...]:
    """Word prefixes that start the first line of many pages (a header glued to the text)."""
    # First lines of pages: after a page break (two blank lines or more), furniture skipped.
    firsts: list[str] = []
    for m in _PAGE_START.finditer(text):
        s = m.group("l").strip()
        if s and s not in repeated and not _page_number(s):
            firsts.append(s)
    if len(firsts) < 3:
        return ()
    counts: Counter[str] = Counter()
    for s in firsts[:2000]:
        words = s.split(None, 4)[:4]
        for k in range(2, len(words)):
            counts[" ".join(words[:k])] += 1
    need = max(3, len(firsts) // 2)
    best = [p for p, n in counts.items() if n >= need and not p[0].isdigit() and "(" not in p]
    best.sort(key=len, reverse=True)
    return tuple(best[:2])


def _prev_line(text: str, line_start: int, noise: PageNoise) -> tuple[bool, bool, str]:
    """(a blank line separates them, page furniture separates them, the previous
    significant line)."""
    blank = furniture = False
    end = line_start - 1
    for _ in range(12):
        if end <= 0:
            return True, furniture, ""
        start = text.rfind("\n", 0, end) + 1
        s = text[start:end].strip()
        if not s:
            blank = True
        elif noise.is_noise(s):
            furniture = True
        else:
            return blank, furniture, s
        end = start - 1
    return True, furniture, ""


# The last word of a line cut mid-sentence by a page break ("... the Services under" /
# page furniture / "clause 3."): a sentence or a heading never ends with it.
# Words no sentence ends with: a line ending in one goes on below, whatever lies between.
JOINING_WORDS = _JOINING = frozenset(
    {
        "to", "of", "in", "on", "at", "by", "for", "from", "with", "within", "than", "under",
        "upon", "pursuant", "per", "see", "the", "a", "an", "such", "this", "that", "its", "their",
    }
)  # fmt: skip


def soft_line_start(text: str, line_start: int, noise: PageNoise) -> str:
    """``"\\n"`` if a line really starts a block here, else the last character of the line it
    continues (the line above was hard-wrapped mid-sentence)."""
    if line_start < 2 or text[line_start - 2] == "\n":
        return "\n"  # a blank line above (the common case)
    blank, furniture, prev = _prev_line(text, line_start, noise)
    if prev and prev[-1] in "0123456789-":
        m = _TRAILING_FOLIO.search(prev, max(0, len(prev) - 32))
        if m is not None and m.start() > 0 and prev[m.start() - 1] in _TERMINAL:
            return "\n"  # a sentence ends, then the page's number
    if prev and "A" <= prev[-1] <= "Z" and _TRAILING_HEADING.search(prev, max(0, len(prev) - 90)):
        return "\n"  # the line ends with the heading of the clause that starts here
    if not prev or prev[-1] in _TERMINAL or len(prev) < _SHORT_LINE:
        return "\n"
    if _ITEM_JOINER.search(prev, len(prev) - 12) is not None:
        return "\n"  # "...; and" / "...; or": a list item ends, the next one starts here
    if prev[-1] in _LEAD_IN:
        return "\n"  # "... does not apply—": a statute's lead-in to the list below it
    if (blank or furniture) and not (furniture and _continues(text, line_start, prev)):
        return "\n"
    if (noise.unwrapped or len(prev) > _PARAGRAPH_LINE) and not _continues(text, line_start, prev):
        return "\n"  # one line per paragraph: this line starts one
    if prev == prev.upper():
        return "\n"  # a heading in capitals
    if _numbered_title(prev):
        return "\n"  # "3.13 Government Contract Provisions": a clause's title line
    return prev[-1]


# A numbered title line: a clause number, then words with no sentence punctuation. The
# words are checked by :func:`_numbered_title`.
_NUMBERED_LINE = re.compile(
    r"(?:[0-9]{1,3}(?:\.[0-9]{1,3}){0,3}\.?|\([0-9A-Za-z]{1,5}\)|[A-Z]\.)[ \t]{1,8}"
    r"(?P<t>[A-Z][^.;:!?\n]{2,100})"
)
_TITLE_WORD = re.compile(r"[A-Za-z][A-Za-z'’\-]*")
_TITLE_WORDS = 14  # at most, in a title
# Words a title leaves in lower case ("Terms and Conditions for this Agreement").
_TITLE_LOWER = frozenset(
    {"with", "from", "into", "upon", "this", "that", "under", "over", "than", "within",
     "without", "between", "after", "before", "during", "their", "such", "other", "onto"}
)  # fmt: skip


def _numbered_title(prev: str) -> bool:
    """Whether ``prev`` is a numbered clause's title on a line of its own ("3.13 Government
    Contract Provisions and Flow Downs", "(b) Enforcement of Intellectual Property Rights"):
    every longer word capitalised, as a wrapped sentence never is."""
    m = _NUMBERED_LINE.match(prev)
    if m is None or m.end() != len(prev):
        return False
    words = _TITLE_WORD.findall(m.group("t"))
    if len(words) > _TITLE_WORDS:
        return False
    return all(w[0].isupper() or len(w) < 4 or w in _TITLE_LOWER for w in words)


def _continues(text: str, line_start: int, prev: str) -> bool:
    """Across a page break (blank lines around the furniture say nothing), the line goes on
    with the sentence cut before it: the line begins in lower case or the previous line ends
    with a word no sentence ends with."""
    k = line_start
    while k < len(text) and text[k] in " \t":
        k += 1
    if k < len(text) and text[k].islower():
        return True
    return prev.rsplit(None, 1)[-1].lower() in _JOINING


# --- document title ---------------------------------------------------------------------


@lru_cache(maxsize=16)
def title_regex(words: tuple[str, ...]) -> re.Pattern[str]:
    """A document title in capitals ending in one of ``words`` ("SERVICES AGREEMENT")."""
    alts = "|".join(re.escape(w.upper()) for w in sorted(words, key=len, reverse=True))
    word = r"[A-Z][A-Z0-9&'’\-]*"
    # After the first title word, more of them ("SPONSORED RESEARCH AND LICENSE AGREEMENT"),
    # a number ("AMENDMENT NO. 3") or an object ("LICENSE OF TECHNOLOGY").
    more = rf"(?:[ \t]{{1,3}}(?:AND[ \t]{{1,3}})?(?:{alts})){{0,3}}"
    lead = rf"(?:(?:{word}|-)[ \t]{{1,3}}){{0,10}}?"  # "TURN - KEY MANUFACTURING ..."
    return re.compile(
        rf"(?<![A-Za-z0-9.])(?!THIS\b|THE\b)(?P<t>{lead}(?:{alts}){more}"
        r"(?:[ \t]{1,3}NO\.?[ \t]{0,3}[0-9A-Z]{1,4}\b"
        rf"|[ \t]{{1,3}}(?:OF|TO|FOR|AND|ON)[ \t]{{1,3}}{word}(?:[ \t]{{1,3}}{word}){{0,3}})?)"
        r"(?![A-Za-z0-9])"
    )


# Filing legends that open a title line without being part of the name ("EXECUTION COPY
# COOPERATION AGREEMENT", "EXHIBIT A JOINT FILING AGREEMENT", "FORM OF ...").
_LEGEND = re.compile(
    r"(?i)^(?:(?:execution|conformed|final)[ \t]+(?:copy|version)|exhibit[ \t]+[\w.\-]{1,8}"
    r"|form[ \t]+of|confidential|schedule[ \t]+[\w.\-]{1,6}|annex[ \t]+[\w.\-]{1,6}"
    r"|appendix[ \t]+[\w.\-]{1,6})[ \t]+(?=\S)"
)


def strip_legend(title: str) -> str:
    """``title`` without the filing legends that open it."""
    while True:
        m = _LEGEND.match(title)
        if m is None or not title[m.end() :].strip():
            return title
        title = title[m.end() :]


def find_title(text: str, start: int, end: int, words: tuple[str, ...]) -> str | None:
    """The document title in ``text[start:end]``: one of the first lines that names the
    document with a title word ("Visa Solution Terms of Service", "MICROSOFT SERVICES
    AGREEMENT"), else a capitals run ending in a title word found in run-on text ("EXHIBIT
    10.7 CONSULTING AGREEMENT THIS AGREEMENT made ..."), else a short first line. Filing
    legends and dates, "Print", "Last modified ..." lines are passed over."""
    if start >= end:
        return None
    end = min(end, start + 4000)
    # Lines, and in text extracted without its line breaks the stretches between wide gaps.
    head = _GAP.split(text[start:end], maxsplit=_HEAD_LINES)[:_HEAD_LINES]
    lines = [_without_dates(line.strip()) for line in head]
    lines = [line for line in lines if line and not _metadata(line)]
    if words:
        named = title_line_regex(tuple(words))
        for line in lines[:_TITLE_LINES]:
            if (
                len(line.split()) <= 10
                and named.search(line)
                and line[-1] not in ".,;"
                and not _SENTENCE_LIKE.search(line)
            ):
                return strip_legend(line)
        m = title_regex(tuple(words)).search(text, start, end)
        if m is not None:
            return strip_legend(" ".join(m.group("t").split()))
    for line in lines[:1]:
        if len(line.split()) <= 10 and line[-1] not in ".,;:" and line[0].isupper():
            return line
    return None


_HEAD_LINES = 12  # lines read at the top of a document
# A line that is the first sentence, not a title: "THIS AGREEMENT is dated 14 March 2025".
_SENTENCE_LIKE = re.compile(
    r"(?i)^(?:this|these|that|the[ \t]+parties)\b"
    r"|\b(?:is|are|was|shall|will|made|entered|dated|between)\b"
)
_GAP = re.compile(r"[ \t]*\n[ \t]*|[ \t]{3,}")
_TITLE_LINES = 6  # of them (not counting legends and dates), where a title may stand
# What a title line is not: a filing legend, a page number, a signature, a date or a version.
_METADATA = re.compile(
    r"(?i)^(?:exhibit\b|source\b|page\b|schedule\b|annex\b|confidential\b|execution\b|print$"
    r"|(?:last[ \t]+)?(?:modified|updated|revised)\b|effective\b|posted\b|published\b"
    r"|version\b|dated?\b|https?:|www\.|by[ \t]+\w+[ \t]*:)"
)
_DATE_TAIL = re.compile(r"(?i)(?<=[ \t])(?:last[ \t]+)?(?:modified|updated|revised|effective)\b.*$")


def _metadata(line: str) -> bool:
    return bool(_METADATA.match(line)) or _page_number(line) or "/s/" in line


def _without_dates(line: str) -> str:
    """``line`` without a trailing "Last Modified: 2018-05-15" ("Terms of Service Last
    Modified: ...")."""
    return _DATE_TAIL.sub("", line).rstrip() if len(line) > 12 else line


@lru_cache(maxsize=16)
def title_line_regex(words: tuple[str, ...]) -> re.Pattern[str]:
    """Any of ``words`` as a whole word, in any case: the mark of a line that names a
    document ("Spotify Terms and Conditions of Use")."""
    alts = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?i)(?<![a-z])(?:{alts})(?![a-z])")
