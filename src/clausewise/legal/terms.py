"""Which defined terms a span of text uses.

:class:`TermIndex` is built once per document from its :class:`DefinedTerm` list. It compiles
one regex: every term and its plural ("Party"/"Parties", "Service"/"Services") as a trie of
alternatives, longer continuations tried first, words joined by ``\\s+`` so a term broken by
a hard line wrap still counts. Matching is case-sensitive ("the Services" uses the term
"Services", "services" does not), whole words only, and non-overlapping, so "Confidential
Information" does not also count "Information" where it is part of the longer term.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .types import DefinedTerm

__all__ = ["TermIndex"]

_WORD_BEFORE = re.compile(r"[\w-]")


def _variants(term: str) -> list[str]:
    out = [term]
    if term[-1:].islower():
        out.append(term + "s")
        if term.endswith("y") and term[-2:-1] not in "aeiou":
            out.append(term[:-1] + "ies")
        elif term.endswith(("s", "x", "ch", "sh")):
            out.append(term + "es")
    return out


def _tokens(variant: str) -> list[str]:
    """Regex atoms of ``variant``: one per character, ``\\s+`` per run of spaces."""
    out: list[str] = []
    for ch in variant:
        if ch.isspace():
            if not out or out[-1] != r"\s+":
                out.append(r"\s+")
        else:
            out.append(re.escape(ch))
    return out


_Trie = dict[str, "_Trie"]


def _trie_regex(words: list[list[str]]) -> str:
    """One regex for all ``words`` (token lists), shared prefixes factored out so matching
    costs about one test per character whatever the number of terms."""
    trie: _Trie = {}
    for tokens in words:
        node = trie
        for tok in tokens:
            node = node.setdefault(tok, {})
        node[""] = {}

    def emit(node: _Trie) -> str:
        ends = "" in node
        # A term ending here makes the rest optional, and the engine tries the optional part
        # first: "Confidential Information" wins over "Confidential" at the same place, and
        # the shorter term is matched only if the longer one does not continue.
        alts = [
            tok + emit(child)
            for tok, child in sorted(node.items(), key=lambda kv: kv[0] == "")
            if tok
        ]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if ends else body

    return emit(trie)


class TermIndex:
    """The defined terms of one document, ready to find in any span of its text."""

    __slots__ = ("_by_term", "_canonical", "_regex")

    def __init__(self, terms: Iterable[DefinedTerm]) -> None:
        self._by_term: dict[str, list[DefinedTerm]] = {}
        for t in terms:
            self._by_term.setdefault(t.term, []).append(t)
        self._canonical: dict[str, str] = {}
        for name in self._by_term:
            for variant in _variants(name):
                # A variant that is itself a defined term stays that term.
                if variant == name or variant not in self._by_term:
                    self._canonical.setdefault(" ".join(variant.split()), name)
        words = [_tokens(v) for v in sorted(self._canonical, key=len, reverse=True)]
        self._regex = re.compile(_trie_regex(words) + r"(?![\w-])") if words else None

    @property
    def terms(self) -> list[str]:
        """Every defined term, in the order first defined."""
        return list(self._by_term)

    def definition(self, term: str, scope: str = "document") -> DefinedTerm | None:
        """The definition of ``term`` that applies in ``scope`` (a schedule's own one first)."""
        found = self._by_term.get(term, [])
        for want in (scope, "document"):
            for t in found:
                if t.scope == want:
                    return t
        return None

    def used_in(
        self, text: str, start: int = 0, end: int | None = None, scope: str = "document"
    ) -> list[str]:
        """Defined terms used in ``text[start:end]`` that apply in ``scope``, in order of first
        use, each once."""
        if self._regex is None:
            return []
        stop = len(text) if end is None else end
        out: dict[str, None] = {}
        for m in self._regex.finditer(text, start, stop):
            s = m.start()
            if s > start and _WORD_BEFORE.match(text, s - 1):
                continue
            name = self._canonical.get(" ".join(m.group().split()))
            if name is not None and name not in out and self.definition(name, scope) is not None:
                out[name] = None
        return list(out)
