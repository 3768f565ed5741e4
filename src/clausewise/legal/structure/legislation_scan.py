"""Line-start markers of EU legislation, found by one regex pass over the whole text.

Every unit of an act as published (Official Journal / EUR-Lex text, or the same converted to
Markdown) begins at the start of a line: headings (``CHAPTER I``, ``Section 2``, ``Article 5``,
``ANNEX I``), numbered paragraphs (``1.``), points (``(a)``, ``(1)``, ``(i)``, ``—``), the
``Whereas:`` line, the enacting formula and the closing formula. A single compiled alternation,
run with ``finditer`` and ``re.MULTILINE``, yields those candidates; which of them really start
a unit is decided later from context (zone, numbering), in plain Python over the few candidates.

Inline references ("Article 6(1)", "point (a) of Article 9(2)") never match: headings must be
alone on their line (or followed by a dash/colon and a title), and list markers must open a line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..jurisdiction import JurisdictionProfile
from .headings import MODALS
from .legislation_wrap import block_ends
from .title_cut import cut_at_next_heading

__all__ = [
    "CONSOLIDATION_MARK",
    "GROUP_RANKS",
    "Heading",
    "Patterns",
    "alternative",
    "heading_of",
    "line_end_trimmed",
    "patterns_for",
    "quoted_blocks",
    "spaced_title",
    "strip_markup",
]

# Grouping levels above the article, outermost first. Words a custom profile adds that are not
# listed here rank below "subsection", in the order the profile gives them.
GROUP_RANKS: dict[str, int] = {
    "part": 0,
    "title": 1,
    "chapter": 2,
    "section": 3,
    "subsection": 4,
    "sub-section": 4,
}

_WS = r"[ \t\u00a0]"
# Markdown decoration a converter puts in front of a heading: "## ", "**", "__".
_MD = r"(?:\#{1,6}[ \t]+)?(?:\*\*|__)?"
_ROMAN = r"[IVXLC]{1,8}"
_ORDINALS = r"(?i:one|two|three|four|five|six|seven|eight|nine|ten)"


def _tail(name: str) -> str:
    """End of a heading line: nothing, a separator and an inline title, or (``<name>s``) a
    title after blanks alone ("Article 1 Subject matter and scope", as some extractions
    join the two lines), which the parser accepts only when it reads as a title."""
    return (
        rf"(?:\*\*|__)?{_WS}*"
        # A "." directly before a digit continues a number ("Section 1.2"), not a title.
        rf"(?:(?:[-–—:]|\.(?![0-9])){_WS}*(?P<{name}>[^\n]{{1,300}})?"
        rf"|(?<=[ \t\u00a0])(?P<{name}s>[A-Z][^\n]{{0,299}}))?$"
    )


def _alternation(words: tuple[str, ...]) -> str:
    """Longest first; spaces match any run of blanks; a word-final marker ends on a boundary."""
    ordered = sorted({w.strip().lower() for w in words if w.strip()}, key=lambda w: (-len(w), w))
    escaped = (re.escape(w).replace(r"\ ", r"[ \t]+") for w in ordered)
    return "|".join(e + (r"\b" if e[-1].isalnum() else "") for e in escaped)


@dataclass(frozen=True, slots=True)
class Patterns:
    """The compiled patterns for one profile."""

    scan: re.Pattern[str]
    title: re.Pattern[str]
    group_ranks: dict[str, int]
    annex_only: frozenset[str]  # grouping words that head a unit only inside an annex
    # The article and annex headings of ``scan`` alone: a text none of whose lines opens with
    # one has no unit a legislation reading could find.
    units: re.Pattern[str]


@lru_cache(maxsize=32)
def _compile(
    group_words: tuple[str, ...],
    annex_words: tuple[str, ...],
    recital_words: tuple[str, ...],
    signature_words: tuple[str, ...],
    annex_unit_words: tuple[str, ...] = (),
) -> Patterns:
    annex_only = frozenset(w.lower() for w in annex_unit_words) - {w.lower() for w in group_words}
    group_words = group_words + tuple(sorted(annex_only))
    groups = _alternation(group_words)
    annexes = _alternation(annex_words)
    units = [
        rf"(?P<K_art>{_MD}(?P<aw>(?i:article)){_WS}+(?P<an>\d{{1,4}}[a-z]{{0,2}}))"
        rf"(?![\w(]){_tail('ai')}",
        rf"(?P<K_anx>{_MD}(?P<xw>(?i:{annexes}))"
        rf"(?:{_WS}+(?P<xn>{_ROMAN}|\d{{1,3}}[a-z]?|[A-Z]))?)(?![\w(]){_tail('xi')}",
    ]
    alternatives = [
        rf"(?P<K_grp>{_MD}(?P<gw>(?i:{groups})){_WS}+"
        rf"(?P<gn>{_ROMAN}|\d{{1,3}}[a-z]?|[A-Z]|{_ORDINALS}))(?![\w(]){_tail('gi')}",
        *units,
        # "1." or the Markdown-escaped "1\." then spaces (the OJ uses several) or end of line.
        # Decimals ("1.1.", "2.1.3", the last full stop optional) number the paragraphs of
        # technical annexes.
        r"(?P<K_par>(?P<pn>\d{1,3}(?:\.\d{1,3}){0,3}[a-z]?)\\?\.|(?P<pd>\d{1,3}(?:\.\d{1,3}){1,3}))"
        r"(?=[ \t\u00a0]|$)",
        r"(?P<K_pnt>(?:[-*+][ \t]+)?\((?P<pt>[a-z]{1,4}|\d{1,3}[a-z]?)\))(?=[ \t\u00a0]|$)",
        # Indents: a dash or bullet, then text or (table layouts) the end of the line.
        r"(?P<K_dsh>[—–•]|-(?=[ \t]))(?=[ \t\u00a0]|$)",
    ]
    if recital_words:
        alternatives.append(rf"(?P<K_whr>(?:\*\*)?(?i:{_alternation(recital_words)}))")
    alternatives.append(r"(?P<K_enc>(?:\*\*)?HA(?:VE|S)[ \t]+(?:ADOPTED|DECIDED)\b)")
    if signature_words:
        alternatives.append(rf"(?P<K_sig>(?:\*\*)?(?i:{_alternation(signature_words)}))")
    scan = re.compile(r"^[ \t]{0,8}(?:" + "|".join(alternatives) + ")", re.MULTILINE)
    # The title line under a heading: the next line, or the one after a blank line (or two,
    # as some converters space blocks).
    title = re.compile(r"\n(?:[ \t]{0,8}\n){0,2}(?P<ls>)[ \t]{0,8}(?P<t>[^\n]{1,300})(?=\n|\Z)")
    ranks = dict(GROUP_RANKS)
    extra = [w.lower() for w in group_words if w.lower() not in ranks]
    for i, word in enumerate(extra):
        ranks[word] = 10 + i
    found = re.compile(r"^[ \t]{0,8}(?:" + "|".join(units) + ")", re.MULTILINE)
    return Patterns(scan, title, ranks, annex_only, found)


def patterns_for(profile: JurisdictionProfile) -> Patterns:
    """The (cached) patterns built from the profile's word lists."""
    groups = tuple(w for w in profile.unit_words if w.lower() != "article") or ("chapter",)
    return _compile(
        groups,
        profile.schedule_words or ("annex",),
        profile.recital_markers,
        profile.signature_markers,
        tuple(w for w in profile.schedule_unit_words if w.lower() not in profile.schedule_words),
    )


