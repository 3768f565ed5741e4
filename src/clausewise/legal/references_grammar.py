"""Reference grammar: what one reference says, read from the text at its head word.

:func:`parse_reference` starts at a head word ("Clause", "Sections", "paragraph", "§") and
reads, with anchored regex matches only, the numbering that follows ("7.3(b)", "VII", "A",
"(a)"), any list or range of further members ("4, 5 and 7", "2.3 through 2.5"), and the
qualifiers after it: an outer unit ("of Schedule 2", "of Article 9(2)", "of this Article"),
the document itself ("of this Agreement"), or another instrument ("of the Insolvency Act 1986",
"TFEU"): nothing here looks at the tree, resolution is a separate step."""

from __future__ import annotations

import re
from functools import lru_cache

from ._treeindex import SCHEDULE_KINDS
from .citations import external_name, instrument_at
from .references_anchor import abbreviated_of, anchor_of
from .references_caps import capitals_statute
from .references_cited import (
    ABBREVIATED,
    ACRONYM_HEADS,
    ACRONYM_RE,
    DATED_ACRONYM_RE,
    join_hyphenated,
    own_before_cited,
    plural,
    suffix_citation,
)
from .references_heads import (
    ABBREVIATION_HEADS,
    abbreviated_kind,
    head_kind,
    numbered_as_no,
    ordinal_schedule,
    ordinal_unit,
)
from .references_ids import ID_RE, id_of, read_id
from .references_owned import owned_document
from .references_pages import after_page_break, number_after_break
from .references_parsed import Member, Parsed, anchor_kind
from .references_ranges import INCLUSIVE, hyphenated, implied_between
from .references_self import names_longer, that_one
from .references_titles import WORD_GAP, title_of

__all__ = [
    "HEAD_RE",
    "Member",
    "Parsed",
    "head_kind",
    "member_spans",
    "parse_item_reference",
    "parse_reference",
]

