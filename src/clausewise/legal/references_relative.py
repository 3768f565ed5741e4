"""Relative references ("this Article", "the preceding paragraph") and the "following"
units that introduce new text instead of pointing at the next unit ("the following paragraph
is inserted:"), read around a bare head word."""

from __future__ import annotations

import re

__all__ = ["introduces_text", "relative_before"]

_REL_RE = re.compile(
    r"(?i:(?P<w>this|the[ \t]+(?:immediately[ \t]+)?(?P<dir>preceding|foregoing|previous|following|"
    r"next|succeeding)))(?:[ \t]+(?:\n[ \t]*)?|[ \t]*\n[ \t]*)\Z"
)


# After "the following paragraph": words that make it introduce new text, not point at the
# next unit. "(2) in Article 10, the following paragraph is inserted: '1a. ...'", "the following
# points are added:", "is replaced by the following subparagraph:".
_INTRODUCES_RE = re.compile(
    r"s?(?:[ \t]{0,2}:|[ \t\n]{1,3}(?:is|are|shall[ \t\n]{1,3}be)[ \t\n]{1,3}"
    r"(?:hereby[ \t\n]{1,3})?(?:inserted|added|substituted|appended)\b)"
)


_LIST_REACH = 100
_FULL_STOP_RE = re.compile(r"\.(?:\s|\Z)")


def introduces_text(text: str, rel_start: int, head_end: int) -> bool:
    """Whether "the following <unit>" ending at ``head_end`` introduces the text set out after
    it (an amendment's inserted paragraph) rather than referring to the next unit."""
    if "following" not in text[rel_start:head_end].lower():
        return False
    if _INTRODUCES_RE.match(text, head_end) is not None:
        return True
    # "The following schedules form part of this Agreement:": several units, listed after
    # the colon that closes the sentence, not the one unit after this.
    if text[head_end - 1] not in "sS":
        return False
    line = text[head_end : head_end + _LIST_REACH].split("\n", 1)[0]
    colon = line.find(":")
    stop = _FULL_STOP_RE.search(line)
    return colon >= 0 and (stop is None or colon < stop.start())


def relative_before(text: str, start: int) -> tuple[str, int] | None:
    """For a bare head word at ``start``: ("this" | "prev" | "next", start of the phrase)."""
    m = _REL_RE.search(text, max(0, start - 40), start)
    if m is None:
        return None
    direction = (m.group("dir") or "").lower()
    anchor = (
        "this"
        if not direction
        else ("next" if direction in ("following", "next", "succeeding") else "prev")
    )
    return anchor, m.start()
