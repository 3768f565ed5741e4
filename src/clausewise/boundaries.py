"""Text-level boundary sources: the split cascade used inside a unit that is too large.

Each finder returns the positions strictly inside ``(start, end)`` where a piece may begin
(after the separator and the whitespace that follows it), in increasing order. They are run
lazily by the packer, only on ranges that do not fit, so most of a document is never scanned.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .document import Level
from .sentences import sentence_starts

__all__ = [
    "DEFAULT_CASCADE",
    "Finder",
    "Splitter",
    "blank_before",
    "is_page_number_line",
    "item_starts",
    "past_page_furniture",
    "regex_finder",
    "sentence_finder",
    "start_finder",
    "text_end",
]

Finder = Callable[[str, int, int], list[int]]


@dataclass(frozen=True, slots=True)
class Splitter:
    """One rung of the cascade: a level and the finder that produces its cut positions.

    A ``backup`` rung holds cuts as good as the rung before it but less wanted (a sentence
    that refers back to the one before): where that rung's last cut within reach would leave
    a chunk less than half full, the backup rung's last cut after it is taken instead."""

    level: int
    find: Finder
    name: str
    backup: bool = False


def regex_finder(pattern: str | re.Pattern[str]) -> Finder:
    """A finder cutting at the end of every match of ``pattern``."""
    rx = re.compile(pattern) if isinstance(pattern, str) else pattern

    def find(text: str, start: int, end: int) -> list[int]:
        return [p for m in rx.finditer(text, start, end) if start < (p := m.end()) < end]

    return find


def start_finder(pattern: str | re.Pattern[str]) -> Finder:
    """A finder cutting at the start of every match of ``pattern``."""
    rx = re.compile(pattern) if isinstance(pattern, str) else pattern

    def find(text: str, start: int, end: int) -> list[int]:
        return [p for m in rx.finditer(text, start, end) if start < (p := m.start()) < end]

    return find


def sentence_finder(abbreviations: Sequence[str] = ()) -> Finder:
    """A finder cutting where the shared sentence source says a sentence starts."""
    abbrevs = tuple(abbreviations)

    def find(text: str, start: int, end: int) -> list[int]:
        return sentence_starts(text, start, end, abbrevs)

    return find


PARAGRAPH = Splitter(Level.PARAGRAPH, regex_finder(r"\n[ \t]*\n\s*"), "paragraph")
SENTENCE = Splitter(Level.SENTENCE, sentence_finder(), "sentence")
CLAUSE_PUNCT = Splitter(Level.CLAUSE_PUNCT, regex_finder(r"[;:](?:\s+)"), "semicolon")
# The cut is at the "(" of an item marker after whitespace. Led by the literal "(" (the
# engine skips to it at C speed; a leading look-behind would be tried at every position) and
# cut at the match start; no "\\s+" before it, which would be quadratic on long runs.
_ITEM = re.compile(r"\((?<=\s\()(?:[a-z]{1,2}|[ivxlc]{1,6}|[A-Z]|\d{1,3})\)\s")
# What may stand before an item of a list inside a sentence: punctuation closing the previous
# item or the lead-in, or a word joining the last item ("..., and (c) ...").
_ITEM_JOINERS = frozenset({"and", "or", "nor", "but", "and/or", "plus", "then"})


def item_starts(text: str, start: int, end: int) -> list[int]:
    """Starts of list items inside ``(start, end)``: an item marker "(b)" after whitespace,
    preceded by a line break, by punctuation, or by a joining word. Not "five (5) years",
    "option (a) set forth", "Rule 12 (b)": a marker after an ordinary word is part of the
    sentence's wording, not a place where it divides."""
    out: list[int] = []
    for m in _ITEM.finditer(text, start, end):
        p = m.start()
        if not start < p < end:
            continue
        before = text[max(0, p - 24) : p]
        stripped = before.rstrip()
        if not stripped or "\n" in before[len(stripped) :]:
            out.append(p)  # the marker opens a line
            continue
        last = stripped[-1]
        if not last.isalnum() or stripped.rsplit(None, 1)[-1].lower() in _ITEM_JOINERS:
            out.append(p)
    return out


ENUMERATOR = Splitter(Level.ENUMERATOR, item_starts, "enumerator")
COMMA = Splitter(Level.COMMA, regex_finder(r",\s+"), "comma")
LINE = Splitter(Level.LINE, regex_finder(r"\n\s*"), "line")
WORD = Splitter(Level.WORD, regex_finder(r"\s+"), "word")