_HEAD_WORDS = (
    r"(?:sub-?)?(?:clause|section|article|paragraph|point|schedule|exhibit|attachment|chapter|limb"
    rf"|recital|part|division|rule|regulation)s?|annex(?:es|ures?)?|appendi(?:x|ces)|{ABBREVIATION_HEADS}"
)
# "s. 994", "ss. 171-177": a UK statute's section abbreviated, in lower case only (read as a
# reference only with the Act it is of: see ``references_cited.ABBREVIATED``)
_HEAD = rf"(?:§§?|ss?(?:\.|(?=[ \t]\d))|(?i:{_HEAD_WORDS}))"
_W0 = r"[ \t]{0,3}(?:\n[ \t]{0,3})?"
_W1 = WORD_GAP
_GAP_RE = re.compile(_W0)
# What may follow a unit's number and make the reference longer than it: a list or range,
# a qualifier ("of", "thereof"), an instrument's name; tried only where the character after
# the number can start one (most references end at a full stop, comma-free text or a bracket).
# a unit's heading in brackets before whose unit it is: "clause 14 (Confidentiality) of the ...",
# also with no space when a word starts it ("Section 2(e)(Termination), 2(g)"; a label is not)
_HEADING = r"(?:[ \t]{1,2}\((?=[A-Z])|\((?=[A-Z][a-z]{2}))[^()\n]{1,60}\)"
_MORE_RE = re.compile(
    rf"(?={_W0}(?:,|(?i:and|or|to|through|thru|until|up|of|in|under|thereof)\b|TFEU\b|TEU\b"
    rf"|ECHR\b|EC Treaty|(?:UK |EU )?GDPR\b)"
    rf"|[ \t]?[-–—]|{_HEADING}(?:{_W1}(?:of|under|and|or)\b|,))"
)
_HEADING_RE = re.compile(_HEADING)
_MORE_FIRST = frozenset(" \t\n,-–—aotuiAOTUIEG(")
_FIRST_RE = re.compile(rf"(?P<head>{_HEAD})(?![A-Za-z]){_W0}(?P<id>{ID_RE.pattern})")
_HEAD_EOL_RE = re.compile(rf"(?P<head>{_HEAD})(?![A-Za-z])[ \t]{{0,3}}(?=\n)")
_SEP_RE = re.compile(
    rf"(?:{_W0},{_W0}(?:(?i:and/or|and|or){_W1})?"
    rf"|{_W1}(?i:and/or|and|or|(?P<range>(?:up{_W1})?to|through(?:{_W1}to)?|thru|until)"
    rf"(?:{_W1}and{_W1}including)?){_W1}"
    rf"|[ \t]?(?P<dash>[-–—])[ \t]?)"
)
# A separator that ends its line, before a page break (see ``after_page_break``)
_SEP_EOL_RE = re.compile(
    r"[ \t]{0,3}(?:,[ \t]{0,3}(?:(?i:and/or|and|or)[ \t]{0,3})?"
    r"|(?i:and/or|and|or|(?P<range>to|through))[ \t]{0,3})(?=\n)"
)
# After a list member: a word the number counts or measures ("30 days"), or a code the
# number is a title of ("Section 2.04 and 17 U.S.C. Section 107", "29 C.F.R. Part 1910"):
# the list ends before it.
_GUARD_RE = re.compile(
    rf"{_W0}(?:days?|months?|years?|weeks?|hours?|minutes?|business|calendar|working|per\b"
    rf"|%|percent|times|copies|parties|party|U\.?S\.?C\b|C\.?F\.?R\b)",
    re.IGNORECASE,
)
# After a bracketed member joined by a bare comma: a word that starts a sentence of its own,
# so the "(i)" is the first item of an inline list, not a further unit of the reference.
# "Sections 5(a), (b) and (c)" and "(b), (c) of Schedule 2" go on with the reference.
_ITEM_RE = re.compile(
    r"[ \t]{1,3}(?!(?i:and|or|of|to|through|thru|until|in|under|here\w{1,5}|there\w{1,5}"
    r"|above|below)\b)[A-Za-z]"
)
_BARE_COMMA_RE = re.compile(rf"{_W0},{_W0}")
# "Article 2, point (5), of", "point (f) of Article 6(1), first subparagraph, of": EU commas
_ORDINALS = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last"
_OF_RE = re.compile(
    rf"(?:{_HEADING})?(?:,{_W1}(?:{_ORDINALS}){_W1}sub-?paragraph(?=,))?"
    rf"(?:{INCLUSIVE})?(?:,{_W1}respectively(?=,))?(?:,(?={_W1}of\b))?{_W1}(?P<prep>of|to|in|under){_W1}"
)
_PREP_FIRST = "otiu"  # of, to, in, under (and "thereof")
_THIS_RE = re.compile(rf"this{_W1}(?P<head>{_HEAD})(?![\w])")
_REF_LEAD_RE = re.compile(
    rf"(?:(?:the|this){_W1})?(?:(?:{_ORDINALS}){_W1}sub-?paragraph{_W1}of{_W1})?"
    rf"(?=(?:{_HEAD}){_W0}[\d(A-Z])"
)
HEAD_RE = re.compile(_HEAD)
# A passage of a unit that is no unit of the tree, between a bracketed item and the unit:
# "clause (y) of the proviso to Section 7.01", "clause (ii) of the first sentence of Section
# 2.05(b)", "clause (x) of the last paragraph of Section 6.02", and a definition's item
# ("clause (b) of the definition of "Permitted Liens""), which names no unit at all.
_PASSAGE_RE = re.compile(
    rf"(?:the|this){_W1}(?:(?:{_ORDINALS}|final|opening|closing|immediately{_W1}preceding)"
    rf"{_W1})?(?P<what>provisos?|sentences?|paragraph|flush{_W1}language|lead-in"
    rf"|definitions?)(?![\w-]){_W1}(?:to|of|in){_W1}"
    rf"|(?:the|this){_W1}(?P<what2>definition){_W1}thereof\b"
)
_AGAIN_RE = re.compile(rf"(?P<head>{_HEAD}|(?i:items?)){_W1}")
# A details schedule's row: "Item 3", "Items 2 to 4", "item 6" (numbered rows only)
_ITEM_FIRST_RE = re.compile(rf"(?P<head>(?i:items?))(?![A-Za-z]){_W0}(?=[0-9])")
# (EU drafting names an unnumbered subparagraph between them: "Article 5(1), first
# subparagraph, point (b)")
_INNER_RE = re.compile(
    rf"{_W0},?{_W1}(?:(?i:{_ORDINALS}){_W1}(?i:sub-?paragraph),{_W1})?"
    rf"(?P<head>(?i:paragraph|part|point)s?|Section|SECTION){_W0}(?=[\d(A-Z])"
)
_AMENDED_RE = re.compile(
    r"[ \t\n]{1,3}(?:is|are)[ \t\n]{1,3}(?:replaced|deleted|amended|inserted|added|repealed)\b"
)


