"""Head words and the unit kinds they name (:func:`head_kind`: "Sub-clauses" -> "clause"), and
abbreviated head words: "cl. 4.2", "para. 4 of Sch. 2", "reg. 3(2)", "art. 6(1)(a) GDPR", and
the same without the full stop, as the UK's citation style writes them ("para 4 of sch 2",
"reg 4", "cl 12.1"). Used by :mod:`.references_grammar` (the head words and their kinds) and
by :mod:`.references` (where abbreviations are in a text).

Each is read as a head word only when a number follows: "cl.", "para." and "reg." are no
words of their own, but without the full stop "art", "para" or "reg" may be one, so the
number must follow at once, after one blank. "Reg. No. 1234567" (a company's registration
number) and "Art. No. 55" (an article number of goods) are no references."""

from __future__ import annotations

import re
from functools import lru_cache

from .references_cited import join_hyphenated
from .references_parsed import Member, Parsed
from .structure.contract_marks import ORDINAL_VALUE, ORDINAL_WORDS

__all__ = [
    "ABBREVIATION_HEADS",
    "SHORT_ENTRIES",
    "abbreviated_kind",
    "abbreviation_starts",
    "head_kind",
    "numbered_as_no",
    "ordinal_before",
    "ordinal_schedule",
    "ordinal_unit",
    "treasury_regulation",
]

# Inside the head-word pattern (case-insensitive there). The dotted forms first; a dotless
# form needs a blank and a digit right after it ("para 4", "Sch 2", "reg 3(2)").
ABBREVIATION_HEADS = (
    r"arts?\.|secs?\.|cll?\.|paras?\.|regs?\.|sch(?:ed)?s?\.|pts?\.(?=[ \t]?\d)"
    r"|(?:cl|paras?|regs?|sch|arts?)(?=[ \t](?:\d|[A-Z]\d))"
)
# An abbreviation (its full stop dropped) -> the unit kind it names
_SHORT = {
    "cl": "clause",
    "cll": "clause",
    "para": "paragraph",
    "paras": "paragraph",
    "reg": "regulation",
    "regs": "regulation",
    "sch": "schedule",
    "sched": "schedule",
    "schs": "schedule",
    "scheds": "schedule",
    "pt": "part",
    "pts": "part",
    "art": "article",
    "arts": "article",
    "sec": "section",
    "secs": "section",
    "s": "section",
    "ss": "section",
}
# A head word (its plural's "s" dropped) -> the unit kind it names
_KIND = {
    "clause": "clause",
    "section": "section",
    "§": "section",
    "article": "article",
    "paragraph": "paragraph",
    "point": "point",
    "schedule": "schedule",
    "exhibit": "exhibit",
    "attachment": "exhibit",
    "annex": "annex",
    "appendix": "appendix",
    "chapter": "chapter",
    "recital": "recital",
    "part": "part",
    "division": "division",
    "rule": "rule",
    "regulation": "regulation",
    "item": "item",
    "limb": "paragraph",  # "limb (ii) of paragraph (a)": a lettered or numbered item
}


@lru_cache(maxsize=256)
def head_kind(head: str) -> str:
    """The unit kind a head word names: "Sub-clauses" -> "clause", "§§" -> "section"."""
    word = head.lower()
    if word.startswith("§"):
        return "section"
    if (short := abbreviated_kind(word)) is not None:
        return short  # "Art. 6(1)(f) GDPR", "Sec. 307 para. 1", "para. 4 of Sch. 2", "reg 3"
    if word.startswith("subdivision"):
        return "subdivision"  # a unit of its own under a Division, not a part of one
    if word.startswith("sub"):
        word = word[4:] if word.startswith("sub-") else word[3:]
    if word.startswith("appendi"):
        return "appendix"
    if word.startswith("annex"):
        return "annex"
    return _KIND.get(word.rstrip("s"), _KIND.get(word, "clause"))


