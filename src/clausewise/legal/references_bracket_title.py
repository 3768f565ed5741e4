"""A numbered reference whose number the tree does not have, but whose heading it writes in
brackets: "Section 3 (Your Content)", "Section 8 (Disclaimers and Limitation of Liability)".

Terms of service often print their headings without numbers and still cite them by number
and heading. The heading in brackets is the drafter's own pointer: when the number resolves
to nothing and the bracketed words equal the heading of exactly one unit (any case), the
reference is that unit. A number the tree has keeps its own target; a heading two units
share, or a reference that may be another document's ("Section 5 (Fees) of the Master
Agreement"), gives nothing.
"""

from __future__ import annotations

import re

from ._treeindex import TreeIndex
from .references_named import heading_titles, title_key
from .references_parsed import Member, Parsed

__all__ = ["unit_by_bracket_title"]

# the heading in brackets right after the number: "3(Your Content)", "8 (Disclaimers ...)"
_TITLE_RE = re.compile(r"[ \t]{0,2}\n?[ \t]{0,2}\((?P<t>[A-Z][^()\n]{1,59})\)")
# a qualifier that may name another document: "of the Master Agreement", "under the Lease"
_OF_RE = re.compile(r"[ \t\n]{1,3}(?:of|under|in|to)[ \t\n]{1,3}(?!this\b)")


def unit_by_bracket_title(
    text: str, index: TreeIndex, parsed: Parsed, member: Member
) -> int | None:
    """The unit whose heading follows ``member`` in brackets (see the module), or ``None``."""
    if parsed.outer or parsed.anchor not in ("global", "main"):
        return None
    if member.implied or text[member.start] == "(":
        return None  # "(d)-(f)(Our Content)": the heading of the unit holding the items
    m = _TITLE_RE.match(text, member.end)
    if m is None or (parsed.anchor == "global" and _OF_RE.match(text, m.end())):
        return None
    return heading_titles(index).get(title_key(m.group("t")).rstrip(".:"))
