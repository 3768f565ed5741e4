"""Sentence-end patterns for ``Chunker(sentence_pattern=...)``.

A sentence pattern's match *end* is where the next sentence starts. The default (``None``)
uses clausewise's shared sentence splitter, written for legal English (abbreviations, list
markers, hard-wrapped lines).
"""

from __future__ import annotations

import re

__all__ = ["SENTENCE_END_CJK", "SENTENCE_END_PERMISSIVE"]

SENTENCE_END_PERMISSIVE: re.Pattern[str] = re.compile(r"[.!?。！？…][\"'”’»)\]」』）]*\s+")
"""Any terminal punctuation followed by whitespace, whatever the next word looks like: for
lower-case chat, other scripts, informal text. Splits after abbreviations such as "Dr."."""

SENTENCE_END_CJK: re.Pattern[str] = re.compile(r"[。！？][」』”’）)]*\s*")
"""CJK full stop, exclamation and question marks, with or without whitespace after them."""