# An inline heading title is the last group to close in its alternative; name the alternative.
_ALIAS = {
    "gi": "K_grp",
    "ai": "K_art",
    "xi": "K_anx",
    "gis": "K_grp",
    "ais": "K_art",
    "xis": "K_anx",
}
# Words that make the rest of a heading line a sentence, not a title: the contract reader's
# modal verbs, and the verbs legislation states its rules with.
_VERBS = MODALS | {"applies", "apply", "should", "can"}


def spaced_title(m: re.Match[str], name: str) -> tuple[bool, str | None]:
    """``(ok, title)`` for a heading match: a title written after blanks alone must read as
    one (a capital, at most 20 words, no verb a sentence needs, no closing punctuation), or
    the line is body text ("Article 5 shall apply ..." wrapped to a line start)."""
    spaced = m.group(name + "s")
    if spaced is None:
        return True, m.group(name)
    title = strip_markup(spaced)
    words = title.split()
    if not words or len(words) > 20 or title[-1] in ".;:,":
        return False, None
    if not _VERBS.isdisjoint(w.lower() for w in words):
        return False, None
    return True, title


def alternative(m: re.Match[str]) -> str:
    """Which alternative of the scan pattern matched: its ``K_*`` group name."""
    last = m.lastgroup or ""
    return _ALIAS.get(last, last)


