"""Bare numbers: is a number with no full stop ("2 Research and Development", "1 Meaning
of "mooring"", "1 (1) An application ...") a clause or paragraph number?

Page numbers, amounts and hard-wrapped figures look the same at a line start, so a bare
number stays a candidate only with evidence around it: a title in capitals or in Title Case,
its first sub-clause right after it, a numbered subsection on the next line, or, as the
schedules to Acts write their paragraphs, the next number after one already kept, with a
sentence after it.
"""

from __future__ import annotations

import re

from .contract_marks import Cand
from .headings import MINOR_WORDS, MODALS

__all__ = [
    "CAPS_TITLE",
    "bare_paragraph",
    "child_after",
    "child_next",
    "note_label_end",
    "noted_section",
    "title_line",
]

CAPS_TITLE = re.compile(r"[ \t]{1,3}[A-Z][A-Z&,'’\-]{2,}\b")
# A first sub-clause right after an unpunctuated title: "6. Term 6.1 Term. ...",
# "2 Basics of the Agreement 2.1 Grant of Rights". The title has no sentence punctuation.
_CHILD_AFTER_TITLE = re.compile(r"[^.:!?\n]{1,120}?[ \t](?P<n>[0-9]{1,4})\.0?1(?=[ \t])")
_BARE_REACH = 400


def child_after(text: str, c: Cand) -> int:
    """Where the first sub-clause of ``c`` starts inside its title line, or -1."""
    interp = c.interps[0][1]
    if len(interp) != 1:
        return -1
    e = c.end
    n = interp[0]
    if text.find(f"{n}.", e, e + 128) < 0:
        return -1  # no "n.1" or "n.01" within reach (most candidates): skip the regex
    m = _CHILD_AFTER_TITLE.match(text, e)
    if m is None or int(m.group("n")) != interp[0]:
        return -1
    return m.start("n")


def child_next(cands: list[Cand], i: int) -> bool:
    """The next numbered candidate, close by, is the first sub-clause of ``cands[i]``."""
    c = cands[i]
    want = (c.interps[0][1][0], 1)
    for d in cands[i + 1 : i + 4]:
        if d.pos - c.end > _BARE_REACH:
            return False
        if d.fam in ("dec", "sec") and d.interps[0][1] == want:
            return True
    return False


# The rest of a line after a bare number, when it reads as a heading: a capital first, a few
# words, no sentence punctuation but commas between words ("3 Term", "12 Limitation of
# Liability", "1 Short title", "8 Interpretation of Part 2", "15 Payments, cancellations, and
# cooling off", '2 Meaning of "harbour authority"'); and the first characters of the next
# line that is not blank.
_TITLE_REST = re.compile(
    r"[ \t]{1,8}([A-Z][A-Za-z'’&\-]{0,30}(?:,?[ \t][A-Za-z0-9'’&/\-\"“”‘]{1,30}){0,7})[ \t]*\n"
)
_NEXT_TEXT = re.compile(r"[ \t\n]{0,200}(\S{1,4})")
# A longer title in sentence case, as an Act heads its sections ("49 Service to be performed
# with reasonable care and skill"): a heading only over its subsection "(1)" (see
# :func:`title_line`).
_LONG_TITLE_REST = re.compile(
    r"[ \t]{1,8}([A-Z][A-Za-z'’&\-]{0,30}(?:,?[ \t][A-Za-z0-9'’&/\-\"“”‘]{1,30}){8,15})[ \t]*\n"
)


