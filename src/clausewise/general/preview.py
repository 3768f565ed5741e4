"""Preview which lines the boundary patterns and detectors pick (CLI ``--detect-boundaries``)."""

from __future__ import annotations

import re
from bisect import bisect_right

from ..normalize import normalize
from .chunker import Chunker
from .detectors import KeepTogetherRegion, SplitPoint

__all__ = ["preview_boundaries"]

_NEWLINE = re.compile("\n")


def _line_text(text: str, pos: int) -> str:
    end = text.find("\n", pos)
    return text[pos : len(text) if end < 0 else end].strip()


def preview_boundaries(text: str, chunker: Chunker) -> list[tuple[int, str, str]]:
    """``(line number, pattern or detector name, line text)`` for every boundary ``chunker``
    would use in ``text``, in text order; line numbers start at 1.

    Pattern hits are named by the preset entry's name (``"article"``) or, for your own
    patterns, the regex; detector results by the detector's ``name``. A keep-together region is
    listed at its first line as ``"TableDetector keep-together (to line N)"``; a
    ``keep_together`` pattern as ``"keep_together: <regex>"``.
    """
    t = normalize(text).text
    line_starts = [0, *(m.end() for m in _NEWLINE.finditer(t))]

    def line_no(pos: int) -> int:
        return bisect_right(line_starts, pos)

    rows: list[tuple[int, int, str, str]] = []
    for h in chunker.patterns.scan(t) if chunker.patterns else []:
        rows.append((h.pos, 0, chunker.patterns.rules[h.rule].name, _line_text(t, h.pos)))
    for h in chunker.keep_patterns.scan(t) if chunker.keep_patterns else []:
        name = f"keep_together: {chunker.keep_patterns.rules[h.rule].name}"
        rows.append((h.pos, 2, name, _line_text(t, h.pos)))
    for d in chunker.detectors:
        name = str(getattr(d, "name", type(d).__name__))
        for a in chunker.annotations_of(d, t):
            if isinstance(a, SplitPoint):
                pos = t.rfind("\n", 0, a.position) + 1
                rows.append((pos, 1, name, _line_text(t, pos)))
            elif isinstance(a, KeepTogetherRegion):
                label = f"{name} keep-together (to line {line_no(max(a.start, a.end - 1))})"
                rows.append((a.start, 1, label, _line_text(t, a.start)))
    rows.sort(key=lambda r: (r[0], r[1]))
    return [(line_no(pos), name, line) for pos, _, name, line in rows]
