"""Reading the number of one reference member: "7.3(b)", "VII", "A-1", "(a)", "FIFTH",
"Rule 14d-10(d)(2)", "5-1401". Used by :mod:`.references_grammar` at each member it reads."""

from __future__ import annotations

import re

from ._treeindex import SCHEDULE_KINDS, roman_to_int
from .structure.contract_marks import SPELLED_WORDS

__all__ = ["ID_RE", "PAREN", "PART_RE", "id_of", "read_id"]

# A number may carry letters: "5A", and a statute's inserted section "601FC", "21ZA".
# "(b)", "(iv)", "(A)", "(2)", and a statute's inserted subsection "(1A)", "(2ZA)"
PAREN = r"\((?:[a-z]{1,4}|[A-Z]{1,3}|\d{1,3}(?:[A-Z]{1,2})?)\)"
# The letters a spelled number starts with: a look-ahead for them spares the alternation of
# all the words where an id is a letter ("Exhibit A") or a roman numeral.
_SPELLED_FIRST = "".join(sorted({w[0].lower() for w in SPELLED_WORDS.split("|")}))
ID_RE = re.compile(
    rf"(?:(?:No|no|Number)\.?[ \t]{{1,2}})?"
    # (a code's section may have five or six digits: "§ 16600"; never cut a longer number)
    rf"(?:(?P<num>\d{{1,4}}(?:\d{{1,2}}(?!\d))?"
    rf"(?:[A-Za-z]{{1}}(?![A-Za-z])|[A-Z]{{2,3}}(?![A-Za-z]))?"
    rf"(?:\.\d{{1,4}}(?:[A-Z](?![A-Za-z]))?){{0,5}})"
    rf"|(?=(?i:[{_SPELLED_FIRST}]))(?P<word>(?i:{SPELLED_WORDS}))(?![A-Za-z\d-])"
    # (capitals and a number: "Schedule B1", a lease's prescribed clause "LR4", "LR11.1";
    # not a French code's "L442-6")
    rf"|(?P<alpha>[A-Z]{{1,3}}\d{{1,3}}(?:\.\d{{1,3}}){{0,3}}(?![-.]?[A-Za-z\d])"
    rf"|[A-Z]{{1,7}}(?:-(?:\d{{1,3}}|[A-Z]))?(?![A-Za-z\d]))"
    rf"|(?P<par0>{PAREN}))"
    rf"(?P<parts>(?:[ ]?{PAREN}){{0,5}})"
)
PART_RE = re.compile(r"\(([^()]{1,4})\)")
# The label of an annex's part written after a full stop: "Annex I.B", "Exhibit A.1",
# "Annex II.A.3" (not "Annex I. B" nor "Annex I.The")
_SUB_LABEL_RE = re.compile(r"(?:\.(?:[A-Z]|\d{1,2})(?![A-Za-z\d]))+")


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
    """(number, bracketed parts, end) read from a match of :data:`ID_RE`'s groups (alone, or
    inside a longer pattern that may go on after them), or None as for :func:`read_id`."""
    # one call for the groups: read once per reference
    raw_parts, num, par0, word, alpha = m.group("parts", "num", "par0", "word", "alpha")
    end = m.end("parts")  # the id's own end ("parts" closes it, maybe empty)
    parts = tuple(PART_RE.findall(raw_parts)) if raw_parts else ()
    if kind == "regulation" and not num:
        # a statutory instrument numbers its regulations: "Regulation (EU) 2016/679" and
        # "Regulation S-K" name whole instruments, not a unit of this one
        return None
    if par0:
        return "", (par0[1:-1], *parts), end
    if word is not None:
        # "Article FIFTH", "paragraph Third", "Section One"; "in part one ..." is prose
        return None if lower_head and word.islower() else (word, parts, end)
    if alpha is not None:
        # "Schedule A", "Exhibit A-1", "Schedule B1" (the Insolvency Act 1986's)
        numbered = alpha[-1].isdigit()  # "B1", "LR4": numbering, never prose
        single = len(alpha.split("-")[0]) == 1 or numbered
        if not single and roman_to_int(alpha) is None and not _inserted(alpha, kind):
            return None
        # "in part A party may ...": a letter after a lower-case head is prose, not numbering.
        if lower_head and kind not in SCHEDULE_KINDS and not numbered:
            return None
        if kind in SCHEDULE_KINDS and not parts and m.string[end : end + 1] == ".":
            sub = _SUB_LABEL_RE.match(m.string, end)
            if sub is not None:  # "Annex I.B", "Exhibit A.1": a lettered part of the annex
                return alpha + sub.group(), parts, sub.end()
        return alpha, parts, end
    text = m.string
    if not parts and text[end : end + 2] == ".l":
        ocr = _OCR_ONE_RE.match(text, end)
        if ocr is not None:  # "Section 2.l(a)": a scan's "l" for the digit one
            found = tuple(PART_RE.findall(ocr.group("parts")))
            return num + ocr.group("tail").replace("l", "1"), found, ocr.end()
    if kind == "regulation" and (_YEAR_RE.fullmatch(num) or text[end : end + 1] == "/"):
        # "the Regulations 2019" (a title's year), "Regulation No 1049/2001" (an EU number)
        return None
    tail = _CODE_TAIL.match(text, end)
    if tail is not None and not parts and _one_number(num, tail.group()):
        # "Sections 5-1401" of a state code; "Sections 680-695" stays a range; the pinpoint
        # after it is the number's: "§ 1.409A-3(i)(5)"
        more = _PARTS_AFTER_RE.match(text, tail.end())
        found = tuple(PART_RE.findall(more.group())) if more is not None else ()
        return num + tail.group(), found, more.end() if more is not None else tail.end()
    if tail is not None and parts and "." in num and len(tail.group()) <= 4:
        # a Treasury regulation's number goes on after its brackets: "§ 1.401(a)(9)-6", "§
        # 1.401(k)-1(d)(3)" (a range never runs from "1.401(a)(9)" to "6")
        more = _PARTS_AFTER_RE.match(text, tail.end())
        found = tuple(PART_RE.findall(more.group())) if more is not None else ()
        number = num + "".join(f"({p})" for p in parts) + tail.group()
        return number, found, more.end() if more is not None else tail.end()
    if text[end + 1 : end + 2] in _AFTER_GAP:  # "Art. 6 para. 1 lit. f"
        return (num, *_subdivisions(text, end, parts))
    return num, parts, end


