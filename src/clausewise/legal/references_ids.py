"""Reading the number of one reference member: "7.3(b)", "VII", "A-1", "(a)", "FIFTH",
"Rule 14d-10(d)(2)", "5-1401". Used by :mod:`.references_grammar` at each member it reads."""

from __future__ import annotations

import re

from ._treeindex import SCHEDULE_KINDS, roman_to_int
from .structure.contract_marks import SPELLED_WORDS

__all__ = ["ID_RE", "PAREN", "PART_RE", "id_of", "read_id"]

# "(b)", "(iv)", "(A)", "(2)", and a statute's inserted subsection "(1A)", "(2ZA)"
PAREN = r"\((?:[a-z]{1,4}|[A-Z]{1,3}|\d{1,3}(?:[A-Z]{1,2})?)\)"
# The letters a spelled number starts with: a look-ahead for them spares the alternation of
# all the words where an id is a letter ("Exhibit A") or a roman numeral.
_SPELLED_FIRST = "".join(sorted({w[0].lower() for w in SPELLED_WORDS.split("|")}))
ID_RE = re.compile(
    rf"(?:(?:No|no|Number)\.?[ \t]{{1,2}})?"
    rf"(?:(?P<num>\d{{1,4}}(?:[A-Za-z](?![A-Za-z]))?(?:\.\d{{1,4}}(?:[A-Z](?![A-Za-z]))?){{0,5}})"
    rf"|(?=(?i:[{_SPELLED_FIRST}]))(?P<word>(?i:{SPELLED_WORDS}))(?![A-Za-z\d-])"
    rf"|(?P<alpha>[A-Z]\d{{1,2}}|[A-Z]{{1,7}}(?:-(?:\d{{1,3}}|[A-Z]))?)(?![A-Za-z\d])"
    rf"|(?P<par0>{PAREN}))"
    rf"(?P<parts>(?:[ ]?{PAREN}){{0,5}})"
)
PART_RE = re.compile(r"\(([^()]{1,4})\)")


# A securities regulator's rule number: "144A", "10b-5", "13d-1", "15c3-3", Regulation
# S-X's "1-02" (the hyphen is part of the number, not a range; a hard wrap may leave a space
# after it: "13a- 15").
_RULE_ID_RE = re.compile(
    r"(?P<rule>\d{1,4}(?:[a-z]{1,2}\d{0,2}-[ ]?\d{1,3}|-0\d))(?P<parts>(?:\([a-z0-9]{1,4}\)){0,5})"
    r"(?![\w-])"
)


def read_id(
    text: str, pos: int, kind: str, lower_head: bool
) -> tuple[str, tuple[str, ...], int] | None:
    """(number, bracketed parts, end) of the member numbered at ``pos``, or None when the
    text there numbers no unit of ``kind`` (``lower_head``: the head word was lower case)."""
    if kind == "rule" and (rule := _RULE_ID_RE.match(text, pos)) is not None:
        # "Rule 14d-10(d)(2)": the bracketed pinpoint is kept like a section's
        number = rule.group("rule").replace(" ", "")
        return number, tuple(PART_RE.findall(rule.group("parts"))), rule.end()
    m = ID_RE.match(text, pos)
    return None if m is None else id_of(m, kind, lower_head)


def id_of(m: re.Match[str], kind: str, lower_head: bool) -> tuple[str, tuple[str, ...], int] | None:
    # one call for the groups: read once per reference
    raw_parts, num, par0, word, alpha = m.group("parts", "num", "par0", "word", "alpha")
    parts = tuple(PART_RE.findall(raw_parts)) if raw_parts else ()
    if kind == "regulation" and not num:
        # a statutory instrument numbers its regulations: "Regulation (EU) 2016/679" and
        # "Regulation S-K" name whole instruments, not a unit of this one
        return None
    if par0:
        return "", (par0[1:-1], *parts), m.end()
    if word is not None:
        # "Article FIFTH", "paragraph Third", "Section One"; "in part one ..." is prose
        return None if lower_head and word.islower() else (word, parts, m.end())
    if alpha is not None:
        # "Schedule A", "Exhibit A-1", "Schedule B1" (the Insolvency Act 1986's)
        single = len(alpha.split("-")[0]) == 1 or alpha[1:].isdigit()
        if not single and roman_to_int(alpha) is None:
            return None
        # "in part A party may ...": a letter after a lower-case head is prose, not numbering.
        if lower_head and kind not in SCHEDULE_KINDS:
            return None
        return alpha, parts, m.end()
    if kind == "regulation" and (_YEAR_RE.fullmatch(num) or _slash_after(m)):
        # "the Regulations 2019" (a title's year), "Regulation No 1049/2001" (an EU number)
        return None
    tail = _CODE_TAIL.match(m.string, m.end())
    if tail is not None and not parts and len(tail.group()) - 1 >= len(num) + 2:
        # "Sections 5-1401" of a state code; "Sections 680-695" stays a range
        return num + tail.group(), parts, tail.end()
    return num, parts, m.end()


_YEAR_RE = re.compile(r"(?:19|20)\d\d")
# A state code's section number ("5-1401" of New York's General Obligations Law): a short
# number, a hyphen and a number at least two digits longer is one number, not a range.
_CODE_TAIL = re.compile(r"-\d{3,5}(?![\d.])")


def _slash_after(m: re.Match[str]) -> bool:
    return m.string[m.end() : m.end() + 1] == "/"
