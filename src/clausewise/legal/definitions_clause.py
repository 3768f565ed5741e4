"""Where the clause holding a defining bracket starts: step 1 of :mod:`.definitions_phrase`.

Read back from the bracket: after a sentence, a semicolon or colon, a paragraph break,
"between", an inline item marker "(2) ", or the bracket of a previous definition. A full stop
after an initial or a short abbreviation ("Jordan A. Mercer", "Acme Co. Ltd"), or inside a
company form ("Pte. Ltd.", "Sdn. Bhd."), ends no sentence, and a numeral repeated in
brackets ("three (3) years") is no item marker. A bracket that sums up a list ("(i) salary,
(ii) expenses and (iii) benefits (collectively, the "Accrued Obligations")") takes the list
from its first item; one that points back ("each such Lender") takes the noun it names.
Every look is bounded (``_REACH`` characters back).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .company_forms import continues_form
from .definitions_collective import list_opener
from .definitions_found import COLLECTIVE, word_set

__all__ = ["NUMBER_WORD", "SUCH", "clause_start", "names"]

_REACH = 250
_LIST_REACH = 1000
# Where a clause starts, looking back from a defining bracket (the last match wins). What the
# match starts with says which delimiter it is: "." a sentence's full stop (checked for
# initials), ")" a previous definition's bracket (with "and" when a list of parties goes
# on), "(" an inline item marker (checked for "three (3)"), "b"/"a" "between"/"among". No
# capturing groups, and a literal first in each alternative (";|:", not "[;:]"): speed.
_BACK_DELIM = re.compile(
    r"\.[\"”’]?\s+(?=[A-Z])|;\s+|:\s+|\)(?<=[\"”’]\))(?:\s*,)?(?:\s*(?:and|AND))?\s+|\((?<!\S\()\w{1,4}\)\s+"
    r"|\n\s*\n\s*|between\s+(?<=\bbetween\s)|among\s+(?<=\bamong\s)"
    r"|BETWEEN\s+(?<=\bBETWEEN\s)|AMONG\s+(?<=\bAMONG\s)|Between\s+(?<=\bBetween\s)"
)
_SENT_DELIM = re.compile(r"\.[\"”’]?\s+(?=[A-Z])|;\s+|:\s+|\n\s*\n\s*")
# Where the clause of a bracket right after another defining bracket starts ('between Apex
# Inc. ("Apex") and Lumen LLC ("Lumen") (each a "Party")'): the sentence, or the list of
# parties after "between"/"among".
_RUN_DELIM = re.compile(
    r"\.[\"”’]?\s+(?=[A-Z])|;\s+|:\s+|\n\s*\n\s*"
    r"|(?i:between)\s+(?<=\b(?i:between)\s)|(?i:among)\s+(?<=\b(?i:among)\s)"
)
# The word before a full stop that then ends no sentence: an initial ("A.", not "Exhibit A.")
# or an abbreviation of a name.
_WORD_BEFORE_STOP = re.compile(r"(?:(?<=[\s.])|^)(?P<w>[\w’']{1,12})\Z")
_LINE_OPEN = re.compile(r"(?:\A|\n)[ \t]*\Z")
_ABBREVIATIONS = word_set(
    "mr mrs ms dr st jr sr no nos co corp inc ltd bros messrs prof hon rev gen"
)
_UNIT_WORDS = word_set(
    "exhibit schedule annex appendix section article part clause class series tranche "
    "item attachment addendum rider"
)
NUMBER_WORD = re.compile(
    r"(?i:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy"
    r"|eighty|ninety|hundred|thousand|million|billion)[ \t\n]*)\Z"
)
# "(each such Lender, a "Defaulting Lender")": the bracket points back to a noun.
SUCH = re.compile(r"(?i:\bsuch[ \t\n]+)(?P<noun>[A-Za-z]{2,30})")
_DETERMINED = re.compile(r"(?i:\b(?:any|each|every|an?|the)[ \t\n]+)(?P<w>[A-Za-z]{2,30})")
_STOP_DELIM = re.compile(r"\.[\"”’]?\s+(?=[A-Z])|\n\s*\n")
_ANTECEDENT_REACH = 2000
# The first item of an inline list ("(i) ", "(a) ", "(1) ", "(A) ").
_FIRST_ITEM = re.compile(r"(?<!\S)\((?:i|a|1|A)\)\s+")

def clause_start(text: str, pos: int, lead: str = "") -> tuple[int, bool]:
    """Where the clause holding the bracket at ``pos`` starts, and whether it starts right
    after a previous definition's bracket with its predicate ("(the "Terms") govern ...").
    When nothing comes between that start and the bracket ('("Customer") (each a "Party")'),
    the sentence's start."""
    lo = max(0, pos - _REACH)
    for delims in (_BACK_DELIM, _RUN_DELIM):
        start, predicate, item = lo, False, -1
        m = _last_delimiter(text, delims, lo, pos)
        if m is None and lo > 0 and COLLECTIVE.search(lead):
            m = _long_list(text, delims, pos)
        if m is not None:
            at = m.start()
            kind = text[at]
            item = at if kind == "(" else -1
            predicate = kind == ")" and text[at + 1] != "," and "and" not in m.group()
            start = m.end()
        while start < pos and text[start] in " \t\n,":
            start += 1
        if start < pos:
            if item >= 0 and COLLECTIVE.search(lead):
                start = _list_start(text, lo, item, start)
            elif item >= 0 and "uch" in lead and (such := SUCH.search(lead)) is not None:
                start = _antecedent(text, item, start, such.group("noun"))
            return start, predicate
    return pos, False


