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
from dataclasses import dataclass

from .boundaries import DEFAULT_CASCADE, Splitter
from .document import Boundary, KeepTogether, Level
from .errors import ConfigError
from .sizing import CharSizer, LengthSizer, Sizer, TokenEstimate

__all__ = ["Piece", "pack"]

log = logging.getLogger("clausewise")

# prefix(pos) -> candidate headers for a chunk starting at pos, most informative first.
Prefix = Callable[[int], "Sequence[str]"]

_SPACE_RUN = re.compile(r"\s*")
# Cut windows: the first one covers the last _TAIL characters a chunk can reach, earlier ones
# grow fourfold; a finder is shown _LOOKAHEAD characters past a window so a separator at its
# edge is seen whole (the sentence source looks further ahead by itself).
_TAIL = 384
_LOOKAHEAD = 32


# A sibling's pieces while merging: the first piece as fields (start, end, level, label,
# forced) and its remaining pieces, or None when it is a single piece not built yet.
_Entry = tuple[int, int, int, str, bool, "list[Piece] | None"]


def _entry(pieces: list[Piece]) -> _Entry:
    first = pieces[0]
    return (first.start, first.end, first.level, first.label, first.forced, pieces[1:] or None)


@dataclass(frozen=True, slots=True)
class Piece:
    """A chunk body ``text[start:end]``, the boundary it starts at, and the header chosen for
    it (the most informative prefix candidate with which it fits)."""

    start: int
    end: int
    level: int
    label: str
    forced: bool = False
    head: str = ""


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


