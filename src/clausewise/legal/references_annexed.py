"""A schedule or exhibit annexed "to" another document than this one.

"Exhibit B to the Credit Agreement", "Schedule 14 to the Build Addendum": a schedule is
cited "to" the document it is attached to. When the document's title gives its own names (a
"Maintenance Agreement" is also "the Agreement") and the document named after "to" is none
of them, the schedule is that other document's: the reference is external, exactly as
"Section 3 of the Credit Agreement" is. Without a title there is no telling whether "the
Credit Agreement" is this document's own name unless the text says otherwise: the document
calls itself "this Agreement" and introduces the other one as another instrument, by its date
or parties ("the Supply Agreement dated January 5, 2019", "the Purchase Agreement between
Acme and Beta") or as a defined term of its own ('the "Supply Agreement"', not 'this "Supply
Agreement"'). Without such words the reference is left as it reads.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ._treeindex import SCHEDULE_KINDS
from .citations import external_name
from .references_parsed import Parsed

__all__ = ["annexed_elsewhere", "other_instrument"]

# "to the ", "to the\n": "to" right after the reference, then a determiner
_TO_THE_RE = re.compile(r"[ \t]{1,3}\n?[ \t]{0,3}to[ \t\n]{1,3}(?=the[ \t\n])")


def annexed_elsewhere(
    text: str, parsed: Parsed, names: tuple[str, ...], key: str
) -> tuple[dict[str, str], int] | None:
    """(citation, where it ends) of the other document a schedule of ``parsed`` is annexed
    "to", or ``None``. ``names`` are the names (lower case) this document calls itself by,
    from its title or its preamble."""
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


_GAP = r"[ \t\n]{1,3}"
# How a document introduces another instrument after its name: its date, its parties
_INTRODUCED = (
    rf",?{_GAP}(?:dated|of{_GAP}even{_GAP}date|entered{_GAP}into|executed|by{_GAP}and{_GAP}between"
    rf"|between|among|made{_GAP}(?:as{_GAP}of|on))\b"
)


_THIS_RE = re.compile(rf"(?<![\w-])(?:this|This|THIS){_GAP}(?P<word>[A-Z][A-Za-z]{{2,12}})\b")


@lru_cache(maxsize=32)
def other_instrument(text: str, name: str, names: tuple[str, ...]) -> bool:
    """Does ``text`` call itself "this <word>" (one of ``names``, the words a document calls
    itself by: "this Agreement", "this Amendment") and introduce ``name`` ("Supply
    Agreement") as another instrument: by date or parties after the name, or as a defined
    term in quotes that is not "this" document's own?"""
    words = name.split()
    if len(words) < 2 or not any(m["word"].lower() in names for m in _THIS_RE.finditer(text)):
        return False
    spelled = _GAP.join(map(re.escape, words))
    if re.search(rf"(?<!\w)this{_GAP}{spelled}\b", text, re.IGNORECASE) is not None:
        return False  # "This Supply Agreement is made ...": the document's own name
    if re.search(rf"(?<![\w-]){spelled}{_INTRODUCED}", text) is not None:
        return True
    for m in re.finditer(rf"[\"“]{spelled}[\"”]", text):
        if re.search(r"\b[Tt]his\W{0,3}\Z", text[max(0, m.start() - 8) : m.start()]) is None:
            return True
    return False
