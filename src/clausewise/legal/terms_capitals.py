"""Defined terms written in capitals: where such a form counts as a use of the term.

US contracts set their disclaimers and liability caps in capitals ("LICENSOR'S TOTAL
LIABILITY ... SHALL NOT EXCEED THE FEES PAID BY LICENSEE"). The terms used there are the
document's "Licensor", "Fees" and "Licensee"; the same words in a heading or in the
agreement's name in capitals are no such use.
"""

from __future__ import annotations

import re

__all__ = ["in_capitals"]

# The rest of an agreement's name in capitals (as ``terms._NOT_IN_DOCUMENT_NAME`` reads it).
_CAPS_DOCUMENT_NAME = re.compile(r"(?:[ \t]{1,2}[A-Z]+){0,3}[ \t]{1,2}(?:AGREEMENT|DEED)\b")
_SENTENCE_END = re.compile(r"[.!?;:][ \t\n]|\n[ \t]*\n")


def in_capitals(text: str, start: int, end: int) -> bool:
    """Whether the hit ``text[start:end]`` stands in a sentence of capitals: the text around
    it, up to 40 characters either side and cut at the sentence's ends ("Cap. LICENSOR'S
    TOTAL ..."), has no lower-case letter and at least 30 capitals (a short heading or a
    title line has fewer; an isolated word in capitals is no sentence)."""
    before = _SENTENCE_END.split(text[max(0, start - 40) : start])[-1]
    after = _SENTENCE_END.split(text[end : end + 40], 1)[0]
    around = before + after
    if around.upper() != around:  # a lower-case letter in the sentence
        return False
    if _CAPS_DOCUMENT_NAME.match(after):
        return False  # "This SITE DEVELOPMENT AND HOSTING AGREEMENT": the document's name
    return sum(1 for ch in around if ch.isupper()) >= 30
