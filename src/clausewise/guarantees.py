"""Check the guarantees every clausewise chunker keeps, on any list of chunk spans.

Used by the test suite on every chunker and by ``clausewise inspect``; also handy for users who
want to verify chunks they stored.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

__all__ = ["violations"]

_SPACE = re.compile(r"\s")
_NON_SPACE = re.compile(r"\S")


def violations(
    text: str,
    spans: Sequence[tuple[int, int]],
    *,
    contents: Sequence[str] | None = None,
    prefixes: Sequence[str] | None = None,
    sizer: Callable[[str], int] | None = None,
    capacity: int | None = None,
    limit: int = 20,
) -> list[str]:
    """Return readable descriptions of broken guarantees (empty when all hold).

    * offsets: ``0 <= start <= end <= len(text)``, spans ordered and disjoint;
    * nothing lost: every non-whitespace character lies in some span;
    * exactness: ``contents[i] == prefixes[i] + text[start:end]`` when given;
    * size: ``sizer(contents[i]) <= capacity`` unless the body is one word longer than that.
    """
    out: list[str] = []
    prev_end = 0
    for i, (s, e) in enumerate(spans):
        if not 0 <= s <= e <= len(text):
            out.append(f"chunk {i}: offsets ({s}, {e}) outside 0..{len(text)}")
            continue
        if s < prev_end:
            out.append(f"chunk {i}: starts at {s}, before the previous chunk's end {prev_end}")
        gap = _NON_SPACE.search(text, prev_end, s) if s > prev_end else None
        if gap is not None:
            out.append(f"chunk {i}: non-whitespace text at {gap.start()} is in no chunk")
        prev_end = max(prev_end, e)
        out.extend(_content_checks(i, text, s, e, contents, prefixes, sizer, capacity))
        if len(out) >= limit:
            return out[:limit]
    tail = _NON_SPACE.search(text, prev_end)
    if tail is not None:
        out.append(f"text at {tail.start()} after the last chunk is in no chunk")
    return out[:limit]


def _content_checks(
    i: int,
    text: str,
    s: int,
    e: int,
    contents: Sequence[str] | None,
    prefixes: Sequence[str] | None,
    sizer: Callable[[str], int] | None,
    capacity: int | None,
) -> list[str]:
    out: list[str] = []
    body = text[s:e]
    content = contents[i] if contents is not None else body
    if contents is not None:
        head = prefixes[i] if prefixes is not None else ""
        if content != head + body:
            out.append(f"chunk {i}: content is not prefix + text[{s}:{e}]")
    if sizer is not None and capacity is not None:
        size = sizer(content)
        if size > capacity and _SPACE.search(body) is not None:
            out.append(f"chunk {i}: size {size} exceeds {capacity} and the body is not one word")
    return out