DEFAULT_CASCADE: tuple[Splitter, ...] = (
    PARAGRAPH,
    SENTENCE,
    CLAUSE_PUNCT,
    ENUMERATOR,
    COMMA,
    LINE,
    WORD,
)


# Page furniture at a page break: a page number on its own line ("2", "- 2 -", "Page 2 of 9",
# "ii"; not "(i)", a list marker) and, after it, the next page's running header: one short
# line standing alone before a blank line ("CONFIDENTIAL TREATMENT REQUESTED - Acme Inc.").
_PAGE_LINE = re.compile(
    r"(?:[Pp]age[ \t]{1,3})?(?:[-\u2013\u2014][ \t]?)?(?:\d{1,4}|[ivxlc]{1,6})"
    r"(?:[ \t]?[-\u2013\u2014])?(?:[ \t]{1,3}of[ \t]{1,3}\d{1,4})?[ \t]{0,40}(?:\n|$)"
)
# A running header: one short line, then a blank line. Not a line that opens a unit (a
# Markdown heading, a bullet, a number or an enumerator, "6.1 ...", "Section 3.01 ..."): that
# is the body. Markdown escapes the enumerator of a numbered paragraph that is no list item
# ("1\. Member States shall ..."): still the body, not a header.
_RUNNING_HEAD = re.compile(
    r"(?![ \t]{0,40}(?:[#*\u2022-]|\(?[0-9A-Za-z]{1,4}\\?[.)][ \t]"
    r"|[0-9]{1,4}(?:\.[0-9]{1,3}){1,4}\.?[ \t]|(?i:section|article|clause)\b))"
    r"[^\n]{1,80}\n[ \t]{0,40}\n"
)
# A rule drawn above a page footer ("____________", "-----"), with the blank space after it.
# The look-behind makes the rule start where a run of rule characters starts, so a search
# over a long run ("=====...", no line break) tries each run once, not at every character.
_FOOT_RULE = re.compile(
    r"[ \t]{0,40}(?<![-\u2013\u2014_=*~])[-\u2013\u2014_=*~]{3,200}[ \t]{0,40}\n\s{0,1000}"
)
_SPACE_AFTER = re.compile(r"\s{0,1000}")
# The characters furniture can start with (a rule's, a page number's): any other first
# character rules both patterns out without trying them.
_FURNITURE_FIRST = frozenset(" \t-\u2013\u2014_=*~Pp0123456789ivxlc")


def text_end(text: str, pos: int) -> int:
    """``pos`` moved back over the whitespace before it: just after the text before it."""
    while pos > 0 and text[pos - 1].isspace():
        pos -= 1
    return pos


def blank_before(text: str, pos: int) -> int:
    """Where the blank run before ``pos`` starts (just after the text before it), or -1 when
    the whitespace before ``pos`` holds no blank line."""
    if pos < 2 or not text[pos - 2].isspace():
        return -1  # at most one blank before ``pos``: no line break pair (most sentences)
    q = text_end(text, pos)
    return q if text.count("\n", q, pos) >= 2 else -1


def is_page_number_line(text: str, pos: int, end: int) -> bool:
    """Is the line at ``pos`` a page number alone ("3", "- 3 -", "Page 3 of 12")?"""
    return _PAGE_LINE.match(text, pos, end) is not None


def past_page_furniture(text: str, pos: int, end: int) -> int:
    """``pos`` (the first character after a heading and its blank space) moved past the page
    furniture that starts there: a page number on its own line (with the rule above it), the
    blank lines of the page break, and the next page's running header, to the first character
    of the body. ``pos`` itself when no page number stands there. Never past ``end``."""
    if pos >= end or text[pos : pos + 1] not in _FURNITURE_FIRST:
        return pos
    rule = _FOOT_RULE.match(text, pos, end)
    m = _PAGE_LINE.match(text, rule.end() if rule else pos, end)
    if m is None:
        return pos
    p = _SPACE_AFTER.match(text, m.end(), end).end()  # type: ignore[union-attr]
    head = _RUNNING_HEAD.match(text, p, end)
    if head is not None:
        p = _SPACE_AFTER.match(text, head.end(), end).end()  # type: ignore[union-attr]
    return p if p < end else pos
