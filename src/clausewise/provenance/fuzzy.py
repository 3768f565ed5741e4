"""Token alignment for values that differ from the source by more than spelling.

A value with a word left out, added or mistyped still shares most of its tokens, in order,
with its source passage. The index keeps, per canonical token, where it occurs. A lookup votes
with the value's rarest tokens for the offset ("diagonal") at which the value would sit in the
source, aligns the value against the few best-supported windows with :mod:`difflib`, and scores
the result as a weighted Dice coefficient: rare tokens (names, amounts, defined terms) weigh
more than "the" and "shall". Values whose numbers are not all found are rejected outright, so
"sixty days" never resolves to a passage about thirty.
"""

from __future__ import annotations

import heapq
import math
from difflib import SequenceMatcher
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

__all__ = ["Alignment", "FuzzyIndex"]

MIN_TOKENS = 3  # shorter values are too ambiguous to align approximately
ALL_TOKENS = 6  # values shorter than this must have every word matched (or misspelt)
THRESHOLD = 0.8
_MIN_ANCHORS = 3
_MAX_ANCHORS = 12
_PAIR_BUDGET = 1_500  # votes gathered before the anchors stop (unless fewer than the minimum)
_MAX_PAIRS = 8_000
_CANDIDATES = 3
_EDGE = 3  # unmatched tokens at either end of the value that may still pair up


class Alignment(NamedTuple):
    first: int  # first source token of the span
    last: int  # last source token of the span (inclusive)
    score: float


class _Block(NamedTuple):
    a: int  # query token
    b: int  # source token
    size: int


@lru_cache(maxsize=65_536)
def _similar(x: str, y: str) -> bool:
    """Whether two different tokens are plausibly one word misspelt ("royaltes", "royalties")."""
    if x[0].isdigit() or y[0].isdigit() or min(len(x), len(y)) < 4:
        return False
    if x.startswith(y) or y.startswith(x):
        return True
    if abs(len(x) - len(y)) > 0.4 * max(len(x), len(y)):
        return False
    matcher = SequenceMatcher(None, x, y, autojunk=False)
    return matcher.quick_ratio() >= 0.8 and matcher.ratio() >= 0.8