# The abbreviations the reference scan's entries match (see ``references._ENTRIES``): the
# matched bytes -> (letters before them that belong to the word, ``references.HEAD`` = 0)
SHORT_ENTRIES = {
    **{word: (0, 0) for word in (b"cl.", b"cll.", b"cl", b"para", b"paras", b"para.")},
    **{word: (0, 0) for word in (b"paras.", b"pt.", b"pts.")},
    **{word: (1, 0) for word in (b"ch.", b"ched.", b"chs.", b"cheds.", b"ch")},  # "sch."
}
# Where the other abbreviated head words start, in the ASCII-folded lower-case copy the
# reference scan reads (one byte per character): one scan that stops at full stops only (the
# engine skips ahead to them in C) and looks behind each for an abbreviation that is a word of
# its own: "s." / "ss." after a blank or "(" (a UK statute's section), "Art.", "Sec.", "reg."
# not after a letter or a digit.
def _behind(word: bytes, before: bytes) -> bytes:
    return rb"(?<=" + word + rb"\.)(?<!" + before + word + rb"\.)"


_DOT_RE = re.compile(
    rb"\.(?<=[stgc]\.)(?:"  # (a quick test first: each abbreviation ends in s, t, g or c)
    + rb"|".join(_behind(word, rb"[^ \t\n(]") for word in (rb"s", rb"ss"))
    + b"".join(
        rb"|" + _behind(word, rb"[a-z0-9]")
        for word in (rb"art", rb"arts", rb"sec", rb"secs", rb"reg", rb"regs")
    )
    + rb")"
)
# (and a head word the scan for whole words does not enter: "limb (ii) of paragraph (a)")
_LIMB_RE = re.compile(rb"limb(?<![a-z0-9_.\-]limb)s?[ \t](?=\()")
# A number after an abbreviation: "reg. 3(2)", "art. 6(1)(a)"
_NUMBER_AFTER = re.compile(rb"[ \t]?[0-9(]")
# Capitalised, as EU and continental drafting writes them, they stand before anything ("Art.
# VI", "Sec. 307"); otherwise ("art. 6", "reg. 3", "Reg. 4") before a number only.
_CAPITALISED = ("Art. ", "Arts. ", "Sec. ", "Secs. ")


@lru_cache(maxsize=256)
def abbreviated_kind(word: str) -> str | None:
    """The unit kind an abbreviated head word names ("Sch." -> "schedule"), or ``None``."""
    return _SHORT.get(word.lower().rstrip("."))


def abbreviation_starts(text: str, low: bytes) -> list[int]:
    """Where an abbreviated head word starts in ``text`` (``low`` is its ASCII-folded lower-case
    copy): "s." / "ss." (in lower case), "Art." / "Sec." (capitalised, before a blank); "art.",
    "reg.", "Reg." before a number, not after a hyphen ("state-of-the-art. 12") nor in a
    reporter's name ("56 Fed. Reg. 46191"); "limb" before a bracket."""
    out = []
    for m in _DOT_RE.finditer(low):
        dot = m.start()
        at = dot - 1
        while at > 0 and 97 <= low[at - 1] <= 122:
            at -= 1
        if dot - at <= 2:  # "s.", "ss.": the abbreviation of a UK statute's section
            if text[at] == "s":
                out.append(at)
        elif text.startswith(_CAPITALISED, at) or (
            text[at] != "S"  # ("SEC. 5" a heading's word, "Secs." is capitalised above)
            and (at == 0 or text[at - 1] not in "_.-")
            and _NUMBER_AFTER.match(low, dot + 1) is not None
            and not (low[at] == 114 and _reporter(text, at))  # "r"
        ):
            out.append(at)
    if b"limb" in low:
        out.extend(m.start() for m in _LIMB_RE.finditer(low))
    return out


def _reporter(text: str, at: int) -> bool:
    """Is the "Reg." at ``at`` a reporter's or a code's ("56 Fed. Reg. 46191"), not the Treasury
    Regulations' ("Treas. Reg. 1.409A-1(h)", which :func:`treasury_regulation` reads)?"""
    name = _NAMED_RE.search(text, max(0, at - 8), at)
    return name is not None and not name.group().startswith("Treas")


# An abbreviated word before "Reg.": a reporter's or a code's name ("Fed. Reg.", "Cal. Code
# Regs.", "Treas. Reg.", which :func:`treasury_regulation` reads)
_NAMED_RE = re.compile(r"(?<![\w.])(?:[A-Z][a-z]{1,5}\.|Code)[ \t]{1,2}\Z")


_NO_RE = re.compile(r"(?:No|no|NO|Number)\b")


