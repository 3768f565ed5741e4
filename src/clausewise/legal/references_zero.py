"""A whole unit cited with a zero decimal: "Article 18.00", "Section 2.00", "Article 5.0".

Some drafting numbers an article's heading "18.00" and its sections "18.01", "18.02", and
cites the article as a whole by that number ("as set out below in Article 18.00"). Where the
tree has no unit numbered "18.00" (the heading was read as "XVIII" or "18"), the reference
names unit 18 itself. Tried only for a reference the tree did not resolve, so a document
that does number a unit "18.00" keeps it.
"""

from __future__ import annotations

import re

from ._treeindex import TreeIndex
from .references_parsed import Member, Parsed
from .references_resolve import resolve

__all__ = ["whole_by_zero"]

_ZERO_RE = re.compile(r"(?P<n>\d{1,3})\.0{1,2}")


def whole_by_zero(
    index: TreeIndex, parsed: Parsed, member: Member, source: int | None
) -> int | None:
    """The unit "N" that "N.00" (or "N.0") names, when the tree holds it whole; else None."""
    if member.parts or parsed.outer or parsed.anchor != "global":
        return None
    m = _ZERO_RE.fullmatch(member.main)
    if m is None:
        return None
    node, partial, _ = resolve(index, parsed, [(member.kind, m["n"])], source)
    return None if partial else node