def _compatible(first: Member, last: Member, main: str, parts: tuple[str, ...]) -> bool:
    if not main:
        # "Article 22(1) and (4)", "points (a) and (c)", "Clause 2.1 and Clause 4.2(a) to (c)"
        return bool(last.parts)
    if first.main == "":
        return False
    return main[0].isdigit() == first.main[0].isdigit()


def member_spans(parsed: Parsed) -> list[tuple[int, int]]:
    """The text span each member of a reference is cited by: its own words, and for the last
    member written (and implied members after it) everything to the reference's end, so
    "Schedule 2" in "paragraphs 3 and 4 of Schedule 2" belongs to paragraph 4's span."""
    if len(parsed.members) == 1 and not parsed.members[0].implied:
        return [(parsed.members[0].start, parsed.end)]  # most references: read at once
    written = [m for m in parsed.members if not m.implied]
    out = []
    for m in parsed.members:
        last = m is written[-1] or (m.implied and m.end >= written[-1].end)
        out.append((m.start, parsed.end if last else m.end))
    return out


def _same_word(a: str, b: str) -> bool:
    return a.lower().rstrip("s") == b.lower().rstrip("s")


def _members(
    text: str,
    start: int,
    pos: int,
    head: str,
    first_id: tuple[str, tuple[str, ...], int] | None = None,
) -> tuple[list[Member], int] | None:
    """The members listed from ``pos`` on and where the list ends; ``first_id`` is the
    first member's number when the caller has read it already."""
    kind, lower_head = head_kind(head), head[0].islower()
    if first_id is None:
        first_id = read_id(text, pos, kind, lower_head)
        if first_id is None:
            return None
    main, parts, end = first_id
    members = [Member(start, end, kind, main, parts)]
    while True:
        sep = _SEP_RE.match(text, end)
        heading = _HEADING_RE.match(text, end) if sep is None else None
        if heading is not None:
            # "Clauses 24.2 (Financial condition), 25 (General undertakings) and 26": each
            # member's heading in brackets after it (a bare "(ii)" next starts an inline list)
            sep = _SEP_RE.match(text, heading.end())
        at = -1 if sep is None else sep.end()
        if (sep is None or "\n" in sep.group()) and (eol := _SEP_EOL_RE.match(text, end)):
            # "Section 5.2(a) or" / footer / page number / header / "(b), all Fees ...": the
            # list goes on after a page break's furniture
            breaks = after_page_break(text, eol.end())
            resumed = next((p for p in breaks if read_id(text, p, kind, lower_head)), -1)
            if resumed >= 0 and (sep is None or read_id(text, at, kind, lower_head) is None):
                sep, at = eol, resumed
        if sep is None or at < 0:
            break
        first = at
        again = _AGAIN_RE.match(text, at)  # "Chapter 7 or Chapter 11": the same head again
        if again is not None:
            other = again.group("head")
            if (
                other[0].lower() == head[0].lower()
                and "," not in sep.group()
                and _same_word(other, head)
            ):
                at = again.end()
            elif not other.isupper():
                break  # "Section 2 and Exhibit A": another head word, which numbers nothing
        got = read_id(text, at, kind, lower_head)
        if got is None or not _compatible(members[0], members[-1], got[0], got[1]):
            break
        main, parts, nxt = got
        if _GUARD_RE.match(text, nxt) or (heading is not None and not main):
            break
        if not main and _ITEM_RE.match(text, nxt) and _BARE_COMMA_RE.fullmatch(sep.group()):
            break  # "Subject to Section 1.02(b), (i) each Loan ...": a list item starts
        prev = members[-1]
        if not main and prev.main:
            main, parts = prev.main, (*prev.parts[:-1], *parts)
        member = Member(first, nxt, kind, main, parts)
        if hyphenated(sep.group(), prev, member):
            # "Part 3-2 of the Australian Consumer Law": one unit numbered with a hyphen
            members[-1] = Member(prev.start, nxt, kind, f"{prev.main}-{main}", parts)
            end = nxt
            continue
        is_range = bool(sep["range"] or sep.groupdict().get("dash"))
        if is_range:
            inner = implied_between(prev, member, (prev.start, nxt))
            prev.range_start = prev.range_start if prev.range_start is not None else prev.start
            for m in (*inner, member):
                m.range_start = prev.range_start
            members.extend(inner)
        members.append(member)
        end = nxt
    return members, end