_GROUPS = frozenset(("part", "chapter", "division", "title"))


def _inserted(alpha: str, kind: str) -> bool:
    """A statute's Part or Chapter inserted by amendment: a Roman numeral and a capital ("Part
    IVB", "Part IIA", "Chapter XA")."""
    return kind in _GROUPS and len(alpha) > 1 and roman_to_int(alpha[:-1]) is not None


# A continental pinpoint's words after the number: "Art. 6 para. 1 lit. f", "§ 307 para. 1
# sentence 2", "Art. 9(2) lit. a", "§ 3 no. 4". A paragraph and a number read as a bracketed
# part ("6(1)"), a letter as one ("(f)"); a sentence is read but names no unit of its own.
_SUBDIVISION_RE = re.compile(
    r"[ \t]{1,2}(?:(?P<lit>(?i:lit)\.)|(?i:para|subpara|no|nr)\.|(?P<sentence>sentence|sent\.))"
    r"[ \t]{0,2}(?P<tok>\d{1,3}[a-z]?|[a-z]{1,2})(?![\w])"
)


# The first letters of those words: most references are followed by none of them.
_SUBDIVISION_FIRST = frozenset("lLpPnNsS")
_GAP = frozenset(" \t")
_AFTER_GAP = _SUBDIVISION_FIRST | _GAP


def _subdivisions(text: str, end: int, parts: tuple[str, ...]) -> tuple[tuple[str, ...], int]:
    """``parts`` with the continental pinpoint written at ``end`` added, and where it ends."""
    if text[end : end + 1] not in _GAP:
        return parts, end
    first = text[end + 1 : end + 2]
    if (text[end + 2 : end + 3] if first in _GAP else first) not in _SUBDIVISION_FIRST:
        return parts, end
    for _ in range(4):
        m = _SUBDIVISION_RE.match(text, end)
        if m is None or (m.group("lit") is not None) != m.group("tok").isalpha():
            break  # "lit." letters a point, the others number: "para. f" is no pinpoint
        if m.group("sentence") is None:
            parts = (*parts, m.group("tok"))
        end = m.end()
    return parts, end


_YEAR_RE = re.compile(r"(?:19|20)\d\d")
# A scanned number whose digit one was read as a lower-case "l" ("Section 2.l(a)", "3.l.2"):
# only after a number and a full stop, and only where no word goes on ("2.let" is prose).
_OCR_ONE_RE = re.compile(
    rf"(?P<tail>(?:\.[\dl]{{1,3}}){{1,4}})(?![A-Za-z\d])(?P<parts>(?:[ ]?{PAREN}){{0,5}})"
)
_PARTS_AFTER_RE = re.compile(rf"(?:[ ]?{PAREN}){{1,5}}")
# A state code's section number ("5-1401" of New York's General Obligations Law, "12-101"
# of a Maryland article, Tennessee's "47-18-104", Virginia's "59.1-200"): the hyphens and
# numbers after the number, when :func:`_one_number` says they join it.
_CODE_TAIL = re.compile(r"-\d{1,5}(?:-\d{1,5}){0,2}(?!\d|-\d|\.\d)")


def _one_number(num: str, tail: str) -> bool:
    """Whether ``num`` and the hyphenated ``tail`` after it ("-1401") are one section number
    rather than a range. No range has three ends ("47-18-104"), runs from a decimal to a
    whole number of three digits ("59.1-200") or spans more than sixty units to a longer
    number ("12-101", "5-1401"); "Sections 2-5", "8-10", "95-105" and "680-695" are ranges.
    A code numbers a title's sections in hundreds from x01 ("12-101", "5-1401"), so an end of
    round hundreds is a range's: "Sections 10-100", "1-200". After a decimal whose last part
    has a letter or three digits, a whole number is part of it: "§ 1.409A-3", "§ 1.1502-6"."""
    if tail.count("-") > 1:
        return True
    last = num.rpartition(".")[2]
    if last != num and (last[-1:].isalpha() or len(last) >= 3):
        return True  # a regulation's "1.409A-3", "1.1502-6": a range ends as it starts, "2.1-2.5"
    end = tail[1:]
    if len(end) < 3:
        return False
    if "." in num:
        return True
    if end.endswith("00"):
        return False
    if len(end) <= len(num):
        return False
    return len(end) >= len(num) + 2 or (num.isdigit() and int(end) - int(num) > 60)