def _long_list(text: str, delims: re.Pattern[str], pos: int) -> re.Match[str] | None:
    """The delimiter before a list that a bracket summing it up ends, when the list is longer
    than the window and what leads to it is plain: "indemnify X against | any and all
    losses, damages, ... of whatever kind, ... (collectively, "Losses")". Within a wider
    bound; None when no such lead is there."""
    m = _last_delimiter(text, delims, max(0, pos - _LIST_REACH), pos)
    return m if m is not None and list_opener(text, m.end(), pos) >= 0 else None


# How far back the last delimiter is looked for first; only when none that counts is there
# is the whole window read.
_TAIL = 48


def _last_delimiter(
    text: str, delims: re.Pattern[str], lo: int, pos: int
) -> re.Match[str] | None:
    """The last delimiter that counts in ``text[lo:pos]``, as a scan from ``lo`` finds it.

    Most often it is close to ``pos``, so a tail of the window is scanned first, from a
    point no delimiter can straddle: a blank followed by a character that is no blank, comma,
    "a" or "A" (no delimiter goes on past a blank except with ", " or "and", "AND"). From that
    point a scan from ``lo`` finds the same delimiters, so the tail's last one that counts is
    the window's."""
    sync = pos - _TAIL
    if sync > lo:
        while sync < pos and not _no_delimiter_across(text, sync):
            sync += 1
        if sync < pos:
            found = _last_counting(text, delims.finditer(text, sync, pos), lo)
            if found is not None:
                return found
    return _last_counting(text, delims.finditer(text, lo, pos), lo)


def _no_delimiter_across(text: str, at: int) -> bool:
    """Whether no delimiter can hold both ``text[at - 1]`` and ``text[at]``: a blank, then a
    character that is no blank, comma, "a" or "A"."""
    nxt = text[at]
    return text[at - 1].isspace() and not nxt.isspace() and nxt not in ",aA"


