"""Front and end matter of English instruments that is no numbered clause of their own.

A registered lease in England and Wales opens with the prescribed clauses of the Land
Registration Rules 2003 ("LR1. Date of lease" ... "LR14. Declaration of trust where there is
more than one tenant", with "LR2.1 Landlord's title number(s)" under "LR2"), before its own
clause 1. A statutory instrument ends with an "EXPLANATORY NOTE" headed "(This note is not
part of the Regulations)", after the signature and the schedules: a unit of its own, no part
of the last schedule paragraph nor of the signature block.
"""

from __future__ import annotations

import re

from .contract_nodes import Proto, proto
from .contract_rows import first_cell_end

__all__ = ["explanatory_note", "prescribed_clauses"]

# "LR1. Date of lease", "LR2.1 Landlord's title number(s)", "LR14 Declaration of trust ...":
# the marker opens its line, the title (in capitals or sentence case) follows.
_LR = re.compile(
    r"^[ \t]{0,8}(?P<at>LR([0-9]{1,2})(?:\.([0-9]{1,2}))?)\.?[ \t]{1,8}(?=[A-Z])", re.M
)
_LR_LAST = 14  # the Rules prescribe LR1 to LR14
_TITLE_CHARS = 120


def prescribed_clauses(text: str, start: int, end: int) -> list[Proto]:
    """Units of the prescribed clauses of a registered lease between ``start`` and ``end``
    (the lease's own clause 1): "LR1" to "LR14" at depth 1, titled by the text after the
    number ("Date of lease"), and "LR2.1", "LR2.2" under "LR2". They count only as a run
    that starts at LR1 and climbs; a lone "LR4" in prose is no such clause."""
    out: list[Proto] = []
    top = 0
    for m in _LR.finditer(text, start, end):
        n = int(m.group(2))
        sub = m.group(3)
        if sub is None:
            if n <= top or n > _LR_LAST or (top == 0 and n != 1):
                continue
            top = n
            ident, depth, kind = f"LR{n}", 1, "clause"
        else:
            if n != top:
                continue
            ident, depth, kind = f"LR{n}.{int(sub)}", 2, "subclause"
        nl = text.find("\n", m.end(), end)
        line_end = end if nl < 0 else nl
        cell_end = first_cell_end(text, m.end(), line_end)
        title = text[m.end() : cell_end].rstrip(" \t.:")
        if not title or len(title) > _TITLE_CHARS:
            title = ""
        head_end = m.end() + len(title)
        out.append(proto(m.start("at"), depth, kind, ident, ident, title or None, head_end))
    return out if sum(1 for p in out if p[1] == 1) >= 2 else []

# "EXPLANATORY NOTE" alone on its line, then at most a blank line and the statement that the
# note is not part of the instrument.
_NOTE = re.compile(r"\n[ \t]{0,40}(EXPLANATORY[ \t]{1,3}NOTE)[ \t]*(?=\n|$)")
_NOT_PART = re.compile(
    r"[ \t\n]{0,40}\(This[ \t]{1,3}note[ \t]{1,3}is[ \t]{1,3}not[ \t]{1,3}part[^\n)]{0,80}\)"
)


def explanatory_note(text: str, start: int) -> Proto | None:
    """The unit of the explanatory note that ends a statutory instrument, after ``start``
    (the last top-level unit or the signature block): the last "EXPLANATORY NOTE" heading
    alone on its line, with the line "(This note is not part of the Regulations)" under it
    in its heading; or None."""
    found = None
    for m in _NOTE.finditer(text, start):
        found = m
    if found is None:
        return None
    at, end = found.start(1), found.end(1)
    tail = _NOT_PART.match(text, end)
    if tail is not None:
        end = tail.end()
    return proto(at, 1, "note", "Explanatory Note", "", "EXPLANATORY NOTE", end)
