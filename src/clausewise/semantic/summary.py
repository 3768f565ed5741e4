"""The document summary PIC compares every sentence with: the prompt, the excerpt the LLM
reads for a long document, and the extractive stand-in used when no LLM is configured."""

from __future__ import annotations

import string
from bisect import bisect_left
from collections.abc import Sequence
from operator import mul

from ..errors import ConfigError
from ..vectors import norm

__all__ = [
    "EXCERPT_PIECES",
    "SUMMARY_PROMPT",
    "build_prompt",
    "check_prompt",
    "excerpt",
    "extractive_summary",
]

# The summarizer prompt of Wang et al. (Findings of ACL 2025), Appendix C, followed by our
# request to answer in the document's language (the paper worked on English only).
SUMMARY_PROMPT = (
    "Read this passage:\n{text}\n"
    "Write a summary for this passage. Your summary should be concise and informative. "
    "Give the summary directly, without any other text.\n"
    "The summary must be in the passage's own language (language code: {language})."
)

EXCERPT_PIECES = 8  # evenly spread runs of sentences a long document is reduced to
_MIN_PIECE_CHARS = 500  # below this a run says too little; use fewer runs instead
_GAP = "\n\n[...]\n\n"  # between runs, so the LLM sees that text was left out

# Extractive mode: the sentences nearest the centroid, up to these limits, in text order.
EXTRACTIVE_SENTENCES = 5
EXTRACTIVE_MAX_CHARS = 1000
_MIN_WORDS = 6  # headings and list labels are central to nothing


def check_prompt(prompt: object) -> str:
    """Validate a summary prompt: a str using ``{text}`` and optionally ``{language}``."""
    if not isinstance(prompt, str):
        raise ConfigError(f"summary_prompt must be a str, got {type(prompt).__name__}")
    try:
        names = {f for _, f, _, _ in string.Formatter().parse(prompt) if f is not None}
    except ValueError as exc:
        raise ConfigError(f"summary_prompt is not a valid format string: {exc}") from None
    unknown = names - {"text", "language"}
    if unknown or "text" not in names:
        raise ConfigError(
            "summary_prompt must contain the placeholder {text} and may contain {language}; "
            f"no others (write literal braces as {{{{ and }}}}), found {sorted(names)}"
        )
    return prompt


def build_prompt(template: str, text: str, language: str) -> str:
    return template.format(text=text, language=language)


def excerpt(text: str, sentences: Sequence[tuple[int, int]], max_chars: int | None) -> str:
    """What the LLM reads: the whole text, or evenly spread runs of whole sentences.

    A text longer than ``max_chars`` is reduced to up to :data:`EXCERPT_PIECES` runs, one
    starting at the first sentence at or after each ``k/n`` of the text, each taking whole
    sentences up to its share of ``max_chars``; the runs are joined with a ``[...]`` line and
    the result is never longer than ``max_chars``. A single sentence longer than a run's share
    is cut at that share.
    """
    if max_chars is None or len(text) <= max_chars or not sentences:
        return text
    pieces = max(1, min(EXCERPT_PIECES, max_chars // _MIN_PIECE_CHARS))
    share = (max_chars - len(_GAP) * (pieces - 1)) // pieces
    if share < 1:
        pieces, share = 1, max_chars
    starts = [a for a, _ in sentences]
    n = len(sentences)
    anchors = sorted(
        {min(bisect_left(starts, k * len(text) // pieces), n - 1) for k in range(pieces)}
    )
    runs: list[str] = []
    for k, first in enumerate(anchors):
        stop = anchors[k + 1] if k + 1 < len(anchors) else n
        a = sentences[first][0]
        z = a
        j = first
        while j < stop and sentences[j][1] - a <= share:
            z = sentences[j][1]
            j += 1
        runs.append(text[a:z] if z > a else text[a : a + share])
    return _GAP.join(runs)


def extractive_summary(sentences: Sequence[str], vectors: Sequence[Sequence[float]]) -> str:
    """A summary made of the document's own most central sentences (no LLM).

    Every sentence vector is scaled to unit length; their mean is the document's centroid.
    The sentences of at least six words most similar to it are taken, best first, up to
    :data:`EXTRACTIVE_SENTENCES` sentences and :data:`EXTRACTIVE_MAX_CHARS` characters (the
    best one always), and joined in document order with their whitespace collapsed.
    """
    units = []
    for v in vectors:
        n = norm(v)
        units.append([x / n for x in v] if n else list(v))
    centroid = [sum(col) for col in zip(*units, strict=True)]
    scores = [sum(map(mul, u, centroid)) for u in units]
    words = [s.split() for s in sentences]
    eligible = [i for i, w in enumerate(words) if len(w) >= _MIN_WORDS] or list(range(len(words)))
    chosen: list[int] = []
    total = 0
    for i in sorted(eligible, key=lambda i: (-scores[i], i)):
        size = len(" ".join(words[i]))
        if chosen and total + size > EXTRACTIVE_MAX_CHARS:
            continue
        chosen.append(i)
        total += size + 1
        if len(chosen) == EXTRACTIVE_SENTENCES:
            break
    return " ".join(" ".join(words[i]) for i in sorted(chosen))
