"""A schedule or exhibit annexed "to" another document than this one.

"Exhibit B to the Credit Agreement", "Schedule 14 to the Build Addendum": a schedule is
cited "to" the document it is attached to. When the document's title gives its own names (a
"Maintenance Agreement" is also "the Agreement") and the document named after "to" is none
of them, the schedule is that other document's: the reference is external, exactly as
"Section 3 of the Credit Agreement" is. Without a title there is no telling whether "the
Credit Agreement" is this document's own name, and the reference is left as it reads.
"""

from __future__ import annotations

import re

from ._treeindex import SCHEDULE_KINDS
from .citations import external_name
from .references_parsed import Parsed

__all__ = ["annexed_elsewhere"]

# "to the ", "to the\n": "to" right after the reference, then a determiner
_TO_THE_RE = re.compile(r"[ \t]{1,3}\n?[ \t]{0,3}to[ \t\n]{1,3}(?=the[ \t\n])")


def annexed_elsewhere(
    text: str, parsed: Parsed, names: tuple[str, ...], key: str
) -> tuple[dict[str, str], int] | None:
    """(citation, where it ends) of the other document a schedule of ``parsed`` is annexed
    "to", or ``None``. ``names`` are the names (lower case) this document calls itself by;
    the caller applies this only when its title gave some."""
    if parsed.external is not None or parsed.anchor != "global" or parsed.outer:
        return None
    if not all(m.kind in SCHEDULE_KINDS for m in parsed.members):
        return None
    to = _TO_THE_RE.match(text, parsed.end)
    if to is None:
        return None
    named = external_name(text, to.end(), key)
    if named is None or "document" not in named[0]:
        return None
    name = " ".join(named[0]["document"].split()).lower()
    return None if name in names else named
