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

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - types only (the chains module imports this one)
    from .contract_chains import Chain

__all__ = ["PARTY_HEADS", "lone_clause_after", "party_list"]


def lone_clause_after(
    all_chains: dict[str, list[Chain]], listed: Chain, text: str, schedules: Sequence[int]
) -> Chain | None:
    """The one clause "1." after the list ``listed`` (a chain of "(1)", "1)" or "A."), on a
    line of its own with a capital after it, and before any schedule heading; None when
    there is none or more than one."""
    end = next((s for s in schedules if s > listed.last), len(text))
    after = [
        ch for ch in all_chains.get("dec1", ()) if listed.last < ch.first < end and not ch.late
    ]
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


def party_list(text: str, listed: Chain) -> bool:
    """Whether the chain ``listed`` ("(1)", "(2)" ...) is the list of the parties: a few
    items, the first right under a "BETWEEN:" or "PARTIES" line."""
    if listed.count > _MAX_PARTIES:
        return False
    end = text.rfind("\n", 0, listed.first)
    while end > 0:
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end].strip()
        if line:
            return " ".join(line.rstrip(":").split()).lower() in PARTY_HEADS
        end = start - 1
    return False
