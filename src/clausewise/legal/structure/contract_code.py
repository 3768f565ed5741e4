"""A code printed to text: chapters and subchapters over sections "§ 1601. Title".

A code (the United States Code, a state code, the Code of Federal Regulations) numbers its
sections through a whole title, not from 1 in each chapter: "CHAPTER 41—CONSUMER CREDIT
PROTECTION" / "SUBCHAPTER I—..." / "§ 1601. Congressional findings" ... "SUBCHAPTER II—..."
/ "§ 1671. ...". So the first section under a chapter or subchapter heading may have any
number above the last section, numbers are skipped where sections were repealed or reserved,
sections inserted later carry a lower-case letter ("§ 1681a" after "§ 1681"), and numbers
run to five digits ("§ 12101"). A chapter heading standing right above the sections is the
unit they belong to, not front matter, even when it is the only one in the text.
"""

from __future__ import annotations

import re
from collections import Counter

from .contract_chains import Chain, is_unit, marker_format, ordinal_like
from .contract_inserted import Frame, deepest_unit
from .contract_marks import Cand, dec_interps, inserted_interps

__all__ = [
    "code_lines",
    "code_section_place",
    "code_title",
    "code_top",
    "code_unit_place",
    "section_after_unit",
]

# A section number a clause marker never has, heading its line with a title after it:
# five digits, or digits with an inserted lower-case letter ("§ 1681a. Definitions").
# A section inserted after a lettered one takes a hyphen (an en dash in print) and a number:
# "§ 1320d–1. Standards for information transactions" after "§ 1320d. Definitions".
_CODE_LINE = re.compile(
    r"(?m)^[ \t]{0,40}§[ \t]{0,3}(?P<n>[0-9]{1,5}(?:[a-z]{1,3}(?:[-–][0-9]{1,3})?)?)"
    r"(?=(?P<d>\.?)[ \t]{1,8}[A-Z\"“])"
)


# A state code's section number alone, its title, article and place joined by hyphens
# ("38-12-101. Legislative declaration. The general assembly ...", "33-1301. Definitions"),
# as several states print their statutes. Led by the newline, a literal.
_BARE_LINE = re.compile(r"\n[ \t]{0,40}(?P<n>[0-9]{1,3}(?:-[0-9]{1,4}){1,2})\.(?=[ \t]{1,8}[A-Z])")


# A Code of Federal Regulations section numbered with a hyphen, as the rules under the
# securities and investment company Acts are ("§ 240.0-1", "§ 240.10b-5", "§ 240.15c3-3",
# "§ 270.2a-7"): the part, the Act's section the rule implements, then the rule's number.
_CFR_HYPHEN = re.compile(
    r"(?m)^[ \t]{0,40}§[ \t]{0,3}(?P<n>(?P<p>[0-9]{1,4})\.(?P<s>[0-9]{1,3})(?P<l>[a-z]{0,1})"
    r"(?P<u>[0-9]{0,2})-(?P<r>[0-9]{1,3}))(?=(?P<d>\.?)[ \t]{1,8}[A-Z\"“])"
)


