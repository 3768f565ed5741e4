"""Fixed compounds a defined term opens: where its word is no use of the term.

A capitalised noun after a defined term usually makes a compound of the term and that noun,
and the term keeps its defined meaning in it: with "Customer" defined, "Customer Data",
"Customer Materials" or "Customer Personnel" (even where the compound is not defined itself)
are the data, materials and personnel of the Customer, and use the term, as "Customer's" does;
so do "Product Support" (support of the Product) and "the Spotify Service" (Spotify's).

A few pairs are instead fixed English compounds whose first word is generic, a class of
people or things rather than the party or thing the document defines, and which name
something else: a department ("Customer Service", "Customer Support", "Customer Care",
"Client Services", "Investor Relations") or a day ("Bank Holiday", "Business Day"). There the
first word is no use of a term spelled like it: "contact Customer Service" says nothing about
who the Customer is. The rule is the closed list of such compounds below, read by the pair,
so any other noun after the term still counts as its use.
"""

from __future__ import annotations

import re

__all__ = ["COMPOUND_HEADS", "opens_fixed_compound"]

_DEPARTMENTS = frozenset({"Service", "Services", "Support", "Care", "Success", "Relations"})
# Defined word -> the nouns after it that make a fixed compound of it.
_FIXED: dict[str, frozenset[str]] = {
    "Customer": _DEPARTMENTS,
    "Client": _DEPARTMENTS,
    "Investor": frozenset({"Relations"}),
    "Bank": frozenset({"Holiday", "Holidays"}),
    "Business": frozenset({"Day", "Days"}),
}
# The defined terms that may open one (a quick test before reading the text).
COMPOUND_HEADS = frozenset(_FIXED)
# The capitalised word after a term, after one or two spaces or tabs.
_NEXT = re.compile(r"[ \t]{1,2}([A-Z][a-z]{1,12})(?![\w-])")


def opens_fixed_compound(text: str, start: int, end: int) -> bool:
    """Whether the term written at ``text[start:end]`` opens a fixed compound ("Customer
    Service")."""
    heads = _FIXED.get(text[start:end])
    if heads is None:
        return False
    found = _NEXT.match(text, end)
    return found is not None and found.group(1) in heads
