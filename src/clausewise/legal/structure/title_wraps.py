"""Titles cut by a wrap after a full word: "14. Rights of Third" / "Parties" is one heading,
"Rights of Third Parties", when the second line holds a few capitalised words standing
alone (a cut after a joining word, "Limitation of" / "Liability", is read in
:mod:`.headings`)."""

from __future__ import annotations

from .title_words import is_title_case

__all__ = ["TAIL_WORDS", "running_line", "stands_alone", "title_tail"]

TAIL_WORDS = 3  # words the rest of a title cut after a full word holds at most
_UNIT_WORDS = frozenset(
    {"part", "section", "article", "chapter", "schedule", "annex", "exhibit", "appendix"}
    | {"division", "subdivision", "title", "subtitle", "clause", "paragraph", "attachment"}
)


def title_tail(text: str, rest: str, nl: int, limit: int) -> tuple[str, int] | None:
    """(words, end) of the line right below the title line ``rest`` (ending at ``nl``) when
    a wrap cut that title after a full word ("14. Rights of Third" / "Parties"): a title in
    Title Case of two words or more, then a line of a few capitalised words and nothing else
    (a closing full stop at most), standing alone: a blank line or the next marker after it,
    and no sentence going on in lower case ("Affiliate" / "means ...")."""
    if nl < 0 or len(rest.split()) < 2 or not is_title_case(rest.split()):
        return None
    start = nl + 1
    while start < limit and text[start] in " \t":
        start += 1
    end = text.find("\n", start, limit)
    end = limit if end < 0 else end
    more = text[start:end].rstrip()
    words = more.rstrip(".").split()
    if not 1 <= len(words) <= TAIL_WORDS or not all(w.isalpha() for w in words):
        return None
    if not words[0][0].isupper() or not is_title_case(rest.split() + words):
        return None
    if rest.isupper() != more.isupper():
        return None  # "PAYMENT TERMS" / "General": a heading in another case is no tail
    if words[0].lower() in _UNIT_WORDS:
        return None  # "RENT REVIEW" / "PART A": a unit's heading of its own
    if not stands_alone(text, end, limit) or running_line(text, more, start):
        return None
    return " ".join(words), start + len(more.rstrip("."))


_PAGE_REACH = 12_000  # characters read each way for a line repeated on every page


def running_line(text: str, line: str, start: int) -> bool:
    """Whether the line ``line`` (starting at ``start``) stands alone again within a few
    pages of it: a running header ("MASTER SERVICES AGREEMENT") printed under a heading at a
    page break, not the rest of that heading."""
    hi = min(len(text), start + len(line) + _PAGE_REACH)
    k = text.find(line, max(0, start - _PAGE_REACH), hi)
    while k >= 0:
        if k != start:
            ls = text.rfind("\n", 0, k) + 1
            le = text.find("\n", k)
            if text[ls : len(text) if le < 0 else le].strip() == line:
                return True
        k = text.find(line, k + 1, hi)
    return False


def stands_alone(text: str, end: int, limit: int) -> bool:
    """The line ending at ``end`` has a blank line or the next marker (``limit``) after it,
    and the text below does not go on in lower case."""
    if end >= limit:
        return True
    nxt = text.find("\n", end + 1, limit)
    if text[end + 1 : limit if nxt < 0 else nxt].strip():
        return False  # no blank line after it: the first line of a paragraph
    return not text[end:limit].lstrip()[:1].islower()
