"""A deed or short agreement with one numbered clause after a numbered list of its parties.

"PARTIES" / "(1) ACME LIMITED ... (2) BETA PLC ..." and then "1. RELEASE": the bracketed
numbers run twice, the clause number once, so the chains of the outline would make the party
list the document's top level and read the clause as the text of party (2). A list right
under a "PARTIES" or "BETWEEN:" line is the parties (:func:`party_list`): a single clause "1."
heading its own line after it is the body instead, and the list stays in the preamble, as
it does when nothing numbered follows it (a deed whose operative part is one paragraph, "NOW
THIS DEED WITNESSES ...").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .contract_marks import Cand

if TYPE_CHECKING:  # pragma: no cover - types only (the chains module imports this one)
    from .contract_chains import Chain

__all__ = ["PARTY_HEADS", "lone_clause_after", "numbered_parties", "party_list"]


def lone_clause_after(
    all_chains: dict[str, list[Chain]], listed: Chain, text: str, schedules: Sequence[int]
) -> Chain | None:
    """The one clause "1." after the list ``listed`` (a chain of "(1)", "1)" or "A."), on a
    line of its own with a capital after it, and before any schedule heading; None when
    there is none or more than one. With no clause "1." at all, the clauses numbered like
    the parties from "(1)" again after them ("(1) Each party shall ..."), if any."""
    end = next((s for s in schedules if s > listed.last), len(text))
    after = [
        ch for ch in all_chains.get("dec1", ()) if listed.last < ch.first < end and not ch.late
    ]
    if not after:
        again = [
            ch
            for ch in all_chains.get(listed.key, ())
            if ch.first > listed.last and ch.count >= 2 and ch.opening == listed.opening
        ]
        return max(again, key=lambda ch: (ch.span, ch.count), default=None)
    if len(after) != 1:
        return None
    one = after[0]
    if one.count != 1 or one.opening != (1,) or text[one.first - 1 : one.first] not in ("", "\n"):
        return None
    k = one.first + 1
    while k < len(text) and text[k] in ".) \t":
        k += 1
    return one if text[k : k + 1].isupper() else None


# The line a list of the parties stands under.
PARTY_HEADS = frozenset(
    {"between", "among", "amongst", "by and between", "by and among", "parties", "the parties"}
)
_MAX_PARTIES = 8
_OPENING = 800  # how far into the document a list of the parties may start

# An item naming a party: after its marker, a name in capitals ("ACME LIMITED", "JOHN
# SMITH", "BETA LLC", "GAMMA PTY LTD") and then what a party's description opens with: a
# comma and a word in lower case ("a company ..."), a bracket ("(ACN 123 ...)", "(the
# Seller)"), "of" an address, "incorporated", "whose" registered office, or a semicolon or
# "and" closing a short item. A clause heading in capitals stands alone on its line ("(1)
# DEFINITIONS"), and a clause written in capitals goes on with a verb ("(1) THE SUPPLIER
# shall ...").
_PARTY_ITEM = re.compile(
    r"[^ \t\n]{1,4}[ \t]{1,8}(?:THE[ \t]{1,3})?[A-Z0-9][A-Z0-9&.'’\-]{1,30}"
    r"(?:[ \t]{1,3}[A-Z0-9&][A-Z0-9&.,'’\-]{0,30}){0,7}"
    r"(?:[ \t]{0,3}(?:,[ \t]{0,3}[a-z(\"“]|[(;])|[ \t]{1,3}(?:of|incorporated|whose|and)[ \t])"
)


def names_party(text: str, pos: int) -> bool:
    """Whether the list item whose marker opens at ``pos`` names a party."""
    return _PARTY_ITEM.match(text, pos) is not None


def party_list(text: str, listed: Chain) -> bool:
    """Whether the chain ``listed`` ("(1)", "(2)" ...) is the list of the parties: a few
    items, the first right under a "BETWEEN:" or "PARTIES" line, or at the top of the
    document with its first and last items naming a party (:func:`names_party`)."""
    if listed.count > _MAX_PARTIES:
        return False
    if (
        listed.first <= _OPENING
        and names_party(text, listed.first)
        and names_party(text, listed.last)
    ):
        return True
    end = text.rfind("\n", 0, listed.first)
    while end > 0:
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end].strip()
        if line:
            return " ".join(line.rstrip(":").split()).lower() in PARTY_HEADS
        end = start - 1
    return False


def numbered_parties(text: str, cands: Sequence[Cand], first: int) -> tuple[int, int] | None:
    """(first, last) marker positions of a list of the parties numbered like the clauses
    after it ("by and between:" / "1. SUNRISE AGRO PRIVATE LIMITED, a company ..." / "2.
    GREENFIELD TECHNOLOGIES LLP, a ..." / "1. DEFINITIONS"), or None: own-line items "1.",
    "2." ... near the top of the document, each naming a party, and a "1." on a line of its
    own after them where the clauses start."""
    items: list[int] = []
    for c in cands:
        if c.pos > first + _OPENING and not items:
            return None
        if not (c.line and c.fam == "dec"):
            continue
        want = ("dec", (len(items) + 1,))
        if want in c.interps and names_party(text, c.pos):
            items.append(c.pos)
            continue
        if len(items) >= 2 and ("dec", (1,)) in c.interps and len(items) <= _MAX_PARTIES:
            return items[0], items[-1]
        if items:
            return None
    return None
