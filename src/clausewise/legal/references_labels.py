"""Head words that label rather than refer: "EXHIBIT 10.9" alone above a filed contract,
"SCHEDULE 2" at the top of a page, a filing's footer, an Act's own "2018 CHAPTER 12", a
"RECITALS" heading above its first item "(A)"."""

from __future__ import annotations

import re

from ._treeindex import TreeIndex, norm_token
from .citations import YEAR
from .references_grammar import Member, Parsed

__all__ = ["RunningLines", "is_label", "not_referring"]

# A filing's own line: "Source: ACME INC, 10-K, 3/1/2019" (EDGAR adds it to every page).
_FILING_MARK = "Source:"
_LABEL_REACH = 300
_ACT_CHAPTER_RE = re.compile(YEAR)


def is_label(text: str, pos: int, end: int, running: RunningLines) -> bool:
    """A unit named alone in a paragraph of its own ("EXHIBIT 10.9" above a filed contract,
    "SCHEDULE 2" at the top of a page) labels what follows or precedes it; and a filing footer
    ("Source: ..., Exhibits 10.9") is not the contract's text. Neither refers to anything.
    ``running``: the document's repeated lines (one :class:`RunningLines` per document)."""
    # A label or a footer is a short line: look no further than _LABEL_REACH either way (a
    # document of one long line must not cost a scan of it per reference).
    nl = text.rfind("\n", max(0, pos - _LABEL_REACH), pos)
    if nl < 0 and pos > _LABEL_REACH:
        return False
    line_start = nl + 1
    before = text[line_start:pos].strip()
    if before and len(before) != 4 and not before.startswith(_FILING_MARK):
        # (most references) words before it on its line: running text, unless the line is
        # a page's running footer or header
        return _running_line(text, line_start, end, running)
    wrap = text.find("\n", pos, end)
    if wrap > 0 and not before and " " not in text[pos:wrap].strip():
        return True  # "RECITALS" / "(A) The Financier ...": a heading above a list's first item
    if not before and not text[:line_start].strip() and not _lower_next(text, end):
        # The document's first words: what it is filed as ("Exhibit 10.9 SERVICES
        # AGREEMENT", "EXHIBIT 10.11 ***Certain portions ..."), not a part of it.
        return True
    line_end = text.find("\n", end, end + _LABEL_REACH)
    if line_end < 0:
        if end + _LABEL_REACH < len(text):
            return False
        line_end = len(text)
    if before.startswith(_FILING_MARK):
        return True
    after = text[end:line_end].strip(" \t.:-\u2013\u2014")
    if len(before) == 4 and not after and _ACT_CHAPTER_RE.fullmatch(before):
        # "2018 CHAPTER 12" under an Act's title: the Act's own chapter number
        return text[pos : pos + 7].upper() == "CHAPTER"
    if before or after or not text[pos].isupper():
        return False
    # A paragraph of its own (blank lines around it), not a line of hard-wrapped prose.
    above = text[max(0, line_start - 200) : line_start]
    below = text[line_end : line_end + 200]
    return (not above.strip() or above.rstrip(" \t").endswith("\n\n")) and (
        not below.strip() or below.lstrip(" \t").startswith("\n\n")
    )


def _running_line(text: str, line_start: int, end: int, running: RunningLines) -> bool:
    """Is the short line from ``line_start`` (past ``end``) a page's running footer or header:
    the same words on three lines of the document or more, numbers aside ("FDD Exhibit H-1",
    "FDD Exhibit H-9"; "Tender Offer Statement on Schedule TO ... Exhibit (d)(i) ...")? Not a
    line closing a sentence ("Section 2.1 of the Agreement is deleted.")."""
    line_end = text.find("\n", end, line_start + _RUNNING_CHARS + 1)
    if line_end < 0:
        if len(text) - line_start > _RUNNING_CHARS:
            return False
        line_end = len(text)
    line = text[line_start:line_end].strip()
    if not line or line[-1] in _CLOSING:
        return False
    return _line_shape(line) in running


_RUNNING_CHARS = 120  # a running footer or header is one short line
_RUNNING_TIMES = 3
_CLOSING = frozenset(".;:,")
_DIGITS_RE = re.compile(r"[0-9]+")