@lru_cache(maxsize=64)
def _self_re(names: tuple[str, ...]) -> re.Pattern[str]:
    # (a name of several words may wrap: "the Supply" / "Agreement"; blanks padding a
    # justified line may follow "the": "of the           Co-Hosting Agreement")
    alt = "|".join(_W1.join(map(re.escape, n.split())) for n in sorted(names, key=len)[::-1])
    gap = rf"(?:{_W1}|[ \t]{{4,12}})"
    return re.compile(rf"(?P<det>this|the|our|your){gap}(?i:(?P<doc>{alt}))(?![\w])")


def _qualify(text: str, parsed: Parsed, doc_names: tuple[str, ...], key: str) -> None:
    """Read qualifiers after the members: outer units, this-unit, the document, externals."""
    for _ in range(4):
        # (the next word's first letter: a lower-case word, most often, names no instrument)
        after = text[parsed.end + 1 : parsed.end + 2]
        if after.islower() and after not in _PREP_FIRST:
            # (cheap) a lower-case word after one blank ("Section 2 and ..."): no citation,
            # "thereof" or preposition follows, and a preposition starts with one of these
            return
        cited = (
            suffix_citation(text, parsed.members[0].start, parsed.end, key, doc_names)
            if not after.islower() or after == "t"
            else None
        )
        if cited is not None:  # "Article 101 TFEU", "§ 613a BGB", "s.1159 CA 2006"
            parsed.external, parsed.end = cited
            return
        if after == "t" and not parsed.outer and not any(m.main for m in parsed.members):
            # "Section 2.02 (other than clause (c) thereof)": an item of the unit cited before
            unit = _cited_before(text, parsed.members[0].start)
            thereof = _THEREOF_RE.match(text, parsed.end)
            if unit is not None and thereof is not None:
                parsed.outer.append(unit)
                parsed.end = thereof.end()
                return
        of = _OF_RE.match(text, parsed.end)
        if of is None:
            return capitals_statute(text, parsed, key)  # "SECTION 5-1401 OF THE ... LAW"
        pos = of.end()
        passage = _PASSAGE_RE.match(text, pos) if not any(m.main for m in parsed.members) else None
        if passage is not None:
            if passage.group("what2") or passage.group("what").startswith("definition"):
                parsed.members = []  # a definition's item: no unit of this document
                return
            inside = _single(text, passage.end())
            if inside is None:
                return  # "clause (a) of the preceding sentence": read where it is written
            # "clause (y) of the proviso to Section 7.01": a place inside Section 7.01
            unit = inside[0]
            first = parsed.members[0].start
            parsed.members = [Member(first, unit.end, unit.kind, unit.main, unit.parts)]
            parsed.end, parsed.within = inside[1], True
            continue
        lead = _REF_LEAD_RE.match(text, pos) if of.group("prep") == "of" else None
        outer = _single(text, lead.end()) if lead is not None else ordinal_unit(text, pos)
        if outer is not None and outer[0].kind == "regulation" and key == "us":
            # "Rule 14a-1 of Regulation 14A": the SEC's regulation, a whole instrument
            named = " ".join(text[outer[0].start : outer[1]].split())
            parsed.external, parsed.end = {"instrument": named, "jurisdiction": key}, outer[1]
            return
        if outer is not None:  # "of Schedule 2", "of Article 9(2)", "of this Section 12.2"
            units, parsed.end = [outer[0]], outer[1]
            while outer[0].kind in SCHEDULE_KINDS and (inner := _INNER_RE.match(text, parsed.end)):
                # "of Schedule 3, Part 2, paragraph 4": the units inside it, innermost first
                got = _single(text, inner.start("head"))
                if got is None or len(units) == 3:
                    break
                units.insert(0, got[0])
                parsed.end = got[1]
            parsed.outer.extend(units)
            continue
        this = _THIS_RE.match(text, pos)
        # "of this Regulation" in an EU regulation is the document itself, not a unit
        if this is not None and (word := head_kind(this.group("head"))) not in doc_names:
            parsed.anchor, parsed.anchor_kind = "this", anchor_kind(this.group("head"), word)
            parsed.end = this.end()
            return
        doc = _self_re(doc_names).match(text, pos)
        if doc is not None and (
            doc.group("det") == "this" or not names_longer(text, pos, doc.end() - pos, key)
        ):
            parsed.anchor = "main" if parsed.anchor == "global" else parsed.anchor
            parsed.of_the = doc.group("det") == "the"
            return  # "of this Agreement" says where, but is not part of the reference text
        if of.group("prep") in ("of", "under"):
            ext = (
                title_of(text, pos, key)
                or instrument_at(text, pos)
                or external_name(text, pos, key)
                or owned_document(text, pos, key)
            )
            if ext is not None:
                parsed.external, parsed.end = that_one(text, parsed, ext[0], key), ext[1]
        elif of.group("prep") == "to" and _schedule_of_statute(parsed):
            # "Schedule 7 to the Companies Act 2006", "paragraph 3 of Schedule 1 to the Data
            # Protection Act 2018": a statute's schedules are cited "to" the Act. Another
            # agreement's ("Exhibit A to the Purchase Agreement") may be this one's own name.
            ext = instrument_at(text, pos) or external_name(text, pos, key)
            if ext is not None and "document" not in ext[0]:
                parsed.external, parsed.end = that_one(text, parsed, ext[0], key), ext[1]
        return


