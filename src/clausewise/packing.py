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
from itertools import accumulate
from operator import attrgetter

from .boundaries import DEFAULT_CASCADE, Splitter
from .document import Boundary, KeepTogether, Level
from .errors import ConfigError
from .packing_cascade import Part, Piece, TextCascade
from .sizing import CharSizer, LengthSizer, Sizer, TokenEstimate

__all__ = ["Piece", "merge_intervals", "pack"]

log = logging.getLogger("clausewise")

# prefix(pos) -> candidate headers for a chunk starting at pos, most informative first. A
# prefix whose candidates always end with the empty header may say so with a true attribute
# ``droppable``: a header then never decides whether a span fits, and the packer asks for
# candidates only for the chunks it builds.
Prefix = Callable[[int], "Sequence[str]"]

_SPACE_RUN = re.compile(r"\s*")
_NO_HEAD = ("",)
_POS_LEVEL = attrgetter("pos", "level")  # the boundary order, read in C


# A sibling's pieces while merging: the first piece as fields (start, end, level, label,
# forced) and its remaining pieces, or None when it is a single piece.
_Entry = tuple[int, int, int, str, bool, "list[Part] | None"]


def _entry(parts: list[Part]) -> _Entry:
    first = parts[0]
    return (first[0], first[1], first[2], first[3], first[4], parts[1:] or None)


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
    give_way: Sequence[int | tuple[int, int]] = (),
) -> list[Piece]:
    """Split ``text[start:end]`` into chunk bodies of at most ``capacity`` sizer units.

    ``boundaries`` need not be sorted. ``glue`` holds intervals ``(a, b)``: no cut at a
    position ``p`` with ``a < p <= b``; glue longer than a chunk gives way at its last space
    that fits, or first at a position of ``give_way`` (where a heading glued to the text
    before it starts: a heading's own line under a group heading, the next heading of a run)
    from which the headings fit with their first body word. A ``give_way`` entry ``(p,
    end)`` says where the body after the headings from ``p`` starts (else the end of the
    glue holding ``p``). ``prefix(pos)`` returns candidate texts to prepend to a
    chunk starting at ``pos`` (ancestor headings), most informative first; the header counts
    against the capacity, and each chunk gets the first candidate with which it fits (so a long
    sentence keeps its place whole with a shorter header rather than being cut mid-way). A
    ``prefix`` with a true ``droppable`` attribute promises that its candidates always end with
    the empty header; it is then asked only for the chunks built, not for every span tried.
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
        give_way,
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
        give_way: Sequence[int | tuple[int, int]],
    ) -> None:
        self.text = text
        self.bounds = sorted(boundaries, key=_POS_LEVEL)
        self.cap = capacity
        self.sizer = sizer
        self.by_length = sizer.size_of_length if isinstance(sizer, LengthSizer) else None
        self.min_size = min_size
        self.hard = hard_level
        self.glue = merge_intervals(glue)
        self.glue_starts = [a for a, _ in self.glue]
        self.run_ends = {w[0]: w[1] for w in give_way if not isinstance(w, int)}
        self.give_way = sorted({w if isinstance(w, int) else w[0] for w in give_way})
        self.region_fits: dict[int, bool] = {}
        self.regions = sorted((r for r in keep_together if r.end > r.start), key=lambda r: r.start)
        self.region_starts = [r.start for r in self.regions]
        self.free = not self.glue and not self.regions  # every position may start a chunk
        self.cascade = tuple(cascade)
        self.prefix = prefix
        self.droppable = bool(getattr(prefix, "droppable", False))
        self.warned = False
        self.lengths: dict[int, int] = {}
        # Spans and chunk starts are measured repeatedly while merging: remember them.
        self.measured: dict[tuple[int, int], tuple[int, str]] = {}
        self.heads: dict[int, Sequence[str]] = {}
        self.rooms: dict[int, int] = {}
        self.plain = self.by_length if prefix is None else None
        # Characters and the chars/4 estimate grow with the length: a span fits exactly when
        # its length (plus its header's) is at most ``maxlen``, with no call to the sizer.
        self.maxlen = (
            self.max_length(capacity) if isinstance(sizer, (CharSizer, TokenEstimate)) else -1
        )
        # Without a header, or with one that may always be dropped, the length alone decides.
        self.fast_len = self.maxlen if prefix is None or self.droppable else -1
        # Without a header and with a monotonic length sizer, "undersized" is a length too.
        self.small_len = -1
        if prefix is None and self.maxlen >= 0 and min_size > 0:
            self.small_len = self.max_length(min_size - 1)

    # -- measuring -------------------------------------------------------------------------

    def _heads(self, s: int) -> Sequence[str]:
        if self.prefix is None:
            return _NO_HEAD
        heads = self.heads.get(s)
        if heads is None:
            heads = self.heads[s] = self.prefix(s) or _NO_HEAD
        return heads

    def room(self, s: int) -> int:
        """With a monotonic length sizer: the longest body that fits at ``s`` (with the
        shortest header candidate)."""
        room = self.rooms.get(s)
        if room is None:
            shortest = 0 if self.droppable else min(map(len, self._heads(s)))
            room = self.rooms[s] = self.maxlen - shortest
        return room

    def head(self, s: int, e: int) -> str:
        """The header of the chunk ``[s, e)``: the first candidate with which it fits, else
        the last one."""
        if self.maxlen < 0:
            return self.measure(s, e)[1]
        heads = self.heads.get(s) or self._heads(s)
        budget = self.maxlen - (e - s)
        for head in heads:
            if len(head) <= budget:
                return head
        return heads[-1]

    def measure(self, s: int, e: int) -> tuple[int, str]:
        """Size of the chunk ``[s, e)`` with the best header that fits (else the last one)."""
        key = (s, e)
        found = self.measured.get(key)
        if found is None:
            found = self.measured[key] = self._measure(s, e)
        return found

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
        return size, heads[-1]

    def size(self, s: int, e: int) -> int:
        if self.plain is not None:  # no header, length sizer: cheaper than any cache
            return self.plain(e - s)
        if self.maxlen >= 0:
            assert self.by_length is not None
            return self.by_length(len(self.head(s, e)) + e - s)
        return self.measure(s, e)[0]

    def pieces(self, parts: list[Part]) -> list[Piece]:
        """The chunks, each with the header chosen for it."""
        if self.prefix is None:
            return [Piece(*p) for p in parts]
        head = self.head
        return [Piece(s, e, lv, lab, f, head(s, e)) for s, e, lv, lab, f in parts]

    def fits(self, s: int, e: int) -> bool:
        n = e - s
        if n <= self.fast_len:
            return True
        if self.maxlen >= 0:
            # Exact arithmetic on lengths: a span longer than any header allows fits only
            # inside a kept region.
            if n <= self.maxlen and self.prefix is not None:
                room = self.rooms.get(s)
                if n <= (self.room(s) if room is None else room):
                    return True
        elif self.size(s, e) <= self.cap:
            return True
        if not self.regions:
            return False
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
        s = self.trim_start(s, e)
        return s, self.trim_end(s, e)

    def trim_start(self, s: int, e: int) -> int:
        """``s`` moved past the whitespace that opens ``text[s:e]``."""
        if s < e and self.text[s].isspace():
            return _SPACE_RUN.match(self.text, s, e).end()  # type: ignore[union-attr]
        return s

    def trim_end(self, s: int, e: int) -> int:
        """``e`` moved back before the whitespace that closes ``text[s:e]`` (as in
        :meth:`trim`: not below ``s`` once ``s`` is past leading whitespace)."""
        text = self.text
        if e <= s or not text[e - 1].isspace():
            return e
        if text[s].isspace():
            s = self.trim_start(s, e)
        while e > s and text[e - 1].isspace():
            # Strip in windows (one C call each), not char by char: blank runs can be long.
            lo = max(s, e - 64)
            kept = len(text[lo:e].rstrip())
            e = lo + kept
            if kept:
                break
        return e

    def run(self, start: int, end: int) -> list[Piece]:
        s, e = self.trim(start, end)
        if s >= e:
            return []
        # Whether a boundary may start a chunk never changes: decide it once, not per level.
        if self.regions:
            self.bounds = [b for b in self.bounds if self.allowed(b.pos)]
        elif self.glue:
            self.bounds = self.outside_glue(self.bounds)
        hard = self.hard
        self.positions = [b.pos for b in self.bounds]
        self.levels = [b.level for b in self.bounds]
        # A boundary at or above the hard level always starts a chunk.
        self.split_at = [b.split or b.level <= hard for b in self.bounds]
        self.splits = [0, *accumulate(self.split_at)]
        # The indices of the boundaries of each level, to find a range's cuts by bisection.
        self.at_level: dict[int, list[int]] = {}
        for i, lv in enumerate(self.levels):
            self.at_level.setdefault(lv, []).append(i)
        return self.pieces(self.pack_range(s, e, Level.DOCUMENT, "start"))

    def outside_glue(self, bounds: list[Boundary]) -> list[Boundary]:
        """The sorted ``bounds`` that no glue interval covers (one walk over both)."""
        glue = self.glue
        out: list[Boundary] = []
        j, n = 0, len(glue)
        for b in bounds:
            p = b.pos
            while j < n and glue[j][1] < p:
                j += 1
            if j == n or p <= glue[j][0]:
                out.append(b)
        return out

    def pack_range(self, s: int, e: int, level: int, label: str) -> list[Part]:
        positions, fits, fast = self.positions, self.fits, self.fast_len
        lo = bisect_right(positions, s)
        hi = bisect_left(positions, e)
        if lo == hi:
            if e - s <= fast or fits(s, e):
                return [(s, e, level, label, False)]
            return self.cascade_range(s, e, 0, level, label)
        splits = self.splits
        if splits[hi] == splits[lo] and (e - s <= fast or fits(s, e)):
            return [(s, e, level, label, False)]
        top = min(self.levels[lo:hi])
        same = self.at_level[top]
        cuts = same[bisect_left(same, lo) : bisect_left(same, hi)]
        entries: list[_Entry] = []
        # joins[j]: may entry j be filled into the chunk before it? Not across a split.
        joins: list[bool] = []
        broken = False  # a split boundary since the last entry
        bounds, split_at, text = self.bounds, self.split_at, self.text
        a, a_level, a_label, first = s, level, label, lo
        cuts.append(hi)
        for i in cuts:
            z = positions[i] if i < hi else e
            # Trimmed [a, z): boundaries rarely sit on whitespace, but usually follow a line
            # break or two, stripped here without a call.
            ps = self.trim_start(a, z) if a < z and text[a].isspace() else a
            pe = z
            if ps < pe and text[pe - 1].isspace():
                pe -= 1
                if ps < pe and text[pe - 1].isspace():
                    pe -= 1
                    if ps < pe and text[pe - 1].isspace():
                        pe = self.trim_end(ps, pe)
            if ps < pe:
                if first >= i:
                    # No boundary inside: a piece as it is, or the text cascade.
                    if pe - ps <= fast or fits(ps, pe):
                        entries.append((ps, pe, a_level, a_label, False, None))
                    else:
                        entries.append(_entry(self.cascade_range(ps, pe, 0, a_level, a_label)))
                else:
                    entries.append(_entry(self.pack_range(ps, pe, a_level, a_label)))
                joins.append(not broken)
                broken = False
            if i < hi:
                b = bounds[i]
                a, a_level, a_label, first = b.pos, b.level, b.label, i + 1
                broken = broken or split_at[i]
        return self.merge(entries, joins, mergeable=top > self.hard)

    def merge(self, entries: list[_Entry], joins: list[bool], *, mergeable: bool) -> list[Part]:
        """Join adjacent sibling pieces: fill across boundaries that do not split (``joins``),
        and join undersized pieces across any.

        Each entry is one sibling's pieces: its first piece (as fields) and the rest. An
        undersized piece opens a unit (a heading, a short clause): it joins the sibling after
        it, and the one before it only when nothing follows that it could join.
        """
        out: list[Part] = []
        fits, small, fast, undersized = self.fits, self.small, self.fast_len, self.small_len
        cs = ce = cl = -1  # the piece being grown: start, end, level, label, forced
        clab, cf = "", False
        # Does the piece being grown hold whole siblings only? The last piece of a split
        # sibling does not: across a split it ends its chunk, so a chunk never holds the end
        # of one unit and the start of the next (Article 4(3)-(4) with Article 5(1)).
        whole = True
        last = len(entries) - 1
        for j, (fs, fe, fl, flab, ff, rest) in enumerate(entries):
            if mergeable and rest and self._opens_small(fs, fe, rest[0][1]):
                # A split sibling's first piece is small ("D. By Network 1, for cause." before
                # a sentence too long to keep whole): it opens the unit, so it stays with the
                # unit's next piece rather than ending the chunk before it.
                nxt = rest[0]
                fe, ff = nxt[1], ff or nxt[4]
                rest = rest[1:] or None
            if cs >= 0:
                if not mergeable or not (joins[j] or whole):
                    wanted = False
                elif undersized >= 0:  # lengths decide (see ``small``)
                    wanted = (
                        joins[j]
                        or ce - cs <= undersized
                        or ((j == last or bool(rest)) and fe - fs <= undersized)
                    )
                else:
                    wanted = (
                        joins[j] or small(cs, ce) or ((j == last or bool(rest)) and small(fs, fe))
                    )
                if wanted and (fe - cs <= fast or fits(cs, fe)):
                    ce = fe
                else:
                    out.append((cs, ce, cl, clab, cf))
                    cs, ce, cl, clab, cf = fs, fe, fl, flab, ff
                    whole = True
            else:
                cs, ce, cl, clab, cf = fs, fe, fl, flab, ff
            if rest:
                # The sibling was split: its first piece is done, its last one grows on.
                out.append((cs, ce, cl, clab, cf))
                out.extend(rest[:-1])
                cs, ce, cl, clab, cf = rest[-1]
                whole = False
        if cs >= 0:
            out.append((cs, ce, cl, clab, cf))
        return out

    def _opens_small(self, s: int, e: int, nxt_end: int) -> bool:
        """Is ``[s, e)`` undersized, and does it fit with the piece after it (up to
        ``nxt_end``)?"""
        return self.small(s, e) and (nxt_end - s <= self.fast_len or self.fits(s, nxt_end))

    def small(self, s: int, e: int) -> bool:
        if self.small_len >= 0:
            return e - s <= self.small_len
        if self.min_size <= 0:
            return False
        # A header only adds to the size: a body large enough alone needs no header.
        by_length = self.by_length if self.maxlen >= 0 else None
        if by_length is not None and by_length(e - s) >= self.min_size:
            return False
        return self.size(s, e) < self.min_size


def merge_intervals(intervals: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted, disjoint union of the ``(a, b)`` glue intervals (empty ones dropped)."""
    out: list[tuple[int, int]] = []
    for a, b in sorted(i for i in intervals if i[1] > i[0]):
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out