class _Packer:
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
            key=lambda b: (b.pos, b.level),
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
        i = bisect_right(self.region_starts, pos) - 1
        if i >= 0 and self.regions[i].start <= pos < self.regions[i].end:
            return self.regions[i]
        return None

    def allowed(self, p: int) -> bool:
        """May a chunk start at ``p``? Not inside glue, nor inside a keep-together region that
        could fit whole."""
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

    def cascade_range(self, s: int, e: int, i: int, level: int, label: str) -> list[Piece]:
        """Fill chunks greedily from ``s``, each ending at the last cut of rung ``i`` that fits.

        Lazy: only the end of each chunk's window is searched for cuts (see :meth:`last_cut`),
        so an expensive finder (sentences) looks at a fraction of the text. A unit with no
        rung-``i`` cut within reach (one sentence longer than the capacity) goes down to rung
        ``i + 1``; filling then resumes from its last piece.
        """
        if i >= len(self.cascade):
            return self.forced(s, e, level, label)
        rung = self.cascade[i]
        out: list[Piece] = []
        a, a_level, a_label = s, level, label
        while a < e:
            if self.fits(a, e):
                out.append(self.piece(a, e, a_level, a_label))
                break
            z = self.reach(a, e)
            c = self.last_cut(rung, a, z, e)
            if c is not None:
                out.append(self.piece(a, self.trim(a, c)[1], a_level, a_label))
                a, a_level, a_label = self.trim(c, e)[0], rung.level, rung.name
                continue
            n = self.next_cut(rung, z, e)
            sub = self.cascade_range(a, self.trim(a, n)[1], i + 1, a_level, a_label)
            if n >= e or not sub:
                out.extend(sub)
                break
            if len(sub) == 1:
                # The unit fits after all (a token count need not grow with the text, so
                # ``reach`` can stop short): keep it whole and move on, never re-pack it.
                out.append(sub[0])
                a, a_level, a_label = self.trim(n, e)[0], rung.level, rung.name
                continue
            out.extend(sub[:-1])
            last = sub[-1]
            a, a_level, a_label = last.start, last.level, last.label
        return out

    def reach(self, a: int, e: int) -> int:
        """The largest ``z <= e`` with ``text[a:z]`` fitting (at least ``a + 1``)."""
        if self.by_length is None:
            return self.longest_fit(a, e)
        # The shortest candidate header allows the longest body.
        head = min((len(h) for h in self._heads(a)), default=0)
        z = a + self.max_length(self.cap) - head
        region = self._region_at(a)
        if region is not None and region.overshoot > 1.0 and self.whole(region):
            over = a + self.max_length(int(self.cap * region.overshoot)) - head
            z = max(z, min(over, region.end))
        return max(a + 1, min(z, e))

    def max_length(self, budget: int) -> int:
        """The largest text length a length sizer measures at most ``budget``."""
        n = self.lengths.get(budget)
        if n is None:
            size = self.by_length
            assert size is not None
            lo, hi = 0, 1
            while size(hi) <= budget:
                lo, hi = hi, hi * 2
            while hi - lo > 1:
                mid = (lo + hi) // 2
                lo, hi = (mid, hi) if size(mid) <= budget else (lo, mid)
            n = self.lengths[budget] = lo
        return n

    def last_cut(self, rung: Splitter, a: int, z: int, e: int) -> int | None:
        """The last allowed rung cut ``c`` with ``text[a:c]`` fitting once trimmed.

        Cuts up to the end of the whitespace run at ``z`` qualify (trimming ends the piece by
        ``z``). The finder sees ``_LOOKAHEAD`` characters beyond, so its verdict on a cut near
        the window's end matches a scan of the whole range. Windows grow from the end.
        """
        limit = _SPACE_RUN.match(self.text, z, e).end()  # type: ignore[union-attr]
        hi = min(e, limit + 1 + _LOOKAHEAD)
        width = _TAIL
        lo = max(a, z - width)
        while True:
            for c in reversed(rung.find(self.text, lo, hi)):
                if a < c <= limit and self.allowed(c):
                    return c
            if lo == a:
                return None
            # Only the text before the last window is new; _LOOKAHEAD of overlap catches a
            # separator that straddled its start.
            hi = min(hi, lo + _LOOKAHEAD)
            width *= 4
            lo = max(a, z - width)

    def next_cut(self, rung: Splitter, z: int, e: int) -> int:
        """The first allowed rung cut after ``z``, or ``e``: searched in growing windows."""
        lo, width = z, 4 * _TAIL
        while lo < e:
            hi = min(e, lo + width + _LOOKAHEAD)
            for c in rung.find(self.text, lo, hi):
                if (c <= hi - _LOOKAHEAD or hi == e) and self.allowed(c):
                    return c
            if hi == e:
                break
            lo, width = hi - _LOOKAHEAD, width * 4
        return e

    def forced(self, s: int, e: int, level: int, label: str) -> list[Piece]:
        """Cut a run with no allowed boundary within the capacity: at the last whitespace that
        fits (glue or a kept region gives way before a word does), else inside the word (one
        word longer than the capacity; logged once)."""
        out: list[Piece] = []
        a = s
        while a < e:
            z = self.longest_fit(a, e)
            cut, nxt, kind = z, z, Level.CHAR
            if z < e:
                space = max(self.text.rfind(ch, a + 1, z + 1) for ch in " \n\t")
                if space > a:
                    cut = self.trim(a, space)[1]
                    nxt = _SPACE_RUN.match(self.text, space, e).end()  # type: ignore[union-attr]
                    kind = Level.WORD
            if kind == Level.CHAR and z < e and not self.warned:
                log.warning(
                    "clausewise: a run of %d characters has no boundary within the chunk "
                    "size; cutting it mid-word",
                    e - s,
                )
                self.warned = True
            first = a == s
            name = label if first else ("char" if kind == Level.CHAR else "word")
            out.append(self.piece(a, cut, level if first else kind, name, kind == Level.CHAR))
            a = nxt
        return out

    def longest_fit(self, a: int, e: int) -> int:
        """The largest ``z`` in ``(a, e]`` with ``text[a:z]`` fitting (at least one character)."""
        lo, hi = a + 1, e
        if self.fits(a, hi):
            return hi
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.fits(a, mid):
                lo = mid
            else:
                hi = mid - 1
        return lo


def _merge_intervals(intervals: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted, disjoint union of the ``(a, b)`` glue intervals (empty ones dropped)."""
    out: list[tuple[int, int]] = []
    for a, b in sorted(i for i in intervals if i[1] > i[0]):
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out
