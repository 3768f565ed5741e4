"""TableDetector: keep runs of tabular lines (and their header lines) in one chunk.

A row is a line laid out in columns (cells separated by a tab, a pipe or two or more spaces)
with numbers in at least a third of its cells, a Markdown table row, or a rule line
(``----``, ``+---+---+``, ``|---|---|``) between rows. ``min_data_lines`` rows, with at most
``max_gap`` other lines between consecutive rows, make a table; up to ``header_lookback``
non-blank lines just above it (column headers, a caption) join it. Each table becomes a
keep-together region the packer keeps whole up to ``max_overshoot`` times the target size.

Only lines with a column gap or a pipe are examined cell by cell, so prose costs a couple of
substring tests per line.
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
_RULE = re.compile(r"[|+]?(?:[ :]*[-=]{3,}[ :]*[|+])*[ :]*[-=]{3,}[ :]*[|+]?")
_MAX_ROW = 400
_MAX_CELL = 60  # a longer "cell" is prose that happens to contain wide spaces
_SPACES = re.compile(r" +")
_NUMBER_LEAD = frozenset("-+$(€£¥")
_SENTENCE_END = frozenset(".:;?!,")


def _maybe_row(line: str) -> bool:
    """Cheap pre-test: a tab, pipe or rule, two column gaps, or a gap before a number.

    Gaps are found with ``str.find``: a regex search would try every position of the line.
    Two spaces after ".", ":" or ";" are sentence spacing, not a column gap; a gap after a
    number alone is a numbered paragraph ("1.1      Definitions"), not a row.
    """
    if "\t" in line or "|" in line or "---" in line or "===" in line:
        return True
    n = len(line)
    i = line.find("  ", n - len(line.lstrip(" ")))
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
                return True
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
        tab, pipe = "\t" in text, "|" in text
        rule = "---" in text or "===" in text
        if not (tab or pipe or rule or "  " in text):
            return []  # no column layout anywhere: nothing to look at line by line
        lines = text.split("\n")
        rows: list[int] = []
        row_starts: dict[int, int] = {}
        pos = 0
        for i, line in enumerate(lines):
            # Substring tests first, only for what the text contains at all: most lines of
            # prose fail one "in" test and cost nothing more.
            if (
                ("  " in line or (tab and "\t" in line) or (pipe and "|" in line)
                 or (rule and ("---" in line or "===" in line)))
                and len(line) <= _MAX_ROW
                and _maybe_row(line)
                and _is_row(line)
            ):
                rows.append(i)
                row_starts[i] = pos
            pos += len(line) + 1
        out: list[Annotation] = []
        for first, last in self._runs(rows):
            top = self._header_top(lines, first)
            top_start = row_starts[first] - sum(len(lines[k]) + 1 for k in range(top, first))
            a = top_start + len(lines[top]) - len(lines[top].lstrip())
            b = row_starts[last] + len(lines[last].rstrip())
            if a < b:
                caption = lines[top].strip()[:50]
                out.append(KeepTogetherRegion(a, b, f"table: {caption}", self.max_overshoot))
        return out

    def _runs(self, rows: list[int]) -> list[tuple[int, int]]:
        out: list[tuple[int, int]] = []
        i = 0
        while i < len(rows):
            j = i
            while j + 1 < len(rows) and rows[j + 1] - rows[j] - 1 <= self.max_gap:
                j += 1
            if j - i + 1 >= self.min_data_lines:
                out.append((rows[i], rows[j]))
            i = j + 1
        return out

    def _header_top(self, lines: list[str], first: int) -> int:
        top = first
        for k in range(first - 1, max(-1, first - 1 - self.header_lookback), -1):
            s = lines[k].strip()
            if not s or len(s) > 160:
                break
            top = k
        return top