_MARKUP = re.compile(r"^[ \t]*(?:\#{1,6}[ \t]+)?(?:\*\*|__|\*|_)?|(?:\*\*|__|\*|_)?[ \t]*$")


def strip_markup(line: str) -> str:
    """A heading or title line without Markdown emphasis or heading hashes."""
    return _MARKUP.sub("", line).strip()


@dataclass(frozen=True, slots=True)
class Heading:
    """Title text and where the heading (marker line plus title line) ends."""

    title: str | None
    end: int


def line_end_trimmed(text: str, end: int) -> int:
    """``end`` moved back over trailing blanks (a heading's span never ends in whitespace)."""
    while end > 0 and text[end - 1] in " \t\u00a0":
        end -= 1
    return end


def heading_of(text: str, pats: Patterns, line_end: int, inline: str | None) -> Heading:
    """The title of a heading whose marker line ends at ``line_end``.

    An inline title ("Article 5 - Principles") wins. Otherwise the next line is the title when
    it is short, is not itself a unit marker, and does not read as a sentence of body text
    (ending in ``.``, ``;``, ``:`` or ``,``) unless Markdown marks it as a heading, and
    does not open a quotation.
    """
    own_end = line_end_trimmed(text, line_end)
    if inline is not None:
        title = cut_at_next_heading(strip_markup(inline))  # "Definitions **Article 4** ..."
        return Heading(title or None, own_end)
    m = pats.title.match(text, line_end)
    if m is not None and CONSOLIDATION_MARK.fullmatch(m.group("t").strip()):
        # A consolidated text marks where amended text starts ("Article 4" / "▼M2" /
        # "General principles"): the title is after the marker.
        m = pats.title.match(text, m.end("t"))
    if m is None:
        return Heading(None, own_end)
    raw = m.group("t")
    title = strip_markup(raw)
    if not title or pats.scan.match(text, m.start("ls")) is not None:
        return Heading(None, own_end)
    marked = raw.lstrip().startswith(("#", "*", "_"))
    if not marked and (title[-1] in ".;:," or title[0].islower()):
        return Heading(None, own_end)
    end = m.end("t")
    if marked:
        closed = _emphasis_closed(text, raw, end)
        if closed is None:
            if _reads_as_sentence(title) and text[end + 1 : end + 2].islower():
                # Emphasis a converter left on the first line of a sentence going on unmarked.
                return Heading(None, own_end)
        else:
            # "**Processing of personal data relating to criminal convictions and" /
            # "offences**": a title in emphasis, hard-wrapped.
            title, end = closed
    if not marked and _goes_on(text, pats, end):
        wrapped = _wrapped_title(text, pats, title, m.start("t"), end)
        if wrapped is not None:
            # A long title hard-wrapped over lines: "Right to obtain from the controller
            # the" / "rectification of inaccurate personal data concerning" / "him or her".
            title, end = wrapped
        elif _reads_as_sentence(title):
            # Hard-wrapped text: the first line of an untitled article's sentence ("The Union
            # Registry established pursuant to Article 19 of Directive 2003/87/EC and").
            return Heading(None, own_end)
    if title[0] in _QUOTE_MARKS:
        # "ANNEX" then "'ANNEX II": the text an amending act puts in place opens there.
        return Heading(None, own_end)
    return Heading(title, line_end_trimmed(text, end))


