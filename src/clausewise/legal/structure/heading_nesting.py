"""A heading right over another: a section and its parts, when neither is numbered.

Plain-language terms sometimes head a section with a line and its first part with a second
line right under it, nothing between: "Our agreement and what happens if we disagree" /
"Our agreement." / text / "Who has rights under this agreement." / text / ... / "Updating
these Terms" / text. A heading with no text of its own heads what follows; its parts are
told apart from the sections by their style: each closed by a full stop, where the
section's heading has none. So the parts run on while the headings keep that style, and
the first heading in the section's style (no full stop) starts the next section.

:func:`heading_over` finds the upper line, which the reading of heading lines would take for
the unfinished line of a paragraph; :func:`nest_parts` makes the parts its children.
"""

from __future__ import annotations

from dataclasses import replace

from ..tree import ClauseNode
from .contract_zones import JOINING_WORDS, PageNoise
from .gate import unnumbered_reject_reason

__all__ = ["heading_over", "nest_parts", "reparented"]

_MAX_WORDS = 10  # words of the upper heading
_NOT_IN_HEADING = frozenset(".;:!?,")
_SENTENCE_END = frozenset('.!?)"”’')
_WRAP_WORDS = JOINING_WORDS | {"and", "or", "nor", "any", "all", "each", "every", "our", "your"}


def heading_over(text: str, pos: int, noise: PageNoise) -> tuple[int, int] | None:
    """The span of the line right above the heading line at ``pos`` (no blank line between)
    when it is a heading too: a few words starting with a capital, no sentence punctuation,
    not ending like a hard-wrapped line, turned down neither by the gate nor as page noise,
    with a blank line or a finished sentence above it."""
    ls = text.rfind("\n", 0, pos)
    if ls <= 0:
        return None
    start = text.rfind("\n", 0, ls) + 1
    raw = text[start:ls]
    line = raw.strip()
    words = line.split()
    if not line or not line[0].isupper() or len(words) > _MAX_WORDS:
        return None
    if any(ch in _NOT_IN_HEADING for ch in line) or words[-1].lower() in _WRAP_WORDS:
        return None
    if noise.is_noise(line) or unnumbered_reject_reason(line) is not None:
        return None
    if not _sentence_before(text, start):
        return None
    s = start + raw.index(line)
    return s, s + len(line)


def _sentence_before(text: str, start: int) -> bool:
    """Whether the last non-blank line before ``start`` ends a sentence (or there is none)."""
    end = start - 1
    while end > 0:
        ls = text.rfind("\n", 0, end) + 1
        line = text[ls:end].rstrip()
        if line.strip():
            return line[-1] in _SENTENCE_END
        end = ls - 1
    return True


def nest_parts(text: str, nodes: tuple[ClauseNode, ...]) -> tuple[ClauseNode, ...]:
    """``nodes`` with the parts under an unnumbered heading that has no text of its own
    made its children (see the module documentation)."""
    moved: dict[int, int] = {}
    i = 0
    n = len(nodes)
    while i + 1 < n:
        head = nodes[i]
        if not _top_heading(head) or _closed(text, head):
            i += 1
            continue
        j = i + 1
        if text[head.heading_end : nodes[j].start].strip():
            i += 1
            continue  # text under the heading: a section of its own
        while j < n and _top_heading(nodes[j]) and _closed(text, nodes[j]):
            moved[j] = i
            j += 1
        i = j  # (past the parts, or the next unit: j > i)
    return reparented(nodes, moved) if moved else nodes


def _top_heading(node: ClauseNode) -> bool:
    return node.parent is None and node.kind == "heading"


def _closed(text: str, node: ClauseNode) -> bool:
    """Whether the heading's line closes it with a full stop ("Our agreement.")."""
    return text[node.heading_end : node.heading_end + 1] == "."


def reparented(nodes: tuple[ClauseNode, ...], moved: dict[int, int]) -> tuple[ClauseNode, ...]:
    """``nodes`` (still in pre-order: every moved unit follows its new parent's subtree)
    with the new parents ``moved`` gives, depths one more than their parents', and each
    unit's end stretched over its new descendants."""
    parents = [moved.get(i, node.parent) for i, node in enumerate(nodes)]
    depths: list[int] = []
    for i, node in enumerate(nodes):
        p = parents[i]
        depths.append(node.depth if p is None else depths[p] + 1)
    ends = [node.end for node in nodes]
    for i in range(len(nodes) - 1, -1, -1):
        p = parents[i]
        if p is not None and ends[i] > ends[p]:
            ends[p] = ends[i]
    return tuple(
        replace(node, end=ends[i], depth=depths[i], parent=parents[i])
        for i, node in enumerate(nodes)
    )
