"""The characters a regex can start with, read off its source, when that is plain to see.

The boundary filter tries every pattern at every line start; a character class of the
possible first characters, tested first, turns most lines away in one step. The reading is
deliberately simple and conservative: anything it does not fully understand (flags, escapes
other than ``\\d`` and escaped punctuation, optional first items, nested quantified groups)
gives ``None``, and then no guard is used.
"""

from __future__ import annotations

import re

__all__ = ["first_chars"]

_SPECIAL = set(".^$*+?{}[]|()\\")
_OPTIONAL = re.compile(r"\?|\*|\{0[,}]")


def first_chars(pattern: str) -> str | None:
    """A character-class body (``"A-Z0-9("`` style, escaped) covering every first character
    ``pattern`` can match, or ``None`` when unsure (or when it can match the empty string)."""
    alternatives = _split_top(pattern)
    if len(alternatives) > 1:
        parts = [first_chars(alt) for alt in alternatives]
        return None if any(x is None for x in parts) else "".join(x or "" for x in parts)
    item = _first_item(pattern)
    if item is None:
        return None
    body, end = item
    if _OPTIONAL.match(pattern, end):
        return None  # the first item may be absent: the next one could come first
    return body


def _first_item(p: str) -> tuple[str, int] | None:
    """The class body of the first item of ``p`` and where the item ends."""
    if not p:
        return None
    ch = p[0]
    if ch == "\\":
        if len(p) < 2:
            return None
        nxt = p[1]
        if nxt == "d":
            return "0-9", 2
        if nxt in _SPECIAL or nxt in "-/ #&'\"§":
            return re.escape(nxt), 2
        return None
    if ch == "[":
        end = _class_end(p)
        if end is None or p[1:2] == "^":
            return None
        return p[1:end], end + 1
    if p.startswith("(?:"):
        end = _group_end(p)
        if end is None:
            return None
        parts = [first_chars(alt) for alt in _split_top(p[3:end])]
        if any(x is None for x in parts):
            return None
        return "".join(x for x in parts if x is not None), end + 1
    if ch in _SPECIAL:
        return None
    return re.escape(ch), 1


def _class_end(p: str) -> int | None:
    i = 1
    if p[i : i + 1] == "^":
        i += 1
    if p[i : i + 1] == "]":
        i += 1
    while i < len(p):
        if p[i] == "\\":
            i += 2
            continue
        if p[i] == "]":
            return i
        i += 1
    return None


def _group_end(p: str) -> int | None:
    depth, i = 0, 0
    while i < len(p):
        c = p[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":
            end = _class_end(p[i:])
            if end is None:
                return None
            i += end + 1
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return None


def _split_top(p: str) -> list[str]:
    """``p`` split at its top-level ``|``."""
    out, depth, start, i = [], 0, 0, 0
    while i < len(p):
        c = p[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":
            end = _class_end(p[i:])
            i += (end + 1) if end is not None else 1
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            out.append(p[start:i])
            start = i + 1
        i += 1
    out.append(p[start:])
    return out