# The marker a consolidated text (EUR-Lex) sets on a line of its own where text of the basic
# act (▼B), of an amending act (▼M1) or of a corrigendum (▼C1) begins.
CONSOLIDATION_MARK = re.compile(r"▼[ \t]{0,4}[A-Z]{1,2}[0-9]{0,3}")
_QUOTE_MARKS = frozenset("‘“\"'")
# A title never opens like a sentence (a determiner, a condition) nor ends on a word that
# needs a continuation, and states no rule.
_SENTENCE_OPENERS = frozenset(
    {"the", "this", "these", "those", "a", "an", "such", "each", "every", "any", "where",
     "when", "if", "unless", "notwithstanding", "without", "by", "for", "in"}
)  # fmt: skip
_CONTINUED_BY = frozenset(
    {"and", "or", "the", "of", "to", "in", "by", "with", "for", "a", "an", "on", "from",
     "that", "which", "under", "pursuant", "its", "their", "shall", "may", "be"}
)  # fmt: skip
_RULE_VERBS = frozenset({"shall", "must", "will"})
# A further line of a wrapped title: it ends without punctuation and, unless the line above
# was cut by the wrap (:mod:`.legislation_wrap`), goes on in lower case.
_TITLE_WRAP = re.compile(r"\n[ \t]{0,8}(?P<t>[^\n]{0,200}[^\n.;:,])(?=\n|\Z)")
_TITLE_LINES = 5  # lines a title may be wrapped over
_NEXT_LINE = re.compile(r"\n[ \t]{0,8}(?P<t>[^\n]{1,300})(?=\n|\Z)")
_TITLE_WORDS = 45


def _wrapped_title(
    text: str, pats: Patterns, first: str, start: int, end: int
) -> tuple[str, int] | None:
    """``(title, end)`` of a title whose first line ``first`` ends at ``end`` and which goes
    on over more lines: each one ends without punctuation, and after the last comes a blank
    line, a unit marker ("1.") or a line that opens a sentence where the last title line
    stopped short of the wrap width. ``None`` when the lines read as a sentence."""
    lines = [first]
    line_start = start
    for _ in range(_TITLE_LINES - 1):
        more = _TITLE_WRAP.match(text, end)
        if more is None or pats.scan.match(text, end + 1) is not None:
            return None
        line = more.group("t").strip()
        cut = lines[-1].split()[-1].lower() in _CONTINUED_BY  # "OBLIGATIONS OF" / "SUPPLIERS"
        if not line or (
            not line[0].islower() and not cut and block_ends(text, line_start, end) is not False
        ):
            return None
        lines.append(strip_markup(line))
        line_start, end = more.start("t"), more.end("t")
        if _goes_on(text, pats, end) and not _title_ends(text, line_start, end):
            continue
        title = " ".join(lines)
        words = title.lower().split()
        if (
            len(words) > _TITLE_WORDS
            or words[0] in _SENTENCE_OPENERS
            or words[-1] in _CONTINUED_BY
            or not _RULE_VERBS.isdisjoint(words)
        ):
            return None
        return title, end
    return None


