"""Markdown ingestion: the headings of a Markdown document are its structure.

The ingested text is the Markdown itself (normalised), so every chunk offset indexes the
string you passed exactly as ``LegalChunker.chunk`` offsets do, and heading marks stay in the
chunk bodies (models read Markdown well). Headings are ATX (``## 1. Definitions``) and setext
(a paragraph underlined with ``===`` or ``---``); the ``#`` count (``=`` is 1, ``-`` is 2) is
the level. Lists, tables, block quotes, HTML and code are body text; a ``#`` line inside a
fenced code block or YAML front matter opens nothing.
"""

from __future__ import annotations

import re

from ..legal.jurisdiction import Jurisdiction, JurisdictionProfile, get_profile
from ..normalize import normalize
from .document import IngestedDocument
from .labels import clean_heading
from .outline import Heading, build_tree

__all__ = ["from_markdown", "markdown_headings"]

# One pass over the line starts that matter: fences, ATX headings, setext underlines.
_BLOCK = re.compile(
    r"^[ ]{0,3}(?:"
    r"(?P<fence>`{3,}|~{3,})(?P<info>[^\n]*)"
    r"|(?P<atx>#{1,6})(?:[ \t]+(?P<content>[^\n]*)|[ \t]*$)"
    r"|(?P<under>=+|-+)[ \t]*$"
    r")",
    re.MULTILINE,
)
# Lines that cannot start a setext heading's paragraph: list items, quotes, tables, HTML,
# indented code.
_NOT_PARAGRAPH = re.compile(
    r"[ ]{0,3}(?:[-+*][ \t]|\d{1,9}[.)](?:[ \t]|$)|[>|<])|[ ]{4}|\t", re.MULTILINE
)
_FRONT_MATTER = re.compile(
    r"---[ \t]*\n[A-Za-z_][\w-]{0,100}:[^\n]*\n(?:[^\n]*\n){0,500}?(?:---|\.\.\.)[ \t]*$",
    re.MULTILINE,
)


def from_markdown(
    markdown: str,
    jurisdiction: str | Jurisdiction | JurisdictionProfile = "uk",
    *,
    source: str | None = None,
) -> IngestedDocument:
    """Ingest a Markdown string: its normalised text and the clause tree its headings give.

    ``jurisdiction`` supplies the heading words (unit and schedule words, definitions,
    recital and signature markers). Raises ``InputError`` when ``markdown`` is not a ``str``.

    >>> doc = from_markdown("# Terms\\n\\n## 1. Definitions\\n\\nWords.\\n\\n## 2. Use\\n\\nText.")
    >>> [(n.identifier, n.title) for n in doc.tree.nodes]
    [('Preamble', None), ('1', 'Definitions'), ('2', 'Use')]
    """
    text = normalize(markdown).text
    profile = get_profile(jurisdiction)
    tree = build_tree(text, markdown_headings(text), profile, source="markdown")
    return IngestedDocument(text=text, tree=tree, source=source)


def markdown_headings(text: str) -> list[Heading]:
    """The headings of normalised Markdown ``text``, in order, with their spans."""
    heads: list[Heading] = []
    front = _FRONT_MATTER.match(text) if text.startswith("---") else None
    floor = front.end() + 1 if front is not None else 0  # first line not yet accounted for
    fence: tuple[str, int] | None = None
    for m in _BLOCK.finditer(text, floor):
        if m.start() < floor:
            continue
        mark = m.group("fence")
        if fence is not None:
            if mark and mark[0] == fence[0] and len(mark) >= fence[1] and not m["info"].strip():
                fence = None
            floor = m.end() + 1
            continue
        if mark:
            if mark[0] == "`" and "`" in m.group("info"):
                continue  # inline code spans, not a fence
            fence = (mark[0], len(mark))
            floor = m.end() + 1
            continue
        head = _atx(text, m) if m.group("atx") else _setext(text, m, floor)
        floor = m.end() + 1
        if head is not None:
            heads.append(head)
    return heads


def _atx(text: str, m: re.Match[str]) -> Heading | None:
    title = clean_heading(_strip_closing(m.group("content") or ""))
    if not title:
        return None  # an empty heading names nothing: body text
    return Heading(m.start("atx"), _trim_end(text, m.start("atx"), m.end()), len(m["atx"]), title)


def _strip_closing(content: str) -> str:
    """``Title ##`` -> ``Title``: a closing run of ``#`` counts only after a space."""
    s = content.rstrip(" \t")
    t = s.rstrip("#")
    if t != s and (not t or t[-1] in " \t"):
        return t.rstrip(" \t")
    return s


def _setext(text: str, m: re.Match[str], floor: int) -> Heading | None:
    """The paragraph the underline ``m`` closes, as a heading; ``None`` when the line above is
    blank, already used, or not a plain paragraph (then ``---`` is a rule, ``===`` text)."""
    first = _paragraph_start(text, floor, m.start())
    if first is None or _NOT_PARAGRAPH.match(text, first) is not None:
        return None
    title = clean_heading(text[first : m.start()])
    if not title:
        return None
    start = first + (len(text[first : m.start()]) - len(text[first : m.start()].lstrip()))
    level = 1 if m.group("under")[0] == "=" else 2
    return Heading(start, m.end("under"), level, title)


def _paragraph_start(text: str, floor: int, line_start: int) -> int | None:
    """Start of the run of non-blank lines that ends just before ``line_start``, not reaching
    above ``floor``; ``None`` if the line just above is blank or before ``floor``."""
    first: int | None = None
    pos = line_start - 1  # the newline ending the line above
    while pos >= floor:
        start = text.rfind("\n", 0, pos) + 1
        if start < floor or not text[start:pos].strip():
            break
        first = start
        pos = start - 1
    return first


def _trim_end(text: str, start: int, end: int) -> int:
    while end > start and text[end - 1].isspace():
        end -= 1
    return end
