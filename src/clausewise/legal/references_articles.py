"""A section named by the number of an Article: "Sections 7, 8 and 9" in an agreement divided
into Articles 1 to 12 whose sections are numbered 7.1, 7.2.

Drafters often call a whole Article a "Section". When no section or clause has the number,
exactly one top-level Article has it, and the top level is numbered in Articles only (one
numbering scheme: no top-level section, clause or paragraph carries a number), the number
can only mean that Article. Anything less sure stays unresolved:

- a number with more written after it ("Section 3.l(d)", a misread "3.1(d)") or with its own
  bracketed parts ("Section 7(a)") names a smaller unit;
- a reference followed by "of", "under" or "in" that is not this document's ("Section 2 of
  Transporter's Rate Schedule", "Section 14 of the General Terms") may be another
  document's.
"""

from __future__ import annotations

import re

from ._treeindex import TreeIndex, norm_token
from .references_parsed import Member, Parsed

__all__ = ["section_as_article"]

_BY_NUMBER = frozenset({"section", "clause"})
_TOP = frozenset({"section", "clause", "paragraph", "subsection", "subclause"})
# more numbering glued to the number: "3.l(d)", "7.a"
_MORE_RE = re.compile(r"\.?[A-Za-z0-9(]")
# a qualifier that may name another document: "of Transporter's ...", "under the Lease"
_OF_RE = re.compile(r"[ \t\n]{1,20}(?:of|under|in|to)[ \t\n]")


def section_as_article(
    text: str, index: TreeIndex, parsed: Parsed, member: Member, steps: list[tuple[str | None, str]]
) -> int | None:
    """The top-level Article a section or clause ``member`` names by its bare number (see the
    module), or ``None``."""
    if len(steps) != 1 or steps[0][0] not in _BY_NUMBER or member.parts or parsed.outer:
        return None
    if parsed.anchor not in ("global", "main"):
        return None
    if _MORE_RE.match(text, member.end):
        return None
    if parsed.anchor == "global" and _OF_RE.match(text, parsed.end):
        return None
    hits = index.by_number.get(norm_token(steps[0][1], "article"), [])
    nodes = index.nodes
    arts = [c for c in hits if nodes[c].kind == "article" and nodes[c].parent is None]
    if len(arts) != 1 or any(nodes[c].kind in _TOP for c in hits):
        return None
    if any(nodes[r].kind in _TOP and nodes[r].number for r in index.roots):
        return None
    return arts[0]
