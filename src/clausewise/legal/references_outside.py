"""Head words that name a unit of another instrument although no instrument is named.

A US contract is not divided into chapters; statutes are. "Any chapter 7 or chapter 11
trustee" is the Bankruptcy Code's and "Minnesota Statutes, Chapter 80C" names its code only
before the head word: a chapter is external when the document has none. "Schedule 13D" is the
SEC's form unless the document has a schedule so numbered. A subpart is a code's when the code
is named next to it ("FAR Subpart 9.5", "Subpart E of 45 C.F.R. Part 164", "45 C.F.R. Part
164, Subparts A and E"), whatever parts the document has. Such a reference is external (its
jurisdiction the profile's): it is reported, never resolved to a chunk, and no longer counts
as an internal reference that failed to resolve. EU and UK legislation has chapters of its
own, so chapters and the SEC's forms are read so under the ``us`` profile only.
"""

from __future__ import annotations

import re

from ._treeindex import TreeIndex
from .references_parsed import Parsed

__all__ = ["names_outside"]

# Unit words only codes are divided into (subparts are read apart, by the code named next to
# them).
_CODE_HEADS = ("chapter", "subchapter")
# The SEC's schedules: beneficial ownership (13D, 13G), proxy statements (14A, 14C), tender
# offers (TO, 14D-9, 13E-3).
_SEC_FORM_RE = re.compile(r"(?i:schedule)[ \t]{1,3}(?:1[34][A-Z](?:-[0-9])?|TO)\b")

# A code of regulations named right before a subpart: "FAR", "C.F.R. 46, ", "CFR Part 2, ".
_CODE_BEFORE_RE = re.compile(
    r"\b(?:FAR|DFARS|C\.F\.R\.|CFR|U\.S\.C\.)[ \t]{0,3}(?:(?:[Pp]art[ \t]{1,3})?[0-9]{1,4}"
    r"[ \t]{0,3},?[ \t]{0,3})?$"
)
# ... or right after it: "Subpart E of 45 C.F.R. Part 164", "Subparts A and E of Part 164 of
# Title 45 of the Code of Federal Regulations", "Subpart 9.5 of the FAR".
_CODE_AFTER_RE = re.compile(
    r"[ \t]{0,3},?[ \t\n]{0,3}of[ \t\n]{1,3}(?:the[ \t]{1,3})?"
    r"(?:[Pp]art[ \t]{1,3}[0-9]{1,4}[ \t\n]{1,3}of[ \t\n]{1,3})?"
    r"(?:(?:[Tt]itle[ \t]{1,3})?[0-9]{1,3}(?:[ \t]{1,3}of[ \t]{1,3}the)?[ \t\n]{1,3})?"
    r"(?:FAR|DFARS|C\.F\.R\.|CFR|U\.S\.C\.|Code[ \t\n]{1,3}of[ \t\n]{1,3}Federal)(?![A-Za-z])"
)
# ... or the part of the code just cited: "45 C.F.R. Part 164, Subparts A and E".
_AFTER_CITED_RE = re.compile(r"[ \t]{0,3},?[ \t\n]{1,3}")


def names_outside(
    text: str, index: TreeIndex, pos: int, parsed: Parsed, key: str, cited_end: int = -1
) -> bool:
    """Does the reference at ``pos`` name a unit of another instrument (see the module)?
    Chapters and the SEC's forms only under the ``us`` profile (``key``): EU and UK
    legislation is divided into chapters of its own. ``cited_end`` is where the last
    citation of another instrument found before ``pos`` ends."""
    if parsed.external is not None or parsed.anchor != "global":
        return False
    head = text[pos : pos + 10].lower()
    if head.startswith("subpart"):
        # A subpart of a code named next to it ("Subpart E of 45 C.F.R. Part 164", "FAR
        # Subpart 9.5") or of the part of a code just cited ("45 C.F.R. Part 164, Subparts A
        # and E"), whatever parts the document has; otherwise the document's own.
        return (
            _CODE_AFTER_RE.match(text, parsed.end) is not None
            or (0 <= cited_end <= pos and bool(_AFTER_CITED_RE.fullmatch(text, cited_end, pos)))
            or _CODE_BEFORE_RE.search(text, max(0, pos - 40), pos) is not None
        )
    if key != "us":
        return False
    form = _SEC_FORM_RE.match(text, pos)
    if form is not None:
        number = form.group().split()[-1].upper()
        return not any(n.kind == "schedule" and n.number.upper() == number for n in index.nodes)
    if not head.startswith(_CODE_HEADS):
        return False
    kinds = {m.kind for m in parsed.members} | {m.kind for m in parsed.outer}
    if any(n.kind in kinds for n in index.nodes):
        return False
    if text[pos].islower() or head.startswith("sub"):
        return True  # "chapter 11 cases", "Subchapter K"
    # "(Chapter 10)" in a contract whose tenth clause it means: a capitalised head word and a
    # number the document's own top level has stay this document's.
    main = parsed.members[0].main
    return not any(index.nodes[i].number == main for i in index.roots)
