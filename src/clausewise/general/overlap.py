"""Overlap: where the repeated tail of the previous chunk body starts.

Units are found with the same finders the packer cuts with (the sentence source or the
chunker's ``sentence_pattern``, the paragraph rule), looking at the end of the previous body
first: only when that tail holds fewer than ``n`` units is the whole body scanned.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..boundaries import Finder

__all__ = ["overlap_starts"]

_TAIL = 600  # characters per unit looked at first


def _last_units_start(text: str, ps: int, pe: int, n: int, find: Finder) -> int:
    """Start of the last ``n`` units of ``text[ps:pe]`` (all of it when it has fewer)."""
    lo = max(ps, pe - _TAIL * n)
    cuts = find(text, lo, pe)
    if len(cuts) < n and lo > ps:
        cuts = find(text, ps, pe)
    # The body starts a unit itself: with n - 1 cuts or fewer, the last n units are all of it.
    return cuts[-n] if len(cuts) >= n else ps


def overlap_starts(
    text: str, spans: Sequence[tuple[int, int]], unit: str, n: int, find: Finder | None
) -> list[int]:
    """For each chunk, where its overlap starts (its own start when it has none)."""
    out: list[int] = []
    for i, (s, _) in enumerate(spans):
        if i == 0 or n <= 0:
            out.append(s)
            continue
        ps, pe = spans[i - 1]
        if unit == "chars" or find is None:
            out.append(max(ps, pe - n))
        else:
            out.append(_last_units_start(text, ps, pe, n, find))
    return out
