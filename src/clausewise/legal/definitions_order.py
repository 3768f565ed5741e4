"""The order definitions are listed in: where each term is written, with a definition that
only points to another ('"Business Day" has the meaning given in Section 2.02') moved after
the first definition of its term that says what it means."""

from __future__ import annotations

import re

from .definitions_found import Found

__all__ = ["definition_order"]


# A definition that only points to another: "has the meaning given in Section 2.02", "has the
# meaning set forth in the Credit Agreement", "is defined in clause 3".
_POINTER = re.compile(
    r"(?i:(?:(?:shall|will)\s+)?ha(?:s|ve)\s+the\s+(?:same\s+)?meanings?\s+(?:given|set|ascribed"
    r"|assigned|attributed|specified|provided|stated|defined|contained|indicated|accorded"
    r"|described|referred|in|under|as)\b|(?:(?:is|are|shall\s+be)\s+)?(?:as\s+)?defined"
    r"\s+(?:in|under|at|by)\b)"
)


def definition_order(found: list[Found], meanings: list[str]) -> dict[int, tuple[int, int, int]]:
    """Each definition's place in the output: where its term is written; a pointer whose
    term the text defines elsewhere follows the first such definition (third field 1), so
    "the first definition" of a term is one that says what it means."""
    pointer = [_POINTER.match(m) is not None for m in meanings]
    first: dict[str, tuple[int, int]] = {}
    for i, f in enumerate(found):
        if not pointer[i]:
            held = first.get(f.term)
            if held is None or (f.at, f.start) < held:
                first[f.term] = (f.at, f.start)
    out: dict[int, tuple[int, int, int]] = {}
    for i, f in enumerate(found):
        held = first.get(f.term) if pointer[i] else None
        out[i] = (held[0], held[1], 1) if held is not None else (f.at, f.start, 0)
    return out
