"""Subsection titles set on the marker's line, single-spaced, as codes print them.

The United States Code and many state codes title their subsections and paragraphs on the
marker's own line and start the text on the next one: "(a) Standards to enable electronic
exchange" / "The Secretary shall adopt standards ...", or "(a) Standards ..." / "(1) In
general" / "The Secretary ...". Copied text often drops the blank lines between. Such a line
is a title, not the first line of the item's text, when it reads like one: a few words in
Title Case or sentence case, no verb, no punctuation closing a sentence or a list entry, not
cut in the middle of a phrase; and the next line starts a sentence of body text (a capital,
ending with a full stop or a colon), longer than the title line (so no hard wrap of a
sentence), or a sub-item titled the same way. An ordinary list item ("(a) the Supplier
shall ...", "(b) Health claims attachments.") reads as text.
"""

from __future__ import annotations

import re

from .title_words import DANGLING, MODALS, is_title_case, sentence_case_title

__all__ = ["single_spaced_title"]

_WORDS = 8  # a subsection title holds at most this many words
_CHARS = 64  # ... and this many characters
_BODY = 20  # the body sentence under it holds at least this many characters
_BODY_REACH = 600  # characters after the title in which the body sentence must end
_NOT_IN_TITLE = frozenset(';:!?"“”')
_CLOSED = ".,;:!?\"'’”)"
_BODY_END = frozenset(".:;")
# A sub-item's marker at a line start: "(1) ", "(A) ", "(ii) ".
_BLANK = re.compile(r"[ \t]{0,8}\n")
_SUB_MARKER = re.compile(r"[ \t]{0,8}\([0-9A-Za-z]{1,4}\)[ \t]{1,4}")


def _title_words(rest: str) -> bool:
    if not rest or len(rest) > _CHARS or not rest[0].isupper() or rest[-1] in _CLOSED:
        return False
    if any(ch in _NOT_IN_TITLE for ch in rest):
        return False
    words = rest.split()
    if len(words) > _WORDS or words[-1].lower() in DANGLING:
        return False
    if not MODALS.isdisjoint(w.lower() for w in words):
        return False
    return is_title_case(words) or sentence_case_title(words)


def single_spaced_title(text: str, pos: int, limit: int, nested: bool = True) -> int:
    """Where the title on the rest of an item's line from ``pos`` ends, when the line is a
    title with body text (or a titled sub-item) on the very next line; else 0."""
    nl = text.find("\n", pos, min(len(text), pos + _CHARS + 16))
    if nl < 0:
        return 0
    raw = text[pos:nl]
    rest = raw.strip()
    if not _title_words(rest):
        return 0
    end = pos + raw.index(rest) + len(rest)
    nxt = nl + 1
    blank = _BLANK.match(text, nxt)
    if blank is not None:  # one blank line between, as the Code's own text files print it
        nxt = blank.end()
    sub = _SUB_MARKER.match(text, nxt)
    if sub is not None:
        # "(a) Standards to enable electronic exchange" / "(1) In general" / "The ...".
        return end if nested and single_spaced_title(text, sub.end(), limit, False) else 0
    reach = min(len(text), nxt + _BODY_REACH)
    nl2 = text.find("\n", nxt, reach)
    line = text[nxt : reach if nl2 < 0 else nl2].strip()
    if len(line) < _BODY or not line[0].isupper() or line[:1] == "(":
        return 0
    if len(line) <= len(raw.rstrip()) and line[-1] not in _BODY_END:
        return 0  # a line no longer than the "title": a hard-wrapped sentence or a list
    words = line.split()
    if len(words) < 4:
        return 0
    stop = max(limit, nxt + len(line)) if nested else nxt + len(line)
    body = text[nxt : min(stop, nxt + _BODY_REACH)].rstrip()
    if not body or (body[-1] not in _BODY_END and not any(ch in body for ch in ".:")):
        return 0
    return end