def _last_counting(
    text: str, matches: Iterator[re.Match[str]], lo: int
) -> re.Match[str] | None:
    """The last of ``matches`` that delimits a clause: walked back from the end, most often
    one step."""
    for m in reversed(list(matches)):
        at = m.start()
        kind = text[at]
        if kind == "." and (_no_sentence_end(text, at) or _in_brackets(text, lo, at)):
            continue  # "Jordan A. Mercer", "(Title III of Pub. L. 107-56)"
        if kind == "(" and _numeral(text, at):
            continue
        return m
    return None


def _no_sentence_end(text: str, dot: int) -> bool:
    """Whether the full stop at ``dot`` follows an initial or a name abbreviation."""
    m = _WORD_BEFORE_STOP.search(text, max(0, dot - 13), dot)
    if m is None:
        return False
    word = m.group("w")
    if word.lower() in _ABBREVIATIONS:
        return True
    after = text[dot + 1 : dot + 16].split()
    if after and continues_form(word, after[0]):
        return True  # "Quillon Systems Pte. Ltd.", "Tanjung Data Sdn. Bhd."
    if len(word) != 1 or not word.isupper():
        return False
    if _LINE_OPEN.search(text, max(0, m.start() - 12), m.start()) is not None:
        return False  # "A. Associated Natural Gas Company" at a line's start: a list marker
    before = _WORD_BEFORE_STOP.search(text, max(0, m.start() - 14), max(0, m.start() - 1))
    return before is None or before.group("w").lower() not in _UNIT_WORDS


def _in_brackets(text: str, lo: int, at: int) -> bool:
    """Whether ``at`` is inside a bracket opened after ``lo``: walked back from bracket to
    bracket (``str.rfind``), not character by character."""
    depth, i = 0, at
    while (opened := text.rfind("(", lo, i)) >= 0:
        closed = text.rfind(")", opened, i)
        if closed >= 0:
            depth += 1
            i = closed
        elif depth == 0:
            return True
        else:
            depth -= 1
            i = opened
    return False


def _numeral(text: str, paren: int) -> bool:
    """Whether the bracket at ``paren`` repeats a number in figures: "three (3) years"."""
    close = text.find(")", paren)
    inner = text[paren + 1 : close]
    return inner.isdigit() and NUMBER_WORD.search(text, max(0, paren - 12), paren) is not None


def _antecedent(text: str, item: int, start: int, noun: str) -> int:
    """Where the noun of a bracket's "each such Lender" is named before the inline list whose
    later item opens at ``item`` ("Any Lender that (i) ..., or (ii) ... (each such Lender, a
    "Defaulting Lender")"), within the sentence and ``_ANTECEDENT_REACH``; else ``start``."""
    begin = _sentence_begin(text, _STOP_DELIM, max(0, item - _ANTECEDENT_REACH), item)
    first = _FIRST_ITEM.search(text, begin, item + 1)
    if first is None:
        return start
    for m in _DETERMINED.finditer(text, begin, first.start()):
        if names(text, m.start(), noun):
            return m.start()
    return start


def _sentence_begin(text: str, delims: re.Pattern[str], lo: int, hi: int) -> int:
    """After the last sentence end in ``text[lo:hi]`` (not "A." in "Jordan A. Mercer"), or lo."""
    begin = lo
    for m in delims.finditer(text, lo, hi):
        if not (text[m.start()] == "." and _no_sentence_end(text, m.start())):
            begin = m.end()
    return begin


def names(text: str, at: int, noun: str) -> bool:
    """Whether a determiner and ``noun`` (singular or plural) are written at ``at``."""
    m, stem = _DETERMINED.match(text, at), noun.removesuffix("s")
    return m is not None and m.group("w") in (stem, stem + "s")


def _list_start(text: str, lo: int, item: int, start: int) -> int:
    """The first item of the inline list whose later item opens at ``item``: a bracket that
    sums the list up ("collectively") names all of it. Not past a sentence's end."""
    begin = _sentence_begin(text, _SENT_DELIM, lo, item)
    firsts = [m.start() for m in _FIRST_ITEM.finditer(text, begin, item + 1)]
    return firsts[-1] if firsts else start
