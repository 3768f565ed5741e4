"""From sentence similarities to chunk spans: threshold, runs, long splits, short merges.

1. A sentence is relevant when its similarity to the summary is at or above the mean.
2. Each run of neighbouring sentences with the same flag is one group (the paper's method).
3. A group longer than ``max_length`` is cut at sentence starts into the fewest pieces that
   fit, made as equal as possible; a single sentence longer than ``max_length`` is cut further
   at the packer's sub-sentence cascade (paragraph, ``;``/``:``, enumerator, line, word).
4. With ``min_length`` set, a chunk shorter than it merges into the neighbour whose mean
   similarity is closest to its own (the other one if that would exceed ``max_length``).

Sizes are measured on the exact chunk text, whitespace between sentences included.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..boundaries import DEFAULT_CASCADE
from ..document import Boundary, Level
from ..packing import pack
from ..sizing import CharSizer, Sizer

__all__ = ["Planned", "Planner"]

# Sentences are given to the packer as explicit boundaries; inside one sentence it goes on
# with the rest of the cascade.
_SUB_SENTENCE = tuple(s for s in DEFAULT_CASCADE if s.level != Level.SENTENCE)
_TOLERANCE = 1e-12  # a similarity equal to the mean but for rounding counts as at the mean
_BALANCE_SLACK = 0.01  # stop narrowing the piece size within 1% of the limit


@dataclass(frozen=True, slots=True)
class Planned:
    """A chunk body ``text[start:end]`` covering sentences ``first`` to ``stop`` (exclusive)."""

    start: int
    end: int
    first: int
    stop: int


class Planner:
    """Plans the chunks of one document from its sentences and their similarities."""

    def __init__(
        self,
        text: str,
        sentences: Sequence[tuple[int, int]],
        similarities: Sequence[float],
        length: Callable[[str], int],
        max_length: int | None,
        min_length: int,
    ) -> None:
        self.text = text
        self.sentences = sentences
        self.starts = [a for a, _ in sentences]
        self.sims = similarities
        mean = math.fsum(similarities) / len(similarities)
        self.flags = [s >= mean - _TOLERANCE for s in similarities]
        self.prefix = [0.0]
        for s in similarities:
            self.prefix.append(self.prefix[-1] + s)
        self.by_chars = length is len
        self.length = length
        self.sizer: Sizer = CharSizer() if self.by_chars else length
        self.max_length = max_length
        self.min_length = min_length

    # -- measures ------------------------------------------------------------------------

    def size(self, a: int, z: int) -> int:
        return z - a if self.by_chars else self.length(self.text[a:z])

    def fits(self, a: int, z: int) -> bool:
        return self.max_length is None or self.size(a, z) <= self.max_length

    def similarity(self, p: Planned) -> float:
        """Mean similarity of the chunk's sentences."""
        return (self.prefix[p.stop] - self.prefix[p.first]) / (p.stop - p.first)

    def relevant(self, p: Planned) -> bool:
        """Do relevant sentences make up at least half of the chunk's text (in characters)?"""
        rel = total = 0
        for i in range(p.first, p.stop):
            a, b = self.sentences[i]
            overlap = min(b, p.end) - max(a, p.start)
            if overlap > 0:
                total += overlap
                rel += overlap if self.flags[i] else 0
        return 2 * rel >= total

    # -- the plan ------------------------------------------------------------------------

    def plan(self) -> list[Planned]:
        pieces = [p for g in self.runs() for p in self.fit(g)]
        return self.merge_short(pieces) if self.min_length > 0 else pieces

    def runs(self) -> list[Planned]:
        out: list[Planned] = []
        first = 0
        n = len(self.flags)
        for i in range(1, n + 1):
            if i == n or self.flags[i] != self.flags[first]:
                out.append(Planned(self.sentences[first][0], self.sentences[i - 1][1], first, i))
                first = i
        return out

    def fit(self, group: Planned) -> list[Planned]:
        if self.fits(group.start, group.end):
            return [group]
        return [self.planned(a, z) for a, z in self.split_evenly(group)]

    def planned(self, a: int, z: int) -> Planned:
        first = bisect_right(self.starts, a) - 1
        last = bisect_right(self.starts, z - 1) - 1
        return Planned(a, z, first, last + 1)

    def split_evenly(self, g: Planned) -> list[tuple[int, int]]:
        """Cut a group into the fewest pieces that fit, with the smallest largest piece.

        The packer fills greedily, which gives the fewest pieces for a limit; searching for
        the smallest limit that still gives that many pieces makes them near-equal. The limit
        never drops below the largest sentence that fits, so no such sentence is cut.
        """
        assert self.max_length is not None
        bounds = [Boundary(self.starts[i], Level.SENTENCE) for i in range(g.first + 1, g.stop)]

        def run(cap: int) -> list[tuple[int, int]]:
            pieces = pack(
                self.text, bounds, cap, self.sizer, start=g.start, end=g.end, cascade=_SUB_SENTENCE
            )
            return [(p.start, p.end) for p in pieces]

        best = run(self.max_length)
        k = len(best)
        if k <= 1:
            return best
        sizes = [self.size(*self.sentences[i]) for i in range(g.first, g.stop)]
        largest = max((s for s in sizes if s <= self.max_length), default=1)
        lo = max(1, largest, math.ceil(self.size(g.start, g.end) / k))
        hi = self.max_length
        slack = max(1, int(self.max_length * _BALANCE_SLACK))
        while hi - lo > slack:
            mid = (lo + hi) // 2
            pieces = run(mid)
            if len(pieces) <= k:
                best, hi = pieces, mid
            else:
                lo = mid + 1
        return best

    def merge_short(self, chunks: list[Planned]) -> list[Planned]:
        """Merge each chunk under ``min_length`` into its most similar neighbour that fits."""
        out: list[Planned] = []
        todo = deque(chunks)
        while todo:
            c = todo.popleft()
            if self.size(c.start, c.end) >= self.min_length:
                out.append(c)
                continue
            merged = self._merge(out[-1] if out else None, c, todo[0] if todo else None)
            if merged is None:
                out.append(c)
                continue
            side, m = merged
            if side < 0:
                out.pop()
            else:
                todo.popleft()
            todo.appendleft(m)  # looked at again: it may still be short
        return out

    def _merge(
        self, left: Planned | None, c: Planned, right: Planned | None
    ) -> tuple[int, Planned] | None:
        sim = self.similarity(c)
        options: list[tuple[float, int, Planned]] = []
        if left is not None:
            options.append((abs(self.similarity(left) - sim), -1, _join(left, c)))
        if right is not None:
            options.append((abs(self.similarity(right) - sim), 1, _join(c, right)))
        for _, side, m in sorted(options, key=lambda o: (o[0], o[1])):
            if self.fits(m.start, m.end):
                return side, m
        return None


def _join(a: Planned, b: Planned) -> Planned:
    return Planned(a.start, b.end, a.first, max(a.stop, b.stop))