class FuzzyIndex:
    """Positions and weights of a text's canonical tokens."""

    __slots__ = (
        "_bigrams",
        "_doc",
        "_ids",
        "_postings",
        "_prefix",
        "_tokens",
        "_unknown",
        "_vocab",
        "_weights",
        "common",
    )

    def __init__(self, tokens: list[str]) -> None:
        ids: dict[str, int] = {}
        self._tokens = tokens
        self._doc = [ids.setdefault(t, len(ids)) for t in tokens]
        postings: list[list[int]] = [[] for _ in ids]
        for pos, tid in enumerate(self._doc):
            postings[tid].append(pos)
        n = max(1, len(tokens))
        self._ids = ids
        self._postings = postings
        self._weights = [math.log(1 + n / len(p)) for p in postings]
        # A token the source never uses counts like a rare one: it is real evidence against.
        self._unknown = math.log(1 + n / 2)
        # Words at least this frequent (1 token in 100: "the", "shall", "agreement") may be
        # left out at a value's edges without making the span wrong.
        self.common = math.log(1 + 100)
        prefix = [0.0]
        for tid in self._doc:
            prefix.append(prefix[-1] + self._weights[tid])
        self._prefix = prefix
        # Adjacent pairs are far rarer than single words, so they anchor common-word values.
        self._vocab = len(ids)
        bigrams: dict[int, list[int]] = {}
        doc, vocab = self._doc, self._vocab
        for pos in range(len(doc) - 1):
            bigrams.setdefault(doc[pos] * vocab + doc[pos + 1], []).append(pos)
        self._bigrams = bigrams

    def align(self, query: list[str]) -> list[Alignment]:
        """Approximate places of ``query`` in the source that score high enough, best first."""
        if len(query) < MIN_TOKENS or not self._doc:
            return []
        qids = [self._ids.get(t, -1 - k) for k, t in enumerate(query)]
        wq = [self._weights[i] if i >= 0 else self._unknown for i in qids]
        found: list[Alignment] = []
        for lo, hi in self._candidates(qids, wq):
            aligned = self._align_window(query, qids, wq, lo, hi)
            if aligned is not None and aligned.score >= THRESHOLD:
                found.append(aligned)
        return sorted(set(found), key=lambda a: (-a.score, a.first))

    def _candidates(self, qids: list[int], wq: list[float]) -> list[tuple[int, int]]:
        """Diagonal ranges (source position minus query position) the rare tokens agree on."""
        pairs: list[tuple[int, float]] = []
        # The rarest anchors pin the value down best and cost least; stop once enough are in.
        for used, (positions, k, weight) in enumerate(self._anchors(qids, wq)):
            if used >= _MIN_ANCHORS and (used >= _MAX_ANCHORS or len(pairs) > _PAIR_BUDGET):
                break
            pairs.extend([(p - k, weight) for p in positions])
            if len(pairs) > _MAX_PAIRS:
                break
        if not pairs:
            return []
        pairs.sort()
        width = max(2, len(qids) // 5)
        windows: list[tuple[float, int, int]] = []
        right, total = 0, 0.0
        for left, (d_lo, _) in enumerate(pairs):
            while right < len(pairs) and pairs[right][0] - d_lo <= width:
                total += pairs[right][1]
                right += 1
            windows.append((total, -d_lo, pairs[right - 1][0]))
            total -= pairs[left][1]
        chosen: list[tuple[int, int]] = []
        for _, neg_lo, hi in heapq.nlargest(_CANDIDATES * 8, windows):
            lo = -neg_lo
            if all(hi < c_lo - len(qids) or lo > c_hi + len(qids) for c_lo, c_hi in chosen):
                chosen.append((lo, hi))
                if len(chosen) == _CANDIDATES:
                    break
        return chosen

    def _anchors(self, qids: list[int], wq: list[float]) -> list[tuple[list[int], int, float]]:
        """``(source positions, query position, weight)`` of the value's word pairs, rarest
        first, then of its single words if too few pairs occur in the source."""
        vocab, bigrams = self._vocab, self._bigrams
        out: list[tuple[list[int], int, float]] = []
        for k in range(len(qids) - 1):
            a, b = qids[k], qids[k + 1]
            if a >= 0 and b >= 0:
                positions = bigrams.get(a * vocab + b)
                if positions is not None:
                    out.append((positions, k, wq[k] + wq[k + 1]))
        if len(out) < _MIN_ANCHORS:
            out += [(self._postings[t], k, wq[k]) for k, t in enumerate(qids) if t >= 0]
        out.sort(key=lambda anchor: len(anchor[0]))
        return out

    def _align_window(
        self, query: list[str], qids: list[int], wq: list[float], lo: int, hi: int
    ) -> Alignment | None:
        m = len(qids)
        slack = max(2, m // 4)
        start = max(0, lo - slack)
        stop = min(len(self._doc), hi + m + slack)
        matcher = SequenceMatcher(None, qids, self._doc[start:stop], autojunk=False)
        blocks = [_Block(a, b + start, s) for a, b, s in matcher.get_matching_blocks() if s]
        if not blocks:
            return None
        scorer = _Scorer(self, query, qids, wq)
        while len(blocks) > 1:
            now = scorer.score(blocks)
            if scorer.score(blocks[1:]) > now:
                blocks = blocks[1:]
            elif scorer.score(blocks[:-1]) > now:
                blocks = blocks[:-1]
            else:
                break
        return scorer.final(blocks)


class _Scorer:
    """Weighted Dice of an alignment, counting misspelt words in equal-length gaps as matches."""

    def __init__(
        self, index: FuzzyIndex, query: list[str], qids: list[int], wq: list[float]
    ) -> None:
        self.index = index
        self.query = query
        self.qids = qids
        self.wq = wq
        self.total_q = sum(wq)

    def _gaps(self, blocks: list[_Block]) -> list[tuple[int, int]]:
        """Pairs ``(query token, source token)`` of similar words between the blocks."""
        tokens = self.index._tokens
        pairs: list[tuple[int, int]] = []
        for x, y in pairwise(blocks):
            qa, sb = x.a + x.size, x.b + x.size
            if y.a - qa == y.b - sb <= _EDGE:
                pairs += [
                    (qa + k, sb + k)
                    for k in range(y.a - qa)
                    if _similar(self.query[qa + k], tokens[sb + k])
                ]
        first, last = blocks[0], blocks[-1]
        for k in range(1, min(_EDGE, first.a, first.b) + 1):
            if not _similar(self.query[first.a - k], tokens[first.b - k]):
                break
            pairs.append((first.a - k, first.b - k))
        qa, sb = last.a + last.size, last.b + last.size
        for k in range(min(_EDGE, len(self.query) - qa, len(tokens) - sb)):
            if not _similar(self.query[qa + k], tokens[sb + k]):
                break
            pairs.append((qa + k, sb + k))
        return pairs

    def _measure(self, blocks: list[_Block], gaps: bool = True) -> tuple[float, int, int, set[int]]:
        weights, prefix, doc = self.index._weights, self.index._prefix, self.index._doc
        matched_q: set[int] = set()
        weight = 0.0
        for blk in blocks:
            matched_q.update(range(blk.a, blk.a + blk.size))
            weight += 2 * (prefix[blk.b + blk.size] - prefix[blk.b])
        first, last = blocks[0].b, blocks[-1].b + blocks[-1].size - 1
        for qk, sk in self._gaps(blocks) if gaps else ():
            matched_q.add(qk)
            weight += self.wq[qk] + weights[doc[sk]]
            first, last = min(first, sk), max(last, sk)
        span = prefix[last + 1] - prefix[first]
        return weight / (self.total_q + span), first, last, matched_q

    def score(self, blocks: list[_Block]) -> float:
        """The score without misspelt pairs: enough to decide which edge blocks to trim."""
        return self._measure(blocks, gaps=False)[0]

    def final(self, blocks: list[_Block]) -> Alignment | None:
        """The alignment, unless what the value says and the passage does not rules it out."""
        score, first, last, matched = self._measure(blocks)
        if len(self.query) < ALL_TOKENS and len(matched) < len(self.query):
            return None  # a short value missing a word is a different value
        lo, hi = min(matched), max(matched)
        for k, tok in enumerate(self.query):
            if k in matched:
                continue
            if tok[0].isdigit() or self.qids[k] < 0:
                return None  # a number, or a word the source never uses: not this passage
            if (k < lo or k > hi) and self.wq[k] > self.index.common:
                return None  # the span would not cover a telling word of the value
        return Alignment(first, last, score)