_THEREOF_RE = re.compile(rf"{_W1}thereof\b")
# Between a reference and an item of its last unit: "(other than", ", excluding", "(but not"
_ASIDE_RE = re.compile(r"[ \t\n,(]{1,4}(?:[a-z]{1,12}[ \t\n]{1,2}){0,4}\Z")


def _cited_before(text: str, start: int) -> Member | None:
    """The last unit of a reference ending just before ``start``, with no more than a few
    words between ("Sections 2.01 and 2.02 (other than clause (c) thereof)": Section 2.02);
    ``None`` when there is none."""
    lo = max(0, start - 80)
    heads = [m for m in HEAD_RE.finditer(text, lo, start) if text[m.end() : m.end() + 1] == " "]
    for m in reversed(heads):
        got = _members(text, m.start(), m.end() + 1, m.group())
        if got is not None and got[0][-1].main and _ASIDE_RE.match(text, got[1], start):
            return got[0][-1]
    return None


def _schedule_of_statute(parsed: Parsed) -> bool:
    outermost = parsed.outer[-1] if parsed.outer else parsed.members[0]
    return outermost.kind in SCHEDULE_KINDS and bool(outermost.main)


def _single(text: str, pos: int) -> tuple[Member, int] | None:
    head = HEAD_RE.match(text, pos)
    if head is None:
        return None
    kind = head_kind(head.group())
    gap = _GAP_RE.match(text, head.end())
    got = read_id(text, gap.end() if gap else head.end(), kind, head.group()[0].islower())
    if got is None:
        return None
    return Member(pos, got[2], kind, got[0], got[1]), got[2]


