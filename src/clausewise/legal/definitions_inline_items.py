"""Where an entry of an interpretation list written on one line ends.

An interpretation clause often runs its entries together on one line or one paragraph: "(v)
a "law" includes any constitution ...; (vi) a "month" is a reference to ...; and (vii) a
time of day is a reference to London time." An entry that quotes a term ends where the next
quoted entry starts, but the entry before one that quotes nothing ("(vii) a time of day")
would run on to the end of the unit. The entry's own item marker says where it stops: at the
semicolon (or full stop) before the marker that follows it in sequence ("(v)" -> "(vi)",
"viii)" -> "ix)", "(b)" -> "(c)", "(4)" -> "(5)"), written in the same form. A marker out of
sequence ("(a)" inside the entry) belongs to a list of the entry's own.
"""

from __future__ import annotations

import re

from ._treeindex import roman_to_int

__all__ = ["next_item_end"]

# The entry's own marker before its term: "(v) a ", "viii) ", "(b) the ", "(4) " and the
# opening quotation mark (a look-back of a bounded window only).
_OWN_MARKER = re.compile(
    r"(?:^|[\s;:])(?P<open>\(?)(?P<mark>[ivxl]{1,6}|[a-z]|[0-9]{1,2})\)[ \t]{1,6}"
    r"(?:(?:an?|the|any|each)[ \t]{1,3})?"
    # 'a reference in this Agreement to a "Party" is a reference to ...'
    r"(?:(?:(?:an?|any)[ \t]{1,3})?references?[ \t]{1,3}(?:in[ \t]{1,3}this[ \t]{1,3}[A-Za-z]{1,12}"
    r"[ \t]{1,3})?to[ \t]{1,3}(?:(?:an?|the|any)[ \t]{1,3})?)?[\"“]?\Z"
)
_WINDOW = 64


def _successor(mark: str) -> str | None:
    """The marker after ``mark`` in its series: a romanette, a letter or a number."""
    if mark.isdigit():
        return str(int(mark) + 1)
    roman = roman_to_int(mark.upper()) if set(mark) <= set("ivxl") else None
    if roman is not None and (len(mark) > 1 or mark in ("i", "v", "x")):
        # ("i", "v", "x" alone: a romanette; a letter list's "(v)" comes after "(u)" and
        # rarely runs inline to an entry defining a term)
        return _to_roman(roman + 1)
    if len(mark) == 1 and mark != "z":
        return chr(ord(mark) + 1)
    return None


def _to_roman(value: int) -> str:
    out = []
    for number, letters in ((50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv")):
        while value >= number:
            out.append(letters)
            value -= number
    return "".join(out) + "i" * value


def next_item_end(text: str, entry: int, def_start: int, end: int) -> int:
    """``end`` cut back to the end of the entry whose term starts at ``entry``: after the
    semicolon or full stop (and a following "and"/"or") before the next marker of the
    entry's own series, when that marker stands between ``def_start`` and ``end``."""
    if text.find(")", max(0, entry - _WINDOW), entry) < 0:
        return end  # (most entries: no item marker before the term)
    own = _OWN_MARKER.search(text, max(0, entry - _WINDOW), entry)
    if own is None:
        return end
    nxt = _successor(own.group("mark"))
    if nxt is None:
        return end
    opening = re.escape(own.group("open"))
    pattern = re.compile(rf"[;.](?:[ \t\n]{{1,6}}(?:and|or))?[ \t\n]{{1,9}}{opening}{nxt}\)[ \t\n]")
    m = pattern.search(text, def_start, end)
    if m is None:
        return end
    return _cut(m)


def _cut(m: re.Match[str]) -> int:
    """The end of the semicolon and its "and"/"or" in the match ``m``."""
    head = m.group()
    words = head[1:].split()
    if words and words[0] in ("and", "or"):
        return m.start() + head.index(words[0], 1) + len(words[0])
    return m.start() + 1
