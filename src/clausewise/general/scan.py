"""Find the lines where boundary patterns match, with one C-speed scan for all of them.

A pattern marks the start of the line it matches in (a ``^`` pattern only at the line start,
any other pattern anywhere in the line). All patterns that can be combined are joined into a
single filter ``\\n(?=p0|p1|...)``: the regex engine jumps from line break to line break and
tries the alternatives only there, so the cost is about one pass over the text whatever the
number of patterns. Only the lines that pass the filter are identified (which pattern, what it
matched) with a second, grouped pattern. A pattern that cannot be embedded (inline global
flags, back-references) is scanned on its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..errors import ConfigError, describe
from .firstchars import first_chars
from .presets import KINDS, BoundaryPattern

__all__ = ["Hit", "PatternSet", "Rule"]

_GLOBAL_FLAGS = re.compile(r"\(\?[aiLmsux]+\)")
_BACKREF = re.compile(r"\\\d|\(\?P=")
_LEADING_SPACE = re.compile(r"\s*")
# Group names of the identifying pattern; unlikely to clash with a user's named groups.
_OUTER, _INNER = "_cw_rule", "_cw_match"
_new_tuple = tuple.__new__  # builds a Hit without the named tuple's Python-level __new__
# Line-start prefixes factored out of the filter, longest first: after the filter's "\n" the
# "^" always holds, and one shared "[ \t]*" is tried once instead of once per pattern.
_PREFIXES = ("^[ \\t]*", "^\\s*", "^ *", "^")
_ANYWHERE = "<anywhere>"  # the filter branch of patterns that may match anywhere in a line
_QUANTIFIER = tuple("*+?{")


@dataclass(frozen=True, slots=True)
class Rule:
    """One boundary pattern with its rank (0 = outermost), kind and display name."""

    pattern: str
    rank: int
    kind: str
    name: str


class Hit(NamedTuple):
    """A line matched by ``rules[rule]``: ``pos`` is its first non-blank character and
    ``text[pos:end]`` what the pattern matched from there."""

    pos: int
    rule: int
    end: int


def _rule(spec: object) -> tuple[Rule, int]:
    """Validate one entry of ``boundaries``; returns the rule and its regex flags."""
    flags = 0
    if isinstance(spec, BoundaryPattern):
        return Rule(str(spec), spec.rank, spec.kind, spec.name), flags
    if isinstance(spec, re.Pattern):
        flags = spec.flags & ~re.UNICODE
        spec = spec.pattern
    if isinstance(spec, str):
        return Rule(spec, 0, "heading", spec), flags
    if (
        isinstance(spec, tuple)
        and len(spec) == 2
        and isinstance(spec[0], str)
        and isinstance(spec[1], int)
        and not isinstance(spec[1], bool)
        and spec[1] >= 0
    ):
        return Rule(spec[0], spec[1], "heading", spec[0]), flags
    raise ConfigError(
        "each boundary must be a regex string, a compiled pattern, a (regex, rank) tuple with "
        f"rank >= 0, or a preset entry; got {describe(spec)}"
    )


def _branch(head: str, rests: list[tuple[int, str]], capture: bool = False) -> str:
    """One filter branch: a shared line-start prefix, a guard class of the characters the
    patterns can start with (when that is known), then the patterns (each in a group named
    after its rule with ``capture``)."""
    if head == _ANYWHERE:
        return f"(?:{'|'.join(r for _, r in rests)})"
    firsts = [first_chars(r) for _, r in rests]
    guard = "" if any(f is None for f in firsts) else f"(?=[{''.join(f or '' for f in firsts)}])"
    if capture:
        alts = [f"(?P<{_OUTER}{i}>{r})" for i, r in rests]
    else:
        alts = [_alternative(r) for _, r in rests]
    return f"{head}{guard}(?:{'|'.join(alts)})"


def _alternative(pattern: str) -> str:
    """``pattern`` ready to join with ``|``: bare unless it has a top-level ``|`` itself
    (a bare join lets the regex parser factor shared prefixes, measurably faster)."""
    return f"(?:{pattern})" if _top_level_bar(pattern) else pattern


def _top_level_bar(pattern: str) -> bool:
    depth, i, n = 0, 0, len(pattern)
    while i < n:
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i += 1
            if i < n and pattern[i] == "^":
                i += 1
            if i < n and pattern[i] == "]":
                i += 1  # a "]" first in a class is literal
            while i < n and pattern[i] != "]":
                i += 2 if pattern[i] == "\\" else 1
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            return True
        i += 1
    return False


def _compile(pattern: str, flags: int) -> re.Pattern[str]:
    try:
        return re.compile(pattern, flags | re.MULTILINE)
    except re.error as exc:
        raise ConfigError(f"invalid boundary regex {pattern!r}: {exc}") from exc


class PatternSet:
    """Compiled boundary patterns; :meth:`scan` returns one :class:`Hit` per matching line."""

    def __init__(self, specs: Sequence[object]) -> None:
        if isinstance(specs, (str, bytes)) or not isinstance(specs, Sequence):
            raise ConfigError(f"boundaries must be a list of regex strings, got {describe(specs)}")
        parsed = [_rule(s) for s in specs]
        for rule, _ in parsed:
            if rule.kind not in KINDS:
                raise ConfigError(f"kind must be one of {', '.join(KINDS)}, got {rule.kind!r}")
        self.rules: tuple[Rule, ...] = tuple(r for r, _ in parsed)
        self.single: list[tuple[int, re.Pattern[str]]] = []
        alts: dict[str, list[tuple[int, str]]] = {}
        groups: list[str] = []
        for i, (rule, flags) in enumerate(parsed):
            rx = _compile(rule.pattern, flags)
            if (
                flags
                or _GLOBAL_FLAGS.search(rule.pattern)
                or (rx.groups and _BACKREF.search(rule.pattern))
            ):
                self.single.append((i, rx))
                continue
            if rule.pattern.startswith("^"):
                head = next(
                    (
                        h
                        for h in _PREFIXES
                        if rule.pattern.startswith(h)
                        and not rule.pattern.startswith(_QUANTIFIER, len(h))  # "^ *?x"
                    ),
                    "^",
                )
                alts.setdefault(head[1:], []).append((i, rule.pattern[len(head) :]))
                groups.append(f"(?P<{_OUTER}{i}>(?P<{_INNER}{i}>{rule.pattern}))")
            else:  # may match anywhere in the line
                alts.setdefault(_ANYWHERE, []).append((i, rf"[^\n]*?(?:{rule.pattern})"))
                groups.append(rf"(?P<{_OUTER}{i}>[^\n]*?(?P<{_INNER}{i}>{rule.pattern}))")
        branches = [_branch(head, rest) for head, rest in alts.items()]
        self.filter = _compile(r"\n(?=" + "|".join(branches) + ")", 0) if alts else None
        # With one shared line-start prefix (the usual case: presets), the filter itself can
        # say which pattern matched and where it ended: one capturing group per pattern, in
        # rule order (the first listed pattern still wins), so no second match per line.
        self.capture: re.Pattern[str] | None = None
        self.capture_rule: dict[int, int] = {}
        if len(alts) == 1 and _ANYWHERE not in alts:
            head, rests = next(iter(alts.items()))
            self.capture = _compile(r"\n(?=" + _branch(head, rests, capture=True) + ")", 0)
            index = self.capture.groupindex
            self.capture_rule = {
                index[f"{_OUTER}{i}"]: i for i in range(len(parsed)) if f"{_OUTER}{i}" in index
            }
        self.ident = _compile("|".join(groups), 0) if groups else None
        # The outer group of a pattern closes last, so ``lastindex`` names it: map its number
        # to the rule and the number of the group holding the pattern's own match.
        index = self.ident.groupindex if self.ident is not None else {}
        self.groups: dict[int, tuple[int, int]] = {
            number: (int(name[len(_OUTER) :]), index[_INNER + name[len(_OUTER) :]])
            for name, number in index.items()
            if name.startswith(_OUTER)
        }

    def __bool__(self) -> bool:
        return bool(self.rules)

    def scan(self, text: str) -> list[Hit]:
        """Hits in text order, at most one per line (the first listed pattern wins)."""
        best: dict[int, Hit]
        if self.capture is not None:
            found = self._scan_captured(text, self.capture)
            if not self.single:
                return found
            best = {}
            for h in found:
                best.setdefault(h.pos, h)
        else:
            best = self._scan_identified(text)
        for i, rx in self.single:
            for m in rx.finditer(text):
                self._keep(best, text, i, m.start(), m.end())
        return [best[p] for p in sorted(best)]

    def _scan_captured(self, text: str, capture: re.Pattern[str]) -> list[Hit]:
        """The filter's own groups name the pattern and its end: hits come in text order."""
        out: list[Hit] = []
        space = _LEADING_SPACE.match
        rule_of = self.capture_rule
        last = -1
        first = self.ident.match(text, 0) if self.ident is not None else None
        if first is not None and first.lastindex is not None:
            i, _ = self.groups[first.lastindex]
            pos = space(text, 0).end()  # type: ignore[union-attr]
            if pos < first.end():
                out.append(_new_tuple(Hit, (pos, i, first.end())))
                last = pos
        for m in capture.finditer(text):
            g = m.lastindex or 0  # never 0: a match always closes one rule's group
            pos, me = m.span(g)  # the pattern's match, after the shared line-start prefix
            if pos < me and text[pos].isspace():
                # The hit is at the line's first non-blank character; the prefix stopped short
                # of it (other blanks, or the pattern itself starts with one).
                pos = space(text, m.end()).end()  # type: ignore[union-attr]
            if pos < me and pos != last:  # "\s*" may skip a blank line: one hit per position
                out.append(_new_tuple(Hit, (pos, rule_of[g], me)))
                last = pos
        return out

    def _scan_identified(self, text: str) -> dict[int, Hit]:
        best: dict[int, Hit] = {}
        if self.ident is not None and self.filter is not None:
            starts = [0]
            starts += [m.end() for m in self.filter.finditer(text)]
            ident = self.ident.match
            space = _LEADING_SPACE.match
            groups = self.groups
            for ls in starts:
                m = ident(text, ls)
                if m is None or m.lastindex is None:
                    continue
                i, inner = groups[m.lastindex]
                ms = m.start(inner)
                if ms == ls:  # the usual case: the pattern matched from the line start
                    pos = space(text, ls).end()  # type: ignore[union-attr]
                    if pos < m.end() and pos not in best:
                        best[pos] = _new_tuple(Hit, (pos, i, m.end()))
                else:
                    self._keep(best, text, i, ms, m.end())
        return best

    @staticmethod
    def _keep(best: dict[int, Hit], text: str, i: int, ms: int, me: int) -> None:
        ns = _LEADING_SPACE.match(text, ms).end()  # type: ignore[union-attr]
        pos = text.rfind("\n", 0, ns) + 1  # the line holding the match's first character
        pos = _LEADING_SPACE.match(text, pos).end()  # type: ignore[union-attr]
        if pos >= len(text) or pos > me:
            return
        old = best.get(pos)
        if old is None or i < old.rule:
            best[pos] = Hit(pos, i, max(me, pos))
