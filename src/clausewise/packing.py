"""The one packer: fit ranked boundaries to a capacity.

Every chunker ends here. Given the text, explicit boundaries (structure, presets, detectors),
and a capacity measured by a sizer, :func:`pack` returns chunk spans that

* follow the strongest boundaries available: a range that does not fit is split at the
  strongest level present inside it, then each piece is handled the same way, down the text
  cascade (paragraph, sentence, semicolon, enumerator, line, word);
* never cross a boundary at or above ``hard_level`` (top-level clauses);
* start a new chunk at every ``split`` boundary, merging an undersized piece (below
  ``min_size``) only with an adjacent sibling, and otherwise fill chunks greedily;
* never cut inside a glue interval (a heading and the start of its body) or a keep-together
  region unless nothing else is possible;
* cut inside a word only when a single word exceeds the capacity (logged once).

Chunk bodies are trimmed of surrounding whitespace, ordered and disjoint; every non-whitespace
character of ``text[start:end]`` lies in exactly one body. Work is linear in the text: each
level of the cascade scans a range at most once, and only ranges that do not fit are scanned.
"""

from __future__ import annotations

import logging
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from operator import attrgetter

from .boundaries import DEFAULT_CASCADE, Splitter
from .document import Boundary, KeepTogether, Level
from .errors import ConfigError
from .packing_cascade import Piece, TextCascade
from .sizing import CharSizer, LengthSizer, Sizer, TokenEstimate

__all__ = ["Piece", "pack"]

log = logging.getLogger("clausewise")

# prefix(pos) -> candidate headers for a chunk starting at pos, most informative first.
Prefix = Callable[[int], "Sequence[str]"]

_SPACE_RUN = re.compile(r"\s*")
_POS_LEVEL = attrgetter("pos", "level")  # the boundary order, read in C


# A sibling's pieces while merging: the first piece as fields (start, end, level, label,
# forced) and its remaining pieces, or None when it is a single piece not built yet.
_Entry = tuple[int, int, int, str, bool, "list[Piece] | None"]


def _entry(pieces: list[Piece]) -> _Entry:
    first = pieces[0]
    return (first.start, first.end, first.level, first.label, first.forced, pieces[1:] or None)


def pack(
    text: str,
    boundaries: Sequence[Boundary],
    capacity: int,
    sizer: Sizer,
    *,
    start: int = 0,
    end: int | None = None,
    min_size: int = 0,
    hard_level: int = Level.DOCUMENT,
    glue: Sequence[tuple[int, int]] = (),
    keep_together: Sequence[KeepTogether] = (),
    cascade: Sequence[Splitter] = DEFAULT_CASCADE,
    prefix: Prefix | None = None,
) -> list[Piece]:
    """Split ``text[start:end]`` into chunk bodies of at most ``capacity`` sizer units.

    ``boundaries`` need not be sorted. ``glue`` holds intervals ``(a, b)``: no cut at a
    position ``p`` with ``a < p <= b``. ``prefix(pos)`` returns candidate texts to prepend to a
    chunk starting at ``pos`` (ancestor headings), most informative first; the header counts
    against the capacity, and each chunk gets the first candidate with which it fits (so a long
    sentence keeps its place whole with a shorter header rather than being cut mid-way).
    """
    if not isinstance(capacity, int) or capacity < 1:
        raise ConfigError(f"capacity must be a positive int, got {capacity!r}")
    stop = len(text) if end is None else end
    packer = _Packer(
        text,
        boundaries,
        capacity,
        sizer,
        min_size,
        hard_level,
        glue,
        keep_together,
        cascade,
        prefix,
    )
    return packer.run(start, stop)