def title_line(text: str, end: int) -> bool:
    """A bare number's line is a heading when its rest is a short title in Title Case ("3
    Term", "4 Limitation of Liability"), or in sentence case with a numbered subsection on
    the next line ("1 Short title" / "(1) This Act may be cited as ..."), as Acts of
    Parliament and Word documents converted to text lay them out. A hard-wrapped sentence
    has lower-case words or punctuation; a page number has no title at all. A title of more
    than eight words heads a section only over its subsection "(1)"."""
    m = _TITLE_REST.match(text, end)
    if m is None:
        m = _LONG_TITLE_REST.match(text, end)
        nxt = None if m is None else _NEXT_TEXT.match(text, m.end())
        return nxt is not None and nxt.group(1) == "(1)"
    words = m.group(1).split()
    if all(w[0].isupper() or w in MINOR_WORDS or w.isdigit() for w in words):
        return True
    nxt = _NEXT_TEXT.match(text, m.end())
    if nxt is None:
        return False
    if nxt.group(1) in ("(1)", "(a)"):
        return True
    # Sentence case ("4 Rights we grant you", "8 User guidelines") between two sentences: the
    # line before ends one and the next line opens another. A hard-wrapped sentence ("...
    # payable within / 30 days of the invoice date / and ...") runs on from the line before.
    return nxt.group(1)[0].isupper() and _after_sentence(text, end)


# A bare number's paragraph as a schedule to an Act writes it: "1 (1) An application ...",
# or the next number after one kept ("2 The authority must ...").
_SUBSECTION_FIRST = re.compile(r"[ \t]{1,4}\(1\)[ \t]{1,4}[A-Z]")
# A sentence: a capitalised word, maybe a name or a title in capitals and figures after it
# ("The Energy Act 2013 is amended ..."), then a word in lower case.
_SENTENCE_AFTER = re.compile(
    r"[ \t]{1,4}[A-Z][a-z]{0,20}(?:[ \t][A-Z0-9][A-Za-z0-9'’\-]{0,20}){0,4}[ \t][a-z]"
)
_PARAGRAPH_REACH = 3000  # how far after the last bare number its successor may come


def bare_paragraph(text: str, c: Cand, last: tuple[int, int]) -> bool:
    """Is the bare number ``c``, on a line of its own, an Act's paragraph run into its
    text? It is when its first subsection follows on the line ("1 (1) An application
    ..."), or when it is the next number after the last bare number kept (``last``: its end
    and number), close by, after a blank line or a finished sentence, with a sentence after
    it ("2 The authority must determine ..."). A page number has no text after it, an amount
    ("28 days") a lower-case word."""
    if _SUBSECTION_FIRST.match(text, c.end) is not None:
        return True
    end, number = last
    return (
        end >= 0
        and c.interps[0][1] == (number + 1,)
        and c.pos - end <= _PARAGRAPH_REACH
        and _SENTENCE_AFTER.match(text, c.end) is not None
        and (
            _after_sentence(text, c.pos)
            or (number == 0 and _under_heading(text, end, c.pos))
            or _under_headings(text, c.pos)
        )
    )


_BLOCK_LINES = 8  # heading lines above a paragraph: "SCHEDULES", schedule, note, title, Part ...


def _under_headings(text: str, pos: int) -> bool:
    """Does the line at ``pos`` come right under heading lines that follow a finished
    sentence, as an Act copied without blank lines sets a Part or a cross-heading between
    two paragraphs of a schedule ("... is not complied with." / "PART 2" / "GRANTS" / "3 A
    grant may ...")? Each line between is short, opens with no number and closes no
    sentence, clause or lead-in; the line above them closes a sentence (or a blank line or
    the start of text stands there)."""
    ls = text.rfind("\n", 0, pos)
    for n in range(_BLOCK_LINES + 1):
        if ls <= 0:
            return n > 0
        prev = text.rfind("\n", 0, ls) + 1
        line = text[prev:ls].strip()
        if not line or line.rstrip("\"'\u201d\u2019)]")[-1:] in (".", "!", "?"):
            return n > 0  # at least one heading line between
        if len(line) > 100 or line[-1] in ",;:" or line[0].isdigit():
            return False  # a numbered line is no heading ("6 User Content": a contents list)
        ls = prev - 1
    return False


_HEADING_LINES = 3  # a schedule's heading: its marker's line, a title, an enabling note


def _under_heading(text: str, end: int, pos: int) -> bool:
    """Does the line at ``pos`` come right under a schedule's heading that ends its marker at
    ``end`` ("SCHEDULE 1" / "APPLICATIONS FOR LICENCES" / "1 An application ...", with no
    blank line between, as Acts are often copied)? Only short lines lie between, none
    closing a sentence or a lead-in: the schedule's title, the section bringing it in."""
    between = text[end:pos]
    lines = between.split("\n")
    if len(lines) > _HEADING_LINES + 1 or lines[-1].strip():
        return False
    return all(len(ln) <= 100 and ln.rstrip()[-1:] not in (".", ",", ";", ":") for ln in lines)


