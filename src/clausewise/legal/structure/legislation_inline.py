"""Article headings run together on one line by a flattening conversion.

A Markdown copy of an act flattened to long lines keeps each heading's marks but not its line
break: "# **Article 3** Definitions **Article 4** Principles". The scan finds headings at line
starts only, so the second article would be read as part of the first one's title. It is a
heading of its own when it is set off as one (a heading mark, emphasis, or the wide gap the
sanitizer leaves where emphasis was), follows a title of the first article (words between
the two headings, not a bare cell of a correlation table "Article 3   Article 4"), is
numbered next in sequence, and is followed by its own title. A reference in the text ("as
referred to in Article 4") is none of these: it is not on a heading line and has no mark.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from .legislation_scan import strip_markup
from .title_cut import cut_at_next_heading

if TYPE_CHECKING:  # pragma: no cover - types only (the parser imports this module)
    from .legislation_parser import Draft

__all__ = ["split_articles"]

_INLINE = re.compile(
    r"(?:[ \t]#{1,6}[ \t]{1,4}|[ \t]{0,3}\*\*|[ \t]{3})[ \t]{0,4}(?:\*\*)?"
    r"(?P<w>(?i:article))[ \t]{1,4}(?P<n>[0-9]{1,4}[a-z]{0,2})(?![\w(])(?:\*\*)?"
)
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_TRAIL = " \t*#_-–—:|"


def split_articles(text: str, nodes: list[Draft], idx: int) -> int:
    """Add after ``nodes[idx]`` (an article just added) the articles that follow it on its
    heading line, each cutting the title of the one before; the index of the last one."""
    line_end = text.find("\n", nodes[idx].start)
    line_end = len(text) if line_end < 0 else line_end
    while True:
        node = nodes[idx]
        if node.title is None or node.heading_end > line_end:
            return idx  # no title between (a table's cells), or a title on the next line
        after = text.find(node.number, node.start, line_end) + len(node.number)
        m = _INLINE.search(text, after, line_end)
        if m is None:
            return idx
        number = m.group("n")
        if int(number.rstrip(_LETTERS)) != int(node.number.rstrip(_LETTERS)) + 1:
            return idx  # out of sequence
        rest = cut_at_next_heading(strip_markup(text[m.end() : line_end]).strip(_TRAIL))
        if not rest or not rest[0].isupper():
            return idx  # no title after it
        start = m.start() + len(m.group()) - len(m.group().lstrip(" \t"))  # at its marks
        cut = start
        while cut > after and text[cut - 1] in _TRAIL:
            cut -= 1
        nodes[idx] = replace(node, heading_end=cut)
        end = line_end
        while end > start and text[end - 1] in _TRAIL:
            end -= 1
        nodes.append(
            replace(
                node, start=start, identifier=f"Article {number}", number=number,
                title=rest, heading_end=end,
            )
        )  # fmt: skip
        idx = len(nodes) - 1
