"""Items of a details schedule: "the Commencement Date specified in Item 3", "the Fees specified
in Item 5 of Schedule 1", "Items 2 to 4 of the Schedule", "item 6 of Schedule 2".

Australian, UK and other Commonwealth contracts set their commercial terms out in a details
(reference) schedule whose rows are numbered "Item 1  Customer ...", "Item 2  Supplier ...";
the parser makes each row an ``item`` unit. "Item" is also an ordinary word ("each item of
Equipment", "line item 3") and securities filings cite their forms' items ("Item 7 of Form
10-K", "Item 1A. Risk Factors"), so an item reference is read only:

- in a document whose tree has item units, or as "Item N of Schedule M" where this document
  has a Schedule M (whose rows the parser left unsplit: the reference then points at the
  schedule, ``partial``, when a row "Item N" is written in it);
- when it resolves: to the item of the schedule it names ("of Schedule 1", "of the
  Schedule", "of the Reference Schedule"), else of the schedule holding the reference, else of
  the only schedule that has items. An item no schedule has, or two schedules have, is no
  reference at all (never an unresolved one);
- never as a form's item ("of Form 10-K"), a line item, or a row's own label.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from ._treeindex import SCHEDULE_KINDS, TreeIndex, norm_token
from .jurisdiction import JurisdictionProfile
from .references_grammar import Member, Parsed, member_spans, parse_item_reference
from .references_model import BY_SPAN, Reference
from .references_resolve import resolve, steps_of
from .references_titles import WORD_GAP

__all__ = ["with_item_references"]

_W1 = WORD_GAP
# A head word with a number after it: "Item 3", "Items 2 to 4", "item\n6".
_ITEM_WORD_RE = re.compile(
    r"(?<![\w-])(?:Items?|ITEMS?|items?)(?=(?:[ \t]{1,3}\n?|\n)[ \t]{0,3}\d)"
)
# "of the Schedule", "in the Reference Schedule", "of the Contract Details Annexure"
_THE_SCHEDULE_RE = re.compile(
    rf"{_W1}(?:of|in|to){_W1}the{_W1}(?P<title>(?:[A-Z][A-Za-z]{{1,20}}{_W1}){{0,3}})"
    r"(?i:schedule|annexure|annex|appendix|attachment)(?![\w])"
)
# A form's item: "Item 7 of Form 10-K", "Item 5.02 of the Current Report on Form 8-K",
# "Item 2 of Part II".
_FORM_RE = re.compile(
    rf"{_W1}(?:of|in|under|to){_W1}(?:(?:the|this|our|its|a){_W1})?"
    r"(?:(?:Current|Annual|Quarterly)[ \t]{1,3}Report[ \t]{1,3}on[ \t]{1,3})?(?:Form|Part)\b"
)
# Another document's item: "Item 17 of the Franchise Disclosure Document", "Item 2 of this
# disclosure document", "Item 1 of Buyer's Annual Report" (a name in capitals, or words ending
# in a kind of document).
_OTHER_DOC_RE = re.compile(
    rf"{_W1}(?:of|in|under|to){_W1}(?:the|this|that|its|our|their|such|any"
    rf"|[A-Z][\w&.-]{{0,30}}'s){_W1}"
    rf"(?:[A-Z]|(?:[a-z]{{1,20}}{_W1}){{0,3}}"
    r"(?i:document|report|form|statement|prospectus|circular|notice|regulation|act)\b)"
)
# The word before that makes "item" a thing listed, not a row: "line item 3".
_NOT_A_ROW_RE = re.compile(r"(?i:line|budget|agenda|action)[ \t]{1,2}\Z")
# A row's own label: "Item 3" at a line's start, then a column gap, a colon, a stop, the
# line's end or a capitalised word ("Item 3    Commencement Date    1 July 2024", "| Item 3 |
# ...", "Item 1 Removal of the old shelving" listing works in a clause). A reference starts a
# line only where prose wraps, and goes on in lower case: "in\nItem 3 of Schedule 1".
_LINE_HEAD_RE = re.compile(r"(?:^|\n)[ \t|*#]{0,8}\Z")
_ROW_NUMBER_RE = re.compile(r"(?i:items?)[ \t]{1,3}[0-9]{1,3}[A-Za-z]?")
# A row label anywhere in a schedule's text: "Item 5", at a line's start
_ROW_IN_RE = re.compile(r"(?:^|\n)[ \t|*]{0,8}(?i:item)[ \t]{1,3}(?P<n>[0-9]{1,3}[A-Za-z]?)\b")
_ROW_AFTER_RE = re.compile(
    r"(?:[ \t]{2}|\t|[ \t]{0,2}[|:.\u2013\u2014-]|[ \t]{0,3}(?:\n|\Z)|[ \t][A-Z])"
)


def with_item_references(
    text: str, index: TreeIndex, found: list[Reference], profile: JurisdictionProfile
) -> list[Reference]:
    """``found`` with the references to details-schedule items added, in text order. An item
    reference's own outer unit ("Schedule 1" in "Item 5 of Schedule 1") is part of it and no
    longer a reference of its own."""
    holders = _holders(index)
    if not holders and not any(n.kind in SCHEDULE_KINDS for n in index.nodes):
        return found
    found = sorted(found, key=BY_SPAN)
    starts = [r.start for r in found]
    ends = [r.end for r in found]
    row_starts = {index.nodes[i].start for items in holders.values() for i in items}
    added: list[Reference] = []
    spans: list[tuple[int, int]] = []
    consumed = 0
    for pos in _item_words(text):
        if pos < consumed or pos in row_starts or _covered(starts, ends, pos):
            continue
        if _NOT_A_ROW_RE.search(text, max(0, pos - 8), pos) or _row_label(text, pos):
            continue
        parsed = parse_item_reference(text, pos, profile.document_names, profile.key)
        if parsed is None or parsed.external is not None or _elsewhere(text, parsed):
            continue
        refs = _resolve_items(text, index, holders, parsed)  # may read "of the Schedule"
        consumed = parsed.end
        if refs:
            added.extend(refs)
            spans.append((pos, parsed.end))
    if not added:
        return found
    kept = [r for r in found if not any(s <= r.start and r.end <= e for s, e in spans)]
    return sorted([*kept, *added], key=BY_SPAN)


def _item_words(text: str) -> list[int]:
    """Where a head word "Item"/"Items" with a number after it starts, in text order. The
    word is found by plain search for its "tem" (several times faster than a regex over the
    whole text), then checked where found."""
    out: list[int] = []
    for needle in ("tem", "TEM"):
        at = text.find(needle, 1)
        while at >= 0:
            if _ITEM_WORD_RE.match(text, at - 1) is not None:
                out.append(at - 1)
            at = text.find(needle, at + 3)
    return sorted(out)


def _elsewhere(text: str, parsed: Parsed) -> bool:
    """Whether the item is another document's: a form's ("Item 7 of Form 10-K") or one named
    after it ("Item 3 of the Franchise Disclosure Document"); "of this Agreement" and "of the
    Schedule" say it is this document's."""
    if _FORM_RE.match(text, parsed.end):
        return True
    if parsed.anchor == "main" or parsed.outer or _THE_SCHEDULE_RE.match(text, parsed.end):
        return False
    return _OTHER_DOC_RE.match(text, parsed.end) is not None


