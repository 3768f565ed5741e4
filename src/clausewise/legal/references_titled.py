"""References that quote a unit's heading without the word "section": 'as described under
"Refund Policy" below', "as set out in 'Your Content' above", 'under the heading "Privacy"'.

Terms of service and privacy notices point at their unnumbered headings so. A quoted title
counts only where the drafting marks it as a place in the document: "above" or "below" right
after the closing quote, or "the heading(s)" right before the opening one. Unquoted, the
title stands between "in"/"under"/"see" and "above"/"below" ("see Termination below"), each
word capitalised. The words must equal one heading of the document exactly (any case); a
title two units share, or none has, gives nothing, so a quoted defined term ('the term
"Content" below') or a quotation is never read as a pointer. The shapes with "section" or
"clause" ('the "Fees" section', 'the section titled "Fees"') are read in
:mod:`.references_named`.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from ._anchored import anchored_finditer, positions

__all__ = ["quoted_titles"]

# (start, end, target kind, target node), as :data:`.references_named.Named`
_Found = tuple[int, int, str, int]

# A quoted title: double or single quotes, straight or curly; the closing quote is the
# first one of its kind that ends a word, so "Children's Privacy" keeps its apostrophe.
_QUOTED = r"(?P<q>[\"“'‘])(?P<t>[A-Za-z0-9][^\n\"“”]{0,59}?)(?P<c>[\"”'’])(?![A-Za-z0-9])"
# '"Refund Policy" below', "'Your Content' above".
_PLACED = re.compile(rf"(?<![\w\"“”'‘’]){_QUOTED}[ \t]{{1,2}}(?P<w>above|below)\b")
# 'under the heading "Privacy"', 'in the headings "Fees" and "Taxes"' (each title its own
# pointer); 'the section headed "Privacy"' is read in references_named.
_HEADING = re.compile(
    rf"(?:[Hh]eading|HEADING|[Cc]aption|CAPTION)(?P<s>[Ss]?)"
    rf"[ \t]{{1,2}}(?:(?:entitled|titled)[ \t]{{1,2}})?{_QUOTED}"
)
_HEADING_ANCHORS = (("eading", -1), ("EADING", -1), ("aption", -1), ("APTION", -1))
_THE_BEFORE = re.compile(r"(?<![\w])(?:the|The|THE)[ \t]{1,2}\Z")
_MORE = re.compile(
    rf"[ \t]{{0,2}}(?:,[ \t]{{1,2}}(?:(?:and|or)[ \t]{{1,2}})?|[ \t]{{1,2}}(?:and|or)[ \t]{{1,2}})"
    rf"{_QUOTED}"
)
# Words before a quoted phrase that make it a word or a name, not a heading:
# 'the term "Content" below'.
_WORDING = re.compile(r"(?i)(?:terms?|words?|phrases?|expressions?)[ \t]{1,2}\Z")
_PAIRS = {'"': '"', "“": "”", "'": "'’", "‘": "’"}
_REACH = 16
_QUOTED_REACH = 66  # a quoted title, its quotes and the spaces before "above"
# A heading named unquoted: "as described in Refund Policy below", "see Termination above".
# Read back from "above"/"below" (rare words) to the preposition before the title.
_BEFORE = re.compile(r"(?<![\w-])(?:in|under|see|See)[ \t]{1,2}(?=[A-Z])")
_BARE_REACH = 64


def _key(words: str) -> str:
    return " ".join(words.split()).lower()


def _node(m: re.Match[str], titles: dict[str, int]) -> int | None:
    """The node whose heading ``m`` quotes, if its quotes pair up and exactly one has it."""
    if m.group("c") not in _PAIRS[m.group("q")]:
        return None
    return titles.get(_key(m.group("t")).rstrip(".:"))


def quoted_titles(text: str, titles: dict[str, int], taken: list[_Found]) -> list[_Found]:
    """The quoted headings in ``text`` placed by "above"/"below" or by "the heading", that
    overlap none of ``taken`` (the references the "section" shapes found)."""
    out: list[_Found] = []
    if not titles:
        return out
    places = _places(text)
    for end in places:
        m = _PLACED.search(text, _line_back(text, end, _QUOTED_REACH), end)
        while m is not None and m.end() < end:  # an earlier quote and "above" on the line
            m = _PLACED.search(text, m.start() + 1, end)
        if m is None:
            continue
        node = _node(m, titles)
        if node is None or _WORDING.search(text, max(0, m.start() - _REACH), m.start()):
            continue
        out.append((m.start(), m.end(), "section", node))
    out.extend(_bare_titles(text, titles, places))
    for m in anchored_finditer(_HEADING, text, _HEADING_ANCHORS):
        the = _THE_BEFORE.search(text, max(0, m.start() - 5), m.start())
        node = None if the is None else _node(m, titles)
        if the is None or node is None:
            continue
        out.append((the.start(), m.end(), "section", node))
        if m.group("s"):  # 'the headings "Fees" and "Taxes"': one pointer per title
            out.extend(_more_titles(text, m.end(), titles))
    if not out or not taken:
        return out
    spans = sorted((a, b) for a, b, _, _ in taken)
    kept = []
    for f in out:
        at = bisect_left(spans, (f[1], -1))
        if not (at and spans[at - 1][1] > f[0]):
            kept.append(f)
    return kept


def _places(text: str) -> list[int]:
    """The ends of the words "above" and "below" after a space, found at memchr speed."""
    out = []
    for i in positions(text, (("above", 0), ("below", 0))):
        if text[i - 1 : i] in (" ", "\t") and not text[i + 5 : i + 6].isalnum():
            out.append(i + 5)
    return out


def _line_back(text: str, pos: int, reach: int) -> int:
    """Where to start reading back from ``pos``: ``reach`` characters, or the line start."""
    return text.rfind("\n", max(0, pos - reach), pos) + 1 or max(0, pos - reach)


def _bare_titles(text: str, titles: dict[str, int], places: list[int]) -> list[_Found]:
    """Unquoted headings between "in"/"under"/"see" and "above"/"below", each word of the
    title capitalised as the heading writes it ("in Refund Policy below"); the longest that
    is a heading of the document."""
    out: list[_Found] = []
    for end in places:
        s = end - 5
        while s > 0 and text[s - 1] in " \t":
            s -= 1
        for prep in _BEFORE.finditer(text, _line_back(text, s, _BARE_REACH), s):
            words = text[prep.end() : s]  # leftmost first: the longest title
            node = titles.get(_key(words))
            if node is not None and all(w[0].isupper() or w in _SMALL for w in words.split()):
                out.append((prep.end(), end, "section", node))
                break
    return out


_SMALL = frozenset({"of", "to", "the", "and", "for", "in", "on", "a", "an", "or", "with", "&"})


def _more_titles(text: str, end: int, titles: dict[str, int]) -> list[_Found]:
    """The further quoted titles of a list after "the headings": ', "Taxes" and "Refunds"'."""
    out: list[_Found] = []
    while (more := _MORE.match(text, end)) is not None:
        node = _node(more, titles)
        if node is None:
            break
        out.append((more.start("q"), more.end(), "section", node))
        end = more.end()
    return out
