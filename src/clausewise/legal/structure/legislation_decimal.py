"""Paragraphs numbered after their article in an agreement drafted in articles.

EU legislation numbers an article's paragraphs "1.", "2."; an agreement written in articles
(a data processing agreement, a joint controller arrangement) numbers them after the article
instead ("Article 2 – Duration" / "2.1 ...", "2.2 ..."), often with a run-in title ("13.1
Governing Law. This Agreement ..."). Read with a legislation profile, they are the article's
paragraphs all the same.
"""

from __future__ import annotations

from .headings import read_title
from .legislation_scan import Heading

__all__ = ["decimal_value", "run_in_heading"]


def decimal_value(token: str, article: str, last: int) -> int | None:
    """The paragraph number of ``token`` ("2.1") in the article numbered ``article`` ("2")
    when it is the next one there (the first, or one more than ``last``), else None: a
    decimal anywhere else is a quoted point of an annex or a figure, not a paragraph of the
    article."""
    head, _, tail = token.partition(".")
    if not tail.isdigit() or head != article.lstrip("0"):
        return None
    value = int(tail)
    return value if value == last + 1 else None


def run_in_heading(text: str, pos: int) -> Heading | None:
    """The run-in title after a paragraph number ending at ``pos`` ("Governing Law." in
    "13.1 Governing Law. This Agreement ..."), on the number's line; None if there is none."""
    nl = text.find("\n", pos)
    title, end = read_title(text, pos, len(text) if nl < 0 else nl, False, False)
    return None if title is None else Heading(title, end)