def _holders(index: TreeIndex) -> dict[int, list[int]]:
    """{schedule node: its item units, in order}."""
    out: dict[int, list[int]] = {}
    for i, node in enumerate(index.nodes):
        sched = index.schedule_of(i)
        if node.kind == "item" and node.number and sched is not None:
            out.setdefault(sched, []).append(i)
    return out


def _covered(starts: list[int], ends: list[int], pos: int) -> bool:
    """Whether ``pos`` lies inside a reference already found ("Item 601(b)(10) of Regulation
    S-K" is a citation of the SEC's regulation)."""
    at = bisect_right(starts, pos)
    return any(ends[i] > pos for i in range(max(0, at - 3), at))


def _row_label(text: str, pos: int) -> bool:
    """ "Item 3" opening a row of the details table is the row's label, not a reference."""
    if _LINE_HEAD_RE.search(text, max(0, pos - 9), pos) is None:
        return False
    num = _ROW_NUMBER_RE.match(text, pos)
    return num is not None and _ROW_AFTER_RE.match(text, num.end()) is not None


def _resolve_items(
    text: str, index: TreeIndex, holders: dict[int, list[int]], parsed: Parsed
) -> list[Reference]:
    """One resolved reference per item member of ``parsed``; unresolved members are dropped."""
    source = index.innermost(parsed.members[0].start)
    scope, explicit = _scope(text, index, holders, parsed, source)
    if scope is None:
        return []
    out: list[Reference] = []
    for member, (start, end) in zip(parsed.members, member_spans(parsed), strict=True):
        hit = _item_in(text, index, holders.get(scope, []), scope, member, explicit)
        if hit is None:
            continue
        node, partial, ident = hit
        raw = text[start:end]
        out.append(
            Reference(start, end, raw, ident, "item", node, None, source, member.implied, partial)
        )
    return out