def numbered_as_no(text: str, pos: int) -> bool:
    """Is the number at ``pos``, after an abbreviated head word, written as "No. 1234"? ("Reg.
    No. 1234567", "Art. No. 55": a registration or a product's number, no unit.)"""
    return _NO_RE.match(text, pos) is not None


# "Treas. Reg. 1.409A-1(h)", "Treasury Regs. 1.1502-6": the US Treasury's regulations, cited
# as their sections ("Treas. Reg. § 1.409A-1(h)" reads the same)
_TREASURY_RE = re.compile(r"(?<![\w.])(?:Treas\.|Treasury)[ \t]{1,2}\Z")


def treasury_regulation(text: str, parsed: Parsed, head: str) -> bool:
    """Is ``parsed`` ("Reg. 1.409A-1(h)") a section of the Treasury Regulations, named just
    before it ("Treas. Reg. 1.409A-1(h)")? If so, it is made that external citation."""
    first = parsed.members[0]
    m = _TREASURY_RE.search(text, max(0, first.start - 11), first.start)
    if m is None:
        return False
    name = " ".join(text[m.start() : first.start + len(head)].split())
    parsed.external = {"act": name, "jurisdiction": "us"}
    join_hyphenated(text, parsed)  # "Treas. Reg. 1.83-3": one section
    parsed.members[0].start = m.start()
    for member in parsed.members:
        member.kind = "section"
    return True


# A schedule numbered by an ordinal before its word, as older English, Indian and Commonwealth
# deeds number them: "the Second Schedule hereto", "paragraph 2 of the Third Schedule".
_ORDINAL_BEFORE_RE = re.compile(
    rf"(?<![\w-])(?:(?i:the)[ \t]{{1,2}})?(?P<ord>(?i:{ORDINAL_WORDS}))[ \t]{{1,2}}\Z"
)
_ORDINAL_UNIT_RE = re.compile(
    rf"(?:(?i:the)[ \t]{{1,2}})?(?P<ord>(?i:{ORDINAL_WORDS}))[ \t]{{1,2}}"
    r"(?P<head>Schedule|SCHEDULE)(?![\w])"
)


def ordinal_before(text: str, pos: int) -> bool:
    """Is the schedule word at ``pos`` numbered by an ordinal before it ("the First Schedule")?"""
    return _ORDINAL_BEFORE_RE.search(text, max(0, pos - 24), pos) is not None


def ordinal_schedule(text: str, pos: int) -> Parsed | None:
    """The schedule an ordinal numbers, its word at ``pos`` ("the Second Schedule": schedule 2),
    or ``None`` when no ordinal comes before a schedule word there."""
    if not text.startswith(("Schedule", "SCHEDULE"), pos) or text[pos + 8 : pos + 9].isalnum():
        return None
    m = _ORDINAL_BEFORE_RE.search(text, max(0, pos - 24), pos)
    if m is None or _heading(text, m.start(), pos + 8):
        return None
    number = str(ORDINAL_VALUE[m.group("ord").lower()])
    return Parsed([Member(m.start("ord"), pos + 8, "schedule", number, ())], pos + 8)


def ordinal_unit(text: str, pos: int) -> tuple[Member, int] | None:
    """The schedule an ordinal numbers at ``pos`` ("the Third Schedule" in "paragraph 2 of the
    Third Schedule") and where it ends, or ``None``."""
    m = _ORDINAL_UNIT_RE.match(text, pos)
    if m is None:
        return None
    number = str(ORDINAL_VALUE[m.group("ord").lower()])
    return Member(m.start("ord"), m.end(), "schedule", number, ()), m.end()


def _heading(text: str, start: int, end: int) -> bool:
    """Does "the First Schedule" at ``start:end`` head its schedule: first on its line, and
    nothing but its title after it ("THE FIRST SCHEDULE", "THE FIRST SCHEDULE (The Property)")?"""
    line = text.rfind("\n", max(0, start - 40), start) + 1  # (a heading's line is short)
    if (line == 0 and start > 40) or text[line:start].strip(" \t"):
        return False
    eol = text.find("\n", end, end + 200)
    rest = text[end : eol if eol >= 0 else end + 200].strip(" \t.:")
    return not rest or rest[0] in "(-\u2013\u2014" or rest.isupper()
