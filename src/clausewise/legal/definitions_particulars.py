"""A table of particulars: quoted terms in a column, their values beside them.

A lease, a facility letter or an order form often opens with its particulars before any
Definitions clause: one row a line, the quoted term, a wide gap, then the value ('"Landlord"
ACME PROPERTIES LIMITED (company number 01234567) ...', '"Rent"   £50,000 a year'). Each row
defines its term as its value, as a Definitions unit's rows do. A run of at least
``_FEWEST`` such rows outside a Definitions unit is read as one; a quoted word alone before a
gap (a column of a schedule of figures) is rarely repeated line after line.
"""

from __future__ import annotations

import re

from ._treeindex import TreeIndex

__all__ = ["INDEX_WORDS", "particulars_tables"]

# A value that is where a term is defined, not what it means: an index of defined terms
# ('"Affiliate"      Section 1.1', '"Losses"     Page 12') is no table of particulars.
INDEX_WORDS = r"(?:Sections?|Clauses?|Articles?|Paragraphs?|Schedules?|Exhibits?|Page|§)(?![\w])"
_INDEX_VALUE = re.compile(
    r"(?:" + INDEX_WORDS + r"[ \t]{0,3}[0-9][0-9.()a-z]{0,12}|[0-9]{1,3}\.[0-9][0-9.()a-z]{0,10})"
    r"[ \t]*$",
    re.M,
)

# A row: a quoted term of up to six words in Title Case or capitals, a gap of three blanks
# or a tab, and a value.
_ROW = re.compile(
    r"[ \t]{0,8}[\"\u201c'\u2018][A-Z][\w&'’\-]{0,30}(?:[ \t][\w&'’\-()]{1,30}){0,5}"
    r"[\"\u201d'\u2019](?:[ \t]{3}|[ \t]{0,2}\t)[ \t]{0,60}[^\s]"
)
# Where a row may be: a closing quotation mark before a gap (searched for first, fast: the
# pattern opens with a set of characters), then the row read from its line's start.
_QUOTE_GAP = re.compile(r"[\"\u201d'\u2019](?:[ \t]{3}|[ \t]{0,2}\t)")
_LONGEST_TERM = 240
_FEWEST = 3


def particulars_tables(text: str, index: TreeIndex, skip: list[int]) -> list[tuple[int, int, bool]]:
    """(start, end, True) of each run of ``_FEWEST`` or more particulars rows, one a line (blank
    lines and wrapped values between them allowed), outside the units ``skip`` (the
    Definitions units, read already)."""
    runs: list[list[int]] = []  # the rows' values, where each starts
    last_end = -1
    for gap in _QUOTE_GAP.finditer(text):
        line = text.rfind("\n", max(0, gap.start() - _LONGEST_TERM), gap.start()) + 1
        if (line == 0 and gap.start() > _LONGEST_TERM) or line <= last_end:
            continue  # no line start near, or a row read already
        m = _ROW.match(text, line)
        if m is None:
            continue
        if runs and _rows_apart(text, last_end, m.start()):
            runs[-1].append(m.end() - 1)
        else:
            runs.append([m.end() - 1])
        last_end = m.end()
    out = []
    for run in runs:
        if len(run) < _FEWEST:
            continue
        start = text.rfind("\n", 0, run[0]) + 1
        if any(index.nodes[u].start <= start < index.nodes[u].end for u in skip):
            continue
        if any(_INDEX_VALUE.match(text, value) for value in run):
            continue  # '"Affiliate"     1.1': an index of defined terms
        nl = text.find("\n", run[-1])
        out.append((start, nl if nl >= 0 else len(text), True))
    return out


def _rows_apart(text: str, end: int, start: int) -> bool:
    """Whether the row at ``start`` follows the one ending at ``end`` in the same table: at
    most two lines between them (a blank line, a wrapped value)."""
    return text.count("\n", end, start) <= 3 and start - end < 400
