"""Score a parsed outline against a hand-read one (``tests/data/licences/outlines.jsonl``).

Shared by ``tests/legal/structure/test_licence_outlines.py`` and ``benchmarks/outlines.py``
(both load it by path). A gold unit is where its number (or its title line) stands; a node
matches it when it starts there, or a little before it with only a heading line in between
("TERMS AND CONDITIONS" glued above "0. Definitions.") and no other node or gold unit in
that gap. A matched unit's parent is right when the node's parent matches the gold parent
(or the node is top level where the gold allows that).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

__all__ = ["GoldUnit", "Score", "load_gold", "score"]

_GLUE = 160  # the most a glued heading line may put between a node's start and its number


class Node(Protocol):
    level: int
    char_start: int


@dataclass(frozen=True)
class GoldUnit:
    doc: str
    at: int
    line: str
    parent_at: int | None
    or_top: bool


@dataclass
class Score:
    units: int = 0
    found: int = 0
    parent_right: int = 0
    extra: int = 0
    missed: list[str] = field(default_factory=list)
    wrong_parent: list[str] = field(default_factory=list)


def load_gold(path: Path) -> dict[str, list[GoldUnit]]:
    out: dict[str, list[GoldUnit]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        rec: dict[str, Any] = json.loads(line)
        out.setdefault(rec["doc"], []).append(GoldUnit(**rec))
    return out


def _parents(nodes: Sequence[Node]) -> list[int | None]:
    """Index of each node's parent (nodes come in document order, parents first)."""
    out: list[int | None] = []
    stack: list[int] = []
    for i, n in enumerate(nodes):
        while stack and nodes[stack[-1]].level >= n.level:
            stack.pop()
        out.append(stack[-1] if stack else None)
        stack.append(i)
    return out


def score(nodes: Sequence[Node], gold: Sequence[GoldUnit], text: str) -> Score:
    """Recall of the gold units, their parents, and nodes that match no gold unit (the
    preamble and anything before the first gold unit are not counted)."""
    ats = sorted(g.at for g in gold)
    starts = [n.char_start for n in nodes]
    match: dict[int, int] = {}  # gold at -> node index
    for i, s in enumerate(starts):
        nxt = starts[i + 1] if i + 1 < len(starts) else len(text)
        for at in ats:
            if s <= at < nxt and at - s <= _GLUE and not any(s <= a < at for a in ats):
                match[at] = i
                break
    parents = _parents(nodes)
    node_of = {v: k for k, v in match.items()}
    out = Score(units=len(gold))
    for g in gold:
        label = f"{g.doc}@{g.at} {g.line[:50]!r}"
        i = match.get(g.at)
        if i is None:
            out.missed.append(label)
            continue
        out.found += 1
        p = parents[i]
        got = None if p is None else node_of.get(p, -1)
        if got == g.parent_at or (g.or_top and got is None):
            out.parent_right += 1
        else:
            out.wrong_parent.append(label)
    first = ats[0] if ats else 0
    out.extra = sum(1 for i, s in enumerate(starts) if s >= first and i not in node_of)
    return out
