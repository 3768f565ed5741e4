"""HeadingDetector: find heading lines by their shape, without a model.

A line is scored only if it could be a heading at all: short, not starting in lower case, not
ending in a comma, a semicolon or a lower-case word and a period, not continued by a lower-case
next line, not the wrapped tail of a long previous line, and not repeated three times or more
(a running header or footer). Survivors collect points for what headings look like (capitals,
title case, a numbering or section word, no closing period, space around them, a longer line
after them) and lose points for what body text looks like (a full sentence, many digits).
Lines scoring at least ``min_score`` become split points.

Candidates come from one regex pass over the text; Python looks only at short lines.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Container
from dataclasses import dataclass

from ..errors import ConfigError
from .detectors import Annotation, BoundaryDetector, SplitPoint

__all__ = ["HeadingCandidate", "HeadingDetector"]

_NUMBERED = re.compile(
    r"(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVXLC]{1,6}\.|[A-Z]\.)\s+[A-Z]"
    r"|(?i:article|section|chapter|part|item|schedule|exhibit|annex|appendix|title|note)\s+\w"
)
# Never a heading: a page number ("- 3 -", "Page 2 of 9") or a rule. Only ever .match()ed at
# a line's start, where the look-behinds pass; elsewhere they turn away a start inside a run
# of dashes, blanks or symbols, which would rescan the rest of the run ("page\s" is
# "page\s+" without the blanks it shares with the dash run after it).
_NOT_HEADING = re.compile(
    r"(?:(?i:page)\s|(?<![-–—\s]))[-–—\s]*\d{1,4}(?:\s+of\s+\d{1,4})?[-–—\s]*$|(?<![\W_])[\W_]+$"
)
# A word in lower case that title case would capitalise (after a space: a scored line never
# starts in lower case). Led by "\s", so the engine skips to spaces at C speed.
_LOWER_WORD = re.compile(
    r"\s(?!(?:a|an|and|as|at|by|for|from|in|into|of|on|or|the|to|with|vs)\b)[a-z]"
)
_DIGIT = re.compile(r"\d")
_NONBLANK = re.compile(r"\S")
_RUN_ON = re.compile(r"[a-z]\.$")
_TERMINAL = ".!?"
_CLOSED = ".:;!?)\"'”’]"
_REPEATED = 3  # a line seen this often is a running header or footer


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
        return self.split_points(text)

    def split_points(
        self, text: str, skip: Container[int] = (), line_numbers: bool = True
    ) -> list[Annotation]:
        """:meth:`detect`, leaving out the lines starting at a position in ``skip`` (lines a
        caller already has as boundaries: they are not scored at all); with
        ``line_numbers=False`` every ``line_number`` is 0 (no count of the lines)."""
        found = self._found(text, False, skip)
        lines = _line_numbers(text, found) if line_numbers else [0] * len(found)
        level = self.level
        return [
            SplitPoint(a, n, f"heading: {s[:60]}", level)
            for (a, s, _, _), n in zip(found, lines, strict=True)
        ]

    def detect_with_scores(self, text: str) -> list[HeadingCandidate]:
        """Every line at or above ``min_score``, with its score and signals (for tuning)."""
        found = self._found(text, True)
        lines = _line_numbers(text, found)
        return [
            HeadingCandidate(a, n, s, score, why)
            for (a, s, score, why), n in zip(found, lines, strict=True)
        ]

    def _found(
        self, text: str, explain: bool, skip: Container[int] = ()
    ) -> list[tuple[int, str, float, tuple[str, ...]]]:
        """``(position, line, score, signals)`` of the lines scoring at least ``min_score``."""
        sample = text[:_SAMPLE]
        blank_runs = sample.count("\n\n")
        n_lines = sample.count("\n") + 1
        # Where blank lines separate every paragraph, "blank line before" says little.
        blank_weight = 1.0 if blank_runs < 0.4 * max(1, n_lines - blank_runs) else 0.4
        cands = self._candidates(text)
        seen = Counter(s for _, s in cands)  # counted in C
        found: list[tuple[int, str, float, tuple[str, ...]]] = []
        lo, hi, floor = self.min_heading_len, self.max_heading_len, self.min_score
        for a, s in cands:
            if not lo <= len(s) <= hi or s[0].islower() or seen[s] >= _REPEATED or a in skip:
                continue
            scored = _score(text, a, s, blank_weight, explain, floor)
            if scored is not None and scored[0] >= floor:
                found.append((a, s, scored[0], scored[1]))
        return found

    def _candidates(self, text: str) -> list[tuple[int, str]]:
        """``(start, stripped line)`` of the lines that could be headings.

        One regex pass; the look-ahead capture read back with ``\\1`` cannot backtrack, so a
        long line costs one bounded read."""
        width = self.max_heading_len + 40
        rx = _CANDIDATES.get(width)
        if rx is None:
            rx = _CANDIDATES[width] = re.compile(
                # A line too long to read is turned away before it is read twice.
                rf"\n[ \t]*(?=[^\sa-z])(?![^\n]{{{width + 1}}})(?=([^\n]{{1,{width}}}))\1"
                r"(?<![,;])(?<![a-z]\.)"
                r"(?=\n(?![ \t]*[a-z])|\Z)"
            )
        out = [(m.start(1), m.group(1).rstrip()) for m in rx.finditer(text)]
        end = text.find("\n")
        first = text[: len(text) if end < 0 else end]  # the one line with no "\n" before it
        s = first.strip()
        if s and len(first) <= width and s[-1] not in ",;" and not _RUN_ON.search(s):
            out.insert(0, (len(first) - len(first.lstrip()), s))
        return out


def _line_numbers(text: str, found: list[tuple[int, str, float, tuple[str, ...]]]) -> list[int]:
    """The 0-based line number of each found position (in order)."""
    out: list[int] = []
    line_no, counted = 0, 0
    for a, *_ in found:
        line_no += text.count("\n", counted, a)
        counted = a
        out.append(line_no)
    return out


_CANDIDATES: dict[int, re.Pattern[str]] = {}
_SAMPLE = 10_000  # characters used to measure how blank-line-separated the text is


def _score(
    text: str, a: int, s: str, blank_weight: float, explain: bool, floor: float
) -> tuple[float, tuple[str, ...]] | None:
    """Score the line ``s`` starting at ``a``; ``None`` when it cannot reach ``floor``.

    The line's own signals come first, so most lines are dismissed before their neighbours
    are read. One function with the signals inline: it runs on every candidate line."""
    if "\t" in s or ("  " in s and s.count("  ") >= 2):
        return None  # a row of columns
    # A page number or a rule starts with "p", a dash, a digit or a symbol: test only those.
    if (not s[0].isalpha() or s[0] in "pP") and _NOT_HEADING.match(s):
        return None  # a page number, a rule
    n = len(s)
    n_words = s.count(" ") + 1
    why: list[str] = []
    score = 0.0
    if s.isupper() and n >= 3:
        score = 2.0
        why.append("all_caps")
    elif len(_LOWER_WORD.findall(s)) <= 0.3 * n_words:
        score = 1.0
        why.append("title_case")
    if _NUMBERED.match(s):
        score += 1.5
        why.append("numbered")
    sentence = False
    if s[-1] not in _TERMINAL:
        score += 1.0
        why.append("no_period")
    elif n_words > 6:
        sentence = True
        why.append("sentence")
    if n < 60:
        score += 1.0
        why.append("short")
    if score + 1.5 * blank_weight + 1.0 < floor:
        return None  # the rest only takes points away, and the surroundings add at most that
    if sentence:
        score -= 2.0
    if n_words == 1 and n < 5:
        score -= 1.0
        why.append("terse")
    if len(_DIGIT.findall(s)) > 0.3 * n:
        score -= 2.0
        why.append("numeric")
    if score + 1.5 * blank_weight + 1.0 < floor:
        return None  # even the best surroundings would not make it a heading
    ls = text.rfind("\n", 0, a) + 1
    prev = text[text.rfind("\n", 0, ls - 1) + 1 : ls - 1].rstrip() if ls > 0 else ""
    if prev and len(prev) > 60 and prev[-1] not in _CLOSED:
        return None  # the wrapped tail of a long line
    b = a + n
    e = text.find("\n", b + 1)
    nxt = text[b + 1 : len(text) if e < 0 else e].strip() if b < len(text) else ""
    following = nxt
    if not nxt:
        q = _NONBLANK.search(text, b)
        if q is not None:
            e = text.find("\n", q.start())
            following = text[q.start() : len(text) if e < 0 else e]
    if not prev:
        score += blank_weight
        why.append("blank_before")
    if not nxt:
        score += blank_weight / 2
        why.append("blank_after")
    if len(following) > max(60, 2 * n):
        score += 1.0
        why.append("long_next")
    return score, tuple(why) if explain else ()