def _emphasis_closed(text: str, raw: str, end: int) -> tuple[str, int] | None:
    """``(title, end)`` when the title line ``raw`` (ending at ``end``) opens emphasis that
    a later line of the same block closes; ``None`` when it closes on its own line."""
    mark = raw.lstrip()[:2]
    if mark not in ("**", "__") or raw.rstrip().endswith(mark):
        return None
    lines = [strip_markup(raw)]
    for _ in range(_TITLE_LINES - 1):
        more = _NEXT_LINE.match(text, end)
        if more is None:
            return None
        line = more.group("t").rstrip()
        lines.append(strip_markup(line))
        end = more.end("t")
        if line.endswith(mark):
            return " ".join(lines), end
    return None


def _title_ends(text: str, line_start: int, end: int) -> bool:
    """The line after a title's line opens a sentence (a capital) and the title's line
    stopped short: the break ends the title."""
    nxt = text[end + 1 : end + 2]
    return nxt.isupper() and block_ends(text, line_start, end) is True


def _goes_on(text: str, pats: Patterns, end: int) -> bool:
    """Whether the line ending at ``end`` is followed, without a blank line, by a line of
    text that opens no unit: a block that a hard wrap cut into lines."""
    if not text.startswith("\n", end):
        return False
    nxt = end + 1
    eol = text.find("\n", nxt)
    line = text[nxt : eol if eol >= 0 else len(text)]
    return bool(line.strip()) and pats.scan.match(text, nxt) is None


def _reads_as_sentence(title: str) -> bool:
    """Whether a would-be title line reads as the first line of a sentence (a line in
    capitals is a heading)."""
    if not any(c.islower() for c in title):
        return False
    words = title.lower().split()
    return (
        words[0] in _SENTENCE_OPENERS
        or words[-1] in _CONTINUED_BY
        or not _RULE_VERBS.isdisjoint(words)
    )


# A quotation an amending act inserts ("... is replaced by the following:" then "‘2.   The
# Authority shall ...’;") opens a line after a line ending in a colon, and ends on the first
# line that closes with a quote mark (then optionally ";", ".", "," or "; and"/"; or").
_QUOTE_OPEN = re.compile(r"^[ \t]{0,8}(?:\*\*)?[‘“\"']", re.MULTILINE)
_QUOTE_CLOSE = "’”\"'"
_AFTER_CLOSE = frozenset({"", ";", ".", ",", "; and", "; or", ";and", ";or", "and", "or"})


@lru_cache(maxsize=8)
def quoted_blocks(text: str) -> tuple[tuple[int, int], ...]:
    """``[start, end)`` of each block of text an amending provision quotes: its numbered
    paragraphs, points and article headings belong to the amended act, not to this one.
    Cached: the parser, the amending references and the definitions all ask for one text."""
    out: list[tuple[int, int]] = []
    pos = 0
    while (m := _QUOTE_OPEN.search(text, pos)) is not None:
        pos = m.end()
        if not _last_line(text, m.start()).endswith(":"):
            continue
        end = _quote_end(text, m.end())
        if end is None:
            break  # no line from here on closes a quotation: no later one can close either
        out.append((m.start(), end))
        pos = end
    return tuple(out)


def _last_line(text: str, pos: int) -> str:
    """The last non-blank line before ``pos``, stripped (blank runs scanned once: each one
    precedes at most one opening quote)."""
    j = pos
    while j > 0 and text[j - 1] in " \t\n\r\u00a0":
        j -= 1
    start = text.rfind("\n", max(0, j - 400), j) + 1
    return text[start:j].rstrip(" *_")


def _quote_end(text: str, pos: int) -> int | None:
    """End of the line that closes the quotation opened before ``pos``, or ``None`` when no
    line closes it (a quotation never runs to the end of the act)."""
    n = len(text)
    while pos < n:
        eol = text.find("\n", pos)
        if eol < 0:
            eol = n
        line = text[pos:eol].rstrip(" \t\u00a0*")
        for k in range(len(line) - 1, max(-1, len(line) - 8), -1):
            if line[k] in _QUOTE_CLOSE and line[k + 1 :].strip(" \t*") in _AFTER_CLOSE:
                return eol
        pos = eol + 1
    return None
