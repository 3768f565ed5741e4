"""Decimal paragraphs of a technical annex: "1.   SCOPE" / "1.1.   This Annex applies ...".

Implementing and delegated acts put their methods and requirements in annexes numbered like a
standard: top-level paragraphs with a title in capitals, then "1.1.", "1.2.", "2.1.1." under
them. An article's paragraphs never take a decimal number, so decimals are read in annexes
only, each under the paragraph its number extends ("2.1.1." under "2.1."); one whose parent
number never appeared hangs under the annex.

An annex that holds a correlation table ("ANNEX IV" / "Correlation table") is a table: its cells
("Article 1", "Article 3(1)", "—") name provisions of the acts it compares, and none of them is
a unit of the annex.
"""

from __future__ import annotations

import re

from .legislation_scan import Heading, line_end_trimmed

__all__ = ["AnnexNumbers", "annex_title", "is_table"]

# The rest of a paragraph's line when it is a title: short, no sentence punctuation at its end.
_REST = re.compile(r"[ \t\u00a0]*(?P<t>[^\n]{1,80}?)[ \t\u00a0]*(?=\n|\Z)")
_MAX_WORDS = 10
# The title EU drafting gives the annex comparing an act's provisions with those it replaces.
_TABLE_TITLE = re.compile(
    r"\b(?:correlation|concordance)[ \t]+tables?\b|\btables?[ \t]+of[ \t]+correspondence\b",
    re.IGNORECASE,
)


def is_table(title: str | None) -> bool:
    """Whether an annex titled ``title`` is a correlation table."""
    return title is not None and _TABLE_TITLE.search(title) is not None


def annex_title(text: str, end: int, token: str) -> Heading | None:
    """The title on the line of an annex paragraph ``token`` whose marker ends at ``end``
    ("1.   SCOPE"): in capitals, or any short unpunctuated line with the paragraph's first
    decimal child ("1.1." or "1.1") as the next line that is not blank. None for a paragraph
    of text."""
    m = _REST.match(text, end)
    if m is None:
        return None
    title = m.group("t")
    if title[-1] in ".;:,!?" or len(title.split()) > _MAX_WORDS or not title[0].isupper():
        return None
    letters = [c for c in title if c.isalpha()]
    if not letters:
        return None
    if not all(c.isupper() for c in letters) and not _child_next(text, m.end(), token):
        return None
    return Heading(title, line_end_trimmed(text, m.end()))


class AnnexNumbers:
    """The nodes of one annex's paragraphs, by number, to find a decimal's parent."""

    def __init__(self) -> None:
        self.nodes: dict[str, int] = {}

    def clear(self) -> None:
        self.nodes.clear()

    def parent(self, token: str) -> int | None:
        """The node of the paragraph that ``token`` ("2.1.1") extends, if it was read."""
        head, _, _ = token.rpartition(".")
        return self.nodes.get(head) if head else None

    def record(self, token: str, node: int) -> None:
        self.nodes[token] = node


def _child_next(text: str, pos: int, token: str) -> bool:
    """Whether the next line that is not blank after ``pos`` opens "``token``.1"."""
    j = pos
    n = len(text)
    while j < n and text[j] in " \t\n\u00a0":
        j += 1
    want = f"{token}.1"
    k = j + len(want)
    return text.startswith(want, j) and (k >= n or text[k] in ". \t\u00a0")