def _cfr_hyphen(m: re.Match[str]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The reading of "§ 240.10b-5": part 240, then one number ordering the rules of the
    part (section 10, letter b, sub-number, rule 5), consecutive rules one apart."""
    letter = ord(m.group("l")) - 96 if m.group("l") else 0
    sub = int(m.group("u") or 0)
    value = ((int(m.group("s")) * 27 + letter) * 100 + sub) * 1000 + int(m.group("r"))
    return (("dec", (int(m.group("p")), value)),)


def code_lines(text: str) -> list[Cand]:
    """Candidates of the code sections the clause grammar does not read ("§ 1681a.",
    "§ 12101.", "38-12-101."): family "sec", word "§", on their own lines."""
    out: list[Cand] = []
    if "§" in text:
        for m in _CODE_LINE.finditer(text):
            tok = m.group("n")
            if tok.isdigit():
                if len(tok) < 5:
                    continue  # "§ 1601." is read by the clause grammar
                interps = dec_interps(tok)
            else:
                interps = _lettered(tok)
                if not interps:
                    continue
            pos = m.start() + len(m.group()) - len(m.group().lstrip(" \t"))
            end = m.end("n") + len(m.group("d"))
            out.append(Cand(pos, end, "sec", "§", tok, interps, True, "\n"))
        for m in _CFR_HYPHEN.finditer(text):
            pos = m.start() + len(m.group()) - len(m.group().lstrip(" \t"))
            end = m.end("n") + len(m.group("d"))
            out.append(Cand(pos, end, "sec", "§", m.group("n"), _cfr_hyphen(m), True, "\n"))
    bare = list(_BARE_LINE.finditer(text))
    # A code's sections share their title and article ("38-12-"): two at least.
    shared = Counter(m.group("n").rsplit("-", 1)[0] for m in bare)
    for m in bare:
        tok = m.group("n")
        if shared[tok.rsplit("-", 1)[0]] >= 2:
            pos = m.start("n")
            out.append(Cand(pos, m.end() + 1, "sec", "§", tok, dec_interps(tok), True, "\n"))
    return sorted(out, key=_pos) if len(out) > 1 else out


def _lettered(tok: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The reading of a lettered code section: "1681a" ("dec+", (1681, 1)), "1320d–1"
    ("dec+", (1320, 4, 1)): the section, its letters' rank, the number after them."""
    head, _, sub = tok.replace("–", "-").partition("-")
    interps = inserted_interps(head.upper())
    if not interps or not sub:
        return interps
    style, value = interps[0]
    return ((style, (*value, int(sub))),)


def _pos(c: Cand) -> int:
    return c.pos


def _is_code_section(c: Cand) -> bool:
    return c.word == "§" and c.strength == 2 and c.titled and not c.weak


# How far a code's section may skip ahead of the last one (repealed or reserved numbers).
_CODE_GAP = 100


def code_section_place(
    c: Cand, stack: list[Frame], style: str, v: tuple[int, ...], last_dec1: int
) -> tuple[int, int] | None:
    """Where a code section ``c`` (read as ``style`` valued ``v``: "§ 1601" ("dec",
    (1601,)), "§ 1681a" ("dec+", (1681, 1)), "§ 1026.5" ("dec", (1026, 5)) in the Code of
    Federal Regulations, numbered within its part) fits: first under the unit heading just
    opened (a chapter's or subpart's first section has any number above the last one), or
    after the last section across numbers left out. None for anything else, and for a
    section numbered like a clause that the clause numbering places."""
    key = _key(style, v)
    if key is None or not stack or not _is_code_section(c):
        return None
    if key[0] == 1 and key[1] <= (last_dec1, 0, 0):
        return None
    if is_unit(stack[-1][0]):
        return len(stack), 1
    for j in range(len(stack) - 1, -1, -1):
        f_style, fv = stack[j]
        fk = _key(f_style, fv)
        if fk is not None and fk[0] == key[0]:
            if key[0] == 2 and fv[0] != v[0]:
                return None  # "§ 1027.1" under part 1026's sections: another part
            last, here = fk[1], key[1]
            if not last < here or here[0] - last[0] > _CODE_GAP:
                return None
            return j, 0 if _next(last, here) else 2
        if is_unit(f_style):
            break
    return None


def section_after_unit(
    c: Cand, stack: list[Frame], v: tuple[int, ...], last_dec1: int
) -> tuple[int, int] | None:
    """Where an Act's section ``c`` numbered ``v`` (one number, heading its line) fits when
    the numbering skips to it right under a unit heading just opened: an excerpt of an Act
    whose sections run through the whole Act ("Part 2" / "Electronic Documents" / "31 (1)
    ..." after section 4; "Division 1—General definitions" / "6  Interpretation" after
    section 2) starts each part at any number above the last section. None otherwise."""
    if len(v) != 1 or not stack or not is_unit(stack[-1][0]):
        return None
    if c.fam != "dec" or not c.line or c.strength != 2 or c.weak:
        return None
    if not last_dec1 < v[0] <= last_dec1 + _CODE_GAP:
        return None
    return len(stack), 1


def _key(style: str, v: tuple[int, ...]) -> tuple[int, tuple[int, ...]] | None:
    """The order of a code section: (1, (number, inserted letter, number after it)) in a
    code numbered through its title, (2, (part, section)) in the Code of Federal
    Regulations."""
    if style == "dec" and len(v) == 1:
        return 1, (v[0], 0, 0)
    if style == "dec" and len(v) == 2:
        return 2, (v[0], v[1])
    if style == "dec+" and len(v) in (2, 3):
        return 1, (v[0], v[1], v[2] if len(v) == 3 else 0)
    return None


def _next(last: tuple[int, ...], here: tuple[int, ...]) -> bool:
    """Whether ``here`` is the section right after ``last``: one more at the first place
    they differ, nothing after it in either ("1601" "1602", "1681" "1681a", "1320d"
    "1320d–1", "1026.5" "1026.6")."""
    for k, (a, b) in enumerate(zip(last, here, strict=True)):
        if a != b:
            return b - a == 1 and not any(last[k + 1 :]) and not any(here[k + 1 :])
    return False


def code_unit_place(
    cands: list[Cand], i: int, stack: list[Frame], style: str
) -> tuple[int, int] | None:
    """Where a unit heading ``cands[i]`` that the numbering places nowhere fits, when a
    code's section follows it: below the innermost open unit, whatever its number (an
    excerpt's first subchapter is "SUBCHAPTER III"; see :func:`_over_code`). None when its
    style is open already."""
    c = cands[i]
    if c.strength != 2 or c.weak or c.fam != "unit" or any(f[0] == style for f in stack):
        return None
    if not _over_code(cands, i) and not _under_open_unit(cands, i, stack):
        return None
    j = deepest_unit(stack)
    return (j + 1, 1) if j >= 0 else None


def _under_open_unit(cands: list[Cand], i: int, stack: list[Frame]) -> bool:
    """Whether the heading ``cands[i]`` stands right under the heading of the unit just
    opened, only a title between, and right over a numbered section: "PART 1 / CONSUMER
    CONTRACTS / CHAPTER 4 / SERVICES / 45 Key definitions", an excerpt of an Act. Stacked so,
    it divides that unit whatever its number."""
    if i == 0 or i + 1 >= len(cands) or not stack or not is_unit(stack[-1][0]):
        return False
    up, down, c = cands[i - 1], cands[i + 1], cands[i]
    return (
        up.fam == "unit"
        and up.strength == 2
        and c.pos - up.end <= _TITLE_ROOM
        and down.fam in ("dec", "sec")
        and down.strength == 2
        and not down.weak
        and down.pos - c.end <= _TITLE_ROOM
    )


def _over_code(cands: list[Cand], i: int) -> bool:
    """Whether the heading ``cands[i]`` stands over a code's section, alone or with more
    unit headings between ("SUBCHAPTER XVIII—..." / "PART A—..." / "§ 1395. ..."), only
    titles between them."""
    for k in range(i + 1, min(i + 1 + _STACKED, len(cands))):
        d = cands[k]
        if d.pos - cands[k - 1].end > _TITLE_ROOM:
            return False
        if _is_code_section(d):
            return True
        if d.fam != "unit" or d.strength != 2 or d.weak:
            return False
    return False


_STACKED = 4  # unit headings a code may stack above a section


# How much text (a unit's title) may stand between two headings over a code's sections.
_TITLE_ROOM = 200


def code_top(text: str, cands: list[Cand], top: Chain | None, limit: int) -> Chain | None:
    """The numbering that carries a code's text, when it has two sections "§ n." or more
    and ``top`` (the numbering chosen otherwise) is none, a late one, a unit's or a list's
    ("(1)" inside the sections, starting after the first): the outermost of the unit
    headings stacked right above the first section ("CHAPTER 41—..." over "SUBCHAPTER
    I—...", "ARTICLE 12" over "PART 1"; the title of the code above them stays the
    document's title), or the sections themselves."""
    if top is not None and top.key.startswith("dec") and not top.late:
        return None  # "§ 1", "§ 2": sections numbered from 1 carry the text themselves
    secs = [k for k, c in enumerate(cands) if c.pos < limit and _is_code_section(c)]
    if len(secs) < 2 and secs != [0]:
        return None  # one section heading a code's excerpt ("§ 1320d–2. Standards ...") only
    k = secs[0]
    best: Cand | None = None
    j = k - 1
    while j >= 0:
        h = cands[j]
        if h.fam != "unit" or h.strength != 2 or h.weak or not ordinal_like(h.interps[0][0]):
            break
        if h.word == "title":
            break  # "TITLE 15—COMMERCE AND TRADE": the code the text is taken from
        if cands[j + 1].pos - h.end > _TITLE_ROOM:
            break
        best = h  # headings stack from the outermost down: the first one encloses the rest
        j -= 1
    if best is None:
        first = cands[k]
        if top is not None and not top.late and top.first <= first.pos:
            return None  # a numbering before the sections, or none inside them
        reading = next((v for s, v in first.interps if s == "dec"), None)
        if reading is None and first.interps[0][0] == "dec+":
            # an excerpt opening at a lettered section ("§ 1320d."): it stands at the top
            # as its number does, the sections inserted after it following it
            reading = first.interps[0][1][:1]
            first.interps = (("dec", reading), *first.interps)
        if reading is None:
            return None
        return _chain(text, "dec1", first, k, reading, [cands[i] for i in secs])
    style, value = best.interps[0]
    same = [c for c in cands if c.pos < limit and c.word == best.word and c.strength == 2]
    return _chain(text, style, best, cands.index(best), value, same)


def _chain(
    text: str, key: str, first: Cand, idx: int, value: tuple[int, ...], members: list[Cand]
) -> Chain:
    ch = Chain(key, first.pos, idx, value, marker_format(text, first))
    ch.last = members[-1].pos
    ch.count = len(members)
    return ch


# A code's section heading is the whole rest of its line, closed by a full stop in the Code
# of Federal Regulations and state codes ("§ 1026.3 Exempt transactions.", "§ 1026.1
# Authority, purpose, coverage, organization, enforcement, and liability."), a blank line
# under it. A verb makes it a sentence: "§ 5 The Tenant shall pay the rent."
_CODE_HEADING = re.compile(r"[ \t]{0,8}(?P<t>[A-Z][^\n.;:!?]{0,200}?)\.?[ \t]*\n[ \t]*\n")
_VERBS = frozenset(
    {"shall", "will", "may", "must", "is", "are", "was", "were", "has", "have", "does", "do"}
)
_HEADING_WORDS = 30


def code_title(text: str, end: int, limit: int) -> tuple[str | None, int]:
    """(title, heading end) of a code section whose marker ends at ``end``: the rest of its
    line standing apart, when no other reading found one; (None, 0) otherwise."""
    m = _CODE_HEADING.match(text, end, limit)
    if m is None:
        return _catchline(text, end, limit)
    title = m.group("t").rstrip()
    words = title.lower().split()
    if len(words) > _HEADING_WORDS or any(w in _VERBS for w in words):
        return None, 0
    return title, m.start("t") + len(title)


# A state code's or a uniform act's catchline, single-spaced: "§ 2-314. Implied warranty:
# merchantability; usage of trade." / "(1) Unless excluded ...". The whole rest of the line,
# closed by a full stop, is the title when the next line starts afresh: a subsection marker
# or a capital (a lower-case start would be the same sentence, hard-wrapped).
_CATCHLINE_WORDS = 16


def _catchline(text: str, end: int, limit: int) -> tuple[str | None, int]:
    nl = text.find("\n", end, min(limit, end + 240))
    if nl < 0:
        return None, 0
    raw = text[end:nl]
    line = raw.strip()
    if len(line) < 3 or line[-1] != "." or not line[0].isupper() or line[-2] in ". ":
        return None, 0
    title = line[:-1].rstrip()
    words = title.lower().split()
    if len(words) > _CATCHLINE_WORDS or any(w.strip(",;:") in _VERBS for w in words):
        return None, 0
    if ". " in title or any(ch in title for ch in '"“”'):
        return None, 0  # two sentences, or a quotation: no catchline
    nxt = text[nl + 1 : nl + 9].lstrip(" \t")
    if not nxt or not (nxt[0].isupper() or nxt[0] == "(" or nxt[0] == "\n"):
        return None, 0
    return title, end + raw.index(line) + len(title)
