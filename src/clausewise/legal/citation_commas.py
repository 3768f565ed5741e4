"""A US statute whose name lists its subjects with commas: "the Federal Food, Drug, and
Cosmetic Act", "the Federal Insecticide, Fungicide, and Rodenticide Act of 1947", "the
Comprehensive Environmental Response, Compensation, and Liability Act".

The name reader (``citations.external_name``) joins capitalised words with link words and
stops at a comma, as a name of an agreement or a list of parties must ("the Licensor,
Licensee and Agent"). A statute's name may hold commas only as a list of its subjects, whose
last member is joined by "and" or "or" and whose last word is "Act": only a run of names
that ends so is read on across its commas.
"""

from __future__ import annotations

import re

__all__ = ["comma_act"]

_LINK_RE = re.compile(r",(?:[ \t]{1,2}|[ \t]?\n[ \t]*)(?:(?:and|or)(?:[ \t]{1,2}|[ \t]?\n[ \t]*))?")
_ACT_END_RE = re.compile(r"(?<![\w])Act(?:[ \t\n]{1,2}(?:of[ \t\n]{1,2})?(?:19|20)\d\d)?\Z")
_JOINED_RE = re.compile(r"(?<![\w])(?:and|or)[ \t\n]")
_MAX_MEMBERS = 5


def comma_act(text: str, start: int, end: int, name_re: re.Pattern[str]) -> int | None:
    """Where the statute's name that starts at ``start`` ends when it runs on across commas
    after its first run of words (which ends at ``end``); ``None`` when it does not."""
    for _ in range(_MAX_MEMBERS):
        link = _LINK_RE.match(text, end)
        if link is None:
            return None
        name = name_re.match(text, link.end())
        if name is None:
            return None
        end = name.end()
        last = text[link.start() : end].rstrip(".,")
        if _ACT_END_RE.search(last) and _JOINED_RE.search(last):
            return link.start() + len(last)
    return None
