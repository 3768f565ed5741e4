"""What the walk asks of the text: heading titles, citations, schedule and restart headings.

:class:`ContractReader` implements :class:`.contract_outline.Reader` for one document: it reads
the title after an accepted marker, tells a citation ("under SECTION 1.21") from a heading,
judges schedule heading lines, and finds the title line of a document appended after the last
clause, where the numbering starts again ("GROUPON VOUCHER TERMS OF SALE – UK" / "1. General
Information").
"""

from __future__ import annotations

import re
from functools import lru_cache

from .contract_code import code_title
from .contract_marks import Cand, state_code_number
from .contract_outline import Placed
from .contract_rows import first_cell_end
from .contract_scan import LONE_POINTING
from .headings import heading_line, read_title
from .item_titles import single_spaced_title
from .title_cut import cut_heading

__all__ = ["ContractReader", "names_document", "rule_line"]

_TITLE_REACH = 400
_ROW_WORDS = 8  # a longer first cell is a sentence, not a row label
_ROW_PUNCT = " \t.:-–—"  # between a row's marker and its label ("Item 1:  Fees")
_MARKED_TITLE = 120  # longer text on a Markdown heading line is a paragraph, not a title
# What sets a title off from its number on a heading line ("Schedule 2 - Fees", "Part 3: Price").
_TITLE_SEPARATORS = " \t-:.|\u2013\u2014"
_FILING_NUMBER = re.compile(r"[0-9]{1,3}\.[0-9]{1,3}$")
# The provision a schedule hangs from, on the line under its heading ("Regulation 3",
# "Regulations 4 and 7", "Section 12", "Article 5(2)", "Rule 9"), in brackets in Canadian
# Acts ("(Section 2)", "(Subsection 4(1))", "(Sections 3 and 5)", "(Subsection 2(1) and
# section 7)"), in square brackets after "See" in Indian Acts ("[See section 2]").
_ENABLING_WORD = (
    r"(?:Regulations?|(?:Sub)?[Ss]ections?|Articles?|Rules?|Paragraphs?"
    r"|\[[Ss]ee[ \t]{1,3}(?i:regulations?|(?:sub)?sections?|articles?|rules?|paragraphs?))"
)
_ENABLING_NUMBER = r"[0-9]{1,4}(?:\([0-9a-z]{1,4}\)){0,3}"
_ENABLING = re.compile(
    rf"\(?{_ENABLING_WORD}[ \t]{{1,3}}{_ENABLING_NUMBER}"
    rf"(?:(?:,|[ \t]and|[ \t]to)[ \t]{{1,3}}(?:(?:sub)?sections?[ \t]{{1,3}})?{_ENABLING_NUMBER})"
    r"{0,4}[)\]]?$"
)
_PAGE_TAIL = re.compile(r"(?<=\S)[ \t]+[0-9]{1,3}$")
# Words before a number that make it a citation, not a heading ("UNDER SECTION 11.1").
_CITING = frozenset(
    [
        "no",
        "nos",
        "number",
        "under",
        "in",
        "of",
        "to",
        "with",
        "by",
        "see",
        "per",
        "and",
        "or",
        "pursuant",
        "hereof",
        "thereof",
        "this",
        "that",
        "such",
        "said",
        "within",
        "from",
        "between",
        "than",
        "as",
        "on",
        "at",
    ]
)


_SHORT_LINE = re.compile(r"[ \t]{0,40}\n[ \t\n]{0,100}?([A-Z][^\n.;:!?0-9]{2,80})(?=\n|$)")


def _line_after(text: str, pos: int, limit: int) -> tuple[str | None, int]:
    """The short line after the one ``pos`` ends (blank lines between), as a title."""
    m = _SHORT_LINE.match(text, pos, limit)
    if m is None or len(m.group(1).split()) > 8:
        return None, 0
    return m.group(1).rstrip(), m.start(1) + len(m.group(1).rstrip())