def _after_sentence(text: str, pos: int) -> bool:
    """Does the line holding ``pos`` follow a finished sentence (its line before ends with
    ".", "!" or "?", a closing quote or bracket aside), a blank line or the start of text?"""
    ls = text.rfind("\n", 0, pos)
    if ls <= 0:
        return True
    before = text[max(0, ls - 200) : ls].rstrip(" \t")
    if not before or before.endswith("\n"):
        return True
    return before.rstrip("\"'\u201d\u2019)]")[-1:] in (".", "!", "?")


# The label the Justice Laws website prints in front of each marginal note when a Canadian Act
# is copied as text ("Marginal note:Definitions", "Note marginale : Définitions").
_NOTE_LABEL = re.compile(
    r"[ \t]{0,8}(?i:marginal[ \t]note|note[ \t]marginale)[ \t]{0,2}:[ \t]{0,4}"
)


def note_label_end(text: str, start: int, end: int = -1) -> int:
    """Where the note itself starts on the line at ``start``: past a "Marginal note:" label
    when the line opens with one (and text follows it), else ``start``."""
    m = _NOTE_LABEL.match(text, start, len(text) if end < 0 else end)
    if m is None or text[m.end() : m.end() + 1] in ("", "\n"):
        return start
    return m.end()


# A marginal note standing on its own line above its section, as Canadian federal Acts print
# them ("Short title" / "1 This Act may be cited as ..."): a capital, then at most seven more
# words of letters (a comma between them allowed), no closing punctuation.
_NOTE = re.compile(r"[A-Z][a-z'’\-]{1,20}(?:,?[ \t]{1,2}[A-Za-z][a-z'’\-]{0,20}){0,7}")
_NEXT_REACH = 40  # candidates read for the section after a noted one
# A sentence after the number: capitalised words ("This Act"), then one in lower case.
_NOTED_TEXT = re.compile(
    r"[ \t]{1,4}[A-Z][A-Za-z]{0,20}(?:[ \t][A-Z][A-Za-z]{0,20}){0,3}[ \t][a-z]"
)


def noted_section(text: str, cands: list[Cand], i: int, prev: int = 0) -> bool:
    """Is the bare number ``cands[i]``, on a line of its own and followed by a sentence
    ("1 This Act may be cited as ..."), a section under its marginal note? The line above
    it is such a note, standing alone (a blank line, or a line closing a sentence or a
    lead-in, above it), and the next number follows on a line of its own, or the number
    before it was the last bare number kept (``prev``): the Act's last section, before
    its schedules or its end. A footnote under a table ("Notes" / "1 Prices exclude tax.")
    has neither."""
    c = cands[i]
    if _NOTED_TEXT.match(text, c.end) is None:
        return False
    ls = text.rfind("\n", 0, c.pos)
    if ls < 0 or text[ls + 1 : c.pos].strip():
        return False
    end = ls
    while end > 0 and text[end - 1] in " \t\n":
        end -= 1
    start = text.rfind("\n", 0, end) + 1
    at = note_label_end(text, start, end)
    note = text[at:end].strip()
    if _NOTE.fullmatch(note) is None or not MODALS.isdisjoint(note.lower().split()):
        return False
    above = text[max(0, start - 200) : start].rstrip(" \t")
    if (
        at == start  # a labelled note is one whatever stands above it
        and above
        and not above.endswith("\n")
        and above.rstrip()[-1:] not in (".", ":", ";")
    ):
        return False  # the last line of a paragraph, not a note of its own
    number = c.interps[0][1][0]
    if prev >= 1 and number == prev + 1:
        return True
    want = (number + 1,)
    return any(
        d.line and d.fam == "dec" and d.interps[0][1] == want
        for d in cands[i + 1 : i + _NEXT_REACH]
    )
