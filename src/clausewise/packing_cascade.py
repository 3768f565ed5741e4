"""The text cascade of the packer: fill chunks from a range that holds no boundary.

A range with no structural boundary inside is cut greedily: each chunk ends at the last cut
of the strongest text rung (paragraph, sentence, semicolon, enumerator, line, word) that
fits. With large chunks only the end of each chunk's window is searched for cuts, so an
expensive finder (the sentence source) reads a fraction of the text; with small chunks, or a
short range, windows would cover most of it, and the range is scanned once instead. A unit
with no cut of its rung within reach goes down one rung; a run with no allowed cut at all is
cut at its last space, or inside the one word longer than the capacity.
"""

from __future__ import annotations

import logging
import re
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ._quick_init import quick_init
from .boundaries import Splitter
from .document import KeepTogether, Level

__all__ = ["Part", "Piece", "TextCascade"]

log = logging.getLogger("clausewise")

_SPACE_RUN = re.compile(r"\s*")
_WORD_AT = re.compile(r"\S{0,200}")
# Cut windows: the first one covers the last _TAIL characters a chunk can reach, earlier ones
# grow fourfold; a finder is shown _LOOKAHEAD characters past a window so a separator at its
# edge is seen whole (the sentence source looks further ahead by itself).
_TAIL = 384
_WHOLE = 768  # ranges (or chunks) this short are scanned whole, not in windows
_LOOKAHEAD = 32


@quick_init
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


# A chunk body while packing: (start, end, level, label, forced). Pieces are built at the end.
Part = tuple[int, int, int, str, bool]


