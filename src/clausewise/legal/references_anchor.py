"""Where a parsed reference points from, read from the words just before it: a code cited
before a section sign ("Cal. Civ. Code § 1542"), another document named before it and set off
by a comma ("our Privacy Policy, Section 3"), or, for a bare paragraph, point or bracketed
item, the unit that holds the reference. Used by :mod:`.references_grammar` once per
reference, so the cheap tests come first."""

from __future__ import annotations

from .citations import code_before
from .references_parsed import Parsed
from .references_self import document_before

__all__ = ["anchor_of"]

_SECTION_SIGNS = frozenset({"Sec.", "Secs."})
_CONTEXT_KINDS = frozenset({"paragraph", "point"})


def anchor_of(parsed: Parsed, text: str, head: str, names: tuple[str, ...], key: str) -> Parsed:
    """``parsed`` with where it points from settled: another instrument cited just before it
    (a code before "§ 1542", a document named before ", Section 3"), or the unit holding the
    reference when it names only a paragraph, a point or a bracketed item; else as parsed."""
    # (read for every reference: the cheap tests come first)
    first = parsed.members[0]
    if parsed.external is None:
        if head[0] == "§" or head in _SECTION_SIGNS:
            # "Cal. Civ. Code § 1542", "Minnesota Stat. Sec. 80C.12"
            cited = code_before(text, first.start)
            if cited is not None:
                parsed.external, first.start = cited
                return parsed
        start = first.start
        if (
            parsed.anchor == "global"
            and not parsed.outer
            and text.rfind(",", start - 6 if start > 6 else 0, start) > 0
        ):
            # "as described in our Privacy Policy, Section 3": that document's Section 3
            other = document_before(text, start, parsed.end, names, key)
            if other is not None:
                parsed.external, first.start = other
                return parsed
    outermost = parsed.outer[-1] if parsed.outer else first
    if parsed.anchor == "global" and (outermost.kind in _CONTEXT_KINDS or not outermost.main):
        parsed.anchor = "context"
    return parsed
