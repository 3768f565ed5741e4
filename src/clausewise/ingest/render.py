"""Lay out a converter's items as one text, remembering where each heading landed.

Docling and Unstructured give items, not a string. :class:`TextBuilder` writes them in reading
order: a heading on its own line, blocks separated by a blank line, consecutive list items on
consecutive lines (a list stays one paragraph). Each piece is normalised as it is added, so the
result is already normalised text and heading offsets are exact by construction.

Page furniture (running headers, footers, page numbers) is never silently lost. ``"end"`` (the
default) moves it out of the clauses into one final ``furniture`` node, in its original order:
a running header between two pages would otherwise sit inside whichever clause crosses the page
break. ``"inline"`` keeps it where the converter put it; ``"drop"`` discards it, and the tree's
notes say how many blocks went.
"""

from __future__ import annotations

import re

from ..errors import ConfigError
from ..legal.jurisdiction import JurisdictionProfile
from ..normalize import normalize
from .document import IngestedDocument
from .labels import clean_heading
from .outline import Heading, build_tree

__all__ = ["FURNITURE_MODES", "TextBuilder"]

FURNITURE_MODES = ("end", "inline", "drop")
_SPACES = re.compile(r"\s+")


def check_furniture(mode: object) -> str:
    if mode not in FURNITURE_MODES:
        valid = ", ".join(repr(m) for m in FURNITURE_MODES)
        raise ConfigError(f"furniture must be one of {valid}, got {mode!r}")
    return str(mode)


class TextBuilder:
    """Accumulates headings, blocks and furniture; :meth:`finish` returns the document."""

    def __init__(self, furniture: str = "end") -> None:
        self.furniture_mode = check_furniture(furniture)
        self.parts: list[str] = []
        self.pos = 0
        self.headings: list[Heading] = []
        self.furniture: list[str] = []
        self.last_was_item = False
        self.skipped: dict[str, int] = {}

    def heading(self, text: str, level: int, *, is_title: bool = False) -> None:
        """A heading line; its wording is put on one line."""
        line = _SPACES.sub(" ", _clean(text)).strip()
        title = clean_heading(line)
        if not title:
            return
        start = self._write(line, item=False)
        self.headings.append(Heading(start, start + len(line), level, title, is_title))

    def block(self, text: str, *, item: bool = False) -> None:
        """A paragraph, table, code block ... (``item``: a list item)."""
        body = _clean(text).strip()
        if body:
            self._write(body, item=item)

    def page_furniture(self, text: str) -> None:
        body = _clean(text).strip()
        if not body:
            return
        if self.furniture_mode == "inline":
            self._write(body, item=False)
        self.furniture.append(body)

    def skip(self, what: str) -> None:
        """Count an item that carries no text (a picture without caption), for the notes."""
        self.skipped[what] = self.skipped.get(what, 0) + 1

    def finish(
        self, profile: JurisdictionProfile, *, source: str, origin: str | None
    ) -> IngestedDocument:
        notes = self._notes()
        start: int | None = None
        if self.furniture and self.furniture_mode == "end":
            start = self._write("\n\n".join(self.furniture), item=False)
        text = "".join(self.parts)
        tree = build_tree(
            text, self.headings, profile, source=source, furniture_start=start, notes=notes
        )
        return IngestedDocument(text=text, tree=tree, source=origin)

    def _write(self, piece: str, *, item: bool) -> int:
        if self.parts:
            sep = "\n" if item and self.last_was_item else "\n\n"
            self.parts.append(sep)
            self.pos += len(sep)
        start = self.pos
        self.parts.append(piece)
        self.pos += len(piece)
        self.last_was_item = item
        return start

    def _notes(self) -> tuple[str, ...]:
        out: list[str] = []
        n = len(self.furniture)
        blocks = f"{n} block{'s' if n != 1 else ''}"
        if n and self.furniture_mode == "end":
            out.append(f"page furniture: {blocks} moved to the final 'Page furniture' node")
        elif n and self.furniture_mode == "inline":
            out.append(f"page furniture: {blocks} kept where the converter placed them")
        elif n:
            out.append(f"page furniture: {blocks} dropped (furniture='drop')")
        out.extend(f"skipped {n} {what} item(s) without text" for what, n in self.skipped.items())
        return tuple(out)


def _clean(text: str) -> str:
    """Normalised text of one piece (so the joined text is normalised as a whole)."""
    return normalize(text if isinstance(text, str) else str(text)).text
