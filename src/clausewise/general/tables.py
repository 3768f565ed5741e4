"""TableDetector: keep runs of tabular lines (and their header lines) in one chunk.

A row is a line laid out in columns (cells separated by a tab, a pipe or two or more spaces)
with numbers in at least a third of its cells, a Markdown table row, or a rule line
(``----``, ``+---+---+``, ``|---|---|``) between rows. ``min_data_lines`` rows, with at most
``max_gap`` other lines between consecutive rows, make a table; up to ``header_lookback``
non-blank lines just above it (column headers, a caption) join it. Each table becomes a
keep-together region the packer keeps whole up to ``max_overshoot`` times the target size.

Lines are reached by ``str.find`` of what a row needs (two spaces, a tab or a pipe), so
prose is never walked line by line; only those lines are examined cell by cell.
"""

from __future__ import annotations

import re

from ..errors import ConfigError
from .detectors import Annotation, BoundaryDetector, KeepTogetherRegion

__all__ = ["TableDetector"]

# Separators only (no optional spaces around a pipe: those would backtrack over long space
# runs); cells are stripped afterwards.
_CELLS = re.compile(r"\t| {2,}|\|")
_NUMERIC = re.compile(r"[-+(]?[$€£¥]?\s?\(?\d[\d,.]*%?\)?[%*]?")
# A rule line ("|---|:---:|", "+====+"), only ever .fullmatch()ed: the look-behind passes at
# the line's start and elsewhere turns away a start inside a run of rule characters, which
# would rescan the rest of the run (twice, once per "[ :]*").
_RULE = re.compile(r"(?<![-= :|+])[|+]?(?:[ :]*[-=]{3,}[ :]*[|+])*[ :]*[-=]{3,}[ :]*[|+]?")
_MAX_ROW = 400
_MAX_CELL = 60  # a longer "cell" is prose that happens to contain wide spaces
_SPACES = re.compile(r" +")
_NUMBER_LEAD = frozenset("-+$(€£¥")
_SENTENCE_END = frozenset(".:;?!,")
_DIGIT = re.compile(r"\d")


def _maybe_row(line: str) -> bool:
    """Cheap pre-test: a tab, pipe or rule, two column gaps, or a gap before a number.

    Gaps are found with ``str.find``: a regex search would try every position of the line.
    Two spaces after ".", ":" or ";" are sentence spacing, not a column gap; a gap after a
    number alone is a numbered paragraph ("1.1      Definitions"), not a row.
    """
    if "\t" in line or "|" in line or "---" in line or "===" in line:
        return True
    n = len(line)
    i = first = line.find("  ", n - len(line.lstrip(" ")))
    gaps = 0
    while i >= 0:
        j = _SPACES.match(line, i).end()  # type: ignore[union-attr]
        if j >= n:
            break
        if line[i - 1] not in _SENTENCE_END:
            c = line[j]
            if c.isdigit() or (c in _NUMBER_LEAD and j + 1 < n and line[j + 1].isdigit()):
                return True
            gaps += 1
            if gaps >= 2:
                # A row has a number in a cell after the first one: after the first gap.
                return _DIGIT.search(line, first) is not None
        i = line.find("  ", j)
    return False


def _is_row(line: str) -> bool:
    """Cells of at most ``_MAX_CELL`` characters, with numbers in at least half of the cells
    after the first (which is often a label or a row number), or a Markdown row or rule."""
    s = line.strip()
    if len(s) < 3:
        return False
    if s[0] == "|" and s.count("|") >= 2:
        return True
    if _RULE.fullmatch(s):
        return True
    cells = [c for c in (x.strip() for x in _CELLS.split(s)) if c]
    if len(cells) < 2 or any(len(c) > _MAX_CELL for c in cells):
        return False
    numeric = sum(1 for c in cells[1:] if _NUMERIC.fullmatch(c))
    return numeric >= 1 and 2 * numeric >= len(cells) - 1


class TableDetector(BoundaryDetector):
    """Keep-together regions around tables (kept whole up to ``max_overshoot`` x target)."""

    def __init__(
        self,
        min_data_lines: int = 3,
        header_lookback: int = 3,
        max_gap: int = 1,
        max_overshoot: float = 1.5,
    ) -> None:
        for name, value, low in (
            ("min_data_lines", min_data_lines, 1),
            ("header_lookback", header_lookback, 0),
            ("max_gap", max_gap, 0),
        ):
            if not isinstance(value, int) or isinstance(value, bool) or value < low:
                raise ConfigError(f"{name} must be an int >= {low}, got {value!r}")
        if not isinstance(max_overshoot, (int, float)) or max_overshoot < 1.0:
            raise ConfigError(f"max_overshoot must be a number >= 1.0, got {max_overshoot!r}")
        self.min_data_lines = min_data_lines
        self.header_lookback = header_lookback
        self.max_gap = max_gap
        self.max_overshoot = float(max_overshoot)

    def detect(self, text: str) -> list[Annotation]:
        rows = _rows(text)
        out: list[Annotation] = []
        for first, last in self._runs(text, rows):
            a = self._header_top(text, rows[first][0])
            b = rows[last][1]
            while b > a and text[b - 1].isspace():
                b -= 1
            while a < b and text[a].isspace():
                a += 1
            if a < b:
                eol = text.find("\n", a, b)
                caption = text[a : b if eol < 0 else eol].strip()[:50]
                out.append(KeepTogetherRegion(a, b, f"table: {caption}", self.max_overshoot))
        return out

    def _runs(self, text: str, rows: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """Indices ``(first, last)`` of runs of at least ``min_data_lines`` rows with at most
        ``max_gap`` other lines between neighbours."""
        out: list[tuple[int, int]] = []
        i = 0
        while i < len(rows):
            j = i
            while j + 1 < len(rows) and self._close(text, rows[j][1], rows[j + 1][0]):
                j += 1
            if j - i + 1 >= self.min_data_lines:
                out.append((i, j))
            i = j + 1
        return out

    def _close(self, text: str, end: int, start: int) -> bool:
        """At most ``max_gap`` lines between a row ending at ``end`` and one starting at
        ``start``? (Far apart means no; the newlines are counted only when near.)"""
        if start - end > (self.max_gap + 1) * (_MAX_ROW + 1):
            return False
        return text.count("\n", end, start) - 1 <= self.max_gap

    def _header_top(self, text: str, start: int) -> int:
        """Start of the highest non-blank line (up to ``header_lookback``) above a table."""
        top = start
        for _ in range(self.header_lookback):
            if top == 0:
                break
            prev = text.rfind("\n", 0, top - 1) + 1
            line = text[prev : top - 1]
            if not line.strip() or len(line) > 160:
                break
            top = prev
        return top


def _rows(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of the lines that read as table rows, in order.

    Lines are reached through ``str.find`` of what a row needs (a double space, a tab, a pipe,
    a rule): prose lines without any of them are never looked at one by one.
    """
    rows: dict[int, int] = {}
    seen: set[int] = set()
    n = len(text)
    # A rule line ("-----  -------", "|---|---|") holds two spaces or a pipe as well.
    for needle in ("  ", "\t", "|"):
        i = text.find(needle)
        while i >= 0:
            ls = text.rfind("\n", 0, i) + 1
            le = text.find("\n", i)
            le = n if le < 0 else le
            if ls not in seen:
                seen.add(ls)
                line = text[ls:le] if le - ls <= _MAX_ROW else ""
                if line and _maybe_row(line) and _is_row(line):
                    rows[ls] = le
            i = text.find(needle, le)
    return sorted(rows.items())
