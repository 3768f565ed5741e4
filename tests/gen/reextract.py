"""A document as another converter would hand it over: hard-wrapped, without blank lines,
with page furniture between pages, with Windows line ends.

Shared by ``tests/legal/structure/test_reextraction.py`` and ``benchmarks/reextraction.py``
(both load it by path). Each form takes the text and ``runs``: the starts of lines that hold
several clauses run together, which are never wrapped (a re-extraction would not keep those
runs, so wrapping them would make a document no converter produces).
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable

__all__ = ["FORMS", "line_start"]


def line_start(text: str, pos: int) -> bool:
    """Only blanks precede ``pos`` on its line."""
    return not text[text.rfind("\n", 0, pos) + 1 : pos].strip()


def wrapped(text: str, runs: frozenset[int] = frozenset()) -> str:
    """Every line longer than 78 characters wrapped at 76, at spaces."""
    out: list[str] = []
    pos = 0
    for line in text.split("\n"):
        if len(line) <= 78 or pos in runs:
            out.append(line)
        else:
            out.extend(textwrap.wrap(line, 76, break_long_words=False, break_on_hyphens=False))
        pos += len(line) + 1
    return "\n".join(out)


def tight(text: str, runs: frozenset[int] = frozenset()) -> str:
    """Blank lines removed: one line per paragraph."""
    return re.sub(r"\n[ \t]*\n+", "\n", text)


def pages(text: str, runs: frozenset[int] = frozenset(), every: int = 3000) -> str:
    """After about every ``every`` characters, between lines: a page footer, a form feed and
    a running header."""
    out: list[str] = []
    size, page = 0, 1
    for line in text.split("\n"):
        out.append(line)
        size += len(line) + 1
        if size >= every:
            out += ["", f"Page {page} of 40", "\f", "Confidential - Execution Version", ""]
            page, size = page + 1, 0
    return "\n".join(out)


def wrapped_pages(text: str, runs: frozenset[int] = frozenset()) -> str:
    return pages(wrapped(text, runs), runs)


def crlf(text: str, runs: frozenset[int] = frozenset()) -> str:
    return text.replace("\n", "\r\n")


FORMS: dict[str, Callable[[str, frozenset[int]], str]] = {
    "wrapped": wrapped,
    "tight": tight,
    "pages": pages,
    "wrapped+pages": wrapped_pages,
    "crlf": crlf,
}