def _enabling_line(text: str, pos: int) -> int:
    """Where the line after the one ``pos`` ends ends, when that line names an enabling
    provision ("Section 2", "Regulations 3 and 4"), or where the line of ``pos`` ends when
    the rest of it names one; else 0."""
    nl = text.find("\n", pos, pos + 200)
    if nl < 0:
        return 0
    rest = text[pos:nl].strip()
    if rest:
        # "SCHEDULE 1            Section 3": the note printed at the right of the heading.
        return nl if _ENABLING.match(rest) else 0  # else the line holds its own title
    # The next line with text: copies of an Act set the note apart by blank lines
    # ("SCHEDULE 1" / blank / "Section 2" / blank / "GRANTS").
    k = nl + 1
    while k < len(text) and k - nl < _NOTE_GAP and text[k] in " \t\n":
        k += 1
    end = text.find("\n", k)
    end = len(text) if end < 0 else end
    line = text[k:end].strip()
    return end if line and _ENABLING.match(line) else 0


_NOTE_GAP = 12  # blank characters read between a schedule heading and its enabling note


_SET_APART_WORDS = 8
_PARAGRAPH = 20  # characters of the paragraph a set-apart heading stands over


def _set_apart(text: str, pos: int, limit: int) -> tuple[str | None, int]:
    """The rest of an item's line from ``pos`` as its title when it is a short heading set
    apart by a blank line from the paragraph under it, as codes print subsections ("(a)
    Findings" / blank / "The Congress finds ..."); else (None, 0)."""
    nl = text.find("\n", pos, limit)
    if nl < 0:
        return None, 0
    rest = text[pos:nl].strip()
    if not rest or not rest[0].isupper() or rest[-1] in ".,;:!?\"'’”)":
        return None, 0
    if len(rest.split()) > _SET_APART_WORDS:
        return None, 0
    nl2 = text.find("\n", nl + 1, limit)
    if nl2 < 0 or text[nl + 1 : nl2].strip():
        return None, 0  # no blank line under it: a line of the item's text
    body = text[nl2:limit].lstrip()
    if len(body) < _PARAGRAPH or not body[0].isupper():
        return None, 0
    return rest, pos + text[pos:nl].index(rest) + len(rest)


