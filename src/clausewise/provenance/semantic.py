"""The semantic stage: a value the source states in other words.

An extraction model rarely quotes. "The supplier's liability is capped at the charges paid over
the previous 12 months" is what clause 6.2 says, in none of its words. Token alignment cannot
see that; a sentence embedding can. With an embedder, the tracker embeds the source's passages
once (its sentences, and the parts of a long sentence between semicolons and colons) and, for
a value no earlier stage found, returns the passage closest in meaning, if it is close enough
and passes three checks that an embedding alone gets wrong:

* **numbers and periods**: every number the value states (in figures or words, as the
  normalised stage reads them, with its unit where it is a rate or an amount of money)
  occurs in the passage, and so does every period it counts in: "30 days' notice" never
  resolves to "three months'", nor "billed annually" to "billed monthly";
* **names**: a capitalised word the value uses that the whole source never uses rejects the
  value ("governed by the laws of New York" in a contract under English law);
* **polarity**: the value and the passage both deny, or neither does (an odd number of
  negations; two cancel out). "The Customer may assign the agreement" must not resolve to
  "The Customer shall not assign", nor "Dropbox will seek its fees" to "Dropbox will not seek
  its fees unless ...". Bounds are not denials: "shall not exceed", "no later than",
  "not less than" read as limits, so "capped at the charges paid" still finds "shall not
  exceed the total Charges paid".

A runner-up almost as close in another place (unless it reads the same) makes the value
ambiguous, and it is not resolved: a value the source does not state tends to sit about as
close to several passages on its subject.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ..errors import ConfigError, ProviderError
from ..sentences import sentence_spans
from ..vectors import as_vectors, norm
from .textview import canonical_tokens, raw_tokens

__all__ = ["DEFAULT_THRESHOLD", "Embed", "SemanticIndex", "check_threshold"]

Embed = Callable[[Sequence[str]], Sequence[Sequence[float]]]

DEFAULT_THRESHOLD = 0.7  # cosine similarity, calibrated on all-MiniLM-L6-v2 (benchmarks/)
_MARGIN = 0.04  # a runner-up elsewhere this close makes the value ambiguous
_LONG = 300  # a sentence longer than this is also offered in parts
_MIN_WORDS = 4  # shorter passages (headings, "Schedule 1 Services") are not offered
_MAX_PASSAGE = 2000  # characters kept of a passage for embedding (the model truncates anyway)

# Units a number is stated in that must match with it (rates and money, as textview reads them).
_UNITS = frozenset({"percent", "usd", "eur", "gbp"})
_PERIODS = {
    **dict.fromkeys(("hour", "hours", "hourly"), "hour"),
    **dict.fromkeys(("day", "days", "daily"), "day"),
    **dict.fromkeys(("week", "weeks", "weekly", "fortnight", "fortnightly"), "week"),
    **dict.fromkeys(("month", "months", "monthly"), "month"),
    **dict.fromkeys(("quarter", "quarters", "quarterly"), "quarter"),
    **dict.fromkeys(("year", "years", "yearly", "annual", "annually", "annum"), "year"),
}
# A part of a long sentence: up to a semicolon or a colon that ends a list lead-in.
_PART_END = re.compile(r"[;:](?=\s)")
_NAME = re.compile(r"(?<![\w.])([A-Z][\w’'-]*)")
_WORD = re.compile(r"\w+")
# Bounds written with a negator: a limit, not a denial.
_BOUND = re.compile(
    r"\b(?:not|no)\s+(?:(?:later|earlier|sooner|more|less|fewer|greater|longer|shorter)\s+than"
    r"|to\s+exceed|exceed\w*)\b",
    re.IGNORECASE,
)
_NEGATORS = frozenset(
    {
        "not", "no", "never", "neither", "none", "nothing", "nobody", "cannot",
        "cant", "wont", "dont", "doesnt", "isnt", "arent", "shant", "shouldnt", "mustnt",
        "neednt",
    }
)  # fmt: skip


def check_threshold(threshold: object) -> float:
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float)):
        raise ConfigError(f"semantic_threshold must be a number in (0, 1], got {threshold!r}")
    if not 0.0 < float(threshold) <= 1.0:
        raise ConfigError(f"semantic_threshold must be in (0, 1], got {threshold!r}")
    return float(threshold)


def _denies(text: str) -> bool:
    """Whether ``text`` denies: an odd number of negations ("not", "no", "never", "neither",
    "cannot", "won't", ...). "Nor" carries on a negation ("may not make any commitment nor
    any warranty"), it adds none. "Without", "unless" and "except" are not counted: they carve
    exceptions out of a rule ("governed by California law except for its conflicts rules")
    far more often than they deny it."""
    text = _BOUND.sub(" ", text)
    return sum(tok[1] in _NEGATORS for tok in raw_tokens(text)) % 2 == 1


def _numbers(text: str) -> set[str]:
    """The numbers of ``text``: each alone, and with its unit where it has one ("8 percent",
    "4500 gbp"), so a rate never matches a clause number that happens to read the same."""
    canon = _words(text)
    out: set[str] = set()
    for k, tok in enumerate(canon):
        if tok[0].isdigit():
            out.add(tok)
            if k + 1 < len(canon) and canon[k + 1] in _UNITS:
                out.add(f"{tok} {canon[k + 1]}")
    return out


def _periods(text: str) -> set[str]:
    """The periods ``text`` counts in: "monthly", "a month", "12 months" all read "month"."""
    return {_PERIODS[w] for w in _WORD.findall(text.casefold()) if w in _PERIODS}


def _stated_numbers(text: str) -> set[str]:
    """The numbers a value states, with their units: each must be in the passage."""
    numbers = _numbers(text)
    return {n for n in numbers if " " in n or not any(m.startswith(n + " ") for m in numbers)}


def _names(text: str) -> set[str]:
    """Capitalised words of ``text`` that do not merely start a sentence."""
    out: set[str] = set()
    for m in _NAME.finditer(text):
        before = text[max(0, m.start() - 8) : m.start()]
        lead = before.rstrip(" \t\"“‘'(")
        if m.start() == 0 or not lead or lead[-1] in ".!?\n" or "\n" in before[len(lead) :]:
            continue
        out.add(m.group(1).casefold().rstrip("’'-").removesuffix("’s").removesuffix("'s"))
    return out


def passages(text: str) -> list[tuple[int, int]]:
    """Sentences of ``text``, and the parts of each long one, as ``(start, end)`` spans."""
    out: list[tuple[int, int]] = []
    for s, e in sentence_spans(text):
        if len(text[s:e].split()) >= _MIN_WORDS:
            out.append((s, e))
        if e - s <= _LONG:
            continue
        a = s
        for m in _PART_END.finditer(text, s, e):
            _part(text, a, m.end(), out)
            a = m.end()
        if a > s:
            _part(text, a, e, out)
    return out


def _part(text: str, a: int, b: int, out: list[tuple[int, int]]) -> None:
    while a < b and text[a].isspace():
        a += 1
    if len(text[a:b].split()) >= _MIN_WORDS:
        out.append((a, b))


def _words(text: str) -> list[str]:
    return canonical_tokens(raw_tokens(text))[0]


def _unit(vector: Sequence[float]) -> list[float]:
    length = norm(vector)
    if not length:
        raise ProviderError("the embedder returned a zero or non-finite vector")
    return [x / length for x in vector]


class SemanticIndex:
    """The source's passages and their embeddings (computed on first use)."""

    def __init__(self, source: str, embed: Embed, threshold: float) -> None:
        self.source = source
        self.embed = embed
        self.threshold = threshold
        self.spans = passages(source)
        self._vectors: list[list[float]] | None = None
        self._words = {w.casefold() for w in _WORD.findall(source)}

    def _embed(self, texts: Sequence[str]) -> list[list[float]]:
        # (lists, or arrays of float32 as most models return, checked as the PIC chunker does)
        vectors = [_unit(v) for v in as_vectors(self.embed(list(texts)), len(texts))]
        if self._vectors and vectors and len(vectors[0]) != len(self._vectors[0]):
            raise ProviderError(
                f"embed returned vectors of dimension {len(vectors[0])} for values and "
                f"{len(self._vectors[0])} for the source's passages"
            )
        return vectors

    def vectors(self) -> list[list[float]]:
        if self._vectors is None:
            texts = [self.source[s:e][:_MAX_PASSAGE] for s, e in self.spans]
            self._vectors = self._embed(texts) if texts else []
        return self._vectors

    def find(self, values: Sequence[str]) -> list[tuple[int, int, float] | None]:
        """For each value, the passage it states in other words, with the cosine score."""
        if not values:
            return []
        vectors = self.vectors()
        if not vectors:
            return [None] * len(values)
        queries = self._embed(values)
        return [self._best(v, q, vectors) for v, q in zip(values, queries, strict=True)]

    def _best(
        self, value: str, query: list[float], vectors: list[list[float]]
    ) -> tuple[int, int, float] | None:
        if any(name not in self._words for name in _names(value)):
            return None
        scores = sorted(
            ((sum(map(float.__mul__, query, v)), i) for i, v in enumerate(vectors)),
            reverse=True,
        )
        if scores[0][0] < self.threshold:
            return None
        # The best passage and those about as close: all in one place (a sentence and its
        # parts), or the value is ambiguous. Only that place is checked: when it fails, a
        # weaker passage elsewhere is not a better answer.
        top = self.spans[scores[0][1]]
        near = [(score, i) for score, i in scores if score > scores[0][0] - _MARGIN]
        anchor, top_words = top, None
        for _, i in near:
            s, e = self.spans[i]
            if e <= top[0] or s >= top[1]:
                # Another place. A copy of the same passage is no ambiguity: its earliest
                # occurrence is the answer, as in the exact stage.
                top_words = top_words or _words(self.source[top[0] : top[1]])
                if _words(self.source[s:e]) != top_words:
                    return None
                if s < anchor[0]:
                    anchor = (s, e)
        numbers, periods, denies = _stated_numbers(value), _periods(value), _denies(value)
        for score, i in near:
            if self.spans[i][1] <= anchor[0] or self.spans[i][0] >= anchor[1]:
                continue
            s, e = self.spans[i]
            passage = self.source[s:e]
            if (
                numbers <= _numbers(passage)
                and periods <= _periods(passage)
                and _denies(passage) == denies
            ):
                return s, e, score
        return None