class _Packer(TextCascade):
    def __init__(
        self,
        text: str,
        boundaries: Sequence[Boundary],
        capacity: int,
        sizer: Sizer,
        min_size: int,
        hard_level: int,
        glue: Sequence[tuple[int, int]],
        keep_together: Sequence[KeepTogether],
        cascade: Sequence[Splitter],
        prefix: Prefix | None,
    ) -> None:
        self.text = text
        # A boundary at or above the hard level always starts a chunk.
        self.bounds = sorted(
            (
                Boundary(b.pos, b.level, True, b.label) if b.level <= hard_level else b
                for b in boundaries
            ),
            key=_POS_LEVEL,
        )
        self.positions = [b.pos for b in self.bounds]
        self.cap = capacity
        self.sizer = sizer
        self.by_length = sizer.size_of_length if isinstance(sizer, LengthSizer) else None
        self.min_size = min_size
        self.hard = hard_level
        self.glue = _merge_intervals(glue)
        self.glue_starts = [a for a, _ in self.glue]
        self.region_fits: dict[int, bool] = {}
        self.regions = sorted((r for r in keep_together if r.end > r.start), key=lambda r: r.start)
        self.region_starts = [r.start for r in self.regions]
        self.cascade = tuple(cascade)
        self.prefix = prefix
        self.warned = False
        self.lengths: dict[int, int] = {}
        # Spans and chunk starts are measured repeatedly while merging: remember them.
        self.measured: dict[tuple[int, int], tuple[int, str]] = {}
        self.heads: dict[int, Sequence[str]] = {}
        self.plain = self.by_length if prefix is None else None
        # Characters and the chars/4 estimate grow with the length: below this many
        # characters a span always fits, with no call to the sizer.
        self.fast_len = (
            self.max_length(capacity)
            if self.plain is not None and isinstance(sizer, (CharSizer, TokenEstimate))
            else -1
        )

    # -- measuring -------------------------------------------------------------------------

    def measure(self, s: int, e: int) -> tuple[int, str]:
        """Size of the chunk ``[s, e)`` with the best header that fits (else the last one)."""
        key = (s, e)
        found = self.measured.get(key)
        if found is None:
            found = self.measured[key] = self._measure(s, e)
        return found

    def _heads(self, s: int) -> Sequence[str]:
        if self.prefix is None:
            return ("",)
        heads = self.heads.get(s)
        if heads is None:
            heads = self.heads[s] = self.prefix(s)
        return heads

    def _measure(self, s: int, e: int) -> tuple[int, str]:
        heads = self._heads(s)
        size = 0
        for head in heads:
            if self.by_length is not None:
                size = self.by_length(len(head) + e - s)
            else:
                size = self.sizer(head + self.text[s:e])
            if size <= self.cap:
                return size, head
        return size, heads[-1] if heads else ""

    def size(self, s: int, e: int) -> int:
        if self.plain is not None:  # no header, length sizer: cheaper than any cache
            return self.plain(e - s)
        return self.measure(s, e)[0]

    def piece(self, s: int, e: int, level: int, label: str, forced: bool = False) -> Piece:
        if self.plain is not None:
            return Piece(s, e, level, label, forced)
        return Piece(s, e, level, label, forced, self.measure(s, e)[1])

    def fits(self, s: int, e: int) -> bool:
        if e - s <= self.fast_len:
            return True  # a known monotonic length sizer and no header: compare lengths
        if self.size(s, e) <= self.cap:
            return True
        region = self._region_at(s)
        return (
            region is not None
            and e <= region.end
            and self.whole(region)  # a region too large to keep is split like any text
            and self.size(s, e) <= int(self.cap * region.overshoot)
        )

    def whole(self, region: KeepTogether) -> bool:
        """Can ``region`` be kept in one chunk (within its overshoot)?"""
        found = self.region_fits.get(region.start)
        if found is None:
            size = self.size(region.start, region.end)
            found = self.region_fits[region.start] = size <= int(self.cap * region.overshoot)
        return found

    def _region_at(self, pos: int) -> KeepTogether | None:
        if not self.regions:
            return None
        i = bisect_right(self.region_starts, pos) - 1
        if i >= 0 and self.regions[i].start <= pos < self.regions[i].end:
            return self.regions[i]
        return None

    def allowed(self, p: int) -> bool:
        """May a chunk start at ``p``? Not inside glue, nor inside a keep-together region that
        could fit whole."""
        if self.glue:
            i = bisect_left(self.glue_starts, p) - 1
            if i >= 0 and p <= self.glue[i][1]:
                return False
        region = self._region_at(p)
        if region is None or region.start == p:
            return True
        return not self.whole(region)

    # -- the recursion ---------------------------------------------------------------------

    def trim(self, s: int, e: int) -> tuple[int, int]:
        text = self.text
        if s < e and text[s].isspace():
            s = _SPACE_RUN.match(text, s, e).end()  # type: ignore[union-attr]
        stop = max(s, e - 8)
        while e > stop and text[e - 1].isspace():
            e -= 1
        while e > s and text[e - 1].isspace():
            # A long blank run (padded lines): look back in windows, not char by char.
            window = text[max(s, e - 256) : e]
            kept = len(window.rstrip())
            e -= len(window) - kept
            if kept:
                break
        return s, e

    def run(self, start: int, end: int) -> list[Piece]:
        s, e = self.trim(start, end)
        if s >= e:
            return []
        # Whether a boundary may start a chunk never changes: decide it once, not per level.
        self.bounds = [b for b in self.bounds if self.allowed(b.pos)]
        self.positions = [b.pos for b in self.bounds]
        self.splits = [0]  # self.splits[i]: how many of the first i boundaries split
        for b in self.bounds:
            self.splits.append(self.splits[-1] + b.split)
        return self.pack_range(s, e, Level.DOCUMENT, "start")

    def pack_range(self, s: int, e: int, level: int, label: str) -> list[Piece]:
        lo = bisect_right(self.positions, s)
        hi = bisect_left(self.positions, e)
        if lo == hi:
            if self.fits(s, e):
                return [self.piece(s, e, level, label)]
            return self.cascade_range(s, e, 0, level, label)
        if self.splits[hi] == self.splits[lo] and self.fits(s, e):
            return [self.piece(s, e, level, label)]
        inner = self.bounds[lo:hi]
        top = min(b.level for b in inner)
        cuts = [lo + k for k, b in enumerate(inner) if b.level == top]
        entries: list[_Entry] = []
        a, a_level, a_label, a_index = s, level, label, lo
        for i in [*cuts, hi]:
            z = self.positions[i] if i < hi else e
            ps, pe = self.trim(a, z)
            if ps < pe:
                if a_index + (a_index < hi and self.positions[a_index] == a) >= i:
                    # No boundary inside: a piece as it is, or the text cascade.
                    if self.fits(ps, pe):
                        entries.append((ps, pe, a_level, a_label, False, None))
                    else:
                        entries.append(_entry(self.cascade_range(ps, pe, 0, a_level, a_label)))
                else:
                    entries.append(_entry(self.pack_range(ps, pe, a_level, a_label)))
            if i < hi:
                b = self.bounds[i]
                a, a_level, a_label, a_index = b.pos, b.level, b.label, i
        split = any(self.bounds[i].split for i in cuts)
        return self.merge(entries, mergeable=top > self.hard, fill=not split)

    def merge(self, entries: list[_Entry], *, mergeable: bool, fill: bool) -> list[Piece]:
        """Join adjacent sibling pieces: all that fit when filling, else undersized ones.

        Each entry is one sibling's pieces: its first piece (as fields) and the rest. An
        undersized piece opens a unit (a heading, a short clause): it joins the sibling after
        it, and the one before it only when nothing follows that it could join. The piece
        being grown is kept as fields and built once, when it is done.
        """
        out: list[Piece] = []
        cur: _Entry | None = None
        last = len(entries) - 1
        for j, (fs, fe, fl, flab, ff, rest) in enumerate(entries):
            if cur is not None and mergeable:
                wanted = fill or self.small(cur[0], cur[1]) or (
                    (j == last or bool(rest)) and self.small(fs, fe)
                )
                if wanted and self.fits(cur[0], fe):
                    cur = (cur[0], fe, cur[2], cur[3], cur[4], None)
                    if rest:
                        cur = self.flush(out, cur, rest)
                    continue
            if cur is not None:
                out.append(self.build(cur))
            cur = (fs, fe, fl, flab, ff, None)
            if rest:
                cur = self.flush(out, cur, rest)
        if cur is not None:
            out.append(self.build(cur))
        return out

    def flush(self, out: list[Piece], cur: _Entry, rest: list[Piece]) -> _Entry:
        """Emit ``cur`` and all of ``rest`` but its last piece, which becomes the new ``cur``."""
        out.append(self.build(cur))
        out.extend(rest[:-1])
        p = rest[-1]
        return (p.start, p.end, p.level, p.label, p.forced, [p])

    def build(self, entry: _Entry) -> Piece:
        s, e, level, label, forced, kept = entry
        if kept and kept[0].end == e:
            return kept[0]  # unchanged: no need to build it again
        return self.piece(s, e, level, label, forced)

    def small(self, s: int, e: int) -> bool:
        return self.min_size > 0 and self.size(s, e) < self.min_size


def _merge_intervals(intervals: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted, disjoint union of the ``(a, b)`` glue intervals (empty ones dropped)."""
    out: list[tuple[int, int]] = []
    for a, b in sorted(i for i in intervals if i[1] > i[0]):
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out
