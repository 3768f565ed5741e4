"""HeadingDetector: find heading lines by their shape, without a model.

A line is scored only if it could be a heading at all: short, not starting in lower case, not
ending in a comma or semicolon, not continued by a lower-case next line and not the wrapped
tail of a long previous line. Survivors collect points for what headings look like (capitals,
title case, a numbering or section word, no closing period, space around them, a longer line
after them) and lose points for what body text looks like (a full sentence, many digits).
Lines scoring at least ``min_score`` become split points.

The pass is one ``split`` of the text plus a few string tests per line, so it costs little
more than reading the text once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import ConfigError
from .detectors import Annotation, BoundaryDetector, SplitPoint

__all__ = ["HeadingCandidate", "HeadingDetector"]

_NUMBERED = re.compile(
    r"(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVXLC]{1,6}\.|[A-Z]\.)\s+[A-Z]"
    r"|(?i:article|section|chapter|part|item|schedule|exhibit|annex|appendix|title|note)\s+\w"
)
_PAGE = re.compile(r"(?i:page\s+)?[-–—\s]*\d{1,4}(?:\s+of\s+\d{1,4})?[-–—\s]*$")
_SEPARATOR = re.compile(r"[\W_]+$")
_DIGIT = re.compile(r"\d")
_SMALL = frozenset("a an and as at by for from in into of on or the to with & vs".split())
_TERMINAL = ".!?"
_CLOSED = ".:;!?)\"'”’]"


@dataclass(frozen=True, slots=True)
class HeadingCandidate:
    """A scored line: where it is, what it says, its score and the signals that made it."""

    position: int
    line_number: int
    text: str
    score: float
    signals: tuple[str, ...]


class HeadingDetector(BoundaryDetector):
    """Split points at probable headings.

    ``min_score`` (default 4.0): higher finds fewer, surer headings. ``max_heading_len`` and
    ``min_heading_len`` bound the stripped line length. ``level`` is the rank the split points
    get (0 = outermost; raise it to nest detected headings under a preset's structure).
    """

    def __init__(
        self,
        min_score: float = 4.0,
        max_heading_len: int = 100,
        min_heading_len: int = 3,
        level: int = 0,
    ) -> None:
        if not isinstance(min_score, (int, float)) or isinstance(min_score, bool):
            raise ConfigError(f"min_score must be a number, got {min_score!r}")
        if not isinstance(max_heading_len, int) or not isinstance(min_heading_len, int):
            raise ConfigError("max_heading_len and min_heading_len must be ints")
        if not 1 <= min_heading_len <= max_heading_len:
            raise ConfigError(
                f"need 1 <= min_heading_len <= max_heading_len, got {min_heading_len} and "
                f"{max_heading_len}"
            )
        if not isinstance(level, int) or level < 0:
            raise ConfigError(f"level must be an int >= 0, got {level!r}")
        self.min_score = float(min_score)
        self.max_heading_len = max_heading_len
        self.min_heading_len = min_heading_len
        self.level = level

    def detect(self, text: str) -> list[Annotation]:
        return [
            SplitPoint(c.position, c.line_number, f"heading: {c.text[:60]}", self.level)
            for c in self.detect_with_scores(text)
        ]

    def detect_with_scores(self, text: str) -> list[HeadingCandidate]:
        """Every line at or above ``min_score``, with its score and signals (for tuning)."""
        lines = text.split("\n")
        blank_runs = text.count("\n\n")
        # Where blank lines separate every paragraph, "blank line before" says little.
        blank_weight = 1.0 if blank_runs < 0.4 * max(1, len(lines) - blank_runs) else 0.4
        out: list[HeadingCandidate] = []
        lo, hi = self.min_heading_len, self.max_heading_len
        pos = 0
        for i, line in enumerate(lines):
            start = pos
            pos += len(line) + 1
            if not lo <= len(line) <= hi + 40:
                continue
            s = line.strip()
            if not lo <= len(s) <= hi or s[0].islower() or s[-1] in ",;":
                continue
            found = self._score(lines, i, s, blank_weight)
            if found is not None and found[0] >= self.min_score:
                lead = len(line) - len(line.lstrip())
                out.append(HeadingCandidate(start + lead, i, s, found[0], found[1]))
        return out

    def _score(
        self, lines: list[str], i: int, s: str, blank_weight: float
    ) -> tuple[float, tuple[str, ...]] | None:
        prev = lines[i - 1].rstrip() if i > 0 else ""
        nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
        if nxt and nxt[0].islower():
            return None  # the sentence goes on in the next line
        if prev and prev[-1] not in _CLOSED and len(prev) > 60:
            return None  # the wrapped tail of a long line
        if "\t" in s or s.count("  ") >= 2 or _PAGE.match(s) or _SEPARATOR.match(s):
            return None
        score = 0.0
        signals: list[str] = []

        def add(points: float, why: str) -> None:
            nonlocal score
            score += points
            signals.append(why)

        words = s.split()
        if s.isupper() and sum(ch.isalpha() for ch in s) >= 3:
            add(2.0, "all_caps")
        elif sum(1 for w in words if w[0].isupper() or w.lower() in _SMALL) >= 0.7 * len(words):
            add(1.0, "title_case")
        if _NUMBERED.match(s):
            add(1.5, "numbered")
        if s[-1] not in _TERMINAL:
            add(1.0, "no_period")
        elif len(words) > 6:
            add(-2.0, "sentence")
        if not prev.strip():
            add(blank_weight, "blank_before")
        if not nxt:
            add(blank_weight / 2, "blank_after")
        if len(s) < 60:
            add(0.5, "short")
        following = nxt or self._next_content(lines, i + 1)
        if len(following) > max(60, 2 * len(s)):
            add(1.0, "long_next")
        digits = len(_DIGIT.findall(s))
        if digits > 0.3 * len(s):
            add(-2.0, "numeric")
        if len(words) == 1 and len(s) < 5:
            add(-1.0, "terse")
        return score, tuple(signals)

    @staticmethod
    def _next_content(lines: list[str], j: int) -> str:
        for k in range(j, min(j + 3, len(lines))):
            t = lines[k].strip()
            if t:
                return t
        return ""
