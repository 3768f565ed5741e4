"""Headings that name a list: every item under them is of the list's type, whatever it mentions.

A clause headed "Conditions to Closing" or "Conditions Precedent" lists conditions: "(a) The
representations and warranties of Seller shall be true and correct" is a condition, not a
representation. A clause headed "Events of Default" lists events that end the deal: "9.1
Non-payment", "9.3 Misrepresentation", "9.7 Audit qualification" and "9.9 Acceleration" are
each an event of default (``TERMINATION``), not a payment, a representation or an audit.

Conditions are a list under any heading that names them. Termination is a list only under a
heading that is the list's name alone ("Events of Default", "Termination Events"): a
"Termination" clause holds its consequences, the return of confidential information and the
survival of other clauses, each typed by its own words, and the items of "Events of Default
and Remedies" are sections (remedies, the application of proceeds), not events.
Representations are no list either: a representation about insurance or taxes under
"Representations and Warranties" keeps its topic's type, as lawyers' labels of real contracts
do.
"""

from __future__ import annotations

import re
from typing import Protocol

from .types import ClauseType

__all__ = ["LIST_TYPES", "names_list"]

# Types whose clauses list items of the same type (see the module docstring).
LIST_TYPES = frozenset({ClauseType.CONDITIONS, ClauseType.TERMINATION})

# A heading that is only the name of a list of termination events (lower case, trimmed).
_EVENT_LIST = re.compile(
    r"(?:the\s+)?(?:events?\s+of\s+(?:default|termination)|(?:termination|default)\s+events?)"
)


class _Names(Protocol):
    def named(self, title: str | None, *, doc_type: str) -> ClauseType | None: ...


def names_list(keyword: _Names, title: str | None, parent_type: ClauseType, doc_type: str) -> bool:
    """Whether a parent typed ``parent_type`` under heading ``title`` lists items of its type,
    so that each sub-clause is an item of that list (see the module docstring)."""
    if parent_type not in LIST_TYPES or not title:
        return False
    if keyword.named(title, doc_type=doc_type) is not parent_type:
        return False
    if parent_type is ClauseType.TERMINATION:
        return _EVENT_LIST.fullmatch(title.strip(" \t.:;").lower()) is not None
    return True