class ContractReader:
    """Reads titles for the walk and judges schedule heading lines."""

    def __init__(
        self,
        text: str,
        reference_words: tuple[str, ...],
        title_words: tuple[str, ...],
        rows: frozenset[str] = frozenset(),
    ) -> None:
        self.text = text
        self.refs = frozenset(w.lower() for w in reference_words) | _CITING
        self.title_words = title_words
        self.rows = rows  # unit words heading table rows: the label cell is the title

    def reference_before(self, c: Cand) -> bool:
        """Whether the word before ``c`` makes it a citation ("SECTION 1.21", "No. 5")."""
        head = self.text[max(0, c.pos - 16) : c.pos].split()
        return bool(head) and head[-1].strip(".,;:").lower() in self.refs

    def titled(self, cands: list[Cand], i: int) -> bool:
        """Whether ``cands[i]`` carries a heading title (capitals or a run-in title)."""
        c = cands[i]
        limit = self._limit(cands, i)
        title, _ = read_title(self.text, c.end, limit, False, False, c.fam == "enum")
        return title is not None

    def _limit(self, cands: list[Cand], i: int) -> int:
        c = cands[i]
        limit = min(len(self.text), c.end + _TITLE_REACH)
        nxt = self._next_marker(cands, i, limit)
        if nxt > c.end:
            limit = min(limit, nxt)
        return limit

    def _next_marker(self, cands: list[Cand], i: int, limit: int) -> int:
        """Where the next candidate that could open a unit starts (before ``limit``), else
        ``limit``: a citation in a title ("2. Amendment to Section 3.1.") does not end it,
        nor a schedule word right after the marker ("2.6. Attachment A": the clause's title)."""
        end = cands[i].end
        for j in range(i + 1, len(cands)):
            nxt = cands[j]
            if nxt.pos >= limit:
                break
            if nxt.fam == "sched" and not self.text[end : nxt.pos].strip(" \t"):
                continue
            if not self.reference_before(nxt) or self._own_word_before(cands[i], nxt):
                return nxt.pos
        return limit

    def _own_word_before(self, c: Cand, nxt: Cand) -> bool:
        """Whether the word before ``nxt`` is the schedule word of the heading ``c`` that
        carries no number ("THE SCHEDULE" / "Item 1  Customer ..."): the heading's own word
        cites nothing, and the row under it is no part of its title."""
        return c.fam == "sched" and not c.tok and not self.text[c.end : nxt.pos].strip()

    def title(self, cands: list[Cand], i: int, placed: Placed) -> None:
        c = placed.cand
        fam = c.fam
        if fam == "caps":
            placed.title, placed.heading_end = c.tok, c.end
            return
        if fam == "sched" and not c.tok:
            heading = " ".join(self.text[c.pos : c.end].split())
            if heading.lower() != c.word and heading.split()[0].lower() != "the":
                # "REFERENCE SCHEDULE", "KEY DETAILS SCHEDULE": named as a whole.
                placed.title, placed.heading_end = heading, c.end
                return
        text = self.text
        end = c.end
        if c.fmt is not None and c.fmt[1].endswith("#"):
            # A heading line of the source ("## 1. Who we are"): the rest of it is the title,
            # whatever its case, without the dash or colon setting it off from the number
            # ("# Schedule 1 \u2013 The Software").
            nl = text.find("\n", end)
            line = text[end : len(text) if nl < 0 else nl]
            title = line.strip().rstrip(".:;").lstrip(_TITLE_SEPARATORS).strip() or None
            if title is not None and len(title) <= _MARKED_TITLE:
                whole = end + len(line.rstrip().rstrip(".:;"))
                placed.title, placed.heading_end = cut_heading(text, end, title, whole)
                return
        if c.word in self.rows and self._row_label(placed):
            return
        limit = self._limit(cands, i)  # ``c`` is ``cands[i]``, placed
        if fam == "enum" and not (placed.depth == 1 and c.line):
            # A list item's rest is its text; a lettered or roman top-level heading on its
            # own line ("I. Services", "B. Payment terms") is read like a numbered one.
            title, end = read_title(text, end, limit, False, False, True)
            if title is None and c.line:
                title, end = _set_apart(text, c.end, limit)
            if title is None and c.line:
                end = single_spaced_title(text, c.end, limit)  # "(b) Timetables" / "The ..."
                title = text[c.end : end].strip() or None
        else:
            title, end = read_title(text, end, limit, c.line, c.line, False)
        if title is None and c.line and (c.word == "§" or state_code_number(c.tok)):
            # "§ 1026.3 Exempt transactions.", "Sec. 5-1-104. Powers of the board."
            title, end = code_title(text, c.end, limit)
        if fam == "sched" and (title is None or _ENABLING.match(title)):
            # "SCHEDULE 1 / Regulation 3 / Safety requirements": the line under a statutory
            # instrument's or an Act's schedule heading names the provision that brings it
            # in; the title comes after it. ("Section 2" may itself be a candidate, which
            # ends the reach of ``read_title``.)
            enabling = _enabling_line(text, c.end)
            if enabling > 0:
                title, end = _line_after(text, enabling, min(len(text), enabling + _TITLE_REACH))
            elif title is not None:
                title, end = _line_after(text, end, limit)  # "SCHEDULE 1 — Regulation 3"
        if title is not None and fam == "sched":
            # A page number glued to the end of the heading line ("EXHIBIT A Services 11").
            trimmed = _PAGE_TAIL.sub("", title)
            end -= len(title) - len(trimmed)
            title = trimmed or None
            if title is not None and not c.tok:
                title = _lone_schedule_title(text, c.pos, end, title)
        title, end = cut_heading(text, c.end, title, end)  # "COSTS **ARTICLE III - TERM**"
        placed.title = title
        placed.heading_end = end if title is not None else 0

    def _row_label(self, placed: Placed) -> bool:
        """Title a table row ("Item 4  Fees  $12,000 a month") with its label cell, when the
        line has a column gap after a short label in capitals or title case."""
        text = self.text
        c = placed.cand
        nl = text.find("\n", c.end)
        line_end = len(text) if nl < 0 else nl
        cell_end = first_cell_end(text, c.end, line_end)
        cell = text[c.end : cell_end]
        label = cell.strip(_ROW_PUNCT)
        if cell_end >= line_end or not label[:1].isupper() or len(label.split()) > _ROW_WORDS:
            return False
        placed.title = label
        placed.heading_end = c.end + len(cell) - len(cell.lstrip(_ROW_PUNCT)) + len(label)
        return True

    def schedule_heading(self, c: Cand) -> bool:
        """A heading line: the marker alone, or followed by a title; not a filing's own
        exhibit number repeated on every page ("Exhibit 10.1")."""
        if c.word == "exhibit" and _FILING_NUMBER.match(c.tok):
            return False
        text = self.text
        nl = text.find("\n", c.end, c.end + 200)
        rest = text[c.end : c.end + 200 if nl < 0 else nl].strip()
        return not rest or rest[0] in '-–—:.([“"' or rest[0].isupper()

    def restart_heading(self, c: Cand, floor: int) -> tuple[int, int, str] | None:
        """(start, end, text) of the title line of a document appended after the last clause,
        above the marker ``c`` that starts its numbering again, or None.

        The title is a short heading line (capitals or title case) naming a document ("...
        TERMS OF SALE", "... AGREEMENT"); between it and the marker there may be separator
        lines ("*****") and at most two paragraphs of prose ("This page sets out the terms
        ..."), on one line each or hard-wrapped over several. Nothing before ``floor`` (the end
        of the last accepted heading) is read."""
        text = self.text
        end = text.rfind("\n", floor, c.pos)  # the end of the line above the marker's line
        prose = 0
        below_blank = True  # the line below the one read is blank (or is the marker's)
        for _ in range(_RESTART_LINES):
            if end <= floor or c.pos - end > _RESTART_REACH:
                return None
            start = text.rfind("\n", 0, end) + 1
            if start < floor:
                return None
            line = text[start:end]
            s = line.strip()
            if s:
                if heading_line(s) and names_document(s, self.title_words):
                    at = start + len(line) - len(line.lstrip())
                    return self._title_above(at, floor) or (at, at + len(s), s)
                if (below_blank or s[-1] in ".:;!?") and any(ch.isalnum() for ch in s):
                    # The last line of a paragraph (a blank line under it, or a finished
                    # sentence: text without blank lines): one more paragraph.
                    prose += 1
                    if prose > 2:
                        return None
            below_blank = not s
            end = start - 1
        return None

    def _title_above(self, at: int, floor: int) -> tuple[int, int, str] | None:
        """A title line naming a document right above the one at ``at`` (blank lines
        between at most): "BEOPEN.COM LICENSE AGREEMENT FOR PYTHON 2.0" over "BEOPEN PYTHON
        OPEN SOURCE LICENSE AGREEMENT VERSION 1". The document starts at the upper one."""
        text = self.text
        end = text.rfind("\n", floor, at)
        while end > floor:
            start = text.rfind("\n", 0, end) + 1
            s = text[start:end].strip()
            if s and not rule_line(s):
                if start < floor or not heading_line(s) or not names_document(s, self.title_words):
                    return None
                top = start + text[start:end].index(s[0])
                return self._title_above(top, floor) or (top, top + len(s), s)
            end = start - 1
        return None


_RESTART_LINES = 24
_RESTART_REACH = 1500  # characters between the title and the marker


@lru_cache(maxsize=16)
def _title_word_regex(words: tuple[str, ...]) -> re.Pattern[str]:
    alts = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"\b(?:{alts})\b")


def rule_line(line: str) -> bool:
    """A stripped line of three or more of "-", "=", "*", "_", "~": a title's underline or a
    separator (told without a regex: one over such runs is quadratic under search)."""
    return len(line) >= 3 and not line.strip("-=*_~")


def names_document(line: str, words: tuple[str, ...]) -> bool:
    """Whether a heading line holds one of the profile's title words ("TERMS OF SALE")."""
    return bool(words) and _title_word_regex(words).search(line.lower()) is not None


def _lone_schedule_title(text: str, start: int, end: int, title: str) -> str | None:
    """The title of a schedule heading without a number: "SCHEDULE OF RATES" is named as a
    whole (its title is not "OF RATES"); "THE SCHEDULE ABOVE REFERRED TO" has none."""
    first = title.split(None, 1)[0].upper()
    if first == "OF":
        return " ".join(text[start:end].split())
    return None if first in LONE_POINTING else title