def _line_shape(line: str) -> str:
    return _DIGITS_RE.sub("0", " ".join(line.split()).lower())


class RunningLines:
    """The shapes of the short lines one document repeats, read on the first reference that
    needs them. One per call (not a cache of the last text, which would keep a large
    document alive after chunking)."""

    __slots__ = ("_shapes", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        self._shapes: frozenset[str] | None = None

    def __contains__(self, shape: str) -> bool:
        if self._shapes is None:
            counts: dict[str, int] = {}
            for raw in self._text.splitlines():
                line = raw.strip()
                if line and len(line) <= _RUNNING_CHARS and line[-1] not in _CLOSING:
                    key = _line_shape(line)
                    counts[key] = counts.get(key, 0) + 1
            self._shapes = frozenset(k for k, n in counts.items() if n >= _RUNNING_TIMES)
        return shape in self._shapes


def _lower_next(text: str, end: int) -> bool:
    """Does running text go on after ``end`` ("Exhibit A sets out ...")?"""
    at = end
    while at < len(text) and at - end < 40 and not text[at].isalnum():
        at += 1
    return at < len(text) and text[at].islower()


# Units only an Act divided into them has: "subdivision (a)" of a statute quoted in a
# franchise agreement, or "No Division 25" in a table of contents, names nothing of a
# contract.
_DIVISIONS = frozenset({"division", "subdivision"})


def not_referring(
    text: str, index: TreeIndex, starts: dict[int, list[int]], pos: int, parsed: Parsed
) -> bool:
    """Whether a parsed head word at ``pos`` refers to nothing of this document: the unit's
    own heading ("Article 6" above its text; ``starts``: node indices by start), or a
    Division or Subdivision in a document that is not divided into them (one of an Act the
    reference names is the Act's: "Division 2 of Part 2D.1 of the Corporations Act 2001")."""
    if (
        parsed.members[0].kind in _DIVISIONS
        and parsed.external is None
        and not any(n.kind in _DIVISIONS for n in index.nodes)
    ):
        return True
    if _the_filing(index, pos, parsed) or _PLURAL_RE.match(text, pos):
        return True  # "this exhibit" of a filing's legend; "the Point(s) of Delivery"
    first = parsed.members[0]
    if parsed.anchor == "this" and first.kind in _WORD_KINDS and not first.main:
        # "to implement this point", "this part relating to financial interests": the
        # ordinary noun, in a document with no unit of that kind
        return not any(n.kind == first.kind for n in index.nodes)
    return pos in starts and _is_heading(text, index, starts, pos, parsed)


# A head word with a plural ending in brackets names units in general, never one of them:
# "the Point(s) of Delivery", "Each of the Schedule(s) or Exhibit(s) referred to herein".
_PLURAL_RE = re.compile(r"[A-Za-z]{4,12}\((?:s|S|es|ES)\)")
# Unit words that are also ordinary nouns ("this point", "this part").
_WORD_KINDS = frozenset({"point", "part"})


def _the_filing(index: TreeIndex, pos: int, parsed: Parsed) -> bool:
    """ "This exhibit" outside every exhibit of the document: the document itself, as filed
    ("Portions of this exhibit have been omitted ..." in the legend of an SEC filing, on
    every page of some)."""
    first = parsed.members[0]
    return (
        parsed.anchor == "this"
        and first.kind == "exhibit"
        and not first.main
        and parsed.external is None
        and index.schedule_of(index.innermost(pos)) is None
    )


def _is_heading(
    text: str, index: TreeIndex, starts: dict[int, list[int]], pos: int, parsed: Parsed
) -> bool:
    """A head word where a unit with the same number starts is that unit's own heading
    ("Article 6" above its text), not a reference to it."""
    first = parsed.members[0]
    if text[pos].islower():
        return False  # a heading is written "Article 6" or "SECTION 5", not "clause 3."
    token = first.main or (first.parts[0] if first.parts else "")
    # "SCHEDULE 1.01(a)" above a schedule numbered like a section: its number is the whole
    want = {norm_token(token, first.kind), norm_token(_joined(first), first.kind)}
    return any(index.norms[i] in want for i in starts.get(pos, ()))


def _joined(member: Member) -> str:
    return member.main + "".join(f"({p})" for p in member.parts)
