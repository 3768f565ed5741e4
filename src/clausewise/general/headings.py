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
_NONBLANK = re.compile(r"\S")
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
        blank_runs = text.count("\n\n")
        n_lines = text.count("\n") + 1
        # Where blank lines separate every paragraph, "blank line before" says little.
        blank_weight = 1.0 if blank_runs < 0.4 * max(1, n_lines - blank_runs) else 0.4
        out: list[HeadingCandidate] = []
        line_no, counted = 0, 0
        for a, line in self._candidates(text):
            s = line.rstrip()
            if not self.min_heading_len <= len(s) <= self.max_heading_len or s[0].islower():
                continue
            found = _score(text, a, a + len(s), s, blank_weight)
            if found is not None and found[0] >= self.min_score:
                line_no += text.count("\n", counted, a)
                counted = a
                out.append(HeadingCandidate(a, line_no, s, found[0], found[1]))
        return out

    def _candidates(self, text: str) -> list[tuple[int, str]]:
        """``(start, line)`` of short lines not starting in lower case, not ending in "," or
        ";" and not continued by a lower-case line, found by one regex pass. The look-ahead
        capture read back with ``\\1`` cannot backtrack, so a long line costs one bounded
        read."""
        width = self.max_heading_len + 40
        rx = _CANDIDATES.get(width)
        if rx is None:
            rx = _CANDIDATES[width] = re.compile(
                rf"\n[ \t]*(?=[^\sa-z])(?=([^\n]{{1,{width}}}))\1(?<![,;])"
                r"(?=\n(?![ \t]*[a-z])|\Z)"
            )
        out = [(m.start(1), m.group(1)) for m in rx.finditer(text)]
        first = _line_at(text, 0)  # the one line without a "\n" before it
        s = first.strip()
        if s and len(first) <= width and s[-1] not in ",;":
            out.insert(0, (len(first) - len(first.lstrip()), s))
        return out


_CANDIDATES: dict[int, re.Pattern[str]] = {}


def _line_at(text: str, start: int) -> str:
    end = text.find("\n", start)
    return text[start : len(text) if end < 0 else end]


def _score(
    text: str, a: int, b: int, s: str, blank_weight: float
) -> tuple[float, tuple[str, ...]] | None:
    """Score the line ``text[a:b]`` (stripped: ``s``); ``None`` when it cannot be a heading."""
    ls = text.rfind("\n", 0, a) + 1
    prev = text[text.rfind("\n", 0, ls - 1) + 1 : ls - 1].rstrip() if ls > 0 else ""
    if prev and prev[-1] not in _CLOSED and len(prev) > 60:
        return None  # the wrapped tail of a long line
    if "\t" in s or s.count("  ") >= 2 or _PAGE.match(s) or _SEPARATOR.match(s):
        return None
    nxt = _line_at(text, b + 1).strip() if b < len(text) else ""
    following = nxt
    if not nxt:
        q = _NONBLANK.search(text, b)
        following = _line_at(text, q.start()).strip() if q is not None else ""
    words = s.split()
    signals: list[str] = []
    score = 0.0
    for points, why in _signals(s, words, prev, nxt, following, blank_weight):
        score += points
        signals.append(why)
    return score, tuple(signals)


def _signals(
    s: str, words: list[str], prev: str, nxt: str, following: str, blank_weight: float
) -> list[tuple[float, str]]:
    out: list[tuple[float, str]] = []
    if s.isupper() and sum(ch.isalpha() for ch in s) >= 3:
        out.append((2.0, "all_caps"))
    elif sum(1 for w in words if w[0].isupper() or w.lower() in _SMALL) >= 0.7 * len(words):
        out.append((1.0, "title_case"))
    if _NUMBERED.match(s):
        out.append((1.5, "numbered"))
    if s[-1] not in _TERMINAL:
        out.append((1.0, "no_period"))
    elif len(words) > 6:
        out.append((-2.0, "sentence"))
    if not prev.strip():
        out.append((blank_weight, "blank_before"))
    if not nxt:
        out.append((blank_weight / 2, "blank_after"))
    if len(s) < 60:
        out.append((0.5, "short"))
    if len(following) > max(60, 2 * len(s)):
        out.append((1.0, "long_next"))
    if len(_DIGIT.findall(s)) > 0.3 * len(s):
        out.append((-2.0, "numeric"))
    if len(words) == 1 and len(s) < 5:
        out.append((-1.0, "terse"))
    return out
