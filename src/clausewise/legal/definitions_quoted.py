"""Quoted terms: the pattern of a term between quotation marks (double or single, straight
or curly), shared by the definition finders, and the term it holds."""

from __future__ import annotations

import re

from .definitions_found import clean

__all__ = ["GAP", "QUOTED_RE", "quoted", "term", "terms_in"]

_NOT_D = r"[^\"“”\n]"
_NOT_S = r"[^'‘’\"“”\n]"
GAP = r"[ \t]*(?:\n[ \t]*)?"  # one way to match a gap: no backtracking blow-up


def _term_pattern(chars: str, name: str) -> str:
    """Up to 80 ``chars``, then maybe a line break and up to 40 more: the text between two
    quotes. Each run is taken whole, never given back (a look-ahead captures it and a back
    reference consumes it): the quote that must follow cannot be one of ``chars``, so a
    shorter run could never be followed by it, and trying each would cost a step per
    character wherever a quote opens no term."""
    return (
        rf"(?=(?P<{name}1>{chars}{{1,80}}))(?P={name}1)"
        rf"(?:\n(?=(?P<{name}2>{chars}{{1,40}}))(?P={name}2))?"
    )


def quoted(name: str) -> str:
    """A quoted term, double or single, straight or curly, captured as ``<name>d``/``<name>s``.

    One leading character class (rather than two alternatives) lets the regex engine jump
    from quote mark to quote mark; a single quote must not follow a letter ("Party's")."""
    return (
        rf"[\"“'‘](?:(?<=[\"“])(?P<{name}d>{_term_pattern(_NOT_D, name + 'd')})[\"”]"
        rf"|(?<=['‘])(?<![\w]['‘])(?P<{name}s>{_term_pattern(_NOT_S, name + 's')})['’](?![\w]))"
    )


QUOTED_RE = re.compile(quoted("q"))


def term(raw: str) -> str:
    """The term inside quotes, without a leading article (EU style "‘the Board’") or a
    "this" before a capitalised word ('As used herein, "this License" refers to ...')."""
    text = clean(raw)
    if text[:4] in ("the ", "The ") and len(text) > 4:
        return text[4:]
    if text[:5] in ("this ", "This ") and text[5:6].isupper():
        return text[5:]
    return text


def terms_in(segment: str) -> list[str]:
    return [term(m.group("qd") or m.group("qs")) for m in QUOTED_RE.finditer(segment)]
