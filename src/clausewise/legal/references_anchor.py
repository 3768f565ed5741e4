"""Where a parsed reference points from, read from the words just before it: a code cited
before a section sign ("Cal. Civ. Code § 1542"), another document named before it and set off
by a comma ("our Privacy Policy, Section 3"), or, for a bare paragraph, point or bracketed
item, the unit that holds the reference. Used by :mod:`.references_grammar` once per
reference, so the cheap tests come first."""

from __future__ import annotations

import re

from .citation_codes import code_before, state_law
from .references_heads import treasury_regulation
from .references_parsed import Parsed
from .references_placed import placed_after
from .references_self import document_before

__all__ = ["abbreviated_of", "anchor_of"]

_SECTION_SIGNS = frozenset({"Sec.", "Secs."})
_CONTEXT_KINDS = frozenset({"paragraph", "point"})
_NAMED_HEADS = frozenset({"Code", "tion", "ions", "Reg.", "egs."})  # "Regulation(s)", "Reg."
# "Law Section", "Laws Section": a code only when a state's law is named (see ``state_law``)
_LAW_HEADS = frozenset({" Law", "Laws"})
# A passage of the unit the tree does not number, written just before it: "the proviso to
# Section 7.01", "the last sentence of Section 2.3", "the first paragraph of Section 4".
_PASSAGE_BEFORE_RE = re.compile(
    r"\b(?:[Tt]he|[Tt]his)[ \t\n]{1,3}(?:(?:first|second|third|last|final|opening|closing"
    r"|immediately[ \t\n]{1,3}preceding)[ \t\n]{1,3})?(?:provisos?|sentences?|(?:sub-?)?paragraph"
    r"|flush[ \t\n]{1,3}language|lead-in)[ \t\n]{1,3}(?:to|of|in)[ \t\n]{1,3}\Z"
)
_PASSAGE_PREPS = frozenset({"to", "of", "in"})
# this document's, written after a reference: "hereof", "of this Agreement"
_HEREOF_RE = re.compile(r"[ \t\n]{1,3}(?:hereof\b|of[ \t\n]{1,3}this[ \t\n])")


def anchor_of(parsed: Parsed, text: str, head: str, names: tuple[str, ...], key: str) -> Parsed:
    """``parsed`` with where it points from settled: another instrument cited just before it
    (a code before "§ 1542", a document named before ", Section 3"), or the unit holding the
    reference when it names only a paragraph, a point or a bracketed item; else as parsed."""
    # (read for every reference: the cheap tests come first)
    first = parsed.members[0]
    if parsed.external is None:
        if head[0] in "Rr" and head[-1] == "." and treasury_regulation(text, parsed, head):
            return parsed  # "Treas. Reg. 1.409A-1(h)"
        before = text[max(0, first.start - 5) : max(0, first.start - 1)]
        if (
            head[0] == "§"
            or head in _SECTION_SIGNS
            or (head[0] in "Ss" and (before in _NAMED_HEADS or before in _LAW_HEADS))
            or (head[:2] == "Se" and before[-2:].isupper() and before[-2:].isalpha())
        ):
            # "Cal. Civ. Code § 1542", "Minnesota Stat. Sec. 80C.12", "California Civil Code
            # Section 1789.3", "Code Section 409A", "Treasury Regulation(s) Section 1.409A-3",
            # "N.Y. Gen. Bus. Law Sections 687.4 and 687.5", "ERISA Section 502(a)"
            cited = code_before(text, first.start)
            if cited is not None and (before not in _LAW_HEADS or state_law(cited[0]["act"])):
                parsed.external, first.start = cited
                return _own_tail_apart(parsed, text)
        start = first.start
        if (
            parsed.anchor == "global"
            and not parsed.outer
            and text.rfind(",", start - 6 if start > 6 else 0, start) > 0
        ):
            # "as described in our Privacy Policy, Section 3": that document's Section 3
            other = document_before(text, start, parsed.end, names, key)
            if other is not None:
                parsed.external, first.start = other
                return parsed
    if (
        text[first.start - 3 : first.start - 1] in _PASSAGE_PREPS
        and first.main
        and _PASSAGE_BEFORE_RE.search(text, max(0, first.start - 60), first.start)
    ):
        # "the proviso to Section 7.01": a place inside Section 7.01 (the first member: "the
        # second subparagraph of Article 3(2) and Article 4(1)")
        parsed.within = True
    outermost = parsed.outer[-1] if parsed.outer else first
    if parsed.anchor == "global" and (outermost.kind in _CONTEXT_KINDS or not outermost.main):
        parsed.anchor = "context"
        parsed.placed = placed_after(text, parsed.end)  # "paragraph (a) above"
    return parsed


def abbreviated_of(
    parsed: Parsed, text: str, head: str, names: tuple[str, ...], key: str
) -> Parsed | None:
    """An abbreviated section ("s. 69", "ss. 1159 and 1162") read with no instrument after
    it: a reference only when a statute is named just before it, set off by a comma ("the
    Arbitration Act 1996, s. 69"); ``None`` when it stands alone ("s. 5": a letter and a full
    stop, or this document's)."""
    if text.rfind(",", max(0, parsed.members[0].start - 6), parsed.members[0].start) < 0:
        return None
    parsed = anchor_of(parsed, text, head, names, key)
    return parsed if parsed.external is not None else None


def _own_tail_apart(parsed: Parsed, text: str) -> Parsed:
    """A code's sections listed with this document's: in "California Civil Code Section 1542
    and Section 1.2 hereof" the head word written again starts the units "hereof" qualifies,
    this document's. The code's reference ends before it; the rest is read again on its own.
    (Without "hereof" or "of this Agreement" the list is the code's: "Section 1542 and
    Section 1543".)"""
    if parsed.anchor != "main" and _HEREOF_RE.match(text, parsed.end) is None:
        return parsed
    for i, member in enumerate(parsed.members[1:], 1):
        if text[member.start].isalpha() or text[member.start] == "\u00a7":
            parsed.members = parsed.members[:i]
            parsed.end, parsed.anchor = parsed.members[-1].end, "global"
            break
    return parsed
