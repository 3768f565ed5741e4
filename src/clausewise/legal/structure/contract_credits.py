"""A code section's source credit and notes: the section's, not its last subsection's.

The United States Code prints under each section the laws it comes from, in brackets, then
the editors' notes::

    (b) "Dwelling" means any building ...

    (Pub. L. 90–284, title VIII, § 802, Apr. 11, 1968, 82 Stat. 81.)

    Editorial Notes

    References in Text ...

The credit and the notes speak of the whole section, so the last subsection (b) ends at its
own text; the section still holds them. A paragraph opening with "(Pub. L." or with an older
credit ("(R.S. § 1977.)", "(Aug. 14, 1935, ch. 531, title II, § 201, 49 Stat. 622.)"), or
a line "Editorial Notes" / "Statutory Notes and Related Subsidiaries", is such furniture.
"""

from __future__ import annotations

import re
from bisect import bisect_right

__all__ = ["before_credit", "credit_starts"]

_CREDIT = re.compile(
    r"\n[ \t]{0,40}\n[ \t]{0,40}(?:\((?:Pub\.[ \t]L\.[ \t][0-9]|R\.S\.[ \t]"
    r"|(?:Jan|Feb|Mar|Apr|May|June|July|Aug|Sept|Oct|Nov|Dec)\.?[ \t][0-9]{1,2},[ \t][0-9]{4},"
    r"[ \t]ch\.[ \t][0-9])"
    r"|(?:Editorial[ \t]Notes|Statutory[ \t]Notes[ \t]and[ \t]Related[ \t]Subsidiaries)[ \t]*\n)"
)


def credit_starts(text: str) -> list[int]:
    """Where each credit or notes paragraph starts (the end of the text before it), in
    order; empty for a text that cites no Statutes at Large and has no notes (decided by a
    substring test, fast)."""
    if "Stat." not in text and "R.S." not in text and "Notes" not in text:
        return []
    return [m.start() for m in _CREDIT.finditer(text)]


def before_credit(credits: list[int], start: int, end: int) -> int:
    """``end`` moved back to the first credit paragraph after ``start`` and before ``end``,
    or ``end`` when none is there."""
    k = bisect_right(credits, start)
    return credits[k] if k < len(credits) and credits[k] < end else end