def parse_reference(text: str, start: int, doc_names: tuple[str, ...], key: str) -> Parsed | None:
    """Parse the reference whose head word starts at ``start``; ``None`` if the head word is
    not followed by numbering (relative forms are read by :func:`relative_before`)."""
    first = _FIRST_RE.match(text, start)
    if first is None:
        # "the Second Schedule"; "in accordance with Clause" / page furniture / "22.1 ..."
        ordinal = ordinal_schedule(text, start)
        if ordinal is not None and text.startswith(" to ", ordinal.end):
            _qualify(text, ordinal, doc_names, key)  # "the Fourth Schedule to the Act"
        return ordinal or _over_page_break(text, start, doc_names, key)
    head = first.group("head")
    if abbreviated_kind(head) and numbered_as_no(text, first.start("id")):
        return None  # ("Reg. No. 1234567": a company's registration number)
    kind = head_kind(head)
    id_end = first.end()
    if not (
        text[id_end : id_end + 1] in _MORE_FIRST
        and (
            _MORE_RE.match(text, id_end)
            # "Schedule 3 Part 1", "Schedule 2 paragraph 3": a unit inside, without a comma
            or (kind in SCHEDULE_KINDS and _INNER_RE.match(text, id_end))
        )
    ):
        # the common case: one unit, nothing after it
        got = id_of(first, kind, head[0].islower())
        if got is None or (abbreviated_kind(head) and _GUARD_RE.match(text, got[2])):
            return None  # "the state of the Art. 5 days later": an abbreviation is less sure
        parsed = Parsed([Member(start, got[2], kind, got[0], got[1])], got[2])
        if (
            got[2] == id_end
            and head not in ABBREVIATED
            and not (
                text[got[2] : got[2] + 1] in " \t"
                and text[got[2] + 1 : got[2] + 3].lstrip()[:1].isupper()
                and (
                    (head.startswith(ACRONYM_HEADS) and ACRONYM_RE.match(text, got[2]))
                    or DATED_ACRONYM_RE.match(text, got[2])
                )
            )
        ):
            return anchor_of(parsed, text, head, doc_names, key)
        # "Art. 6 para. 1 lit. f GDPR", "§ 613a BGB": a continental pinpoint and its code
        _qualify(text, parsed, doc_names, key)
        if head in ABBREVIATED and parsed.external is None:
            return abbreviated_of(parsed, text, head, doc_names, key)
        return anchor_of(parsed, text, head, doc_names, key)
    # (a regulator's rule is read by its own pattern: "Rule 10b-5")
    got_id = id_of(first, kind, head[0].islower()) if kind != "rule" else None
    if got_id is None and kind != "rule":
        return None
    got_members = _members(text, start, first.start("id"), head, got_id)
    if got_members is None:
        return None
    members, end = got_members
    parsed = Parsed(members, end)
    if (kind in SCHEDULE_KINDS or kind == "article") and len(members) == 1:
        # "Schedule 2, paragraph 3", "Schedule 2, Part 1, paragraph 3", "Annex I, point 2",
        # "Article 2, point (5)": the units inside, each after a comma; ``outer`` lists the
        # enclosing ones innermost first.
        outer = [members[0]]
        while (inner := _INNER_RE.match(text, end)) is not None:
            # (the head as written: "Annex II, Part A" letters a Part, "in part A" does not)
            if inner.group("head")[0] == "S" and kind not in SCHEDULE_KINDS:
                break  # "Article Seven, Section 8.3" is a list, "Annex I, Section A" one unit
            sub = _members(text, inner.start("head"), inner.end(), inner.group("head"))
            if sub is None or _AMENDED_RE.match(text, sub[1]):
                break  # "In Article 4, point (2) is replaced by": a unit of the amended act
            sub[0][0].start = start  # the reference text is "Schedule 2, paragraph 3"
            parsed = Parsed(sub[0], sub[1], outer=list(outer))
            if len(sub[0]) > 1 or sub[0][0].kind not in ("part", "section"):
                break  # (a part or section of an annex holds further units: "Section A, point 2")
            outer.insert(0, sub[0][0])
            end = sub[1]
    _qualify(text, parsed, doc_names, key)
    if not parsed.members:
        return None
    if parsed.external is not None and not parsed.outer:
        own_before_cited(text, parsed)
    if head in ABBREVIATED and parsed.external is None:
        return abbreviated_of(parsed, text, head, doc_names, key)  # "s. 5" alone: see there
    if parsed.external is not None and not plural(head):
        join_hyphenated(text, parsed)
    return anchor_of(parsed, text, head, doc_names, key)


def _over_page_break(
    text: str, start: int, doc_names: tuple[str, ...], key: str
) -> Parsed | None:
    """A head word that ends its line, its number after a page break's furniture (see
    ``references_pages.number_after_break``); ``None`` when no number is there."""
    head_end = _HEAD_EOL_RE.match(text, start)
    if head_end is None:
        return None
    head = head_end.group("head")
    kind, lower = head_kind(head), head[0].islower()
    at = number_after_break(text, start, head_end.end(), lambda p: read_id(text, p, kind, lower))
    got = None if at < 0 else _members(text, start, at, head)
    if got is None:
        return None
    parsed = Parsed(*got)
    _qualify(text, parsed, doc_names, key)
    return anchor_of(parsed, text, head, doc_names, key) if parsed.members else None


def parse_item_reference(
    text: str, start: int, doc_names: tuple[str, ...], key: str
) -> Parsed | None:
    """Parse a reference to rows of a details schedule whose head word ("Item", "Items",
    "item") starts at ``start``: "Item 3", "Items 2 to 4", "Items 2 and 5 of Schedule 1",
    with the qualifiers after it ("of Schedule 2"); ``None`` when no number follows."""
    first = _ITEM_FIRST_RE.match(text, start)
    if first is None:
        return None
    got = _members(text, start, first.end(), first.group("head"))
    if got is None:
        return None
    parsed = Parsed(*got)
    _qualify(text, parsed, doc_names, key)
    return parsed if parsed.members else None