class TextCascade:
    """The cascade half of the packer (mixed into it): what it needs from the packer is
    declared here and provided by ``packing._Packer``."""

    text: str
    cap: int
    by_length: Callable[[int], int] | None
    cascade: tuple[Splitter, ...]
    lengths: dict[int, int]
    rooms: dict[int, int]
    regions: list[KeepTogether]
    warned: bool
    maxlen: int
    fast_len: int
    free: bool
    glue: list[tuple[int, int]]
    glue_starts: list[int]
    give_way: list[int]
    run_ends: dict[int, int]

    def fits(self, s: int, e: int) -> bool:
        raise NotImplementedError

    def allowed(self, p: int) -> bool:
        raise NotImplementedError

    def whole(self, region: KeepTogether) -> bool:
        raise NotImplementedError

    def trim(self, s: int, e: int) -> tuple[int, int]:
        raise NotImplementedError

    def trim_start(self, s: int, e: int) -> int:
        raise NotImplementedError

    def trim_end(self, s: int, e: int) -> int:
        raise NotImplementedError

    def _heads(self, s: int) -> Sequence[str]:
        raise NotImplementedError

    def room(self, s: int) -> int:
        raise NotImplementedError

    def _region_at(self, pos: int) -> KeepTogether | None:
        raise NotImplementedError

    def cascade_range(self, s: int, e: int, i: int, level: int, label: str) -> list[Part]:
        """Fill chunks greedily from ``s``, each ending at the last cut of rung ``i`` that fits.

        Lazy: only the end of each chunk's window is searched for cuts (see :meth:`last_cut`),
        so an expensive finder (sentences) looks at a fraction of the text. A unit with no
        rung-``i`` cut within reach (one sentence longer than the capacity) goes down to rung
        ``i + 1``; filling then resumes from its last piece.
        """
        if i >= len(self.cascade):
            return self.forced(s, e, level, label)
        rung = self.cascade[i]
        if 0 <= self.maxlen <= _WHOLE or e - s <= _WHOLE:
            # Small chunks, or a range a few windows long: windows would read most of the
            # range anyway, so one scan of the whole range is cheaper than a call per chunk.
            return self.fill_from(self.cuts_in(rung, s, e), i, s, e, level, label)
        out: list[Part] = []
        a, a_level, a_label = s, level, label
        while a < e:
            if self.fits(a, e):
                out.append((a, e, a_level, a_label, False))
                break
            z = self.reach(a, e)
            c = self.last_cut(rung, a, z, e)
            if c is not None:
                c, name = self.backed_up(i, a, c, z, e)
                out.append((a, self.trim_end(a, c), a_level, a_label, False))
                a, a_level, a_label = self.trim_start(c, e), rung.level, name
                continue
            n = self.next_cut(rung, z, e)
            a, a_level, a_label = self.descend(out, i, a, n, e, a_level, a_label)
        return out

    def fill_from(
        self, cuts: list[int], i: int, s: int, e: int, level: int, label: str
    ) -> list[Part]:
        """:meth:`cascade_range` with every cut of the rung known: each chunk ends at the last
        one within reach (found by bisection)."""
        rung = self.cascade[i]
        text = self.text
        out: list[Part] = []
        # With a length sizer, no header to fit and no kept region, every chunk may hold
        # ``fixed`` characters: no need to ask ``fits`` and ``reach``.
        fixed = -1 if self.regions else self.fast_len
        a, a_level, a_label = s, level, label
        while a < e:
            if fixed >= 0:
                if e - a <= fixed:
                    out.append((a, e, a_level, a_label, False))
                    break
                z = a + fixed
            elif self.fits(a, e):
                out.append((a, e, a_level, a_label, False))
                break
            else:
                z = self.reach(a, e)
            limit = z
            if z < e and text[z].isspace():
                limit = _SPACE_RUN.match(text, z, e).end()  # type: ignore[union-attr]
            k = bisect_right(cuts, limit) - 1
            if k >= 0 and cuts[k] > a:
                c, name = self.backed_up(i, a, cuts[k], z, e)
                out.append((a, self.trim_end(a, c), a_level, a_label, False))
                a, a_level, a_label = self.trim_start(c, e), rung.level, name
                continue
            k = bisect_right(cuts, z)
            n = cuts[k] if k < len(cuts) else e
            a, a_level, a_label = self.descend(out, i, a, n, e, a_level, a_label)
        return out

    def backed_up(self, i: int, a: int, c: int, z: int, e: int) -> tuple[int, str]:
        """The cut that ends the chunk ``[a, ...)``: ``c``, the last rung-``i`` cut within
        reach ``z``, unless it leaves the chunk less than half full and the next rung backs
        this one up (see :class:`Splitter`) with a cut in ``(c, z]``; with its rung's name."""
        cascade = self.cascade
        rung = cascade[i]
        if 2 * (c - a) >= z - a or i + 1 >= len(cascade) or not cascade[i + 1].backup:
            return c, rung.name
        backup = cascade[i + 1]
        alt = self.last_cut(backup, c, z, e)
        return (c, rung.name) if alt is None else (alt, backup.name)

    def descend(
        self, out: list[Part], i: int, a: int, n: int, e: int, level: int, label: str
    ) -> tuple[int, int, str]:
        """Split the unit ``[a, n)`` (no rung-``i`` cut within reach) one rung down, its first
        piece joining the last one of ``out`` when the two fit; return where filling resumes:
        its last piece, which may join what follows (``e`` when done)."""
        rung = self.cascade[i]
        sub = self.cascade_range(a, self.trim_end(a, n), i + 1, level, label)
        if out and len(sub) > 1 and self.fits(out[-1][0], sub[0][1]):
            # The unit's first piece fits with the chunk before it: join them. The unit is cut
            # at the same lower-rung places either way, and a cut of this rung is saved (one
            # chunk fewer, no short fragment standing alone: "... the Termination Date);" /
            # "provided, however, that AIG agrees not to terminate unless (a) AIG" / ...).
            prev = out.pop()
            sub[0] = (prev[0], sub[0][1], prev[2], prev[3], prev[4] or sub[0][4])
        if n >= e or not sub:
            out.extend(sub)
            return e, level, label
        if len(sub) == 1:
            # The unit fits after all (a token count need not grow with the text, so
            # ``reach`` can stop short): keep it whole and move on, never re-pack it.
            out.append(sub[0])
            return self.trim_start(n, e), rung.level, rung.name
        out.extend(sub[:-1])
        last = sub[-1]
        return last[0], last[2], last[3]

    def cuts_in(self, rung: Splitter, s: int, e: int) -> list[int]:
        """Every allowed rung cut strictly inside ``(s, e)``, in order."""
        found = rung.find(self.text, s, e)
        if self.free or not found:
            return found
        if self.regions:
            return [c for c in found if self.allowed(c)]
        # Glue only: one walk over the cuts and the (sorted, disjoint) glue intervals.
        glue = self.glue
        j = max(0, bisect_right(self.glue_starts, found[0]) - 1)
        out: list[int] = []
        for c in found:
            while j < len(glue) and glue[j][1] < c:
                j += 1
            if j == len(glue) or c <= glue[j][0]:
                out.append(c)
        return out

    def reach(self, a: int, e: int) -> int:
        """The largest ``z <= e`` with ``text[a:z]`` fitting (at least ``a + 1``)."""
        if self.by_length is None:
            return self.longest_fit(a, e)
        # The shortest candidate header allows the longest body.
        if self.maxlen >= 0:
            room = self.rooms.get(a)
            if room is None:
                room = self.room(a)
            if not self.regions:
                return max(a + 1, min(a + room, e))
            head = self.maxlen - room
            z = a + room
        else:
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
                if a < c <= limit and (self.free or self.allowed(c)):
                    return c
            if lo == a:
                return None
            # Only the text before the last window is new; _LOOKAHEAD of overlap catches a
            # separator that straddled its start.
            hi = min(hi, lo + _LOOKAHEAD)
            width *= 4
            lo = max(a, z - width)

    def next_cut(self, rung: Splitter, z: int, e: int) -> int:
        """The first allowed rung cut after ``z``, or ``e``: searched in growing windows. Each
        window after the first starts ``_LOOKAHEAD`` before the cuts it is new for, so a
        separator that began before them ("\\n\\n" ending at a cut) is seen whole."""
        lo, width = z, 4 * _TAIL
        while lo < e:
            hi = min(e, lo + width + _LOOKAHEAD)
            for c in rung.find(self.text, max(z, lo - _LOOKAHEAD), hi):
                if c <= lo and lo > z:
                    continue  # judged in the window before
                if (c <= hi - _LOOKAHEAD or hi == e) and (self.free or self.allowed(c)):
                    return c
            if hi == e:
                break
            lo, width = hi - _LOOKAHEAD, width * 4
        return e

    def forced(self, s: int, e: int, level: int, label: str) -> list[Part]:
        """Cut a run with no allowed boundary within the capacity: at the last whitespace that
        fits (glue or a kept region gives way before a word does), else inside the word (one
        word longer than the capacity; logged once)."""
        out: list[Part] = []
        a = s
        while a < e:
            z = self.longest_fit(a, e)
            cut, nxt, kind = z, z, Level.CHAR
            if z < e:
                space = self.giving_way(a, z)
                if space < 0:
                    space = self.before_glue(
                        a, max(self.text.rfind(ch, a + 1, z + 1) for ch in " \n\t")
                    )
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
            out.append((a, cut, level if first else kind, name, kind == Level.CHAR))
            a = nxt
        return out

    def giving_way(self, a: int, z: int) -> int:
        """A position of ``give_way`` in ``(a, z]`` with text before it (where a heading's
        glue starts inside a longer run of glue); -1 when none. A run of glue longer than a
        chunk gives way there before it does at a space: "AGREED TERMS" alone, then "1
        GENERAL PROVISIONS / 1.1 The Supplier ...", not "AGREED TERMS / 1 GENERAL" and
        "PROVISIONS / 1.1 ..." (a cut inside the clause's heading line). Of those positions,
        the first from which the rest of the run fits in a chunk with its first body word
        (as many headings as fit travel with their body); none when not even the last one
        fits with it (the heading is cut from its body either way), or when the whole run
        from ``a`` does (the cut then falls after that word)."""
        marks = self.give_way
        k = bisect_right(marks, z) - 1
        best = -1
        while k >= 0 and marks[k] > a:
            m = marks[k]
            if self.trim_end(a, m) > a:
                if not self.fits(m, self.run_word_end(m)):
                    break
                best = m
            k -= 1
        if best >= 0 and self.fits(a, self.run_word_end(best)):
            return -1  # the whole run fits with its first body word: cut after that word
        return best

    def before_glue(self, a: int, space: int) -> int:
        """``space``, or the start of the glue it falls inside when text lies between ``a``
        and that start: a heading glued to its body then opens the next chunk whole ("are.
        / ### Section 10.03 ... / body") instead of the cut parting them."""
        if space <= a or not self.glue:
            return space
        i = bisect_right(self.glue_starts, space - 1) - 1
        if i < 0:
            return space
        start, end = self.glue[i]
        if start < space <= end and start > a and self.trim_end(a, start) > a:
            return start
        return space

    def run_word_end(self, p: int) -> int:
        """The end of the first body word after the run of headings from the give-way place
        ``p`` (after the glue holding ``p`` when the run's end is not given); ``p`` when no
        glue holds it."""
        end = self.run_ends.get(p, -1)
        if end < 0:
            i = bisect_right(self.glue_starts, p) - 1
            if i < 0 or p > self.glue[i][1]:
                return p
            end = self.glue[i][1]
        word = _WORD_AT.match(self.text, end)
        return end if word is None else word.end()

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