def _scope(
    text: str,
    index: TreeIndex,
    holders: dict[int, list[int]],
    parsed: Parsed,
    source: int | None,
) -> tuple[int | None, bool]:
    """(the schedule whose items ``parsed`` names, whether the text names it): the one named
    ("of Schedule 1", "of the Reference Schedule"), else the one holding the reference, else
    the only one with items. ``None`` when there is no such schedule or two fit."""
    if parsed.outer:
        outer = parsed.outer[-1]
        if outer.kind not in SCHEDULE_KINDS or len(parsed.outer) > 1:
            return None, True  # "Item 2 of Part II", "Item 3 of paragraph 2 of Schedule 1"
        alone = Parsed([outer], outer.end)
        node, _, _ = resolve(index, alone, steps_of(alone, outer), None)
        if node is None or index.nodes[node].kind not in SCHEDULE_KINDS:
            return None, True
        return node, True
    named = _THE_SCHEDULE_RE.match(text, parsed.end)
    holding = list(holders)
    if named is not None:
        parsed.end = named.end()
        title = named.group("title").split()
        if len(holding) == 1 and not title:
            return holding[0], True
        fits = [s for s in holding if _titled(index, s, title)] if title else []
        return (fits[0], True) if len(fits) == 1 else (None, True)
    own = index.schedule_of(source)
    if own in holders:
        return own, False
    if len(holders) == 1:
        return next(iter(holders)), False
    return None, False


def _titled(index: TreeIndex, node: int, words: list[str]) -> bool:
    """Whether the schedule ``node``'s heading carries each of ``words`` ("the Reference
    Schedule" is the schedule titled "Reference Schedule" or "Reference Details")."""
    n = index.nodes[node]
    heading = f"{n.identifier} {n.title or ''}".lower()
    return all(w.lower() in heading for w in words)


def _item_in(
    text: str,
    index: TreeIndex,
    items: list[int],
    scope: int | None,
    member: Member,
    explicit: bool,
) -> tuple[int, bool, str] | None:
    """(node, partial, identifier) of ``member``'s item in the schedule ``scope``."""
    want = norm_token(member.main, "item")
    hits = [i for i in items if index.norms[i] == want]
    if len(hits) == 1:
        node, partial = _parts(index, hits[0], member.parts)
        if node is None:
            return None
        label = index.label(hits[0]) + "".join(f"({p})" for p in member.parts)
        return node, partial, index.label(node) if not partial else label
    if hits or items or scope is None or not explicit:
        return None
    # "Item 5 of Schedule 1" where the parser left Schedule 1's rows unsplit: the schedule,
    # when a row "Item 5" is written in it
    sched = index.nodes[scope]
    rows = _ROW_IN_RE.finditer(text, sched.start, sched.end)
    if not any(norm_token(row.group("n"), "item") == want for row in rows):
        return None
    return scope, True, f"{index.label(scope)} Item {member.main}"


def _parts(index: TreeIndex, node: int, parts: tuple[str, ...]) -> tuple[int | None, bool]:
    """Down from an item to its bracketed sub-items ("Item 4(b)"): (node, partial)."""
    for part in parts:
        want = norm_token(part, "paragraph")
        kids = [c for c in index.children[node] if index.norms[c] == want]
        if len(kids) != 1:
            return (node, True) if not index.children[node] else (None, False)
        node = kids[0]
    return node, False
